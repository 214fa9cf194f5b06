import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { standingOrders } from '../../src/games/phoenix/orders/standing.js';
import { call, createPhoenix, joinAll, ok, sqliteServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());

async function newMatch() {
  const created = await createPhoenix(server.app);
  const tokens = await joinAll(server.app, created);
  const base = `/api/matches/${created.match.id}`;
  const world = await ok<World>(server.app, `${base}/periods/1/state`, { token: created.gmToken });
  return { created, gm: created.gmToken, tokens, base, world, realms: created.seats.map((s) => s.seat).sort() };
}

async function version(base: string, gm: string): Promise<number> {
  return (await ok<{ version: number }>(server.app, `${base}/period`, { token: gm })).version;
}

interface Missed {
  seat: string;
  applied: string;
  policy: string;
  from?: number;
  orders?: number;
}

describe('deadlines and the missed-turn policy (issue 19)', () => {
  it('reads only the standing orders (SONDERBEFEHL, KAMPF, RUECKZUG) of a turn through the parser', () => {
    const text = 'REICH a\nBEWEGE 101 NACH 503/22\nSONDERBEFEHL 101 GEFANGENE\nEROBERE 101\nKAMPF sigurd GEGEN brun\n';
    const kept = standingOrders({ format: 'text', content: text }, 'a', 'de');
    expect(kept.orders).toBe(2);
    expect(kept.body.content).toBe('REICH a\nSONDERBEFEHL 101 GEFANGENE\nKAMPF sigurd GEGEN brun\n');
    const json = standingOrders({ format: 'json', content: { realm: 'a', orders: [{ type: 'conquer', army: 101 }, { type: 'standing', army: 101, rule: 'takePrisoners' }] } }, 'a', 'de');
    expect(json.body).toEqual({ format: 'json', content: { realm: 'a', orders: [{ type: 'standing', army: 101, rule: 'takePrisoners' }] } });
    expect(standingOrders({ format: 'text', content: 'no turn' }, 'a', 'de').orders).toBe(0);
  });

  it('lets the game master set and extend a deadline; players cannot; a past deadline refuses turns', async () => {
    const { gm, tokens, base, realms } = await newMatch();
    const [a] = realms as [string];
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const set = await ok<{ deadline: string }>(server.app, `${base}/periods/1/deadline`, { method: 'PUT', token: gm, body: { deadline: later } });
    expect(set.deadline).toBe(later);
    expect((await ok<{ deadline: string }>(server.app, `${base}/period`, { token: tokens[a] })).deadline).toBe(later);
    const byPlayer = await call(server.app, `${base}/periods/1/deadline`, { method: 'PUT', token: tokens[a], body: { deadline: later } });
    expect(byPlayer.statusCode).toBe(403);
    const bad = await call(server.app, `${base}/periods/1/deadline`, { method: 'PUT', token: gm, body: { deadline: 'tomorrow' } });
    expect(bad.statusCode).toBe(400);
    const wrongMonth = await call(server.app, `${base}/periods/2/deadline`, { method: 'PUT', token: gm, body: { deadline: later } });
    expect(wrongMonth.statusCode).toBe(409);
    const closed = async (token: string) => (await ok<{ turnsClosed: string | null }>(server.app, `${base}/period`, { token })).turnsClosed;
    expect(await closed(tokens[a] as string)).toBeNull();
    await ok(server.app, `${base}/periods/1/deadline`, { method: 'PUT', token: gm, body: { deadline: new Date(Date.now() - 1000).toISOString() } });
    expect((await call(server.app, `${base}/turn`, { method: 'PUT', token: tokens[a], body: { text: `REICH ${a}` } })).statusCode).toBe(409);
    // The page learns it from the month's status before anyone tries (issue 46).
    expect(await closed(tokens[a] as string)).toBe('deadline');
    // Extended again: turns are taken.
    await ok(server.app, `${base}/periods/1/deadline`, { method: 'PUT', token: gm, body: { deadline: later } });
    expect(await closed(tokens[a] as string)).toBeNull();
    expect((await ok<{ version: number }>(server.app, `${base}/turn`, { method: 'PUT', token: tokens[a], body: { text: `REICH ${a}` } })).version).toBe(1);
  });

  it("'hold' (the default) evaluates a missing realm with an empty turn and records it in the GM report", async () => {
    const { gm, tokens, base, realms } = await newMatch();
    const [a, b, c] = realms as [string, string, string];
    expect(await ok(server.app, `${base}/missed-policy`, { token: tokens[a] })).toEqual({ policy: 'hold' });
    await ok(server.app, `${base}/turn`, { method: 'PUT', token: tokens[a], body: { text: `REICH ${a}` } });
    const done = await ok<{ missed: Missed[] }>(server.app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm) } });
    expect(done.missed).toEqual([
      { seat: b, applied: 'hold', policy: 'hold' },
      { seat: c, applied: 'hold', policy: 'hold' },
    ]);
    const report = await ok<{ gmReport: { missedTurns: Missed[] } }>(server.app, `${base}/periods/1/evaluation`, { token: gm });
    expect(report.gmReport.missedTurns).toEqual(done.missed);
  });

  it("'standing' repeats the standing orders of the realm's last turn", async () => {
    const { gm, tokens, base, realms, world } = await newMatch();
    const [a, b] = realms as [string, string];
    const army = world.armies.find((x) => x.realm === a)!;
    await ok(server.app, `${base}/missed-policy`, { method: 'PUT', token: gm, body: { policy: 'standing' } });
    expect((await call(server.app, `${base}/missed-policy`, { method: 'PUT', token: tokens[a], body: { policy: 'hold' } })).statusCode).toBe(403);
    expect((await call(server.app, `${base}/missed-policy`, { method: 'PUT', token: gm, body: { policy: 'skip' } })).statusCode).toBe(400);
    await ok(server.app, `${base}/turn`, { method: 'PUT', token: tokens[a], body: { text: `REICH ${a}\nSONDERBEFEHL ${army.number} GEFANGENE\nEROBERE ${army.number}` } });
    const first = await ok<{ missed: Missed[] }>(server.app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm) } });
    expect(first.missed.find((m) => m.seat === b)).toEqual({ seat: b, applied: 'standing', policy: 'standing', orders: 0 });
    const second = await ok<{ missed: Missed[] }>(server.app, `${base}/evaluation`, { token: gm, body: { period: 2, expectedVersion: await version(base, gm) } });
    expect(second.missed.find((m) => m.seat === a)).toEqual({ seat: a, applied: 'standing', policy: 'standing', from: 1, orders: 1 });
    const report = await ok<{ gmReport: { missedTurns: Missed[] } }>(server.app, `${base}/periods/2/evaluation`, { token: gm });
    expect(report.gmReport.missedTurns).toEqual(second.missed);
  });

  it("'gm' refuses to evaluate (409, naming the realms) until the game master enters a turn or chooses hold", async () => {
    const { gm, tokens, base, realms } = await newMatch();
    const [a, b, c] = realms as [string, string, string];
    await ok(server.app, `${base}/missed-policy`, { method: 'PUT', token: gm, body: { policy: 'gm' } });
    await ok(server.app, `${base}/turn`, { method: 'PUT', token: tokens[a], body: { text: `REICH ${a}` } });
    await ok(server.app, `${base}/periods/1/close`, { method: 'POST', token: gm });
    const refused = await call(server.app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm) } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('missed-turns');
    expect(refused.json().error.message).toContain(`${b}, ${c}`);
    // After the deadline the game master still enters a turn for b; players cannot use this endpoint.
    expect((await call(server.app, `${base}/turns/${b}`, { token: tokens[a], body: { text: `REICH ${b}` } })).statusCode).toBe(403);
    expect((await call(server.app, `${base}/turns/nobody`, { token: gm, body: { text: 'REICH nobody' } })).statusCode).toBe(404);
    expect(await ok(server.app, `${base}/turns/${b}`, { token: gm, body: { text: `REICH ${b}` } })).toMatchObject({ seat: b, version: 1 });
    const still = await call(server.app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm) } });
    expect(still.json().error.message).toMatch(new RegExp(`for ${c}$`));
    const unknown = await call(server.app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm), hold: ['nobody'] } });
    expect(unknown.statusCode).toBe(400);
    const done = await ok<{ missed: Missed[] }>(server.app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm), hold: [c] } });
    expect(done.missed).toEqual([{ seat: c, applied: 'hold', policy: 'gm' }]);
  });

  it("applies the policy when the month is evaluated realm by realm too: 'gm' is decided with the first realm", async () => {
    const { gm, tokens, base, realms } = await newMatch();
    const [a, b, c] = realms as [string, string, string];
    await ok(server.app, `${base}/missed-policy`, { method: 'PUT', token: gm, body: { policy: 'gm' } });
    await ok(server.app, `${base}/turn`, { method: 'PUT', token: tokens[a], body: { text: `REICH ${a}` } });
    const refused = await call(server.app, `${base}/seat-evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm), hold: [b] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(new RegExp(`for ${c}$`));
    let complete = false;
    let hold: string[] | undefined = [b, c];
    while (!complete) {
      const step = await ok<{ complete: boolean }>(server.app, `${base}/seat-evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm), ...(hold === undefined ? {} : { hold }) } });
      complete = step.complete;
      // Once the first realm is evaluated every realm's status says turns are closed (issue 46: not only a refused hand-in).
      if (!complete) expect((await ok<{ turnsClosed: string | null }>(server.app, `${base}/period`, { token: tokens[b] })).turnsClosed).toBe('evaluation-begun');
      hold = undefined;
    }
    const report = await ok<{ gmReport: { missedTurns: Missed[] } }>(server.app, `${base}/periods/1/evaluation`, { token: gm });
    expect(report.gmReport.missedTurns).toEqual([
      { seat: b, applied: 'hold', policy: 'gm' },
      { seat: c, applied: 'hold', policy: 'gm' },
    ]);
  });

  it("keeps the game master's hold decisions with the month (issue 46): a reload reads them, and evaluation uses them", async () => {
    const { gm, tokens, base, realms } = await newMatch();
    const [a, b, c] = realms as [string, string, string];
    await ok(server.app, `${base}/missed-policy`, { method: 'PUT', token: gm, body: { policy: 'gm' } });
    await ok(server.app, `${base}/turn`, { method: 'PUT', token: tokens[a], body: { text: `REICH ${a}` } });
    expect(await ok(server.app, `${base}/periods/1/held`, { token: gm })).toEqual({ period: 1, seats: [] });
    expect((await call(server.app, `${base}/periods/1/held`, { method: 'PUT', token: tokens[a], body: { seats: [b] } })).statusCode).toBe(403);
    expect((await call(server.app, `${base}/periods/1/held`, { method: 'PUT', token: gm, body: { seats: ['nobody'] } })).statusCode).toBe(400);
    expect((await call(server.app, `${base}/periods/2/held`, { method: 'PUT', token: gm, body: { seats: [b] } })).statusCode).toBe(409);
    await ok(server.app, `${base}/periods/1/held`, { method: 'PUT', token: gm, body: { seats: [c, b, b] } });
    // Read again as after a reload: stored, once each.
    expect(await ok(server.app, `${base}/periods/1/held`, { token: gm })).toEqual({ period: 1, seats: [b, c] });
    // The first realm's step needs no hold in its body now; once it ran, the decisions cannot change.
    await ok(server.app, `${base}/seat-evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm) } });
    const late = await call(server.app, `${base}/periods/1/held`, { method: 'PUT', token: gm, body: { seats: [] } });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('steps-begun');
    // The rest of the month evaluated whole, without the decisions sent again.
    const done = await ok<{ missed: Missed[] }>(server.app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm) } });
    expect(done.missed).toEqual([
      { seat: b, applied: 'hold', policy: 'gm' },
      { seat: c, applied: 'hold', policy: 'gm' },
    ]);
  });

  it("evaluates the rest of a month whole after a first realm's step whose hold was sent with it", async () => {
    const { gm, tokens, base, realms } = await newMatch();
    const [a, b, c] = realms as [string, string, string];
    await ok(server.app, `${base}/missed-policy`, { method: 'PUT', token: gm, body: { policy: 'gm' } });
    await ok(server.app, `${base}/turn`, { method: 'PUT', token: tokens[a], body: { text: `REICH ${a}` } });
    await ok(server.app, `${base}/seat-evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm), hold: [b, c] } });
    const done = await ok<{ missed: Missed[] }>(server.app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm) } });
    expect(done.missed.map((m) => m.seat)).toEqual([b, c]);
  });
});
