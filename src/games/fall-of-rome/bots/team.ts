import type { Bot } from './bot.js';
import { TEAM_TUNING } from './evaluate.js';
import { plannerBot, type PlannerBudget } from './planner.js';

/**
 * The team bot: the planner's search (information-set sampling, whole-turn beam, the draw and the
 * invasion played through) valued by the table plan (table-plan.ts): one collector per tribe, the
 * cards nobody may spend, and the meetings that pass them, shared by every seat of the table.
 */
export function teamBot(budget: PlannerBudget = {}): Bot {
  return { ...plannerBot({ tuning: TEAM_TUNING, ...budget }), name: 'team' };
}
