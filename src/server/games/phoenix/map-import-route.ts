import { z } from 'zod';
import { DEFAULT_ACCESS_TABLES, formatHex, hexId, importMapRows, parseWorld, readAccessMap, type World } from '../../../games/phoenix/index.js';
import type { ServerContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { matchIdParams } from '../../http/schemas.js';
import { phoenixMatch } from './common.js';
import { changedSections } from '../../periods/corrections.js';
import { mergeImportedMap } from './map-merge.js';

/** The largest database the game master may upload (decoded); sent as base64 it stays under the 8 MiB body limit. */
export const MAX_MAP_BYTES = 5 * 1024 * 1024;
export const SOURCE = 'the uploaded database';
const PREVIEW_HEXES = 200;

/** The preview of an imported map (applied with `apply`): the sections and hexes it changes. */
export const mapImportSchema = z.object({
  period: z.int(),
  applied: z.boolean(),
  version: z.int(),
  rows: z.int(),
  change: z.record(z.string(), z.int()),
  hexes: z.array(z.object({ at: z.string(), what: z.enum(['terrain', 'owner', 'stronghold']), from: z.string().nullable(), to: z.string().nullable() })),
  /** Changed hexes beyond those listed. */
  more: z.int(),
});

/** The uploaded database's bytes: base64 checked, the size limited (400 / 413 naming the problem). */
export function decodeDatabase(file: string): Buffer {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(file) || file.length % 4 !== 0) throw new ApiError(400, 'bad-file', 'the file is not base64: send the database\'s bytes base64-encoded');
  const bytes = Buffer.from(file, 'base64');
  if (bytes.length > MAX_MAP_BYTES) throw new ApiError(413, 'file-too-large', `the database has ${bytes.length.toLocaleString('en')} bytes; at most ${MAX_MAP_BYTES.toLocaleString('en')} can be imported (compact it in Access, or export the map table as CSV)`);
  return bytes;
}

/** The hexes the map table has rows for, so that only those are taken from it. */
function tableHexes(header: readonly string[], rows: readonly { cells: readonly string[] }[]): Set<string> {
  const column = (name: string) => header.findIndex((h) => h.toLowerCase() === name);
  const [gf, kf] = [column('gf'), column('kf')];
  const hexes = new Set<string>();
  for (const row of rows) {
    const [g, k] = [Number(row.cells[gf]), Number(row.cells[kf])];
    if (Number.isInteger(g) && Number.isInteger(k)) hexes.add(formatHex(hexId(g, k)));
  }
  return hexes;
}

/**
 * The game master uploads the community's Access map database (table `Karte`, codes resolved through
 * its own tables, P-260): the answer previews what the map of this month would change; with `apply`
 * the change is kept as an audited correction (P-295).
 */
export function mapImportRoute(context: ServerContext): AnyRoute {
  const { store, periods } = context;
  return route({
    method: 'POST',
    url: '/api/phoenix/matches/:matchId/map-import',
    summary: "Preview (and with `apply`, keep as a correction) the map of the community's Access database (.mdb, base64) put into this month's world",
    tag: 'phoenix-gm',
    access: 'gm',
    params: matchIdParams,
    body: z.strictObject({
      period: z.int().min(1),
      /** The .mdb or .accdb file, base64. */
      file: z.string().min(1),
      /** The map table (default Karte). */
      table: z.string().trim().min(1).max(64).optional(),
      apply: z.strictObject({ expectedVersion: z.int().min(1), note: z.string().trim().min(1).max(2_000) }).optional(),
    }),
    response: mapImportSchema,
    handler: async ({ match, caller, body }) => {
      const month = phoenixMatch(match);
      if (body.period !== month.currentPeriod) throw new ApiError(409, 'period-closed', `month ${body.period} is not open: the match is in month ${month.currentPeriod}`);
      const bytes = decodeDatabase(body.file);
      const table = readAccessMap(bytes, SOURCE, { ...DEFAULT_ACCESS_TABLES, map: body.table ?? DEFAULT_ACCESS_TABLES.map });
      const info = await periods.period(month, body.period);
      const current = info.state as World;
      // Hexes the table lacks are filled only to read it; the merge takes the table's hexes alone.
      const imported = importMapRows(table, SOURCE, { name: current.name, fill: 'water' }).world;
      const { world, hexes } = mergeImportedMap(current, imported, tableHexes(table.header, table.rows), SOURCE);
      const checked = parseWorld(world, 'the world with the imported map').world;
      const change = changedSections(current, checked);
      let version = month.version;
      if (body.apply !== undefined && Object.keys(change).length > 0) {
        version = (await store.correct(month.id, body.period, body.apply.expectedVersion, { author: caller!.seat, note: body.apply.note, change, state: checked })).version;
      }
      return { period: body.period, applied: body.apply !== undefined && Object.keys(change).length > 0, version, rows: table.rows.length, change, hexes: hexes.slice(0, PREVIEW_HEXES), more: Math.max(0, hexes.length - PREVIEW_HEXES) };
    },
  });
}
