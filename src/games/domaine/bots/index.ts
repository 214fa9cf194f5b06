import type { Bot } from './bot.js';
import { heuristicBot } from './heuristic.js';
import { mctsBot } from './mcts.js';
import { randomBot } from './random.js';

export const BOT_NAMES = ['random', 'heuristic', 'mcts'] as const;
export type BotName = (typeof BOT_NAMES)[number];

export function isBotName(name: string): name is BotName {
  return (BOT_NAMES as readonly string[]).includes(name);
}

/** A bot by name; MCTS takes its budget in playouts per decision. */
export function makeBot(name: BotName, mctsIterations = 100): Bot {
  if (name === 'random') return randomBot;
  if (name === 'heuristic') return heuristicBot;
  return mctsBot({ iterations: mctsIterations });
}
