import { planMove } from '../../movement/plan.js';
import { checkOrders } from '../../orders/check-orders.js';
import type { MonthPorts } from './context.js';

/**
 * The real order checker and movement planner (orders/check-orders.ts, movement/plan.ts). The month plans
 * every move on the live state in B8, so the checker leaves the paths to it (P-90).
 */
export const DEFAULT_PORTS: MonthPorts = {
  planMove,
  checkTurn: (world, turn, rules, lang = 'de') => checkOrders(world, turn, rules, lang),
};
