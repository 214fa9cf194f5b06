import { STRONGHOLD_LEVELS, type StrongholdLevel } from '../../data/structures.js';
import { TERRAIN, TERRAIN_IDS, type TerrainId } from '../../data/terrain.js';
import { DIRECTIONS } from '../coords.js';

/**
 * The community map database's columns (one row per hex; docs/phoenix/map-import.md). Side
 * columns hold 0 for none, −1 for under construction, 1 for a finished structure and any other
 * positive number for its current BP (interpretation P-53).
 */
export const SIDE_COLUMNS = ['Fluss', 'Strasse', 'Kai', 'Bruecke', 'Wall'] as const;
export type SideColumn = (typeof SIDE_COLUMNS)[number];

export const HEX_COLUMNS = ['gf', 'kf', 'Gelaendetyp', 'Reich', 'Ruestort', 'Baupunkte'] as const;

export const ALL_COLUMNS: readonly string[] = [...HEX_COLUMNS, ...SIDE_COLUMNS.flatMap((kind) => DIRECTIONS.map((d) => `${kind}_${d}`))];

/** Gelaendetyp (the database's terrain id, tables.md §1) → terrain. */
export const TERRAIN_BY_DATABASE_ID: ReadonlyMap<number, TerrainId> = new Map(TERRAIN_IDS.map((t) => [TERRAIN[t].id, t]));

/** Ruestort codes: the rulebook's and the income table's spellings (R §1.5, §3.2.1). */
export const STRONGHOLD_CODES: ReadonlyMap<string, StrongholdLevel> = new Map<string, StrongholdLevel>([
  ...STRONGHOLD_LEVELS.map((level) => [level, level] as [string, StrongholdLevel]),
  ['HPST', 'HST'],
  ['FHPST', 'FHS'],
]);

/** A realm's id from its name: lower case, umlauts spelt out, other characters as "-". */
export function realmIdOf(name: string): string {
  const id = name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return id === '' ? 'reich' : id;
}
