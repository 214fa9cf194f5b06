/**
 * A minimal writer of Access (Jet4, .mdb) files, for test fixtures only: no public Access file of
 * the Phoenix map exists, and the import must be tested against a real file that mdb-reader
 * (node_modules/mdb-reader/lib/node: Database.js, Table.js, usage-map.js) parses.
 *
 * What it writes (layout after mdbtools' HACKING.md and what mdb-reader reads):
 * - page 0, the database header: "Standard Jet DB", version 1 (Jet4) at 0x14, and the 128 bytes
 *   from 0x18 obscured with RC4 (key C7 DA 39 6B) as Access does — inside: code page 1252 (0x3C),
 *   page encryption key 0 (0x3E: pages are not encrypted), the empty password masked with the
 *   creation date (0x42), sort order 1033 (0x6E), creation date (0x72);
 * - page 1, a data page holding each table's usage maps (inline bitmaps, type 0);
 * - page 2, the table definition of MSysObjects (Id, ParentId, Name, Type, DateCreate, DateUpdate,
 *   Flags), then its data pages; then per table its definition page and data pages.
 * Limits: 4096-byte pages, one definition page per table, no indexes, no memo/OLE, text stored as
 * uncompressed UCS-2, rows filled page by page. Enough for a small map; not a general writer.
 */

export type ColumnKind = 'boolean' | 'byte' | 'integer' | 'long' | 'double' | 'datetime' | 'text';
export type CellValue = boolean | number | string | Date | null;

export interface ColumnSpec {
  readonly name: string;
  readonly kind: ColumnKind;
  /** Text: maximum length in characters (default 255). */
  readonly length?: number;
  readonly autoNumber?: boolean;
}

export interface TableSpec {
  readonly name: string;
  readonly columns: readonly ColumnSpec[];
  /** Cells in column order; null for an empty cell. */
  readonly rows: readonly (readonly CellValue[])[];
}

const PAGE = 4096;
const TYPE_CODES: Record<ColumnKind, number> = { boolean: 0x01, byte: 0x02, integer: 0x03, long: 0x04, double: 0x07, datetime: 0x08, text: 0x0a };
const FIXED_SIZES: Record<Exclude<ColumnKind, 'text'>, number> = { boolean: 0, byte: 1, integer: 2, long: 4, double: 8, datetime: 8 };
const SYSTEM_FLAGS = 0x80000002 | 0;
const HEADER_KEY = [0xc7, 0xda, 0x39, 0x6b];
const MAP_BYTES = 64;

/** Days since 1899-12-30, Access's date and time. */
function oleDate(date: Date): number {
  return (date.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;
}

function rc4(key: readonly number[], data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + (s[i] as number) + (key[i % key.length] as number)) & 0xff;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + (s[i] as number)) & 0xff;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
    out[n] = (data[n] as number) ^ (s[((s[i] as number) + (s[j] as number)) & 0xff] as number);
  }
  return out;
}

interface Layout {
  readonly fixed: boolean;
  readonly fixedOffset: number;
  readonly variableIndex: number;
  readonly size: number;
}

function layoutOf(columns: readonly ColumnSpec[]): Layout[] {
  let fixedOffset = 0;
  let variableIndex = 0;
  return columns.map((column) => {
    if (column.kind === 'text') return { fixed: false, fixedOffset: 0, variableIndex: variableIndex++, size: 2 * (column.length ?? 255) };
    const size = FIXED_SIZES[column.kind];
    const layout = { fixed: true, fixedOffset, variableIndex: 0, size };
    fixedOffset += size;
    return layout;
  });
}

/** One row in Jet4's record format: column count, fixed data, variable data, offsets reversed, null mask. */
function encodeRow(table: TableSpec, layout: readonly Layout[], row: readonly CellValue[]): Buffer {
  const { columns } = table;
  if (row.length !== columns.length) throw new Error(`${table.name}: a row has ${row.length} cells for ${columns.length} columns`);
  const fixedSize = layout.reduce((sum, l) => sum + (l.fixed ? l.size : 0), 0);
  const fixed = Buffer.alloc(fixedSize);
  const mask = Buffer.alloc(Math.ceil(columns.length / 8));
  const variable: Buffer[] = [];
  columns.forEach((column, i) => {
    const value = row[i] ?? null;
    const at = layout[i] as Layout;
    if (column.kind === 'boolean') {
      if (value === true) mask[i >> 3] = (mask[i >> 3] as number) | (1 << (i & 7));
      return;
    }
    if (value !== null) mask[i >> 3] = (mask[i >> 3] as number) | (1 << (i & 7));
    if (column.kind === 'text') {
      const text = value === null ? '' : String(value);
      if (text.length > (column.length ?? 255)) throw new Error(`${table.name}.${column.name}: "${text}" is longer than ${column.length ?? 255}`);
      variable[at.variableIndex] = Buffer.from(text, 'utf16le');
      return;
    }
    if (value === null) return;
    const number = value instanceof Date ? oleDate(value) : Number(value);
    const o = at.fixedOffset;
    if (column.kind === 'byte') fixed.writeUInt8(number, o);
    else if (column.kind === 'integer') fixed.writeInt16LE(number, o);
    else if (column.kind === 'long') fixed.writeInt32LE(number, o);
    else fixed.writeDoubleLE(number, o);
  });
  const offsets: number[] = [];
  let position = 2 + fixedSize;
  for (const data of variable) {
    offsets.push(position);
    position += data.length;
  }
  const tail = Buffer.alloc(2 + 2 * offsets.length + 2);
  tail.writeUInt16LE(position, 0); // end of the variable data
  offsets.forEach((offset, i) => tail.writeUInt16LE(offset, 2 + 2 * (offsets.length - 1 - i)));
  tail.writeUInt16LE(offsets.length, 2 + 2 * offsets.length);
  const count = Buffer.alloc(2);
  count.writeUInt16LE(columns.length);
  return Buffer.concat([count, fixed, ...variable, tail, mask]);
}

/** Fills data pages greedily; each row costs its length and a 2-byte offset. */
function packRows(rows: readonly Buffer[]): Buffer[][] {
  const pages: Buffer[][] = [];
  let current: Buffer[] = [];
  let used = 14;
  for (const row of rows) {
    if (row.length + 16 > PAGE) throw new Error('a row is longer than a page');
    if (used + row.length + 2 > PAGE) {
      pages.push(current);
      current = [];
      used = 14;
    }
    current.push(row);
    used += row.length + 2;
  }
  if (current.length > 0 || pages.length === 0) pages.push(current);
  return pages;
}

/** A data page: type 1, free space, owner's definition page, row count, row offsets; rows from the end. */
function dataPage(owner: number, rows: readonly Buffer[]): Buffer {
  const page = Buffer.alloc(PAGE);
  page[0] = 0x01;
  page[1] = 0x01;
  page.writeUInt32LE(owner, 4);
  page.writeUInt16LE(rows.length, 12);
  let end = PAGE;
  rows.forEach((row, i) => {
    end -= row.length;
    row.copy(page, end);
    page.writeUInt16LE(end, 14 + 2 * i);
  });
  page.writeUInt16LE(end - 14 - 2 * rows.length, 2);
  return page;
}

/** An inline usage map (type 0): start page 0 and one bit per page. */
function usageMap(pages: readonly number[]): Buffer {
  const map = Buffer.alloc(5 + MAP_BYTES);
  for (const page of pages) {
    if (page >= MAP_BYTES * 8) throw new Error('too many pages for an inline usage map');
    map[5 + (page >> 3)] = (map[5 + (page >> 3)] as number) | (1 << (page & 7));
  }
  return map;
}

function definitionPage(table: TableSpec, system: boolean, rowCount: number, usedMap: number, freeMap: number): Buffer {
  const layout = layoutOf(table.columns);
  const head = Buffer.alloc(63);
  head[0] = 0x02;
  head[1] = 0x01;
  head.write('VC', 2, 'latin1');
  head.writeUInt32LE(rowCount, 16);
  const autoNumber = table.columns.findIndex((c) => c.autoNumber === true);
  head.writeUInt32LE(autoNumber < 0 ? 0 : rowCount + 1, 20);
  head[40] = system ? 0x53 : 0x4e;
  head.writeUInt16LE(table.columns.length, 41);
  head.writeUInt16LE(layout.filter((l) => !l.fixed).length, 43);
  head.writeUInt16LE(table.columns.length, 45);
  head.writeUInt32LE(usedMap, 55);
  head.writeUInt32LE(freeMap, 59);
  const entries = table.columns.map((column, i) => {
    const at = layout[i] as Layout;
    const entry = Buffer.alloc(25);
    entry[0] = TYPE_CODES[column.kind];
    entry.writeUInt16LE(i, 5);
    entry.writeUInt16LE(at.variableIndex, 7);
    entry.writeUInt16LE(i, 9);
    if (column.kind === 'text') entry.writeUInt16LE(1033, 11); // the column's sort order
    entry[15] = (at.fixed ? 0x01 : 0) | 0x02 | (column.autoNumber === true ? 0x04 : 0);
    entry.writeUInt16LE(at.fixedOffset, 21);
    entry.writeUInt16LE(at.size, 23);
    return entry;
  });
  const names = table.columns.map((column) => {
    const name = Buffer.from(column.name, 'utf16le');
    const length = Buffer.alloc(2);
    length.writeUInt16LE(name.length);
    return Buffer.concat([length, name]);
  });
  const body = Buffer.concat([head, ...entries, ...names]);
  if (body.length > PAGE) throw new Error(`${table.name}: the definition does not fit one page`);
  body.writeUInt32LE(body.length - 8, 8);
  const page = Buffer.alloc(PAGE);
  body.copy(page);
  return page;
}

function headerPage(created: Date): Buffer {
  const page = Buffer.alloc(PAGE);
  page.writeUInt32LE(0x100, 0);
  page.write('Standard Jet DB\0', 4, 'latin1');
  page.writeUInt32LE(1, 0x14);
  page.writeUInt16LE(1252, 0x3c);
  const date = oleDate(created);
  const mask = Buffer.alloc(4);
  mask.writeInt32LE(Math.floor(date));
  for (let i = 0; i < 40; i++) page[0x42 + i] = mask[i % 4] as number; // an empty password, masked
  page.writeUInt16LE(1033, 0x6e);
  page.writeDoubleLE(date, 0x72);
  rc4(HEADER_KEY, page.subarray(0x18, 0x18 + 128)).copy(page, 0x18);
  return page;
}

const SYS_OBJECTS: Omit<TableSpec, 'rows'> = {
  name: 'MSysObjects',
  columns: [
    { name: 'Id', kind: 'long' },
    { name: 'ParentId', kind: 'long' },
    { name: 'Name', kind: 'text', length: 255 },
    { name: 'Type', kind: 'integer' },
    { name: 'DateCreate', kind: 'datetime' },
    { name: 'DateUpdate', kind: 'datetime' },
    { name: 'Flags', kind: 'long' },
  ],
};

/** Writes the tables as a Jet4 database; the same input and date give the same bytes. */
export function writeJet4(tables: readonly TableSpec[], created: Date): Buffer {
  const encoded = tables.map((table) => {
    const layout = layoutOf(table.columns);
    return packRows(table.rows.map((row) => encodeRow(table, layout, row)));
  });
  const catalogOf = (firstPages: readonly number[]): TableSpec => ({
    ...SYS_OBJECTS,
    rows: [
      [2, 0, 'MSysObjects', 1, created, created, SYSTEM_FLAGS],
      ...tables.map((table, i): CellValue[] => [firstPages[i] as number, 0, table.name, 1, created, created, 0]),
    ],
  });
  // Page numbers do not change the catalog's size (Id is a Long), so lay out once with zeros.
  const catalogPages = packRows(catalogOf(tables.map(() => 0)).rows.map((row) => encodeRow(catalogOf([]), layoutOf(SYS_OBJECTS.columns), row))).length;
  const firstPages: number[] = [];
  let next = 3 + catalogPages;
  for (const pages of encoded) {
    firstPages.push(next);
    next += 1 + pages.length;
  }
  const catalog = catalogOf(firstPages);
  const all: { table: TableSpec; system: boolean; first: number; pages: Buffer[][] }[] = [
    { table: catalog, system: true, first: 2, pages: packRows(catalog.rows.map((row) => encodeRow(catalog, layoutOf(catalog.columns), row))) },
    ...tables.map((table, i) => ({ table, system: false, first: firstPages[i] as number, pages: encoded[i] as Buffer[][] })),
  ];
  const maps: Buffer[] = [];
  const out: Buffer[] = [headerPage(created), Buffer.alloc(0)];
  all.forEach(({ table, system, first, pages }, i) => {
    const dataPages = pages.map((_, n) => first + 1 + n);
    maps.push(usageMap(dataPages), usageMap([]));
    out.push(definitionPage(table, system, table.rows.length, (1 << 8) | (2 * i), (1 << 8) | (2 * i + 1)));
    pages.forEach((rows) => out.push(dataPage(first, rows)));
  });
  out[1] = dataPage(0, maps);
  return Buffer.concat(out);
}
