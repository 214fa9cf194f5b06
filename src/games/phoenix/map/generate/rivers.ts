import type { SeededDice } from '../../../../kernel/dice.js';
import { TERRAIN, type TerrainId } from '../../data/terrain.js';
import type { Direction } from '../coords.js';
import { HEX_COUNT, neighbourIndex } from '../neighbours.js';
import { stepsFrom } from './reach.js';

/** A river side: a hex (dense index) and the direction of the side. */
export interface RiverSide {
  readonly index: number;
  readonly direction: Direction;
}

const MIN_LENGTH = 6;
const MAX_LENGTH = 30;

/**
 * Rivers along hex sides (R §0.3.11; interpretation P-58). A river is a walk from side to side through the corners
 * they share, each side between two land hexes of equal elevation, going towards the sea until a
 * corner touches water (the mouth). Sources are drawn at random; walks that stay short are dropped.
 */
export function generateRivers(terrain: readonly TerrainId[], dice: SeededDice, attempts: number): RiverSide[] {
  const elevation = terrain.map((t) => (TERRAIN[t].water ? 0 : TERRAIN[t].elevation));
  const toSea = stepsFrom((i) => TERRAIN[terrain[i] as TerrainId].water);
  const used = new Set<number>();
  const key = (index: number, d: number) => {
    const other = neighbourIndex(index, d as Direction);
    return Math.min(index * 6 + d, other * 6 + ((d + 3) % 6));
  };
  const flat = (a: number, b: number) => a >= 0 && b >= 0 && elevation[a] !== 0 && elevation[a] === elevation[b];
  const rivers: RiverSide[] = [];
  for (let attempt = 0; attempt < attempts; attempt++) {
    const start = dice.int(0, HEX_COUNT - 1);
    const startDirection = dice.int(0, 5);
    if (!flat(start, neighbourIndex(start, startDirection as Direction)) || (toSea[start] as number) < 3) continue;
    const path: RiverSide[] = [];
    const seen = new Set<number>();
    // The river flows from the corner it came through (shared with hex `behind`) to the far one.
    let [a, d] = [start, startDirection];
    let behind = neighbourIndex(start, ((startDirection + (dice.int(0, 1) === 0 ? 1 : 5)) % 6) as Direction);
    for (let step = 0; step < MAX_LENGTH; step++) {
      const b = neighbourIndex(a, d as Direction);
      const k = key(a, d);
      if (used.has(k) || seen.has(k)) break;
      seen.add(k);
      path.push({ index: a, direction: d as Direction });
      const turn = neighbourIndex(a, ((d + 5) % 6) as Direction) === behind ? 1 : 5;
      const c = neighbourIndex(a, ((d + turn) % 6) as Direction);
      if (c < 0 || elevation[c] === 0) break;
      const options: [hex: number, direction: number, behind: number, toSea: number][] = [];
      const alongA = (d + turn) % 6;
      const alongB = directionTo(b, c);
      if (flat(a, c)) options.push([a, alongA, b, Math.min(toSea[a] as number, toSea[c] as number)]);
      if (alongB !== undefined && flat(b, c)) options.push([b, alongB, a, Math.min(toSea[b] as number, toSea[c] as number)]);
      const next = options.filter(([x, y]) => !seen.has(key(x, y)) && !used.has(key(x, y))).sort((p, q) => p[3] - q[3]);
      if (next.length === 0) break;
      const pick = (next.length > 1 && next[0]?.[3] === next[1]?.[3] ? next[dice.int(0, 1)] : next[0]) as [number, number, number, number];
      [a, d, behind] = [pick[0], pick[1], pick[2]];
    }
    if (path.length < MIN_LENGTH) continue;
    for (const side of path) used.add(key(side.index, side.direction));
    rivers.push(...path);
  }
  return rivers;
}

function directionTo(from: number, to: number): number | undefined {
  for (let d = 0; d < 6; d++) if (neighbourIndex(from, d as Direction) === to) return d;
  return undefined;
}
