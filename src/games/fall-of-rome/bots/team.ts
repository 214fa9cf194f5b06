import type { Bot } from './bot.js';
import { TEAM_TUNING } from './evaluate.js';
import { plannerBot, type PlannerBudget } from './planner.js';
import { spendsReserved } from './table-plan.js';

/**
 * The team bot: the planner's search (information-set sampling, whole-turn beam, the draw and the
 * invasion played through) valued by the table plan (table-plan.ts): one collector per tribe, the
 * cards nobody may spend (no plan pays a voyage, fort or levy with one), and the meetings that
 * pass them, shared by every seat of the table.
 */
export function teamBot(budget: PlannerBudget = {}): Bot {
  return { ...plannerBot({ tuning: TEAM_TUNING, forbid: spendsReserved, ...budget }), name: 'team' };
}
