import { describe, expect, it } from 'vitest';
import { replay } from '../../src/kernel/match.js';
import { domaineRules } from '../../src/games/domaine/ruleset.js';
import { COLOURS } from '../../src/games/domaine/state.js';
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
    expect(result.problems[0]).toMatchObject({ code: 'not-your-turn', messages: { en: "it is red's turn", de: 'Rot ist am Zug', fr: "c'est au tour de rouge" } });
    expect(JSON.stringify(match.state)).toBe(before);
    const bad = match.submit('red', { type: 'found', castle: 'B2' } as never);
    expect(bad.accepted).toBe(false);
    if (!bad.accepted) expect(bad.problems[0]?.code).toBe('bad-command');
    expect(JSON.stringify(match.state)).toBe(before);
  });
});
