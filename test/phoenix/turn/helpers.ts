import { SeededDice } from '../../../src/kernel/dice.js';
import { generateWorld } from '../../../src/games/phoenix/map/generate/world.js';
import { planMove } from '../../../src/games/phoenix/movement/plan.js';
import type { LocatedOrder, Order, Turn } from '../../../src/games/phoenix/orders/ast.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import type { MonthPorts } from '../../../src/games/phoenix/turn/month/context.js';
import { runMonth } from '../../../src/games/phoenix/turn/month/month.js';
import type { TurnInput } from '../../../src/games/phoenix/turn/month/turn-input.js';
import type { World } from '../../../src/games/phoenix/world/schema.js';

/** The real planner; the checker accepts everything, so the month's own refusals are what tests see. */
export const TEST_PORTS: MonthPorts = { planMove, checkTurn: () => [] };

export function located(orders: readonly Order[]): LocatedOrder[] {
  return orders.map((order, i) => ({ ...order, loc: { line: i + 1, column: 1, source: order.type } }));
}

export function turnOf(realm: string, ...orders: Order[]): Turn {
  return { realm, orders: located(orders) };
}

export function month(world: World, turns: Record<string, TurnInput> = {}, seed = 1) {
  return runMonth(world, new Map(Object.entries(turns)), new SeededDice(seed), DEFAULT_RULES, TEST_PORTS);
}

let cached: World | undefined;
/** A generated world with 4 realms and their starting forces (copied per call). */
export function sampleWorld(): World {
  cached ??= generateWorld({ seed: 3, realms: 4, armies: true });
  return structuredClone(cached);
}
