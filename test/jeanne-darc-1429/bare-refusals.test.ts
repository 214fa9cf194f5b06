import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { randomBot } from '../../src/games/jeanne-darc-1429/bots/random.js';
import { contextOf } from '../../src/games/jeanne-darc-1429/context.js';
import { candidates, isLegal, seatToMove } from '../../src/games/jeanne-darc-1429/legal.js';
import { refusal, withoutTexts } from '../../src/games/jeanne-darc-1429/refusals.js';
import { jeanneDarcRules as rules } from '../../src/games/jeanne-darc-1429/ruleset.js';

describe("Jeanne d'Arc 1429 checks without refusal texts", () => {
  it('isLegal (texts left out) answers as the full check, for every candidate of a whole random game', () => {
    const match = new Match(rules, { players: 4 }, 5);
    const dice = new SeededDice(6);
    const random = (min: number, max: number) => dice.int(min, max);
    let refused = 0;
    for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
      for (const command of candidates(contextOf(match.state), seat, match.state.pending!)) {
        const problems = rules.check(match.state, seat, command);
        expect(isLegal(match.state, seat, command)).toBe(problems.length === 0);
        if (problems.length > 0) refused += 1;
        for (const problem of problems) expect(problem.message).not.toBe('');
      }
      match.submit(seat, randomBot.choose(match.state, seat, random));
    }
    expect(refused).toBeGreaterThan(100);
  });

  it('gives texts again after the check, also when it threw', () => {
    expect(withoutTexts(() => refusal('game-over')).message).toBe('');
    expect(() =>
      withoutTexts(() => {
        throw new Error('check failed');
      }),
    ).toThrow('check failed');
    expect(refusal('game-over').messages.de).toBe('das Spiel ist vorbei');
  });
});
