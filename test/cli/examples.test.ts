import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../src/kernel/problems.js';
import type { RealmReport } from '../../src/games/phoenix/reports/realm-report.js';
import { lineColumn } from '../../src/games/phoenix/orders/parse.js';
import { cli } from './run.js';

const FOLDER = join(import.meta.dirname, '../../examples/phoenix/month');
const WORLD = join(FOLDER, 'world.json');
const TURNS = join(FOLDER, 'turns');

describe('examples/phoenix/month: `phoenix check` and `phoenix month` agree (issue 11; P-103)', () => {
  it('every problem the check names is the month’s refusal of that order, in the same words, and nothing else is refused', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'arbiter-examples-')), 'month');
    const month = cli('phoenix', 'month', WORLD, '--orders', TURNS, '--seed', '1', '--out', out);
    expect(month.code, month.err).toBe(0);
    const files = readdirSync(TURNS).sort();
    expect(files.length).toBeGreaterThanOrEqual(4);
    let problems = 0;
    for (const file of files) {
      const check = cli('phoenix', 'check', WORLD, join(TURNS, file), '--json');
      const answer = JSON.parse(check.out) as { realm: string; problems: Problem[] };
      const report = JSON.parse(readFileSync(join(out, 'reports', `${answer.realm}.json`), 'utf8')) as RealmReport;
      const refused = report.refused.filter((r) => r.afterDice !== true).map((r) => ({ code: r.code, message: r.message, where: r.path ?? lineColumn(r.line ?? 0, r.column ?? 0) }));
      // The check lists problems in the order of the turn; the report in the order they arose.
      const byPlace = (a: { where?: string }, b: { where?: string }) => (a.where ?? '').localeCompare(b.where ?? '', 'en', { numeric: true });
      expect([...answer.problems].sort(byPlace), file).toEqual([...refused].sort(byPlace));
      expect(check.code, file).toBe(answer.problems.length > 0 ? 2 : 0);
      problems += answer.problems.length;
    }
    // The examples are written to show refusals of several kinds.
    expect(problems).toBeGreaterThanOrEqual(8);
  });
});
