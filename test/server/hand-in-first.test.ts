import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { World } from '../../src/games/phoenix/world/schema.js';
import type { Problem } from '../../src/kernel/problems.js';
import { HandInChecks } from '../../src/server/periods/handin-checks.js';
import { WorkPool } from '../../src/server/work/pool.js';
import { generateWorld } from '../../src/games/phoenix/map/generate/world.js';
import { call, createPhoenix, joinAll, ok, sqliteServer, type TestServer } from './helpers.js';

let threaded: TestServer;
let inline: TestServer;
beforeAll(async () => {
  // No wait for the check at all: every hand-in on the threaded server is answered before its check.
  [threaded, inline] = await Promise.all([sqliteServer({ workers: 1, handInCheckWaitMs: 0 }), sqliteServer({ workers: 0 })]);
});
afterAll(async () => {
  await threaded.close();
  await inline.close();
});

/** A turn with a problem on every line after the first: moves of armies the realm does not have. */
function faultyTurn(world: World, realm: string, lines: number): string {
  const place = world.hexes.find((h) => h.terrain !== 'water' && h.terrain !== 'deepSea')!.at;
  return `REICH ${realm}\n${Array.from({ length: lines }, (_, i) => `BEWEGE ${900 + i} NACH ${place}`).join('\n')}\n`;
}

interface Submitted {
  readonly version: number;
  readonly checked: boolean;
  readonly problems: readonly Problem[];
}

describe('a hand-in is stored first and checked after (issue 47 item 4)', () => {
  it('answers "received" before the check, keeps the turn, and tells the verdict when asked', async () => {
    const created = await createPhoenix(threaded.app, 3, 61);
    const tokens = await joinAll(threaded.app, created);
    const base = `/api/matches/${created.match.id}`;
    const realm = created.seats[0]!.seat;
    const world = await ok<World>(threaded.app, `${base}/periods/1/state`, { token: created.gmToken });
    const text = faultyTurn(world, realm, 40);
    const saved = await ok<Submitted>(threaded.app, `${base}/turn`, { method: 'PUT', token: tokens[realm], body: { text } });
    expect(saved).toMatchObject({ version: 1, checked: false, problems: [] });
    const versions = await ok<{ versions: { version: number; content: string }[] }>(threaded.app, `${base}/turn`, { token: tokens[realm] });
    expect(versions.versions.map((v) => [v.version, v.content])).toEqual([[1, text]]);
    const checked = await ok<{ problems: Problem[] }>(threaded.app, `${base}/check`, { token: tokens[realm], body: { text } });
    expect(checked.problems.length).toBeGreaterThanOrEqual(40);
    const verdict = await ok<{ version: number; problems: Problem[] }>(threaded.app, `${base}/turn/problems`, { token: tokens[realm] });
    expect(verdict).toEqual({ period: 1, version: 1, problems: checked.problems });
  });

  it('answers the verdict at once when the check ends within the wait (here: in the server thread)', async () => {
    const created = await createPhoenix(inline.app, 3, 62);
    const tokens = await joinAll(inline.app, created);
    const base = `/api/matches/${created.match.id}`;
    const realm = created.seats[0]!.seat;
    const world = await ok<World>(inline.app, `${base}/periods/1/state`, { token: created.gmToken });
    const text = faultyTurn(world, realm, 3);
    const checked = await ok<{ problems: Problem[] }>(inline.app, `${base}/check`, { token: tokens[realm], body: { text, lang: 'en' } });
    const saved = await ok<Submitted>(inline.app, `${base}/turn`, { method: 'PUT', token: tokens[realm], body: { text, lang: 'en' } });
    expect(saved.checked).toBe(true);
    expect(saved.problems).toEqual(checked.problems);
    expect(saved.problems.length).toBeGreaterThanOrEqual(3);
  });

  it('says so when a realm asks for the verdict of a turn it never handed in', async () => {
    const created = await createPhoenix(inline.app, 2, 63);
    const tokens = await joinAll(inline.app, created);
    const realm = created.seats[0]!.seat;
    const refused = await call(inline.app, `/api/matches/${created.match.id}/turn/problems`, { token: tokens[realm] });
    expect([refused.statusCode, refused.json().error.code]).toEqual([404, 'no-turn']);
  });
});

/** A check that ends when the test says. */
function held(problems: Problem[] = []) {
  let release!: () => void;
  const started = { value: false };
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    started,
    release: () => release(),
    run: async () => {
      started.value = true;
      await done;
      return problems;
    },
  };
}

describe('the queue of hand-in checks', () => {
  it('keeps one waiting check per seat, its latest, and runs the seats in the order they came', async () => {
    const checks = new HandInChecks(1);
    const first = held();
    const order: string[] = [];
    const a1 = checks.check('a', first.run);
    const b = checks.check('b', async () => (order.push('b'), []));
    const a2 = checks.check('a', async () => (order.push('a2'), [{ code: 'x', message: 'x' }]));
    const a3 = checks.check('a', async () => (order.push('a3'), [{ code: 'y', message: 'y' }]));
    expect(first.started.value).toBe(true);
    expect(checks.waiting).toBe(2);
    expect(await a2).toBe('superseded');
    first.release();
    expect(await a1).toEqual([]);
    expect(await b).toEqual([]);
    expect(await a3).toEqual([{ code: 'y', message: 'y' }]);
    expect(order).toEqual(['b', 'a3']);
  });

  it('passes a failed check on to its caller and goes on with the next', async () => {
    const checks = new HandInChecks(1);
    const failed = checks.check('a', () => Promise.reject(new Error('thread died')));
    const next = checks.check('b', async () => []);
    await expect(failed).rejects.toThrow('thread died');
    expect(await next).toEqual([]);
  });

  it('is never refused by a full worker pool, unlike a seat’s own checks', async () => {
    const world = generateWorld({ seed: 3, realms: 2 });
    const pool = new WorkPool(1, () => undefined, 1);
    try {
      const task = (i: number, background: boolean) => pool.run({ kind: 'render', state: { game: 'phoenix', key: 'w', state: world }, seat: world.realms[i % 2]!.id }, { background });
      const results = await Promise.allSettled([task(0, false), task(1, false), task(0, true), task(1, true)]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    } finally {
      await pool.close();
    }
  });
});
