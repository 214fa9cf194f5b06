import { describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match, replay, stepSeed, eventsOf } from '../../src/kernel/match.js';
import { PeriodicMatch, replayPeriods } from '../../src/kernel/periodic.js';
import { registeredGames } from '../../src/kernel/registry.js';
import { INTERACTIVE_INPUTS, PERIODIC_INPUTS } from './contract-inputs.js';

/**
 * One contract test over every registered game (as OpenSpiel's API test does): random play (or
 * random turns), asserting what the kernel's contracts promise of every game.
 */
const SEEDS = [1, 2];
const MAX_STEPS = 400;
const PERIODS = 3;

/** Every string of a JSON value, keys aside: the ids, names and cards it names. */
function strings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) strings(item, into);
  return into;
}

/** Strings of `full` the seat's views do not show: what it may not know (short words aside, they name kinds, not secrets). */
function hiddenFrom(full: readonly unknown[], seen: readonly unknown[]): Set<string> {
  const shown = new Set<string>();
  for (const view of seen) strings(view, shown);
  const hidden = new Set<string>();
  for (const value of full) for (const s of strings(value)) if (s.length >= 4 && !shown.has(s)) hidden.add(s);
  return hidden;
}

const games = registeredGames();

describe('every registered game keeps its contract', () => {
  it('has random inputs for every game, so none goes untested', () => {
    for (const game of games) {
      if (game.ruleSet !== undefined) expect(INTERACTIVE_INPUTS[game.id], `${game.id}: interactive inputs`).toBeDefined();
      if (game.periodic !== undefined) expect(PERIODIC_INPUTS[game.id], `${game.id}: periodic inputs`).toBeDefined();
      expect(game.ruleSet !== undefined || game.periodic !== undefined, `${game.id} has a rule set`).toBe(true);
    }
    expect(games.map((g) => g.id).sort()).toEqual(['ccc-land-combat', 'domaine', 'fall-of-rome', 'jeanne-darc-1429', 'phoenix']);
  });

  for (const game of games.filter((g) => g.ruleSet !== undefined)) {
    const ruleSet = game.ruleSet!;
    const inputs = INTERACTIVE_INPUTS[game.id]!;
    inputs.options.forEach((options, o) => {
      for (const seed of SEEDS) {
        it(`${game.id} (options ${o + 1}, seed ${seed}): every input resolves, events apply one by one as together, replay is byte-identical, no seat learns what its view hides`, () => {
          const match = new Match(ruleSet, options, seed);
          const seats = ruleSet.seats(options);
          const rng = new SeededDice(seed * 7919 + o);
          for (let step = 1; step <= MAX_STEPS; step++) {
            const input = inputs.next(match.state, rng);
            if (input === undefined) break;
            const before = match.state;
            const frozen = JSON.stringify(before);
            const events = eventsOf(ruleSet.resolve(before, input.seat, input.command, new SeededDice(stepSeed(seed, match.record.commands.length + 1))));
            const oneByOne = events.reduce((state, event) => ruleSet.apply(state, event), before);
            const viewsBefore = [...seats, '@spectator'].map((seat) => JSON.stringify(ruleSet.view(before, seat)));
            const result = match.submit(input.seat, input.command);
            expect(result, `step ${step}: ${JSON.stringify(input)}`).toMatchObject({ accepted: true });
            expect(JSON.stringify(before), 'resolve and apply leave the state they are given').toBe(frozen);
            expect(JSON.stringify(oneByOne), `step ${step}: events applied one by one`).toBe(JSON.stringify(match.state));
            const views = [...seats, '@spectator'].map((seat, i) => [strings(JSON.parse(viewsBefore[i] as string)), strings(ruleSet.view(match.state, seat))]);
            const publicNow = new Set(events.flatMap((event) => [...strings(ruleSet.redact(event, '@spectator'))]));
            seats.forEach((seat, s) => {
              const seen = (i: number, text: string) => (views[i] as Set<string>[]).some((set) => set.has(text));
              const told = events.map((event) => ruleSet.redact(event, seat));
              const toldNow = new Set(told.flatMap((event) => [...strings(event)]));
              // No seat is told another's secret (what another seat's view shows, neither its own nor a spectator's) unless all are
              // (a card revealed); an event about the seat itself is its own.
              for (const event of told) {
                if (strings(event).has(seat)) continue;
                const leaked = [...strings(event)].filter((text) => text.length >= 3 && !seen(s, text) && !seen(seats.length, text) && !publicNow.has(text) && seats.some((_, other) => other !== s && seen(other, text)));
                expect(leaked, `step ${step}: ${seat} is told ${JSON.stringify(event)}`).toEqual([]);
              }
              // Redaction agrees with the view: what an event's redaction hides from a seat, its view does not newly show.
              events.forEach((event, e) => {
                const hidden = [...strings(event)].filter((text) => text.length >= 3 && !strings(told[e]).has(text) && !toldNow.has(text) && !publicNow.has(text));
                const shown = hidden.filter((text) => (views[s] as Set<string>[])[1]?.has(text) === true && (views[s] as Set<string>[])[0]?.has(text) !== true);
                expect(shown, `step ${step}: ${seat}'s view shows what ${JSON.stringify(event)} is redacted of`).toEqual([]);
              });
            });
          }
          const again = replay(ruleSet, JSON.parse(JSON.stringify(match.record)));
          expect(JSON.stringify(again.state)).toBe(JSON.stringify(match.state));
          expect(JSON.stringify(again.fullLog())).toBe(JSON.stringify(match.fullLog()));
          for (const seat of seats) {
            expect(JSON.stringify(again.logFor(seat)), `${seat}'s log`).toBe(JSON.stringify(match.logFor(seat)));
            expect(JSON.stringify(again.view(seat)), `${seat}'s view`).toBe(JSON.stringify(match.view(seat)));
            // A roll a seat may not see is not in its log, nor is an event it may not learn.
            const hiddenRolls = match.fullLog().filter((e) => e.kind === 'roll' && ruleSet.rollVisible?.(e.roll, e.seat ?? '', seat) === false);
            const log = match.logFor(seat);
            for (const roll of hiddenRolls) expect(log.some((e) => e.seq === roll.seq)).toBe(false);
          }
        });
      }
    });
  }

  for (const game of games.filter((g) => g.periodic !== undefined)) {
    const ruleSet = game.periodic!;
    const inputs = PERIODIC_INPUTS[game.id]!;
    inputs.options.forEach((options, o) => {
      for (const seed of SEEDS) {
        it(`${game.id} (options ${o + 1}, seed ${seed}): random turns for ${PERIODS} periods, whole or seat by seat alike, stored states load, replay byte-identical, reports keep secrets`, () => {
          const match = new PeriodicMatch(ruleSet, options, seed);
          const rng = new SeededDice(seed * 7919 + o);
          for (let period = 1; period <= PERIODS; period++) {
            const before = match.state;
            const frozen = ruleSet.formatState(before);
            for (const [seat, body] of inputs.turns(before, rng)) {
              const problems = match.handIn(seat, body);
              expect(problems.every((p) => typeof p.message === 'string' && p.message !== ''), 'every problem says why').toBe(true);
            }
            const outcome = match.evaluate();
            expect(ruleSet.formatState(before), 'the evaluation leaves the state it is given').toBe(frozen);
            // What a period writes is valid input for the next.
            const stored = ruleSet.formatState(outcome.state);
            expect(ruleSet.formatState(ruleSet.parseState(JSON.parse(stored), 'the stored state'))).toBe(stored);
            // Seat by seat through every seat is the whole period.
            const read = new Map(Object.entries(match.record.periods[period - 1]!.turns).map(([seat, body]) => [seat, ruleSet.readTurn(body, body.lang)]));
            const seats = ruleSet.seats(before);
            const stepped = ruleSet.evaluateThrough(before, read, new SeededDice(stepSeed(seed, period)), seats.length);
            expect(stepped.complete).toBe(true);
            expect(ruleSet.formatState(stepped.state)).toBe(stored);
            expect(JSON.stringify([...stepped.reports])).toBe(JSON.stringify([...outcome.reports]));
            // A seat's report names nothing of what only events it may not learn told.
            for (const seat of seats) {
              const told = outcome.events.filter((event) => ruleSet.redact(event, seat) !== undefined);
              const known = [ruleSet.view(before, seat), ruleSet.view(outcome.state, seat), told];
              const secret = hiddenFrom(outcome.events.filter((event) => ruleSet.redact(event, seat) === undefined), known);
              const leaked = [...strings(outcome.reports.get(seat))].filter((text) => secret.has(text));
              expect(leaked, `period ${period}: ${seat}'s report`).toEqual([]);
            }
          }
          const again = replayPeriods(ruleSet, JSON.parse(JSON.stringify(match.record)));
          expect(again.history.map((p) => ruleSet.formatState(p.state))).toEqual(match.history.map((p) => ruleSet.formatState(p.state)));
          expect(JSON.stringify(again.history.map((p) => [p.events, [...p.reports], p.gmReport]))).toBe(JSON.stringify(match.history.map((p) => [p.events, [...p.reports], p.gmReport])));
        });
      }
    });
  }
});
