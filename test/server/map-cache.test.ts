import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const base = `/api/phoenix/matches/${id}`;
    const [a, b] = created.seats.map((s) => s.seat).sort() as [string, string];
    const worlds = server.app.context.worlds;

    const first = await call(server.app, `${base}/periods/1/map.svg`, { token: tokens[a] });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Kept: the same rendering is answered again, without drawing the map anew.
    expect(await worlds.map(id, 1, a)).toBe(await worlds.map(id, 1, a));
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
    const world = await ok<World>(server.app, `${base}/periods/1/world`, { token: created.gmToken });
    const hex = world.hexes.find((h) => h.owner === a) as World['hexes'][number];
    const corrected = { ...world, hexes: world.hexes.map((h) => (h.at === hex.at ? { ...h, owner: b } : h)) };
    const month = await ok<{ version: number }>(server.app, `${base}/month`, { token: created.gmToken });
    await ok(server.app, `${base}/corrections`, { token: created.gmToken, body: { period: 1, expectedVersion: month.version, note: 'the hex belongs to b', world: corrected } });
    await expect.poll(async () => (await call(server.app, `${base}/periods/1/map.svg`, { token: tokens[a], headers: { 'if-none-match': etag } })).statusCode).toBe(200);
    expect((await call(server.app, `${base}/periods/1/map.svg`, { token: tokens[a] })).body).not.toBe(first.body);
  });
});
