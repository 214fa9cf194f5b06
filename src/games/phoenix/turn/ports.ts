import { planMove } from '../movement/plan.js';
import { checkTurn } from '../orders/check.js';
import type { MonthPorts } from './context.js';

/** The real order checker and movement planner (orders/check.ts, movement/plan.ts). */
export const DEFAULT_PORTS: MonthPorts = {
  planMove,
  checkTurn: (world, turn, rules) => checkTurn(world, turn, rules),
};
