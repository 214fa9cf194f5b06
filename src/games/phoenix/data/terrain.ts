/**
 * Terrain (rulebook Table 1): ids of the community's map database (column `Gelaendetyp`),
 * elevation, inhabitants and tax income. Sources: R §0.3, §3.2.1; tables.md §1.
 */
export const TERRAIN = {
  water: { id: 1, de: 'Wasser', elevation: 0, inhabitants: 0, income: 0, water: true, source: 'R §0.3.2' },
  highland: { id: 2, de: 'Hochland', elevation: 2, inhabitants: 40_000, income: 800, water: false, source: 'R §0.3.6' },
  forest: { id: 3, de: 'Wald', elevation: 1, inhabitants: 40_000, income: 800, water: false, source: 'R §0.3.5' },
  desert: { id: 4, de: 'Wüste', elevation: 1, inhabitants: 15_000, income: 300, water: false, source: 'R §0.3.9' },
  swamp: { id: 5, de: 'Sumpf', elevation: 1, inhabitants: 15_000, income: 300, water: false, source: 'R §0.3.10' },
  hills: { id: 6, de: 'Bergland', elevation: 3, inhabitants: 25_000, income: 500, water: false, source: 'R §0.3.7' },
  mountains: { id: 7, de: 'Gebirge', elevation: 4, inhabitants: 10_000, income: 200, water: false, source: 'R §0.3.8' },
  deepSea: { id: 8, de: 'Tiefsee', elevation: 0, inhabitants: 0, income: 0, water: true, source: 'R §0.3.3' },
  lowland: { id: 9, de: 'Tiefland', elevation: 1, inhabitants: 50_000, income: 1_000, water: false, source: 'R §0.3.4' },
  teleportField: { id: 10, de: 'Auftauchpunkt', elevation: 0, inhabitants: 0, income: 0, water: true, source: 'R §6.6; tables.md §1' },
  oneWayPoint: { id: 11, de: 'Tiefseeeinbahnpunkt', elevation: 0, inhabitants: 0, income: 0, water: true, source: 'tables.md §1' },
} as const;

export type TerrainId = keyof typeof TERRAIN;
export const TERRAIN_IDS = Object.keys(TERRAIN) as TerrainId[];

/** The six groups a realm's standard terrain is chosen from (R §5.5.2). */
export const TERRAIN_GROUP: Readonly<Record<TerrainId, StandardTerrain | null>> = {
  lowland: 'lowland',
  highland: 'highland',
  forest: 'forest',
  desert: 'desert',
  swamp: 'swamp',
  hills: 'mountainous',
  mountains: 'mountainous',
  water: null,
  deepSea: null,
  teleportField: null,
  oneWayPoint: null,
};

export const STANDARD_TERRAINS = ['lowland', 'highland', 'forest', 'desert', 'swamp', 'mountainous'] as const;
export type StandardTerrain = (typeof STANDARD_TERRAINS)[number];
