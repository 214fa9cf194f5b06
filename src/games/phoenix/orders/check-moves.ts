import type { Direction } from '../map/coords.js';
import { fittingModes } from '../combat/ranged/geometry.js';
import { planDisembark, planEmbark } from '../movement/ship.js';
import type { MoveUse } from '../movement/types.js';
import { armyKey, sideOf, type LoadedWorld } from '../world/loaded.js';
import { placeNeighbour } from '../world/places.js';
import type { LocatedOrder } from './ast.js';
import type { TurnCheck } from './check-run.js';

type Of<T extends LocatedOrder['type']> = Extract<LocatedOrder, { type: T }>;

/** Every move order once per army; the month plans each on the live state (P-90, P-120). */
export function checkMoveOrders(check: TurnCheck): void {
  const { loaded, lang, realm } = check;
  for (const order of check.turn.orders) {
    if (order.type !== 'move') continue;
    if (order.figure === undefined && check.movers.has(order.army)) {
      check.report(order, 'twice', { a: order.army, what: lang === 'de' ? 'BEWEGE' : 'MOVE' });
      continue;
    }
    if (order.figure === undefined && loaded.army(realm.id, order.army) !== undefined) check.movers.set(order.army, order);
  }
}

/** The world as the planner sees it once an army embarking this turn is aboard its fleet. */
function boarded(loaded: LoadedWorld, realm: string, number: number, fleet: number): LoadedWorld {
  return {
    ...loaded,
    army: (r, n) => {
      const army = loaded.army(r, n);
      return army !== undefined && r === realm && n === number ? { ...army, aboard: fleet } : army;
    },
  };
}

/** Whether a fleet's own move comes before `order` in the turn. */
function fleetMovedBefore(check: TurnCheck, fleet: number, order: LocatedOrder): boolean {
  const entry = check.moveOrder(fleet);
  return entry !== undefined && check.turn.orders.indexOf(entry) < check.turn.orders.indexOf(order);
}

/** Armies that may not move this month: gifts received after their realm's turn last month (R §3; P-94). */
export function immobileAt(loaded: LoadedWorld): Set<string> {
  const now = loaded.world.calendar.turn;
  const keys = new Set<string>();
  for (const army of loaded.world.armies) if (army.immobileIn === now) keys.add(armyKey(army.realm, army.number));
  return keys;
}

export function checkShipOrders(check: TurnCheck): void {
  const { loaded, rules, lang, realm } = check;
  // Elevation points a boarding uses count for a landing in the same month (R §1.5.1 example 2; P-121).
  const boardedUse = new Map<string, MoveUse>();
  for (const order of check.turn.orders) {
    if (order.type === 'embark') {
      const army = check.own(order, order.army);
      const fleet = loaded.army(realm.id, order.fleet);
      if (army === undefined) continue;
      const armyAt = check.moves(army.number) ? check.endOf(army) : undefined;
      const fleetAt = fleet !== undefined && fleetMovedBefore(check, fleet.number, order) ? check.endOf(fleet) : undefined;
      // Where an unplanned move ends is known only in the month, which checks the boarding live.
      if ((check.moves(army.number) && armyAt === undefined) || (fleet !== undefined && fleetMovedBefore(check, fleet.number, order) && fleetAt === undefined)) continue;
      const plan = planEmbark(loaded, realm.id, order, rules, { lang }, armyAt, fleetAt);
      const step = plan.steps[0];
      if (plan.stop !== undefined) check.report(order, 'move', { a: order.army, reason: plan.stop.message });
      else if (step !== undefined) boardedUse.set(armyKey(realm.id, army.number), { bwp: 0, elevation: rules.tables.movement.elevationPoints - step.elevationLeft });
    } else if (order.type === 'disembark') {
      const army = check.own(order, order.army);
      if (army === undefined) continue;
      const embarking = check.turn.orders.find((o): o is Of<'embark'> => o.type === 'embark' && o.army === army.number);
      const fleetNumber = army.aboard ?? embarking?.fleet;
      const fleet = fleetNumber === undefined ? undefined : loaded.army(realm.id, fleetNumber);
      const fleetAt = fleet !== undefined && fleetMovedBefore(check, fleet.number, order) ? check.endOf(fleet) : undefined;
      if (fleet !== undefined && fleetMovedBefore(check, fleet.number, order) && fleetAt === undefined) continue;
      const world = army.aboard === undefined && fleet !== undefined ? boarded(loaded, realm.id, army.number, fleet.number) : loaded;
      const plan = planDisembark(world, realm.id, order, rules, { lang, movedBefore: boardedUse }, fleetAt);
      if (plan.stop !== undefined && plan.steps.length === 0) check.report(order, 'move', { a: order.army, reason: plan.stop.message });
    }
  }
}

function hexesBetween(from: number, to: number, limit: number): number | undefined {
  let frontier = [from];
  const seen = new Set(frontier);
  for (let distance = 0; distance <= limit; distance++) {
    if (frontier.includes(to)) return distance;
    const next: number[] = [];
    for (const at of frontier) {
      for (let d = 0; d < 6; d++) {
        const n = placeNeighbour(at, d as Direction);
        if (n >= 0 && !seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return undefined;
}

/** Fire: weapons held (each fires once a month), range and mode from where the army stands then (R §5.1). */
export function checkFireOrders(check: TurnCheck): void {
  const { loaded, lang } = check;
  const fired = new Map<string, number>();
  for (const order of check.turn.orders) {
    if (order.type !== 'fire') continue;
    const army = check.own(order, order.army);
    if (army === undefined) continue;
    const key = `${army.number}/${order.weapon}`;
    const total = (fired.get(key) ?? 0) + order.count;
    fired.set(key, total);
    const have = army[order.weapon] ?? 0;
    if (total > have) check.report(order, 'fire-weapons', { a: army.number, have, weapon: order.weapon, want: total });
    const fromText = order.when === 'after' ? check.endOf(army) : army.at;
    if (fromText === undefined) continue;
    const from = loaded.placeOf.get(fromText) ?? -1;
    const to = loaded.placeOf.get(order.at) ?? -1;
    if (from < 0 || to < 0) continue;
    if (order.wall !== undefined && !loaded.walls.has(sideOf((text) => loaded.placeOf.get(text) ?? -1, order.at, order.wall))) {
      check.report(order, 'fire-no-wall', { at: order.at, side: order.wall });
      continue;
    }
    const light = order.weapon === 'LKP' || order.weapon === 'LKS';
    const reach = light ? 1 : 2;
    const hexes = hexesBetween(from, to, reach);
    if (hexes === undefined || hexes === 0) {
      const words = lang === 'de' ? (light ? '1 Feld weit' : '1 bis 2 Felder weit') : light ? '1 hex' : '1 to 2 hexes';
      check.report(order, 'fire-range', { at: order.at, from: fromText, hexes: hexes ?? `> ${reach}`, weapon: order.weapon, reach: words });
      continue;
    }
    const rise = (loaded.elevation[to] as number) - (loaded.elevation[from] as number) + (order.wall !== undefined ? 1 : 0);
    const modes = fittingModes(hexes, rise).filter((mode) => !light || mode === 'near');
    if (modes.length === 0) check.report(order, 'fire-mode', { from: fromText, at: order.at, rise, weapon: order.weapon });
  }
}
