import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { buildApp, type App } from '../../src/server/app.js';
import { openStore, type Store, type StoreConfig } from '../../src/store/index.js';
import { freshSchemaName, TEST_DATABASE_URL, withClient } from '../store/postgres-env.js';
import { call, createPhoenix, joinAll, ok, testConfig } from './helpers.js';

/** Two changes of one match at once: one wins, the other is refused with 409 and its reason; the result is that of some serial order (issue 18). */
function races(name: string, config: () => StoreConfig, cleanup: () => Promise<void>): void {
  describe(`concurrent changes of one match (${name})`, () => {
    let store: Store;
    let app: App;
    beforeAll(async () => {
      store = await openStore(config());
      app = buildApp({ store, config: testConfig(config()), validateResponses: true });
    });
    afterAll(async () => {
      await app.close();
      await store.close();
      await cleanup();
    });

    async function month(seed: number) {
      const created = await createPhoenix(app, 2, seed);
      const tokens = await joinAll(app, created);
      const base = `/api/matches/${created.match.id}`;
      const { version } = await ok<{ version: number }>(app, `${base}/period`, { token: created.gmToken });
      return { created, tokens, base, version, gm: created.gmToken };
    }

    function refusal(response: { statusCode: number; json(): unknown }): string {
      expect(response.statusCode).toBe(409);
      const error = (response.json() as { error: { code: string; message: string } }).error;
      expect(error.message.length).toBeGreaterThan(10);
      return error.code;
    }

    it('two evaluations at once: one evaluates, the other gets 409', async () => {
      const { base, version, gm } = await month(61);
      const answers = await Promise.all([1, 2].map(() => call(app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: version } })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(['version-conflict', 'period-closed']).toContain(refusal(answers.find((a) => a.statusCode === 409)!));
      const after = await ok<{ period: number; past: unknown[] }>(app, `${base}/period`, { token: gm });
      expect(after.period).toBe(2);
      expect(after.past).toHaveLength(1);
    });

    it('hand-ins arriving while the month is evaluated do not outrun it: the evaluation closes the month first (issue 47 item 7)', async () => {
      const { base, version, gm, tokens, created } = await month(64);
      const realm = created.seats[0]!.seat;
      const late: number[] = [];
      const run = app.context.work.run.bind(app.context.work);
      // A hand-in reaches the server while the month's evaluation is running.
      const during = vi.spyOn(app.context.work, 'run').mockImplementation(async (task) => {
        if (task.kind === 'evaluate') late.push((await call(app, `${base}/turn`, { method: 'PUT', token: tokens[realm], body: { text: `REICH ${realm}` } })).statusCode);
        return run(task as never);
      });
      try {
        const evaluation = await call(app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: version } });
        expect(evaluation.statusCode).toBe(200);
        expect(late).toEqual([409]);
      } finally {
        during.mockRestore();
      }
      expect((await ok<{ period: number }>(app, `${base}/period`, { token: gm })).period).toBe(2);
    });

    it('an evaluation and a correction at once: one of them, as if one after the other', async () => {
      const { base, version, gm } = await month(62);
      const world = await ok<World>(app, `${base}/periods/1/state`, { token: gm });
      const corrected = { ...world, realms: world.realms.map((r, i) => (i === 0 ? { ...r, name: `${r.name} (corrected)` } : r)) };
      const [evaluation, correction] = await Promise.all([
        call(app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: version } }),
        call(app, `${base}/corrections`, { token: gm, body: { period: 1, expectedVersion: version, note: 'at the same time', state: corrected } }),
      ]);
      expect([evaluation.statusCode, correction.statusCode].sort()).toEqual([200, 409]);
      const corrections = await ok<unknown[]>(app, `${base}/periods/1/corrections`, { token: gm });
      const after = await ok<{ period: number }>(app, `${base}/period`, { token: gm });
      if (evaluation.statusCode === 200) {
        expect(['version-conflict', 'period-closed']).toContain(refusal(correction));
        expect(corrections).toEqual([]);
        expect(after.period).toBe(2);
      } else {
        expect(refusal(evaluation)).toBe('version-conflict');
        expect(corrections).toHaveLength(1);
        expect(after.period).toBe(1);
      }
    });

    it('two hand-ins of one seat at once, both from version 0: one is kept, the other gets 409', async () => {
      const { base, tokens, created } = await month(63);
      const realm = created.seats[0]!.seat;
      const answers = await Promise.all(['first', 'second'].map((note) => call(app, `${base}/turn`, { method: 'PUT', token: tokens[realm], body: { text: `REICH ${realm}\n; ${note}`, expectedVersion: 0 } })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(refusal(answers.find((a) => a.statusCode === 409)!)).toBe('version-conflict');
      const kept = await ok<{ versions: { version: number; content: string }[] }>(app, `${base}/turn`, { token: tokens[realm] });
      expect(kept.versions).toHaveLength(1);
      expect(kept.versions[0]?.content).toBe((answers.find((a) => a.statusCode === 200)!.json() as { content: string }).content);
    });
  });
}

let dataDir = '';
races(
  'SQLite',
  () => {
    dataDir ||= mkdtempSync(path.join(tmpdir(), 'arbiter-races-'));
    return { kind: 'sqlite', dataDir };
  },
  async () => rmSync(dataDir, { recursive: true, force: true }),
);

if (TEST_DATABASE_URL !== undefined) {
  const url = TEST_DATABASE_URL;
  const schema = freshSchemaName();
  races('PostgreSQL', () => ({ kind: 'postgres', url, schema }), () => withClient(url, (client) => client.query(`drop schema if exists "${schema}" cascade`)).then(() => undefined));
}
