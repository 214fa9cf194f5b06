import type { TerrainId } from './terrain.js';

/**
 * Movement (rulebook Table 5, which the text lacks): BWP a step into a hex costs. Land cells are
 * [standard, with Wegerecht, on a road, road + Wegerecht]; sea cells [standard, in coastal waters].
 * 0 marks a hex the army cannot enter. Source: T18 (tables.md §7), checked against the R §4 example.
 */
export const MOVEMENT_COSTS = {
  warriors: { open: [7, 4, 4, 3], rough: [7, 4, 4, 3], hills: [7, 4, 4, 3], mountains: [7, 4, 4, 3], source: 'T18' },
  warriorsLKP: { open: [7, 7, 4, 4], rough: [7, 7, 4, 4], hills: [7, 7, 4, 4], mountains: [0, 0, 7, 4], source: 'T18' },
  warriorsSKP: { open: [7, 7, 4, 4], rough: [0, 0, 7, 7], hills: [0, 0, 7, 7], mountains: [0, 0, 0, 0], source: 'T18' },
  riders: { open: [7, 4, 4, 3], rough: [10, 5, 5, 3], hills: [21, 7, 7, 4], mountains: [0, 0, 0, 0], source: 'T18; R §4 example' },
  ships: { water: [7, 5], deepSea: [12, 8], source: 'T18' },
  shipsLKS: { water: [8, 6], deepSea: [21, 14], source: 'T18' },
  shipsSKS: { water: [10, 7], deepSea: [21, 14], source: 'T18' },
  // The pirates' own table (R §6.6 "siehe Tabelle") is missing from the text: sample values, not the
  // published ones — cheaper than every other realm's in water, deep sea and coastal waters (P-209).
  pirateShips: { water: [6, 4], deepSea: [10, 7], source: 'sample (R §6.6 table missing; P-209)' },
  pirateShipsLKS: { water: [7, 5], deepSea: [18, 12], source: 'sample (R §6.6 table missing; P-209)' },
  pirateShipsSKS: { water: [8, 6], deepSea: [18, 12], source: 'sample (R §6.6 table missing; P-209)' },
} as const;

/** Everything else movement counts, with its passage. */
export const MOVEMENT_RULES = {
  elevationPoints: 2,
  elevationStepCost: 2,
  elevationStepCostByRoad: 1,
  coastalRange: 2,
  teleportFieldBwp: 20,
  cargoBwp: 9,
  cargoGoldFrom: 50_000,
  overrunRatio: 10,
  overrunExtraBwp: 7,
  /** A pirate fleet's BWP: sample, not the published value (R §6.6 table missing; P-209). */
  pirateFleetBwp: 50,
  source: 'R §1.5.1, §4, §4.1, §4.3, §5.5, §6.6.5; errata 67',
} as const;

export type LandCostClass = 'warriors' | 'warriorsLKP' | 'warriorsSKP' | 'riders';
export type SeaCostClass = 'ships' | 'shipsLKS' | 'shipsSKS' | 'pirateShips' | 'pirateShipsLKS' | 'pirateShipsSKS';
export type LandTerrainGroup = 'open' | 'rough' | 'hills' | 'mountains';

/** Which Table 5 column a terrain uses (tables.md §7); water terrains map to the sea cells. */
export const MOVEMENT_TERRAIN_GROUP: Readonly<Record<TerrainId, LandTerrainGroup | 'water' | 'deepSea'>> = {
  lowland: 'open',
  highland: 'open',
  desert: 'open',
  forest: 'rough',
  swamp: 'rough',
  hills: 'hills',
  mountains: 'mountains',
  water: 'water',
  deepSea: 'deepSea',
  oneWayPoint: 'deepSea',
  teleportField: 'water',
};
