/**
 * Durability under kill -9 (issue 18): `npx tsx bench/server/kill9.ts [kills] [sqlite|postgres]`.
 * Four seats hand in turns as fast as they can while the game master closes, corrects, evaluates
 * and publishes months; the server (in a process of its own) is killed with SIGKILL at a random
 * moment, `kills` times (default 50), and the store is read after each kill (kill9-run.ts): every
 * write answered 2xx is there and nothing is half-applied. Exits 1 on any problem. PostgreSQL
 * needs TEST_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { StoreConfig } from '../../src/store/index.js';
import { freshSchemaName, withClient } from '../../test/store/postgres-env.js';
import { killRounds, type KillSummary } from './kill9-run.js';

const kills = Number(process.argv[2] ?? 50);
const dialect = process.argv[3] ?? 'sqlite';
const dataDir = mkdtempSync(path.join(tmpdir(), 'arbiter-kill9-'));
const url = process.env.TEST_DATABASE_URL;
const schema = freshSchemaName();
if (dialect === 'postgres' && url === undefined) throw new Error('set TEST_DATABASE_URL for PostgreSQL');
const config: StoreConfig = dialect === 'postgres' ? { kind: 'postgres', url: url as string, schema } : { kind: 'sqlite', dataDir };

const gm = (s: KillSummary) =>
  Object.entries(s.gm)
    .map(([kind, { acknowledged, cutOff }]) => `${acknowledged} ${kind}s (${cutOff} cut off)`)
    .join(', ');
const started = performance.now();
const summary = await killRounds(config, {
  kills,
  progress: (s) => process.stdout.write(`\rkill ${s.kills}/${kills}: ${s.turns.acknowledged} acknowledged turns, ${s.turns.lost} lost, ${s.turns.phantom} never sent; ${gm(s)}; ${s.problems.length} problems`),
});
console.log(
  `\n${kills} kills -9 on ${dialect} in ${((performance.now() - started) / 1000).toFixed(0)} s (load ${loadavg()[0]?.toFixed(1)}): ${summary.turns.acknowledged} acknowledged turns, ${summary.turns.lost} lost, ${summary.turns.phantom} kept that nobody sent; game master: ${gm(summary)}; ${summary.problems.length} problems`,
);
for (const problem of summary.problems) console.log(`  ${problem}`);
if (dialect === 'postgres') await withClient(url as string, (client) => client.query(`drop schema if exists "${schema}" cascade`));
rmSync(dataDir, { recursive: true, force: true });
process.exitCode = summary.problems.length === 0 ? 0 : 1;
