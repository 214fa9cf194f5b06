/**
 * The generated sample Access database of the map import tests — SAMPLE DATA, not the community's
 * database: provinces 204, 611, 801 and 1108 (the four capitals) of the example month's generated
 * world (examples/phoenix/month/world.json), exported as rows of the map table and written as a
 * Jet4 file by ./jet4.ts, with the realm and stronghold codes in lookup tables:
 *
 * - `Karte(ID, gf, kf, Gelaendetyp, Reich, Ruestort, Baupunkte, Fluss_NW … Wall_W, Bemerkung)`,
 *   `Reich` and `Ruestort` as numeric codes;
 * - `Reiche(ID, Name)` — one more realm than the map uses, to show that unused entries make none;
 * - `Ruestorte(ID, Kuerzel, Bezeichnung)` — 1 BUR … 5 FHS.
 *
 * `karte-sample.csv` is the same map as the CSV export would hold it. Regenerate both with
 * `npx tsx test/phoenix/map/mdb/fixture.ts`; the tests check that the committed files are current.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STRONGHOLD_LEVELS } from '../../../../src/games/phoenix/data/structures.js';
import { exportMapCsv } from '../../../../src/games/phoenix/map/csv/export.js';
import { loadWorldFile } from '../../../../src/games/phoenix/world/load.js';
import { writeJet4, type CellValue, type ColumnSpec, type TableSpec } from './jet4.js';

export const SAMPLE_PROVINCES = [204, 611, 801, 1108];
export const SAMPLE_MDB = fileURLToPath(new URL('karte-sample.mdb', import.meta.url));
export const SAMPLE_CSV = fileURLToPath(new URL('karte-sample.csv', import.meta.url));
const WORLD = fileURLToPath(new URL('../../../../examples/phoenix/month/world.json', import.meta.url));
const CREATED = new Date(Date.UTC(2026, 0, 1, 12));
const STRONGHOLD_NAMES = ['Burg', 'Stadt', 'Festung', 'Hauptstadt', 'Festungshauptstadt'];

/** The sample provinces of the example world as the CSV export writes them. */
export function sampleCsv(): string {
  const [header, ...rows] = exportMapCsv(loadWorldFile(WORLD)).trimEnd().split('\n');
  return [header, ...rows.filter((row) => SAMPLE_PROVINCES.includes(Number(row.split(';')[0])))].join('\n') + '\n';
}

/** The database's tables for a map CSV: names replaced by codes of the lookup tables. */
export function sampleTables(csv = sampleCsv()): TableSpec[] {
  const world = loadWorldFile(WORLD).world;
  const realmCodes = new Map(world.realms.map((r, i) => [r.name, i + 1]));
  const [headerLine, ...lines] = csv.trimEnd().split('\n');
  const header = (headerLine as string).split(';');
  const kindOf = (name: string): ColumnSpec['kind'] => (name === 'Gelaendetyp' ? 'byte' : ['Reich', 'Ruestort', 'Baupunkte'].includes(name) ? 'long' : 'integer');
  const karte: TableSpec = {
    name: 'Karte',
    columns: [{ name: 'ID', kind: 'long', autoNumber: true }, ...header.map((name) => ({ name, kind: kindOf(name) })), { name: 'Bemerkung', kind: 'text', length: 50 }],
    rows: lines.map((line, i) => {
      const cells = line.split(';');
      const value = (name: string) => cells[header.indexOf(name)] ?? '';
      const out: CellValue[] = header.map((name) => {
        const cell = value(name);
        if (name === 'Reich') return cell === '' ? 0 : (realmCodes.get(cell) as number);
        if (name === 'Ruestort') return cell === '' ? 0 : STRONGHOLD_LEVELS.indexOf(cell as (typeof STRONGHOLD_LEVELS)[number]) + 1;
        return cell === '' ? null : Number(cell);
      });
      const remark = value('Ruestort') === 'HST' ? `Hauptstadt ${value('Reich')}`.trim() : null;
      return [i + 1, ...out, remark];
    }),
  };
  const reiche: TableSpec = {
    name: 'Reiche',
    columns: [
      { name: 'ID', kind: 'long', autoNumber: true },
      { name: 'Name', kind: 'text', length: 50 },
    ],
    rows: [...world.realms.map((r, i): CellValue[] => [i + 1, r.name]), [world.realms.length + 1, 'Silberküste']].reverse(),
  };
  const ruestorte: TableSpec = {
    name: 'Ruestorte',
    columns: [
      { name: 'ID', kind: 'long', autoNumber: true },
      { name: 'Kuerzel', kind: 'text', length: 5 },
      { name: 'Bezeichnung', kind: 'text', length: 30 },
    ],
    rows: STRONGHOLD_LEVELS.map((level, i) => [i + 1, level, STRONGHOLD_NAMES[i] as string]),
  };
  return [karte, reiche, ruestorte];
}

export function sampleDatabase(tables = sampleTables()): Buffer {
  return writeJet4(tables, CREATED);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(SAMPLE_CSV, sampleCsv());
  writeFileSync(SAMPLE_MDB, sampleDatabase());
  console.log(`wrote ${SAMPLE_CSV} and ${SAMPLE_MDB}`);
}
