import { InputError } from '../../../../kernel/problems.js';

/** A lookup table of the map database: a code column and the column its codes stand for. */
export interface Lookup {
  readonly table: string;
  readonly id: string;
  readonly value: string;
}

/** Where the Access import finds the map and its lookup tables (docs/phoenix/map-import.md, P-260). */
export interface AccessTables {
  /** The map table, one row per hex. */
  readonly map: string;
  /** Resolves the map's `Reich` codes to realm names. */
  readonly realms: Lookup;
  /** Resolves the map's `Ruestort` codes to stronghold abbreviations (BUR … FHS). */
  readonly strongholds: Lookup;
}

export const DEFAULT_ACCESS_TABLES: AccessTables = {
  map: 'Karte',
  realms: { table: 'Reiche', id: 'ID', value: 'Name' },
  strongholds: { table: 'Ruestorte', id: 'ID', value: 'Kuerzel' },
};

export function formatLookup(lookup: Lookup): string {
  return `${lookup.table}(${lookup.id},${lookup.value})`;
}

/** "Reiche(ID,Name)" → the lookup; anything else is an error naming `where` (the option). */
export function parseLookup(text: string, where: string): Lookup {
  const match = /^\s*([^(),]+?)\s*\(\s*([^(),]+?)\s*,\s*([^(),]+?)\s*\)\s*$/.exec(text);
  if (match === null) {
    throw new InputError([{ code: 'bad-lookup', message: `must be Table(CodeColumn,NameColumn), for example Reiche(ID,Name), not "${text}"`, where }]);
  }
  return { table: match[1] as string, id: match[2] as string, value: match[3] as string };
}
