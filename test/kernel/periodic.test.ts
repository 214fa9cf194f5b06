import { describe, expect, it } from 'vitest';
import { PeriodicMatch, replayPeriods, type PeriodicRuleSet, type TurnBody } from '../../src/kernel/periodic.js';
import { InputError, type Problem } from '../../src/kernel/problems.js';

// A small game in periods: each seat hands in a number; the evaluation adds it and a W6 to the seat's score.
interface State {
  readonly period: number;
  readonly scores: Readonly<Record<string, number>>;
}
type Turn = { readonly add: number } | { readonly problems: readonly Problem[] };
interface Event {
  readonly seat: string;
  readonly gained: number;
}

const SEATS = ['east', 'west'];

function read(body: TurnBody): Turn {
  const add = Number(body.content);
  return body.format === 'text' && Number.isInteger(add) ? { add } : { problems: [{ code: 'not-a-number', message: 'the turn is not a whole number' }] };
}

const counting: PeriodicRuleSet<State, Turn, Event, number, string, State, { start: number }> = {
  id: 'counting',
  words: { period: 'round', seat: 'player' },
  languages: ['en'],
  setup: (options) => ({ period: 1, scores: Object.fromEntries(SEATS.map((seat) => [seat, options.start])) }),
  seats: () => SEATS,
  seatNames: () => new Map(SEATS.map((seat) => [seat, seat.toUpperCase()])),
  parseState(data, where) {
    if (typeof data !== 'object' || data === null || !('scores' in data)) throw new InputError([{ code: 'bad-state', message: 'no scores' }], where);
    return data as State;
  },
  formatState: (state) => JSON.stringify(state),
  readTurn: (body) => read(body),
  checkTurn: (_state, _seat, body) => {
    const turn = read(body);
    return 'problems' in turn ? turn.problems : [];
  },
  evaluate(state, turns, dice) {
    return this.evaluateThrough(state, turns, dice, SEATS.length);
  },
  evaluateThrough(state, turns, dice, seats) {
    const latest = Array.isArray(turns) ? (turns.at(-1) ?? new Map<string, Turn>()) : (turns as ReadonlyMap<string, Turn>);
    const scores = { ...state.scores };
    const events: Event[] = [];
    const done = SEATS.slice(0, seats);
    for (const seat of done) {
      const turn = latest.get(seat);
      const gained = (turn !== undefined && 'add' in turn ? turn.add : 0) + dice.roll('W6', 'luck', seat);
      scores[seat] = (scores[seat] ?? 0) + gained;
      events.push({ seat, gained });
    }
    const complete = done.length === SEATS.length;
    return {
      state: { period: complete ? state.period + 1 : state.period, scores },
      events,
      reports: new Map(SEATS.map((seat) => [seat, scores[seat] ?? 0])),
      gmReport: events.map((e) => `${e.seat}+${e.gained}`).join(' '),
      order: SEATS,
      done,
      complete,
      stepEvents: events.slice(-1),
    };
  },
  view: (state, seat) => (seat === undefined ? state : { ...state, scores: { [seat]: state.scores[seat] ?? 0 } }),
  redact: (event, seat) => (event.seat === seat ? event : undefined),
};

function play(seed: number): PeriodicMatch<State, Turn, Event, number, string, State, { start: number }> {
  const match = new PeriodicMatch(counting, { start: 10 }, seed);
  match.handIn('east', { format: 'text', content: '1' });
  match.handIn('east', { format: 'text', content: '4' }); // the last turn handed in counts
  match.handIn('west', { format: 'text', content: 'seven' });
  match.evaluate();
  match.handIn('west', { format: 'text', content: '2' });
  match.evaluate([6, 1]);
  return match;
}

describe('periodic match', () => {
  it('evaluates each seat\'s last turn; a turn with problems is kept and read as far as it goes', () => {
    const match = new PeriodicMatch(counting, { start: 0 }, 3);
    expect(match.handIn('west', { format: 'text', content: 'x' })).toEqual([{ code: 'not-a-number', message: 'the turn is not a whole number' }]);
    match.handIn('east', { format: 'text', content: '1' });
    match.handIn('east', { format: 'text', content: '5' });
    const outcome = match.evaluate([2, 3]);
    expect(outcome.events).toEqual([
      { seat: 'east', gained: 7 },
      { seat: 'west', gained: 3 },
    ]);
    expect(match.state).toEqual({ period: 2, scores: { east: 7, west: 3 } });
    expect(match.period).toBe(2);
    expect(match.record.periods).toEqual([
      {
        turns: { west: { format: 'text', content: 'x', lang: 'en' }, east: { format: 'text', content: '5', lang: 'en' } },
        dice: [2, 3],
      },
    ]);
  });

  it('refuses a turn of a seat the match does not have, keeping nothing', () => {
    const match = new PeriodicMatch(counting, { start: 0 }, 3);
    expect(match.handIn('north', { format: 'text', content: '1' })).toEqual([{ code: 'unknown-seat', message: '"north" is not a seat of this match' }]);
    match.evaluate([1, 1]);
    expect(match.record.periods[0]?.turns).toEqual({});
  });

  it('fails an evaluation whose entered dice are not all used, keeping the period open', () => {
    const match = new PeriodicMatch(counting, { start: 0 }, 3);
    expect(() => match.evaluate([1, 2, 3])).toThrow('1 of the entered dice were not needed: the period rolled 2 dice');
    expect(match.period).toBe(1);
    expect(match.record.periods).toEqual([]);
  });

  it('replays a record into the same states, events and reports, byte for byte', () => {
    const original = play(2026);
    const again = replayPeriods(counting, JSON.parse(JSON.stringify(original.record)));
    expect(again.history.map((o) => counting.formatState(o.state))).toEqual(original.history.map((o) => counting.formatState(o.state)));
    expect(JSON.stringify(again.history.map((o) => [o.events, [...o.reports], o.gmReport]))).toBe(JSON.stringify(original.history.map((o) => [o.events, [...o.reports], o.gmReport])));
    // The second period's dice were entered (6, 1); east handed in nothing that period, west 2.
    expect(original.history[1]?.events).toEqual([
      { seat: 'east', gained: 6 },
      { seat: 'west', gained: 3 },
    ]);
  });

  it('draws each period from the match seed: another seed rolls otherwise', () => {
    const firstPeriod = (seed: number) => JSON.stringify(play(seed).history[0]?.events);
    expect(new Set([1, 2, 3, 4, 5, 6].map(firstPeriod)).size).toBeGreaterThan(1);
  });

  it('refuses to replay a record of another rule set', () => {
    expect(() => replayPeriods(counting, { ruleSet: 'other', options: { start: 0 }, seed: 1, periods: [] })).toThrow('the record is of rule set "other", not "counting"');
  });
});
