import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { joinAll, ok, sqliteServer, type CreatedMatch, type TestServer } from './helpers.js';
import { BATTLE_TURN, battleWorld } from './phoenix-orders.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());

describe('a realm marked absent by a correction (R §6.9, issue 19)', () => {
  it('is news for every realm, is left out of the table order, and the month ignores its turn', async () => {
    const created = await ok<CreatedMatch>(server.app, '/api/phoenix/matches', { body: { title: 'Absent', world: battleWorld(), seed: 3 } });
    const tokens = await joinAll(server.app, created);
    const gm = created.gmToken;
    const base = `/api/matches/${created.match.id}`;
    await ok(server.app, `${base}/turn`, { method: 'PUT', token: tokens.a, body: { text: BATTLE_TURN } });
    const month = async (token: string) => ok<{ version: number; news: { absent: string[] } }>(server.app, `${base}/period`, { token });
    const world = await ok<World>(server.app, `${base}/periods/1/state`, { token: gm });
    const marked = { ...world, realms: world.realms.map((r) => (r.id === 'a' ? { ...r, absence: { times: 1, registered: false } } : r)) };
    const saved = await ok<{ change: Record<string, number> }>(server.app, `${base}/corrections`, { token: gm, body: { period: 1, expectedVersion: (await month(gm)).version, note: 'a fehlt unabgemeldet', state: marked } });
    expect(saved.change).toEqual({ realms: 2 });
    const audit = await ok<{ note: string; author: string; values: unknown[] }[]>(server.app, `${base}/periods/1/corrections`, { token: gm });
    expect(audit.map((entry) => entry.note)).toEqual(['a fehlt unabgemeldet']);
    // The audit names the realm, the field and both values (issue 46), not only "realms 2".
    expect(audit[0]?.values).toEqual([{ section: 'realms', item: 'a', field: 'absence', before: null, after: '{"times":1,"registered":false}' }]);
    expect((await month(tokens.b as string)).news.absent).toEqual(['a']);
    await ok(server.app, `${base}/table`, { token: gm, body: { period: 1, action: 'start' } });
    expect((await ok<{ table: { order: string[] } }>(server.app, `${base}/table`, { token: tokens.b })).table.order).toEqual(['b']);
    await ok(server.app, `${base}/table`, { token: gm, body: { period: 1, action: 'handed-in' } });
    await ok(server.app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: (await month(gm)).version } });
    const evaluation = await ok<{ events: { code: string; data: { realm?: string } }[] }>(server.app, `${base}/periods/1/evaluation`, { token: gm });
    expect(evaluation.events.filter((e) => e.code === 'realmAbsent' || e.code === 'absentTurnIgnored').map((e) => [e.code, e.data.realm])).toEqual([
      ['realmAbsent', 'a'],
      ['absentTurnIgnored', 'a'],
    ]);
    const next = await ok<World>(server.app, `${base}/periods/2/state`, { token: gm });
    expect(next.armies.find((army) => army.realm === 'a' && army.number === 101)?.at).toBe('503/21');
  });
});
