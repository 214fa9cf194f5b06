import { EDGES, H_EDGES, LINKS, SIZE, SQUARES, edgeBetween, edgeSquares } from '../board.js';

/** The two squares of each edge, flat: edge e lies between END[2e] and END[2e + 1]. */
const END = Int32Array.from({ length: 2 * EDGES }, (_, i) => edgeSquares(i >> 1)[i & 1] as number);

/** Per square up to four neighbour, edge pairs, flat (8 slots a square, -1 when fewer). */
export const NB = new Int32Array(8 * SQUARES).fill(-1);
for (let s = 0; s < SQUARES; s++) (LINKS[s] as readonly number[]).forEach((x, i) => (NB[8 * s + i] = x));

/** Per grid corner the (up to 4) edges whose border segments end there; the board's rim counts as border. */
const CORNER = new Int32Array(4 * (SIZE + 1) * (SIZE + 1)).fill(-1);
const RIM = new Uint8Array((SIZE + 1) * (SIZE + 1));
for (let v = 0; v < RIM.length; v++) {
  const r = Math.floor(v / (SIZE + 1));
  const c = v % (SIZE + 1);
  if (r === 0 || r === SIZE || c === 0 || c === SIZE) RIM[v] = 1;
  else [(r - 1) * (SIZE - 1) + (c - 1), r * (SIZE - 1) + (c - 1), H_EDGES + (r - 1) * SIZE + (c - 1), H_EDGES + (r - 1) * SIZE + c].forEach((e, i) => (CORNER[4 * v + i] = e));
}
/** The two corners of each edge's segment, flat. */
const SEG = Int32Array.from({ length: 2 * EDGES }, (_, i) => {
  const e = i >> 1;
  if (e < H_EDGES) {
    const v = Math.floor(e / (SIZE - 1)) * (SIZE + 1) + (e % (SIZE - 1)) + 1;
    return (i & 1) === 0 ? v : v + SIZE + 1;
  }
  const s = e - H_EDGES;
  const v = (Math.floor(s / SIZE) + 1) * (SIZE + 1) + (s % SIZE);
  return (i & 1) === 0 ? v : v + 1;
});

/** Per edge its slot (0–3) in NB among the neighbours of its first square and of its second. */
const SLOT = new Int32Array(2 * EDGES);
for (let s = 0; s < SQUARES; s++) for (let k = 0; k < 4 && (NB[8 * s + 2 * k] as number) >= 0; k++) SLOT[2 * (NB[8 * s + 2 * k + 1] as number) + (END[2 * (NB[8 * s + 2 * k + 1] as number)] === s ? 0 : 1)] = k;
/** Per square the bits of all its neighbour slots. */
const ALL_OPEN = Uint8Array.from({ length: SQUARES }, (_, s) => (1 << ((LINKS[s] as readonly number[]).length / 2)) - 1);

/**
 * Per edge the two small loops round it (one each side, 3 edges each, -1 where the board ends):
 * if all three edges of one are free, the edge's two squares still meet that way.
 */
const LOOPS = new Int32Array(6 * EDGES).fill(-1);
for (let e = 0; e < EDGES; e++) {
  const a = END[2 * e] as number;
  const b = END[2 * e + 1] as number;
  // Side by side squares look one row up and down; squares one above the other one column left and right.
  const steps = e < H_EDGES ? [-SIZE, SIZE] : [-1, 1];
  steps.forEach((d, k) => {
    const a2 = a + d;
    const b2 = b + d;
    if (a2 < 0 || b2 >= SQUARES || (e >= H_EDGES && Math.floor(a2 / SIZE) !== Math.floor(a / SIZE))) return;
    LOOPS[6 * e + 3 * k] = edgeBetween(a, a2);
    LOOPS[6 * e + 3 * k + 1] = edgeBetween(a2, b2);
    LOOPS[6 * e + 3 * k + 2] = edgeBetween(b2, b);
  });
}

/**
 * The areas of a playout board, changed in place: borders, a label per square and per label its
 * totals (squares, points, mines by kind, castles and knights by seat, the sum of its castle
 * squares, which names the castle when there is one). Labels are reused; their numbers mean nothing.
 */
export class FastAreas {
  readonly border = new Uint8Array(EDGES);
  /** Per square a bit for each neighbour slot (NB) whose edge has no border: the searches' steps. */
  readonly open = new Uint8Array(SQUARES);
  readonly label = new Int32Array(SQUARES);
  /** Static per square: points and mine kind (-1 none). */
  readonly points = new Int32Array(SQUARES);
  readonly mine = new Int32Array(SQUARES);
  /** Owner of the castle / knight on each square, -1 none. */
  readonly castle = new Int32Array(SQUARES);
  readonly knight = new Int32Array(SQUARES);
  /** Per seat and square (seat * 144 + square): the seat's castles and knights orthogonally next to it. */
  readonly near = new Int8Array(4 * SQUARES);
  /** Per seat the squares of its castles and knights (64 slots a seat), and each piece's slot. */
  readonly pieces = new Int32Array(4 * 64);
  readonly pieceCount = new Int32Array(4);
  private readonly pieceSlot = new Int32Array(SQUARES);
  // Per label.
  readonly size = new Int32Array(SQUARES);
  readonly value = new Int32Array(SQUARES);
  readonly castles = new Int32Array(SQUARES);
  readonly castleSum = new Int32Array(SQUARES);
  readonly mines = new Int32Array(4 * SQUARES);
  readonly castlesOf = new Int32Array(4 * SQUARES);
  readonly knightsOf = new Int32Array(4 * SQUARES);
  /** Labels in use (unordered) and the free ones. */
  readonly live = new Int32Array(SQUARES);
  liveCount = 0;
  private readonly livePos = new Int32Array(SQUARES);
  private readonly free = new Int32Array(SQUARES);
  private freeCount = 0;
  /** Counts castles founded and borders placed or removed: a cheap "did the areas change" for cached sums. */
  changes = 0;
  // Search buffers: two queues and stamps.
  private readonly qa = new Int32Array(SQUARES);
  private readonly qb = new Int32Array(SQUARES);
  private readonly seen = new Int32Array(SQUARES);
  private stamp = 0;

  /** The board without borders, pieces or castles: one area. */
  reset(points: Int32Array, mine: Int32Array): void {
    this.border.fill(0);
    this.open.set(ALL_OPEN);
    this.label.fill(0);
    this.points.set(points);
    this.mine.set(mine);
    this.castle.fill(-1);
    this.knight.fill(-1);
    this.near.fill(0);
    this.pieceCount.fill(0);
    this.mines.fill(0);
    this.castlesOf.fill(0);
    this.knightsOf.fill(0);
    this.freeCount = 0;
    for (let l = SQUARES - 1; l >= 1; l--) this.free[this.freeCount++] = l;
    this.liveCount = 1;
    this.live[0] = 0;
    this.livePos[0] = 0;
    let value = 0;
    for (let s = 0; s < SQUARES; s++) {
      value += points[s] as number;
      const m = mine[s] as number;
      if (m >= 0) this.mines[m] = (this.mines[m] as number) + 1;
    }
    this.size[0] = SQUARES;
    this.value[0] = value;
    this.castles[0] = 0;
    this.castleSum[0] = 0;
    this.changes = 0;
  }

  /** The owner of the domaine of square `s`, or -1. */
  owner(s: number): number {
    const l = this.label[s] as number;
    return this.castles[l] === 1 ? (this.castle[this.castleSum[l] as number] as number) : -1;
  }

  addCastle(s: number, seat: number): void {
    const l = this.label[s] as number;
    this.changes++;
    this.castle[s] = seat;
    this.castles[l] = (this.castles[l] as number) + 1;
    this.castleSum[l] = (this.castleSum[l] as number) + s;
    this.castlesOf[4 * l + seat] = (this.castlesOf[4 * l + seat] as number) + 1;
    this.addPiece(s, seat);
  }

  private addPiece(s: number, seat: number): void {
    const n = this.pieceCount[seat] as number;
    this.pieces[64 * seat + n] = s;
    this.pieceSlot[s] = n;
    this.pieceCount[seat] = n + 1;
    this.neighbours(s, seat, 1);
  }

  private removePiece(s: number, seat: number): void {
    const n = (this.pieceCount[seat] as number) - 1;
    const last = this.pieces[64 * seat + n] as number;
    const at = this.pieceSlot[s] as number;
    this.pieces[64 * seat + at] = last;
    this.pieceSlot[last] = at;
    this.pieceCount[seat] = n;
    this.neighbours(s, seat, -1);
  }

  /** Counts a piece of `seat` on `s` in (delta 1) or out (-1) of its neighbours' `near`. */
  private neighbours(s: number, seat: number, delta: number): void {
    const base = seat * SQUARES;
    for (let i = 8 * s; i < 8 * s + 8; i += 2) {
      const n = NB[i] as number;
      if (n < 0) break;
      this.near[base + n] = (this.near[base + n] as number) + delta;
    }
  }

  /** Puts a knight of `seat` on `s`, or takes the one there away (seat -1). */
  setKnight(s: number, seat: number): void {
    const i = 4 * (this.label[s] as number);
    const was = this.knight[s] as number;
    if (was >= 0) {
      this.knightsOf[i + was] = (this.knightsOf[i + was] as number) - 1;
      this.removePiece(s, was);
    }
    if (seat >= 0) {
      this.knightsOf[i + seat] = (this.knightsOf[i + seat] as number) + 1;
      this.addPiece(s, seat);
    }
    this.knight[s] = seat;
  }

  private alloc(): number {
    const l = this.free[--this.freeCount] as number;
    this.livePos[l] = this.liveCount;
    this.live[this.liveCount++] = l;
    return l;
  }

  private release(l: number): void {
    const last = this.live[--this.liveCount] as number;
    const at = this.livePos[l] as number;
    this.live[at] = last;
    this.livePos[last] = at;
    this.free[this.freeCount++] = l;
  }

  private anchored(v: number, e: number): boolean {
    if (RIM[v] === 1) return true;
    for (let i = 4 * v; i < 4 * v + 4; i++) {
      const x = CORNER[i] as number;
      if (x !== e && this.border[x] === 1) return true;
    }
    return false;
  }

  /**
   * Places a border on the free edge `e`. Returns the label of the area it cut off (the squares of
   * the side searched out first), or -1 when the two squares still meet. Both searches run in turn,
   * so the work follows the smaller side. With `castleOnBothSides`, a border that would cut off
   * an area without castle is not placed (-2), before any label changes.
   */
  addBorder(e: number, castleOnBothSides = false): number {
    this.border[e] = 1;
    this.setOpen(e, false);
    this.changes++;
    // A segment with a free end cannot close a loop: the two squares meet round that corner.
    if (!this.anchored(SEG[2 * e] as number, e) || !this.anchored(SEG[2 * e + 1] as number, e)) return -1;
    const { qa, qb, seen, border, open } = this;
    for (let i = 6 * e; i < 6 * e + 6; i += 3) {
      const x = LOOPS[i] as number;
      if (x >= 0 && border[x] === 0 && border[LOOPS[i + 1] as number] === 0 && border[LOOPS[i + 2] as number] === 0) return -1;
    }
    const a = END[2 * e] as number;
    const b = END[2 * e + 1] as number;
    this.stamp += 2;
    const mb = this.stamp;
    const ma = mb - 1;
    qa[0] = a;
    qb[0] = b;
    seen[a] = ma;
    seen[b] = mb;
    let na = 1;
    let nb = 1;
    let ia = 0;
    let ib = 0;
    let side: Int32Array;
    let count: number;
    for (;;) {
      if (ia >= na) {
        side = qa;
        count = na;
        break;
      }
      let s = qa[ia++] as number;
      for (let bits = open[s] as number; bits !== 0; bits &= bits - 1) {
        const n = NB[8 * s + 2 * (31 - Math.clz32(bits & -bits))] as number;
        const m = seen[n];
        if (m === mb) return -1;
        if (m !== ma) {
          seen[n] = ma;
          qa[na++] = n;
        }
      }
      if (ib >= nb) {
        side = qb;
        count = nb;
        break;
      }
      s = qb[ib++] as number;
      for (let bits = open[s] as number; bits !== 0; bits &= bits - 1) {
        const n = NB[8 * s + 2 * (31 - Math.clz32(bits & -bits))] as number;
        const m = seen[n];
        if (m === ma) return -1;
        if (m !== mb) {
          seen[n] = mb;
          qb[nb++] = n;
        }
      }
    }
    const old = this.label[a] as number;
    if (castleOnBothSides) {
      let castles = 0;
      for (let i = 0; i < count; i++) if ((this.castle[side[i] as number] as number) >= 0) castles++;
      if (castles === 0 || castles === this.castles[old]) {
        border[e] = 0;
        this.setOpen(e, true);
        return -2;
      }
    }
    return this.split(old, side, count);
  }

  /** Moves `count` squares of `side` from area `old` to a fresh label with their totals. */
  private split(old: number, side: Int32Array, count: number): number {
    const l = this.alloc();
    let value = 0;
    let castles = 0;
    let castleSum = 0;
    const m = 4 * l;
    for (let k = 0; k < 4; k++) {
      this.mines[m + k] = 0;
      this.castlesOf[m + k] = 0;
      this.knightsOf[m + k] = 0;
    }
    for (let i = 0; i < count; i++) {
      const s = side[i] as number;
      this.label[s] = l;
      value += this.points[s] as number;
      const kind = this.mine[s] as number;
      if (kind >= 0) this.mines[m + kind] = (this.mines[m + kind] as number) + 1;
      const c = this.castle[s] as number;
      if (c >= 0) {
        castles++;
        castleSum += s;
        this.castlesOf[m + c] = (this.castlesOf[m + c] as number) + 1;
      }
      const k = this.knight[s] as number;
      if (k >= 0) this.knightsOf[m + k] = (this.knightsOf[m + k] as number) + 1;
    }
    this.size[l] = count;
    this.value[l] = value;
    this.castles[l] = castles;
    this.castleSum[l] = castleSum;
    this.size[old] = (this.size[old] as number) - count;
    this.value[old] = (this.value[old] as number) - value;
    this.castles[old] = (this.castles[old] as number) - castles;
    this.castleSum[old] = (this.castleSum[old] as number) - castleSum;
    const o = 4 * old;
    for (let k = 0; k < 4; k++) {
      this.mines[o + k] = (this.mines[o + k] as number) - (this.mines[m + k] as number);
      this.castlesOf[o + k] = (this.castlesOf[o + k] as number) - (this.castlesOf[m + k] as number);
      this.knightsOf[o + k] = (this.knightsOf[o + k] as number) - (this.knightsOf[m + k] as number);
    }
    return l;
  }

  /** Takes the border off `e`; two areas it separated become one (the smaller takes the larger's label). */
  removeBorder(e: number): void {
    this.border[e] = 0;
    this.setOpen(e, true);
    this.changes++;
    const a = END[2 * e] as number;
    const b = END[2 * e + 1] as number;
    const la = this.label[a] as number;
    const lb = this.label[b] as number;
    if (la === lb) return;
    const aSmaller = (this.size[la] as number) <= (this.size[lb] as number);
    const small = aSmaller ? la : lb;
    const keep = aSmaller ? lb : la;
    const from = aSmaller ? a : b;
    // Relabel the smaller area by a search that stays on its label.
    const q = this.qa;
    q[0] = from;
    this.label[from] = keep;
    let n = 1;
    for (let i = 0; i < n; i++) {
      const s = q[i] as number;
      for (let j = 8 * s; j < 8 * s + 8; j += 2) {
        const x = NB[j] as number;
        if (x < 0) break;
        if (this.label[x] === small) {
          this.label[x] = keep;
          q[n++] = x;
        }
      }
    }
    this.size[keep] = (this.size[keep] as number) + (this.size[small] as number);
    this.value[keep] = (this.value[keep] as number) + (this.value[small] as number);
    this.castles[keep] = (this.castles[keep] as number) + (this.castles[small] as number);
    this.castleSum[keep] = (this.castleSum[keep] as number) + (this.castleSum[small] as number);
    for (let k = 0; k < 4; k++) {
      this.mines[4 * keep + k] = (this.mines[4 * keep + k] as number) + (this.mines[4 * small + k] as number);
      this.castlesOf[4 * keep + k] = (this.castlesOf[4 * keep + k] as number) + (this.castlesOf[4 * small + k] as number);
      this.knightsOf[4 * keep + k] = (this.knightsOf[4 * keep + k] as number) + (this.knightsOf[4 * small + k] as number);
    }
    this.release(small);
  }

  /** Sets or clears the open bits of edge `e` at both its squares. */
  private setOpen(e: number, free: boolean): void {
    const a = END[2 * e] as number;
    const b = END[2 * e + 1] as number;
    const ba = 1 << (SLOT[2 * e] as number);
    const bb = 1 << (SLOT[2 * e + 1] as number);
    if (free) {
      this.open[a] = (this.open[a] as number) | ba;
      this.open[b] = (this.open[b] as number) | bb;
    } else {
      this.open[a] = (this.open[a] as number) & ~ba;
      this.open[b] = (this.open[b] as number) & ~bb;
    }
  }

  /** The squares of the area of `start` (through free edges) into `out`; their number. */
  areaSquares(start: number, out: Int32Array): number {
    this.stamp += 2;
    const mark = this.stamp;
    out[0] = start;
    this.seen[start] = mark;
    let n = 1;
    for (let i = 0; i < n; i++) {
      const s = out[i] as number;
      for (let bits = this.open[s] as number; bits !== 0; bits &= bits - 1) {
        const x = NB[8 * s + 2 * (31 - Math.clz32(bits & -bits))] as number;
        if (this.seen[x] !== mark) {
          this.seen[x] = mark;
          out[n++] = x;
        }
      }
    }
    return n;
  }
}

export { END };
