import { InputError } from '../../kernel/problems.js';
import { parseWith } from '../../kernel/validation.js';
import { CITY_COUNT, cityIndex, ROMA } from './data/cities.js';
import { CITY_CARDS, EVENT_IDS, ROUTE_ENTRY_CARDS, cityCard } from './data/cards.js';
import { DEFAULT_RULES, optionsSchema, rulesSchema, type FallOfRomeOptions, type Rules } from './data/options.js';
import { ROLES, type Role } from './data/roles.js';
import { TRIBE_COUNT } from './data/tribes.js';
import { NO_FLAGS, type FrState } from './state.js';

export type RandomInt = (min: number, max: number) => number;

/** Fisher–Yates from the end, on a list of one's own. */
function shuffleInPlace<T>(list: T[], int: RandomInt): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = int(0, i);
    const x = list[i] as T;
    list[i] = list[j] as T;
    list[j] = x;
  }
  return list;
}

export function shuffle<T>(list: readonly T[], int: RandomInt): T[] {
  return shuffleInPlace(list.slice(), int);
}

export interface ResolvedOptions {
  readonly players: number;
  readonly pawns: number;
  readonly roles: readonly Role[];
  readonly difficulty: FrState['difficulty'];
  readonly rules: Rules;
}

/** Options checked and completed with the defaults; bad options are an InputError naming the field. */
export function resolveOptions(options: FallOfRomeOptions): ResolvedOptions {
  const parsed = parseWith(optionsSchema, options, 'options');
  // The defaults are valid and the options' schema checked each rule given: the whole set is checked
  // again (the dearest part of a setup) only for a rule given as undefined, which it lets through.
  const given = parsed.rules;
  const rules = given === undefined ? DEFAULT_RULES : Object.values(given).some((value) => value === undefined) ? parseWith(rulesSchema, { ...DEFAULT_RULES, ...given }, 'options.rules') : { ...DEFAULT_RULES, ...given };
  if (cityIndex(rules.startCity) < 0) throw new InputError([{ code: 'unknown-city', message: `there is no city "${rules.startCity}"`, where: 'rules.startCity' }], 'options');
  const pawns = parsed.players === 1 ? rules.solitairePawns : parsed.players;
  const roles = parsed.roles ?? [];
  const problems = [];
  if (roles.length > pawns) problems.push({ code: 'too-many-roles', message: `${roles.length} roles for ${pawns} pawns`, where: 'roles' });
  if (new Set(roles).size !== roles.length) problems.push({ code: 'duplicate-role', message: 'each role may be played once', where: 'roles' });
  if (problems.length > 0) throw new InputError(problems, 'options');
  return { players: parsed.players, pawns, roles, difficulty: parsed.difficulty, rules };
}

/** Seat names: p1, p2, … one per pawn (a solitaire player holds several). */
export function seatNames(pawns: number): string[] {
  return Array.from({ length: pawns }, (_, i) => `p${i + 1}`);
}

/** The size of pile `i` (0 the top) of a deck of `cards` cards split into `revolts` piles, its revolt not counted (FR-3). */
const pileSize = (cards: number, revolts: number, i: number): number => Math.floor(cards / revolts) + (i < cards % revolts ? 1 : 0);

/** Revolts spread over the deck: one in each of as many nearly equal piles (FR-3). */
function withRevolts(deck: readonly string[], revolts: number, int: RandomInt): string[] {
  if (revolts === 0) return deck.slice();
  const piles: string[][] = [];
  let start = 0;
  for (let i = 0; i < revolts; i++) {
    const size = pileSize(deck.length, revolts, i);
    const pile = deck.slice(start, start + size);
    pile.push(`revolt-${i + 1}`);
    piles.push(shuffleInPlace(pile, int));
    start += size;
  }
  // The first pile is the top of the deck, which is the end of the list.
  const stacked: string[] = [];
  for (let i = piles.length - 1; i >= 0; i--) for (const card of piles[i] as string[]) stacked.push(card);
  return stacked;
}

/** Cards in the player deck before the revolts go in: the city cards and events used, less the cards dealt. */
function cardsBeforeRevolts(rules: Rules, players: number, pawns: number): number {
  if (players === 1) return CITY_CARDS.length - rules.solitaireHand - rules.solitaireTreasury + Math.min(EVENT_IDS.length - 1, rules.solitaireEvents);
  const handSize = rules.handSizes[Math.min(players, 5)] as number;
  return CITY_CARDS.length + Math.min(EVENT_IDS.length, rules.eventsPerPlayer * pawns) - handSize * pawns;
}

/** A pile of the player deck as it stands: its cards left, and whether its revolt is still among them. */
export interface DeckPile {
  readonly size: number;
  readonly revolt: boolean;
}

/**
 * The piles left in the player deck, top first, from what everyone knows (FR-3): how the deck was
 * built, how many cards were drawn from it and how many revolts came out. The order within a pile
 * stays hidden. Null when the deck does not fit that build (a state made by hand).
 */
export function deckPiles(s: FrState): DeckPile[] | null {
  const revolts = s.rules.revoltCards[s.difficulty];
  const cards = cardsBeforeRevolts(s.rules, s.solitaire ? 1 : s.seats.length, s.seats.length);
  let revoltsLeft = 0;
  for (const card of s.playerDeck) if (card.startsWith('revolt-')) revoltsLeft += 1;
  if (revolts === 0) return revoltsLeft === 0 ? [{ size: s.playerDeck.length, revolt: false }] : null;
  // From the bottom: the piles still whole, then the one being drawn from.
  const piles: DeckPile[] = [];
  let left = s.playerDeck.length;
  for (let i = revolts - 1; i >= 0 && left > 0; i--) {
    const size = pileSize(cards, revolts, i) + 1;
    // The top pile also holds a card the Vestalis put back.
    if (left > size && i > 0) {
      piles.unshift({ size, revolt: true });
      left -= size;
    } else {
      piles.unshift({ size: left, revolt: revoltsLeft > piles.length });
      left = 0;
    }
  }
  const inPiles = piles.filter((p) => p.revolt).length;
  if (left > 0 || inPiles !== revoltsLeft || piles.some((p) => p.revolt && p.size === 0)) return null;
  return piles;
}

const CITY_CARD_IDS: readonly string[] = CITY_CARDS.map((c) => c.id);
const ROMA_CARDS: readonly string[] = CITY_CARDS.filter((c) => c.city === ROMA).map((c) => c.id);
/** The barbarian deck before its shuffle: every city card but Roma's and the route entries. */
const BARBARIAN_CARDS: readonly string[] = CITY_CARD_IDS.filter((id) => !ROMA_CARDS.includes(id) && !ROUTE_ENTRY_CARDS.includes(id));

export function setupState(options: FallOfRomeOptions, int: RandomInt): FrState {
  const o = resolveOptions(options);
  const { rules } = o;
  const solitaire = o.players === 1;
  // FR-23: solitaire plays without the Mercator and without Do ut des.
  const pool = solitaire ? ROLES.filter((r) => r !== 'mercator') : ROLES;
  const free = shuffle(pool.filter((r) => !o.roles.includes(r)), int);
  const roles = [...o.roles, ...free.slice(0, o.pawns - o.roles.length)];
  const events = shuffle(solitaire ? EVENT_IDS.filter((e) => e !== 'do-ut-des') : EVENT_IDS, int);
  const inDeck = Math.min(events.length, solitaire ? rules.solitaireEvents : rules.eventsPerPlayer * o.pawns);
  const unused = events.slice(inDeck);
  let hands: string[][];
  let treasury: string[] = [];
  let deck: string[];
  if (solitaire) {
    // FR-23: the shared hand and the treasury are dealt from the city cards before the events go in.
    let cities = shuffle(CITY_CARD_IDS, int);
    const hand = cities.slice(cities.length - rules.solitaireHand).reverse();
    cities = cities.slice(0, cities.length - rules.solitaireHand);
    treasury = cities.slice(cities.length - rules.solitaireTreasury).reverse();
    cities = cities.slice(0, cities.length - rules.solitaireTreasury);
    hands = roles.map(() => hand);
    deck = shuffle([...cities, ...events.slice(0, inDeck)], int);
  } else {
    deck = shuffle([...CITY_CARD_IDS, ...events.slice(0, inDeck)], int);
    const handSize = rules.handSizes[Math.min(o.players, 5)] as number;
    hands = roles.map(() => {
      const hand = deck.slice(deck.length - handSize).reverse();
      deck = deck.slice(0, deck.length - handSize);
      return hand;
    });
  }
  deck = withRevolts(deck, rules.revoltCards[o.difficulty], int);

  const cubes = new Array<number>(CITY_COUNT * TRIBE_COUNT).fill(0);
  const cubeSupply = rules.cubes.slice();
  const entries = shuffle(ROUTE_ENTRY_CARDS, int);
  entries.forEach((card, i) => {
    const { city, tribe } = cityCard(card) as { city: number; tribe: number };
    const n = Math.min(3 - Math.floor(i / 3), cubeSupply[tribe] as number);
    cubes[city * TRIBE_COUNT + tribe] = (cubes[city * TRIBE_COUNT + tribe] as number) + n;
    cubeSupply[tribe] = (cubeSupply[tribe] as number) - n;
  });
  const barbarianDeck = shuffle(BARBARIAN_CARDS, int);

  const start = cityIndex(rules.startCity);
  // Solitaire: each pawn in the city of its own card of the shared hand (data.md, FR-23).
  const pawns = hands.map((hand, i) => (solitaire ? (cityCard(hand[i % hand.length] ?? '')?.city ?? start) : start));
  const legions = new Array<number>(CITY_COUNT).fill(0);
  let legionSupply = rules.legions;
  for (const city of pawns) {
    const n = Math.min(solitaire ? rules.solitaireLegions : rules.startLegions, legionSupply);
    legions[city] = (legions[city] as number) + n;
    legionSupply -= n;
  }
  const forts = new Array<boolean>(CITY_COUNT).fill(false);
  forts[ROMA] = true;
  const vestalis = roles.includes('vestalis');
  return {
    rules,
    difficulty: o.difficulty,
    solitaire,
    seats: seatNames(o.pawns),
    roles,
    pawns,
    hands,
    cubes,
    legions,
    forts,
    legionSupply,
    fortSupply: rules.forts - 1,
    cubeSupply,
    playerDeck: deck,
    playerDiscard: [],
    barbarianDeck,
    barbarianDiscard: [...ROMA_CARDS, ...entries],
    barbarianStrata: [],
    treasury,
    vestalisDeck: vestalis ? unused : [],
    box: vestalis ? [] : unused,
    invasion: 0,
    decline: 0,
    allied: new Array<boolean>(TRIBE_COUNT).fill(false),
    turn: 1,
    active: 0,
    phase: 'actions',
    actionsLeft: rules.actionsPerTurn,
    flags: NO_FLAGS,
    lastBattle: null,
    revoltsLeft: 0,
    revoltsResolved: 0,
    pending: null,
    result: null,
    previous: null,
    undoBy: -1,
  };
}
