import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScriptedDice, SeededDice } from '../../src/kernel/dice.js';
import { parseBattle } from '../../src/games/phoenix/combat/battle-file.js';
import { applyRulesOptions } from '../../src/games/phoenix/options.js';
import { loadCases } from './cases.js';
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


describe('Phoenix conformance', () => {
  const cases = loadCases<ConformanceCase>(join(import.meta.dirname, 'phoenix'));

  for (const data of cases) {
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
