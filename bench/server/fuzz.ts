/**
 * The long fuzzing run of issue 18: `npx tsx bench/server/fuzz.ts [scale]` — by default 102,000
 * generated inputs (order texts, battle files, world files, request bodies against a server on a
 * fresh SQLite store); every one must be taken or refused as input, never a 500 or a stack
 * trace. Prints the count per target and the time; exits 1 with the counterexample on a failure.
 * `scale` multiplies the counts (0.1 for a quick look).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { buildApp } from '../../src/server/app.js';
import { openStore } from '../../src/store/index.js';
import { testConfig } from '../../test/server/helpers.js';
import { fuzzFixture } from './fuzz-fixture.js';
import { battleProperty, bodyProperty, orderTextProperty, worldProperty } from './fuzz-targets.js';

const scale = Number(process.argv[2] ?? 1);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const runs = (n: number) => Math.max(1, Math.round(n * scale));

const dataDir = mkdtempSync(path.join(tmpdir(), 'arbiter-fuzz-'));
const config = testConfig({ kind: 'sqlite', dataDir }, { bodyLimit: 4 * 1024 * 1024 });
const store = await openStore(config.store);
const app = buildApp({ store, config });
const fixture = await fuzzFixture(app);

const targets: [string, number, () => Promise<void> | void][] = [
  ['order texts', runs(50_000), () => fc.assert(orderTextProperty(), { numRuns: runs(50_000), seed })],
  ['battle files', runs(30_000), () => fc.assert(battleProperty(), { numRuns: runs(30_000), seed })],
  ['world files', runs(2_000), () => fc.assert(worldProperty(), { numRuns: runs(2_000), seed })],
  ['request bodies', runs(20_000), () => fc.assert(bodyProperty(app, fixture.urlOf, fixture.tokenOf, fixture.samples), { numRuns: runs(20_000), seed })],
];
let total = 0;
let failed = false;
console.log(`fuzzing with seed ${seed} (FUZZ_SEED to repeat)`);
for (const [name, count, run] of targets) {
  const started = performance.now();
  try {
    await run();
    total += count;
    console.log(`ok    ${name}: ${count.toLocaleString('en-GB')} inputs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    failed = true;
    console.log(`FAIL  ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log(`${total.toLocaleString('en-GB')} inputs taken or refused as input${failed ? '; failures above' : ', none failed'}`);
await app.close();
await store.close();
rmSync(dataDir, { recursive: true, force: true });
process.exitCode = failed ? 1 : 0;
