import { areaSquares } from '../areas.js';
import { SIZE, SQUARES, colOf, rowOf, squareName } from '../board.js';
import { bordersProblems } from '../check.js';
import { boxEdges } from '../scenario.js';
import { areaOf, type DomState } from '../state.js';

/** The player's castles not yet in a domaine. */
export function openCastles(state: DomState, seat: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < SQUARES; s++) if (state.castle[s] === seat && areaOf(state, s).castles.length !== 1) out.push(s);
  return out;
}

/**
 * Rectangles around a castle that hold no other castle: the borders still missing on their outline,
 * fewest first.
 */
export function boxPlans(state: DomState, seat: number, castle: number): number[][] {
  const plans: number[][] = [];
  const r = rowOf(castle);
  const c = colOf(castle);
  for (const [h, w] of [
    [1, 1],
    [1, 2],
    [2, 1],
    [2, 2],
    [2, 3],
    [3, 2],
  ] as const) {
    for (const [dr, dc] of [
      [0, 0],
      [-h, 0],
      [0, -w],
      [-h, -w],
    ] as const) {
      const r0 = Math.max(0, r + dr);
      const c0 = Math.max(0, c + dc);
      const r1 = Math.min(SIZE - 1, r0 + h);
      const c1 = Math.min(SIZE - 1, c0 + w);
      let other = false;
      for (let y = r0; y <= r1 && !other; y++) for (let x = c0; x <= c1; x++) if (state.castle[y * SIZE + x] !== -1 && y * SIZE + x !== castle) other = true;
      if (other) continue;
      const missing = boxEdges(`${squareName(r0 * SIZE + c0)}:${squareName(r1 * SIZE + c1)}`).filter((e) => state.areas.borders[e] === 0);
      if (missing.length === 0) continue;
      plans.push(missing);
    }
  }
  return plans.sort((a, b) => a.length - b.length);
}

/** Up to `count` of `edges` that the rules accept placed together now, greedily in order. */
export function acceptedChunk(state: DomState, seat: number, edges: readonly number[], count: number): number[] {
  const rich = { ...state, ducats: state.ducats.map(() => 1000) };
  const chunk: number[] = [];
  for (const e of edges) {
    if (chunk.length === count) break;
    if (bordersProblems(rich, seat, [...chunk, e]).length === 0) chunk.push(e);
  }
  return chunk;
}

/** Knights of each colour in the area of a square. */
export function knightsAround(state: DomState, square: number): number[] {
  const counts = new Array<number>(state.players).fill(0);
  for (const s of areaSquares(state.areas.borders, square)) {
    const k = state.knight[s] as number;
    if (k >= 0) counts[k] = (counts[k] as number) + 1;
  }
  return counts;
}
