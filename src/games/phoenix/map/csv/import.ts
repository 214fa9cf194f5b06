import { parse } from 'csv-parse/sync';
import { InputError, type Problem } from '../../../../kernel/problems.js';
import { parseWith } from '../../../../kernel/validation.js';
import { STRONGHOLDS, STRUCTURES } from '../../data/structures.js';
import { TERRAIN_GROUP, type TerrainId } from '../../data/terrain.js';
import { DIRECTIONS, formatHex, hexId, type Direction } from '../coords.js';
import { HEX_COUNT, hexAtIndex } from '../neighbours.js';
import { SAMPLE_REALMS } from '../generate/realms.js';
import { worldProblems } from '../../world/load.js';
import type { LoadedWorld } from '../../world/loaded.js';
import { placeAtIndex, placeIndex, placeNeighbour, sideKey } from '../../world/places.js';
import { WORLD_FORMAT, worldSchema, type Hex, type Link, type Quay, type Realm, type River, type Stronghold, type Wall, type World } from '../../world/schema.js';
import { SIDE_COLUMNS, STRONGHOLD_CODES, TERRAIN_BY_DATABASE_ID, realmIdOf, type SideColumn } from './columns.js';

export interface ImportOptions {
  /** Name of the world; the file name when not given. */
  readonly name: string;
  /** Terrain for grid hexes the CSV lacks; without it, missing hexes are an error. */
  readonly fill?: TerrainId;
}

/** One row of the map table: where it stands (for messages, "line 3" or "Karte row 2") and its cells in the header's order. */
export interface MapRow {
  readonly where: string;
  readonly cells: readonly string[];
}

/** The map table however it was read: a CSV file or an Access table (../mdb/import.ts). */
export interface MapTable {
  readonly header: readonly string[];
  /** Where the header stands, for missing columns: "line 1" or "table Karte". */
  readonly headerWhere: string;
  readonly rows: readonly MapRow[];
  /** How the table was read, for the world's `source`. */
  readonly describe: string;
}

/** Reads the CSV text into rows with their line numbers; the delimiter is found in the header. */
function readRows(text: string, source: string): MapTable {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { delimiter, bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new InputError([{ code: 'bad-csv', message: (error as Error).message.replace(/^Invalid .*?: /, ''), ...(line ? { where: `line ${line}` } : {}) }], source);
  }
  const [head, ...body] = records;
  if (head === undefined) throw new InputError([{ code: 'empty', message: 'holds no header line' }], source);
  return {
    header: head.record,
    headerWhere: 'line 1',
    rows: body.map(({ record, info }) => ({ where: `line ${info.lines}`, cells: record })),
    describe: 'the community map database exported as CSV',
  };
}

/** Imports the community database's map (docs/phoenix/map-import.md) as a checked world. */
export function importMapCsv(text: string, source: string, options: ImportOptions): LoadedWorld {
  return importMapRows(readRows(text, source), source, options);
}

/** Reads the map table's rows (from CSV or Access) into a checked world; every problem names its row and column. */
export function importMapRows(table: MapTable, source: string, options: ImportOptions): LoadedWorld {
  const { header, rows } = table;
  const problems: Problem[] = [];
  const fail = (where: string, message: string, code = 'bad-row') => problems.push({ code, message, where });
  const column = new Map(header.map((name, i) => [name.toLowerCase(), i]));
  for (const required of ['gf', 'kf', 'Gelaendetyp']) {
    if (!column.has(required.toLowerCase())) problems.push({ code: 'missing-column', message: `needs a column "${required}" (it has ${header.join(', ')})`, where: table.headerWhere });
  }
  if (problems.length > 0) throw new InputError(problems, source);
  const cellOf = (row: MapRow, name: string) => {
    const at = column.get(name.toLowerCase());
    return at === undefined ? '' : (row.cells[at] ?? '');
  };
  const int = (row: MapRow, name: string, empty: number | undefined): number | undefined => {
    const value = cellOf(row, name);
    if (value === '' && empty !== undefined) return empty;
    if (!/^-?\d+$/.test(value)) {
      fail(row.where, `${name} must be a whole number, not "${value}"`);
      return undefined;
    }
    return Number(value);
  };

  const lines: Record<string, string[]> = { hexes: [], rivers: [], quays: [], walls: [], roads: [], bridges: [], strongholds: [] };
  const world: World = {
    format: WORLD_FORMAT,
    name: options.name,
    source: `Imported from ${source} (${table.describe})`,
    calendar: { turn: 1, turnOrder: [], emergence: [] },
    realms: [],
    hexes: [],
    rivers: [],
    quays: [],
    walls: [],
    magicWalls: [],
    roads: [],
    bridges: [],
    strongholds: [],
    armies: [],
    characters: [],
    wizards: [],
  };
  const realmIds = new Map<string, string>();
  const seenPlaces = new Map<number, string>();
  const sides = new Map<string, { where: string; value: number }>();
  for (const row of rows) {
    if (row.cells.length !== header.length) {
      fail(row.where, `has ${row.cells.length} fields, the header ${header.length}`);
      continue;
    }
    const gf = int(row, 'gf', undefined);
    const kf = int(row, 'kf', undefined);
    const terrainId = int(row, 'Gelaendetyp', undefined);
    if (gf === undefined || kf === undefined || terrainId === undefined) continue;
    const index = placeIndex(hexId(gf, kf));
    if (index < 0) {
      fail(row.where, `${gf}/${kf} is no hex of Erkenfara or of the pirate nest 2001`);
      continue;
    }
    if (seenPlaces.has(index)) {
      fail(row.where, `${formatHex(hexId(gf, kf))} was already given on ${seenPlaces.get(index)}`);
      continue;
    }
    seenPlaces.set(index, row.where);
    const terrain = TERRAIN_BY_DATABASE_ID.get(terrainId);
    if (terrain === undefined) {
      fail(row.where, `Gelaendetyp ${terrainId} is not a terrain id (1–11, tables.md §1)`);
      continue;
    }
    const at = formatHex(hexId(gf, kf));
    const hex: Hex = { at, terrain };
    const realmName = cellOf(row, 'Reich');
    if (realmName !== '') hex.owner = realmFor(realmName, world.realms, realmIds);
    world.hexes.push(hex);
    lines.hexes?.push(row.where);
    readStronghold(row, at, hex.owner, cellOf, int, fail, world.strongholds, lines);
    for (const kind of SIDE_COLUMNS) {
      DIRECTIONS.forEach((name, d) => {
        const value = int(row, `${kind}_${name}`, 0);
        if (value === undefined || value === 0) return;
        if (value < -1) return fail(row.where, `${kind}_${name} is 0 (none), −1 (under construction) or the BP, not ${value}`);
        const other = placeNeighbour(index, d as Direction);
        if (other < 0) return fail(row.where, `${kind}_${name}: ${at} has no neighbour to the ${name}`);
        const shared = kind === 'Fluss' || kind === 'Strasse' || kind === 'Bruecke';
        const key = `${kind}:${shared ? sideKey(index, d as Direction) : index * 6 + d}`;
        const earlier = sides.get(key);
        if (earlier !== undefined) {
          if (earlier.value !== value) fail(row.where, `${kind}_${name} is ${value} but ${earlier.where} gives the same side ${earlier.value}`);
          return;
        }
        sides.set(key, { where: row.where, value });
        addSide(world, lines, kind, at, formatHex(placeAtIndex(other)), name, value, row.where);
      });
    }
  }
  if (options.fill !== undefined) {
    for (let index = 0; index < HEX_COUNT; index++) if (!seenPlaces.has(index)) world.hexes.push({ at: formatHex(hexAtIndex(index)), terrain: options.fill });
  }
  for (const realm of world.realms) {
    const capital = world.strongholds.find((s) => s.owner === realm.id && !s.building && (s.level === 'HST' || s.level === 'FHS'));
    if (capital !== undefined) realm.capital = capital.at;
    const terrain = capital === undefined ? undefined : world.hexes.find((h) => h.at === capital.at)?.terrain;
    realm.standardTerrain = (terrain === undefined ? null : TERRAIN_GROUP[terrain]) ?? 'lowland';
  }
  if (problems.length > 0) throw new InputError(problems, source);
  const checked = parseWith(worldSchema, world, source);
  const { loaded, problems: consistency } = worldProblems(checked);
  if (consistency.length > 0) throw new InputError(consistency.map((p) => ({ ...p, where: withLine(p.where, lines) })), source);
  return loaded;
}

/** "walls[3].bp" → "line 17 (walls[3].bp)": the row the record came from. */
function withLine(where: string | undefined, lines: Record<string, string[]>): string | undefined {
  const match = where === undefined ? null : /^(\w+)\[(\d+)\]/.exec(where);
  const line = match === null ? undefined : lines[match[1] as string]?.[Number(match[2])];
  return line === undefined ? where : `${line} (${where})`;
}

function realmFor(name: string, realms: Realm[], ids: Map<string, string>): string {
  const known = ids.get(name);
  if (known !== undefined) return known;
  let id = realmIdOf(name);
  for (let n = 2; realms.some((r) => r.id === id); n++) id = `${realmIdOf(name).slice(0, 36)}-${n}`;
  const colour = (SAMPLE_REALMS[realms.length % SAMPLE_REALMS.length] as (typeof SAMPLE_REALMS)[number])[2];
  realms.push({ id, name, colour, kind: 'original', standardTerrain: 'lowland', treasury: 0 });
  ids.set(name, id);
  return id;
}

/** Ruestort and Baupunkte: below the level's lower bound a stronghold is a site (interpretation P-53). */
function readStronghold(
  row: MapRow,
  at: string,
  owner: string | undefined,
  text: (row: MapRow, name: string) => string,
  int: (row: MapRow, name: string, empty: number | undefined) => number | undefined,
  fail: (where: string, message: string) => void,
  strongholds: Stronghold[],
  lines: Record<string, string[]>,
): void {
  const code = text(row, 'Ruestort').toUpperCase();
  if (code === '' || code === '0') return;
  const level = STRONGHOLD_CODES.get(code);
  if (level === undefined) return fail(row.where, `Ruestort "${code}" is none of BUR, STD, FST, HST, FHS`);
  const bp = int(row, 'Baupunkte', STRONGHOLDS[level].bp);
  if (bp === undefined) return;
  const stronghold: Stronghold = { at, level, bp };
  if (owner !== undefined) stronghold.owner = owner;
  if (bp < STRONGHOLDS[level].keepsLevelFrom) stronghold.building = true;
  strongholds.push(stronghold);
  lines.strongholds?.push(row.where);
}

function addSide(world: World, lines: Record<string, string[]>, kind: SideColumn, at: string, to: string, side: (typeof DIRECTIONS)[number], value: number, line: string): void {
  const building = value === -1;
  const bpOf = (full: number) => (building ? 0 : value === 1 ? full : value);
  const record = <T extends object>(list: T[], name: string, item: T) => {
    list.push(item);
    lines[name]?.push(line);
  };
  const flag = building ? { building: true } : {};
  switch (kind) {
    case 'Fluss':
      return record<River>(world.rivers, 'rivers', { at, side });
    case 'Strasse':
      return record<Link>(world.roads, 'roads', { from: at, to, bp: bpOf(STRUCTURES.road.bp), ...flag });
    case 'Bruecke':
      return record<Link>(world.bridges, 'bridges', { from: at, to, bp: bpOf(STRUCTURES.bridge.bp), ...flag });
    case 'Kai':
      return record<Quay>(world.quays, 'quays', { at, side, bp: bpOf(STRUCTURES.quay.bp), ...flag });
    case 'Wall': {
      const crew = building ? { crewK: 0, crewHF: 0 } : { crewK: STRUCTURES.wall.crewK, crewHF: STRUCTURES.wall.crewHF };
      return record<Wall>(world.walls, 'walls', { at, side, bp: bpOf(STRUCTURES.wall.bp), ...crew, ...flag });
    }
  }
}
