import { makeBot, type BotName } from '../../games/fall-of-rome/bots/index.js';
import { seatToMove } from '../../games/fall-of-rome/legal.js';
import type { FrState } from '../../games/fall-of-rome/state.js';

/**
 * What the server needs to let bots play a game's seats. The rule-set contract knows nothing of
 * bots, so each game that has them gets an adapter here (decision D-10).
 */
export interface BotAdapter {
  /** Bots the server runs: the quick ones, so that a move never stalls the server. */
  readonly names: readonly string[];
  /** The seat that must act now, or undefined when the game is over. */
  seatToMove(state: unknown): string | undefined;
  /** The bot's command for the seat to move. */
  choose(bot: string, state: unknown, random: (min: number, max: number) => number): unknown;
}

const SERVER_BOTS: readonly BotName[] = ['random', 'heuristic'];

const fallOfRome: BotAdapter = {
  names: SERVER_BOTS,
  seatToMove: (state) => seatToMove(state as FrState),
  choose: (bot, state, random) => makeBot(bot as BotName).choose(state as FrState, random),
};

const ADAPTERS: Readonly<Record<string, BotAdapter>> = { 'fall-of-rome': fallOfRome };

export function botAdapter(game: string): BotAdapter | undefined {
  return ADAPTERS[game];
}
