import { InputError } from '../../../../kernel/problems.js';
import { parseBattle } from '../../combat/battle-file.js';
import type { MeleeResult, Counts, SideResult } from '../../combat/melee/outcome.js';
import type { MeleeFile } from '../../combat/melee/schema.js';
import type { ArmyInput } from '../../combat/schema.js';
import { ARMY_KINDS, UNIT_CODES, type UnitCode } from '../../data/units.js';
import { directionBetween, sideKey } from '../../world/places.js';
import { armyKey } from '../../world/loaded.js';
import type { Army, Wall } from '../../world/schema.js';
import { bannedUnits, unbanished } from '../magic/banishing.js';
import { armyInput, sideInput } from './battle-sides.js';
import { gmNote, ordersOf, type MonthContext } from '../month/context.js';
import { EVERYONE, GM_ONLY, realmsOnly } from '../month/events.js';
import { conquestCapable, couldEnter, hostile, neighboursOf } from '../movement/geography.js';
import { settleBeaten } from './characters.js';
import { pirateUnitsTaken } from '../special-realms/pirates.js';
import { withdrawOnAttack } from '../diplomacy/rights.js';
import { effectiveLevel } from '../economy/strongholds.js';
import { tidyHex } from '../month/tidy.js';
import { passedWithoutBattle } from '../../world/absent-realms.js';
import { halveAbsentDefenders } from '../special-realms/absent-realms.js';

const PEOPLE: readonly UnitCode[] = ['K', 'R', 'HF'];

/** Support by conquest-capable armies on neighbouring hexes that could enter the hex, one army per hex and attacked army (R §5.5.1, P-74). */
function supportOf(context: MonthContext, index: number, realm: string, defenderIndex: number): number {
  let support = 0;
  for (const n of neighboursOf(index)) {
    const helpers = context.state.armiesIn(n).filter((army) => army.realm === realm && conquestCapable(army, context.rules) && couldEnter(context.state, context.rules, army, n, index));
    if (helpers.length > defenderIndex) support += 1;
  }
  return Math.min(6, support);
}

/** The finished walls of the hex that attackers crossed this turn (R §1.5.4). */
function crossedWalls(context: MonthContext, index: number, attackers: readonly Army[]): Wall[] {
  const walls = new Set<Wall>();
  for (const army of attackers) {
    const entry = context.state.entered.get(armyKey(army.realm, army.number));
    if (entry === undefined) continue;
    const direction = directionBetween(index, entry.from);
    const wall = direction === undefined ? undefined : context.state.loaded.walls.get(sideKey(index, direction));
    if (wall !== undefined && wall.building !== true && context.state.place(wall.at) === index) walls.add(wall);
  }
  return [...walls];
}

/** Situational advantages of a defender: a wall the attacker crossed, a landing (R §1.5.4, §11.1). */
function defenderAdvantages(context: MonthContext, index: number, attackers: readonly Army[]): ('wall' | 'landing')[] {
  const advantages = new Set<'wall' | 'landing'>();
  for (const army of attackers) if (context.state.entered.get(armyKey(army.realm, army.number))?.landing === true) advantages.add('landing');
  if (crossedWalls(context, index, attackers).length > 0) advantages.add('wall');
  return [...advantages].sort();
}

/** The crews of crossed walls, fighting as one warrior army of the hex's owner (R §1.5.4; P-95). */
interface Crew {
  readonly realm: string;
  readonly id: number;
  readonly walls: readonly Wall[];
}

function crewOf(context: MonthContext, index: number, attacker: string, attackers: readonly Army[], defenderRealms: readonly string[]): Crew | undefined {
  const { state } = context;
  const owner = state.loaded.owner[index];
  if (owner === undefined || !defenderRealms.includes(owner)) return undefined;
  // A crew fights with its commander; a wall whose crew has none left does not add it (R §1.8).
  const walls = crossedWalls(context, index, attackers).filter((wall) => wall.crewHF > 0);
  if (walls.length === 0 || !hostile(state, owner, attacker, index)) return undefined;
  const used = new Set(state.armiesOf(owner).map((army) => army.number));
  let id = ARMY_KINDS.warriors.range[1];
  while (used.has(id)) id -= 1;
  return { realm: owner, id, walls };
}

/** The crew's survivors back on their walls, shared in order; a wall whose crew has no warrior left is overcome and decays (R §1.5.4; P-95). */
function applyCrew(context: MonthContext, crew: Crew, after: Counts): void {
  const { state } = context;
  let k = after.K ?? 0;
  let hf = after.HF ?? 0;
  for (const wall of crew.walls) {
    const keepK = Math.min(k, wall.crewK);
    const keepHf = Math.min(hf, wall.crewHF);
    k -= keepK;
    hf -= keepHf;
    state.setCrew(wall, keepK, keepHf);
    if (keepK === 0) {
      state.removeWall(wall);
      state.emit({ code: 'wallOvercome', rule: 'R §1.5.4', audience: EVERYONE, data: { at: wall.at, side: wall.side, owner: crew.realm } });
    }
  }
}

/** The melee battle file for a hex: the realm whose turn it is attacks every hostile realm there (R §5.5). */
function battleFile(context: MonthContext, index: number, attacker: string, everyRealm: boolean): { file: MeleeFile; armies: Map<string, Army[]>; crew: Crew | undefined } | undefined {
  const { state, rules } = context;
  const present = state.armiesIn(index).filter((army) => army.aboard === undefined);
  const attackers = present.filter((army) => army.realm === attacker);
  // An absent realm's units in stages 1–2 are passed without battle (R §6.9.2; P-230).
  let defenderRealms = [...new Set(present.filter((army) => army.realm !== attacker && (everyRealm || hostile(state, army.realm, attacker, index)) && !passedWithoutBattle(state.loaded, army.realm)).map((army) => army.realm))].sort();
  if (attackers.length === 0 || defenderRealms.length === 0) return undefined;
  halveAbsentDefenders(context, present.filter((army) => defenderRealms.includes(army.realm)), attacker);
  // The crew of a crossed wall defends even when its realm has no army of its own behind it (R §1.5.4; P-95).
  const owner = state.loaded.owner[index];
  if (owner !== undefined && !defenderRealms.includes(owner) && hostile(state, owner, attacker, index) && crossedWalls(context, index, attackers).some((wall) => wall.crewHF > 0)) {
    defenderRealms = [...defenderRealms, owner].sort();
  }
  const armies = new Map<string, Army[]>([[attacker, attackers]]);
  const advantages = defenderAdvantages(context, index, attackers);
  const crew = crewOf(context, index, attacker, attackers, defenderRealms);
  const defenders = defenderRealms.map((realm) => {
    const own = present.filter((army) => army.realm === realm);
    armies.set(realm, own);
    // Banished troops do not fight: no strength, not in the 10:1 ratio (R §1.4.3, errata 28; P-162).
    const inputs: ArmyInput[] = own.map((army, i) => armyInput(unbanished(state, army), { support: supportOf(context, index, realm, i), advantages }));
    // The army behind the wall fights together with the wall's crew (R §1.5.4).
    if (crew !== undefined && crew.realm === realm) {
      const K = crew.walls.reduce((sum, wall) => sum + wall.crewK, 0);
      const HF = crew.walls.reduce((sum, wall) => sum + wall.crewHF, 0);
      inputs.push({ id: crew.id, kind: 'warriors', ...(K > 0 ? { K } : {}), HF, ...(advantages.length > 0 ? { advantages } : {}) });
    }
    return sideInput(state, realm, own, inputs);
  });
  const hex = state.hexAt(index);
  const stronghold = state.loaded.strongholds.get(index);
  const level = stronghold === undefined ? null : effectiveLevel(stronghold, rules);
  const owners = new Set([attacker, ...defenderRealms]);
  // Every attacker stood in the hex since the month began: with the defenders, as allies, until war broke out (R §5.5.1; P-24).
  const formerAllies = attackers.every((army) => state.startAt.get(armyKey(army.realm, army.number)) === army.at && !state.moved.has(armyKey(army.realm, army.number)));
  const file: MeleeFile = {
    kind: 'melee',
    description: `${attacker} at ${attackers[0]?.at}`,
    hex: {
      terrain: hex?.terrain ?? 'lowland',
      ...(stronghold !== undefined && level !== null && stronghold.owner !== undefined && owners.has(stronghold.owner) ? { stronghold: { level, bp: stronghold.bp, owner: stronghold.owner, ...(formerAllies ? { neutralised: true } : {}) } } : {}),
    },
    attacker: sideInput(state, attacker, attackers, attackers.map((army) => armyInput(unbanished(state, army)))),
    defenders,
  };
  return { file, armies, crew };
}

/** Captured units go to the winner: people as prisoners, weapons, mounts and ships into a winning army that may hold them, else they are lost (P-75). */
function capture(context: MonthContext, winners: readonly Army[], captured: Counts, destroy: boolean): void {
  const { state } = context;
  for (const unit of UNIT_CODES) {
    const n = captured[unit] ?? 0;
    if (n <= 0) continue;
    const first = winners[0];
    if (!destroy && first !== undefined && PEOPLE.includes(unit)) {
      state.adjustCargo(first, 'prisoners', n);
      continue;
    }
    // "Gardeheere können nur Gefangene machen" (R §5.5): a guard takes no weapons, mounts or ships.
    const holder = destroy ? undefined : winners.find((army) => army.guard !== true && (ARMY_KINDS[army.kind].units as readonly string[]).includes(unit) && (unit !== 'P' || (army.K ?? 0) >= (army.P ?? 0) + n));
    if (holder !== undefined) state.adjust(holder, unit, n);
  }
}

function plus(a: Counts, b: Counts): Counts {
  const sum: Record<string, number> = { ...a };
  for (const [unit, n] of Object.entries(b)) sum[unit] = (sum[unit] ?? 0) + (n ?? 0);
  return sum as Counts;
}

function setUnits(context: MonthContext, army: Army, after: Counts): void {
  for (const unit of UNIT_CODES) {
    if ((army[unit] ?? 0) === 0 && after[unit] === undefined) continue;
    context.state.adjust(army, unit, (after[unit] ?? 0) - (army[unit] ?? 0));
  }
}

/** Moves loot of cargo from the loser's armies to the winner's first army (R §5.8.2, §5.8.3). */
function takeCargo(context: MonthContext, from: readonly Army[], to: Army | undefined, gold: number): void {
  let left = gold;
  for (const army of from) {
    const take = Math.min(left, army.cargo?.gold ?? 0);
    context.state.adjustCargo(army, 'gold', -take);
    left -= take;
  }
  if (to !== undefined) context.state.adjustCargo(to, 'gold', gold - left);
}

function winnerOf(result: MeleeResult, side: SideResult, party: number): string | undefined {
  if (side === result.attacker) return result.battles.find((b) => b.winner === 'defender')?.realm;
  return result.battles[party]?.winner === 'attacker' ? result.attacker.realm : undefined;
}

/**
 * B14 and wherever armies meet: resolves the melee in a hex with the combat adjudicator and
 * applies it to the month: losses, captures, combat income, cargo loot, figures of the beaten.
 * Returns the result, or undefined when nobody fights there. `everyRealm`: the other realms there
 * defend whether hostile or allied (over-stacking, R §5.7; P-85).
 */
export function fightAt(context: MonthContext, index: number, attacker: string, reason: string, everyRealm = false): MeleeResult | undefined {
  const { state, rules, dice } = context;
  const built = battleFile(context, index, attacker, everyRealm);
  if (built === undefined) return undefined;
  const { file, armies, crew } = built;
  let result: MeleeResult;
  const firstRoll = dice.rolls.length;
  try {
    const { kind, file: checked } = parseBattle(file, rules);
    result = kind.resolve(checked, dice, rules).data as MeleeResult;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    gmNote(context, 'battleSkipped', 'R §5.5', { at: file.description, reason, problems: error.problems, file });
    return undefined;
  }
  const at = armies.get(attacker)?.[0]?.at as string;
  for (const defender of result.defenders) withdrawOnAttack(context, attacker, defender.realm, at, 'melee');
  const turn = context.turns.get(attacker);
  const destroyOverrun = turn !== undefined && ordersOf(turn, 'standing').some((o) => o.rule === 'destroyOverrun' && (armies.get(attacker) ?? []).some((a) => a.number === o.army));

  const sides = [result.attacker, ...result.defenders];
  sides.forEach((side, s) => {
    const own = armies.get(side.realm) ?? [];
    const winner = winnerOf(result, side, s - 1);
    const winners = winner === undefined ? [] : (armies.get(winner) ?? []).filter((a) => state.army(a.realm, a.number) !== undefined);
    for (const armyResult of side.armies) {
      if (crew !== undefined && side.realm === crew.realm && armyResult.id === crew.id) {
        applyCrew(context, crew, armyResult.after);
        if (!pirateUnitsTaken(context, side.realm, winners, armyResult.captured)) capture(context, winners, armyResult.captured, winner === attacker && destroyOverrun);
        continue;
      }
      const army = own.find((a) => a.number === armyResult.id);
      if (army === undefined) continue;
      // Banished troops are defenceless (R §1.4.3): taken with their beaten party like overrun troops (§5.5), or kept by option (P-162).
      const banned = bannedUnits(state, army) ?? {};
      const taken = winner !== undefined && rules.interpretations.banishedInMelee === 'defenceless';
      const captured = taken ? plus(armyResult.captured, banned) : armyResult.captured;
      setUnits(context, army, taken ? armyResult.after : plus(armyResult.after, banned));
      const pirate = pirateUnitsTaken(context, side.realm, winners, captured);
      if (!pirate) capture(context, winners, captured, winner === attacker && destroyOverrun);
      if (!pirate && Object.keys(captured).length > 0) for (const a of winners) state.immobile.add(armyKey(a.realm, a.number));
      if (taken && Object.keys(banned).length > 0) state.emit({ code: 'banishedTaken', rule: 'R §1.4.3, §5.5', audience: realmsOnly(side.realm, winner), data: { at: army.at, realm: side.realm, army: army.number, units: banned, destroyed: winner === attacker && destroyOverrun } });
    }
  });
  const firstArmy = (realm: string) => (armies.get(realm) ?? []).find((army) => (army.K ?? 0) + (army.R ?? 0) + (army.S ?? 0) + (army.LKS ?? 0) + (army.SKS ?? 0) > 0);
  for (const loot of result.loot.cargo) takeCargo(context, armies.get(loot.loser) ?? [], firstArmy(loot.winner), loot.takenGold);
  const incomes = [result.income.attacker, ...result.income.defenders];
  for (const income of incomes) if (income !== null && income.income > 0) {
    const carrier = firstArmy(income.realm);
    if (carrier !== undefined) state.adjustCargo(carrier, 'gold', income.income);
  }
  state.emit({ code: 'meleeApplied', rule: 'R §5.5–5.8', audience: GM_ONLY, data: { at, reason, file, result, rolls: dice.rolls.slice(firstRoll) } });
  state.emit({ code: 'battle', rule: 'R §5.5', audience: EVERYONE, data: { at, attacker, defenders: result.defenders.map((d) => d.realm) } });
  sides.forEach((side, s) => {
    const party = s - 1;
    const learned = s === 0
      ? { inflicted: result.learns.attacker.inflicted }
      : { attackers: result.learns.defenders[party]?.attackers ?? [], inflicted: result.learns.defenders[party]?.inflicted ?? null };
    const won = s === 0 ? result.battles.every((b) => b.winner === 'attacker') : result.battles[party]?.winner === 'defender';
    state.emit({
      code: 'melee',
      rule: 'R §5.5, §5.6, §5.8, errata 85',
      audience: realmsOnly(side.realm),
      data: {
        at,
        role: s === 0 ? 'attacker' : 'defender',
        opponents: s === 0 ? result.defenders.map((d) => d.realm) : [attacker],
        won,
        fate: side.fate,
        armies: side.armies.map((a) => ({ id: a.id, before: a.before, after: a.after, lost: a.lost, captured: a.captured })),
        income: (s === 0 ? result.income.attacker : result.income.defenders[party])?.income ?? 0,
        learned,
      },
    });
    // Beaten figures: killed, or a rearguard fight when they fought a character combat before the melee (R §5.4, errata 43; P-99).
    if (side.figuresAtRisk.length > 0) settleBeaten(context, index, side.realm, winnerOf(result, side, party), side.figuresAtRisk);
  });
  tidyHex(context, index);
  return result;
}
