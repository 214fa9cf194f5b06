import { parseArgs } from 'node:util';
import { caseInvariants, generatedInvariants } from '../../test/phoenix/invariant-runs.js';

/**
 * The full range of the month's invariants (issue 42; `npm test` runs a short one): every month
 * conformance case with its own dice and `--seeds` seeds more, then `--worlds` generated worlds
 * with random orders for `--months` months each; after every month the next month must load the
 * world, find no unit, treasury or BP negative or fractional, no GP or ZKP off tenths, and run.
 *   npx tsx bench/phoenix/invariants.ts [--seeds 20] [--worlds 100] [--months 4]
 */
const { values } = parseArgs({ options: { seeds: { type: 'string', default: '20' }, worlds: { type: 'string', default: '100' }, months: { type: 'string', default: '4' } } });
const seeds = Number(values.seeds);
const worlds = Number(values.worlds);
const months = Number(values.months);
const started = performance.now();
const cases = caseInvariants(seeds);
console.log(`month conformance cases × (own dice + ${seeds} seeds): ${cases.runs} runs, ${cases.broken.length} broken`);
const generated = generatedInvariants(1, worlds, months);
console.log(`generated worlds 1–${worlds}, ${months} months each: ${generated.runs} months, ${generated.broken.length} broken`);
for (const line of [...cases.broken, ...generated.broken]) console.log(`  ${line}`);
console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exitCode = cases.broken.length + generated.broken.length > 0 ? 1 : 0;
