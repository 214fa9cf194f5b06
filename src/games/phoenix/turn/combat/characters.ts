import { InputError } from '../../../../kernel/problems.js';
import { parseBattle } from '../../combat/battle-file.js';
import type { RearguardData } from '../../combat/duel/rearguard.js';
import type { CombatData } from '../../combat/duel/resolve.js';
import type { CharacterCombatFile, FighterCharacterInput, FighterWizardInput, RearguardFile } from '../../combat/duel/schema.js';
import { placeText } from '../../movement/step.js';
import { t, type Text } from '../../reports/text.js';
import type { PairingOrder } from '../../orders/ast.js';
import type { Character, Wizard } from '../../world/schema.js';
import { gmNote, ordersOf, type MonthContext, type RealmStep } from '../month/context.js';
import { EVERYONE, GM_ONLY, realmsOnly } from '../month/events.js';
import { killFigure } from '../careers/death.js';
import { emergencyTeleport } from '../magic/wizards.js';
import { chosenPairings } from '../movement/pairing-orders.js';
import { hostile, isWater, neighboursOf } from '../movement/geography.js';

/** Tenths, as characters keep them (R §5.3; P-6). */
const tenths = (gp: number) => Math.round(gp * 10) / 10;

/** Characters at liberty (not prisoners) of a realm in a hex. */
function charactersAt(context: MonthContext, index: number, realm: string): Character[] {
  const { state } = context;
  return state.world.characters.filter((c) => c.realm === realm && c.prisonerOf === undefined && state.place(c.at) === index);
}

function fighterInput(context: MonthContext, character: Character, extra: Partial<FighterCharacterInput> = {}): FighterCharacterInput {
  return {
    name: character.id,
    rank: character.rank,
    gp: character.gp,
    maxGp: Math.max(character.maxGp, character.gp),
    ...(character.knight === true ? { knight: true } : {}),
    ...(character.army === undefined ? {} : { army: character.army }),
    ...extra,
  };
}

/** Resolves a character-combat file with the duel module; an InputError when the file is bad. */
function resolveCombat(file: CharacterCombatFile, context: MonthContext): CombatData {
  const { kind, file: checked } = parseBattle(file, context.rules);
  return kind.resolve(checked, context.dice, context.rules).data as CombatData;
}

/** A fighter's lasting GP after a fight: tenths, never below 0; a gain raises the maximum (R §5.3). */
function applyGp(character: Character, change: number): void {
  if (change === 0) return;
  character.gp = Math.max(0, tenths(character.gp + change));
  if (character.gp > character.maxGp) character.maxGp = character.gp;
}

/**
 * One character combat (with knights' combat) in a hex between the realm whose turn it is and
 * one hostile realm (R §5.2, §5.3; P-91): the battle file is built from the world, resolved
 * by the duel module with the default pairings (P-40), and its GP changes and deaths applied.
 */
function characterCombat(context: MonthContext, index: number, attacker: string, defender: string, attackers: readonly Character[], defenders: readonly Character[], used: Set<PairingOrder>): void {
  const { state, rules, dice } = context;
  const at = placeText(index);
  const ordered = (realm: string) => {
    const turn = context.turns.get(realm);
    return turn === undefined ? [] : ordersOf(turn, 'pairing');
  };
  const [attackerOrders, defenderOrders] = [ordered(attacker), ordered(defender)];
  // The attacker's KAMPF orders and the defender's standing ones (R §5.3; P-101).
  const chosen = chosenPairings({ realm: attacker, characters: attackers, orders: attackerOrders }, { realm: defender, characters: defenders, orders: defenderOrders }, rules.tables.characterRules.maxAttackersPerCharacter);
  for (const o of attackerOrders) if (chosen.notes.some((n) => n.realm === attacker && n.fighter === o.fighter && n.opponent === o.opponent)) used.add(o);
  for (const n of chosen.notes) state.emit({ code: 'pairingOrder', rule: 'R §5.3; P-101', audience: realmsOnly(n.realm), data: { at, fighter: n.fighter, opponent: n.opponent, used: n.used, reason: n.reason } });
  const file: CharacterCombatFile = {
    kind: 'character-combat',
    hex: at,
    description: `${attacker} against ${defender} at ${at}`,
    attacker: { realm: attacker, characters: attackers.map((c) => fighterInput(context, c)) },
    defender: { realm: defender, characters: defenders.map((c) => fighterInput(context, c)) },
    ...(chosen.pairings === undefined ? {} : { pairings: [...chosen.pairings] }),
  };
  const firstRoll = dice.rolls.length;
  let data: CombatData;
  try {
    data = resolveCombat(file, context);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    gmNote(context, 'battleSkipped', 'R §5.3', { at, reason: 'character combat', problems: error.problems, file });
    if (file.pairings === undefined) return;
    // Chosen pairings the duel module refuses: the default assignment (P-40, P-101).
    delete file.pairings;
    data = resolveCombat(file, context);
  }
  const knights = new Set(data.pairings.filter((p) => p.combat === 'knights').flatMap((p) => [...p.attacker.fighters, ...p.defender.fighters].map((f) => f.name)));
  for (const [name, fighter] of Object.entries(data.fighters)) {
    const character = state.loaded.characters.get(name);
    if (character === undefined || !fighter.fought) continue;
    applyGp(character, fighter.change);
    state.characterCombat.set(name, { meleeGp: fighter.meleeGp, knights: knights.has(name) });
  }
  state.emit({ code: 'characterCombatApplied', rule: 'R §5.2, §5.3', audience: GM_ONLY, data: { at, file, result: data, rolls: dice.rolls.slice(firstRoll) } });
  state.emit({ code: 'characterCombatAt', rule: 'R §5.3', audience: EVERYONE, data: { at, attacker, defender, knights: knights.size > 0 } });
  for (const realm of [attacker, defender]) {
    const own = Object.entries(data.fighters)
      .filter(([, f]) => f.realm === realm)
      .map(([name, f]) => ({ id: name, name: state.loaded.characters.get(name)?.name ?? name, gp: f.gp, gpAfter: f.gpAfter, fought: f.fought, hitsTaken: f.hitsTaken, meleeGp: f.meleeGp, died: f.died, knights: knights.has(name) }));
    state.emit({ code: 'characterCombat', rule: 'R §5.2, §5.3, errata 45', audience: realmsOnly(realm), data: { at, role: realm === attacker ? 'attacker' : 'defender', opponent: realm === attacker ? defender : attacker, fighters: own, learned: data.views[realm] ?? null } });
  }
  for (const [name, fighter] of Object.entries(data.fighters)) if (fighter.died) killFigure(context, name, t(`im Charakterkampf in ${at} gefallen (R §5.3; P-47)`, `died in the character combat at ${at} (R §5.3; P-47)`));
}

/**
 * B13: character and knights' combat wherever characters of the realm whose turn it is meet
 * characters of a hostile realm (R §5.2, §5.3, §3 phase 13; P-91). Character wizards take
 * no part: they duel in B11 (turn/magic/duels.ts).
 */
export const B13_CHARACTER_COMBAT: RealmStep = {
  id: 'B13',
  rule: 'R §5.2, §5.3',
  title: t('Charakter- und Ritterkampf', 'Character and knights’ combat'),
  run(context, turn) {
    const { state } = context;
    state.characterCombat.clear();
    const now = state.world.calendar.turn;
    const used = new Set<PairingOrder>();
    const places = new Set<number>();
    for (const c of state.world.characters) if (c.realm === turn.realm && c.prisonerOf === undefined && (c.noAttackUntil ?? 0) < now) places.add(state.place(c.at));
    for (const index of [...places].sort((a, b) => a - b)) {
      const realms = [...new Set(state.world.characters.filter((c) => c.prisonerOf === undefined && state.place(c.at) === index && hostile(state, c.realm, turn.realm, index)).map((c) => c.realm))].sort();
      for (const defender of realms) {
        // Retreated characters may not attack this month or the next (R §5.4, §5.2).
        const attackers = charactersAt(context, index, turn.realm).filter((c) => (c.noAttackUntil ?? 0) < now);
        const defenders = charactersAt(context, index, defender);
        if (attackers.length > 0 && defenders.length > 0) characterCombat(context, index, turn.realm, defender, attackers, defenders, used);
      }
    }
    for (const o of ordersOf(turn, 'pairing')) {
      if (used.has(o)) continue;
      const name = (id: string) => state.loaded.characters.get(id)?.name ?? id;
      const reason = t(`${name(o.fighter)} trifft in diesem Zug in keinem Charakterkampf auf ${name(o.opponent)}`, `${name(o.fighter)} meets ${name(o.opponent)} in no character combat this turn`);
      state.emit({ code: 'pairingOrder', rule: 'R §5.3; P-101', audience: realmsOnly(turn.realm), data: { fighter: o.fighter, opponent: o.opponent, used: false, reason } });
    }
  },
};

type Figure = Character | Wizard;

/** Adjacent land hexes free of troops hostile to `realm` (R §5.4): where beaten figures may retreat, own land first. */
function retreatHexes(context: MonthContext, index: number, realm: string): string[] {
  const { state } = context;
  const free = neighboursOf(index).filter((n) => !isWater(state, n) && !state.armiesIn(n).some((a) => a.aboard === undefined && hostile(state, a.realm, realm, n)));
  const own = (n: number) => (state.loaded.owner[n] === realm ? 0 : 1);
  return free.sort((a, b) => own(a) - own(b) || a - b).map(placeText);
}

/**
 * Where a surviving figure retreats (R §5.4; P-102): the hex its realm's RUECKZUG order names when
 * that is one of the free neighbouring land hexes now, else the first of them (own land first);
 * the realm learns which, and why its choice was not taken.
 */
function retreatTo(context: MonthContext, index: number, realm: string, id: string, free: readonly string[]): string | undefined {
  const { state } = context;
  const turn = context.turns.get(realm);
  const order = turn === undefined ? undefined : ordersOf(turn, 'retreat').find((o) => o.figure === id);
  const automatic = free[0];
  if (order === undefined) return automatic;
  const at = placeText(index);
  const wanted = state.place(order.to);
  const reason: Text = free.includes(order.to)
    ? t('Rückzug wie befohlen (R §5.4)', 'retreats as ordered (R §5.4)')
    : wanted < 0 || !neighboursOf(index).includes(wanted)
      ? t(`${order.to} grenzt nicht an ${at}`, `${order.to} is not next to ${at}`)
      : isWater(state, wanted)
        ? t(`${order.to} ist Wasser`, `${order.to} is water`)
        : t(`in ${order.to} stehen feindliche Truppen`, `hostile troops stand at ${order.to}`);
  const used = free.includes(order.to);
  const to = used ? order.to : automatic;
  state.emit({ code: 'retreatChoice', rule: 'R §5.4; P-102', audience: realmsOnly(realm), data: { figure: id, name: (state.loaded.characters.get(id) ?? state.loaded.wizards.get(id))?.name ?? id, at, wanted: order.to, to: to ?? null, used, reason } });
  return to;
}

/**
 * The figures of a side beaten in a melee (R §5.4, §5.5, errata 43; P-88, P-99): without a
 * character combat or wizard duel before the melee they are killed; otherwise the rearguard fight of the duel
 * module decides who retreats, withdraws (knights), teleports, is captured or killed.
 */
export function settleBeaten(context: MonthContext, index: number, loser: string, winner: string | undefined, names: readonly string[]): void {
  const { state, rules, dice } = context;
  const at = placeText(index);
  const figures = names.map((name) => state.loaded.characters.get(name) ?? state.loaded.wizards.get(name)).filter((f): f is Figure => f !== undefined);
  // A character combat (B13) or a wizard duel (B11) before the melee (errata 43).
  const foughtBefore = (f: Figure) => ('rank' in f ? state.characterCombat.has(f.id) : state.duelled.has(f.id));
  if (winner === undefined || !figures.some(foughtBefore)) {
    for (const figure of figures) killFigure(context, figure.id, t(`im Nahkampf in ${at} unterlegen, ohne vorher einen Charakterkampf oder ein Zauberduell bestritten zu haben: kein Rückzugsgefecht (R §5.5, Errata 43)`, `beaten in the melee at ${at} without a character combat or duel before it: no rearguard fight (R §5.5, errata 43)`));
    return;
  }
  const remaining = (c: Character) => state.characterCombat.get(c.id)?.meleeGp ?? c.gp;
  const winnerTurn = context.turns.get(winner);
  const declining = new Set(winnerTurn === undefined ? [] : ordersOf(winnerTurn, 'standing').filter((o) => o.rule === 'declineRearguard').map((o) => o.army));
  const winners = charactersAt(context, index, winner).filter((c) => c.army !== undefined && state.army(winner, c.army)?.at === at);
  const losers = figures.filter((f): f is Character => 'rank' in f);
  const wizards = figures.filter((f): f is Wizard => !('rank' in f));
  const wizardInput = (w: Wizard): FighterWizardInput => ({ name: w.id, gp: w.gp, zkp: Math.floor(w.zkp), class: w.class, ...(w.character === true ? { character: true } : {}), ...(foughtBefore(w) ? { foughtBefore: true } : {}) });
  const file: RearguardFile = {
    kind: 'rearguard',
    hex: at,
    description: `${winner} won against ${loser} at ${at}`,
    winner: { realm: winner, characters: winners.map((c) => fighterInput(context, c, { gp: remaining(c), maxGp: Math.max(c.maxGp, remaining(c)), ...(state.characterCombat.get(c.id)?.knights ? { knightsCombat: true } : {}) })) },
    loser: {
      realm: loser,
      ...(losers.length > 0
        ? { characters: losers.map((c) => fighterInput(context, c, { gp: remaining(c), maxGp: Math.max(c.maxGp, remaining(c)), ...(state.characterCombat.has(c.id) ? { foughtBefore: true } : {}), ...(state.characterCombat.get(c.id)?.knights ? { knightsCombat: true } : {}) })) }
        : {}),
      ...(wizards.length > 0 ? { wizards: wizards.map(wizardInput) } : {}),
    },
    joining: winners.filter((c) => !declining.has(c.army as number) && state.characterCombat.get(c.id)?.knights !== true).map((c) => c.id),
    retreatHexes: retreatHexes(context, index, loser),
  };
  const firstRoll = dice.rolls.length;
  let data: RearguardData;
  try {
    const { kind, file: checked } = parseBattle(file, rules);
    data = kind.resolve(checked, dice, rules).data as RearguardData;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    gmNote(context, 'battleSkipped', 'R §5.4', { at, reason: 'rearguard fight', problems: error.problems, file });
    for (const figure of figures) killFigure(context, figure.id, t(`im Nahkampf in ${at} unterlegen (R §5.5)`, `beaten in the melee at ${at} (R §5.5)`));
    return;
  }
  state.emit({ code: 'rearguardApplied', rule: 'R §5.4, errata 43', audience: GM_ONLY, data: { at, file, result: data, rolls: dice.rolls.slice(firstRoll) } });
  const now = state.world.calendar.turn;
  const realmOf = new Map<string, string>([...winners.map((c): [string, string] => [c.id, winner]), ...figures.map((f): [string, string] => [f.id, loser])]);
  const captor = state.armiesIn(index).find((a) => a.realm === winner && a.aboard === undefined);
  const dead: [string, { de: string; en: string }][] = [];
  for (const [name, fate] of Object.entries(data.fates)) {
    const figure = state.loaded.characters.get(name) ?? state.loaded.wizards.get(name);
    if (figure === undefined) continue;
    const fighter = data.fighters[name];
    if (fighter?.fought === true && 'rank' in figure) applyGp(figure, fighter.change);
    switch (fate.status) {
      case 'retreats':
      case 'withdraws': {
        figure.at = retreatTo(context, index, loser, figure.id, data.retreatHexes) ?? figure.at;
        delete figure.army;
        if ('rank' in figure) figure.noAttackUntil = now + 1;
        break;
      }
      case 'teleports':
        if (!('rank' in figure)) emergencyTeleport(context, figure, t(`im Nahkampf in ${at} unterlegen`, `beaten in the melee at ${at}`));
        break;
      case 'captured':
        if (captor === undefined) dead.push([name, fate.reason]);
        else {
          figure.prisonerOf = winner;
          figure.army = captor.number;
        }
        break;
      case 'killed':
      case 'died':
        dead.push([name, fate.reason]);
        break;
      default:
        break;
    }
  }
  for (const realm of [winner, loser]) {
    const own = Object.entries(data.fates)
      .filter(([name]) => realmOf.get(name) === realm)
      .map(([name, fate]) => ({ id: name, name: (state.loaded.characters.get(name) ?? state.loaded.wizards.get(name))?.name ?? name, status: fate.status, reason: fate.reason, ...(data.fighters[name]?.fought ? { change: data.fighters[name]?.change } : {}) }));
    state.emit({ code: 'rearguard', rule: 'R §5.4, errata 43', audience: realmsOnly(realm), data: { at, role: realm === winner ? 'winner' : 'loser', opponent: realm === winner ? loser : winner, declined: data.declined, figures: own, learned: data.views[realm] ?? null } });
  }
  for (const [name, why] of dead) killFigure(context, name, t(`${why.de} in ${at}`, `${why.en} at ${at}`));
}
