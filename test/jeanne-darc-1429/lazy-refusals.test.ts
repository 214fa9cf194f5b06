import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { problemText, type Problem } from '../../src/kernel/problems.js';
import { randomBot } from '../../src/games/jeanne-darc-1429/bots/random.js';
import { contextOf } from '../../src/games/jeanne-darc-1429/context.js';
import { candidates, isLegal, seatToMove } from '../../src/games/jeanne-darc-1429/legal.js';
import { refusal } from '../../src/games/jeanne-darc-1429/refusals.js';
import { jeanneDarcRules as rules } from '../../src/games/jeanne-darc-1429/ruleset.js';

describe("Jeanne d'Arc 1429 refusals worded when read", () => {
  it('isLegal answers as the full check, for every candidate of a whole random game', () => {
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

  it('words a refusal when it is read, as plain data in the order code, message, texts, where', () => {
    const refused = refusal('game-over', {}, 'type');
    expect(refused.texts.de).toBe('das Spiel ist vorbei');
    expect(JSON.parse(JSON.stringify(refused))).toEqual({ code: 'game-over', message: refused.message, texts: refused.texts, where: 'type' });
    expect(Object.keys(refused)).toEqual(['code', 'message', 'texts', 'where']);
    expect(structuredClone(refusal('game-over')).texts.en).toBe(refused.message);
    // The kernel's field, which the server sends and the web client reads in the player's language.
    expect(['de', 'nl', 'fr'].map((lang) => problemText(JSON.parse(JSON.stringify(refused)) as Problem, lang))).toEqual(['das Spiel ist vorbei', 'het spel is afgelopen', 'la partie est terminée']);
  });
});
