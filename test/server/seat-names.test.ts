import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { createPhoenix, joinAll, ok, sqliteServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());

// Pages name realms by their names from the world; the ids are the server's (issue 19, raw ids).
describe('seat names of a Phoenix match', () => {
  it('the match and the month status give every realm its name from the world', async () => {
    const created = await createPhoenix(server.app);
    const tokens = await joinAll(server.app, created);
    const base = `/api/matches/${created.match.id}`;
    const world = await ok<World>(server.app, `${base}/periods/1/state`, { token: created.gmToken });
    const names = Object.fromEntries(world.realms.map((r) => [r.id, r.name]));
    const [realm] = Object.keys(tokens) as [string];

    const answer = await ok<{ seats: { seat: string; name?: string }[] }>(server.app, `/api/matches/${created.match.id}`, { token: tokens[realm] });
    expect(answer.seats.map((s) => [s.seat, s.name])).toEqual(answer.seats.map((s) => [s.seat, names[s.seat]]));
    expect(answer.seats.every((s) => s.name !== undefined && s.name !== s.seat)).toBe(true);

    const month = await ok<{ seats: { id: string; name: string }[] }>(server.app, `${base}/period`, { token: tokens[realm] });
    expect(month.seats).toEqual(world.realms.map((r) => ({ id: r.id, name: r.name })));
  });

  it('games whose seats the client names get no name from the server', async () => {
    const created = await ok<{ match: { id: string }; gmToken: string }>(server.app, '/api/matches', { body: { game: 'domaine', title: 'D', options: { players: 2 } } });
    const answer = await ok<{ seats: { seat: string; name?: string }[] }>(server.app, `/api/matches/${created.match.id}`, { token: created.gmToken });
    expect(answer.seats.map((s) => s.seat).sort()).toEqual(['blue', 'red']);
    expect(answer.seats.some((s) => 'name' in s)).toBe(false);
  });
});
