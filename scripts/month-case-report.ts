/**
 * What the exhaustive matcher finds in the month conformance cases (docs/phoenix/month.md): every
 * unnamed change and mismatch, with the case's own dice or seed and, for cases without scripted dice,
 * with seeds 1001 and 1002; `--rolls` lists every die the month asks for, with its purpose, in order
 * (to script dice). Usage: npx tsx scripts/month-case-report.ts [--rolls] [id-fragment …]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ScriptedDice, SeededDice } from '../src/kernel/dice.js';
import { applyRulesOptions } from '../src/games/phoenix/options.js';
import { evaluateCase, type MonthCase } from '../test/conformance/phoenix-month-case.js';
const dir = join(import.meta.dirname, '../test/conformance/phoenix-month');
const showRolls = process.argv.includes('--rolls');
const only = process.argv.slice(2).filter((a) => a !== '--rolls');
for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
  const data = JSON.parse(readFileSync(join(dir, name), 'utf8')) as MonthCase;
  if (only.length > 0 && !only.some((o) => data.id === o || data.id.includes(o))) continue;
  const rules = applyRulesOptions(data.rules ?? {});
  const lines: string[] = [];
  const attempt = (label: string, make: () => ScriptedDice | SeededDice) => {
    try {
      const dice = make();
      const run = evaluateCase(data, dice, rules);
      const left = dice instanceof ScriptedDice && dice.remaining > 0 ? [`${dice.remaining} scripted dice left unused`] : [];
      for (const p of [...run.parseProblems, ...run.problems, ...left]) lines.push(`- [${label}] ${p}`);
      if (showRolls) for (const r of dice.rolls) lines.push(`  roll [${label}] ${r.die} ${r.value} ${r.purpose}${r.by === undefined ? '' : ` (${r.by})`}`);
    } catch (error) {
      lines.push(`- [${label}] ERROR ${(error as Error).message.split('\n')[0]} ${JSON.stringify((error as { problems?: unknown }).problems ?? '')}`);
    }
  };
  if (data.dice !== undefined) attempt('dice', () => new ScriptedDice(data.dice as number[]));
  else for (const seed of [data.seed ?? 1, 1001, 1002]) attempt(`seed ${seed}`, () => new SeededDice(seed));
  if (lines.length === 0) { if (showRolls) console.log(`## ${data.id}: holds, no rolls`); continue; }
  console.log(`## ${data.id}`);
  for (const line of lines) console.log(line);
}
