import type { FrCommand } from '../../src/games/fall-of-rome/commands.js';
import { cityCard, isEvent } from '../../src/games/fall-of-rome/data/cards.js';
import { CITY_NAMES } from '../../src/games/fall-of-rome/data/cities.js';
import { TRIBES } from '../../src/games/fall-of-rome/data/tribes.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';

/** A command of any kind with parameters drawn at random from wide ranges — most of them illegal. */
export function anyCommand(s: FrState, seat: number, pick: (n: number) => number): FrCommand {
  const one = <T,>(items: readonly T[]): T => items[pick(items.length)] as T;
  const maybe = <T,>(items: readonly T[]): T | undefined => (pick(2) === 0 ? undefined : one(items));
  const hand = s.hands[seat] as string[];
  const city = () => one(CITY_NAMES);
  const tribe = () => one(TRIBES) as string;
  const legions = maybe([0, 1, 2, 3]);
  const escort = pick(3) === 0 ? { barbarians: pick(2) === 0 ? { [tribe()]: 1 + pick(3) } : { [tribe()]: 1, [tribe()]: 1 } } : {};
  const card = maybe(hand);
  const other = one([...s.seats, 'treasury']);
  const L = legions === undefined ? {} : { legions };
  const type = one(['march', 'sail', 'build-fort', 'battle', 'conspire', 'trade', 'ally', 'enlist', 'reinforce', 'levy', 'transfer', 'consult', 'draw', 'reorder', 'remove', 'event'] as const);
  switch (type) {
    case 'march':
      return { type, to: city(), ...L, ...escort };
    case 'sail':
      return { type, to: city(), ...(card ? { card } : {}), ...L, ...escort };
    case 'build-fort':
      return { type, ...(card ? { card } : {}), ...(pick(2) === 0 ? {} : { from: city() }) };
    case 'battle':
      return { type, ...(pick(2) === 0 ? {} : { dice: 1 + pick(3) }) };
    case 'conspire':
    case 'trade': {
      const theirs = other === 'treasury' ? s.treasury : (s.hands[s.seats.indexOf(other)] ?? []);
      const direction = one(['give', 'take'] as const);
      return { type, with: other, card: one(direction === 'give' ? hand : theirs.length > 0 ? theirs : hand), direction };
    }
    case 'ally': {
      const t = pick(5);
      const cards = hand.filter((c) => cityCard(c)?.tribe === t);
      return { type, tribe: TRIBES[t] as string, cards: cards.filter(() => pick(4) > 0) };
    }
    case 'enlist':
      return { type, tribe: tribe(), ...(card ? { card } : {}), ...L };
    case 'reinforce':
      return { type, city: city() };
    case 'levy':
      return { type, card: one(hand), ...(pick(2) === 0 ? {} : { legions: pick(3) }) };
    case 'transfer':
      return { type, to: city(), card: one(hand), ...L };
    case 'consult':
      return { type, card: one(hand) };
    case 'draw':
      return pick(2) === 0 ? { type } : { type, three: true };
    case 'reorder': {
      const cards = s.pending?.kind === 'reorder' ? s.pending.cards.slice() : [];
      for (let i = cards.length - 1; i > 0; i--) {
        const j = pick(i + 1);
        [cards[i], cards[j]] = [cards[j] as string, cards[i] as string];
      }
      return pick(2) === 0 ? { type, order: cards } : { type, order: cards.slice(1), remove: cards[0] as string };
    }
    case 'remove':
      return { type, tribes: Array.from({ length: 1 + pick(3) }, tribe) };
    case 'event': {
      const events = hand.filter(isEvent);
      const base = { type, card: events.length > 0 ? one(events) : 'carpe-diem', corrupt: pick(2) === 0 };
      return one<FrCommand>([
        base,
        { ...base, to: city(), ...L, ...escort, ...(pick(2) === 0 ? {} : { dice: 1 + pick(2) }), ...(pick(3) === 0 ? { set: Array.from({ length: 1 + pick(3) }, () => 1 + pick(6)) } : {}) },
        { ...base, city: city(), ...(pick(2) === 0 ? {} : { pawn: one(s.seats), ...L }) },
        { ...base, cities: [city(), city()].slice(pick(2)) },
        { ...base, take: one(s.playerDiscard.length > 0 ? s.playerDiscard : hand) },
        { ...base, moves: [{ seat: one(s.seats), to: city(), ...L }] },
        { ...base, a: one(s.seats), aCard: one(hand), b: one(s.seats), bCard: one(s.hands[pick(s.seats.length)] ?? hand) },
      ]);
    }
  }
}
