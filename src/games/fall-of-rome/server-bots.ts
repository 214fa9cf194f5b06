import type { BotAdapter } from '../../kernel/registry.js';
import { makeBot, type BotName } from './bots/index.js';
import { seatToMove } from './legal.js';
import type { FrState } from './state.js';

/**
 * The strongest first (a dropped seat's default), then the baseline and the random bot. Each
 * decides in milliseconds (npm run bench: the endgame bot's mean 4–6 ms, slowest under 0.3 s),
 * so a move never stalls the server for long. A bot is made afresh for each decision, so a match
 * replays alike whichever process moved it.
 */
const SERVER_BOTS: readonly BotName[] = ['endgame', 'heuristic', 'random'];

/** How the server lets bots play Fall of Rome seats. */
export const fallOfRomeServerBots: BotAdapter = {
  names: SERVER_BOTS,
  seatToMove: (state) => seatToMove(state as FrState),
  choose: (bot, state, random) => makeBot(bot as BotName).choose(state as FrState, random),
};
