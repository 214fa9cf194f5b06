import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { replay } from '../../src/kernel/match.js';
import { getRuleSet } from '../../src/kernel/registry.js';
import { buildApp, type App } from '../../src/server/app.js';
import { openStore, type Store, type StoreConfig } from '../../src/store/index.js';
import { freshSchemaName, TEST_DATABASE_URL, withClient } from '../store/postgres-env.js';
import { createPhoenix, createRome, ok, openStream, testConfig, type CreatedMatch, type EventStream, type Heard } from './helpers.js';

const SKIPPED = 'PostgreSQL server suite skipped: TEST_DATABASE_URL is not set';
const CHILD = fileURLToPath(new URL('./child-server.ts', import.meta.url));

if (TEST_DATABASE_URL === undefined) {
  console.warn(SKIPPED);
  describe.skip(SKIPPED, () => {
    it('needs a PostgreSQL server', () => undefined);
  });
} else {
  const url = TEST_DATABASE_URL;
  const schema = freshSchemaName();
  const storeConfig: StoreConfig = { kind: 'postgres', url, schema };
  let store: Store;
  let app: App;
  let here: string;
  let there: string;
  let stopChild: () => Promise<void>;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    store = await openStore(storeConfig);
    app = buildApp({ store, config: testConfig(storeConfig), validateResponses: true, log: true });
    here = await app.fastify.listen({ host: '127.0.0.1', port: 0 });
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(storeConfig)], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    there = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(out.slice(0, out.indexOf('\n')));
      });
      void exited.then(() => reject(new Error('the second server exited before it listened')));
    });
    stopChild = async () => {
      child.kill('SIGTERM');
      await exited;
    };
  }, 30_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await stopChild?.();
    await app?.close();
    await store?.close();
    await withClient(url, (client) => client.query(`drop schema if exists "${schema}" cascade`));
  });

  async function remote<T>(path: string, options: { token?: string; body?: unknown; method?: 'PUT' | 'POST' } = {}): Promise<T> {
    const response = await fetch(`${there}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: { ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }), ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status} on the second server: ${await response.text()}`);
    return (await response.json()) as T;
  }

  async function stream(server: string, path: string, token?: string): Promise<EventStream> {
    const opened = await openStream(`${server}${path}`, token);
    streams.push(opened);
    return opened;
  }

  const viewAt = (version: number) => (event: Heard) => event.event === 'view' && (event.data as { version: number }).version >= version;

  describe('two server processes on one PostgreSQL', () => {
    it('serve the same interactive match, live updates crossing from one to the other', async () => {
      const created = await createRome(app);
      const id = created.match.id;
      const tokens: Record<string, string> = {};
      for (const seat of created.seats) tokens[seat.seat] = (await remote<{ token: string }>('/api/join', { body: { invite: seat.invite } })).token;
      const watching = await stream(there, `/api/matches/${id}/events`, tokens.p2);
      await watching.until(viewAt(1));
      const { makeBot } = await import('../../src/games/fall-of-rome/bots/index.js');
      const { seatToMove } = await import('../../src/games/fall-of-rome/legal.js');
      const state = (await app.context.interactive.current((await store.getMatch(id))!)).state as Parameters<typeof seatToMove>[0];
      const seat = seatToMove(state) as string;
      const done = await ok<{ version: number }>(app, `/api/matches/${id}/commands`, { token: tokens[seat], body: { command: makeBot('heuristic').choose(state, () => 0) } });
      const heard = await watching.until(viewAt(done.version));
      expect((heard.data as { seat: string }).seat).toBe('p2');
      const view = await remote<{ version: number }>(`/api/matches/${id}/view`, { token: tokens.p2 });
      expect(view.version).toBe(done.version);
    });

    it('let bots play once even though both servers run them', async () => {
      const created: CreatedMatch = await createRome(app, { players: 2, difficulty: 'introductory' }, 8);
      const id = created.match.id;
      const watching = await stream(there, `/api/matches/${id}/public/events`);
      for (const seat of ['p1', 'p2']) await remote(`/api/matches/${id}/seats/${seat}/bot`, { token: created.gmToken, body: { bot: 'random' } });
      await watching.until(viewAt(created.match.version + 12));
      // Each bot move got in once: the stored commands replay as one consistent game.
      const match = (await store.getMatch(id))!;
      const commands = await store.commands(id);
      const replayed = replay(getRuleSet('fall-of-rome'), { ruleSet: 'fall-of-rome', options: match.options, seed: match.seed, commands });
      expect(replayed.record.commands).toHaveLength(commands.length);
      expect(commands.length).toBeGreaterThan(5);
    });

    it('tell the game master on one server of a turn handed in on the other', async () => {
      const created = await createPhoenix(app, 2, 12);
      const id = created.match.id;
      const realm = created.seats[0]!.seat;
      const token = (await remote<{ token: string }>('/api/join', { body: { invite: created.seats[0]!.invite } })).token;
      const gm = await stream(here, `/api/matches/${id}/events`, created.gmToken);
      await gm.until((e) => e.event === 'period');
      await remote(`/api/matches/${id}/turn`, { method: 'PUT', token, body: { text: `REICH ${realm}` } });
      const month = await gm.until((e) => e.event === 'period' && (e.data as { turns: { seat: string; version: number | null }[] }).turns.some((t) => t.seat === realm && t.version === 1));
      expect(month).toBeDefined();
    });

    it("tell a seat on one server of the evaluation and publication made on the other, and renew the other's kept checks after a correction (issue 18)", async () => {
      const created = await createPhoenix(app, 2, 14);
      const id = created.match.id;
      const realm = created.seats[0]!.seat;
      const token = (await remote<{ token: string }>('/api/join', { body: { invite: created.seats[0]!.invite } })).token;
      const base = `/api/matches/${id}`;
      // The seat watches and checks on the second server; the game master works on this one.
      const seat = await stream(there, `/api/matches/${id}/events`, token);
      await seat.until((e) => e.event === 'period');
      const world = await ok<World>(app, `${base}/periods/1/state`, { token: created.gmToken });
      const led = new Set(world.characters.map((c) => `${c.realm}/${String(c.army)}`));
      const army = world.armies.find((x) => x.realm === realm && !led.has(`${x.realm}/${x.number}`)) as World['armies'][number];
      const text = `REICH ${realm}\nBEWEGE ${army.number} NACH ${army.at}\n`;
      const before = await remote<{ problems: unknown[] }>(`${base}/check`, { token, body: { text } });
      let month = await ok<{ version: number }>(app, `${base}/period`, { token: created.gmToken });
      const corrected = { ...world, armies: world.armies.filter((x) => !(x.realm === army.realm && x.number === army.number)) };
      await ok(app, `${base}/corrections`, { token: created.gmToken, body: { period: 1, expectedVersion: month.version, note: 'gone', state: corrected } });
      await seat.until((e) => e.event === 'change' && (e.data as { kind: string }).kind === 'correction');
      // The second server heard of the correction: its kept verdict is not used again.
      expect((await remote<{ problems: unknown[] }>(`${base}/check`, { token, body: { text } })).problems.length).toBeGreaterThan(before.problems.length);

      month = await ok<{ version: number }>(app, `${base}/period`, { token: created.gmToken });
      await ok(app, `${base}/evaluation`, { token: created.gmToken, body: { period: 1, expectedVersion: month.version } });
      await seat.until((e) => e.event === 'change' && (e.data as { kind: string }).kind === 'evaluation');
      await seat.until((e) => e.event === 'period' && (e.data as { period: number }).period === 2);
      await ok(app, `${base}/periods/1/publication`, { token: created.gmToken, method: 'POST' });
      const notice = await seat.until((e) => e.event === 'notice' && (e.data as { notice: string }).notice === 'report-published');
      expect(notice.data).toEqual({ notice: 'report-published', period: 1 });
      await seat.until((e) => e.event === 'period' && (e.data as { past: { period: number; published: boolean }[] }).past.some((p) => p.period === 1 && p.published));
      expect((await remote<{ realm: string }>(`${base}/periods/1/report`, { token })).realm).toBe(realm);
    });
  });
}
