import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { TURN_BOUNDS } from '../../src/games/phoenix/orders/bounds.js';
import { call, createPhoenix, joinAll, ok, sqliteServer, type TestServer } from './helpers.js';

let server: TestServer;
let base: string;
let token: string;
let realm: string;
let army: number;
let places: string[];

beforeAll(async () => {
  server = await sqliteServer({ bodyLimit: 4 * 1024 * 1024 });
  const created = await createPhoenix(server.app, 2, 41);
  const tokens = await joinAll(server.app, created);
  base = `/api/matches/${created.match.id}`;
  realm = created.seats.map((s) => s.seat).sort()[0] as string;
  token = tokens[realm] as string;
  const world = await ok<World>(server.app, `${base}/periods/1/state`, { token: created.gmToken });
  army = world.armies.find((a) => a.realm === realm)?.number as number;
  places = world.hexes.map((h) => h.at);
});
afterAll(() => server.close());

function refusedWith(response: { statusCode: number; json(): unknown }, code: string, limit: number): void {
  expect(response.statusCode).toBe(400);
  const error = (response.json() as { error: { code: string; message: string } }).error;
  expect(error.code).toBe(code);
  expect(error.message).toContain(String(limit));
}

describe('bounded work per turn (issue 18, seen 3)', () => {
  it('refuses a move through thousands of waypoints, in text and JSON, for check and hand-in alike', async () => {
    const via = Array.from({ length: 3_000 }, (_, i) => places[i % places.length] as string);
    const text = `REICH ${realm}\nBEWEGE ${army} NACH ${places[0]} UEBER ${via.join(' ')}\n`;
    refusedWith(await call(server.app, `${base}/check`, { token, body: { text } }), 'too-many-waypoints', TURN_BOUNDS.waypoints);
    refusedWith(await call(server.app, `${base}/turn`, { method: 'PUT', token, body: { text } }), 'too-many-waypoints', TURN_BOUNDS.waypoints);
    const json = { realm, orders: [{ type: 'move', army, to: places[0], via }] };
    const refused = await call(server.app, `${base}/check`, { token, body: { json } });
    refusedWith(refused, 'too-many-waypoints', TURN_BOUNDS.waypoints);
    expect((refused.json() as { error: { problems: { where: string }[] } }).error.problems[0]?.where).toBe('orders[0]');
    // A JSON hand-in is bounded before it is stored, by the same numbers and naming the same order.
    const handedIn = await call(server.app, `${base}/turn`, { method: 'PUT', token, body: { json } });
    refusedWith(handedIn, 'too-many-waypoints', TURN_BOUNDS.waypoints);
    expect((handedIn.json() as { error: { problems: { where: string }[] } }).error.problems[0]?.where).toBe('orders[0]');
    // Nothing was kept.
    expect((await ok<{ versions: unknown[] }>(server.app, `${base}/turn`, { token })).versions).toEqual([]);
  });

  it('refuses too many lines, and more path searches than the budget', async () => {
    refusedWith(await call(server.app, `${base}/check`, { token, body: { text: `REICH ${realm}\n${'\n'.repeat(TURN_BOUNDS.lines)}` } }), 'too-many-lines', TURN_BOUNDS.lines);
    const move = `BEWEGE ${army} NACH ${places[1]} UEBER ${places.slice(2, 2 + TURN_BOUNDS.waypoints).join(' ')}`;
    const moves = Array.from({ length: Math.ceil(TURN_BOUNDS.searches / (TURN_BOUNDS.waypoints + 1)) + 1 }, () => move);
    refusedWith(await call(server.app, `${base}/check`, { token, body: { text: `REICH ${realm}\n${moves.join('\n')}` } }), 'too-many-searches', TURN_BOUNDS.searches);
    // Within the bounds the turn is checked as before.
    expect((await call(server.app, `${base}/check`, { token, body: { text: `REICH ${realm}\n${move}` } })).statusCode).toBe(200);
  });
});
