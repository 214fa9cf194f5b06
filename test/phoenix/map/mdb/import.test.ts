import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MDBReader from 'mdb-reader';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../../src/kernel/problems.js';
import { STRONGHOLDS } from '../../../../src/games/phoenix/data/structures.js';
import { importMapCsv } from '../../../../src/games/phoenix/map/csv/import.js';
import { importMapAccess, readAccessMap } from '../../../../src/games/phoenix/map/mdb/import.js';
import { parseLookup } from '../../../../src/games/phoenix/map/mdb/lookup.js';
import { cli } from '../../../cli/run.js';
import type { CellValue, TableSpec } from './jet4.js';
import { SAMPLE_CSV, SAMPLE_MDB, sampleCsv, sampleDatabase, sampleTables } from './fixture.js';

const folder = mkdtempSync(join(tmpdir(), 'arbiter-mdb-'));
const file = (name: string, content: string | Buffer) => {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
};
const world = (path: string) => {
  const { source: _source, ...rest } = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  return rest;
};

/** The sample tables with one cell of one table changed. */
function changed(table: string, row: number, column: string, value: CellValue, tables = sampleTables()): TableSpec[] {
  return tables.map((t) => {
    if (t.name !== table) return t;
    const at = t.columns.findIndex((c) => c.name === column);
    return { ...t, rows: t.rows.map((r, i) => (i === row - 1 ? r.map((cell, j) => (j === at ? value : cell)) : r)) };
  });
}

const hexOf = (row: readonly CellValue[]) => `${String(row[1])}/${String(row[2]).padStart(2, '0')}`;

/** Land hexes of the map table without a stronghold, in table order. */
function landHexes(karte: TableSpec, owned = false): string[] {
  const column = (name: string) => karte.columns.findIndex((c) => c.name === name);
  const land = karte.rows.filter((r) => ![1, 8, 10, 11].includes(r[column('Gelaendetyp')] as number) && r[column('Ruestort')] === 0);
  return land.filter((r) => !owned || r[column('Reich')] !== 0).map(hexOf);
}

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof InputError) return error.message.split('\n');
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('the generated sample Access database (test fixture)', () => {
  it('is what the fixture writer produces, byte for byte, and mdb-reader reads its tables', () => {
    expect(sampleDatabase().equals(readFileSync(SAMPLE_MDB))).toBe(true);
    expect(readFileSync(SAMPLE_CSV, 'utf8')).toBe(sampleCsv());
    const reader = new MDBReader(readFileSync(SAMPLE_MDB));
    expect(reader.getTableNames()).toEqual(['Karte', 'Reiche', 'Ruestorte']);
    expect(reader.getTable('Karte').rowCount).toBe(4 * 48);
    expect(reader.getTable('Reiche').getData()).toContainEqual({ ID: 5, Name: 'Silberküste' });
  });
});

describe('arbiter phoenix import-map with an Access file', () => {
  it('gives the same world as the import of the equivalent CSV', () => {
    const args = ['--fill', 'water', '--name', 'Probe'];
    expect(cli('phoenix', 'import-map', SAMPLE_MDB, ...args, '--out', join(folder, 'mdb.json'))).toEqual({ code: 0, out: '', err: '' });
    expect(cli('phoenix', 'import-map', SAMPLE_CSV, ...args, '--out', join(folder, 'csv.json'))).toEqual({ code: 0, out: '', err: '' });
    const [fromMdb, fromCsv] = [world(join(folder, 'mdb.json')), world(join(folder, 'csv.json'))];
    expect(fromMdb).toEqual(fromCsv);
    // The codes were resolved: realms by name with their capitals, and no realm for the unused code.
    const realms = fromMdb.realms as { name: string; capital?: string }[];
    expect(realms.map((r) => [r.name, r.capital])).toEqual([
      ['Sonnfels', '204/34'],
      ['Goldau', '611/02'],
      ['Rabenstein', '801/27'],
      ['Nordmark', '1108/04'],
    ]);
    expect((fromMdb.strongholds as { level: string }[]).map((s) => s.level)).toEqual(['HST', 'HST', 'HST', 'HST']);
  });

  it('resolves every stronghold code, Baupunkte and side values like the CSV', () => {
    let tables = sampleTables();
    const land = landHexes(tables[0] as TableSpec);
    const [bur, std, fst, fhs] = [0, 60, 90, 120].map((i) => land[i] as string) as [string, string, string, string];
    const [wall, site] = landHexes(tables[0] as TableSpec, true).filter((hex) => hex !== fhs) as [string, string];
    const edits: [string, string, CellValue][] = [
      [bur, 'Ruestort', 1],
      [bur, 'Baupunkte', 300],
      [std, 'Ruestort', 2],
      [fst, 'Ruestort', 3],
      [fhs, 'Ruestort', 5],
      [fhs, 'Baupunkte', 5000],
      [fhs, 'Reich', ''],
      [site, 'Wall_NO', -1],
      [wall, 'Wall_SO', 80],
    ];
    const rowOf = (hex: string) => (tables[0] as TableSpec).rows.findIndex((r) => hexOf(r) === hex) + 1;
    for (const [hex, column, value] of edits) tables = changed('Karte', rowOf(hex), column, column === 'Reich' ? 0 : value, tables);
    const csvLines = sampleCsv().trimEnd().split('\n');
    const header = (csvLines[0] as string).split(';');
    const csv = csvLines.map((line, i) => {
      if (i === 0) return line;
      const cells = line.split(';');
      for (const [hex, column, value] of edits) {
        if (`${cells[0]}/${(cells[1] as string).padStart(2, '0')}` !== hex) continue;
        cells[header.indexOf(column)] = column === 'Ruestort' ? (['', 'BUR', 'STD', 'FST', 'HST', 'FHS'][value as number] as string) : String(value);
      }
      return cells.join(';');
    });
    const options = { name: 'Probe', fill: 'water' as const };
    const fromMdb = importMapAccess(sampleDatabase(tables), 'karte.mdb', options).world;
    const fromCsv = importMapCsv(csv.join('\n'), 'karte.csv', options).world;
    expect({ ...fromMdb, source: '' }).toEqual({ ...fromCsv, source: '' });
    expect(fromMdb.strongholds.map((s) => [s.at, s.level, s.bp, s.building ?? false])).toEqual(
      expect.arrayContaining([
        [bur, 'BUR', 300, true],
        [std, 'STD', STRONGHOLDS.STD.bp, false],
        [fst, 'FST', STRONGHOLDS.FST.bp, false],
        [fhs, 'FHS', 5000, true],
      ]),
    );
    expect(fromMdb.walls.map((w) => [w.at, w.side, w.bp, w.building ?? false])).toEqual([
      [wall, 'SO', 80, false],
      [site, 'NO', 0, true],
    ]);
  });

  it('reads text columns as UCS-2 and Yes/No columns as 1/0', () => {
    let tables = changed('Reiche', 1, 'Name', 'Schöne Grüße'); // row 1 holds the last code, Silberküste's
    const karte = tables[0] as TableSpec;
    const row = karte.rows.findIndex((r) => hexOf(r) === landHexes(karte)[0]) + 1;
    tables = changed('Karte', row, 'Reich', 5, tables);
    const read = readAccessMap(sampleDatabase(tables), 'karte.mdb');
    expect(read.rows[row - 1]?.cells[read.header.indexOf('Reich')]).toBe('Schöne Grüße');
    expect(read.rows[row - 1]?.where).toBe(`Karte row ${row} (ID ${row})`);
    const realm = importMapAccess(sampleDatabase(tables), 'karte.mdb', { name: 'Probe', fill: 'water' }).world.realms[0];
    expect([realm?.id, realm?.name]).toEqual(['schoene-gruesse', 'Schöne Grüße']);

    const withFlag: TableSpec = { ...karte, columns: karte.columns.map((c) => (c.name === 'Fluss_NW' ? { ...c, kind: 'boolean' } : c)) };
    const at = karte.columns.findIndex((c) => c.name === 'Fluss_NW');
    const flagged = { ...withFlag, rows: withFlag.rows.map((r, i) => r.map((cell, j) => (j === at ? i === 0 : cell))) };
    const cells = readAccessMap(sampleDatabase([flagged, ...tables.slice(1)]), 'karte.mdb').rows.map((r) => r.cells[at]);
    expect(cells.slice(0, 3)).toEqual(['1', '0', '0']);
  });

  it('reads IDs of a lookup table kept as text, and realm names kept as text in the map', () => {
    const [karte, reiche, ruestorte] = sampleTables() as [TableSpec, TableSpec, TableSpec];
    const textIds = { ...reiche, columns: [{ name: 'ID', kind: 'text' as const }, reiche.columns[1]!], rows: reiche.rows.map(([id, name]) => [`00${String(id)}`, name ?? null]) };
    const reich = karte.columns.findIndex((c) => c.name === 'Reich');
    const names = new Map(reiche.rows.map(([id, name]) => [id, name]));
    const textNames = { ...karte, columns: karte.columns.map((c, j) => (j === reich ? { ...c, kind: 'text' as const } : c)), rows: karte.rows.map((r) => r.map((cell, j) => (j === reich ? (names.get(cell) ?? null) : cell))) };
    const expected = readAccessMap(sampleDatabase(), 'k.mdb').rows.map((r) => r.cells);
    expect(readAccessMap(sampleDatabase([karte, textIds, ruestorte]), 'k.mdb').rows.map((r) => r.cells)).toEqual(expected);
    expect(readAccessMap(sampleDatabase([textNames, ruestorte]), 'k.mdb').rows.map((r) => r.cells)).toEqual(expected);
  });

  it('takes other table and column names from --table, --realms and --strongholds', () => {
    const [karte, reiche, ruestorte] = sampleTables() as [TableSpec, TableSpec, TableSpec];
    const renamed = [
      { ...karte, name: 'Hexfelder' },
      { ...reiche, name: 'Laender', columns: [{ name: 'Nr', kind: 'long' as const }, { name: 'Titel', kind: 'text' as const }] },
      { ...ruestorte, name: 'Orte', columns: [{ name: 'Nr', kind: 'long' as const }, { name: 'Abk', kind: 'text' as const }, { name: 'Text', kind: 'text' as const }] },
    ];
    const path = file('umbenannt.accdb', sampleDatabase(renamed));
    const run = cli('phoenix', 'import-map', path, '--fill', 'water', '--name', 'Probe', '--table', 'Hexfelder', '--realms', 'Laender(Nr,Titel)', '--strongholds', 'Orte( Nr , Abk )', '--out', join(folder, 'renamed.json'));
    expect(run).toEqual({ code: 0, out: '', err: '' });
    expect(cli('phoenix', 'import-map', SAMPLE_MDB, '--fill', 'water', '--name', 'Probe', '--out', join(folder, 'default.json')).code).toBe(0);
    expect(world(join(folder, 'renamed.json'))).toEqual(world(join(folder, 'default.json')));
    expect(parseLookup('Reiche(ID,Name)', '--realms')).toEqual({ table: 'Reiche', id: 'ID', value: 'Name' });
  });

  it('reports a code missing from its lookup table with table, row and column, and exits 2', () => {
    const bad = changed('Ruestorte', 2, 'ID', 1, changed('Karte', 7, 'Ruestort', 9, changed('Karte', 5, 'Reich', 99)));
    const run = cli('phoenix', 'import-map', file('codes.mdb', sampleDatabase(bad)), '--fill', 'water');
    expect(run.code).toBe(2);
    expect(run.err).not.toMatch(/at .*\.[jt]s:\d+/);
    const lines = run.err.trimEnd().split('\n');
    expect(lines).toContain(`${join(folder, 'codes.mdb')}: Karte row 5 (ID 5): Reich 99 is no ID of table Reiche (it has 5, 4, 3, 2, 1)`);
    expect(lines).toContain(`${join(folder, 'codes.mdb')}: Ruestorte row 2: ID 1 was already given on Ruestorte row 1`);
    expect(lines.some((l) => l.endsWith('Karte row 7 (ID 7): Ruestort 9 is no ID of table Ruestorte (it has 1, 3, 4, 5)'))).toBe(true);
  });

  it('names the row and column of a bad value the row reader finds, and a missing table or column', () => {
    expect(problemsOf(() => importMapAccess(sampleDatabase(changed('Karte', 3, 'Gelaendetyp', 12)), 'k.mdb', { name: 'K', fill: 'water' }))).toEqual([
      'k.mdb: Karte row 3 (ID 3): Gelaendetyp 12 is not a terrain id (1–11, tables.md §1)',
    ]);
    expect(problemsOf(() => importMapAccess(sampleDatabase(changed('Karte', 4, 'gf', 1)), 'k.mdb', { name: 'K', fill: 'water' }))).toEqual([
      'k.mdb: Karte row 4 (ID 4): 1/4 is no hex of Erkenfara or of the pirate nest 2001',
    ]);
    const [karte, , ruestorte] = sampleTables() as [TableSpec, TableSpec, TableSpec];
    expect(problemsOf(() => readAccessMap(sampleDatabase([karte, ruestorte]), 'k.mdb'))[0]).toBe(
      'k.mdb: table Reiche: is not in the database (it has Karte, Ruestorte), but Karte holds codes that need it; name it with --realms Table(CodeColumn,NameColumn)',
    );
    const realms = { table: 'Reiche', id: 'ID', value: 'Titel' };
    expect(problemsOf(() => readAccessMap(sampleDatabase(), 'k.mdb', { map: 'Karte', realms, strongholds: { table: 'Ruestorte', id: 'ID', value: 'Kuerzel' } }))).toEqual([
      'k.mdb: table Reiche: has no column "Titel" (it has ID, Name); name it with --realms Table(CodeColumn,NameColumn)',
    ]);
    expect(problemsOf(() => readAccessMap(sampleDatabase(), 'k.mdb', { map: 'Map', realms, strongholds: realms }))).toEqual([
      'k.mdb: table Map: has no table "Map" (it has Karte, Reiche, Ruestorte); name the map table with --table',
    ]);
  });

  it('answers a file that is not an Access database, a damaged one and misplaced options with exit 2', () => {
    const runs = [
      cli('phoenix', 'import-map', file('text.mdb', 'gf;kf;Gelaendetyp\n')),
      cli('phoenix', 'import-map', file('cut.mdb', readFileSync(SAMPLE_MDB).subarray(0, 3 * 4096 + 100))),
      cli('phoenix', 'import-map', SAMPLE_CSV, '--table', 'Karte'),
      cli('phoenix', 'import-map', SAMPLE_MDB, '--realms', 'Reiche'),
      cli('phoenix', 'import-map', join(folder, 'missing.accdb')),
    ];
    for (const run of runs) {
      expect(run.code, run.err).toBe(2);
      expect(run.err).not.toMatch(/at .*\.[jt]s:\d+/);
    }
    expect(runs[0]?.err).toBe(`${join(folder, 'text.mdb')}: is not an Access database (.mdb or .accdb): it does not begin with "Standard Jet DB" or "Standard ACE DB"\n`);
    expect(runs[1]?.err).toMatch(/cut\.mdb: cannot be read as an Access database \(.+\)/);
    expect(runs[2]?.err).toContain('--table: applies only to an Access file (.mdb, .accdb)');
    expect(runs[3]?.err).toContain('--realms: must be Table(CodeColumn,NameColumn), for example Reiche(ID,Name), not "Reiche"');
    expect(runs[4]?.err).toContain('missing.accdb: cannot be read (ENOENT)');
  });
});
