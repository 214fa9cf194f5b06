import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../src/kernel/dice.js';
import { Match, replay, eventsOf } from '../../src/kernel/match.js';
import type { JdaCommand } from '../../src/games/jeanne-darc-1429/commands.js';
import { contextOf } from '../../src/games/jeanne-darc-1429/context.js';
import { Emitter } from '../../src/games/jeanne-darc-1429/emitter.js';
import type { JdaEvent } from '../../src/games/jeanne-darc-1429/events.js';
import { confiscatedCount } from '../../src/games/jeanne-darc-1429/phases/events/confiscation.js';
import { eventPool } from '../../src/games/jeanne-darc-1429/phases/events/draw.js';
import { lot } from '../../src/games/jeanne-darc-1429/phases/events/lot.js';
import type { Power } from '../../src/games/jeanne-darc-1429/powers.js';
import { applyRulesOptions, DEFAULT_RULES } from '../../src/games/jeanne-darc-1429/rules.js';
import { jeanneDarcRules } from '../../src/games/jeanne-darc-1429/ruleset.js';
import { parseState, type JdaState } from '../../src/games/jeanne-darc-1429/state.js';
import { HIDDEN } from '../../src/games/jeanne-darc-1429/view.js';

type JdaMatch = Match<JdaState, JdaCommand, JdaEvent, ReturnType<typeof jeanneDarcRules.view>, unknown>;

/** A three-player match played in War through phases 1–5 up to the first player's order of his two events. */
function toEventOrder(seed: number): JdaMatch {
  const match: JdaMatch = new Match(jeanneDarcRules, { players: 3 }, seed);
  while (match.state.phase !== 'events') {
    const pending = match.state.pending;
    if (pending?.kind === 'status') match.submit(pending.waiting[0] as Power, { type: 'status', choice: 'war' });
    else if (pending?.kind === 'buy') match.submit(pending.power, { type: 'end-buying' });
    else throw new Error(`unexpected question ${JSON.stringify(pending)}`);
  }
  expect(match.state.pending).toEqual({ kind: 'order-events', power: match.state.turnOrder[0] });
  return match;
}

function loggedEvents(match: JdaMatch, seat: string): JdaEvent[] {
  return match.logFor(seat).flatMap((entry) => (entry.kind === 'event' ? [entry.event] : []));
}

function markerRolls(match: JdaMatch, seat: string): number {
  return match.logFor(seat).filter((entry) => entry.kind === 'roll' && entry.roll.purpose.startsWith('event marker')).length;
}

describe("Jeanne d'Arc 1429 phase 6: what each seat sees of the events", () => {
  it('shows the drawn events to the first player only, in the view, the log and the rolls, until each is resolved', () => {
    const match = toEventOrder(6);
    const [first, other, third] = match.state.turnOrder as [Power, Power, Power];
    const drawn = match.state.eventsDrawn;
    expect(drawn).toHaveLength(2);

    expect(match.view(first).eventsDrawn).toEqual(drawn);
    for (const seat of [other, third, 'game-master']) {
      expect(match.view(seat).eventsDrawn).toEqual([HIDDEN, HIDDEN]);
      expect(markerRolls(match, seat)).toBe(0);
    }
    expect(markerRolls(match, first)).toBe(2);
    const seen = loggedEvents(match, other).filter((e) => e.t === 'events-drawn');
    expect(seen).toEqual([{ t: 'events-drawn', power: first, events: [HIDDEN, HIDDEN] }]);
    expect(loggedEvents(match, first).filter((e) => e.t === 'events-drawn')).toEqual([{ t: 'events-drawn', power: first, events: drawn }]);

    const order = [...drawn].reverse();
    expect(match.submit(first, { type: 'order-events', order }).accepted).toBe(true);
    // Seed 6: the first event is a naval battle waiting for its duel, so the second is not yet resolved.
    expect(match.state.eventsDone).toEqual([order[0]]);
    expect(match.state.eventsDrawn).toEqual([order[1]]);
    expect(match.view(other).eventsDone).toEqual([order[0]]);
    expect(match.view(other).eventsDrawn).toEqual([HIDDEN]);
    expect(match.view(first).eventsDrawn).toEqual([order[1]]);
    const otherLog = loggedEvents(match, other);
    expect(otherLog).toContainEqual({ t: 'event', event: order[0] });
    expect(otherLog.some((e) => e.t === 'events-ordered')).toBe(false);
    const named = otherLog.flatMap((e) => (e.t === 'event' ? [e.event] : e.t === 'events-drawn' ? e.events : []));
    expect(named).toEqual([HIDDEN, HIDDEN, order[0]]);
  });

  it('replays a match through phase 6 to the same state', () => {
    const match = toEventOrder(6);
    match.submit(match.state.turnOrder[0] as Power, { type: 'order-events', order: [...match.state.eventsDrawn] });
    expect(JSON.stringify(replay(jeanneDarcRules, match.record).state)).toBe(JSON.stringify(match.state));
  });

  it('keeps a duel choice secret until all have chosen', () => {
    const state = parseState({
      round: 3,
      phase: 'events',
      stage: 'resolve',
      turnOrder: ['france', 'england'],
      lastFirstPlayer: 'france',
      players: [
        { power: 'france', money: 0, influence: 2, hand: ['siege-5'] },
        { power: 'england', money: 0, influence: 0, hand: ['siege-4'] },
      ],
      cities: { paris: { owner: 'france', defence: 'garrison' }, bordeaux: { owner: 'england', defence: 'garrison' } },
      deck: [],
      discard: [],
      status: 'war',
      eventsDone: ['naval-battle'],
      duel: { kind: 'naval', pairs: [['france', 'england']], camps: [], choices: {} },
      pending: { kind: 'duel', waiting: ['france', 'england'] },
    });
    const events = eventsOf(jeanneDarcRules.resolve(state, 'france', { type: 'duel', card: 'siege-5', influence: 2 }, new ScriptedDice([])));
    const after = events.reduce((s, e) => jeanneDarcRules.apply(s, e), state);
    expect(after.pending).toEqual({ kind: 'duel', waiting: ['england'] });
    expect(jeanneDarcRules.view(after, 'england').duel).toMatchObject({ chosen: ['france'], yours: null });
    expect(jeanneDarcRules.view(after, 'france').duel).toMatchObject({ chosen: ['france'], yours: { card: 'siege-5', influence: 2 } });
    const choice = events.find((e) => e.t === 'duel-choice') as JdaEvent;
    expect(jeanneDarcRules.redact(choice, 'england')).toBeUndefined();
    expect(jeanneDarcRules.redact(choice, 'france')).toEqual(choice);
  });
});

describe("Jeanne d'Arc 1429 phase 6: pieces", () => {
  const state = parseState({
    round: 2,
    phase: 'events',
    turnOrder: ['france', 'england'],
    lastFirstPlayer: 'france',
    players: [
      { power: 'france', money: 0, influence: 0, hand: [] },
      { power: 'england', money: 0, influence: 0, hand: [] },
    ],
    cities: {},
    deck: [],
    discard: [],
  });

  it('puts 12 markers in the cup, 11 once the plague has happened (JDA-40)', () => {
    expect(eventPool(contextOf(state))).toHaveLength(12);
    expect(eventPool(contextOf(state)).filter((e) => e === 'uprising')).toHaveLength(2);
    const after = eventPool(contextOf({ ...state, plagueUsed: true }));
    expect(after).toHaveLength(11);
    expect(after).not.toContain('plague');
  });

  it('draws lots with the smallest die that has enough faces, rolling again above the count', () => {
    const dice = new ScriptedDice([13, 20, 12, 4, 2]);
    const em = new Emitter(state, dice);
    expect(lot(em, 12, 'twelve')).toBe(11);
    expect(lot(em, 3, 'three')).toBe(1);
    expect(lot(em, 1, 'one')).toBe(0);
    expect(dice.rolls.map((r) => r.die)).toEqual(['W20', 'W20', 'W20', 'W6', 'W6']);
    expect(dice.remaining).toBe(0);
  });

  it('confiscates 2 cards above 6, 1 below, 1 at exactly 6 unless the option says otherwise (JDA-51)', () => {
    const rules = { rules: DEFAULT_RULES };
    expect([0, 1, 5, 6, 7, 12].map((n) => confiscatedCount(rules, n))).toEqual([0, 1, 1, 1, 2, 2]);
    expect(confiscatedCount({ rules: applyRulesOptions({ confiscation: { exactly: 0 } }) }, 6)).toBe(0);
  });

  it('reads the phase-6 rules options and refuses unknown readings', () => {
    const rules = applyRulesOptions({ plague: 'next-round', confiscation: { exactly: 2 }, duelTie: 'no-winner', papalCoversRisings: false });
    expect(rules.plague).toBe('next-round');
    expect(rules.confiscation).toEqual({ threshold: 6, more: 2, fewer: 1, exactly: 2 });
    expect(rules.duelTie).toBe('no-winner');
    expect(rules.papalCoversRisings).toBe(false);
    expect(DEFAULT_RULES.plague).toBe('peace-from-player-order');
    expect(() => applyRulesOptions({ plague: 'skip-two-rounds' })).toThrow(/plague/);
  });
});
