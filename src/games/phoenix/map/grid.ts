import { HEX_COUNT, NEIGHBOUR_TABLE, hexAtIndex, hexIndex } from './neighbours.js';

/**
 * Global axial coordinates (q, r) of every hex, found by walking the neighbour relation: the
 * provinces tile one hex grid, so distances and rings are those of that grid.
 */
const DIRECTION_VECTORS: readonly (readonly [number, number])[] = [
  [0, -1], // NW
  [1, -1], // NO
  [1, 0], // O
  [0, 1], // SO
  [-1, 1], // SW
  [-1, 0], // W
];

export const AXIAL_Q = new Int32Array(HEX_COUNT);
export const AXIAL_R = new Int32Array(HEX_COUNT);
const indexAt = new Map<number, number>();

function key(q: number, r: number): number {
  return (q + 1000) * 4000 + (r + 1000);
}

(() => {
  const seen = new Uint8Array(HEX_COUNT);
  const queue = [0];
  seen[0] = 1;
  indexAt.set(key(0, 0), 0);
  for (let head = 0; head < queue.length; head++) {
    const index = queue[head] as number;
    for (let d = 0; d < 6; d++) {
      const next = NEIGHBOUR_TABLE[index * 6 + d] as number;
      if (next < 0 || seen[next]) continue;
      const [dq, dr] = DIRECTION_VECTORS[d] as readonly [number, number];
      AXIAL_Q[next] = (AXIAL_Q[index] as number) + dq;
      AXIAL_R[next] = (AXIAL_R[index] as number) + dr;
      seen[next] = 1;
      indexAt.set(key(AXIAL_Q[next] as number, AXIAL_R[next] as number), next);
      queue.push(next);
    }
  }
  if (queue.length !== HEX_COUNT || indexAt.size !== HEX_COUNT) throw new Error('the provinces do not tile one connected hex grid');
})();

/** Hex steps between two hexes of the map by their dense indices (both below HEX_COUNT). */
export function indexDistance(i: number, j: number): number {
  const dq = (AXIAL_Q[i] as number) - (AXIAL_Q[j] as number);
  const dr = (AXIAL_R[i] as number) - (AXIAL_R[j] as number);
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Hex steps between two hexes (ids); undefined if either is not on the map. */
export function distance(a: number, b: number): number | undefined {
  const i = hexIndex(a);
  const j = hexIndex(b);
  if (i < 0 || j < 0) return undefined;
  const dq = (AXIAL_Q[i] as number) - (AXIAL_Q[j] as number);
  const dr = (AXIAL_R[i] as number) - (AXIAL_R[j] as number);
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The hexes on the map at exactly `radius` steps from `center`, clockwise from the NW corner. */
export function ring(center: number, radius: number): number[] {
  const c = hexIndex(center);
  if (c < 0 || radius < 0) return [];
  if (radius === 0) return [center];
  const result: number[] = [];
  let q = (AXIAL_Q[c] as number) + (DIRECTION_VECTORS[4] as readonly [number, number])[0] * radius;
  let r = (AXIAL_R[c] as number) + (DIRECTION_VECTORS[4] as readonly [number, number])[1] * radius;
  for (let side = 0; side < 6; side++) {
    const [dq, dr] = DIRECTION_VECTORS[side] as readonly [number, number];
    for (let step = 0; step < radius; step++) {
      const found = indexAt.get(key(q, r));
      if (found !== undefined) result.push(hexAtIndex(found));
      q += dq;
      r += dr;
    }
  }
  return result;
}

/** Every hex on the map within `radius` steps of `center`, nearest first. */
export function within(center: number, radius: number): number[] {
  const result: number[] = [];
  for (let k = 0; k <= radius; k++) result.push(...ring(center, k));
  return result;
}

/** The hex at axial (q, r), if on the map: for renderers. */
export function hexAtAxial(q: number, r: number): number | undefined {
  const found = indexAt.get(key(q, r));
  return found === undefined ? undefined : hexAtIndex(found);
}
