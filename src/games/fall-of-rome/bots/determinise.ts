import { isEvent } from '../data/cards.js';
import { shuffle } from '../setup.js';
import type { FrState } from '../state.js';
import type { RandomInt } from './bot.js';

const sorted = (cards: readonly string[]): string[] => cards.slice().sort();

/**
 * One possible truth behind what seat `viewer` may see (view.ts): the cards hidden from it — the
 * player deck, the Vestalis's deck unless it is hers, the unused events in the box, and other
 * hands when hands are closed — are pooled in a fixed (sorted) order and dealt again from
 * `random`, events only where only events lie; the orders of every deck are shuffled. The result
 * depends only on the seat's view and the random stream, so a bot that searches on it cannot peek
 * (information-set sampling). The undo history is dropped: it may hold hidden cards.
 */
export function determiniseFor(s: FrState, viewer: number, random: RandomInt): FrState {
  const ownsVestalisDeck = s.roles[viewer] === 'vestalis';
  const closed = s.hands.map((_, seat) => !s.rules.openHands && seat !== viewer);
  const boxEvents = s.box.filter(isEvent);
  const pool: string[] = [...s.playerDeck, ...(ownsVestalisDeck ? [] : s.vestalisDeck), ...boxEvents];
  s.hands.forEach((hand, seat) => {
    if (closed[seat]) pool.push(...hand);
  });
  const events = shuffle(sorted(pool.filter(isEvent)), random);
  // Slots that hold only events (the Vestalis's deck, the box's unused events) are filled first.
  const vestalisDeck = ownsVestalisDeck ? shuffle(sorted(s.vestalisDeck), random) : events.splice(0, s.vestalisDeck.length);
  const unused = events.splice(0, boxEvents.length);
  const rest = shuffle([...sorted(pool.filter((c) => !isEvent(c))), ...events].sort(), random);
  const hands = s.hands.map((hand, seat) => (closed[seat] ? rest.splice(0, hand.length) : hand));
  const box = [...s.box.filter((c) => !isEvent(c)), ...unused];
  return {
    ...s,
    hands,
    playerDeck: rest,
    vestalisDeck,
    box,
    barbarianDeck: shuffle(sorted(s.barbarianDeck), random),
    previous: null,
  };
}
