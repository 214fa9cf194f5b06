import { eventsOf } from '../../src/kernel/match.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../src/kernel/dice.js';
import type { DomCommand } from '../../src/games/domaine/commands.js';
import type { DomEvent } from '../../src/games/domaine/events.js';
import { domaineRules } from '../../src/games/domaine/ruleset.js';
import { buildScenario, edgeOf, squareOf, summary, type ScenarioSpec } from '../../src/games/domaine/scenario.js';
import type { DomState } from '../../src/games/domaine/state.js';
import { loadCases } from './cases.js';
import { mismatches } from './matcher.js';

/**
 * Domaine (docs/domaine/interpretations.md): each case holds a position written with square names
 * (scenario.ts), steps (a seat's command, squares as "B2" and edges as "B2-C2", with the dice it
 * rolls) and what the last step must give: exactly these refusal codes, or a position (summary()
 * key by key) and, optionally, the kinds of events in order.
 */
interface Step {
  seat: string;
  command: Record<string, unknown>;
  dice?: number[];
}

interface DomCase {
  id: string;
  rule: string;
  title: string;
  position: ScenarioSpec;
  steps: Step[];
  expect: { problems?: string[]; state?: unknown; events?: string[] };
}

const SQUARE_KEYS = ['castle', 'knight', 'square', 'marker'];

/** Names in a case's command become the numbers the rule set reads. */
function toCommand(input: Record<string, unknown>): DomCommand {
  const out: Record<string, unknown> = { ...input };
  for (const key of SQUARE_KEYS) if (typeof out[key] === 'string') out[key] = squareOf(out[key]);
  for (const key of ['squares', 'with']) if (Array.isArray(out[key])) out[key] = (out[key] as unknown[]).map((x) => (typeof x === 'string' ? squareOf(x) : x));
  if (Array.isArray(out.edges)) out.edges = (out.edges as unknown[]).map((x) => (typeof x === 'string' ? edgeOf(x) : x));
  return out as DomCommand;
}

function run(state: DomState, step: Step): { problems: string[]; state: DomState; events: DomEvent[] } {
  const command = toCommand(step.command);
  const problems = domaineRules.check(state, step.seat, command);
  if (problems.length > 0) return { problems: problems.map((p) => p.code), state, events: [] };
  const dice = new ScriptedDice(step.dice ?? []);
  const events = eventsOf(domaineRules.resolve(state, step.seat, command, dice));
  expect(dice.remaining, 'every scripted roll is used').toBe(0);
  return { problems: [], state: events.reduce((s, e) => domaineRules.apply(s, e), state), events: [...events] };
}

describe('Domaine conformance cases', () => {
  const cases = loadCases<DomCase>(join(import.meta.dirname, 'domaine'));
  for (const c of cases) {
    it(`${c.id} ${c.title}`, () => {
      let state = buildScenario(c.position);
      let last = { problems: [] as string[], state, events: [] as DomEvent[] };
      for (const [i, step] of c.steps.entries()) {
        last = run(state, step);
        if (i < c.steps.length - 1) expect(last.problems, `step ${i + 1} is accepted`).toEqual([]);
        state = last.state;
      }
      expect(last.problems).toEqual(c.expect.problems ?? []);
      if (c.expect.state !== undefined) expect(mismatches(summary(last.state), c.expect.state)).toEqual([]);
      if (c.expect.events !== undefined) expect(last.events.map((e) => e.t)).toEqual(c.expect.events);
    });
  }
});
