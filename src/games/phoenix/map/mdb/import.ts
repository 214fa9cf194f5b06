import MDBReader from 'mdb-reader';
import { InputError, type Problem } from '../../../../kernel/problems.js';
import type { LoadedWorld } from '../../world/loaded.js';
import { importMapRows, type ImportOptions, type MapRow, type MapTable } from '../csv/import.js';
import { DEFAULT_ACCESS_TABLES, formatLookup, type AccessTables, type Lookup } from './lookup.js';

type Value = unknown;
type Record_ = Record<string, Value>;

/** What every Jet (.mdb) and ACE (.accdb) file holds at byte 4 of its first page. */
const SIGNATURES = ['Standard Jet DB', 'Standard ACE DB', 'MSISAM Database'];

/**
 * Imports the community's map database, an Access file, as a checked world: the map table's
 * realm and stronghold codes are resolved through the database's own lookup tables (P-260),
 * then the rows go through the same reader as the CSV import.
 */
export function importMapAccess(file: Uint8Array, source: string, options: ImportOptions, tables: AccessTables = DEFAULT_ACCESS_TABLES): LoadedWorld {
  return importMapRows(readAccessMap(file, source, tables), source, options);
}

/** The Access file's map table as rows of text cells, codes resolved; errors name table, row and column. */
export function readAccessMap(file: Uint8Array, source: string, tables: AccessTables = DEFAULT_ACCESS_TABLES): MapTable {
  const buffer = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const signature = buffer.subarray(4, 19).toString('latin1');
  if (buffer.length < 4096 || buffer[0] !== 0 || !SIGNATURES.includes(signature)) {
    throw new InputError([{ code: 'not-access', message: 'is not an Access database (.mdb or .accdb): it does not begin with "Standard Jet DB" or "Standard ACE DB"' }], source);
  }
  try {
    return readTables(new MDBReader(buffer), source, tables);
  } catch (error) {
    if (error instanceof InputError) throw error;
    const reason = (error as Error).message;
    const message = /password/i.test(reason) ? 'is encrypted with a password; remove the password in Access and try again' : `cannot be read as an Access database (${reason})`;
    throw new InputError([{ code: 'bad-access', message }], source);
  }
}

function readTables(reader: MDBReader, source: string, tables: AccessTables): MapTable {
  const names = reader.getTableNames();
  const find = (wanted: string) => names.find((name) => name === wanted) ?? names.find((name) => name.toLowerCase() === wanted.toLowerCase());
  const mapName = find(tables.map);
  if (mapName === undefined) {
    throw new InputError([{ code: 'no-table', message: `has no table "${tables.map}" (it has ${names.join(', ') || 'none'}); name the map table with --table`, where: `table ${tables.map}` }], source);
  }
  const map = reader.getTable(mapName);
  const header = map.getColumnNames();
  const records = map.getData() as Record_[];
  // Access lists rows by their key, not in stored order: name the key too, so the row can be found.
  const columns = map.getColumns();
  const key = (columns.find((c) => c.autoLong) ?? columns.find((c) => c.name.toLowerCase() === 'id'))?.name;
  const problems: Problem[] = [];
  const lookups = new Map<string, Map<string, string> | null>();
  const resolverFor = (lookup: Lookup, option: string) => {
    const key = formatLookup(lookup);
    if (!lookups.has(key)) lookups.set(key, readLookup(reader, find(lookup.table), lookup, mapName, option, problems));
    return lookups.get(key) ?? null;
  };
  const coded = new Map<string, { lookup: Lookup; option: string }>([
    ['reich', { lookup: tables.realms, option: '--realms' }],
    ['ruestort', { lookup: tables.strongholds, option: '--strongholds' }],
  ]);
  const rows: MapRow[] = records.map((record, i) => {
    const keyValue = key === undefined ? '' : cellText(record[key]);
    const where = `${mapName} row ${i + 1}${keyValue === '' ? '' : ` (${key} ${keyValue})`}`;
    const cells = header.map((column) => {
      const value = record[column];
      const code = coded.get(column.toLowerCase());
      if (code === undefined || (typeof value !== 'number' && typeof value !== 'bigint')) return cellText(value);
      // P-260: a number in Reich or Ruestort is a code of the lookup table; 0 stands for none.
      if (Number(value) === 0) return '';
      const resolved = resolverFor(code.lookup, code.option);
      if (resolved === null) return '';
      const text = resolved.get(String(value));
      if (text === undefined) {
        const known = [...resolved.keys()];
        const list = known.length === 0 ? 'none' : known.length > 12 ? `${known.slice(0, 12).join(', ')}, …` : known.join(', ');
        problems.push({ code: 'unknown-code', message: `${column} ${String(value)} is no ${code.lookup.id} of table ${code.lookup.table} (it has ${list})`, where });
        return '';
      }
      return text;
    });
    return { where, cells };
  });
  if (problems.length > 0) throw new InputError(problems, source);
  return { header, headerWhere: `table ${mapName}`, rows, describe: `the community map database, Access table ${mapName}` };
}

/** Reads a lookup table into code → text; problems name its rows. Null when it cannot be used. */
function readLookup(reader: MDBReader, name: string | undefined, lookup: Lookup, mapName: string, option: string, problems: Problem[]): Map<string, string> | null {
  const hint = `name it with ${option} Table(CodeColumn,NameColumn)`;
  if (name === undefined) {
    const names = reader.getTableNames().join(', ');
    problems.push({ code: 'no-table', message: `is not in the database (it has ${names}), but ${mapName} holds codes that need it; ${hint}`, where: `table ${lookup.table}` });
    return null;
  }
  const table = reader.getTable(name);
  const columns = table.getColumnNames();
  const column = (wanted: string) => columns.find((c) => c === wanted) ?? columns.find((c) => c.toLowerCase() === wanted.toLowerCase());
  const [id, value] = [column(lookup.id), column(lookup.value)];
  for (const [wanted, found] of [[lookup.id, id], [lookup.value, value]] as const) {
    if (found === undefined) problems.push({ code: 'no-column', message: `has no column "${wanted}" (it has ${columns.join(', ')}); ${hint}`, where: `table ${name}` });
  }
  if (id === undefined || value === undefined) return null;
  const result = new Map<string, string>();
  const rowOf = new Map<string, number>();
  (table.getData() as Record_[]).forEach((record, i) => {
    const where = `${name} row ${i + 1}`;
    const cell = cellText(record[id]);
    const text = cellText(record[value]);
    if (!/^-?\d+$/.test(cell)) return problems.push({ code: 'bad-code', message: `${id} must be a whole number, not "${cell}"`, where });
    const code = String(BigInt(cell)); // a text ID "007" is code 7
    if (rowOf.has(code)) return problems.push({ code: 'duplicate-code', message: `${id} ${code} was already given on ${name} row ${rowOf.get(code)}`, where });
    if (text === '') return problems.push({ code: 'empty', message: `${value} is empty`, where });
    rowOf.set(code, i + 1);
    result.set(code, text);
  });
  return result;
}

/** An Access value as the CSV would hold it; Yes/No as 1/0 (P-260). */
function cellText(value: Value): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string') return value.trim();
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
