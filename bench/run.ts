import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Benchmark } from './harness.js';

/** Runs every benchmark in bench/<area>/*.bench.ts and prints a table; `npm run bench -- melee` filters by name. */
const filter = process.argv[2]?.toLowerCase();
const root = import.meta.dirname;
const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.bench.ts'))
  .sort();

const rows: string[] = [];
let missed = 0;
for (const file of files) {
  const module = (await import(pathToFileURL(join(root, file)).href)) as { benchmarks: Benchmark[] };
  for (const bench of module.benchmarks) {
    if (filter !== undefined && !bench.name.toLowerCase().includes(filter)) continue;
    const result = await bench.run();
    if (result.met === false) missed += 1;
    const value = result.value.toLocaleString('en-GB', { maximumFractionDigits: 2 });
    const line = `${result.met === null ? 'info' : result.met ? 'met ' : 'MISS'}  ${bench.name}: ${value} ${result.unit}  (target ${bench.target})${result.detail ? `  ${result.detail}` : ''}`;
    console.log(line);
    rows.push(line);
  }
}
console.log(`\n${rows.length} benchmarks, ${missed} missed their target; node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
