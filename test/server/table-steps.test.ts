import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { buildApp, type App } from '../../src/server/app.js';
import { openStore, type Store, type StoreConfig } from '../../src/store/index.js';
import { freshSchemaName, TEST_DATABASE_URL, withClient } from '../store/postgres-env.js';
import { call, joinAll, ok, testConfig, type CreatedMatch } from './helpers.js';
import { BATTLE_TURN, battleWorld } from './phoenix-orders.js';

const stores: { name: string; config: () => StoreConfig; cleanup: (config: StoreConfig) => Promise<void> }[] = [
  {
    name: 'SQLite',
    config: () => ({ kind: 'sqlite', dataDir: mkdtempSync(path.join(tmpdir(), 'arbiter-table-steps-')) }),
    cleanup: async (config) => rmSync((config as { dataDir: string }).dataDir, { recursive: true, force: true }),
  },
  ...(TEST_DATABASE_URL === undefined
    ? []
    : [
        {
          name: 'PostgreSQL',
          config: (): StoreConfig => ({ kind: 'postgres', url: TEST_DATABASE_URL as string, schema: freshSchemaName() }),
          cleanup: async (config: StoreConfig) => {
            await withClient(TEST_DATABASE_URL as string, (client) => client.query(`drop schema if exists "${(config as { schema: string }).schema}" cascade`));
          },
        },
      ]),
];
if (TEST_DATABASE_URL === undefined) console.warn('table steps on PostgreSQL skipped: TEST_DATABASE_URL is not set');

/** b's turn after a's step: an armament of the month's start (R §3.3) and an order of its own turn. */
const LATE_TURN = 'REICH b\nRUESTE 503/22 103 BESONDERE K 500\nBEWEGE 102 NACH 503/25';

interface Step {
  seat: string;
  complete: boolean;
  next: string | null;
  report: { learned: { code: string; step: string }[] };
}
interface Table {
  current: string | null;
  evaluated: string[];
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each(stores)('at the table the month is played realm by realm on $name (R §3.4; P-296–P-299)', ({ config: makeConfig, cleanup }) => {
  let storeConfig: StoreConfig;
  let store: Store;
  let app: App;
  beforeAll(async () => {
    storeConfig = makeConfig();
    store = await openStore(storeConfig);
    app = buildApp({ store, config: testConfig(storeConfig), validateResponses: true });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    await cleanup(storeConfig);
  });

  /** A two-realm match at the table: a attacks first, b second; a holds the flag. */
  async function atTable() {
    const world: World = battleWorld();
    world.calendar.turnOrder = [['a', 'b'], ['a', 'b'], ['a', 'b'], ['a', 'b']];
    // b's second army, away from a's attack, moves in b's turn.
    world.armies.push({ ...(world.armies.find((army) => army.realm === 'b') as World['armies'][number]), number: 102, at: '503/24' });
    const created = await ok<CreatedMatch>(app, '/api/phoenix/matches', { body: { title: 'Table', world, seed: 3 } });
    const tokens = await joinAll(app, created);
    const gm = created.gmToken;
    const base = `/api/matches/${created.match.id}`;
    const version = async () => (await ok<{ version: number }>(app, `${base}/period`, { token: gm })).version;
    const hand = (realm: string, text: string) => call(app, `${base}/turn`, { method: 'PUT', token: tokens[realm], body: { text } });
    const step = async (realm?: string) => call(app, `${base}/seat-evaluation`, { token: gm, body: { period: 1, expectedVersion: await version(), ...(realm === undefined ? {} : { seat: realm }) } });
    const act = (action: string) => ok(app, `${base}/table`, { token: gm, body: { period: 1, action } });
    await act('start');
    return { id: created.match.id, base, gm, tokens, version, hand, step, act };
  }

  it('takes a later realm’s turn after earlier steps, refuses a realm’s turn after its own step, and every step stays as it ran', async () => {
    const { id, base, gm, tokens, hand, step, act } = await atTable();
    // b writes its turn ahead; a hands in holding the flag.
    expect((await hand('b', 'REICH b')).statusCode).toBe(200);
    const mapOfB = async () => (await call(app, `${base}/periods/1/map.json`, { token: tokens.b })).body;
    const beforeSteps = await mapOfB();
    expect((await hand('a', BATTLE_TURN)).statusCode).toBe(200);
    expect((await step('b')).json().error.code).toBe('not-their-turn');
    const first = await step();
    expect(first.statusCode).toBe(200);
    expect(first.json<Step>()).toMatchObject({ seat: 'a', complete: false, next: 'b' });

    // a's turn is evaluated: neither a new version nor a draft is taken, with a reason a player understands.
    for (const refused of [await hand('a', 'REICH a'), await call(app, `${base}/draft`, { method: 'PUT', token: tokens.a, body: { text: 'REICH a' } })]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('turn-evaluated');
      expect(refused.json().error.message).toMatch(/^the game master has evaluated your turn of this month at the table; it can no longer be changed/);
    }
    // The month's status says so before anyone tries (issue 46) — to a only: b still hands in until its own step.
    const closed = async (realm: string) => (await ok<{ turnsClosed: string | null }>(app, `${base}/period`, { token: tokens[realm] })).turnsClosed;
    expect(await closed('a')).toBe('turn-evaluated');
    expect(await closed('b')).toBeNull();
    // b has not had the flag: its turn is not evaluated yet.
    const early = await step();
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('flag-not-reached');

    await act('pass');
    // b hands in twice after a's step: both are taken, the last counts.
    expect((await hand('b', 'REICH b\nBEWEGE 101 NACH 503/21')).statusCode).toBe(200);
    const late = await hand('b', LATE_TURN);
    expect(late.statusCode).toBe(200);
    expect(late.json().version).toBe(3);
    // The checker says at the line that the armament comes too late: the month's start was a's step (P-297).
    expect(late.json().problems.filter((p: { code: string }) => p.code === 'start-order-late')).toEqual([
      { code: 'start-order-late', message: 'Der Beginn des Monats ist schon ausgewertet: Rüstung, Bonusrüstorte und Baubeginn dieses Zuges werden nicht mehr ausgeführt (R §3.3).', where: 'line 2, column 1' },
    ]);
    const checked = await ok<{ problems: { code: string }[] }>(app, `${base}/check`, { token: tokens.b, body: { text: LATE_TURN, lang: 'de' } });
    expect(checked.problems.filter((p) => p.code === 'start-order-late').length).toBe(1);

    // What b may see meanwhile: whose turn was evaluated, but neither a's turn nor any step or report.
    const month = await ok<{ turns: { seat: string }[]; table: Table }>(app, `${base}/period`, { token: tokens.b });
    expect(month.turns.map((t) => t.seat)).toEqual(['b']);
    expect(month.table).toMatchObject({ current: 'b', evaluated: ['a'] });
    expect((await call(app, `${base}/periods/1/steps`, { token: tokens.b })).statusCode).toBe(403);
    expect((await call(app, `${base}/periods/1/steps/1/state`, { token: tokens.b })).statusCode).toBe(403);
    expect((await call(app, `${base}/turns/a`, { token: tokens.b })).statusCode).toBe(403);
    expect((await call(app, `${base}/periods/1/report?seat=a`, { token: tokens.b })).statusCode).toBe(403);
    expect((await call(app, `${base}/periods/1/report`, { token: tokens.a })).statusCode).toBe(404);
    // b's map is the month's opening world, as before a's step: a's attack shows with the published month.
    expect(await mapOfB()).toBe(beforeSteps);

    // b's step replays a's as it ran (no replay-diverged) with b's last turn; its armament came after the month's start.
    const second = await step('b');
    expect(second.statusCode).toBe(200);
    const done = second.json<Step>();
    expect(done).toMatchObject({ seat: 'b', complete: true, next: null });
    expect(done.report.learned.filter((e) => e.code === 'startOrdersLate')).toHaveLength(1);
    const evaluation = await ok<{ events: { code: string; step: string; turnOf?: string; data: Record<string, unknown> }[]; submissionVersions: Record<string, number> }>(app, `${base}/periods/1/evaluation`, { token: gm });
    expect(evaluation.submissionVersions).toEqual({ a: 1, b: 3 });
    // The month's start read the turns of a's step: b's armament is neither carried out nor refused there.
    expect(evaluation.events.filter((e) => e.step.startsWith('A') && e.code === 'refused')).toEqual([]);
    expect(evaluation.events.filter((e) => e.code === 'moved').map((e) => [e.turnOf, e.data.army, e.data.to])).toEqual([
      ['a', 101, '503/22'],
      ['b', 102, '503/25'],
    ]);
    const steps = await store.seatSteps(id, 1);
    expect(steps.map((s) => s.turns)).toEqual([
      { versions: { a: 1, b: 1 }, tableEvents: 2 },
      { versions: { a: 1, b: 3 }, tableEvents: 4 },
    ]);
  });

  it('decides the missed-turn policy at each realm’s own step: a later realm without a turn yet does not stop an earlier step', async () => {
    const { base, gm, hand, step, act } = await atTable();
    await ok(app, `${base}/missed-policy`, { method: 'PUT', token: gm, body: { policy: 'gm' } });
    expect((await hand('a', BATTLE_TURN)).statusCode).toBe(200);
    // b has no turn yet: a's step runs all the same (b's step is not its to miss yet).
    expect((await step()).statusCode).toBe(200);
    await act('pass');
    const undecided = await step('b');
    expect(undecided.statusCode).toBe(409);
    expect(undecided.json().error.code).toBe('missed-turns');
    expect(undecided.json().error.message).toContain('for b');
    const version = (await ok<{ version: number }>(app, `${base}/period`, { token: gm })).version;
    const held = await call(app, `${base}/seat-evaluation`, { token: gm, body: { period: 1, expectedVersion: version, seat: 'b', hold: ['b'] } });
    expect(held.statusCode).toBe(200);
    expect(held.json<Step>().complete).toBe(true);
    const evaluation = await ok<{ gmReport: { missedTurns: unknown[] } }>(app, `${base}/periods/1/evaluation`, { token: gm });
    expect(evaluation.gmReport.missedTurns).toEqual([{ seat: 'b', applied: 'hold', policy: 'gm' }]);
  });

  it('finishes a month begun at the table with the whole evaluation; a claim after earlier steps still loses the turn', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = Date.parse('2026-06-06T10:00:00Z');
    vi.setSystemTime(t0);
    const { base, gm, tokens, hand, step, act } = await atTable();
    expect((await hand('a', BATTLE_TURN)).statusCode).toBe(200);
    expect((await step()).statusCode).toBe(200);
    await act('pass');
    vi.setSystemTime(t0 + 21 * 60_000);
    // a's step ran, and a may still insist on b's 20 minutes (R §3.4): b's turn is lost, whatever it hands in.
    expect((await call(app, `${base}/table/claim`, { token: tokens.a, body: { period: 1 } })).statusCode).toBe(200);
    expect((await hand('b', LATE_TURN)).statusCode).toBe(200);
    const version = (await ok<{ version: number }>(app, `${base}/period`, { token: gm })).version;
    const rest = await call(app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: version } });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().missed).toEqual([{ seat: 'b', applied: 'hold', policy: 'hold', lost: true }]);
    const next = await ok<World>(app, `${base}/periods/2/state`, { token: gm });
    expect(next.armies.find((army) => army.realm === 'a' && army.number === 101)?.at).toBe('503/22');
  });
});
