import { isEvent, isRevolt } from '../data/cards.js';
import { deckPiles, shuffle } from '../setup.js';
import { barbarianPiles, type FrState } from '../state.js';
import { afterTopReveal } from '../strata.js';
import type { RandomInt } from './bot.js';

const sorted = (cards: readonly string[]): string[] => cards.slice().sort();

/*
 * A bot deals the same state again for every command it weighs: what does not depend on the
 * random stream (the sorted pools, the piles) is worked out once per state. States are never
 * changed in place, so a state is its own key.
 */
const barbarianPartsOf = new WeakMap<FrState, readonly (readonly string[])[]>();
const playerPilesOf = new WeakMap<FrState, { readonly revolts: readonly string[]; readonly piles: ReturnType<typeof deckPiles> }>();
const poolsOf = new WeakMap<FrState, Map<number, Pools>>();

/**
 * The barbarian deck in an order nobody knows but consistent with what everyone knows (FR-28):
 * each known pile on top shuffled within itself, the cards below them shuffled among themselves.
 * Each part is sorted first, so the result depends only on what is public and on `random`.
 */
export function shuffledBarbarianDeck(s: FrState, random: RandomInt): string[] {
  const [bottom, ...tops] = barbarianParts(s);
  const out = shuffle(bottom as string[], random);
  const shuffled = tops.map((part) => shuffle(part, random));
  for (let i = shuffled.length - 1; i >= 0; i--) out.push(...(shuffled[i] as string[]));
  return out;
}

/** The barbarian deck's parts, each sorted: the unknown rest, then the known piles from the top one down. */
function barbarianParts(s: FrState): readonly (readonly string[])[] {
  const cached = barbarianPartsOf.get(s);
  if (cached !== undefined) return cached;
  const deck = s.barbarianDeck;
  const piles = barbarianPiles(s);
  const known = piles.reduce((a, b) => a + b, 0);
  const parts: string[][] = [sorted(deck.slice(0, deck.length - known))];
  let end = deck.length;
  for (const n of piles) {
    parts.push(sorted(deck.slice(end - n, end)));
    end -= n;
  }
  barbarianPartsOf.set(s, parts);
  return parts;
}

/** Whether the viewer is asked to reorder the top of the barbarian deck (Melius cavere): it has seen those cards. */
function viewerSeesTop(s: FrState, viewer: number): boolean {
  return s.pending?.kind === 'reorder' && s.pending.seat === viewer;
}

/** The barbarian deck with the top cards the viewer was shown in place, the rest dealt again. */
function withTopKept(s: FrState, random: RandomInt): string[] {
  const shown = s.pending?.kind === 'reorder' ? s.pending.cards.length : 0;
  let strata = barbarianPiles(s);
  for (let i = 0; i < shown; i++) strata = afterTopReveal(strata);
  const below = s.barbarianDeck.slice(0, s.barbarianDeck.length - shown);
  return [...shuffledBarbarianDeck({ ...s, barbarianDeck: below, barbarianStrata: strata }, random), ...s.barbarianDeck.slice(below.length)];
}

/**
 * The player deck dealt again: `cards` (its cards other than revolts, in a random order) laid into
 * the piles everyone knows it still holds, each pile's revolt at a random place in its pile (FR-3).
 */
export function stackedPlayerDeck(s: FrState, cards: readonly string[], random: RandomInt): string[] {
  let known = playerPilesOf.get(s);
  if (known === undefined) {
    known = { revolts: s.playerDeck.filter(isRevolt).sort(), piles: deckPiles(s) };
    playerPilesOf.set(s, known);
  }
  const { revolts, piles } = known;
  if (piles === null) return shuffle([...cards, ...revolts], random);
  const top: string[] = [];
  let next = 0;
  let r = 0;
  for (const pile of piles) {
    const n = pile.size - (pile.revolt ? 1 : 0);
    const part = cards.slice(next, next + n);
    next += n;
    if (pile.revolt) part.splice(random(0, n), 0, revolts[r++] as string);
    top.push(...part);
  }
  return top.reverse();
}

/**
 * One possible truth behind what seat `viewer` may see (view.ts): the cards hidden from it — the
 * player deck, the Vestalis's deck unless it is hers, the unused events in the box, and other
 * hands when hands are closed — are pooled in a fixed (sorted) order and dealt again from
 * `random`, events only where only events lie; the orders of every deck are shuffled as far as
 * they are unknown (the revolts one to a pile, FR-3; the barbarian deck within its piles, FR-28). The result
 * depends only on the seat's view and the random stream, so a bot that searches on it cannot peek
 * (information-set sampling). The undo history is dropped: it may hold hidden cards.
 */
export function determiniseFor(s: FrState, viewer: number, random: RandomInt): FrState {
  const pools = poolsFor(s, viewer);
  const events = shuffle(pools.events, random);
  // Slots that hold only events (the Vestalis's deck, the box's unused events) are filled first.
  const vestalisDeck = pools.ownVestalisDeck !== null ? shuffle(pools.ownVestalisDeck, random) : events.splice(0, s.vestalisDeck.length);
  const unused = events.splice(0, pools.boxEvents);
  const rest = shuffle(mergeSorted(pools.others, events.sort()), random);
  const hands = s.hands.map((hand, seat) => (pools.closed[seat] ? rest.splice(0, hand.length) : hand));
  return {
    ...s,
    hands,
    playerDeck: stackedPlayerDeck(s, rest, random),
    vestalisDeck,
    box: [...pools.boxOthers, ...unused],
    barbarianDeck: viewerSeesTop(s, viewer) ? withTopKept(s, random) : shuffledBarbarianDeck(s, random),
    previous: null,
  };
}

/** The hidden cards of a state as one viewer sees them, sorted: what determiniseFor deals again. */
interface Pools {
  readonly closed: readonly boolean[];
  readonly events: readonly string[];
  readonly others: readonly string[];
  /** The Vestalis's deck when it is the viewer's (shuffled apart), else null. */
  readonly ownVestalisDeck: readonly string[] | null;
  readonly boxEvents: number;
  readonly boxOthers: readonly string[];
}

function poolsFor(s: FrState, viewer: number): Pools {
  let byViewer = poolsOf.get(s);
  if (byViewer === undefined) {
    byViewer = new Map();
    poolsOf.set(s, byViewer);
  }
  const cached = byViewer.get(viewer);
  if (cached !== undefined) return cached;
  const ownsVestalisDeck = s.roles[viewer] === 'vestalis';
  // Solitaire's roles share one hand (FR-23): it is the viewer's own.
  const closed = s.hands.map((_, seat) => !s.rules.openHands && !s.solitaire && seat !== viewer);
  const boxEvents = s.box.filter(isEvent);
  const pool: string[] = [...s.playerDeck.filter((c) => !isRevolt(c)), ...(ownsVestalisDeck ? [] : s.vestalisDeck), ...boxEvents];
  s.hands.forEach((hand, seat) => {
    if (closed[seat]) pool.push(...hand);
  });
  const pools: Pools = {
    closed,
    events: sorted(pool.filter(isEvent)),
    others: sorted(pool.filter((c) => !isEvent(c))),
    ownVestalisDeck: ownsVestalisDeck ? sorted(s.vestalisDeck) : null,
    boxEvents: boxEvents.length,
    boxOthers: s.box.filter((c) => !isEvent(c)),
  };
  byViewer.set(viewer, pools);
  return pools;
}

/** Two sorted lists as one sorted list (the order of Array.prototype.sort: by UTF-16 code units). */
function mergeSorted(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push((b[j] as string) < (a[i] as string) ? (b[j++] as string) : (a[i++] as string));
  while (i < a.length) out.push(a[i++] as string);
  while (j < b.length) out.push(b[j++] as string);
  return out;
}
