import type { RangedMode } from '../../data/ranged.js';
import type { TerrainId } from '../../data/terrain.js';
import type { PhoenixTables } from '../../rules.js';

/**
 * The firing modes of Table 8 as geometry (tables.md §8; R §5.1; P-39): near and high reach 1 hex,
 * far and farHigh 2. The rise counts the target's elevation over the shooter's, +1 for a wall the
 * shot passes: near up to +1, high +2; far at most 0 (not uphill), farHigh +1.
 */
export const MODE_REACH: Readonly<Record<RangedMode, { readonly hexes: number; readonly minRise: number; readonly maxRise: number }>> = {
  near: { hexes: 1, minRise: -Infinity, maxRise: 1 },
  high: { hexes: 1, minRise: 2, maxRise: 2 },
  far: { hexes: 2, minRise: -Infinity, maxRise: 0 },
  farHigh: { hexes: 2, minRise: 1, maxRise: 1 },
};

export function rise(from: TerrainId, to: TerrainId, overWall: boolean, tables: PhoenixTables): number {
  return tables.terrain[to].elevation - tables.terrain[from].elevation + (overWall ? 1 : 0);
}

/** The modes that fit a distance and a rise. */
export function fittingModes(hexes: number, rising: number): RangedMode[] {
  return (Object.keys(MODE_REACH) as RangedMode[]).filter((mode) => {
    const reach = MODE_REACH[mode];
    return reach.hexes === hexes && rising >= reach.minRise && rising <= reach.maxRise;
  });
}
