import { EDGES, H_EDGES, LINKS as BOARD_LINKS, SIZE, SQUARES, edgeSquares } from './board.js';

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

/** What squares are worth and where castles stand: the static board and the castles. */
export interface AreaContext {
  /** Points of each square (forest, village, royal city; 0 elsewhere). */
  readonly points: readonly number[];
  /** Mine kind 0–3 of each square, or -1. */
  readonly mine: readonly number[];
  /** Owner seat index of the castle on each square, or -1. */
  readonly castle: readonly number[];
}

/** A working copy that the functions below change in place. */
export type MutableAreas = { -readonly [K in keyof Areas]: Areas[K] };

export function copyAreas(a: Areas): MutableAreas {
  return { borders: a.borders.slice(), label: a.label.slice(), info: { ...a.info }, next: a.next };
}

function summarise(ctx: AreaContext, squares: readonly number[]): AreaInfo {
  let value = 0;
  const mines = [0, 0, 0, 0];
  const castles: number[] = [];
  for (const s of squares) {
    value += ctx.points[s] as number;
    const m = ctx.mine[s] as number;
    if (m >= 0) mines[m] = (mines[m] as number) + 1;
    if ((ctx.castle[s] as number) >= 0) castles.push(s);
  }
  castles.sort((x, y) => x - y);
  return { size: squares.length, value, mines, castles };
}

function minus(whole: AreaInfo, part: AreaInfo): AreaInfo {
  const gone = new Set(part.castles);
  return {
    size: whole.size - part.size,
    value: whole.value - part.value,
    mines: whole.mines.map((m, i) => m - (part.mines[i] as number)),
    castles: whole.castles.filter((c) => !gone.has(c)),
  };
}

function plus(a: AreaInfo, b: AreaInfo): AreaInfo {
  return {
    size: a.size + b.size,
    value: a.value + b.value,
    mines: a.mines.map((m, i) => m + (b.mines[i] as number)),
    castles: [...a.castles, ...b.castles].sort((x, y) => x - y),
  };
}

/** The board without borders: one area. */
export function initialAreas(ctx: AreaContext): Areas {
  const all = Array.from({ length: SQUARES }, (_, s) => s);
  return { borders: new Array<number>(EDGES).fill(0), label: new Array<number>(SQUARES).fill(0), info: { 0: summarise(ctx, all) }, next: 1 };
}

/** Squares reached by the searches so far: lets tests show that a border's cost follows the area it touches. */
export const searchWork = { squares: 0 };

// Search marks shared by every call: a fresh pair of stamps per search instead of clearing.
const seen = new Int32Array(SQUARES);
let stamp = 0;
function freshStamp(): number {
  if (stamp > 0x3fff0000) {
    seen.fill(0);
    stamp = 0;
  }
  stamp += 2;
  return stamp;
}

/**
 * Searches from both sides of a new border at once, one square each in turn. If one side runs out
 * first it is cut off: its squares are returned. If the searches meet, the area is still one (null).
 * Either way the work is bounded by twice the smaller side, or by the way round: the area touched.
 */
function cutOff(borders: readonly number[], a: number, b: number): number[] | null {
  const markB = freshStamp();
  const markA = markB - 1;
  const qa = [a];
  const qb = [b];
  seen[a] = markA;
  seen[b] = markB;
  let ia = 0;
  let ib = 0;
  for (;;) {
    if (ia >= qa.length) return qa;
    if (grow(borders, qa[ia++] as number, qa, markA, markB)) return null;
    if (ib >= qb.length) return qb;
    if (grow(borders, qb[ib++] as number, qb, markB, markA)) return null;
  }
}

/** Adds the free neighbours of `s` to `queue`; true when one of them was reached by the other search. */
function grow(borders: readonly number[], s: number, queue: number[], mine: number, other: number): boolean {
  const links = LINKS[s] as readonly number[];
  for (let i = 0; i < links.length; i += 2) {
    if (borders[links[i + 1] as number] === 1) continue;
    const n = links[i] as number;
    const mark = seen[n];
    if (mark === other) return true;
    if (mark !== mine) {
      seen[n] = mine;
      queue.push(n);
      searchWork.squares += 1;
    }
  }
  return false;
}

/** The squares of the area around `start` through free edges. */
export function areaSquares(borders: readonly number[], start: number): number[] {
  const mark = freshStamp();
  const queue = [start];
  seen[start] = mark;
  for (let i = 0; i < queue.length; i++) grow(borders, queue[i] as number, queue, mark, -1);
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

/** A corner the border network reaches: on the board's edge, or where a border segment other than `e` ends. */
function anchored(borders: readonly number[], v: number, e: number): boolean {
  const edges = CORNER_EDGES[v] as readonly number[];
  if (edges.length === 0) return true;
  for (const x of edges) if (x !== e && borders[x] === 1) return true;
  return false;
}

/**
 * Whether the border on `e` can close a loop: only when both ends of its segment already touch the
 * border network. If one end is free, the two squares still meet round that corner (no search needed).
 */
function closesLoop(borders: readonly number[], e: number): boolean {
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
  return anchored(borders, v1, e) && anchored(borders, v2, e);
}

/** Places a border on a free edge; returns the label of the area it cut off, or null when none. */
export function addBorder(w: MutableAreas, ctx: AreaContext, e: number): number | null {
  return placeBorder(w, ctx, e, null);
}

/** One border placed on a trial copy, with what undoing it takes. */
interface TrialStep {
  readonly edge: number;
  /** The squares cut off (relabelled `fresh`), or null when nothing was cut off. */
  readonly side: readonly number[] | null;
  readonly old: number;
  readonly fresh: number;
  readonly before: AreaInfo | undefined;
}

function placeBorder(w: MutableAreas, ctx: AreaContext, e: number, steps: TrialStep[] | null): number | null {
  if (w.borders[e] === 1) throw new Error(`edge ${e} already has a border`);
  w.borders[e] = 1;
  const [a, b] = edgeSquares(e);
  const side = w.label[a] !== w.label[b] || !closesLoop(w.borders, e) ? null : cutOff(w.borders, a, b);
  if (side === null) {
    steps?.push({ edge: e, side: null, old: -1, fresh: -1, before: undefined });
    return null;
  }
  if (steps !== null && trial.shared) {
    // The trial copy still reads the base's labels and areas: its own copies before the first change.
    w.label = w.label.slice();
    w.info = { ...w.info };
    trial.shared = false;
  }
  const old = w.label[a] as number;
  const fresh = w.next;
  steps?.push({ edge: e, side, old, fresh, before: w.info[old] });
  w.next += 1;
  for (const s of side) w.label[s] = fresh;
  const part = summarise(ctx, side);
  w.info[fresh] = part;
  w.info[old] = minus(w.info[old] as AreaInfo, part);
  return fresh;
}

/**
 * A working copy for trying borders (the checks try many on the same state): one copy kept and
 * brought back to `a` by undoing the last trial's borders, instead of a fresh copy per try.
 */
const trial: { base: Areas | null; w: MutableAreas | null; steps: TrialStep[]; generation: number; shared: boolean } = {
  base: null,
  w: null,
  steps: [],
  generation: 0,
  /** The copy's `label` and `info` are still the base's own: never written until placeBorder copies them. */
  shared: false,
};

/** Counts trialAreas calls: a caller adding borders one by one sees whether another trial came in between. */
export const trialGeneration = (): number => trial.generation;
/** Borders on the trial copy now. */
export const trialSteps = (): number => trial.steps.length;

export function trialAreas(a: Areas): MutableAreas {
  trial.generation += 1;
  const w = trial.w;
  if (w === null) {
    trial.base = a;
    trial.w = copyAreas(a);
    return trial.w;
  }
  if (trial.base !== a) {
    // Other areas: the borders copied into the same array (no new garbage for each state tried); labels
    // and areas read from the base until a border cuts an area off (placeBorder copies them then).
    for (let e = 0; e < EDGES; e++) w.borders[e] = a.borders[e] as number;
    w.label = a.label;
    w.info = a.info;
    trial.shared = true;
    w.next = a.next;
    trial.base = a;
    trial.steps.length = 0;
    return w;
  }
  while (trial.steps.length > 0) undoLastTry();
  return w;
}

/** Takes back the last border tryBorder placed (the random player keeps the ones that pass, one by one). */
export function undoLastTry(): void {
  const w = trial.w;
  const step = trial.steps.pop();
  if (w === null || step === undefined) throw new Error('no trial border to undo');
  w.borders[step.edge] = 0;
  if (step.side === null) return;
  for (const s of step.side) w.label[s] = step.old;
  delete w.info[step.fresh];
  w.info[step.old] = step.before as AreaInfo;
  w.next = step.fresh;
}

/** addBorder on the copy trialAreas gave: undone by its next call. */
export function tryBorder(w: MutableAreas, ctx: AreaContext, e: number): number | null {
  if (w !== trial.w) throw new Error('tryBorder works on the copy trialAreas gave');
  return placeBorder(w, ctx, e, trial.steps);
}

/** Takes a border away; two areas it separated become one (the smaller takes the larger's label). */
export function removeBorder(w: MutableAreas, e: number): void {
  if (w.borders[e] === 0) throw new Error(`edge ${e} has no border`);
  const [a, b] = edgeSquares(e);
  const la = w.label[a] as number;
  const lb = w.label[b] as number;
  if (la !== lb) {
    const ia = w.info[la] as AreaInfo;
    const ib = w.info[lb] as AreaInfo;
    const [small, keep, from] = ia.size <= ib.size ? [la, lb, a] : [lb, la, b];
    for (const s of areaSquares(w.borders, from)) w.label[s] = keep;
    w.info[keep] = plus(ia, ib);
    delete w.info[small];
  }
  w.borders[e] = 0;
}

/** A castle founded at setup joins its area's castles. */
export function addCastle(w: MutableAreas, s: number): void {
  const l = w.label[s] as number;
  const info = w.info[l] as AreaInfo;
  w.info[l] = { ...info, castles: [...info.castles, s].sort((x, y) => x - y) };
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
