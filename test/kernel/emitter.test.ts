import { describe, expect, it } from 'vitest';
import { ScriptedDice, SeededDice } from '../../src/kernel/dice.js';
import { Emitter, type Drafting } from '../../src/kernel/emitter.js';
import { eventsOf, Match, settle } from '../../src/kernel/match.js';
import type { RuleSet } from '../../src/kernel/ruleset.js';

// A counter game: `add` rolls a die and adds it, then doubles when the total passes 10.
interface State {
  readonly total: number;
  readonly steps: readonly number[];
}
type Event = { t: 'add'; n: number } | { t: 'double' };

const applyEvent = (s: State, e: Event): State => (e.t === 'add' ? { total: s.total + e.n, steps: [...s.steps, e.n] } : { total: s.total * 2, steps: [...s.steps, 0] });

/** A draft changed in place: the steps list is copied once per resolution. */
interface Draft {
  total: number;
  steps: number[];
}
const IN_DRAFT: Drafting<State, Event, Draft> = {
  begin: (s) => ({ total: s.total, steps: [...s.steps] }),
  apply(d, e) {
    if (e.t === 'add') {
      d.total += e.n;
      d.steps.push(e.n);
    } else {
      d.total *= 2;
      d.steps.push(0);
    }
    return d;
  },
  read: (d) => d,
};

function counter(answer: 'events' | 'state'): RuleSet<State, 'add', Event, State> {
  return {
    id: 'counter',
    seats: () => ['one'],
    setup: () => ({ total: 0, steps: [] }),
    check: () => [],
    resolve(state, _seat, _command, dice) {
      const em = new Emitter(IN_DRAFT, state, dice);
      em.emit({ t: 'add', n: em.roll('add', 'one') });
      if (em.s.total > 10) em.emit({ t: 'double' });
      const done = em.finish();
      return answer === 'state' ? done : done.events;
    },
    apply: applyEvent,
    view: (s) => s,
    redact: (e) => e,
  };
}

describe('the kernel emitter and settle', () => {
  it('applies each event as it is emitted, so later steps read it, and hands back events with the state they lead to', () => {
    const start: State = { total: 8, steps: [8] };
    const em = new Emitter(IN_DRAFT, start, new ScriptedDice([4]));
    em.emit({ t: 'add', n: em.roll('add') });
    expect(em.s.total).toBe(12);
    em.emit({ t: 'double' });
    const { events, state } = em.finish();
    expect(events).toEqual([{ t: 'add', n: 4 }, { t: 'double' }]);
    expect(state).toEqual({ total: 24, steps: [8, 4, 0] });
    expect(start).toEqual({ total: 8, steps: [8] });
    expect(em.dice.rolls.map((r) => r.value)).toEqual([4]);
  });

  it('settle keeps a resolution’s own state and folds apply over a plain event list', () => {
    const start: State = { total: 3, steps: [] };
    const built: State = { total: 99, steps: [] };
    expect(settle({ apply: applyEvent }, start, { events: [{ t: 'add', n: 1 }], state: built }).state).toBe(built);
    expect(settle({ apply: applyEvent }, start, [{ t: 'add', n: 9 }, { t: 'double' }])).toEqual({ events: [{ t: 'add', n: 9 }, { t: 'double' }], state: { total: 24, steps: [9, 0] } });
    expect(eventsOf({ events: [{ t: 'double' }], state: built })).toEqual([{ t: 'double' }]);
  });

  it('a Match reaches the same states, log and record whether resolve answers the state or only the events', () => {
    const play = (answer: 'events' | 'state') => {
      const match = new Match(counter(answer), {}, 17);
      for (let i = 0; i < 6; i++) expect(match.submit('one', 'add')).toMatchObject({ accepted: true });
      return JSON.stringify([match.state, match.fullLog(), match.record]);
    };
    expect(play('state')).toBe(play('events'));
    expect(JSON.parse(play('state'))[0].steps).toContain(0);
  });

  it('shuffles by the generator, the same list for the same seed', () => {
    const shuffle = (seed: number) => new Emitter(IN_DRAFT, { total: 0, steps: [] }, new SeededDice(seed)).shuffled([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(shuffle(5)).toEqual(shuffle(5));
    expect([...shuffle(5)].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([1, 2, 3, 4].map((seed) => shuffle(seed).join())).not.toEqual(Array(4).fill('1,2,3,4,5,6,7,8'));
  });
});
