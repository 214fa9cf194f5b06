import { EDGES, EDGE_A, EDGE_B, H_EDGES, LINKS as BOARD_LINKS, NEIGHBOURS, NEIGHBOUR_EDGES, SIZE, SQUARES, edgeSquares } from './board.js';

/** A module-local name for the neighbour table: read in the hottest loops. */
const LINKS = BOARD_LINKS;

/** What an area holds: its squares, points (before mines), mines by kind G S C J, castle squares ascending. */
export interface AreaInfo {
  readonly size: number;
  readonly value: number;
  readonly mines: readonly number[];
  readonly castles: readonly number[];
}

/**
 * The board's areas: squares joined through edges without border. Kept up to date step by step
 * (a border placed or removed touches only the areas on its two sides), never by a whole-board pass.
 */
export interface Areas {
  /** 264 edges: 1 where a border stands. */
  readonly borders: number[];
  /** The area label of each square. */
  readonly label: number[];
  readonly info: Record<number, AreaInfo>;
  /** The next fresh label: every label in `info` is below it (loops over areas count up to it, ascending). */
  readonly next: number;
}

/** What squares are worth and where castles stand: a state (or a draft of one) is one. */
export interface AreaContext {
  /** 144 terrain letters (data/tiles.ts). */
  readonly terrain: string;
  /** Points of a forest, a village and the royal city (rules.ts); other squares are worth nothing. */
  readonly rules: { readonly values: { readonly forest: number; readonly village: number; readonly city: number } };
  /** Owner seat index of the castle on each square, or -1. */
  readonly castle: readonly number[];
}

const FOREST = 'F'.charCodeAt(0);
const VILLAGE = 'V'.charCodeAt(0);
const CITY = 'R'.charCodeAt(0);
/** Mine kind by letter code: gold, silver, copper, gems (data/tiles.ts MINE_LETTERS), else -1. A table built at load. */
const MINE_KIND: Int8Array = (() => {
  const kinds = new Int8Array(128).fill(-1);
  ['G', 'S', 'C', 'J'].forEach((letter, kind) => (kinds[letter.charCodeAt(0)] = kind));
  return kinds;
})();

/** Points of the square with letter code `t`. */
export function pointsOf(t: number, values: AreaContext['rules']['values']): number {
  return t === FOREST ? values.forest : t === VILLAGE ? values.village : t === CITY ? values.city : 0;
}

/** Mine kind 0–3 of the square with letter code `t`, or -1. */
export const mineOf = (t: number): number => (t < 128 ? (MINE_KIND[t] as number) : -1);

/** A working copy that the functions below change in place. */
export type MutableAreas = { -readonly [K in keyof Areas]: Areas[K] };

export function copyAreas(a: Areas): MutableAreas {
  return { borders: a.borders.slice(), label: a.label.slice(), info: { ...a.info }, next: a.next };
}

/**
 * Which parts of a working copy are its own, written in place, rather than still the arrays of the
 * areas it was copied from (copied on their first write): the borders, and the labels with the info.
 */
export interface AreaOwnership {
  borders: boolean;
  labels: boolean;
}

/** A working copy from copyAreas: every part its own. */
const OWNED: AreaOwnership = Object.freeze({ borders: true, labels: true }) as AreaOwnership;

function ownBorders(w: MutableAreas, own: AreaOwnership): void {
  if (own.borders) return;
  w.borders = w.borders.slice();
  own.borders = true;
}

/** The labelling part of a working copy: what a cut writes. */
type Labels = Pick<MutableAreas, 'label' | 'info' | 'next'>;

function ownLabels(w: Labels, own: AreaOwnership): void {
  if (own.labels) return;
  w.label = w.label.slice();
  w.info = { ...w.info };
  own.labels = true;
}

function summarise(ctx: AreaContext, squares: readonly number[]): AreaInfo {
  let value = 0;
  const mines = [0, 0, 0, 0];
  const castles: number[] = [];
  const { terrain, castle } = ctx;
  const values = ctx.rules.values;
  for (let i = 0; i < squares.length; i++) {
    const s = squares[i] as number;
    const t = terrain.charCodeAt(s);
    value += pointsOf(t, values);
    const m = mineOf(t);
    if (m >= 0) mines[m] = (mines[m] as number) + 1;
    if ((castle[s] as number) >= 0) castles.push(s);
  }
  if (castles.length > 1) castles.sort((x, y) => x - y);
  return { size: squares.length, value, mines, castles };
}

function minus(whole: AreaInfo, part: AreaInfo): AreaInfo {
  const gone = part.castles;
  const wm = whole.mines;
  const pm = part.mines;
  return {
    size: whole.size - part.size,
    value: whole.value - part.value,
    mines: [(wm[0] as number) - (pm[0] as number), (wm[1] as number) - (pm[1] as number), (wm[2] as number) - (pm[2] as number), (wm[3] as number) - (pm[3] as number)],
    castles: gone.length === 0 ? whole.castles.slice() : whole.castles.filter((c) => !gone.includes(c)),
  };
}

function plus(a: AreaInfo, b: AreaInfo): AreaInfo {
  const am = a.mines;
  const bm = b.mines;
  return {
    size: a.size + b.size,
    value: a.value + b.value,
    mines: [(am[0] as number) + (bm[0] as number), (am[1] as number) + (bm[1] as number), (am[2] as number) + (bm[2] as number), (am[3] as number) + (bm[3] as number)],
    castles: [...a.castles, ...b.castles].sort((x, y) => x - y),
  };
}

/** The board without borders: one area. */
export function initialAreas(ctx: AreaContext): Areas {
  const all: number[] = [];
  for (let s = 0; s < SQUARES; s++) all.push(s);
  return { borders: new Array<number>(EDGES).fill(0), label: new Array<number>(SQUARES).fill(0), info: { 0: summarise(ctx, all) }, next: 1 };
}

/** Squares reached by a search (tests show with it that a border's cost follows the area it touches). */
export interface SearchWork {
  squares: number;
}

/** Words of 16 squares each for a search's marks: a few small integers per search instead of a shared array. */
const noMarks = (): number[] => [0, 0, 0, 0, 0, 0, 0, 0, 0];

/**
 * Searches from both sides of a new border on `e` at once, one square each in turn, the borders on
 * `e`, `x1` and `x2` (-1: none) counted as standing whether or not `borders` has them yet. If one side runs out first it is
 * cut off: its squares are returned. If the searches meet, the area is still one (null). Either way
 * the work is bounded by twice the smaller side, or by the way round: the area touched.
 */
function cutOff(borders: readonly number[], e: number, x1: number, x2: number, a: number, b: number, work?: SearchWork): number[] | null {
  const seenA = noMarks();
  const seenB = noMarks();
  const qa = [a];
  const qb = [b];
  seenA[a >> 4] = 1 << (a & 15);
  seenB[b >> 4] = (seenB[b >> 4] as number) | (1 << (b & 15));
  let ia = 0;
  let ib = 0;
  for (;;) {
    if (ia >= qa.length) return qa;
    if (grow(borders, e, x1, x2, qa[ia++] as number, qa, seenA, seenB, work)) return null;
    if (ib >= qb.length) return qb;
    if (grow(borders, e, x1, x2, qb[ib++] as number, qb, seenB, seenA, work)) return null;
  }
}

/** Adds the free neighbours of `s` to `queue`; true when one of them was reached by the other search. */
function grow(borders: readonly number[], e: number, x1: number, x2: number, s: number, queue: number[], mine: number[], other: number[], work: SearchWork | undefined): boolean {
  for (let k = 4 * s, end = k + 4; k < end; k++) {
    const n = NEIGHBOURS[k] as number;
    if (n < 0) break;
    const x = NEIGHBOUR_EDGES[k] as number;
    if (x === e || x === x1 || x === x2 || borders[x] === 1) continue;
    const w = n >> 4;
    const bit = 1 << (n & 15);
    if (((other[w] as number) & bit) !== 0) return true;
    if (((mine[w] as number) & bit) === 0) {
      mine[w] = (mine[w] as number) | bit;
      queue.push(n);
      if (work !== undefined) work.squares += 1;
    }
  }
  return false;
}

/** The squares of the area around `start` through free edges. */
export function areaSquares(borders: readonly number[], start: number): number[] {
  const seen = noMarks();
  const queue = [start];
  seen[start >> 4] = 1 << (start & 15);
  for (let i = 0; i < queue.length; i++) {
    for (let k = 4 * (queue[i] as number), end = k + 4; k < end; k++) {
      const n = NEIGHBOURS[k] as number;
      if (n < 0) break;
      if (borders[NEIGHBOUR_EDGES[k] as number] === 1) continue;
      const w = n >> 4;
      const bit = 1 << (n & 15);
      if (((seen[w] as number) & bit) === 0) {
        seen[w] = (seen[w] as number) | bit;
        queue.push(n);
      }
    }
  }
  return queue;
}

/**
 * Corners of the board's grid, (SIZE + 1)² of them: for each, the edges whose border segments end
 * there, and whether it lies on the board's edge (which counts as border).
 */
const CORNER_EDGES: readonly (readonly number[])[] = Array.from({ length: (SIZE + 1) * (SIZE + 1) }, (_, v) => {
  const r = Math.floor(v / (SIZE + 1));
  const c = v % (SIZE + 1);
  if (r === 0 || r === SIZE || c === 0 || c === SIZE) return [];
  // The segments up and down (edges between squares side by side), left and right (between squares one above the other).
  return [(r - 1) * (SIZE - 1) + (c - 1), r * (SIZE - 1) + (c - 1), H_EDGES + (r - 1) * SIZE + (c - 1), H_EDGES + (r - 1) * SIZE + c];
});

/** The two corners of each edge's border segment, flat: a table built at load. */
const EDGE_CORNERS: Int16Array = (() => {
  const out = new Int16Array(2 * EDGES);
  for (let e = 0; e < EDGES; e++) {
    let v1: number;
    let v2: number;
    if (e < H_EDGES) {
      // Between (r, c) and (r, c + 1): the segment from corner (r, c + 1) to (r + 1, c + 1).
      const r = Math.floor(e / (SIZE - 1));
      const c = e % (SIZE - 1);
      v1 = r * (SIZE + 1) + c + 1;
      v2 = v1 + SIZE + 1;
    } else {
      // Between (r, c) and (r + 1, c): the segment from corner (r + 1, c) to (r + 1, c + 1).
      const s = e - H_EDGES;
      v1 = (Math.floor(s / SIZE) + 1) * (SIZE + 1) + (s % SIZE);
      v2 = v1 + 1;
    }
    out[2 * e] = v1;
    out[2 * e + 1] = v2;
  }
  return out;
})();

/** CORNER_EDGES flat, four slots a corner; -2 in the first slot of a corner on the board's edge. */
const CORNERS: Int16Array = (() => {
  const out = new Int16Array(4 * CORNER_EDGES.length).fill(-2);
  CORNER_EDGES.forEach((edges, v) => edges.forEach((x, k) => (out[4 * v + k] = x)));
  return out;
})();

/** A corner the border network reaches: on the board's edge, or where a border segment other than `e` ends (those on `x1`, `x2` counted). */
function anchored(borders: readonly number[], x1: number, x2: number, v: number, e: number): boolean {
  const k = 4 * v;
  if (CORNERS[k] === -2) return true;
  for (let i = k; i < k + 4; i++) {
    const x = CORNERS[i] as number;
    if (x !== e && (borders[x] === 1 || x === x1 || x === x2)) return true;
  }
  return false;
}

/**
 * Whether the border on `e` can close a loop: only when both ends of its segment already touch the
 * border network. If one end is free, the two squares still meet round that corner (no search needed).
 */
function closesLoop(borders: readonly number[], x1: number, x2: number, e: number): boolean {
  return anchored(borders, x1, x2, EDGE_CORNERS[2 * e] as number, e) && anchored(borders, x1, x2, EDGE_CORNERS[2 * e + 1] as number, e);
}

/** The squares a border on the free edge `e` would cut off from the rest of their area, or null when none (borders on `x1`, `x2` counted). */
function cutBy(borders: readonly number[], x1: number, x2: number, label: readonly number[], e: number, work?: SearchWork): number[] | null {
  const a = EDGE_A[e] as number;
  const b = EDGE_B[e] as number;
  return label[a] !== label[b] || !closesLoop(borders, x1, x2, e) ? null : cutOff(borders, e, x1, x2, a, b, work);
}

/** The squares of `side` (cut off from the area `old`) take a fresh label; returns it. */
function relabel(w: Labels, ctx: AreaContext, side: readonly number[], old: number): number {
  const fresh = w.next;
  w.next += 1;
  const label = w.label;
  for (let i = 0; i < side.length; i++) label[side[i] as number] = fresh;
  const part = summarise(ctx, side);
  w.info[fresh] = part;
  w.info[old] = minus(w.info[old] as AreaInfo, part);
  return fresh;
}

/**
 * Places a border on a free edge; returns the label of the area it cut off, or null when none.
 * `own` says which parts of `w` may be written in place (the others are copied first).
 */
export function addBorder(w: MutableAreas, ctx: AreaContext, e: number, own: AreaOwnership = OWNED, work?: SearchWork): number | null {
  if (w.borders[e] === 1) throw new Error(`edge ${e} already has a border`);
  ownBorders(w, own);
  w.borders[e] = 1;
  const side = cutBy(w.borders, -1, -1, w.label, e, work);
  if (side === null) return null;
  ownLabels(w, own);
  return relabel(w, ctx, side, w.label[side[0] as number] as number);
}

/** Takes a border away; two areas it separated become one (the smaller takes the larger's label). */
export function removeBorder(w: MutableAreas, e: number, own: AreaOwnership = OWNED): void {
  if (w.borders[e] === 0) throw new Error(`edge ${e} has no border`);
  ownBorders(w, own);
  const [a, b] = edgeSquares(e);
  const la = w.label[a] as number;
  const lb = w.label[b] as number;
  if (la !== lb) {
    ownLabels(w, own);
    const ia = w.info[la] as AreaInfo;
    const ib = w.info[lb] as AreaInfo;
    const [small, keep, from] = ia.size <= ib.size ? [la, lb, a] : [lb, la, b];
    const label = w.label;
    const squares = areaSquares(w.borders, from);
    for (let i = 0; i < squares.length; i++) label[squares[i] as number] = keep;
    w.info[keep] = plus(ia, ib);
    delete w.info[small];
  }
  w.borders[e] = 0;
}

/** A castle founded at setup joins its area's castles. */
export function addCastle(w: MutableAreas, s: number, own: AreaOwnership = OWNED): void {
  ownLabels(w, own);
  const l = w.label[s] as number;
  const info = w.info[l] as AreaInfo;
  w.info[l] = { ...info, castles: [...info.castles, s].sort((x, y) => x - y) };
}

/**
 * Borders tried on areas without changing them (the checks of a borders action, the random player
 * adding slots one by one): it reads the areas' own arrays, the first two borders placed kept
 * beside them, and copies an array only when it must change (a third border, a cut).
 */
export class BorderTrial {
  private borders: number[];
  /** Borders placed on the trial but not written into `borders` (-1: none). */
  private x1 = -1;
  private x2 = -1;
  label: number[];
  info: Record<number, AreaInfo>;
  next: number;
  private readonly own: AreaOwnership = { borders: false, labels: false };
  /** The edge of the last `probe` and the squares its border would cut off. */
  private probed = -1;
  private side: number[] | null = null;

  constructor(
    base: Areas,
    private readonly ctx: AreaContext,
  ) {
    this.borders = base.borders;
    this.label = base.label;
    this.info = base.info;
    this.next = base.next;
  }

  /** Whether a border stands on `e` on the trial. */
  has(e: number): boolean {
    return this.borders[e] === 1 || e === this.x1 || e === this.x2;
  }

  /** The squares a border on the free edge `e` would cut off, or null; remembered for `place(e)`. */
  probe(e: number): readonly number[] | null {
    this.probed = e;
    this.side = cutBy(this.borders, this.x1, this.x2, this.label, e);
    return this.side;
  }

  /** Places the border on `e` (as addBorder would), after `probe(e)` without searching again; whether it cut an area off. */
  place(e: number): boolean {
    if (this.has(e)) throw new Error(`edge ${e} already has a border`);
    const side = this.probed === e ? this.side : cutBy(this.borders, this.x1, this.x2, this.label, e);
    this.probed = -1;
    if (this.x1 === -1) this.x1 = e;
    else if (this.x2 === -1) this.x2 = e;
    else {
      if (!this.own.borders) {
        this.borders = this.borders.slice();
        this.own.borders = true;
      }
      this.borders[this.x1] = 1;
      this.borders[this.x2] = 1;
      this.borders[e] = 1;
      this.x1 = -1;
      this.x2 = -1;
    }
    if (side === null) return false;
    ownLabels(this, this.own);
    relabel(this, this.ctx, side, this.label[side[0] as number] as number);
    return true;
  }

  /** The trial's areas as plain data (a copy): for tests. */
  areas(): Areas {
    const borders = this.borders.slice();
    if (this.x1 !== -1) borders[this.x1] = 1;
    if (this.x2 !== -1) borders[this.x2] = 1;
    return { borders, label: this.label.slice(), info: { ...this.info }, next: this.next };
  }
}

/** The areas next to an area across its borders, by label, ascending. */
export function neighbourAreas(a: Areas, label: number, squares: readonly number[]): number[] {
  const out = new Set<number>();
  for (const s of squares) {
    const links = LINKS[s] as readonly number[];
    for (let i = 0; i < links.length; i += 2) {
      const l = a.label[links[i] as number] as number;
      if (l !== label) out.add(l);
    }
  }
  return [...out].sort((x, y) => x - y);
}

/** The plain way, for tests: every area by a flood fill over the whole board, labelled by its first square. */
export function floodFill(borders: readonly number[]): number[] {
  const label = new Array<number>(SQUARES).fill(-1);
  for (let s = 0; s < SQUARES; s++) {
    if (label[s] !== -1) continue;
    const stack = [s];
    label[s] = s;
    while (stack.length > 0) {
      const x = stack.pop() as number;
      const links = LINKS[x] as readonly number[];
      for (let i = 0; i < links.length; i += 2) {
        const n = links[i] as number;
        if (borders[links[i + 1] as number] === 0 && label[n] === -1) {
          label[n] = s;
          stack.push(n);
        }
      }
    }
  }
  return label;
}

/** The info of every area recomputed from scratch, for tests: keyed by the area's first square. */
export function summariseAll(ctx: AreaContext, borders: readonly number[]): Map<number, AreaInfo> {
  const label = floodFill(borders);
  const groups = new Map<number, number[]>();
  label.forEach((l, s) => groups.set(l, [...(groups.get(l) ?? []), s]));
  return new Map([...groups].map(([l, squares]) => [l, summarise(ctx, squares)]));
}
