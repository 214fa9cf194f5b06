import type { Difficulty, Rules } from './data/options.js';
import type { Role } from './data/roles.js';
import { CITY_COUNT } from './data/cities.js';
import { TRIBE_COUNT } from './data/tribes.js';

export type Phase = 'actions' | 'draw' | 'invade' | 'over';

/** A choice the rules wait for inside a resolution; only `seat` may answer it. */
export type Pending =
  /** Battle removals that mix colours: which barbarians go. */
  | { readonly kind: 'remove'; readonly seat: number; readonly city: number; readonly count: number }
  /** Over the hand limit: discard (or play an event). */
  | { readonly kind: 'discard'; readonly seat: number }
  /** Vestalis drew 3: which one goes back on the player deck. */
  | { readonly kind: 'put-back'; readonly seat: number; readonly cards: readonly string[]; readonly secret: boolean }
  /** Melius cavere: the new order of the top barbarian cards (and which to remove, when corrupt). */
  | { readonly kind: 'reorder'; readonly seat: number; readonly cards: readonly string[]; readonly remove: boolean }
  /** Between two revolts drawn together: events may be played, then the second resolves. */
  | { readonly kind: 'second-revolt'; readonly seat: number };

export interface TurnFlags {
  readonly mercatorTraded: boolean;
  readonly reginaEnlisted: boolean;
  /** Alea iacta est: the dice of the next battle (once) or of every battle this turn may be set. */
  readonly setDice: 'none' | 'once' | 'turn';
  /** Abundans cautela: invasion cards fewer this turn, or none at all. */
  readonly fewerInvasions: number;
  readonly skipInvasion: boolean;
}

export const NO_FLAGS: TurnFlags = { mercatorTraded: false, reginaEnlisted: false, setDice: 'none', fewerInvasions: 0, skipInvasion: false };

export type Outcome = 'won' | 'lost';
export type Cause =
  | 'all-tribes-allied'
  | 'no-hostile-barbarians'
  | 'player-deck-empty'
  | 'decline'
  | 'roma-sacked'
  | 'cubes-exhausted';

export interface Result {
  readonly outcome: Outcome;
  readonly cause: Cause;
  /** The tribe whose cubes ran out, for that cause. */
  readonly tribe?: number;
}

/**
 * The whole state, plain JSON. Cities and tribes are indices (data/cities.ts, data/tribes.ts);
 * `cubes[city * 5 + tribe]`. Decks list cards bottom first, so the top is the last element.
 * Updates share every array they do not change (D-8).
 */
export interface FrState {
  readonly rules: Rules;
  readonly difficulty: Difficulty;
  readonly solitaire: boolean;
  readonly seats: readonly string[];
  readonly roles: readonly Role[];
  readonly pawns: readonly number[];
  readonly hands: readonly (readonly string[])[];
  readonly cubes: readonly number[];
  readonly legions: readonly number[];
  readonly forts: readonly boolean[];
  readonly legionSupply: number;
  readonly fortSupply: number;
  readonly cubeSupply: readonly number[];
  readonly playerDeck: readonly string[];
  readonly playerDiscard: readonly string[];
  readonly barbarianDeck: readonly string[];
  readonly barbarianDiscard: readonly string[];
  /**
   * The piles shuffled onto the barbarian deck since its last shuffle as a whole, top first, by
   * size (FR-28): everyone saw their cards in the discard, so which cards lie on top is public,
   * their order is not. The cards below these piles are in an order nobody knows.
   */
  readonly barbarianStrata: readonly number[];
  /** Solitaire: city cards kept face up beside the board (FR-23); empty otherwise. */
  readonly treasury: readonly string[];
  /** The Vestalis's private deck of unused events (empty without her). */
  readonly vestalisDeck: readonly string[];
  /** Cards out of the game: resolved revolts, unused events, barbarian cards removed by Melius cavere. */
  readonly box: readonly string[];
  /** Step on the invasion track (and so the recruitment track). */
  readonly invasion: number;
  readonly decline: number;
  readonly allied: readonly boolean[];
  readonly turn: number;
  readonly active: number;
  readonly phase: Phase;
  readonly actionsLeft: number;
  readonly flags: TurnFlags;
  /** The last battle this turn, for Vae victis. */
  readonly lastBattle: { readonly city: number; readonly removed: number } | null;
  readonly revoltsLeft: number;
  readonly revoltsResolved: number;
  readonly pending: Pending | null;
  readonly result: Result | null;
  /** The state before the last command that may still be undone (FR-14), and who gave it. */
  readonly previous: FrState | null;
  readonly undoBy: number;
}

export function cubesAt(state: FrState, city: number, tribe: number): number {
  return state.cubes[city * TRIBE_COUNT + tribe] as number;
}

export function cubesIn(state: FrState, city: number): number {
  let n = 0;
  const base = city * TRIBE_COUNT;
  for (let t = 0; t < TRIBE_COUNT; t++) n += state.cubes[base + t] as number;
  return n;
}

/** Barbarians of tribes not allied in `city`: the ones the second way to win must clear. */
export function hostileAt(s: FrState, city: number): number {
  let n = 0;
  for (let t = 0; t < TRIBE_COUNT; t++) if (!s.allied[t]) n += s.cubes[city * TRIBE_COUNT + t] as number;
  return n;
}

/** Barbarians of tribes not allied on the whole board. */
export function hostileTotal(s: FrState): number {
  let n = 0;
  for (let c = 0; c < CITY_COUNT; c++) n += hostileAt(s, c);
  return n;
}

export function invasionRate(state: FrState): number {
  const track = state.rules.invasionTrack;
  return track[Math.min(state.invasion, track.length - 1)] as number;
}

export function recruitmentRate(state: FrState): number {
  const track = state.rules.recruitmentTrack;
  return track[Math.min(state.invasion, track.length - 1)] as number;
}

/**
 * The known piles on top of the barbarian deck (FR-28), top first, cut to the deck's length (a
 * state built by hand may hold a shorter deck than its piles).
 */
export function barbarianPiles(s: FrState): number[] {
  const piles: number[] = [];
  let left = s.barbarianDeck.length;
  for (const n of s.barbarianStrata) {
    if (left <= 0) break;
    const take = Math.min(n, left);
    if (take > 0) piles.push(take);
    left -= take;
  }
  return piles;
}

/** The hand `seat` plays from; in solitaire every role shares the one hand (FR-23). */
export function handOf(state: FrState, seat: number): readonly string[] {
  return state.hands[seat] as readonly string[];
}

export function seatIndex(state: FrState, seat: string): number {
  return state.seats.indexOf(seat);
}

/** Whether a pawn stands in `city`. */
export function pawnIn(state: FrState, city: number): boolean {
  return state.pawns.includes(city);
}

export type Draft = { -readonly [K in keyof FrState]: FrState[K] };

/**
 * A fresh shallow copy to change before it is returned. A literal with every field keeps one
 * hidden class for all states, several times faster than a spread of this many fields (D-8).
 */
export function copyState(s: FrState): Draft {
  return {
    rules: s.rules,
    difficulty: s.difficulty,
    solitaire: s.solitaire,
    seats: s.seats,
    roles: s.roles,
    pawns: s.pawns,
    hands: s.hands,
    cubes: s.cubes,
    legions: s.legions,
    forts: s.forts,
    legionSupply: s.legionSupply,
    fortSupply: s.fortSupply,
    cubeSupply: s.cubeSupply,
    playerDeck: s.playerDeck,
    playerDiscard: s.playerDiscard,
    barbarianDeck: s.barbarianDeck,
    barbarianDiscard: s.barbarianDiscard,
    barbarianStrata: s.barbarianStrata,
    treasury: s.treasury,
    vestalisDeck: s.vestalisDeck,
    box: s.box,
    invasion: s.invasion,
    decline: s.decline,
    allied: s.allied,
    turn: s.turn,
    active: s.active,
    phase: s.phase,
    actionsLeft: s.actionsLeft,
    flags: s.flags,
    lastBattle: s.lastBattle,
    revoltsLeft: s.revoltsLeft,
    revoltsResolved: s.revoltsResolved,
    pending: s.pending,
    result: s.result,
    previous: s.previous,
    undoBy: s.undoBy,
  };
}
