import { randomLegal } from '../legal.js';
import type { Bot } from './bot.js';

/** A random legal command (legal.ts: an action kind first, then one of its legal forms). */
export const randomBot: Bot = {
  name: 'random',
  choose: (state, seat, random) => randomLegal(state, seat, random),
};
