import { describe, expect, it } from 'vitest';
import { ScriptedDice, SeededDice } from '../../../src/kernel/dice.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { renderMarkdown } from '../../../src/games/phoenix/reports/doc.js';
import { humanReport } from '../../../src/games/phoenix/reports/human-report.js';
import { gmDoc } from '../../../src/games/phoenix/reports/gm-report.js';
import { evaluateMonth } from '../../../src/games/phoenix/turn/month/evaluate.js';
import { parseTurnText } from '../../../src/games/phoenix/orders/parse.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import { buildCaseWorld, type CaseWorld } from '../../conformance/phoenix-month-world.js';
import { TEST_PORTS } from '../turn/helpers.js';

function month(spec: CaseWorld, orders: Record<string, string>, dice = new SeededDice(1) as SeededDice | ScriptedDice) {
  const world = parseWorld(buildCaseWorld(spec)).world;
  const turns = new Map(Object.entries(orders).map(([realm, text]) => [realm, parseTurnText(text).turn!]));
  const outcome = evaluateMonth(world, turns, dice, DEFAULT_RULES, TEST_PORTS);
  return (realm: string, lang: 'de' | 'en' = 'de') => renderMarkdown(humanReport(outcome.reports.realms.get(realm)!, lang));
}

/** Nordmark (a) on 503/24 beside Südland (b) on 503/25, with the armies given. */
const border = (armies: CaseWorld['armies'], extra: Partial<CaseWorld> = {}): CaseWorld => ({
  turn: 3,
  realms: [{ id: 'a', name: 'Nordmark' }, { id: 'b', name: 'Südland' }],
  hexes: [{ at: '503/24', terrain: 'lowland', owner: 'a' }, { at: '503/25', terrain: 'lowland', owner: 'b' }],
  armies,
  ...extra,
});

describe('every fate of a realm’s army and site is told in its report (issue 42)', () => {
  it('an overrun army’s realm reads that it was overrun and its troops taken prisoner; the winner its own losses', () => {
    const report = month(
      border([
        { realm: 'a', number: 201, kind: 'riders', at: '503/24', R: 3000, HF: 1 },
        { realm: 'b', number: 101, kind: 'warriors', at: '503/25', K: 100, HF: 1 },
      ]),
      { a: 'REICH a\nBEWEGE 201 503/25' },
    );
    const loser = report('b');
    expect(loser).toMatch(/Nahkampf in 503\/25 als Verteidiger gegen Nordmark: verloren — überrannt \(10:1, R §5\.5\); eigene Heere: Heer 101 gefangen genommen: 100 K, 1 HF — das Heer ist fort/);
    expect(report('b', 'en')).toMatch(/Melee at 503\/25 as defender against Nordmark: lost — overrun \(10:1, R §5\.5\); own armies: army 101 taken prisoner: 100 K, 1 HF — the army is gone/);
    const winner = report('a');
    expect(winner).toMatch(/Nahkampf in 503\/25 als Angreifer gegen Südland: gewonnen; eigene Heere: Heer 201 ohne Verluste/);
    expect(winner).not.toMatch(/keine bekannt/);
  });

  it('a fought melee tells each side its own losses, the loser also those it inflicted', () => {
    const report = month(
      border([
        { realm: 'a', number: 101, kind: 'warriors', at: '503/24', K: 3000, HF: 3 },
        { realm: 'b', number: 101, kind: 'warriors', at: '503/25', K: 1000, HF: 1 },
      ]),
      { a: 'REICH a\nBEWEGE 101 503/25' },
      new ScriptedDice([10, 10]),
    );
    expect(report('a')).toMatch(/als Angreifer gegen Südland: gewonnen; eigene Heere: Heer 101 verliert [\d.]+ K/);
    expect(report('b')).toMatch(/als Verteidiger gegen Nordmark: verloren; eigene Heere: Heer 101 verliert 1\.000 K, 1 HF — das Heer ist fort; angreifende Heere 101; zugefügte Verluste: Heer 101: [\d.]+ K/);
  });

  it('the realm whose building site a conquest destroys is told', () => {
    const report = month(
      {
        turn: 3,
        realms: [{ id: 'a', name: 'Nordmark' }, { id: 'b', name: 'Südland', treasury: 10000 }],
        hexes: [{ at: '503/24', terrain: 'lowland', owner: 'a' }, { at: '503/25', terrain: 'lowland', owner: 'b' }, { at: '503/26', terrain: 'lowland', owner: 'b' }],
        roads: [{ from: '503/25', to: '503/26', bp: 0, building: true }],
        armies: [{ realm: 'a', number: 101, kind: 'warriors', at: '503/24', K: 3000, HF: 3 }],
      },
      { a: 'REICH a\nBEWEGE 101 503/25\nEROBERE 101' },
    );
    expect(report('b')).toMatch(/503\/25 wurde erobert: die Baustellen dort sind zerstört \(Straße nach 503\/26\), ohne Ersatz \(R §1\.5\)/);
    expect(report('a')).not.toMatch(/Baustellen/);
  });
});

describe('the game masters’ report names realms and figures, not ids (issue 42)', () => {
  it('writes realm names in its tables and lines, in German and English', () => {
    const world = parseWorld(
      buildCaseWorld({
        turn: 3,
        realms: [{ id: 'silberkueste', name: 'Silberküste' }, { id: 'b', name: 'Südland' }],
        hexes: [{ at: '503/24', terrain: 'lowland', owner: 'silberkueste' }, { at: '503/25', terrain: 'lowland', owner: 'b' }],
        armies: [
          { realm: 'silberkueste', number: 201, kind: 'riders', at: '503/24', R: 3000, HF: 1 },
          { realm: 'b', number: 101, kind: 'warriors', at: '503/25', K: 100, HF: 1 },
        ],
        wizards: [{ id: 'zeno', name: 'Zeno der Graue', realm: 'b', at: '503/30', class: 'B', gp: 8, zkp: 0 }],
      }),
    ).world;
    const turns = new Map([['silberkueste', parseTurnText('REICH silberkueste\nBEWEGE 201 503/25').turn!]]);
    const outcome = evaluateMonth(world, turns, new SeededDice(1), DEFAULT_RULES, TEST_PORTS);
    for (const lang of ['de', 'en'] as const) {
      const text = renderMarkdown(gmDoc(outcome.reports.gm, lang));
      expect(text).toMatch(/\| Silberküste \| 1 \|/);
      expect(text).not.toMatch(/silberkueste|zeno\b|meleeApplied/);
      expect(text).toMatch(lang === 'de' ? /Zeno der Graue regeneriert 0 → 2/ : /Zeno der Graue regenerates 0 → 2/);
      expect(text).toMatch(lang === 'de' ? /Nahkampf in 503\/25 \(Kampfdatei im JSON-Bericht\)/ : /Melee at 503\/25 \(battle file in the JSON report\)/);
    }
  });
});
