import type { SeededDice } from '../../../../kernel/dice.js';
import { TERRAIN, type TerrainId } from '../../data/terrain.js';
import { parseHex, type Direction } from '../coords.js';
import { distance } from '../grid.js';
import { HEX_COUNT, hexAtIndex, hexIndex, neighbourIndex } from '../neighbours.js';
import { stepsFrom } from './reach.js';
import { planeX, planeY, quantile, smoothOverNeighbours, valueNoise } from './noise.js';

/** Known places (tables.md §11): pirate teleport fields and the deep-sea one-way points. */
export const TELEPORT_FIELDS = ['601/09', '1001/05', '1503/29', '1011/38', '611/42', '103/45'] as const;
export const ONE_WAY_POINTS = ['806/07', '806/47'] as const;
/** Audvacar's island: its centre (the middle of the map, province 806) and the rings around it (P-51). */
export const AUDVACAR = '806/27';
const ISLAND_RADIUS = 2;
const DEEP_RING_RADIUS = 5;
/** Open water this far from any land is deep sea. */
const DEEP_FROM_LAND = 4;

const id = (text: string) => hexIndex(parseHex(text) as number);

/** Dense indices of every hex within `radius` steps of `center` (an index). */
function around(center: number, radius: number): number[] {
  const result: number[] = [];
  const centreId = hexAtIndex(center);
  for (let index = 0; index < HEX_COUNT; index++) if ((distance(centreId, hexAtIndex(index)) as number) <= radius) result.push(index);
  return result;
}

/**
 * Terrain of every hex of the grid: heights from smoothed value noise falling off towards the
 * rim, sea by quantile, elevations by quantile of the land, mountains ringed by hills, the kind
 * of lowland by a second (moisture) noise; then Audvacar, the deep sea and the known points.
 */
export function generateTerrain(dice: SeededDice): TerrainId[] {
  const noise = valueNoise(dice, 28, 4);
  const moisture = smoothOverNeighbours(valueNoise(dice, 18, 3), 1);
  const centre = id(AUDVACAR);
  const [cx, cy] = [planeX(centre), planeY(centre)];
  const height = new Float64Array(HEX_COUNT);
  for (let index = 0; index < HEX_COUNT; index++) {
    const rim = Math.hypot(planeX(index) - cx, planeY(index) - cy) / 44;
    height[index] = (noise[index] as number) - 0.5 * rim ** 4;
  }
  const smoothed = smoothOverNeighbours(height, 2);
  const all = Array.from({ length: HEX_COUNT }, (_, i) => i);
  const seaLevel = quantile(smoothed, all, 0.44);
  const land = all.filter((i) => (smoothed[i] as number) > seaLevel);
  const cuts = [0.5, 0.78, 0.93].map((f) => quantile(smoothed, land, f));
  const elevation = new Int8Array(HEX_COUNT);
  for (const index of land) elevation[index] = 1 + cuts.filter((cut) => (smoothed[index] as number) >= cut).length;
  ringMountainsWithHills(elevation);

  const force = (indices: readonly number[], value: number) => indices.forEach((i) => (elevation[i] = value));
  force(around(centre, DEEP_RING_RADIUS + 1), 0);
  force(around(centre, ISLAND_RADIUS), 1);
  for (const field of TELEPORT_FIELDS) force(around(id(field), 2), 0);
  ringMountainsWithHills(elevation);

  const lowland = all.filter((i) => elevation[i] === 1);
  const dry = quantile(moisture, lowland, 0.12);
  const wet = quantile(moisture, lowland, 0.65);
  const soaked = quantile(moisture, lowland, 0.92);
  const terrain: TerrainId[] = all.map((i) => {
    switch (elevation[i]) {
      case 0:
        return 'water';
      case 2:
        return 'highland';
      case 3:
        return 'hills';
      case 4:
        return 'mountains';
      default: {
        const m = moisture[i] as number;
        if (m >= soaked) return 'swamp';
        if (m >= wet) return 'forest';
        return m < dry ? 'desert' : 'lowland';
      }
    }
  });
  for (const index of around(centre, ISLAND_RADIUS)) terrain[index] = index === centre ? 'highland' : 'lowland';
  markDeepSea(terrain, centre);
  for (const field of TELEPORT_FIELDS) terrain[id(field)] = 'teleportField';
  for (const point of ONE_WAY_POINTS) terrain[id(point)] = 'oneWayPoint';
  return terrain;
}

/** No lowland or highland next to mountains: their land neighbours rise to hills (issue 3). */
function ringMountainsWithHills(elevation: Int8Array): void {
  for (let index = 0; index < HEX_COUNT; index++) {
    if (elevation[index] !== 4) continue;
    for (let d = 0; d < 6; d++) {
      const n = neighbourIndex(index, d as Direction);
      if (n >= 0 && (elevation[n] as number) > 0 && (elevation[n] as number) < 3) elevation[n] = 3;
    }
  }
}

/** Water far from land, and the ring around Audvacar's island, is deep sea. */
function markDeepSea(terrain: TerrainId[], centre: number): void {
  const reach = stepsFrom((i) => !TERRAIN[terrain[i] as TerrainId].water);
  const centreId = hexAtIndex(centre);
  terrain.forEach((t, i) => {
    const fromCentre = distance(centreId, hexAtIndex(i)) as number;
    const ring = fromCentre > ISLAND_RADIUS && fromCentre <= DEEP_RING_RADIUS;
    if (t === 'water' && (ring || (reach[i] as number) >= DEEP_FROM_LAND)) terrain[i] = 'deepSea';
  });
}
