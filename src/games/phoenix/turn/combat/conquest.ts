import { completedLevel } from '../../combat/ranged/stronghold-level.js';
import { STRONGHOLD_LEVELS } from '../../data/structures.js';
import type { ConquerOrder, DestroyOrder, DisbandOrder, LocatedOrder } from '../../orders/ast.js';
import { t } from '../../reports/text.js';
import { isNeutralGround } from '../../world/alliance.js';
import { armyKey, linkKey, sideOf } from '../../world/loaded.js';
import type { Army, Link, Quay, Wall } from '../../world/schema.js';
import { type MonthContext, ordersOf, ownArmy, type RealmStep, type RealmTurn, refuse } from '../month/context.js';
import { EVERYONE, realmsOnly } from '../month/events.js';
import { seatsLost } from '../careers/careers.js';
import { killFigure } from '../careers/death.js';
import { conquestCapable, hostile, isWater } from '../movement/geography.js';
import { fightAt } from './melee.js';
import { withdrawOnAttack } from '../diplomacy/rights.js';
import { effectiveLevel } from '../economy/strongholds.js';

type Located<T> = T & { loc: LocatedOrder['loc'] };

function capable(context: MonthContext, turn: RealmTurn, order: LocatedOrder, number: number): Army | undefined {
  const army = ownArmy(context, turn, order, number);
  if (army === undefined || conquestCapable(army, context.rules)) return army;
  refuse(context, turn, order, 'not-conquest-capable', t(`Heer ${number} ist kein eroberungsfähiges Landheer: 1.000 RP und ein HF (R §1.8).`, `army ${number} is no conquest-capable land army: 1,000 RP and an HF (R §1.8)`));
  return undefined;
}

/** Sites in a hex are destroyed when it changes hands by force (R §1.5); their realm learns it. */
function destroySites(context: MonthContext, at: string, owner: string | undefined): void {
  const { state } = context;
  const gone: { what: string; side?: string; to?: string }[] = [];
  const keep = <T extends { building?: boolean | undefined }>(what: string, list: T[], here: (record: T) => boolean, index: Map<number, T>, key: (record: T) => number) => {
    for (const record of [...list]) {
      if (record.building !== true || !here(record)) continue;
      list.splice(list.indexOf(record), 1);
      index.delete(key(record));
      const { side, from, to } = record as { side?: string; from?: string; to?: string };
      gone.push({ what, ...(side === undefined ? {} : { side }), ...(to === undefined ? {} : { to: from === at ? to : from }) });
    }
  };
  const resolve = (text: string) => state.place(text);
  keep('road', state.world.roads, (r) => r.from === at || r.to === at, state.loaded.roads as Map<number, Link>, (r) => linkKey(resolve, r));
  keep('bridge', state.world.bridges, (r) => r.from === at || r.to === at, state.loaded.bridges as Map<number, Link>, (r) => linkKey(resolve, r));
  keep('wall', state.world.walls, (r) => r.at === at, state.loaded.walls as Map<number, Wall>, (r) => sideOf(resolve, r.at, r.side));
  keep('quay', state.world.quays, (r) => r.at === at, state.loaded.quays as Map<number, Quay>, (r) => sideOf(resolve, r.at, r.side));
  if (gone.length > 0 && owner !== undefined) state.emit({ code: 'sitesDestroyed', rule: 'R §1.5', audience: realmsOnly(owner), data: { at, sites: gone } });
}

function refuseNeutral(context: MonthContext, turn: RealmTurn, order: LocatedOrder, at: string): void {
  refuse(context, turn, order, 'neutral-ground', t(`${at} ist Audvacar, neutraler Boden: es wird weder erobert noch geplündert (R §6.4).`, `${at} is Audvacar, neutral ground: it is neither conquered nor plundered (R §6.4)`));
}

/** EROBERE: the hex and its stronghold change hands; loot, sites destroyed, hostile wizards there die (R §1.5, §1.8, §5.8.1; P-81). */
function conquer(context: MonthContext, turn: RealmTurn, order: Located<ConquerOrder>): void {
  const { state, rules } = context;
  const army = capable(context, turn, order, order.army);
  if (army === undefined) return;
  const index = state.place(army.at);
  if (isWater(state, index)) return refuse(context, turn, order, 'water', t('Wasser kann nicht erobert werden (R §0.3.2).', 'water cannot be conquered (R §0.3.2)'));
  if (isNeutralGround(state.loaded, index)) return refuseNeutral(context, turn, order, army.at);
  // The traders and the game masters' creatures hold no land (R §6.3.2, §6.4.1; P-280, P-283).
  const kind = state.loaded.realms.get(turn.realm)?.kind;
  if (kind === 'traders' || kind === 'creatures') return refuse(context, turn, order, 'no-land', t(`${turn.realm} hält kein Land und erobert nicht (R §6.3.2, §6.4.1).`, `${turn.realm} holds no land and does not conquer (R §6.3.2, §6.4.1)`));
  const previous = state.loaded.owner[index];
  if (previous === turn.realm) return refuse(context, turn, order, 'own-land', t(`${army.at} gehört schon ${turn.realm}.`, `${army.at} already belongs to ${turn.realm}`));
  if (previous !== undefined && !hostile(state, previous, turn.realm, index)) return refuse(context, turn, order, 'ally', t(`${army.at} gehört dem Verbündeten ${previous}.`, `${army.at} belongs to the ally ${previous}`));
  if (state.armiesIn(index).some((other) => other.aboard === undefined && hostile(state, other.realm, turn.realm, index))) return refuse(context, turn, order, 'defended', t(`In ${army.at} stehen noch feindliche Heere.`, `hostile armies still stand at ${army.at}`));
  if (previous !== undefined) withdrawOnAttack(context, turn.realm, previous, army.at, 'conquest');
  state.setOwner(index, turn.realm);
  destroySites(context, army.at, previous);
  const stronghold = state.loaded.strongholds.get(index);
  let loot = 0;
  let level = null as string | null;
  const completed = stronghold?.building === true ? completedLevel(stronghold.bp, rules.tables) : null;
  if (stronghold !== undefined && stronghold.building === true && completed === null) state.removeStronghold(stronghold);
  else if (stronghold !== undefined) {
    // The site is destroyed (R §1.5); the stronghold being extended keeps its completed level (P-77).
    if (completed !== null) {
      stronghold.level = completed;
      stronghold.bp = Math.min(stronghold.bp, rules.tables.strongholds[completed].bp);
      delete stronghold.building;
    }
    const current = effectiveLevel(stronghold, rules);
    level = current;
    if (current !== null && stronghold.owner !== undefined) loot = rules.tables.strongholds[current].loot;
    seatsLost(context, stronghold, 'conquest');
    const loser = stronghold.owner === undefined ? undefined : state.loaded.realms.get(stronghold.owner);
    if (loser?.capital === stronghold.at) delete loser.capital;
    delete stronghold.capitalMove;
    if (stronghold.level === 'HST' || stronghold.level === 'FHS') {
      stronghold.level = 'FST';
      stronghold.bp = Math.min(stronghold.bp, rules.tables.strongholds.FST.bp);
    }
    stronghold.owner = turn.realm;
    state.adjustCargo(army, 'gold', loot);
  }
  for (const wizard of [...state.world.wizards]) if (wizard.at === army.at && wizard.prisonerOf === undefined && hostile(state, wizard.realm, turn.realm, index)) killFigure(context, wizard.id, t(`${army.at} wurde erobert (R §1.3)`, `${army.at} was conquered (R §1.3)`));
  state.emit({ code: 'conquest', rule: 'R §1.8, §5.8.1; P-81', audience: EVERYONE, data: { at: army.at, realm: turn.realm, from: previous ?? null, stronghold: stronghold === undefined ? null : stronghold.building === true ? 'site' : stronghold.level } });
  if (loot > 0) state.emit({ code: 'loot', rule: 'R §5.8.1', audience: realmsOnly(turn.realm), data: { at: army.at, army: army.number, gold: loot, level } });
}

/** PLUENDERE: double the hex's income now as other income, nothing there for 8 months (R §3.2.2, errata 30). */
function plunder(context: MonthContext, turn: RealmTurn, order: Located<ConquerOrder>): void {
  const { state, rules } = context;
  const army = capable(context, turn, order, order.army);
  if (army === undefined) return;
  const index = state.place(army.at);
  const hex = state.hexAt(index);
  const owner = state.loaded.owner[index];
  if (isNeutralGround(state.loaded, index)) return refuseNeutral(context, turn, order, army.at);
  if (hex === undefined || owner === undefined || !hostile(state, owner, turn.realm, index)) return refuse(context, turn, order, 'not-foreign', t(`${army.at} ist kein Land eines feindlichen Reiches (R §3.2.2).`, `${army.at} is no land of a hostile realm (R §3.2.2)`));
  const now = state.world.calendar.turn;
  if ((hex.plunderedUntil ?? 0) >= now) return refuse(context, turn, order, 'plundered', t(`${army.at} ist schon geplündert und bringt bis nach Monat ${hex.plunderedUntil} nichts ein.`, `${army.at} was plundered already and yields nothing until after month ${hex.plunderedUntil}`));
  const stronghold = state.loaded.strongholds.get(index);
  const level = stronghold === undefined ? null : effectiveLevel(stronghold, rules);
  const gold = 2 * (rules.tables.terrain[hex.terrain].income + (level === null ? 0 : rules.tables.strongholds[level].income));
  withdrawOnAttack(context, turn.realm, owner, army.at, 'plunder');
  hex.plunderedUntil = now + rules.tables.armament.plunderedMonths;
  state.treasury(turn.realm, gold);
  state.emit({ code: 'plunder', rule: 'R §3.2.2, errata 30', audience: EVERYONE, data: { at: army.at, realm: turn.realm, owner, until: hex.plunderedUntil } });
  state.emit({ code: 'plunderIncome', rule: 'R §3.2.2', audience: realmsOnly(turn.realm), data: { at: army.at, army: army.number, gold } });
}

/** B14: melee wherever the realm's armies share a hex with hostile ones (R §5.5), then conquest and plunder. */
export const B14_MELEE: RealmStep = {
  id: 'B14',
  rule: 'R §5.5–5.8, §1.8, §3.2.2',
  title: t('Nahkampf, Eroberung und Plünderung', 'Melee, conquest and plunder'),
  run(context, turn) {
    const { state } = context;
    const hexes = [...new Set(state.armiesOf(turn.realm).filter((army) => army.aboard === undefined).map((army) => state.place(army.at)))].sort((a, b) => a - b);
    for (const index of hexes) fightAt(context, index, turn.realm, 'armies share a hex');
    for (const order of ordersOf(turn, 'conquer')) conquer(context, turn, order);
    for (const order of ordersOf(turn, 'plunder')) plunder(context, turn, order);
  },
};

/** What this turn's ZERSTOERE orders have done: each army destroys one structure, each stronghold loses one level (R §1.6). */
interface Destroyed {
  readonly armies: Set<number>;
  readonly strongholds: Set<string>;
}

/** ZERSTOERE: an own conquest-capable army that has not moved destroys one structure, or one stronghold level (R §1.6). */
function destroy(context: MonthContext, turn: RealmTurn, order: Located<DestroyOrder>, done: Destroyed): void {
  const { state, rules } = context;
  const army = capable(context, turn, order, order.army);
  if (army === undefined) return;
  // "Ein Bauwerk kann durch ein eigenes eroberungsfähiges Heer in einem Monat vernichtet werden" (R §1.6).
  if (done.armies.has(army.number)) return refuse(context, turn, order, 'destroyed-already', t(`Heer ${order.army} vernichtet in diesem Monat schon ein Bauwerk: ein Heer eines im Monat (R §1.6).`, `army ${order.army} destroys a structure this month already: one an army a month (R §1.6)`));
  // "… maximal eine Ausbaustufe eines Rüstortes pro Monat" (R §1.6), however many armies.
  if (order.target.kind === 'stronghold' && done.strongholds.has(army.at)) return refuse(context, turn, order, 'destroyed-already', t(`Der Rüstort in ${army.at} verliert in diesem Monat schon eine Ausbaustufe: höchstens eine im Monat (R §1.6).`, `the stronghold at ${army.at} loses a level this month already: one a month at most (R §1.6)`));
  if (state.moved.has(armyKey(turn.realm, army.number))) return refuse(context, turn, order, 'moved', t(`Heer ${order.army} hat sich in diesem Monat bewegt (R §1.6).`, `army ${order.army} moved this month (R §1.6)`));
  const index = state.place(army.at);
  if (state.loaded.owner[index] !== turn.realm) return refuse(context, turn, order, 'not-own', t(`${army.at} ist kein Land von ${turn.realm}: zerstört werden nur eigene Bauwerke (R §1.6).`, `${army.at} is not land of ${turn.realm}: only own structures are destroyed (R §1.6)`));
  const resolve = (text: string) => state.place(text);
  const target = order.target;
  let down: string | undefined;
  if (target.kind === 'roads') {
    const roads = state.world.roads.filter((r) => r.from === army.at || r.to === army.at);
    if (roads.length === 0) return refuse(context, turn, order, 'nothing', t(`In ${army.at} gibt es keine Straße.`, `no road at ${army.at}`));
    for (const road of roads) {
      state.world.roads.splice(state.world.roads.indexOf(road), 1);
      (state.loaded.roads as Map<number, Link>).delete(linkKey(resolve, road));
    }
  } else if (target.kind === 'bridge') {
    const key = linkKey(resolve, { from: army.at, to: target.to, bp: 0 });
    const bridge = state.loaded.bridges.get(key);
    if (bridge === undefined) return refuse(context, turn, order, 'nothing', t(`Es gibt keine Brücke von ${army.at} nach ${target.to}.`, `no bridge from ${army.at} to ${target.to}`));
    state.world.bridges.splice(state.world.bridges.indexOf(bridge), 1);
    (state.loaded.bridges as Map<number, Link>).delete(key);
  } else if (target.kind === 'wall' || target.kind === 'quay') {
    const key = sideOf(resolve, army.at, target.side);
    const map = (target.kind === 'wall' ? state.loaded.walls : state.loaded.quays) as Map<number, Wall | Quay>;
    const record = map.get(key);
    if (record === undefined) return refuse(context, turn, order, 'nothing', t(`An der Seite ${target.side} von ${army.at} steht ${target.kind === 'wall' ? 'kein Wall' : 'keine Kaianlage'}.`, `no ${target.kind} on side ${target.side} of ${army.at}`));
    if (target.kind === 'wall') state.removeWall(record as Wall);
    else {
      state.world.quays.splice(state.world.quays.indexOf(record as Quay), 1);
      map.delete(key);
    }
  } else {
    const stronghold = state.loaded.strongholds.get(index);
    if (stronghold === undefined) return refuse(context, turn, order, 'nothing', t(`In ${army.at} steht kein Rüstort.`, `no stronghold at ${army.at}`));
    const below = STRONGHOLD_LEVELS[STRONGHOLD_LEVELS.indexOf(effectiveLevel(stronghold, rules) ?? 'BUR') - 1];
    const realm = state.loaded.realms.get(turn.realm);
    if (below === undefined) seatsLost(context, stronghold, 'own');
    if (realm?.capital === stronghold.at) delete realm.capital;
    if (below === undefined || stronghold.building === true) state.removeStronghold(stronghold);
    else {
      stronghold.level = below;
      stronghold.bp = Math.min(stronghold.bp, rules.tables.strongholds[below].bp);
      delete stronghold.capitalMove;
    }
    down = below;
  }
  done.armies.add(army.number);
  if (target.kind === 'stronghold') done.strongholds.add(army.at);
  state.emit({ code: 'destroyed', rule: 'R §1.6', audience: EVERYONE, data: { at: army.at, realm: turn.realm, what: target.kind, ...(down === undefined ? {} : { down }) } });
}

/** AUFLOESEN: the army is disbanded; its units leave the game (R §1.6). */
function disband(context: MonthContext, turn: RealmTurn, order: Located<DisbandOrder>): void {
  const { state } = context;
  const army = ownArmy(context, turn, order, order.army);
  if (army === undefined) return;
  if (state.moved.has(armyKey(turn.realm, army.number))) return refuse(context, turn, order, 'moved', t(`Heer ${order.army} hat sich in diesem Monat bewegt (R §1.6).`, `army ${order.army} moved this month (R §1.6)`));
  if (army.kind === 'fleet' && state.armiesOf(turn.realm).some((a) => a.aboard === army.number)) return refuse(context, turn, order, 'carrying', t(`Flotte ${order.army} hat Heere an Bord.`, `fleet ${order.army} carries armies`));
  const at = army.at;
  state.empty(army);
  state.removeArmy(army);
  state.emit({ code: 'disbanded', rule: 'R §1.6', audience: realmsOnly(turn.realm), data: { army: order.army, at } });
}

/** Destruction of own structures and disbanding take the month; carried out at the end of the turn (R §1.6). */
export function destroyAndDisband(context: MonthContext, turn: RealmTurn): void {
  const done: Destroyed = { armies: new Set(), strongholds: new Set() };
  for (const order of ordersOf(turn, 'destroy')) destroy(context, turn, order, done);
  for (const order of ordersOf(turn, 'disband')) disband(context, turn, order);
}
