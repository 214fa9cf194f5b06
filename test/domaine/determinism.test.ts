import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match, replay, stepSeed } from '../../src/kernel/match.js';
import { randomLegal, seatToMove } from '../../src/games/domaine/legal.js';
import { domaineRules } from '../../src/games/domaine/ruleset.js';
import { COLOURS, seatIndex, type DomState } from '../../src/games/domaine/state.js';
import { randomGame } from './play.js';

describe('Domaine determinism and seats', () => {
  it('the same seed gives the same game byte for byte, and a replay of the record the same log', () => {
    const a = randomGame({ players: 3 }, 41);
    const b = randomGame({ players: 3 }, 41);
    expect(JSON.stringify(a.fullLog())).toBe(JSON.stringify(b.fullLog()));
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    const again = replay(domaineRules, JSON.parse(JSON.stringify(a.record)));
    expect(JSON.stringify(again.fullLog())).toBe(JSON.stringify(a.fullLog()));
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(a.state));
  });

  it('keeps nothing between calls: games played in turns, on states copied through JSON, are the games played alone', () => {
    const alone = [randomGame({ players: 4 }, 61), randomGame({ players: 2 }, 62), randomGame({ players: 3, rules: { subVariant: true } }, 63)];
    const options = [{ players: 4 }, { players: 2 }, { players: 3, rules: { subVariant: true } }];
    const matches = options.map((o, i) => new Match(domaineRules, o, 61 + i));
    const randoms = options.map((_, i) => {
      const dice = new SeededDice(stepSeed(61 + i, 0x626f74));
      return (min: number, max: number) => dice.int(min, max);
    });
    for (let busy = true; busy; ) {
      busy = false;
      matches.forEach((match, i) => {
        const seat = seatToMove(match.state);
        if (seat === undefined) return;
        busy = true;
        // The random player reads a copy of the state (another identity), the Match its own.
        const copy = JSON.parse(JSON.stringify(match.state)) as DomState;
        expect(match.submit(seat, randomLegal(copy, seatIndex(copy, seat), randoms[i] as (min: number, max: number) => number)).accepted).toBe(true);
      });
    }
    matches.forEach((match, i) => {
      expect(JSON.stringify(match.fullLog())).toBe(JSON.stringify(alone[i]?.fullLog()));
      expect(JSON.stringify(match.state)).toBe(JSON.stringify(alone[i]?.state));
    });
  });

  it('another seed gives another board', () => {
    expect(randomGame({ players: 2 }, 1, 0).state.terrain).not.toBe(randomGame({ players: 2 }, 2, 0).state.terrain);
  });

  it('has no hidden information (DOM-20): every seat sees the same view and the same log', () => {
    const match = randomGame({ players: 4 }, 5, 120);
    const seats = COLOURS.slice(0, 4);
    const views = seats.map((s) => JSON.stringify(match.view(s)));
    const logs = seats.map((s) => JSON.stringify(match.logFor(s)));
    for (const v of views) expect(v).toBe(JSON.stringify(match.state));
    for (const l of logs) expect(l).toBe(JSON.stringify(match.fullLog()));
  });

  it('refuses without changing anything, with the reason in English, German and French', () => {
    const match = randomGame({ players: 2 }, 8, 0);
    const before = JSON.stringify(match.state);
    const result = match.submit('blue', { type: 'take-ducats' });
    expect(result.accepted).toBe(false);
    if (result.accepted) return;
    expect(result.problems[0]).toMatchObject({ code: 'not-your-turn', texts: { en: "it is red's turn", de: 'Rot ist am Zug', fr: "c'est au tour de rouge" } });
    expect(JSON.stringify(match.state)).toBe(before);
    const bad = match.submit('red', { type: 'found', castle: 'B2' } as never);
    expect(bad.accepted).toBe(false);
    if (!bad.accepted) expect(bad.problems[0]?.code).toBe('bad-command');
    expect(JSON.stringify(match.state)).toBe(before);
  });
});
