import { DIRECTIONS, HEXES_PER_PROVINCE, hexId, isHex, type Direction } from '../map/coords.js';
import { computeNeighbour, HEX_COUNT, hexAtIndex, hexIndex, neighbourIndex } from '../map/neighbours.js';

/**
 * The places a world file names: the 6,480 hexes of the grid and the 48 hexes of the pirate
 * nest, province 2001 (R §6.6.1), which circles the world off the grid. Dense indices run over
 * the grid first (as map/neighbours.ts), then the nest.
 */
export const PIRATE_NEST = 2001;
export const PLACE_COUNT = HEX_COUNT + HEXES_PER_PROVINCE;

export function isNestHex(id: number): boolean {
  return Math.floor(id / 100) === PIRATE_NEST && id % 100 >= 1 && id % 100 <= HEXES_PER_PROVINCE;
}

/** Dense index of a place id (gf*100+kf), −1 when it is no place. */
export function placeIndex(id: number): number {
  if (isNestHex(id)) return HEX_COUNT + (id % 100) - 1;
  return hexIndex(id);
}

export function placeAtIndex(index: number): number {
  return index < HEX_COUNT ? hexAtIndex(index) : hexId(PIRATE_NEST, index - HEX_COUNT + 1);
}

const PLACE_PATTERN = /^(\d{3,4})\/(\d{2})$/;

/** The id of a place written exactly as the files write it ("503/22", "601/09", "2001/04"). */
export function parsePlace(text: string): number | undefined {
  const match = PLACE_PATTERN.exec(text);
  if (match === null) return undefined;
  const gf = Number(match[1]);
  const kf = Number(match[2]);
  const id = hexId(gf, kf);
  return isHex(gf, kf) || isNestHex(id) ? id : undefined;
}

/** Nest hexes only neighbour each other: the province's inner steps (tables.md §11). */
const NEST_NEIGHBOURS: Int32Array = (() => {
  const table = new Int32Array(HEXES_PER_PROVINCE * 6).fill(-1);
  for (let kf = 1; kf <= HEXES_PER_PROVINCE; kf++) {
    for (let d = 0; d < 6; d++) {
      const target = computeNeighbour(PIRATE_NEST, kf, d as Direction);
      if (target !== undefined) table[(kf - 1) * 6 + d] = HEX_COUNT + (target % 100) - 1;
    }
  }
  return table;
})();

/** The dense index of the neighbour of place `index` in `direction`, −1 off the map. */
export function placeNeighbour(index: number, direction: Direction): number {
  return index < HEX_COUNT ? neighbourIndex(index, direction) : (NEST_NEIGHBOURS[(index - HEX_COUNT) * 6 + direction] as number);
}

/** The direction from place `a` to its neighbour `b` (dense indices), or undefined if not adjacent. */
export function directionBetween(a: number, b: number): Direction | undefined {
  for (let d = 0; d < 6; d++) if (placeNeighbour(a, d as Direction) === b) return d as Direction;
  return undefined;
}

/** A side as one number, the same from both of its hexes: the lower index of (hex*6 + direction). */
export function sideKey(index: number, direction: Direction): number {
  const other = placeNeighbour(index, direction);
  const here = index * 6 + direction;
  if (other < 0) return here;
  const there = other * 6 + ((direction + 3) % 6);
  return Math.min(here, there);
}

export function parseDirection(text: string): Direction | undefined {
  const found = DIRECTIONS.indexOf(text as (typeof DIRECTIONS)[number]);
  return found < 0 ? undefined : (found as Direction);
}

/** Places within `radius` steps of `from` (dense indices), each with its number of steps: rings of neighbours, nest included. */
export function placesWithin(from: number, radius: number): Map<number, number> {
  const steps = new Map<number, number>([[from, 0]]);
  let frontier = [from];
  for (let ring = 1; ring <= radius && frontier.length > 0; ring++) {
    const next: number[] = [];
    for (const at of frontier) {
      for (let d = 0; d < 6; d++) {
        const n = placeNeighbour(at, d as Direction);
        if (n < 0 || steps.has(n)) continue;
        steps.set(n, ring);
        next.push(n);
      }
    }
    frontier = next;
  }
  return steps;
}
