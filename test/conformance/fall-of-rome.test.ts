import { eventsOf } from '../../src/kernel/match.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScriptedDice, SeededDice } from '../../src/kernel/dice.js';
import { applyEvent } from '../../src/games/fall-of-rome/apply.js';
import type { FrCommand } from '../../src/games/fall-of-rome/commands.js';
import { CITY_NAMES, cityIndex } from '../../src/games/fall-of-rome/data/cities.js';
import type { FallOfRomeOptions } from '../../src/games/fall-of-rome/data/options.js';
import { TRIBE_INFO, tribeIndex } from '../../src/games/fall-of-rome/data/tribes.js';
import type { FrEvent } from '../../src/games/fall-of-rome/events.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';
import { setupState } from '../../src/games/fall-of-rome/setup.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';
import { loadCases } from './cases.js';
import { mismatches } from './matcher.js';

/**
 * Fall of Rome (docs/fall-of-rome/interpretations.md): each case sets up a game (seed, options),
 * optionally empties the board and places pieces and hands, runs commands through the rule set
 * with scripted dice, and names what the last one must give: exactly these refusal codes, or a
 * readable state (matched key by key) and events in order.
 */
interface Board {
  cubes?: [string, string, number][];
  legions?: [string, number][];
  forts?: string[];
  pawns?: string[];
  hands?: string[][];
  /** Other state fields set as they are (decline, playerDeck, …). */
  patch?: Record<string, unknown>;
}

interface FrCase {
  id: string;
  rule: string;
  title: string;
  seed?: number;
  setup: FallOfRomeOptions;
  /** Absent: the game as set up. Present: the board emptied, then these pieces placed. */
  board?: Board;
  steps: { seat: string; command: unknown; dice?: number[] }[];
  expect: { problems?: string[]; state?: unknown; log?: unknown[] };
}

function index(list: readonly string[], name: string, what: string, find: (n: string) => number): number {
  const i = find(name);
  if (i < 0) throw new Error(`no ${what} "${name}" (${list.length})`);
  return i;
}

function build(c: FrCase): FrState {
  const dice = new SeededDice(c.seed ?? 1);
  const s = setupState(c.setup, (min, max) => dice.int(min, max));
  const b = c.board;
  if (b === undefined) return s;
  const cubes = s.cubes.map(() => 0);
  const cubeSupply = s.rules.cubes.slice();
  for (const [city, tribe, n] of b.cubes ?? []) {
    const t = index([], tribe, 'tribe', tribeIndex);
    const i = index(CITY_NAMES, city, 'city', cityIndex) * 5 + t;
    cubes[i] = (cubes[i] as number) + n;
    cubeSupply[t] = (cubeSupply[t] as number) - n;
  }
  const legions = s.legions.map(() => 0);
  let legionSupply = s.rules.legions;
  for (const [city, n] of b.legions ?? []) {
    const i = index(CITY_NAMES, city, 'city', cityIndex);
    legions[i] = (legions[i] as number) + n;
    legionSupply -= n;
  }
  const forts = s.forts.map(() => false);
  for (const city of b.forts ?? ['Roma']) forts[index(CITY_NAMES, city, 'city', cityIndex)] = true;
  const pawns = b.pawns ? b.pawns.map((p) => index(CITY_NAMES, p, 'city', cityIndex)) : s.pawns;
  const hands = b.hands ?? s.hands;
  return {
    ...s,
    cubes,
    cubeSupply,
    legions,
    legionSupply,
    forts,
    fortSupply: s.rules.forts - forts.filter(Boolean).length,
    pawns,
    hands,
    ...(b.patch as Partial<FrState>),
  };
}

/** The state with names for indices, so a case reads like the board. */
function readable(s: FrState): Record<string, unknown> {
  const cities: Record<string, Record<string, unknown>> = {};
  CITY_NAMES.forEach((name, c) => {
    const city: Record<string, unknown> = { legions: s.legions[c], fort: s.forts[c] };
    TRIBE_INFO.forEach((t, i) => (city[t.id] = s.cubes[c * 5 + i]));
    cities[name] = city;
  });
  return {
    ...s,
    previous: undefined,
    cities,
    pawnAt: Object.fromEntries(s.seats.map((seat, i) => [seat, CITY_NAMES[s.pawns[i] as number]])),
    hand: Object.fromEntries(s.seats.map((seat, i) => [seat, s.hands[i]])),
    supply: Object.fromEntries(TRIBE_INFO.map((t, i) => [t.id, s.cubeSupply[i]])),
    allies: TRIBE_INFO.filter((_, i) => s.allied[i]).map((t) => t.id),
    activeSeat: s.seats[s.active],
    playerDeckSize: s.playerDeck.length,
  };
}

function inOrder(events: readonly FrEvent[], expected: readonly unknown[]): string[] {
  let at = 0;
  for (const [i, want] of expected.entries()) {
    while (at < events.length && mismatches(events[at], want).length > 0) at += 1;
    if (at === events.length) return [`log[${i}]: no event ${JSON.stringify(want)} after the ones matched before, in ${JSON.stringify(events)}`];
    at += 1;
  }
  return [];
}

describe('Fall of Rome conformance', () => {
  for (const c of loadCases<FrCase>(join(import.meta.dirname, 'fall-of-rome'))) {
    it(`${c.id} ${c.title}`, () => {
      let state = build(c);
      let problems: string[] = [];
      let log: readonly FrEvent[] = [];
      for (const [i, step] of c.steps.entries()) {
        problems = rules.check(state, step.seat, step.command as FrCommand).map((p) => p.code);
        if (problems.length > 0) {
          expect(i, `step ${i} refused: ${problems.join(', ')}`).toBe(c.steps.length - 1);
          break;
        }
        const dice = new ScriptedDice(step.dice ?? []);
        log = eventsOf(rules.resolve(state, step.seat, step.command as FrCommand, dice));
        expect(dice.remaining, `step ${i}: every scripted roll is used`).toBe(0);
        state = log.reduce(applyEvent, state);
      }
      expect(problems).toEqual(c.expect.problems ?? []);
      if (c.expect.state !== undefined) expect(mismatches(readable(state), c.expect.state)).toEqual([]);
      if (c.expect.log !== undefined) expect(inOrder(log, c.expect.log)).toEqual([]);
    });
  }
});
