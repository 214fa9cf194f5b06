import type { BotAdapter } from '../../kernel/registry.js';
import { makeBot, type BotName } from './bots/index.js';
import { seatToMove } from './legal.js';
import type { FrState } from './state.js';

/** The quick bots only, so that a move never stalls the server. */
const SERVER_BOTS: readonly BotName[] = ['random', 'heuristic'];

/** How the server lets bots play Fall of Rome seats. */
export const fallOfRomeServerBots: BotAdapter = {
  names: SERVER_BOTS,
  seatToMove: (state) => seatToMove(state as FrState),
  choose: (bot, state, random) => makeBot(bot as BotName).choose(state as FrState, random),
};
