import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorldFile } from '../../src/games/phoenix/world/load.js';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { SAMPLE_MDB, sampleDatabase, sampleTables } from '../phoenix/map/mdb/fixture.js';
import type { CellValue, TableSpec } from '../phoenix/map/mdb/jet4.js';
import { call, joinAll, ok, sqliteServer, type CreatedMatch, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  // The default body limit of the server (8 MiB), which a database of 5 MiB sent as base64 fits.
  server = await sqliteServer({ bodyLimit: 8 * 1024 * 1024 });
});
afterAll(() => server.close());

const WORLD = new URL('../../examples/phoenix/month/world.json', import.meta.url).pathname;

/** The sample tables with the first owned hex without a stronghold handed to realm code `code`. */
function handedOver(code: number): { tables: TableSpec[]; at: string } {
  const tables = sampleTables();
  const karte = tables.find((t) => t.name === 'Karte') as TableSpec;
  const col = (name: string) => karte.columns.findIndex((c) => c.name === name);
  const index = karte.rows.findIndex((r) => (r[col('Reich')] as number) > 0 && (r[col('Reich')] as number) !== code && r[col('Ruestort')] === 0);
  const row = karte.rows[index] as CellValue[];
  const rows = karte.rows.map((r, i) => (i === index ? r.map((cell, j) => (j === col('Reich') ? code : cell)) : r));
  return { tables: tables.map((t) => (t === karte ? { ...karte, rows } : t)), at: `${String(row[col('gf')])}/${String(row[col('kf')]).padStart(2, '0')}` };
}

describe("the community's Access map database through the server (issue 19)", () => {
  it('previews what the map would change, keeps it as an audited correction, and refuses bad files naming the problem', async () => {
    const world = loadWorldFile(WORLD).world;
    const created = await ok<CreatedMatch>(server.app, '/api/phoenix/matches', { body: { title: 'Karte', world, seed: 1 } });
    const tokens = await joinAll(server.app, created);
    const gm = created.gmToken;
    const base = `/api/matches/${created.match.id}`;
    const upload = (file: Buffer | string, extra: Record<string, unknown> = {}, token = gm) => call(server.app, `${base.replace('/api/matches/', '/api/phoenix/matches/')}/map-import`, { token, body: { period: 1, file: typeof file === 'string' ? file : file.toString('base64'), ...extra } });

    // The database exported from this very world changes nothing.
    const same = await upload(readFileSync(SAMPLE_MDB));
    expect(same.statusCode, same.body.slice(0, 2000)).toBe(200);
    expect(same.json()).toMatchObject({ applied: false, hexes: [], more: 0 });
    expect(same.json().change).toEqual({});
    expect(same.json().rows).toBeGreaterThan(100);

    // One hex handed to another realm in the database.
    const code = 2;
    const { tables, at } = handedOver(code);
    const target = world.realms[code - 1] as World['realms'][number];
    const before = world.hexes.find((h) => h.at === at) as World['hexes'][number];
    const preview = await upload(sampleDatabase(tables));
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ applied: false, hexes: [{ at, what: 'owner', from: before.owner, to: target.id }] });
    // Only that hex: rivers, roads and strongholds the table gives as the world has them count as unchanged.
    expect(preview.json().change).toEqual({ hexes: 2 });
    expect((await ok<World>(server.app, `${base}/periods/1/state`, { token: gm })).hexes.find((h) => h.at === at)?.owner).toBe(before.owner);

    const version = (await ok<{ version: number }>(server.app, `${base}/period`, { token: gm })).version;
    const applied = await upload(sampleDatabase(tables), { apply: { expectedVersion: version, note: 'Karte vom Treffen' } });
    expect(applied.json()).toMatchObject({ applied: true, change: { hexes: 2 } });
    const after = await ok<World>(server.app, `${base}/periods/1/state`, { token: gm });
    expect(after.hexes.find((h) => h.at === at)?.owner).toBe(target.id);
    expect(after.armies).toEqual(world.armies);
    const audit = await ok<{ note: string; change: unknown }[]>(server.app, `${base}/periods/1/corrections`, { token: gm });
    expect(audit).toMatchObject([{ note: 'Karte vom Treffen', change: { hexes: 2 } }]);

    // Refusals: each names the problem, nothing is kept.
    const refusal = async (response: Awaited<ReturnType<typeof upload>>) => ({ status: response.statusCode, ...(response.json() as { error: { code: string; message: string; problems?: { code: string; message: string; where?: string }[] } }).error });
    expect((await refusal(await upload(readFileSync(SAMPLE_MDB), {}, tokens[world.realms[0]!.id])))).toMatchObject({ status: 403 });
    expect(await refusal(await upload('kein base64!'))).toMatchObject({ status: 400, code: 'bad-file' });
    expect(await refusal(await upload(Buffer.alloc(5000, 7)))).toMatchObject({ status: 400, problems: [{ code: 'not-access' }] });
    expect(await refusal(await upload(Buffer.alloc(5 * 1024 * 1024 + 1)))).toMatchObject({ status: 413, code: 'file-too-large' });
    expect(await refusal(await upload(readFileSync(SAMPLE_MDB), { table: 'Map' }))).toMatchObject({ status: 400, problems: [{ code: 'no-table', where: 'table Map' }] });
    const stranger = await refusal(await upload(sampleDatabase(handedOver(world.realms.length + 1).tables)));
    expect(stranger).toMatchObject({ status: 400, problems: [{ code: 'unknown-realm' }] });
    expect(stranger.problems?.[0]?.message).toContain('Silberküste');
    expect(await ok<unknown[]>(server.app, `${base}/periods/1/corrections`, { token: gm })).toHaveLength(1);
  });

  it("makes a new match's world from the database: its map and realms, refusals naming the problem", async () => {
    const file = readFileSync(SAMPLE_MDB).toString('base64');
    const create = (map: Record<string, unknown>) => call(server.app, '/api/phoenix/matches', { body: { title: 'Aus der Datenbank', map } });
    // The sample holds four provinces: the rest of Erkenfara is missing unless filled.
    const missing = await create({ file });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json().error.problems)).toContain('missing-hexes');
    const made = await create({ file, fill: 'water' });
    expect(made.statusCode, made.body.slice(0, 500)).toBe(200);
    const created = made.json() as CreatedMatch;
    const world = await ok<World>(server.app, `/api/matches/${created.match.id}/periods/1/state`, { token: created.gmToken });
    const example = loadWorldFile(WORLD).world;
    expect(created.seats.map((s) => s.seat).sort()).toEqual(world.realms.map((r) => r.id).sort());
    expect(world.realms.map((r) => r.name).sort()).toEqual(example.realms.map((r) => r.name).sort());
    expect(world.armies).toEqual([]);
    const capital = example.strongholds.find((s) => s.level === 'HST') as World['strongholds'][number];
    expect(world.strongholds.find((s) => s.at === capital.at)?.level).toBe('HST');
    expect((await call(server.app, '/api/phoenix/matches', { body: { title: 'x', map: { file }, generate: { seed: 1, realms: 2 } } })).statusCode).toBe(400);
    expect((await create({ file: Buffer.alloc(5000, 1).toString('base64') })).json().error.problems[0].code).toBe('not-access');
  });
});
