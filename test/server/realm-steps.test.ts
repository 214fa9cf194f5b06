import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { call, joinAll, ok, sqliteServer, type CreatedMatch, type TestServer } from './helpers.js';
import { BATTLE_TURN, battleWorld, randomTurnJson } from './phoenix-orders.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());

interface Step {
  seat: string;
  seq: number;
  order: string[];
  complete: boolean;
  next: string | null;
  version: number;
  events: number;
  rolls: number;
  dice: number[];
  report: { realm: string };
}
interface Steps {
  order: string[] | null;
  steps: { seq: number; seat: string }[];
  next: string | null;
  evaluated: boolean;
}

const version = async (base: string, gm: string) => (await ok<{ version: number }>(server.app, `${base}/period`, { token: gm })).version;

/** A generated match with every realm's turn handed in; the same seeds give the same match. */
async function playedMatch(): Promise<{ created: CreatedMatch; base: string; gm: string; realms: string[]; tokens: Record<string, string> }> {
  const created = await ok<CreatedMatch>(server.app, '/api/phoenix/matches', { body: { title: 'Steps', generate: { seed: 31, realms: 3, armies: true }, seed: 4242 } });
  const tokens = await joinAll(server.app, created);
  const base = `/api/matches/${created.match.id}`;
  const world = await ok<World>(server.app, `${base}/periods/1/state`, { token: created.gmToken });
  const realms = created.seats.map((s) => s.seat).sort();
  for (const [i, realm] of realms.entries()) await ok(server.app, `${base}/turn`, { method: 'PUT', token: tokens[realm], body: { json: randomTurnJson(world, realm, 70 + i) } });
  return { created, base, gm: created.gmToken, realms, tokens };
}

describe('the game master evaluates the month realm by realm', () => {
  it('keeps each realm’s turn as it is evaluated, in the turn order, and the month comes out as the whole-month evaluation', async () => {
    const stepped = await playedMatch();
    const whole = await playedMatch();
    const { base, gm } = stepped;

    const plan = await ok<Steps>(server.app, `${base}/periods/1/steps`, { token: gm });
    expect(plan.steps).toEqual([]);
    const order = plan.order as string[];
    expect([...order].sort()).toEqual(stepped.realms);
    expect(plan.next).toBe(order[0]);

    // Not the next realm: refused, naming whose turn it is.
    const wrong = await call(server.app, `${base}/seat-evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm), seat: order[1] } });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.message).toContain(`it is ${order[0]}'s turn`);

    const first = await ok<Step>(server.app, `${base}/seat-evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm), seat: order[0] } });
    expect(first).toMatchObject({ seat: order[0], seq: 1, order, complete: false, next: order[1] });
    expect(first.report.realm).toBe(order[0]);
    expect(first.dice.length).toBe(first.rolls);
    // Kept: the month is still month 1, its steps say who is next, the world after the turn is readable.
    const month = await ok<{ period: number; version: number }>(server.app, `${base}/period`, { token: gm });
    expect(month).toMatchObject({ period: 1, version: first.version });
    expect(await ok<Steps>(server.app, `${base}/periods/1/steps`, { token: gm })).toMatchObject({ steps: [{ seq: 1, seat: order[0] }], next: order[1], evaluated: false });
    const middle = await ok<World>(server.app, `${base}/periods/1/steps/1/state`, { token: gm });
    expect(middle.calendar.turn).toBe(1);
    const stale = await call(server.app, `${base}/seat-evaluation`, { token: gm, body: { period: 1, expectedVersion: first.version - 1 } });
    expect(stale.statusCode).toBe(409);

    let last = first;
    while (!last.complete) last = await ok<Step>(server.app, `${base}/seat-evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm) } });
    expect(last).toMatchObject({ seat: order.at(-1), seq: order.length, complete: true, next: null });
    expect((await ok<{ period: number }>(server.app, `${base}/period`, { token: gm })).period).toBe(2);
    const done = await call(server.app, `${base}/seat-evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm) } });
    expect(done.statusCode).toBe(409);

    await ok(server.app, `/api/matches/${whole.created.match.id}/evaluation`, { token: whole.gm, body: { period: 1, expectedVersion: await version(`/api/matches/${whole.created.match.id}`, whole.gm) } });
    const worldOf = (m: { created: CreatedMatch; gm: string }) => ok<World>(server.app, `/api/matches/${m.created.match.id}/periods/2/state`, { token: m.gm });
    expect(await worldOf(stepped)).toEqual(await worldOf(whole));
    const eventsOf = async (m: { created: CreatedMatch; gm: string }) => (await ok<{ events: unknown }>(server.app, `/api/matches/${m.created.match.id}/periods/1/evaluation`, { token: m.gm })).events;
    expect(await eventsOf(stepped)).toEqual(await eventsOf(whole));
  });

  it('refuses turns handed in once the first realm is evaluated, and the whole-month evaluation finishes a month begun realm by realm', async () => {
    const stepped = await playedMatch();
    const whole = await playedMatch();
    const { base, gm, tokens } = stepped;
    const first = await ok<Step>(server.app, `${base}/seat-evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm) } });
    // From the first step on, the turns stay as they were read: handing in again is a 409 that says why.
    for (const realm of stepped.realms) {
      const late = await call(server.app, `${base}/turn`, { method: 'PUT', token: tokens[realm], body: { text: `REICH ${realm}` } });
      expect(late.statusCode, realm).toBe(409);
      expect(late.json().error.code).toBe('evaluation-begun');
      expect(late.json().error.message).toMatch(/^the game masters have begun evaluating this month; turns can no longer be changed/);
    }
    expect(first.complete).toBe(false);
    const rest = await ok<{ period: number }>(server.app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm) } });
    expect(rest.period).toBe(1);
    await ok(server.app, `/api/matches/${whole.created.match.id}/evaluation`, { token: whole.gm, body: { period: 1, expectedVersion: await version(`/api/matches/${whole.created.match.id}`, whole.gm) } });
    const worldOf = (m: { created: CreatedMatch; gm: string }) => ok<World>(server.app, `/api/matches/${m.created.match.id}/periods/2/state`, { token: m.gm });
    expect(await worldOf(stepped)).toEqual(await worldOf(whole));
  });

  it('takes the dice rolled at the table for one realm’s turn, and says when there are too few or too many', async () => {
    const make = async (seed: number) => {
      const created = await ok<CreatedMatch>(server.app, '/api/phoenix/matches', { body: { title: 'Battle', world: battleWorld(), seed } });
      const tokens = await joinAll(server.app, created);
      const base = `/api/matches/${created.match.id}`;
      await ok(server.app, `${base}/turn`, { method: 'PUT', token: tokens.a, body: { text: BATTLE_TURN } });
      return { base, gm: created.gmToken };
    };
    const generated = await make(1);
    const order = (await ok<Steps>(server.app, `${generated.base}/periods/1/steps`, { token: generated.gm })).order as string[];
    let step = await ok<Step>(server.app, `${generated.base}/seat-evaluation`, { token: generated.gm, body: { period: 1, expectedVersion: await version(generated.base, generated.gm) } });
    while (step.seat !== 'a') step = await ok<Step>(server.app, `${generated.base}/seat-evaluation`, { token: generated.gm, body: { period: 1, expectedVersion: await version(generated.base, generated.gm) } });
    expect(step.dice.length).toBeGreaterThan(0);
    const before = order.indexOf('a');

    const table = await make(2);
    for (let i = 0; i < before; i++) await ok(server.app, `${table.base}/seat-evaluation`, { token: table.gm, body: { period: 1, expectedVersion: await version(table.base, table.gm) } });
    const short = await call(server.app, `${table.base}/seat-evaluation`, { token: table.gm, body: { period: 1, expectedVersion: await version(table.base, table.gm), seat: 'a', dice: step.dice.slice(1) } });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toMatch(/ran out/);
    const long = await call(server.app, `${table.base}/seat-evaluation`, { token: table.gm, body: { period: 1, expectedVersion: await version(table.base, table.gm), seat: 'a', dice: [...step.dice, 1] } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/not needed/);
    const atTable = await ok<Step>(server.app, `${table.base}/seat-evaluation`, { token: table.gm, body: { period: 1, expectedVersion: await version(table.base, table.gm), seat: 'a', dice: step.dice } });
    expect(atTable.dice).toEqual(step.dice);
    expect(atTable.report).toEqual(step.report);
  });
});

describe('a month begun realm by realm whose kept steps no longer come out (the rules changed in between)', () => {
  it('refuses the next step and the rest of the month with a 409 that says what to do, and evaluates afresh on request', async () => {
    const created = await ok<CreatedMatch>(server.app, '/api/phoenix/matches', { body: { title: 'Diverged', generate: { seed: 31, realms: 3, armies: true }, seed: 4242 } });
    const base = `/api/matches/${created.match.id}`;
    const gm = created.gmToken;
    const plan = await ok<Steps>(server.app, `${base}/periods/1/steps`, { token: gm });
    // A step as an older version of the rules would have kept it: its events differ from today's.
    const match = await server.store.getMatch(created.match.id);
    await server.store.commitSeatStep(created.match.id, 1, match!.version, { seat: plan.order![0]!, state: {}, events: [{ step: 'A1', code: 'from-older-rules' }], report: null, rolls: [] });
    const step = await call(server.app, `${base}/seat-evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm) } });
    expect(step.statusCode).toBe(409);
    expect(step.json().error.code).toBe('replay-diverged');
    const rest = await call(server.app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm) } });
    expect(rest.statusCode).toBe(409);
    expect(rest.json().error.message).toContain('"restart": true');
    const afresh = await ok<{ period: number }>(server.app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(base, gm), restart: true } });
    expect(afresh.period).toBe(1);
    expect((await ok<{ period: number }>(server.app, `${base}/period`, { token: gm })).period).toBe(2);
    // The step stays as a record of what was shown.
    expect((await ok<Steps>(server.app, `${base}/periods/1/steps`, { token: gm })).steps).toHaveLength(1);
  });
});
