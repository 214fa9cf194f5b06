import { legalCommands } from '../legal.js';
import type { Bot } from './bot.js';

/** Picks uniformly among the legal commands (events offered with ready-made parameters). */
export const randomBot: Bot = {
  name: 'random',
  choose(state, random) {
    const commands = legalCommands(state);
    return commands[random(0, commands.length - 1)] ?? { type: 'draw' };
  },
};
