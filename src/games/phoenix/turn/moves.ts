import { UNITS } from '../data/units.js';
import type { MovePlan, MoveUse } from '../movement/types.js';
import type { DisembarkOrder, EmbarkOrder, LocatedOrder, MoveOrder } from '../orders/ast.js';
import { t } from '../report/text.js';
import { armyRp } from '../world/check-figures.js';
import { armyKey } from '../world/loaded.js';
import { directionBetween, sideKey } from '../world/places.js';
import type { Army } from '../world/schema.js';
import { cargo, dump, handOver, merge, mount, split } from './army-orders.js';
import { ordersOf, refuse, type MonthContext, type RealmStep, type RealmTurn } from './context.js';
import { EVERYONE, realmsOnly } from './events.js';
import { hostile, isWater } from './geography.js';
import { fightAt } from './melee.js';

type Located<T> = T & { loc: LocatedOrder['loc'] };

/** Orders that keep an army where it is this month (R §1.6, §3.2.2). */
function staysPut(turn: RealmTurn, army: number): boolean {
  return ordersOf(turn, 'disband', 'plunder', 'destroy').some((order) => order.army === army);
}

/** EINSCHIFFEN: boarding costs no BWP; the fleet's ships hold 100 RP each (R §4, §0.3.2). */
function embark(context: MonthContext, turn: RealmTurn, order: Located<EmbarkOrder>): void {
  const { state } = context;
  const army = state.army(turn.realm, order.army);
  const fleet = state.army(turn.realm, order.fleet);
  if (army === undefined || fleet === undefined || army.kind === 'fleet' || fleet.kind !== 'fleet') return refuse(context, turn, order, 'unknown-army', t(`${turn.realm} hat nicht zugleich ein Landheer ${order.army} und eine Flotte ${order.fleet}.`, `${turn.realm} has no land army ${order.army} and fleet ${order.fleet}`));
  if (army.aboard !== undefined) return refuse(context, turn, order, 'aboard', t(`Heer ${order.army} ist schon an Bord der Flotte ${army.aboard}.`, `army ${order.army} is already aboard fleet ${army.aboard}`));
  const from = state.place(army.at);
  const to = state.place(fleet.at);
  if (from !== to && directionBetween(from, to) === undefined) return refuse(context, turn, order, 'not-adjacent', t(`Flotte ${order.fleet} in ${fleet.at} liegt nicht neben Heer ${order.army} in ${army.at}.`, `fleet ${order.fleet} at ${fleet.at} is not beside army ${order.army} at ${army.at}`));
  if (state.immobile.has(armyKey(turn.realm, army.number))) return refuse(context, turn, order, 'immobile', t(`Heer ${order.army} darf sich in diesem Monat nicht bewegen.`, `army ${order.army} may not move this month`));
  const load = state.armiesOf(turn.realm).filter((a) => a.aboard === fleet.number).reduce((sum, a) => sum + armyRp(a), 0);
  const capacity = (fleet.S ?? 0) * UNITS.S.transport;
  if (load + armyRp(army) > capacity) return refuse(context, turn, order, 'capacity', t(`Flotte ${order.fleet} fasst ${capacity} RP; ${load} RP sind an Bord und Heer ${order.army} braucht ${armyRp(army)} (R §0.3.2).`, `fleet ${order.fleet} holds ${capacity} RP; ${load} RP are aboard and army ${order.army} takes ${armyRp(army)} (R §0.3.2)`));
  state.moveArmy(army, fleet.at);
  army.aboard = fleet.number;
  state.emit({ code: 'embark', rule: 'R §4, §0.3.2', audience: realmsOnly(turn.realm), data: { army: order.army, fleet: order.fleet, at: fleet.at } });
}

/** AUSSCHIFFEN: the army lands on a neighbouring land hex; enemies there make it a landing attack (R §4, §11.1). */
function disembark(context: MonthContext, turn: RealmTurn, order: Located<DisembarkOrder>): void {
  const { state } = context;
  const army = state.army(turn.realm, order.army);
  if (army === undefined || army.aboard === undefined) return refuse(context, turn, order, 'not-aboard', t(`Heer ${order.army} von ${turn.realm} ist an Bord keiner Flotte.`, `army ${order.army} of ${turn.realm} is not aboard a fleet`));
  const from = state.place(army.at);
  const to = state.place(order.to);
  if (to < 0 || isWater(state, to) || directionBetween(from, to) === undefined) return refuse(context, turn, order, 'cannot-land', t(`${order.to} ist kein Land neben ${army.at}.`, `${order.to} is no land beside ${army.at}`));
  state.moveArmy(army, order.to);
  delete army.aboard;
  state.moved.add(armyKey(turn.realm, army.number));
  state.entered.set(armyKey(turn.realm, army.number), { from, landing: true });
  state.emit({ code: 'disembark', rule: 'R §4, §11.1', audience: realmsOnly(turn.realm), data: { army: order.army, at: order.to } });
}

/**
 * An undefended hostile wall crossed on level ground (R §1.5.4; P-62, P-95): the planner let the
 * army pass only with 10:1 over the crew and all its BWP; the crew is beaten — taken prisoner (or
 * destroyed by the standing order `destroyOverrun`) — and the wall without its crew decays.
 */
function overcomeWall(context: MonthContext, turn: RealmTurn, army: Army, from: number, to: number): void {
  const { state } = context;
  const direction = directionBetween(from, to);
  const wall = direction === undefined ? undefined : state.loaded.walls.get(sideKey(from, direction));
  if (wall === undefined || wall.building === true) return;
  const owner = state.loaded.owner[state.place(wall.at)];
  if (owner === undefined || !hostile(state, owner, turn.realm)) return;
  // With hostile armies behind it, the wall falls only with them: its crew fights in the melee (B14).
  if (state.armiesIn(to).some((other) => other.aboard === undefined && hostile(state, other.realm, turn.realm))) return;
  const taken = wall.crewK + wall.crewHF;
  const destroy = ordersOf(turn, 'standing').some((o) => o.rule === 'destroyOverrun' && o.army === army.number);
  state.setCrew(wall, 0, 0);
  if (!destroy) state.adjustCargo(army, 'prisoners', taken);
  state.removeWall(wall);
  state.emit({ code: 'wallOvercome', rule: 'R §1.5.4', audience: EVERYONE, data: { at: wall.at, side: wall.side, owner, by: turn.realm, army: army.number, prisoners: destroy ? 0 : taken } });
}

/**
 * Whether the live plan refuses the move as the checker would (P-90): no step can be taken, or a
 * written path stops before its end for another reason than a fight. The plan speaks German; the
 * English reason comes from planning the same move again in English (`english`), only when refused.
 */
function refusedPlan(context: MonthContext, turn: RealmTurn, order: Located<MoveOrder>, plan: MovePlan, english: () => MovePlan): boolean {
  const stop = plan.stop;
  if (stop === undefined || stop.encounter !== undefined) return false;
  const label = order.figure ?? order.army;
  const labelDe = order.figure ?? `Heer ${order.army}`;
  const reasonEn = () => english().stop?.message ?? stop.message;
  if (plan.steps.length === 0) {
    refuse(context, turn, order, 'move', t(`${labelDe}: ${stop.message}`, `${label}: ${reasonEn()}`));
    return true;
  }
  if (order.path !== undefined && stop.afterStep < order.path.length) {
    refuse(context, turn, order, 'move-cut', t(`${labelDe}: ${stop.afterStep} von ${order.path.length} Schritten möglich, dann: ${stop.message}`, `${label}: ${stop.afterStep} of ${order.path.length} steps possible, then ${reasonEn()}`));
    return true;
  }
  return false;
}

/** A character or wizard moving alone (R §1.9, errata 89; P-68): it leaves its army and walks the live plan. */
function moveFigure(context: MonthContext, turn: RealmTurn, order: Located<MoveOrder>, used: Map<string, MoveUse>): void {
  const { state, rules, ports } = context;
  const id = order.figure as string;
  const figure = state.loaded.characters.get(id) ?? state.loaded.wizards.get(id);
  if (figure === undefined || figure.realm !== turn.realm) return refuse(context, turn, order, 'unknown-figure', t(`${turn.realm} hat keinen Charakter oder Zauberer „${id}“.`, `${turn.realm} has no character or wizard "${id}"`));
  const plan = ports.planMove(state.loaded, turn.realm, order, rules, { immobile: state.immobile, movedBefore: used, lang: 'de' });
  if (refusedPlan(context, turn, order, plan, () => ports.planMove(state.loaded, turn.realm, order, rules, { immobile: state.immobile, movedBefore: used, lang: 'en' }))) return;
  const taken = plan.stop?.afterStep ?? plan.steps.length;
  const path = plan.steps.slice(0, taken).map((step) => step.to);
  const from = figure.at;
  const last = plan.steps[taken - 1];
  if (last !== undefined) {
    figure.at = last.to;
    delete figure.army;
    used.set(id, { bwp: (used.get(id)?.bwp ?? 0) + plan.steps.slice(0, taken).reduce((sum, step) => sum + step.bwpCost, 0), elevation: rules.tables.movement.elevationPoints - last.elevationLeft });
  }
  state.emit({ code: 'moved', rule: 'R §1.9, §4', audience: realmsOnly(turn.realm), data: { figure: id, from, to: figure.at, path, ...(plan.stop === undefined ? {} : { stop: { code: plan.stop.code, message: plan.stop.message, encounter: plan.stop.encounter ?? null } }) } });
}

/** One move order on the live state, through the movement planner (R §4, §5.5). */
function move(context: MonthContext, turn: RealmTurn, order: Located<MoveOrder>, used: Map<string, MoveUse>): void {
  const { state, rules, ports } = context;
  if (order.figure !== undefined) return moveFigure(context, turn, order, used);
  const army = state.army(turn.realm, order.army);
  if (army === undefined) return refuse(context, turn, order, 'unknown-army', t(`${turn.realm} hat kein Heer ${order.army}.`, `${turn.realm} has no army ${order.army}`));
  if (army.aboard !== undefined) return refuse(context, turn, order, 'aboard', t(`Heer ${order.army} ist an Bord der Flotte ${army.aboard}: Es bewegt sich mit ihr.`, `army ${order.army} is aboard fleet ${army.aboard}: it moves with it`));
  if (staysPut(turn, order.army)) return refuse(context, turn, order, 'stays', t(`Heer ${order.army} löst sich in diesem Monat auf, plündert oder zerstört und bewegt sich nicht (R §1.6, §3.2.2).`, `army ${order.army} disbands, plunders or destroys this month and does not move (R §1.6, §3.2.2)`));
  const key = armyKey(turn.realm, army.number);
  const plan = ports.planMove(state.loaded, turn.realm, order, rules, { immobile: state.immobile, movedBefore: used, lang: 'de' });
  if (refusedPlan(context, turn, order, plan, () => ports.planMove(state.loaded, turn.realm, order, rules, { immobile: state.immobile, movedBefore: used, lang: 'en' }))) return;
  const from = army.at;
  const taken = plan.stop?.afterStep ?? plan.steps.length;
  let previous = state.place(army.at);
  let bwp = used.get(key)?.bwp ?? 0;
  for (const step of plan.steps.slice(0, taken)) {
    const to = state.place(step.to);
    overcomeWall(context, turn, army, previous, to);
    state.moveArmy(army, step.to);
    state.entered.set(key, { from: previous, landing: false });
    state.moved.add(key);
    bwp += step.bwpCost;
    if (step.overrun === true) {
      fightAt(context, to, turn.realm, `overrun by army ${order.army}`);
      if (state.army(turn.realm, order.army) !== army || state.armiesIn(to).some((other) => other.aboard === undefined && hostile(state, other.realm, turn.realm))) break;
    }
    previous = to;
  }
  const last = plan.steps[Math.max(0, taken - 1)];
  used.set(key, { bwp, elevation: last === undefined ? (used.get(key)?.elevation ?? 0) : rules.tables.movement.elevationPoints - last.elevationLeft });
  if (plan.stop !== undefined && state.army(turn.realm, order.army) === army && army.at !== plan.stop.at && plan.stop.encounter === 'enemy') {
    state.entered.set(key, { from: state.place(army.at), landing: false });
    state.moveArmy(army, plan.stop.at);
  }
  state.emit({
    code: 'moved',
    rule: 'R §4',
    audience: realmsOnly(turn.realm),
    data: { army: order.army, from, to: army.at, path: plan.steps.slice(0, taken).map((s) => s.to), ...(plan.stop === undefined ? {} : { stop: { code: plan.stop.code, message: plan.stop.message, encounter: plan.stop.encounter ?? null } }) },
  });
}

/** B3: what happens at the start of the movement: gold dumped, armies split and merged, commanders handed over, mounting, cargo, boarding (R §1.8, §4.3, errata 88). */
export const B3_MOVEMENT_START: RealmStep = {
  id: 'B3',
  rule: 'R §1.8, §4, §4.3, errata 17/88',
  title: t('Beginn der Bewegung', 'Movement begins'),
  run(context, turn) {
    for (const order of turn.orders) {
      if (order.type === 'dump') dump(context, turn, order);
      else if (order.type === 'split') split(context, turn, order);
      else if (order.type === 'merge') merge(context, turn, order);
      else if (order.type === 'handOver') handOver(context, turn, order);
      else if ((order.type === 'mount' || order.type === 'dismount') && order.when === 'before') mount(context, turn, order);
      else if (order.type === 'cargo') {
        // Cargo moves where the armies share a hex at the start or at the end of the movement (R §4.3, errata 88; P-93).
        const from = context.state.army(turn.realm, order.from);
        const to = context.state.army(turn.realm, order.to);
        const together = from !== undefined && to !== undefined && from.at === to.at;
        if (order.when === 'after' || (order.when === undefined && !together)) context.state.laterCargo.add(order);
        else cargo(context, turn, order);
      }
      else if (order.type === 'embark') embark(context, turn, order);
    }
  },
};

/** B8: the moves in the order given, landings after their fleets moved, cargo and mounting at the end (R §4, §4.3, errata 87/88). */
export const B8_MOVEMENT: RealmStep = {
  id: 'B8',
  rule: 'R §4, §5.5, errata 60/87/88',
  title: t('Bewegung', 'Movement'),
  run(context, turn) {
    const used = new Map<string, MoveUse>();
    for (const order of ordersOf(turn, 'move')) move(context, turn, order, used);
    for (const order of ordersOf(turn, 'disembark')) disembark(context, turn, order);
    for (const order of ordersOf(turn, 'cargo')) if (context.state.laterCargo.delete(order)) cargo(context, turn, order);
    for (const order of ordersOf(turn, 'mount', 'dismount')) if (order.when === 'after') mount(context, turn, order);
  },
};
