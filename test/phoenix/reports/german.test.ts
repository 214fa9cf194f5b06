import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/kernel/dice.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { renderMarkdown } from '../../../src/games/phoenix/reports/doc.js';
import { humanReport } from '../../../src/games/phoenix/reports/human-report.js';
import { evaluateMonth } from '../../../src/games/phoenix/turn/month/evaluate.js';
import { ScriptedDice } from '../../../src/kernel/dice.js';
import { applyRulesOptions } from '../../../src/games/phoenix/options.js';
import { parseTurnJson } from '../../../src/games/phoenix/orders/json.js';
import { parseTurnText } from '../../../src/games/phoenix/orders/parse.js';
import type { TurnInput } from '../../../src/games/phoenix/turn/month/turn-input.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import { monthScenario } from '../../../bench/phoenix/month-generator.js';
import { loadCases } from '../../conformance/cases.js';
import { buildCaseWorld, type CaseWorld } from '../../conformance/phoenix-month-world.js';

/** English words that have no place in a German report (German words that look alike, like „Wall“ or „in“, are not listed). */
const ENGLISH = [
  'the', 'and', 'of', 'to', 'at', 'from', 'is', 'are', 'not', 'with', 'no', 'none', 'army', 'armies', 'fleet', 'road', 'roads', 'bridge', 'quay', 'stronghold',
  'site', 'warriors', 'riders', 'attacker', 'defender', 'won', 'lost', 'moves', 'refused', 'order', 'orders', 'line', 'treasury', 'hex', 'hexes', 'prisoners',
  'income', 'special', 'damage', 'left', 'true', 'false', 'undefined', 'null', 'NaN', 'object', 'capital', 'month', 'turn', 'realm', 'gift', 'cargo', 'needs',
];
const ENGLISH_WORD = new RegExp(`(?<![\\p{L}\\d-])(${ENGLISH.join('|')})(?![\\p{L}\\d-])`, 'iu');
/** A number of four or more digits without German thousands separators; places (503/22, 1001/05) do not count. */
const UNGROUPED = /(?<![\d/.,])\d{4,}(?![\d/])/;

/** What is not German in a German report line: English words, JSON, ungrouped numbers, raw ids. */
function foreign(text: string, rawId?: RegExp): string[] {
  // An order quoted from the realm's own turn („RUESTE 503/21 103 K 2001“) is the player's text.
  // Hex sides are written NW, NO, O, SO, SW, W (German: NO is Nordost, not English "no").
  const line = text.replace(/„[^“]*“/g, '„…“').replace(/(?<![\p{L}])(NW|NO|SO|SW)(?![\p{L}])/gu, 'Seite');
  return [ENGLISH_WORD.exec(line)?.[0], /[{}]|"id"|\[object/.exec(line)?.[0], UNGROUPED.exec(line)?.[0], rawId?.exec(line)?.[0]].filter((hit) => hit !== undefined);
}

describe('German reports are German throughout (issue 11)', () => {
  const cases = loadCases<{ id: string; rules?: unknown; dice?: number[]; seed?: number; world: CaseWorld; orders: Record<string, string> }>(join(import.meta.dirname, '../../conformance/phoenix-month'));

  it('in every month conformance case, every realm’s German report', () => {
    const found: string[] = [];
    for (const data of cases) {
      const world = parseWorld(buildCaseWorld(data.world), data.id).world;
      const turns = new Map<string, TurnInput>();
      for (const [realm, text] of Object.entries(data.orders)) {
        const { turn } = parseTurnText(text);
        if (turn !== undefined) turns.set(realm, turn);
      }
      const dice = data.dice === undefined ? new SeededDice(data.seed ?? 1) : new ScriptedDice(data.dice);
      const month = evaluateMonth(world, turns, dice, applyRulesOptions(data.rules ?? {}));
      // A figure is named by its name, never its id (issue 42: "zeno regeneriert 0 → 2").
      const ids = [...world.characters, ...world.wizards].filter((f) => f.id !== f.name).map((f) => f.id);
      const rawId = ids.length === 0 ? undefined : new RegExp(`(?<![\\p{L}\\d„-])(${ids.join('|')})(?![\\p{L}\\d-])`, 'u');
      for (const [realm, report] of month.reports.realms) {
        for (const [i, line] of renderMarkdown(humanReport(report, 'de')).split('\n').entries()) {
          const bad = foreign(line, rawId);
          if (bad.length > 0) found.push(`${data.id} ${realm}, line ${i + 1}: ${bad.join(', ')} in „${line}“`);
        }
      }
    }
    expect(found).toEqual([]);
  }, 180_000); // every month case, evaluated one after the other: slow on a loaded machine

  it('in the sample month of examples/phoenix/month (text and JSON turns)', () => {
    const folder = join(import.meta.dirname, '../../../examples/phoenix/month');
    const world = parseWorld(JSON.parse(readFileSync(join(folder, 'world.json'), 'utf8')), 'world.json').world;
    const turns = new Map<string, TurnInput>();
    for (const file of readdirSync(join(folder, 'turns'))) {
      const text = readFileSync(join(folder, 'turns', file), 'utf8');
      const { turn } = file.endsWith('.json') ? parseTurnJson(JSON.parse(text), file) : parseTurnText(text);
      if (turn !== undefined) turns.set(turn.realm, turn);
    }
    const month = evaluateMonth(world, turns, new SeededDice(1), DEFAULT_RULES);
    const ids = world.realms.map((realm) => realm.id);
    const rawId = new RegExp(`(?<![\\p{L}\\d-])(${ids.join('|')})(?![\\p{L}\\d-])`, 'u');
    const found: string[] = [];
    for (const [realm, report] of month.reports.realms) {
      for (const [i, line] of renderMarkdown(humanReport(report, 'de')).split('\n').entries()) {
        const bad = foreign(line, rawId);
        if (bad.length > 0) found.push(`${realm}, line ${i + 1}: ${bad.join(', ')} in „${line}“`);
      }
    }
    expect(found).toEqual([]);
    // Goldau's turn came as JSON: its refusals name the order by number.
    expect(renderMarkdown(humanReport(month.reports.realms.get('goldau')!, 'de'))).toMatch(/Befehl 2: /);
  });

  it('no English word, no JSON, no raw realm id, German thousands separators', () => {
    let checked = 0;
    const found: string[] = [];
    for (const seed of [3, 7, 11]) {
      const scenario = monthScenario(seed, 6, 80);
      const month = evaluateMonth(scenario.world, scenario.turns, new SeededDice(seed), DEFAULT_RULES);
      const ids = scenario.world.realms.filter((realm) => realm.id !== realm.name).map((realm) => realm.id);
      const rawId = new RegExp(`(?<![\\p{L}\\d-])(${ids.join('|')})(?![\\p{L}\\d-])`, 'u');
      for (const [realm, report] of month.reports.realms) {
        const text = renderMarkdown(humanReport(report, 'de'));
        for (const [i, line] of text.split('\n').entries()) {
          const bad = foreign(line, rawId);
          if (bad.length > 0) found.push(`${realm}, seed ${seed}, line ${i + 1}: ${bad.join(', ')} in „${line}“`);
        }
        checked += 1;
      }
    }
    expect(found).toEqual([]);
    expect(checked).toBe(18);
  });
});
