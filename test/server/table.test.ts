import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { call, joinAll, ok, sqliteServer, type CreatedMatch, type TestServer } from './helpers.js';
import { BATTLE_TURN, battleWorld } from './phoenix-orders.js';

interface Table {
  active: boolean;
  order: string[];
  current: string | null;
  minutes: number;
  turns: { seat: string; flagAt: string; handedInAt: string | null; claim: { by: string; at: string } | null }[];
}

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const T0 = Date.parse('2026-06-06T10:00:00Z');
const at = (minutes: number, seconds = 0) => vi.setSystemTime(T0 + minutes * 60_000 + seconds * 1000);

describe('Phoenix at the table: the flag, the clock and the 20-minute rule (R §3.4)', () => {
  it('passes the flag in the drawn order; a claim after 20 minutes and before the hand-in loses the turn, and its units stand', async () => {
    // Only Date is faked: the server's timers and the store run as usual, the store's clock reads the set time.
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    const world: World = battleWorld();
    world.calendar.turnOrder = [['a', 'b'], ['a', 'b'], ['a', 'b'], ['a', 'b']];
    const created = await ok<CreatedMatch>(server.app, '/api/phoenix/matches', { body: { title: 'Table', world, seed: 3 } });
    const tokens = await joinAll(server.app, created);
    const gm = created.gmToken;
    const base = `/api/matches/${created.match.id}`;
    const table = async (token: string) => (await ok<{ table: Table | null }>(server.app, `${base}/table`, { token })).table;
    const act = (action: string) => call(server.app, `${base}/table`, { token: gm, body: { period: 1, action } });
    const claim = (token: string, by?: string) => call(server.app, `${base}/table/claim`, { token, body: { period: 1, ...(by === undefined ? {} : { by }) } });

    expect(await table(tokens.a as string)).toBeNull();
    expect((await call(server.app, `${base}/table`, { token: tokens.a, body: { period: 1, action: 'start' } })).statusCode).toBe(403);
    expect((await act('pass')).statusCode).toBe(409);

    // a hands in a turn before it holds the flag (the month's turn is written ahead): that is not the hand-in at the table.
    await ok(server.app, `${base}/turn`, { method: 'PUT', token: tokens.a, body: { text: BATTLE_TURN } });
    expect((await act('start')).statusCode).toBe(200);
    const started = (await table(tokens.b as string)) as Table;
    expect(started).toMatchObject({ active: true, order: ['a', 'b'], current: 'a', minutes: 20 });
    expect(started.turns).toEqual([{ seat: 'a', flagAt: new Date(T0).toISOString(), handedInAt: null, claim: null }]);
    // Every realm sees the table in its month status (and so live).
    expect((await ok<{ table: Table }>(server.app, `${base}/period`, { token: tokens.b })).table.current).toBe('a');
    expect((await act('start')).statusCode).toBe(409);

    at(20);
    const early = await claim(tokens.b as string);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toContain('0 min 0 s left');
    at(20, 1);
    expect((await claim(tokens.a as string)).statusCode).toBe(409);
    expect((await claim(tokens.b as string, 'a')).statusCode).toBe(403);
    expect((await claim(gm)).statusCode).toBe(400);
    const claimed = await claim(tokens.b as string);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().table.turns[0].claim).toEqual({ by: 'b', at: new Date(T0 + 1_201_000).toISOString() });
    expect((await claim(gm, 'b')).statusCode).toBe(409);

    at(25);
    expect((await act('pass')).statusCode).toBe(200);
    expect((await table(gm))?.current).toBe('b');
    at(31);
    // b hands in while holding the flag: its clock stops at 6 minutes, and no claim can follow.
    await ok(server.app, `${base}/turn`, { method: 'PUT', token: tokens.b, body: { text: 'REICH b' } });
    const handed = (await table(gm)) as Table;
    expect(handed.turns[1]).toMatchObject({ seat: 'b', flagAt: new Date(T0 + 25 * 60_000).toISOString(), handedInAt: new Date(T0 + 31 * 60_000).toISOString() });
    at(60);
    const late = await claim(tokens.a as string);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain('only be made before');
    // The day ends and the next one opens: the flag stays with b, then goes on; after the last realm the round is done.
    expect((await act('stop')).statusCode).toBe(200);
    expect((await act('start')).statusCode).toBe(200);
    expect((await table(gm))).toMatchObject({ active: true, current: 'b' });
    expect((await act('pass')).statusCode).toBe(200);
    expect((await table(gm))?.current).toBeNull();
    expect((await act('pass')).statusCode).toBe(409);

    const version = (await ok<{ version: number }>(server.app, `${base}/period`, { token: gm })).version;
    const evaluated = await ok<{ missed: unknown[] }>(server.app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: version } });
    expect(evaluated.missed).toEqual([{ seat: 'a', applied: 'hold', policy: 'hold', lost: true }]);
    const next = await ok<World>(server.app, `${base}/periods/2/state`, { token: gm });
    // a's army 101 stood: it did not move to b's castle.
    expect(next.armies.find((army) => army.realm === 'a' && army.number === 101)?.at).toBe('503/21');
  });

  it('refuses to end the day while the realm holding the flag has neither handed in nor been claimed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    const world: World = battleWorld();
    const created = await ok<CreatedMatch>(server.app, '/api/phoenix/matches', { body: { title: 'Table', world, seed: 3 } });
    const base = `/api/matches/${created.match.id}`;
    const act = (action: string) => call(server.app, `${base}/table`, { token: created.gmToken, body: { period: 1, action } });
    expect((await act('start')).statusCode).toBe(200);
    const running = await act('stop');
    expect(running.statusCode).toBe(409);
    expect(running.json().error.code).toBe('turn-running');
    // The game master records a hand-in made at the table: the clock stops and the day may end.
    expect((await act('handed-in')).statusCode).toBe(200);
    expect((await act('handed-in')).statusCode).toBe(409);
    expect((await act('stop')).statusCode).toBe(200);
    expect((await call(server.app, `${base}/table`, { token: created.gmToken, body: { period: 2, action: 'start' } })).statusCode).toBe(409);
  });
});
