import { eventsOf } from '../../src/kernel/match.js';
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
import type { JdaCommand } from '../../src/games/jeanne-darc-1429/commands.js';
import type { JdaEvent } from '../../src/games/jeanne-darc-1429/events.js';
import { jeanneDarcRules } from '../../src/games/jeanne-darc-1429/ruleset.js';
import { loadCases } from './cases.js';
import { mismatches } from './matcher.js';

/**
 * Jeanne d'Arc 1429 (docs/jeanne-darc-1429/interpretations.md): each case holds a state, steps (a
 * command of a seat through the rule set with the dice it rolls; for phases 4 and 5 also a purchase,
 * the end of a player's purchases, a player-order draw with its dice, or the defence values) and what
 * the last step must give: exactly these refusal codes, or a state (and draws, number of rolls, and
 * events in order) the expectation names key by key.
 */
type Step =
  /** A command through the rule set (check, resolve, apply), with the dice it rolls. */
  | { seat: string; command: unknown; dice?: number[] }
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
  expect: { problems?: string[]; state?: unknown; draws?: unknown; rolls?: number; value?: unknown; log?: unknown[] };
}

interface StepResult {
  problems: string[];
  state?: JdaState;
  draws?: MarkerDraw[];
  rolls?: number;
  value?: unknown;
  /** The events the step caused that the case names, in order (each matched key by key, others skipped). */
  log?: readonly JdaEvent[];
}

/** The events matched in order: each expected one is the next event it matches; others in between are skipped. */
function inOrder(events: readonly JdaEvent[], expected: readonly unknown[]): string[] {
  let at = 0;
  for (const [i, want] of expected.entries()) {
    while (at < events.length && mismatches(events[at], want).length > 0) at += 1;
    if (at === events.length) return [`log[${i}]: no event ${JSON.stringify(want)} after the ones matched before, in ${JSON.stringify(events)}`];
    at += 1;
  }
  return [];
}

function command(state: JdaState, step: { seat: string; command: unknown; dice?: number[] }, rules: JdaRules): StepResult {
  const ruled: JdaState = { ...state, rules };
  const problems = jeanneDarcRules.check(ruled, step.seat, step.command as JdaCommand);
  if (problems.length > 0) return { problems: problems.map((p) => p.code) };
  const dice = new ScriptedDice(step.dice ?? []);
  const events = eventsOf(jeanneDarcRules.resolve(ruled, step.seat, step.command as JdaCommand, dice));
  expect(dice.remaining, 'every scripted roll is used').toBe(0);
  const after = events.reduce((s, e) => jeanneDarcRules.apply(s, e), ruled);
  return { problems: [], state: after, rolls: dice.rolls.length, log: events };
}

function fromOutcome(outcome: Outcome): StepResult {
  return outcome.ok ? { problems: [], state: outcome.state } : { problems: outcome.problems.map((p) => p.code) };
}

function run(state: JdaState, step: Step, rules: JdaRules): StepResult {
  if ('command' in step) return command(state, step, rules);
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

describe("Jeanne d'Arc 1429 conformance", () => {
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
      const { log, ...rest } = outcomes;
      if (problems === undefined) expect(mismatches(result, rest)).toEqual([]);
      if (log !== undefined) expect(inOrder(result.log ?? [], log)).toEqual([]);
    });
  }
});
