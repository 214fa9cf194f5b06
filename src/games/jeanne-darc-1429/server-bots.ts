import type { BotAdapter } from '../../kernel/registry.js';
import { makeBot, type BotName } from './bots/index.js';
import { seatToMove } from './legal.js';
import type { JdaState } from './state.js';

/** The quick bots only, so that a move never stalls the server. */
const SERVER_BOTS: readonly BotName[] = ['random', 'heuristic'];

/** How the server lets bots play Jeanne d'Arc seats: the bot of the seat the game waits for. */
export const jeanneDarcServerBots: BotAdapter = {
  names: SERVER_BOTS,
  seatToMove: (state) => seatToMove(state as JdaState),
  choose(bot, state, random) {
    const s = state as JdaState;
    const seat = seatToMove(s);
    if (seat === undefined) throw new Error('the game waits for nobody');
    return makeBot(bot as BotName).choose(s, seat, random);
  },
};
