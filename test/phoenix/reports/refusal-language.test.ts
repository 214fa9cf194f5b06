import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/kernel/dice.js';
import { PHOENIX_PERIODIC } from '../../../src/games/phoenix/periodic.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { renderMarkdown } from '../../../src/games/phoenix/reports/doc.js';
import { humanReport } from '../../../src/games/phoenix/reports/human-report.js';
import type { MonthPorts } from '../../../src/games/phoenix/turn/month/context.js';
import { evaluateMonth } from '../../../src/games/phoenix/turn/month/evaluate.js';
import { DEFAULT_PORTS } from '../../../src/games/phoenix/turn/month/ports.js';
import type { Order } from '../../../src/games/phoenix/orders/ast.js';
import { buildCaseWorld } from '../../conformance/phoenix-month-world.js';
import { TEST_PORTS, turnOf } from '../turn/helpers.js';

function world() {
  return buildCaseWorld({
    turn: 2,
    realms: [{ id: 'nordmark', treasury: 100_000, capital: '503/22' }, { id: 'b' }],
    hexes: [
      { at: '503/22', terrain: 'lowland', owner: 'nordmark' },
      { at: '503/21', terrain: 'lowland', owner: 'nordmark' },
    ],
    strongholds: [{ at: '503/22', level: 'HST', bp: 5_000, owner: 'nordmark' }],
    armies: [
      { realm: 'nordmark', number: 101, kind: 'warriors', at: '503/22', K: 3_000, HF: 2 },
      { realm: 'b', number: 101, kind: 'warriors', at: '503/30', K: 2_000, HF: 1 },
    ],
  });
}

function reports(ports: MonthPorts, ...orders: Order[]) {
  const month = evaluateMonth(world(), new Map([['nordmark', turnOf('nordmark', ...orders)]]), new SeededDice(1), DEFAULT_RULES, ports);
  const report = month.reports.realms.get('nordmark');
  if (report === undefined) throw new Error('no report for nordmark');
  return { report, de: renderMarkdown(humanReport(report, 'de')), en: renderMarkdown(humanReport(report, 'en')) };
}

describe('refused orders speak the language of the report', () => {
  it('the month’s own refusals, the planner’s among them, are German in the German report and English in the English one', () => {
    const { report, de, en } = reports(TEST_PORTS, { type: 'move', army: 999, to: '503/21' }, { type: 'move', army: 101, path: ['503/21', '503/19'] });
    expect(de).toContain('nordmark hat kein Heer 999.');
    expect(de).not.toContain('has no army');
    expect(en).toContain('nordmark has no army 999');
    expect(en).not.toContain('hat kein Heer');
    // The JSON report carries both languages: German as `message`, English as `messageEn`.
    expect(report.refused[0]).toMatchObject({ code: 'unknown-army', message: 'nordmark hat kein Heer 999.', messageEn: 'nordmark has no army 999' });
    // The planner's reason in both languages: the path skips a hex, a wrong order (P-120).
    expect(de).toContain('Heer 101: 503/19 grenzt nicht an 503/21; ein Weg nennt jedes betretene Feld.');
    expect(de).not.toContain('is not next to');
    expect(en).toContain('army 101: 503/19 is not next to 503/21; a path names every hex entered');
    expect(en).not.toContain('grenzt nicht an');
    expect(report.refused.map((r) => r.code)).toEqual(['unknown-army', 'move']);
  });

  it('the checker’s refusals carry both languages as well', () => {
    const { report, de, en } = reports(DEFAULT_PORTS, { type: 'move', army: 999, to: '503/21' });
    expect(report.refused).toHaveLength(1);
    const [refusal] = report.refused;
    expect(refusal?.message).toMatch(/Heer 999/);
    expect(refusal?.messageEn).toMatch(/army 999/);
    expect(de).toContain(refusal?.message);
    expect(de).not.toContain(refusal?.messageEn);
    expect(en).toContain(refusal?.messageEn);
    expect(en).not.toContain(refusal?.message);
  });
});

describe('the parser’s refusals in a report (issue 46: a German report showed the parser’s English)', () => {
  const world = () => PHOENIX_PERIODIC.parseState(JSON.parse(readFileSync('examples/phoenix/month/world.json', 'utf8')), 'world');
  const text = 'REICH nordmark\nBEWEGE 201 9999/99\nFOO bar\n';
  for (const evaluatedIn of ['de', 'en'] as const) {
    it(`says unreadable lines in the report's language, whichever language the month was evaluated in (${evaluatedIn})`, () => {
      const turn = PHOENIX_PERIODIC.readTurn({ format: 'text', content: text }, evaluatedIn);
      const month = PHOENIX_PERIODIC.evaluate(world(), new Map([['nordmark', turn]]), new SeededDice(3));
      const report = month.reports.get('nordmark');
      if (report === undefined) throw new Error('no report for nordmark');
      const de = PHOENIX_PERIODIC.formatReport?.(report, 'nordmark', 'de', 'markdown') ?? '';
      const en = PHOENIX_PERIODIC.formatReport?.(report, 'nordmark', 'en', 'markdown') ?? '';
      expect(de).toContain('- Zeile 2: „9999/99“ ist kein Feld der Karte; erwartet ein Feld wie 503/22.');
      expect(de).toContain('- Zeile 3: „FOO“ ist kein Befehl.');
      expect(de).not.toMatch(/is not a hex|is not an order/);
      expect(en).toMatch(/- line 2: "9999\/99" is not a hex of the map/);
      expect(en).toMatch(/- line 3: "FOO" is not an order/);
      expect(en).not.toMatch(/ist kein/);
    });
  }
});
