import { readFileSync } from 'node:fs';
import { SeededDice } from '../../src/kernel/dice.js';
import { runCombat } from '../../src/games/ccc-land-combat/autoplay.js';
import type { Choices } from '../../src/games/ccc-land-combat/combat-file.js';
import { odds } from '../../src/games/ccc-land-combat/odds.js';
import type { Benchmark } from '../harness.js';

const combat = JSON.parse(readFileSync('examples/ccc-land-combat/colony-assault.json', 'utf8')) as { choices: Choices };

/** How many times `work` runs per second for `ms` milliseconds after a short warm-up. */
function perSecond(ms: number, work: (i: number) => void): number {
  const warm = performance.now() + ms / 4;
  for (let i = 0; performance.now() < warm; i += 1) work(i);
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    work(n);
    n += 1;
    now = performance.now();
  }
  return (n * 1000) / (now - start);
}

export const benchmarks: Benchmark[] = [
  {
    name: 'ccc-land-combat whole combats (colony assault, 19 commands)',
    target: '≥ 300 combats/s (one core): a table needs one; tests and tools replay hundreds',
    run() {
      const rate = perSecond(2000, (i) => runCombat({ combat }, combat.choices, new SeededDice(i)));
      return { value: rate, unit: 'combats/s', met: rate >= 300, detail: 'setup with validation, every step through the rule set' };
    },
  },
  {
    name: 'ccc-land-combat exact odds (121 continuations of the LC DR)',
    target: '≥ 20 distributions/s (one core): fast enough to answer at the table',
    run() {
      const rate = perSecond(2000, () => odds({ combat }, combat.choices));
      return { value: rate, unit: 'distributions/s', met: rate >= 20, detail: 'colony assault, 1296 throws weighted by 2d6 sums' };
    },
  },
];
