import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { buildCaseWorld } from '../conformance/phoenix-month-world.js';
import { call, joinAll, ok, sqliteServer, type CreatedMatch, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());

const meetingWorld = (): World =>
  buildCaseWorld({
    turn: 2,
    realms: [{ id: 'a', treasury: 10000 }, { id: 'b', treasury: 10000 }],
    hexes: [
      { at: '503/21', terrain: 'lowland', owner: 'a' },
      { at: '503/22', terrain: 'lowland', owner: 'b' },
    ],
    characters: [
      { id: 'hugo', name: 'Sir Hugo', realm: 'a', at: '503/21', rank: 'castleLord', gp: 50, maxGp: 50 },
      { id: 'bea', name: 'Bea', realm: 'b', at: '503/22', rank: 'commander', gp: 12, maxGp: 12 },
    ],
  });

const race = (place: number) => ({ format: 'arbiter-phoenix-bookings/1', meeting: 'Sommertreffen', race: { entrants: [{ figure: 'hugo', reached: 'final', place }, { figure: 'bea', reached: 'final', place: 2 }] } });

describe('the game master books a meeting (R §8, §7.1.1; issue 16)', () => {
  it('credits the race prize and GP as an audited correction; a bad booking and a player are refused, the world unchanged', async () => {
    const created = await ok<CreatedMatch>(server.app, '/api/phoenix/matches', { body: { title: 'Treffen', world: meetingWorld(), seed: 3 } });
    const tokens = await joinAll(server.app, created);
    const gm = created.gmToken;
    const base = `/api/matches/${created.match.id}`;
    const version = async () => (await ok<{ version: number }>(server.app, `${base}/period`, { token: gm })).version;
    const world = async () => ok<World>(server.app, `${base}/periods/1/state`, { token: gm });
    const untouched = JSON.stringify(await world());

    const bad = await call(server.app, `${base.replace('/api/matches/', '/api/phoenix/matches/')}/bookings`, { token: gm, body: { period: 1, expectedVersion: await version(), note: 'Sommertreffen', bookings: race(2) } });
    expect(bad.statusCode).toBe(400);
    const refusal = (bad.json() as { error: { code: string; problems: { code: string; where: string }[] } }).error;
    expect(refusal.code).toBe('invalid-input');
    expect(refusal.problems.map((p) => [p.code, p.where])).toContainEqual(['place-twice', 'race.entrants[1].place']);
    expect(JSON.stringify(await world())).toBe(untouched);

    const player = await call(server.app, `${base.replace('/api/matches/', '/api/phoenix/matches/')}/bookings`, { token: tokens.a, body: { period: 1, expectedVersion: await version(), note: 'mine', bookings: race(1) } });
    expect([403, 404]).toContain(player.statusCode);
    expect(JSON.stringify(await world())).toBe(untouched);

    const read = await version();
    const done = await ok<{ bookings: { code: string; realm: string; data: { prize?: number } }[] }>(server.app, `${base.replace('/api/matches/', '/api/phoenix/matches/')}/bookings`, { token: gm, body: { period: 1, expectedVersion: read, note: 'Sommertreffen', bookings: race(1) } });
    expect(done.bookings.filter((b) => b.code === 'racePrize').map((b) => [b.realm, b.data.prize])).toEqual([['a', 60000], ['b', 6000]]);
    const after = await world();
    expect(after.realms.map((r) => [r.id, r.treasury])).toEqual([['a', 65000], ['b', 11000]]);
    expect(after.characters.map((c) => [c.id, c.gp, c.maxGp])).toEqual([['hugo', 51, 51], ['bea', 13, 13]]);
    // Booked twice from the same read: the second is refused, not booked again.
    const again = await call(server.app, `${base.replace('/api/matches/', '/api/phoenix/matches/')}/bookings`, { token: gm, body: { period: 1, expectedVersion: read, note: 'Sommertreffen', bookings: race(1) } });
    expect([again.statusCode, (again.json() as { error: { code: string } }).error.code]).toEqual([409, 'version-conflict']);
    expect((await world()).realms.map((r) => r.treasury)).toEqual([65000, 11000]);
    const audit = await ok<{ note: string; author: string }[]>(server.app, `${base}/periods/1/corrections`, { token: gm });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.note).toMatch(/^Sommertreffen\n/);
    expect(audit[0]!.note).toContain('Sir Hugo');
  });
});
