import type { Power } from '../../src/games/jeanne-darc-1429/powers.js';
import { parseState, type JdaState } from '../../src/games/jeanne-darc-1429/state.js';

/** A small phase-4 state: the given players in that turn order, each with money and an empty hand, France holding Paris. */
export function buyingState(order: Power[], money = 20): JdaState {
  return parseState({
    round: 2,
    phase: 'buying',
    turnOrder: order,
    lastFirstPlayer: null,
    players: order.map((power) => ({ power, money, influence: 0, hand: [] })),
    cities: { paris: { owner: 'france', defence: 'garrison' } },
    deck: ['siege-3', 'siege-4', 'siege-5', 'siege-6'],
    discard: [],
    buying: { next: 0, castleBuilders: [] },
  });
}
