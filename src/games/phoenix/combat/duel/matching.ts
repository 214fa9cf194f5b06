/**
 * Dice matching of character combat and wizard duels (R §5.3, interpretation P-4). Both sides
 * are given as counts per face (index 1–6) plus automatic 1s (errata 31, 45), so the same code
 * serves a resolution and the odds' millions of trials.
 */

export type MatchingMode = 'descending' | 'rank';

/** Counts per face: `faces[v]` dice showing v (index 0 unused). */
export type FaceCounts = ArrayLike<number>;

export interface MatchTotals {
  hitsA: number;
  hitsB: number;
  parries: number;
  /** Hits A scored against B's automatic 1s (excluded from A's gain as winner, errata 96). */
  autoHitsA: number;
  autoHitsB: number;
}

/** One face value of the descending matching. */
export interface DescendingStep {
  readonly kind: 'face';
  readonly face: number;
  readonly parries: number;
  /** The side left with dice of this face after the parries, if any. */
  readonly surplus?: 'A' | 'B';
  /** The opponent's higher dice that answered the surplus, one per hit. */
  readonly answeredWith: readonly number[];
  /** Surplus dice nobody could answer: they stay free to answer lower dice. */
  readonly leftFree: number;
}

/** One run of the rank pairing: `count` dice of face `a` against as many of face `b`. */
export interface RankStep {
  readonly kind: 'rank';
  readonly a: number;
  readonly b: number;
  readonly count: number;
  readonly aAutomatic: boolean;
  readonly bAutomatic: boolean;
}

export type MatchStep = DescendingStep | RankStep;

export function emptyTotals(): MatchTotals {
  return { hitsA: 0, hitsB: 0, parries: 0, autoHitsA: 0, autoHitsB: 0 };
}

function overlap(lo1: number, hi1: number, lo2: number, hi2: number): number {
  return Math.max(0, Math.min(hi1, hi2) - Math.max(lo1, lo2));
}

const freeA = new Int32Array(7);
const freeB = new Int32Array(7);

/** Takes up to `wanted` of the smallest free dice above `face`; pushes their faces to `used` when given. */
function answer(free: Int32Array, face: number, wanted: number, used: number[] | undefined): number {
  let answered = 0;
  for (let v = face + 1; v <= 6 && answered < wanted; v++) {
    const take = Math.min(free[v] as number, wanted - answered);
    if (take > 0) {
      free[v] = (free[v] as number) - take;
      answered += take;
      if (used !== undefined) for (let i = 0; i < take; i++) used.push(v);
    }
  }
  return answered;
}

/**
 * P-4 literal reading: from 6 down to 1 equal faces parry; a surplus die is answered by the
 * opponent's smallest free higher die (a hit for the opponent) or stays free; free dice left at
 * the end are dropped. A side's rolled 1s are used before its automatic 1s (P-44).
 */
export function matchDescending(a: FaceCounts, aAuto: number, b: FaceCounts, bAuto: number, out: MatchTotals, steps?: MatchStep[]): void {
  freeA.fill(0);
  freeB.fill(0);
  let hitsA = 0;
  let hitsB = 0;
  let parries = 0;
  let autoHitsA = 0;
  let autoHitsB = 0;
  for (let v = 6; v >= 1; v--) {
    const ca = (a[v] as number) + (v === 1 ? aAuto : 0);
    const cb = (b[v] as number) + (v === 1 ? bAuto : 0);
    const p = Math.min(ca, cb);
    parries += p;
    const used = steps === undefined ? undefined : ([] as number[]);
    let surplus: 'A' | 'B' | undefined;
    let leftFree = 0;
    if (ca > p) {
      surplus = 'A';
      const answered = answer(freeB, v, ca - p, used);
      hitsB += answered;
      leftFree = ca - p - answered;
      freeA[v] = (freeA[v] as number) + leftFree;
      if (v === 1) autoHitsB += overlap(p, p + answered, a[1] as number, ca);
    } else if (cb > p) {
      surplus = 'B';
      const answered = answer(freeA, v, cb - p, used);
      hitsA += answered;
      leftFree = cb - p - answered;
      freeB[v] = (freeB[v] as number) + leftFree;
      if (v === 1) autoHitsA += overlap(p, p + answered, b[1] as number, cb);
    }
    if (steps !== undefined && (p > 0 || surplus !== undefined)) {
      steps.push(surplus === undefined ? { kind: 'face', face: v, parries: p, answeredWith: [], leftFree } : { kind: 'face', face: v, parries: p, surplus, answeredWith: used ?? [], leftFree });
    }
  }
  out.hitsA = hitsA;
  out.hitsB = hitsB;
  out.parries = parries;
  out.autoHitsA = autoHitsA;
  out.autoHitsB = autoHitsB;
}

/** Segment i < 6 holds the rolled dice of face 6 − i; segment 6 the automatic 1s. */
function segment(faces: FaceCounts, auto: number, i: number): number {
  return i < 6 ? (faces[6 - i] as number) : auto;
}

/** The `rank` option of P-4: both rolls sorted high to low and paired die by die; the longer roll's rest is dropped. */
export function matchByRank(a: FaceCounts, aAuto: number, b: FaceCounts, bAuto: number, out: MatchTotals, steps?: MatchStep[]): void {
  let hitsA = 0;
  let hitsB = 0;
  let parries = 0;
  let autoHitsA = 0;
  let autoHitsB = 0;
  let ia = 0;
  let ib = 0;
  let restA = segment(a, aAuto, 0);
  let restB = segment(b, bAuto, 0);
  for (;;) {
    while (ia < 7 && restA === 0) restA = ++ia < 7 ? segment(a, aAuto, ia) : 0;
    while (ib < 7 && restB === 0) restB = ++ib < 7 ? segment(b, bAuto, ib) : 0;
    if (ia >= 7 || ib >= 7) break;
    const n = Math.min(restA, restB);
    const fa = ia < 6 ? 6 - ia : 1;
    const fb = ib < 6 ? 6 - ib : 1;
    if (fa > fb) {
      hitsA += n;
      if (ib === 6) autoHitsA += n;
    } else if (fb > fa) {
      hitsB += n;
      if (ia === 6) autoHitsB += n;
    } else parries += n;
    steps?.push({ kind: 'rank', a: fa, b: fb, count: n, aAutomatic: ia === 6, bAutomatic: ib === 6 });
    restA -= n;
    restB -= n;
  }
  out.hitsA = hitsA;
  out.hitsB = hitsB;
  out.parries = parries;
  out.autoHitsA = autoHitsA;
  out.autoHitsB = autoHitsB;
}

export function matcherFor(mode: MatchingMode): typeof matchDescending {
  return mode === 'rank' ? matchByRank : matchDescending;
}

/** Counts per face of a list of dice. */
export function faceCounts(dice: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const die of dice) counts[die] = (counts[die] as number) + 1;
  return counts;
}

/** Matches two lists of rolled dice (plus automatic 1s). */
export function matchDice(mode: MatchingMode, a: readonly number[], b: readonly number[], aAuto = 0, bAuto = 0, steps?: MatchStep[]): MatchTotals {
  const totals = emptyTotals();
  matcherFor(mode)(faceCounts(a), aAuto, faceCounts(b), bAuto, totals, steps);
  return totals;
}
