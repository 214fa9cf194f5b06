import { randomLegal } from '../legal.js';
import type { Bot } from './bot.js';

/** Picks uniformly among the legal commands (legal.ts: bounded candidate lists, checked by the rule set). */
export const randomBot: Bot = {
  name: 'random',
  choose(state, seat, random) {
    const command = randomLegal(state, seat, random);
    if (command === undefined) throw new Error(`no legal command for ${seat} (${state.pending?.kind ?? 'nothing pending'})`);
    return command;
  },
};
