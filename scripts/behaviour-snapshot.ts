/**
 * Writes what users see of Phoenix into a folder, to compare before and after a structural change
 * (`diff -r`): the sample month (seed 42, German and English, as `arbiter phoenix month` writes
 * it) and every month conformance case evaluated with its own dice (next world, events, every
 * realm's report in JSON and both languages, the game masters' report). The table games' golden
 * transcripts are compared by their own tests.
 *
 *   npx tsx scripts/behaviour-snapshot.ts OUT-DIR
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ScriptedDice, SeededDice } from '../src/kernel/dice.js';
import { applyRulesOptions } from '../src/games/phoenix/options.js';
import { parseTurnText } from '../src/games/phoenix/orders/parse.js';
import { renderMarkdown } from '../src/games/phoenix/reports/doc.js';
import { gmDoc } from '../src/games/phoenix/reports/gm-report.js';
import { humanReport } from '../src/games/phoenix/reports/human-report.js';
import { evaluateMonth } from '../src/games/phoenix/turn/month/evaluate.js';
import type { TurnInput } from '../src/games/phoenix/turn/month/turn-input.js';
import { parseWorld } from '../src/games/phoenix/world/load.js';
import { formatWorld } from '../src/games/phoenix/world/save.js';
import type { MonthCase } from '../test/conformance/phoenix-month-case.js';
import { buildCaseWorld } from '../test/conformance/phoenix-month-world.js';

const out = process.argv[2];
if (out === undefined) throw new Error('usage: behaviour-snapshot.ts OUT-DIR');
const root = join(import.meta.dirname, '..');

for (const lang of ['de', 'en']) {
  execFileSync('npx', ['tsx', 'src/cli/main.ts', 'phoenix', 'month', 'examples/phoenix/month/world.json', '--orders', 'examples/phoenix/month/turns', '--seed', '42', '--lang', lang, '--out', join(out, `sample-month-${lang}`)], { cwd: root, stdio: 'inherit' });
}

const folder = join(root, 'test/conformance/phoenix-month');
mkdirSync(join(out, 'month-cases'), { recursive: true });
for (const name of readdirSync(folder).filter((n) => n.endsWith('.json')).sort()) {
  const data = JSON.parse(readFileSync(join(folder, name), 'utf8')) as MonthCase;
  const rules = applyRulesOptions(data.rules ?? {});
  const dice = data.dice === undefined ? new SeededDice(data.seed ?? 1) : new ScriptedDice(data.dice);
  const turnsOf = (orders: Record<string, string>) => {
    const turns = new Map<string, TurnInput>();
    for (const [realm, text] of Object.entries(orders)) {
      const { turn } = parseTurnText(text);
      if (turn !== undefined) turns.set(realm, turn);
    }
    return turns;
  };
  const parts: string[] = [];
  let world = parseWorld(buildCaseWorld(data.world), data.id).world;
  for (const orders of [data.orders, ...(data.then ?? []).map((t) => t.orders)]) {
    const month = evaluateMonth(world, turnsOf(orders), dice, rules);
    parts.push(formatWorld(month.world), JSON.stringify(month.events, null, 1));
    for (const [realm, report] of month.reports.realms) {
      parts.push(`## ${realm}`, JSON.stringify(report, null, 1), renderMarkdown(humanReport(report, 'de')), renderMarkdown(humanReport(report, 'en')));
    }
    parts.push(JSON.stringify(month.reports.gm, null, 1), renderMarkdown(gmDoc(month.reports.gm, 'de')), renderMarkdown(gmDoc(month.reports.gm, 'en')));
    world = parseWorld(JSON.parse(formatWorld(month.world))).world;
  }
  writeFileSync(join(out, 'month-cases', name.replace(/\.json$/, '.txt')), `${parts.join('\n')}\n`);
}
console.log(`wrote ${out}`);
