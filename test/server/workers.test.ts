import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { TURN_BOUNDS } from '../../src/games/phoenix/orders/bounds.js';
import { call, createPhoenix, joinAll, ok, sqliteServer, type TestServer } from './helpers.js';
import { randomTurnJson } from './phoenix-orders.js';

let threaded: TestServer;
let inline: TestServer;
beforeAll(async () => {
  [threaded, inline] = await Promise.all([sqliteServer({ workers: 1 }), sqliteServer({ workers: 0 })]);
});
afterAll(async () => {
  await threaded.close();
  await inline.close();
});

/** The heaviest turn the bounds let through: every move to a far hex through the most waypoints. */
function heavyTurn(world: World, realm: string): string {
  const armies = world.armies.filter((a) => a.realm === realm);
  const places = world.hexes.filter((h) => h.terrain !== 'water' && h.terrain !== 'deepSea').map((h) => h.at);
  const moves = Math.floor(TURN_BOUNDS.searches / (TURN_BOUNDS.waypoints + 1));
  const lines = Array.from({ length: moves }, (_, i) => {
    const via = Array.from({ length: TURN_BOUNDS.waypoints }, (_, k) => places[(i * 37 + k * 101) % places.length]);
    return `BEWEGE ${armies[i % armies.length]?.number} NACH ${places[(i * 53) % places.length]} UEBER ${via.join(' ')}`;
  });
  return `REICH ${realm}\n${lines.join('\n')}\n`;
}

describe('heavy work on worker threads (issue 18, seen 3)', () => {
  it('answers light requests while a heavy check runs', async () => {
    const created = await createPhoenix(threaded.app, 4, 51);
    const tokens = await joinAll(threaded.app, created);
    const base = `/api/matches/${created.match.id}`;
    const realm = created.seats[0]!.seat;
    const world = await ok<World>(threaded.app, `${base}/periods/1/state`, { token: created.gmToken });
    const order: string[] = [];
    const heavy = call(threaded.app, `${base}/check`, { token: tokens[realm], body: { text: heavyTurn(world, realm) } }).then((response) => {
      order.push('heavy');
      return response;
    });
    // Light requests sent while the heavy check runs are answered before it ends.
    await expect.poll(() => threaded.app.context.work.inFlight).toBe(1);
    const light = await Promise.all(
      Array.from({ length: 3 }, () =>
        call(threaded.app, `${base}/period`, { token: tokens[realm] }).then((response) => {
          order.push('light');
          return response.statusCode;
        }),
      ),
    );
    expect(light).toEqual([200, 200, 200]);
    expect((await heavy).statusCode).toBe(200);
    expect(order).toEqual(['light', 'light', 'light', 'heavy']);
  });

  it('checks, evaluates and draws on a thread exactly as in the server thread', async () => {
    const results = [];
    for (const server of [threaded, inline]) {
      const created = await createPhoenix(server.app, 3, 52);
      const tokens = await joinAll(server.app, created);
      const base = `/api/matches/${created.match.id}`;
      const world = await ok<World>(server.app, `${base}/periods/1/state`, { token: created.gmToken });
      const checks = [];
      for (const [i, seat] of created.seats.entries()) {
        const json = randomTurnJson(world, seat.seat, i + 1);
        checks.push(await ok(server.app, `${base}/check`, { token: tokens[seat.seat], body: { json } }));
        await ok(server.app, `${base}/turn`, { method: 'PUT', token: tokens[seat.seat], body: { json } });
      }
      const month = await ok<{ version: number }>(server.app, `${base}/period`, { token: created.gmToken });
      const evaluated = await ok<{ version: number; events: number }>(server.app, `${base}/evaluation`, { token: created.gmToken, body: { period: 1, expectedVersion: month.version } });
      expect(evaluated.events).toBeGreaterThan(0);
      const evaluation = await ok<{ events: unknown; gmReport: unknown }>(server.app, `${base}/periods/1/evaluation`, { token: created.gmToken });
      const map = (await call(server.app, `${base}/periods/2/map.svg`, { token: created.gmToken })).body;
      const refused = await call(server.app, `${base}/evaluation`, { token: created.gmToken, body: { period: 2, expectedVersion: evaluated.version, dice: [1] } });
      results.push({ checks, events: evaluation.events, gm: evaluation.gmReport, map, refused: [refused.statusCode, refused.json().error.code] });
    }
    expect(results[0]).toEqual(results[1]);
    expect(results[0]?.refused).toEqual([400, 'dice']);
  });
});

describe('the work queue is bounded (issue 18)', () => {
  it('refuses tasks beyond the bound with 503 and Retry-After, and takes them again once the queue drains', async () => {
    const { WorkPool } = await import('../../src/server/work/pool.js');
    const { ApiError } = await import('../../src/server/http/errors.js');
    const { generateWorld } = await import('../../src/games/phoenix/map/generate/world.js');
    const world = generateWorld({ seed: 3, realms: 2 });
    const pool = new WorkPool(1, () => undefined, 2);
    try {
      const task = (i: number) => pool.run({ kind: 'render', state: { game: 'phoenix', key: 'w', state: world }, seat: world.realms[i % 2]!.id });
      const results = await Promise.allSettled([task(0), task(1), task(2), task(3)]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
      const refusal = (results[2] as PromiseRejectedResult).reason as InstanceType<typeof ApiError>;
      expect(refusal).toBeInstanceOf(ApiError);
      expect([refusal.status, refusal.code, refusal.headers?.['retry-after']]).toEqual([503, 'busy', '5']);
      expect(typeof (await task(4))).toBe('string');
    } finally {
      await pool.close();
    }
  });
});

describe('fair shares of the worker threads (issue 47 item 1)', () => {
  it("refuses one seat's surplus of checks with 429, while another seat's hand-in and the game master's evaluation go through", async () => {
    const created = await createPhoenix(threaded.app, 3, 53);
    const tokens = await joinAll(threaded.app, created);
    const base = `/api/matches/${created.match.id}`;
    const [a, b] = created.seats.map((s) => s.seat).sort() as [string, string];
    const world = await ok<World>(threaded.app, `${base}/periods/1/state`, { token: created.gmToken });
    // Twelve different heavy checks of one seat at once (different, so that no saved verdict answers them).
    const heavy = heavyTurn(world, a);
    const checks = Array.from({ length: 12 }, (_, i) => call(threaded.app, `${base}/check`, { token: tokens[a], body: { text: `${heavy}; ${i}\n` } }));
    await expect.poll(() => threaded.app.context.work.inFlight).toBeGreaterThan(0);
    const handIn = await call(threaded.app, `${base}/turn`, { method: 'PUT', token: tokens[b], body: { text: `REICH ${b}` } });
    expect(handIn.statusCode).toBe(200);
    const answers = await Promise.all(checks);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(4);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length + answers.filter((r) => r.statusCode === 200).length).toBe(12);
    expect(refused[0]?.json()).toMatchObject({ error: { code: 'too-many-checks' } });
    expect(refused[0]?.json().error.message).toMatch(/at once \(4\)/);
    // The evaluation has its own lane.
    const month = await ok<{ version: number }>(threaded.app, `${base}/period`, { token: created.gmToken });
    expect((await call(threaded.app, `${base}/evaluation`, { token: created.gmToken, body: { period: 1, expectedVersion: month.version } })).statusCode).toBe(200);
  });
});

describe('fair shares of one match (issue 47 item 1)', () => {
  it("refuses one match's surplus beyond half of the pool with 429, while another match's work is taken", async () => {
    const { WorkPool } = await import('../../src/server/work/pool.js');
    const { generateWorld } = await import('../../src/games/phoenix/map/generate/world.js');
    const world = generateWorld({ seed: 3, realms: 2 });
    const pool = new WorkPool(1, () => undefined, 32);
    try {
      const task = (match: string, seat: number) => pool.run({ kind: 'render', state: { game: 'phoenix', key: 'w', state: world }, seat: world.realms[seat % 2]!.id }, { owner: `${match}/s${seat}`, match });
      // Five seats of one match, four each: twenty, of which the match may have sixteen under way.
      const ours = Array.from({ length: 20 }, (_, i) => task('m1', Math.floor(i / 4)));
      const theirs = task('m2', 0);
      const results = await Promise.allSettled([...ours, theirs]);
      expect(results.slice(0, 16).every((r) => r.status === 'fulfilled')).toBe(true);
      const refused = results.slice(16, 20).map((r) => (r as PromiseRejectedResult).reason as { status: number; code: string; message: string });
      expect(refused.map((e) => [e.status, e.code])).toEqual(Array.from({ length: 4 }, () => [429, 'too-many-checks']));
      expect(refused[0]?.message).toMatch(/this match has 16 .* at once \(16\)/);
      expect(results[20]?.status).toBe('fulfilled');
    } finally {
      await pool.close();
    }
  });
});

describe.runIf(process.platform === 'linux')('priorities of the worker threads', () => {
  it('runs the ordinary threads at a lower priority than the server thread, so that answering requests comes first', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { WorkPool } = await import('../../src/server/work/pool.js');
    const { generateWorld } = await import('../../src/games/phoenix/map/generate/world.js');
    const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    const nices = () => new Map(readdirSync('/proc/self/task').map((tid) => [tid, niceOf(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8'))]));
    const before = nices();
    const world = generateWorld({ seed: 3, realms: 2 });
    const pool = new WorkPool(1);
    try {
      await pool.run({ kind: 'render', state: { game: 'phoenix', key: 'w', state: world }, seat: world.realms[0]!.id });
      // The threads the pool started: its worker at nice 10 (any helper threads of its own at 0).
      const started = [...nices()].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
      expect(started.filter((n) => n === 10)).toEqual([10]);
      expect(niceOf(readFileSync('/proc/thread-self/stat', 'utf8'))).toBe(0);
    } finally {
      await pool.close();
    }
  });
});
