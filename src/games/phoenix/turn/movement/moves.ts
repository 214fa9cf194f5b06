import { ORDER_ERRORS } from '../../movement/plan.js';
import { planDisembark, planEmbark } from '../../movement/ship.js';
import type { MovePlan, MoveUse } from '../../movement/types.js';
import type { DisembarkOrder, EmbarkOrder, LocatedOrder, MoveOrder } from '../../orders/ast.js';
import { t } from '../../reports/text.js';
import { armyKey } from '../../world/loaded.js';
import { directionBetween, sideKey } from '../../world/places.js';
import type { Army } from '../../world/schema.js';
import { cargo, dump, handOver, merge, mount, split } from './army-orders.js';
import { withdrawCrew } from '../economy/wall-crews.js';
import { type MonthContext, ordersOf, ownArmy, type RealmStep, type RealmTurn, refuse } from '../month/context.js';
import { EVERYONE, realmsOnly } from '../month/events.js';
import { hostile } from './geography.js';
import { fightAt } from '../combat/melee.js';
import { gateLosses } from '../special-realms/pirates.js';

type Located<T> = T & { loc: LocatedOrder['loc'] };

/** Orders that keep an army where it is this month (R §1.6, §3.2.2). */
function staysPut(turn: RealmTurn, army: number): boolean {
  return ordersOf(turn, 'disband', 'plunder', 'destroy').some((order) => order.army === army);
}

/**
 * EINSCHIFFEN: boarding costs no BWP, only the elevation points of the step down to the water (1
 * across a quay); the ships hold 100 RP each, the figures with the army counted (R §4, §0.2, §1.5.1;
 * P-66). The points used count for a landing later in the month (P-121).
 */
function embark(context: MonthContext, turn: RealmTurn, order: Located<EmbarkOrder>): void {
  const { state, rules } = context;
  const army = state.army(turn.realm, order.army);
  if (army?.aboard !== undefined) return refuse(context, turn, order, 'aboard', t(`Heer ${order.army} ist schon an Bord der Flotte ${army.aboard}.`, `army ${order.army} is already aboard fleet ${army.aboard}`));
  const planning = { immobile: state.immobile, movedBefore: state.movementUsed };
  const plan = planEmbark(state.loaded, turn.realm, order, rules, { ...planning, lang: 'de' });
  const step = plan.steps[0];
  const fleet = state.army(turn.realm, order.fleet);
  if (army === undefined || fleet === undefined || step === undefined) {
    return refuse(context, turn, order, plan.stop?.code ?? 'embark', t(`Heer ${order.army} schifft nicht ein: ${plan.stop?.message}`, `army ${order.army} does not embark: ${plan.stop?.messageEn}`));
  }
  const key = armyKey(turn.realm, army.number);
  state.moveArmy(army, fleet.at);
  army.aboard = fleet.number;
  state.movementUsed.set(key, { bwp: state.movementUsed.get(key)?.bwp ?? 0, elevation: rules.tables.movement.elevationPoints - step.elevationLeft });
  state.emit({ code: 'embark', rule: 'R §4, §0.3.2', audience: realmsOnly(turn.realm), data: { army: order.army, fleet: order.fleet, at: fleet.at } });
}

/**
 * AUSSCHIFFEN, a step of its own from where the fleet lies when the order comes (P-69): the hex
 * entered must suit the army (Table 5) and costs its BWP and the elevation points of the step up,
 * which boarding this month may have used (R §4, §1.5.1 example 2); a wall or magic wall on the side
 * bars it. A landing that cannot be made leaves the army aboard, to sail on with the fleet (errata
 * 87; P-121). Enemies in the hex make it a landing attack (R §11.1).
 */
function disembark(context: MonthContext, turn: RealmTurn, order: Located<DisembarkOrder>): void {
  const { state, rules } = context;
  const army = state.army(turn.realm, order.army);
  if (army === undefined || army.aboard === undefined) return refuse(context, turn, order, 'not-aboard', t(`Heer ${order.army} von ${turn.realm} ist an Bord keiner Flotte.`, `army ${order.army} of ${turn.realm} is not aboard a fleet`));
  const planning = { immobile: state.immobile, movedBefore: state.movementUsed };
  const plan = planDisembark(state.loaded, turn.realm, order, rules, { ...planning, lang: 'de' }, army.at);
  const step = plan.steps[0];
  if (step === undefined) {
    return refuse(context, turn, order, plan.stop?.code ?? 'disembark', t(`Heer ${order.army} bleibt an Bord der Flotte ${army.aboard} in ${army.at} (Errata 87): ${plan.stop?.message}`, `army ${order.army} stays aboard fleet ${army.aboard} at ${army.at} (errata 87): ${plan.stop?.messageEn}`));
  }
  const key = armyKey(turn.realm, army.number);
  const from = state.place(army.at);
  state.moveArmy(army, order.to);
  delete army.aboard;
  state.moved.add(key);
  state.entered.set(key, { from, landing: true });
  state.movementUsed.set(key, { bwp: (state.movementUsed.get(key)?.bwp ?? 0) + step.bwpCost, elevation: rules.tables.movement.elevationPoints - step.elevationLeft });
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
  if (owner === undefined || !hostile(state, owner, turn.realm, to)) return;
  // With hostile armies behind it, the wall falls only with them: its crew fights in the melee (B14).
  if (state.armiesIn(to).some((other) => other.aboard === undefined && hostile(state, other.realm, turn.realm, to))) return;
  const taken = wall.crewK + wall.crewHF;
  const destroy = ordersOf(turn, 'standing').some((o) => o.rule === 'destroyOverrun' && o.army === army.number);
  state.setCrew(wall, 0, 0);
  if (!destroy) state.adjustCargo(army, 'prisoners', taken);
  state.removeWall(wall);
  state.emit({ code: 'wallOvercome', rule: 'R §1.5.4', audience: EVERYONE, data: { at: wall.at, side: wall.side, owner, by: turn.realm, army: army.number, prisoners: destroy ? 0 : taken } });
}

/** Where and why a move ended before its end or in a fight, for the realm's report in both languages. */
interface MovedStop {
  readonly code: string;
  readonly at: string;
  readonly message: string;
  readonly messageEn: string;
  readonly encounter: 'enemy' | 'character' | 'magicWall' | null;
}

/**
 * The live plan of a move (P-90). A stop that says the order itself is wrong (ORDER_ERRORS) refuses
 * it; at any other stop the mover stays where the stop is, and the report says where and why
 * (P-120). The plan's stop gives the reason in German and in English.
 */
function livePlan(context: MonthContext, turn: RealmTurn, order: Located<MoveOrder>, used: ReadonlyMap<string, MoveUse>): { plan: MovePlan; stop?: MovedStop } | undefined {
  const { state, rules, ports } = context;
  const plan = ports.planMove(state.loaded, turn.realm, order, rules, { immobile: state.immobile, movedBefore: used, lang: 'de' });
  const stop = plan.stop;
  if (stop === undefined) return { plan };
  const english = stop.messageEn;
  if (ORDER_ERRORS.has(stop.code)) {
    refuse(context, turn, order, 'move', t(`${order.figure ?? `Heer ${order.army}`}: ${stop.message}`, `${order.figure ?? `army ${order.army}`}: ${english}`));
    return undefined;
  }
  return { plan, stop: { code: stop.code, at: stop.at, message: stop.message, messageEn: english, encounter: stop.encounter ?? null } };
}

/** A character or wizard moving alone (R §1.9, errata 89; P-68): it leaves its army and walks the live plan. */
function moveFigure(context: MonthContext, turn: RealmTurn, order: Located<MoveOrder>, used: Map<string, MoveUse>): void {
  const { state, rules } = context;
  const id = order.figure as string;
  const figure = state.loaded.characters.get(id) ?? state.loaded.wizards.get(id);
  if (figure === undefined || figure.realm !== turn.realm) return refuse(context, turn, order, 'unknown-figure', t(`${turn.realm} hat keinen Charakter oder Zauberer „${id}“.`, `${turn.realm} has no character or wizard "${id}"`));
  const live = livePlan(context, turn, order, used);
  if (live === undefined) return;
  const { plan } = live;
  const taken = plan.stop?.afterStep ?? plan.steps.length;
  const path = plan.steps.slice(0, taken).map((step) => step.to);
  const from = figure.at;
  const last = plan.steps[taken - 1];
  if (last !== undefined) {
    figure.at = last.to;
    delete figure.army;
    used.set(id, { bwp: (used.get(id)?.bwp ?? 0) + plan.steps.slice(0, taken).reduce((sum, step) => sum + step.bwpCost, 0), elevation: rules.tables.movement.elevationPoints - last.elevationLeft });
  }
  state.emit({ code: 'moved', rule: 'R §1.9, §4', audience: realmsOnly(turn.realm), data: { figure: id, name: figure.name, from, to: figure.at, path, ...(live.stop === undefined ? {} : { stop: live.stop }) } });
}

/** Why an army that overran and took prisoners stops where it took them (R §5.5; P-75). */
function prisonersTaken(army: number, at: string): { message: string; messageEn: string } {
  return {
    message: `Heer ${army} hat beim Überrennen in ${at} Gefangene gemacht und bewegt sich in diesem Monat nicht weiter (R §5.5).`,
    messageEn: `army ${army} took prisoners overrunning ${at} and moves no further this month (R §5.5)`,
  };
}

/** One move order on the live state, through the movement planner (R §4, §5.5). */
function move(context: MonthContext, turn: RealmTurn, order: Located<MoveOrder>, used: Map<string, MoveUse>): void {
  const { state, rules } = context;
  if (order.figure !== undefined) return moveFigure(context, turn, order, used);
  const army = ownArmy(context, turn, order, order.army);
  if (army === undefined) return;
  if (army.aboard !== undefined) return refuse(context, turn, order, 'aboard', t(`Heer ${order.army} ist an Bord der Flotte ${army.aboard}: Es bewegt sich mit ihr.`, `army ${order.army} is aboard fleet ${army.aboard}: it moves with it`));
  if (staysPut(turn, order.army)) return refuse(context, turn, order, 'stays', t(`Heer ${order.army} löst sich in diesem Monat auf, plündert oder zerstört und bewegt sich nicht (R §1.6, §3.2.2).`, `army ${order.army} disbands, plunders or destroys this month and does not move (R §1.6, §3.2.2)`));
  const key = armyKey(turn.realm, army.number);
  const live = livePlan(context, turn, order, used);
  if (live === undefined) return;
  const { plan } = live;
  const from = army.at;
  const taken = plan.stop?.afterStep ?? plan.steps.length;
  let previous = state.place(army.at);
  let bwp = used.get(key)?.bwp ?? 0;
  let walked = 0;
  let stop = live.stop;
  for (const step of plan.steps.slice(0, taken)) {
    const to = state.place(step.to);
    overcomeWall(context, turn, army, previous, to);
    state.moveArmy(army, step.to);
    if (step.gate !== undefined) gateLosses(context, turn, army, step.gate);
    state.entered.set(key, { from: previous, landing: false });
    state.moved.add(key);
    bwp += step.bwpCost;
    walked += 1;
    if (step.overrun === true) {
      fightAt(context, to, turn.realm, `overrun by army ${order.army}`);
      if (state.army(turn.realm, order.army) !== army || state.armiesIn(to).some((other) => other.aboard === undefined && hostile(state, other.realm, turn.realm, to))) break;
      // "… dass gefangen genommene Truppen sich im selben Monat nicht mehr bewegen lassen" (R §5.5; P-75).
      if (state.immobile.has(key) && walked < plan.steps.length) {
        stop = { code: 'prisoners-taken', at: step.to, ...prisonersTaken(order.army, step.to), encounter: null };
        break;
      }
    }
    previous = to;
  }
  const last = plan.steps[Math.max(0, walked - 1)];
  used.set(key, { bwp, elevation: last === undefined ? (used.get(key)?.elevation ?? 0) : rules.tables.movement.elevationPoints - last.elevationLeft });
  if (walked === taken && plan.stop !== undefined && state.army(turn.realm, order.army) === army && army.at !== plan.stop.at && plan.stop.encounter === 'enemy') {
    state.entered.set(key, { from: state.place(army.at), landing: false });
    state.moveArmy(army, plan.stop.at);
  }
  state.emit({
    code: 'moved',
    rule: 'R §4',
    audience: realmsOnly(turn.realm),
    data: { army: order.army, from, to: army.at, path: plan.steps.slice(0, walked).map((s) => s.to), ...(stop === undefined ? {} : { stop }) },
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
      else if (order.type === 'withdrawCrew') withdrawCrew(context, turn, order);
      else if (order.type === 'split') split(context, turn, order);
      else if (order.type === 'merge') {
        // Armies that meet only after their moves merge at the end of the movement (R §1.8, errata 59).
        const army = context.state.army(turn.realm, order.army);
        const into = context.state.army(turn.realm, order.into);
        if (army !== undefined && into !== undefined && army.at !== into.at && (movesThisTurn(turn, order.army) || movesThisTurn(turn, order.into))) context.state.laterMerges.add(order);
        else merge(context, turn, order);
      }
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
      else if (order.type === 'embark' && boardsAtStart(turn, order)) embark(context, turn, order);
    }
  },
};

/** Whether the turn moves the army (a move, a boarding or a landing of it). */
function movesThisTurn(turn: RealmTurn, army: number): boolean {
  return turn.orders.some((o) => (o.type === 'move' && o.figure === undefined && o.army === army) || ((o.type === 'embark' || o.type === 'disembark') && o.army === army));
}

/**
 * Whether an army boards at the start of the movement (B3): unless a move of the army or of its
 * fleet is written before the order — then it boards in B8, where that move has left them (P-69).
 */
function boardsAtStart(turn: RealmTurn, order: LocatedOrder & EmbarkOrder): boolean {
  const at = turn.orders.indexOf(order);
  return !turn.orders.some((other, i) => i < at && other.type === 'move' && other.figure === undefined && (other.army === order.army || other.army === order.fleet));
}

/** B8: moves, boardings after a move, and landings in the order written; cargo and mounting at the end (R §4, §4.3, errata 87/88). */
export const B8_MOVEMENT: RealmStep = {
  id: 'B8',
  rule: 'R §4, §5.5, errata 60/87/88',
  title: t('Bewegung', 'Movement'),
  run(context, turn) {
    // A landing lands from where its fleet lies when the order comes: after the fleet's move if that is written first (P-69, errata 87).
    for (const order of turn.orders) {
      if (order.type === 'move') move(context, turn, order, context.state.movementUsed);
      else if (order.type === 'embark' && !boardsAtStart(turn, order)) embark(context, turn, order);
      else if (order.type === 'disembark') disembark(context, turn, order);
    }
    for (const order of ordersOf(turn, 'cargo')) if (context.state.laterCargo.delete(order)) cargo(context, turn, order);
    for (const order of ordersOf(turn, 'merge')) if (context.state.laterMerges.delete(order)) merge(context, turn, order);
    for (const order of ordersOf(turn, 'mount', 'dismount')) if (order.when === 'after') mount(context, turn, order);
  },
};
