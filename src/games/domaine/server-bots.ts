import type { BotAdapter } from '../../kernel/registry.js';
import { makeBot, type BotName } from './bots/index.js';
import { seatToMove } from './legal.js';
import { seatIndex, type DomState } from './state.js';

/** The quick bots only, so that a move never stalls the server. */
const SERVER_BOTS: readonly BotName[] = ['random', 'heuristic'];

export const domaineServerBots: BotAdapter = {
  names: SERVER_BOTS,
  seatToMove: (state) => seatToMove(state as DomState),
  choose(bot, state, random) {
    const s = state as DomState;
    const seat = seatToMove(s);
    if (seat === undefined) throw new Error('the game waits for nobody');
    return makeBot(bot as BotName).choose(s, seatIndex(s, seat), random);
  },
};
