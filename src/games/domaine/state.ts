import type { AreaInfo, Areas } from './areas.js';
import type { TilePlacement } from './board.js';
import type { DomRules } from './rules.js';

/** The colours; two players take only two (the variant: "ne prendre que 2 couleurs"). */
export const COLOURS = ['red', 'blue', 'yellow', 'green'] as const;
export type Colour = (typeof COLOURS)[number];

export interface Alliance {
  /** The castle squares of the two allied domaines: `a` the one that made it. */
  readonly a: number;
  readonly b: number;
  /** The marked square: a third party taking it by expansion breaks the alliance. */
  readonly marker: number;
}

export type Pending =
  /** The special income rolled a 6: the player places a knight free (DOM-15). */
  | { readonly kind: 'free-knight'; readonly seat: number }
  /**
   * A domaine without castle next to domaines of one colour only: that player chooses the domaine it
   * joins; `queue` holds further new castle-less areas (a square of each) still to be settled.
   */
  | { readonly kind: 'merge'; readonly seat: number; readonly zone: number; readonly domaines: readonly number[]; readonly queue: readonly number[] };

export interface DomResult {
  readonly reason: 'king' | 'all-castles';
  /** Seat indices; more than one only when points and ducats are equal (DOM-19). */
  readonly winners: readonly number[];
  readonly scores: readonly number[];
}

export interface DomState {
  readonly rules: DomRules;
  readonly players: number;
  /** 144 terrain letters (data/tiles.ts). */
  readonly terrain: string;
  readonly layout: readonly TilePlacement[];
  /** Per square: the owner of the castle there, or -1. */
  readonly castle: readonly number[];
  /** Per square: the owner of the knight there, or -1. */
  readonly knight: readonly number[];
  readonly areas: Areas;
  readonly ducats: readonly number[];
  readonly knightsLeft: readonly number[];
  readonly castlesLeft: readonly number[];
  /** Points on the score track: the value of each player's domaines, recomputed when areas change. */
  readonly scores: readonly number[];
  readonly alliances: readonly Alliance[];
  readonly phase: 'setup' | 'play' | 'over';
  /** The seat whose turn it is (setup: who founds the next castle). */
  readonly current: number;
  /** Turns begun since setup (0 during setup). */
  readonly turn: number;
  readonly pending: Pending | null;
  readonly result: DomResult | null;
}

export const seatName = (seat: number): Colour => COLOURS[seat] as Colour;
export const seatIndex = (state: DomState, seat: string): number => {
  const i = COLOURS.indexOf(seat as Colour);
  return i >= 0 && i < state.players ? i : -1;
};

export const areaOf = (state: DomState, square: number): AreaInfo => state.areas.info[state.areas.label[square] as number] as AreaInfo;

/** A domaine: an area with exactly one castle. */
export const isDomaine = (info: AreaInfo): boolean => info.castles.length === 1;

/** The owner of the domaine a square lies in, or -1 when it lies in none. */
export function domaineOwner(state: DomState, square: number): number {
  const info = areaOf(state, square);
  return info.castles.length === 1 ? (state.castle[info.castles[0] as number] as number) : -1;
}
