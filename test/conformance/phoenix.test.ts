import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScriptedDice, SeededDice } from '../../src/kernel/dice.js';
import { parseBattle } from '../../src/games/phoenix/combat/battle-file.js';
import { applyRulesOptions } from '../../src/games/phoenix/options.js';
import { mismatches } from './matcher.js';

/**
 * Phoenix conformance cases (docs/phoenix/conformance.md): each file in conformance/phoenix/ is a
 * scenario (a battle file), the dice, and the expected result, with an id tied to a rule section.
 */
interface ConformanceCase {
  id: string;
  rule: string;
  title: string;
  rules?: unknown;
  mode?: 'resolve' | 'odds';
  dice?: number[];
  seed?: number;
  input: unknown;
  expect: unknown;
}

const folder = join(import.meta.dirname, 'phoenix');
const cases = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ name, data: JSON.parse(readFileSync(join(folder, name), 'utf8')) as ConformanceCase }));

describe('Phoenix conformance', () => {
  it('has cases, each named after its id', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const { name, data } of cases) expect(name).toBe(`${data.id}.json`);
  });

  for (const { data } of cases) {
    it(`${data.id} (${data.rule}): ${data.title}`, () => {
      const rules = applyRulesOptions(data.rules ?? {});
      const { kind, file } = parseBattle(data.input, rules, data.id);
      let result: unknown;
      if (data.mode === 'odds') {
        if (kind.odds === undefined) throw new Error(`${kind.kind} has no odds`);
        result = kind.odds(file, rules).data;
      } else {
        const dice = data.dice === undefined ? new SeededDice(data.seed ?? 1) : new ScriptedDice(data.dice);
        result = kind.resolve(file, dice, rules).data;
        if (dice instanceof ScriptedDice) expect(dice.remaining, 'every scripted die is used').toBe(0);
      }
      expect(mismatches(result, data.expect)).toEqual([]);
    });
  }
});
