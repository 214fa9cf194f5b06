import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../src/kernel/dice.js';
import { endPurchases, purchase, type Outcome } from '../../src/games/jeanne-darc-1429/buying.js';
import { defenceValue } from '../../src/games/jeanne-darc-1429/defence.js';
import { drawPlayerOrder, type MarkerDraw } from '../../src/games/jeanne-darc-1429/player-order.js';
import type { Power } from '../../src/games/jeanne-darc-1429/powers.js';
import type { Purchase } from '../../src/games/jeanne-darc-1429/prices.js';
import { applyRulesOptions, type JdaRules } from '../../src/games/jeanne-darc-1429/rules.js';
import { DEFENCES, parseState, type JdaState } from '../../src/games/jeanne-darc-1429/state.js';
import { loadCases } from './cases.js';
import { mismatches } from './matcher.js';

/**
 * Jeanne d'Arc 1429 phases 4 and 5 (docs/jeanne-darc-1429/interpretations.md): each case holds a
 * state, steps (a purchase, the end of a player's purchases with his discards, a player-order draw
 * with its dice, or the defence values) and what the last step must give: exactly these refusal
 * codes, or a state (and draws, and number of rolls) the expectation names key by key.
 */
type Step =
  | { power: Power; buy: Purchase }
  | { power: Power; end: string[] }
  | { draw: number[] }
  | { defenceValues: true };

interface JdaCase {
  id: string;
  rule: string;
  title: string;
  rules?: unknown;
  state: unknown;
  steps: Step[];
  expect: { problems?: string[]; state?: unknown; draws?: unknown; rolls?: number; value?: unknown };
}

interface StepResult {
  problems: string[];
  state?: JdaState;
  draws?: MarkerDraw[];
  rolls?: number;
  value?: unknown;
}

function fromOutcome(outcome: Outcome): StepResult {
  return outcome.ok ? { problems: [], state: outcome.state } : { problems: outcome.problems.map((p) => p.code) };
}

function run(state: JdaState, step: Step, rules: JdaRules): StepResult {
  if ('buy' in step) return fromOutcome(purchase(state, step.power, step.buy, rules));
  if ('end' in step) return fromOutcome(endPurchases(state, step.power, step.end, rules));
  if ('draw' in step) {
    const dice = new ScriptedDice(step.draw);
    const drawn = drawPlayerOrder(state, dice, rules);
    expect(dice.remaining, 'every scripted roll is used').toBe(0);
    return { problems: [], state: drawn.state, draws: drawn.draws, rolls: dice.rolls.length };
  }
  return { problems: [], value: Object.fromEntries(DEFENCES.map((d) => [d, defenceValue(d, rules)])) };
}

describe("Jeanne d'Arc 1429 conformance (phases 4 and 5)", () => {
  const cases = loadCases<JdaCase>(join(import.meta.dirname, 'jeanne-darc-1429'));

  for (const data of cases) {
    it(`${data.id}: ${data.title}`, () => {
      const rules = applyRulesOptions(data.rules ?? {}, data.id);
      const start = parseState(data.state, data.id);
      const { problems, ...outcomes } = data.expect;
      expect(problems !== undefined || Object.keys(outcomes).length > 0, 'the case expects something').toBe(true);
      // A case that expects a state must not already hold it: doing nothing would then pass.
      if (outcomes.state !== undefined) expect(mismatches(start, outcomes.state)).not.toEqual([]);

      let state = start;
      let result: StepResult = { problems: [] };
      data.steps.forEach((step, index) => {
        result = run(state, step, rules);
        if (index < data.steps.length - 1) expect(result.problems, `step ${index + 1} is accepted`).toEqual([]);
        if (result.state !== undefined) state = result.state;
      });

      expect(result.problems).toEqual(problems ?? []);
      if (problems === undefined) expect(mismatches(result, outcomes)).toEqual([]);
    });
  }
});
