import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StoreConfig } from '../../src/store/index.js';
import { killRounds } from '../../bench/server/kill9-run.js';
import { freshSchemaName, TEST_DATABASE_URL, withClient } from '../store/postgres-env.js';

/**
 * kill -9 of the server while seats hand in turns and the game master closes, corrects, evaluates
 * and publishes (issue 18): three kills, each after one or two whole rounds of the game master's
 * writes and a random moment more (three, so that a write refused under load in one round is
 * acknowledged in another). The long run is bench/server/kill9.ts (≥ 50 kills).
 */
function survives(name: string, config: () => StoreConfig, cleanup: () => Promise<void>): void {
  it(`keeps every acknowledged write and nothing half-applied (${name})`, { timeout: 240_000 }, async () => {
    try {
      const summary = await killRounds(config(), { kills: 3, gmAcksBeforeKill: [4, 8], killWindowMs: [0, 600] });
      expect(summary.problems).toEqual([]);
      expect(summary.turns.lost + summary.turns.phantom).toBe(0);
      expect(summary.turns.acknowledged).toBeGreaterThan(0);
      for (const kind of ['close', 'correction', 'evaluation', 'publication'] as const) expect(summary.gm[kind].acknowledged).toBeGreaterThan(0);
    } finally {
      await cleanup();
    }
  });
}

describe('kill -9 during hand-ins, corrections, evaluations and publications', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arbiter-kill9-'));
  survives('SQLite', () => ({ kind: 'sqlite', dataDir }), async () => rmSync(dataDir, { recursive: true, force: true }));
  if (TEST_DATABASE_URL !== undefined) {
    const url = TEST_DATABASE_URL;
    const schema = freshSchemaName();
    survives('PostgreSQL', () => ({ kind: 'postgres', url, schema }), () => withClient(url, (client) => client.query(`drop schema if exists "${schema}" cascade`)).then(() => undefined));
  }
});
