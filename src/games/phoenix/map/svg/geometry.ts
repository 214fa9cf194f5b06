import { HEXES_PER_PROVINCE, type Direction } from '../coords.js';
import { AXIAL_Q, AXIAL_R } from '../grid.js';
import { HEX_COUNT } from '../neighbours.js';
import { placeNeighbour } from '../../world/places.js';

/** Pointy-top hexes of this radius (SVG units); centres from the global axial coordinates. */
export const HEX_RADIUS = 10;
const WIDTH = Math.sqrt(3) * HEX_RADIUS;

/** Where the pirate nest is drawn: the empty top-left corner of the hexagonal map. */
const NEST_OFFSET = { q: 12, r: -17 } as const;

/** Local axial coordinates of the nest's hexes, walked from kf 1 over its inner steps. */
const NEST_AXIAL: readonly (readonly [number, number])[] = (() => {
  const vectors = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]] as const;
  const found: ([number, number] | undefined)[] = new Array(HEXES_PER_PROVINCE).fill(undefined);
  found[0] = [0, 0];
  const queue = [0];
  for (let head = 0; head < queue.length; head++) {
    const kf = queue[head] as number;
    const [q, r] = found[kf] as [number, number];
    for (let d = 0; d < 6; d++) {
      const next = placeNeighbour(HEX_COUNT + kf, d as Direction) - HEX_COUNT;
      if (next < 0 || found[next] !== undefined) continue;
      const [dq, dr] = vectors[d] as readonly [number, number];
      found[next] = [q + dq, r + dr];
      queue.push(next);
    }
  }
  return found as [number, number][];
})();

function axial(index: number): [number, number] {
  if (index < HEX_COUNT) return [AXIAL_Q[index] as number, AXIAL_R[index] as number];
  const [q, r] = NEST_AXIAL[index - HEX_COUNT] as readonly [number, number];
  return [q + NEST_OFFSET.q, r + NEST_OFFSET.r];
}

/** Centre of a place (dense index) in SVG units. */
export function centre(index: number): [number, number] {
  const [q, r] = axial(index);
  return [WIDTH * (q + r / 2), 1.5 * HEX_RADIUS * r];
}

/** Corner i (0 top, then clockwise) relative to the centre. */
export const CORNERS: readonly (readonly [number, number])[] = Array.from({ length: 6 }, (_, i) => {
  const angle = ((60 * i - 90) * Math.PI) / 180;
  return [HEX_RADIUS * Math.cos(angle), HEX_RADIUS * Math.sin(angle)] as const;
});

/** The two corners (relative) bounding side `direction` (NW, NO, O, SO, SW, W). */
export function sideCorners(direction: Direction): [readonly [number, number], readonly [number, number]] {
  return [CORNERS[(direction + 5) % 6] as readonly [number, number], CORNERS[direction] as readonly [number, number]];
}

export function round(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}
