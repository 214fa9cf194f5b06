import { seatLowered, seatsLost } from '../careers/careers.js';
import { STRONGHOLD_LEVELS } from '../../data/structures.js';
import { InputError, type Problem } from '../../../../kernel/problems.js';
import { parseBattle } from '../../combat/battle-file.js';
import { fittingModes, rise } from '../../combat/ranged/geometry.js';
import type { RangedResult } from '../../combat/ranged/resolve.js';
import type { RangedFile, TargetHex } from '../../combat/ranged/schema.js';
import { RANGED_MODES } from '../../data/ranged.js';
import { DIRECTIONS, parseHex } from '../../map/coords.js';
import { distance } from '../../map/grid.js';
import type { FireOrder, LocatedOrder } from '../../orders/ast.js';
import { t, type Text } from '../../reports/text.js';
import { armyRp } from '../../world/check-figures.js';
import { armyKey, sideOf } from '../../world/loaded.js';
import { fireBlocked } from '../../world/sides.js';
import type { Army, Wall } from '../../world/schema.js';
import { bannedUnits } from '../magic/banishing.js';
import { armyInput, sideInput } from './battle-sides.js';
import { passedWithoutBattle } from '../../world/absent-realms.js';
import { gmNote, type MonthContext, ordersOf, ownArmy, type RealmStep, type RealmTurn, refuse } from '../month/context.js';
import { GM_ONLY, realmsOnly } from '../month/events.js';
import { killFigure } from '../careers/death.js';
import { emergencyTeleport } from '../magic/wizards.js';
import { hostile } from '../movement/geography.js';
import type { MonthState } from '../month/state.js';
import { withdrawOnAttack } from '../diplomacy/rights.js';
import { effectiveLevel } from '../economy/strongholds.js';
import { tidyHex } from '../month/tidy.js';

type Located<T> = T & { loc: LocatedOrder['loc'] };
type Group = RangedFile['fire'][number];

/** A shot as the month plans it: the order (if any), the shooting army and where it counts as standing. */
interface Shot {
  readonly order?: Located<FireOrder>;
  readonly army: Army;
  readonly weapon: FireOrder['weapon'];
  readonly count: number;
  readonly at: string;
  /** The shooter's hex for the geometry; the attacked weapons of B12 fire as from the attacker's hex (P-79). */
  readonly from: string;
  readonly fromTerrain: string;
}

/** The realm whose troops, stronghold or walls a target hex holds: hostile armies first, then the stronghold's or the hex's owner (P-80). */
function targetRealm(state: MonthState, shooter: string, index: number): string | undefined {
  // An absent realm in stages 1–2 is not fought (R §6.9.2; P-230).
  const armies = state.armiesIn(index).filter((army) => army.aboard === undefined && hostile(state, army.realm, shooter, index) && !passedWithoutBattle(state.loaded, army.realm)).map((army) => army.realm).sort();
  if (armies[0] !== undefined) return armies[0];
  const owner = state.loaded.strongholds.get(index)?.owner ?? state.loaded.owner[index];
  return owner !== undefined && hostile(state, owner, shooter, index) && !passedWithoutBattle(state.loaded, owner) ? owner : undefined;
}

function wallsOf(state: MonthState, at: string): Wall[] {
  return DIRECTIONS.map((side) => state.loaded.walls.get(sideOf((text) => state.place(text), at, side))).filter((w): w is Wall => w !== undefined && w.at === at && w.building !== true);
}

function targetHex(context: MonthContext, at: string, realm: string): TargetHex {
  const { state, rules } = context;
  const index = state.place(at);
  const armies = state.armiesIn(index).filter((army) => army.realm === realm && army.aboard === undefined);
  const side = sideInput(state, realm, armies, []);
  const stronghold = state.loaded.strongholds.get(index);
  const level = stronghold === undefined ? null : effectiveLevel(stronghold, rules);
  const inputs = armies.map((army) => {
    const { support: _s, advantages: _a, cargoGold: _c, specialIncome: _i, ...input } = armyInput(army);
    // "Werden gebannte und ungebannte Truppen … beschossen, so werden nur die ungebannten Truppen getroffen" (R §5.1).
    const banned = bannedUnits(state, army);
    const plain = banned === undefined ? input : { ...input, banned };
    if (army.kind !== 'fleet') return plain;
    const load = state.armiesOf(realm).filter((a) => a.aboard === army.number).reduce((sum, a) => sum + armyRp(a), 0) + ((army.cargo?.gold ?? 0) > 0 ? 1 : 0);
    return { ...plain, loadedShips: Math.min((army.S ?? 0) - (banned?.S ?? 0), Math.ceil(load / rules.tables.units.S.transport)) };
  });
  const walls = wallsOf(state, at).map((wall) => ({ side: wall.side, bp: wall.bp }));
  return {
    hex: at,
    terrain: state.hexAt(index)?.terrain ?? 'lowland',
    realm,
    ...(side.standardTerrain === undefined ? {} : { standardTerrain: side.standardTerrain }),
    ...(stronghold !== undefined && stronghold.owner === realm && (level !== null || stronghold.building === true)
      ? { stronghold: { level: stronghold.building === true ? stronghold.level : (level ?? stronghold.level), bp: stronghold.bp, owner: realm, ...(stronghold.building === true ? { underConstruction: true } : {}) } }
      : {}),
    ...(walls.length > 0 && state.loaded.owner[index] === realm ? { walls } : {}),
    ...(inputs.length > 0 ? { armies: inputs } : {}),
    ...(side.characters === undefined ? {} : { characters: side.characters }),
    ...(side.wizards === undefined ? {} : { wizards: side.wizards }),
  };
}

/** The Table 8 mode and the wall passed that make a group valid, tried in order (R §5.1, P-39). */
function groupFor(context: MonthContext, shooter: string, shot: Shot, target: TargetHex, wall: FireOrder['wall']): { group?: Group; problems: Problem[] } {
  const { rules } = context;
  const from = parseHex(shot.from);
  const to = parseHex(target.hex);
  const hexes = from === undefined || to === undefined ? 0 : (distance(from, to) ?? 0);
  const walls = target.walls ?? [];
  const problems: Problem[] = [];
  for (const overWall of wall === undefined ? [undefined, ...walls.map((w) => w.side)] : [undefined]) {
    const modes = fittingModes(hexes, rise(shot.fromTerrain as TargetHex['terrain'], target.terrain, overWall !== undefined, rules.tables));
    for (const mode of modes.length > 0 ? modes : [RANGED_MODES[0]]) {
      const group: Group = { army: shot.army.number, weapon: shot.weapon, count: shot.count, mode, target: { hex: target.hex, ...(wall === undefined ? {} : { wall }) }, ...(overWall === undefined ? {} : { overWall }) };
      const file = fileOf(context, shooter, [shot], [group], [target]);
      try {
        parseBattle(file, rules);
        return { group, problems };
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        problems.push(...error.problems);
      }
    }
  }
  return { problems };
}

function fileOf(context: MonthContext, shooter: string, shots: readonly Shot[], fire: Group[], targets: TargetHex[]): RangedFile {
  const seen = new Set<number>();
  const armies = shots
    .filter((shot) => !seen.has(shot.army.number) && seen.add(shot.army.number))
    .map((shot) => {
      const { support: _s, advantages: _a, cargoGold: _c, specialIncome: _i, ...plain } = armyInput(shot.army);
      return { ...plain, hex: shot.from, terrain: shot.fromTerrain as TargetHex['terrain'] };
    });
  return { kind: 'ranged', description: `${shooter}, ${context.state.step}`, shooter: { realm: shooter, armies }, fire, targets };
}

/** Applies a resolved fire: troops, weapons, strongholds and walls lose what the adjudicator says (R §5.1). */
function apply(context: MonthContext, result: RangedResult): void {
  const { state } = context;
  for (const hex of result.hexes) {
    const index = state.place(hex.hex);
    for (const damage of hex.armies) {
      const army = state.army(hex.realm, damage.id);
      if (army === undefined) continue;
      for (const [unit, loss] of Object.entries(damage.units)) if (loss !== undefined) state.adjust(army, unit as keyof typeof damage.units, loss.after - (army[unit as keyof typeof damage.units] ?? 0));
      state.adjust(army, 'HF', damage.HF.after - (army.HF ?? 0));
    }
    const stronghold = state.loaded.strongholds.get(index);
    if (hex.stronghold !== undefined && stronghold !== undefined) {
      if (hex.stronghold.destroyed) {
        seatsLost(context, stronghold, 'fire');
        const realm = state.loaded.realms.get(hex.realm);
        if (realm?.capital === stronghold.at) delete realm.capital;
        state.removeStronghold(stronghold);
      } else {
        stronghold.bp = hex.stronghold.bpAfter;
        state.damaged.add(stronghold.at);
        if (stronghold.building !== true && hex.stronghold.levelAfter !== null && hex.stronghold.levelAfter !== stronghold.level) {
          // The file remembers the level it was built to: repairs restore it (R §1.5.12; P-92).
          const built = stronghold.repairTo ?? stronghold.level;
          stronghold.level = hex.stronghold.levelAfter;
          if (STRONGHOLD_LEVELS.indexOf(built) > STRONGHOLD_LEVELS.indexOf(stronghold.level)) stronghold.repairTo = built;
          seatLowered(context, stronghold);
        }
        const realm = state.loaded.realms.get(hex.realm);
        if (realm?.capital === stronghold.at && stronghold.level !== 'HST' && stronghold.level !== 'FHS') delete realm.capital;
      }
    }
    // Figures with an army destroyed by fire die; character wizards teleport away (R §5.1, errata 65; P-142).
    const why = t(`ihr Heer wurde in ${hex.hex} durch Beschuss vernichtet (R §5.1)`, `its army was destroyed by fire at ${hex.hex} (R §5.1)`);
    for (const figure of hex.figures) {
      if (figure.fate === 'killed') killFigure(context, figure.name, why);
      const wizard = figure.fate === 'teleported' ? state.loaded.wizards.get(figure.name) : undefined;
      if (wizard !== undefined) emergencyTeleport(context, wizard, why);
    }
    tidyHex(context, index);
  }
  for (const wall of result.walls) {
    const key = sideOf((text) => state.place(text), wall.hex, wall.side);
    const record = state.loaded.walls.get(key);
    if (record === undefined) continue;
    // A destroyed wall's crew is lost with it (R §1.5.4).
    if (wall.destroyed) state.removeWall(record);
    else record.bp = wall.bpAfter;
  }
}

/** Resolves one realm's shots of a phase as one ranged battle file and tells everyone what they learn (R §5.1). */
export function fire(context: MonthContext, turn: RealmTurn, shooter: string, shots: readonly Shot[], wallOf: (shot: Shot) => FireOrder['wall'], targetOf: (shot: Shot) => string): void {
  const { state, rules, dice } = context;
  const groups: Group[] = [];
  const targets = new Map<string, TargetHex>();
  const used: Shot[] = [];
  for (const shot of shots) {
    const at = targetOf(shot);
    const index = state.place(at);
    const realm = index < 0 ? undefined : targetRealm(state, shooter, index);
    const decline = (code: string, message: Text) => (shot.order === undefined ? gmNote(context, code, 'R §5.1', { shooter, army: shot.army.number, message: message.de, messageEn: message.en }) : refuse(context, turn, shot.order, code, message));
    // A standing magic wall is "für Fernkampfwaffen … undurchdringbar": the fire does not take place (R §1.4.2, §5.1; P-301).
    if (index >= 0 && fireBlocked(state.loaded, state.place(shot.from), index)) {
      decline('magic-wall', t(`Eine magische Wand zwischen ${shot.from} und ${at} hält den Beschuss auf: Er findet nicht statt (R §1.4.2, §5.1).`, `a magic wall between ${shot.from} and ${at} stops the fire: it does not take place (R §1.4.2, §5.1)`));
      continue;
    }
    if (realm === undefined) {
      decline('no-target', t(`In ${at} steht nichts eines feindlichen Reiches, auf das geschossen werden könnte.`, `nothing of a hostile realm to fire on at ${at}`));
      continue;
    }
    const target = targets.get(at) ?? targetHex(context, at, realm);
    const { group, problems } = groupFor(context, shooter, shot, target, wallOf(shot));
    if (group === undefined) {
      // The ranged battle file words in German what a month's shot can meet; anything else is named without its English detail.
      const first = problems[0];
      const german = first?.texts?.de;
      decline('cannot-fire', t(german === undefined ? 'Der Beschuss ist nicht möglich (R §5.1).' : `Der Beschuss ist nicht möglich: ${german}`, first?.message ?? 'the shot is not possible'));
      continue;
    }
    targets.set(at, target);
    groups.push(group);
    used.push(shot);
  }
  if (groups.length === 0) return;
  const file = fileOf(context, shooter, used, groups, [...targets.values()]);
  const firstRoll = dice.rolls.length;
  let result: RangedResult;
  try {
    const { kind, file: checked } = parseBattle(file, rules);
    result = kind.resolve(checked, dice, rules).data as RangedResult;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    gmNote(context, 'battleSkipped', 'R §5.1', { shooter, problems: error.problems, file });
    return;
  }
  for (const shot of used) {
    const key = armyKey(shot.army.realm, shot.army.number);
    const fired = state.fired.get(key) ?? {};
    fired[shot.weapon] = (fired[shot.weapon] ?? 0) + shot.count;
    state.fired.set(key, fired);
  }
  apply(context, result);
  state.emit({ code: 'rangedApplied', rule: 'R §5.1', audience: GM_ONLY, data: { file, result, rolls: dice.rolls.slice(firstRoll) } });
  state.emit({ code: 'fireShooter', rule: 'R §5.1', audience: realmsOnly(shooter), data: { damageRolled: result.learns.shooter.damageRolled } });
  for (const target of result.learns.target) state.emit({ code: 'fireTarget', rule: 'R §5.1', audience: realmsOnly(target.realm), data: { hex: target.hex, firedFrom: target.firedFrom } });
  for (const owner of result.learns.strongholdOwner) state.emit({ code: 'fireStronghold', rule: 'R §1.5.12', audience: realmsOnly(owner.realm), data: { hex: owner.hex, bp: owner.bp, level: owner.level, destroyed: owner.destroyed } });
  for (const hex of result.hexes) {
    state.emit({ code: 'fireLosses', rule: 'R §5.1', audience: realmsOnly(hex.realm), data: { hex: hex.hex, armies: hex.armies.map((a) => ({ id: a.id, HF: a.HF, units: Object.fromEntries(Object.entries(a.units).map(([u, l]) => [u, { before: l?.before, lost: l?.lost, after: l?.after }])), destroyed: a.destroyed })) } });
  }
  // Fire a realm orders attacks the target's realm; the weapons attacked in B12 fire back without an order (R §4.1, §4.2).
  for (const shot of used) if (shot.order !== undefined) withdrawOnAttack(context, shooter, targets.get(targetOf(shot))?.realm ?? shooter, targetOf(shot), 'fire');
}

/** Whether a weapon group still has its shot this month: each weapon fires once (R §5.1). */
function hasShots(state: MonthState, army: Army, weapon: FireOrder['weapon'], count: number): boolean {
  return (army[weapon] ?? 0) - (state.fired.get(armyKey(army.realm, army.number))?.[weapon] ?? 0) >= count;
}

function orderedShots(context: MonthContext, turn: RealmTurn, when: 'before' | 'after'): Shot[] {
  const { state } = context;
  const shots: Shot[] = [];
  for (const order of ordersOf(turn, 'fire')) {
    if (order.when !== when) continue;
    const army = ownArmy(context, turn, order, order.army);
    if (army === undefined) continue;
    if (!hasShots(state, army, order.weapon, order.count)) refuse(context, turn, order, 'no-weapons', t(`Heer ${order.army} hat in diesem Monat keine ${order.count} ${order.weapon} mehr zum Schießen.`, `army ${order.army} has not ${order.count} ${order.weapon} left to fire this month`));
    else if (when === 'after' && state.entered.has(armyKey(turn.realm, army.number)) && state.armiesIn(state.place(army.at)).some((a) => hostile(state, a.realm, turn.realm, state.place(army.at)))) refuse(context, turn, order, 'in-melee', t(`Heer ${order.army} ist in einen Nahkampf gezogen und kann nicht vor ihm schießen (R §3).`, `army ${order.army} moved into a melee and cannot fire before it (R §3)`));
    else shots.push({ order, army, weapon: order.weapon, count: order.count, at: order.at, from: army.at, fromTerrain: state.hexAt(state.place(army.at))?.terrain ?? 'lowland' });
  }
  return shots;
}

/** B7: fire before moving (R §3, §5.1). */
export const B7_FIRE: RealmStep = {
  id: 'B7',
  rule: 'R §3, §5.1',
  title: t('Fernkampf vor der Bewegung', 'Ranged fire before moving'),
  run(context, turn) {
    const shots = orderedShots(context, turn, 'before');
    fire(context, turn, turn.realm, shots, (shot) => shot.order?.wall, (shot) => shot.at);
  },
};

/**
 * B12: fire after moving, then the ranged weapons attacked in this turn fire at their attackers
 * before the melee, by the defender's standing order (R §3 phase 12, P-79).
 */
export const B12_FIRE: RealmStep = {
  id: 'B12',
  rule: 'R §3, §5.1; P-79',
  title: t('Fernkampf nach der Bewegung und angegriffener Fernkampfwaffen', 'Ranged fire after moving, and of attacked ranged weapons'),
  run(context, turn) {
    const { state } = context;
    fire(context, turn, turn.realm, orderedShots(context, turn, 'after'), (shot) => shot.order?.wall, (shot) => shot.at);
    const attackedFrom = new Map<number, number>();
    for (const army of state.armiesOf(turn.realm)) {
      const entry = state.entered.get(armyKey(army.realm, army.number));
      if (entry !== undefined) attackedFrom.set(state.place(army.at), entry.from);
    }
    const byRealm = new Map<string, Shot[]>();
    for (const [index, from] of attackedFrom) {
      for (const army of state.armiesIn(index)) {
        const defenderTurn = context.turns.get(army.realm);
        if (!hostile(state, army.realm, turn.realm, index) || defenderTurn === undefined) continue;
        if (!ordersOf(defenderTurn, 'standing').some((o) => o.rule === 'fireWhenAttacked' && o.army === army.number)) continue;
        for (const weapon of ['LKP', 'SKP', 'LKS', 'SKS'] as const) {
          // Banished weapons cannot fight (R §1.4.3).
          const count = (army[weapon] ?? 0) - (state.fired.get(armyKey(army.realm, army.number))?.[weapon] ?? 0) - (bannedUnits(state, army)?.[weapon] ?? 0);
          if (count <= 0) continue;
          const shots = byRealm.get(army.realm) ?? [];
          shots.push({ army, weapon, count, at: army.at, from: state.hexAt(from)?.at ?? army.at, fromTerrain: state.hexAt(index)?.terrain ?? 'lowland' });
          byRealm.set(army.realm, shots);
        }
      }
    }
    for (const [realm, shots] of [...byRealm].sort(([a], [b]) => (a < b ? -1 : 1))) {
      fire(context, context.turns.get(realm) as RealmTurn, realm, shots, () => undefined, (shot) => shot.at);
    }
  },
};
