import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScriptedDice, SeededDice } from '../../src/kernel/dice.js';
import { applyRulesOptions } from '../../src/games/phoenix/options.js';
import { loadCases } from './cases.js';
import { evaluateCase, type MonthCase } from './phoenix-month-case.js';

/**
 * Month conformance cases (docs/phoenix/month.md, "Conformance cases"): a small world, orders as
 * text, dice or a seed, and the whole change the month makes — every army, hex, stronghold, realm,
 * figure and structure that changed is named, and any change a case does not name fails it.
 */
/** Seeds a case without scripted dice is evaluated with besides its own. */
const OTHER_SEEDS = [1001, 1002];

describe('Phoenix month conformance', () => {
  const cases = loadCases<MonthCase>(join(import.meta.dirname, 'phoenix-month'));

  for (const data of cases) {
    it(`${data.id} (${data.rule}): ${data.title}`, () => {
      const rules = applyRulesOptions(data.rules ?? {});
      const dice = data.dice === undefined ? new SeededDice(data.seed ?? 1) : new ScriptedDice(data.dice);
      const { problems, parseProblems } = evaluateCase(data, dice, rules);
      expect(parseProblems, 'the orders parse').toEqual([]);
      if (dice instanceof ScriptedDice) expect(dice.remaining, 'every scripted die is used').toBe(0);
      expect(problems).toEqual([]);
      // A case without scripted dice must not depend on its seed: its expectation holds for others too.
      if (data.dice === undefined) {
        for (const seed of OTHER_SEEDS) expect(evaluateCase(data, new SeededDice(seed), rules).problems, `with seed ${seed}`).toEqual([]);
      }
    });
  }
});
