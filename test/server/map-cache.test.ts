import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { call, createPhoenix, joinAll, ok, sqliteServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());

describe('map.svg per month and realm', () => {
  it('is rendered once and kept per month and realm, revalidated by its ETag, and rendered again after a correction', async () => {
    const created = await createPhoenix(server.app, 2, 17);
    const tokens = await joinAll(server.app, created);
    const id = created.match.id;
    const base = `/api/matches/${id}`;
    const [a, b] = created.seats.map((s) => s.seat).sort() as [string, string];
    const periods = server.app.context.periods;

    const first = await call(server.app, `${base}/periods/1/map.svg`, { token: tokens[a] });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Kept: the same rendering is answered again, without drawing the map anew.
    expect(await periods.render({ id, game: 'phoenix' }, 1, a)).toBe(await periods.render({ id, game: 'phoenix' }, 1, a));
    expect((await call(server.app, `${base}/periods/1/map.svg`, { token: tokens[a] })).body).toBe(first.body);
    const unchanged = await call(server.app, `${base}/periods/1/map.svg`, { token: tokens[a], headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    // Each realm its own picture; the game master's whole map is another.
    const other = await call(server.app, `${base}/periods/1/map.svg`, { token: tokens[b] });
    expect(other.body).not.toBe(first.body);
    expect(other.headers.etag).not.toBe(etag);
    expect((await call(server.app, `${base}/periods/1/map.svg`, { token: tokens[b], headers: { 'if-none-match': etag } })).statusCode).toBe(200);
    const whole = await call(server.app, `${base}/periods/1/map.svg`, { token: created.gmToken });
    expect(whole.body).not.toBe(first.body);

    // A correction changes the month's world: the map is drawn again.
    const world = await ok<World>(server.app, `${base}/periods/1/state`, { token: created.gmToken });
    const hex = world.hexes.find((h) => h.owner === a) as World['hexes'][number];
    const corrected = { ...world, hexes: world.hexes.map((h) => (h.at === hex.at ? { ...h, owner: b } : h)) };
    const month = await ok<{ version: number }>(server.app, `${base}/period`, { token: created.gmToken });
    await ok(server.app, `${base}/corrections`, { token: created.gmToken, body: { period: 1, expectedVersion: month.version, note: 'the hex belongs to b', state: corrected } });
    await expect.poll(async () => (await call(server.app, `${base}/periods/1/map.svg`, { token: tokens[a], headers: { 'if-none-match': etag } })).statusCode).toBe(200);
    expect((await call(server.app, `${base}/periods/1/map.svg`, { token: tokens[a] })).body).not.toBe(first.body);
  });
});

describe('immutable months and large answers (issue 18, seen 5)', () => {
  it("serves a past month's map.json once made, with an ETag the browser may keep, compressed when asked", async () => {
    const { gunzipSync } = await import('node:zlib');
    const created = await createPhoenix(server.app, 2, 19);
    const tokens = await joinAll(server.app, created);
    const base = `/api/matches/${created.match.id}`;
    const [a] = created.seats.map((s) => s.seat).sort() as [string];
    const current = await call(server.app, `${base}/periods/1/map.json`, { token: tokens[a] });
    expect(current.headers['cache-control']).toBe('private, no-cache');
    const month = await ok<{ version: number }>(server.app, `${base}/period`, { token: created.gmToken });
    await ok(server.app, `${base}/evaluation`, { token: created.gmToken, body: { period: 1, expectedVersion: month.version } });
    await ok(server.app, `${base}/periods/1/publication`, { token: created.gmToken, method: 'POST' });

    const past = await call(server.app, `${base}/periods/1/map.json`, { token: tokens[a] });
    expect(past.statusCode).toBe(200);
    expect(past.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const etag = past.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(past.body).toBe(current.body);
    // Kept: the same answer object, not the world turned into JSON again.
    expect(await server.app.context.periods.viewJson({ id: created.match.id, game: 'phoenix' }, 1, a)).toBe(await server.app.context.periods.viewJson({ id: created.match.id, game: 'phoenix' }, 1, a));
    expect((await call(server.app, `${base}/periods/1/map.json`, { token: tokens[a], headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const zipped = await server.app.fastify.inject({ method: 'GET', url: `${base}/periods/1/map.json`, headers: { authorization: `Bearer ${tokens[a]}`, 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(past.body);
    expect(zipped.rawPayload.length).toBeLessThan(past.body.length / 2);

    const report = await call(server.app, `${base}/periods/1/report`, { token: tokens[a] });
    expect(report.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((await call(server.app, `${base}/periods/1/report`, { token: tokens[a], headers: { 'if-none-match': report.headers.etag as string } })).statusCode).toBe(304);
    // Other large answers are compressed too.
    const world = await server.app.fastify.inject({ method: 'GET', url: `${base}/periods/2/state`, headers: { authorization: `Bearer ${created.gmToken}`, 'accept-encoding': 'gzip' } });
    expect(world.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(world.rawPayload).toString('utf8'))).toHaveProperty('realms');
  });

  it('reads a published report from the store once and keeps it; an unpublished one is read each time', async () => {
    const created = await createPhoenix(server.app, 2, 23);
    const tokens = await joinAll(server.app, created);
    const base = `/api/matches/${created.match.id}`;
    const [a] = created.seats.map((s) => s.seat).sort() as [string];
    const month = await ok<{ version: number }>(server.app, `${base}/period`, { token: created.gmToken });
    await ok(server.app, `${base}/evaluation`, { token: created.gmToken, body: { period: 1, expectedVersion: month.version } });
    const reads = vi.spyOn(server.app.context.store, 'report');
    // Before publication: 404 for the realm, the game master reads it from the store every time.
    expect((await call(server.app, `${base}/periods/1/report`, { token: tokens[a] })).statusCode).toBe(404);
    await ok(server.app, `${base}/periods/1/report?seat=${a}`, { token: created.gmToken });
    await ok(server.app, `${base}/periods/1/report?seat=${a}`, { token: created.gmToken });
    const before = reads.mock.calls.length;
    expect(before).toBeGreaterThanOrEqual(3);
    await ok(server.app, `${base}/periods/1/publication`, { token: created.gmToken, method: 'POST' });
    const first = await call(server.app, `${base}/periods/1/report`, { token: tokens[a] });
    const again = await call(server.app, `${base}/periods/1/report`, { token: tokens[a] });
    const gm = await call(server.app, `${base}/periods/1/report?seat=${a}`, { token: created.gmToken });
    expect(reads.mock.calls.length).toBe(before + 1);
    expect([first.statusCode, again.body, gm.body]).toEqual([200, first.body, first.body]);
    expect(first.json()).toEqual((await server.app.context.store.report(created.match.id, 1, a))?.report);
    reads.mockRestore();
  });
});
