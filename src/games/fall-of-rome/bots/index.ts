import type { Bot } from './bot.js';
import { endgameBot } from './endgame.js';
import { heuristicBot } from './heuristic.js';
import { mctsBot } from './mcts.js';
import { plannerBot } from './planner.js';
import { randomBot } from './random.js';
import { teamBot } from './team.js';

export const BOT_NAMES = ['random', 'heuristic', 'mcts', 'planner', 'team', 'endgame'] as const;
export type BotName = (typeof BOT_NAMES)[number];

/** A bot by name; MCTS takes its budget in iterations per decision. */
export function makeBot(name: BotName, mctsIterations = 100): Bot {
  if (name === 'random') return randomBot;
  if (name === 'heuristic') return heuristicBot;
  if (name === 'planner') return plannerBot();
  if (name === 'team') return teamBot();
  if (name === 'endgame') return endgameBot();
  return mctsBot({ iterations: mctsIterations });
}
