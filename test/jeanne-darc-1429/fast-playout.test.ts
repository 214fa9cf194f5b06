import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match, stepSeed } from '../../src/kernel/match.js';
import { FastGame, OVER } from '../../src/games/jeanne-darc-1429/fast/game.js';
import { fastRandomGame, type PlayedCommand } from '../../src/games/jeanne-darc-1429/fast/random.js';
import { MatchDice } from '../../src/games/jeanne-darc-1429/fast/rng.js';
import { jeanneDarcRules } from '../../src/games/jeanne-darc-1429/ruleset.js';
import { fastSummary, matchSummary } from './fast-summary.js';

/** Replays the engine's game through a Match; every command must be accepted. Returns the Match and the command counts by type. */
function replay(players: number, seed: number, record: readonly PlayedCommand[], counts: Record<string, number>) {
  const match = new Match(jeanneDarcRules, { players }, seed);
  for (const [i, { seat, command }] of record.entries()) {
    const result = match.submit(seat, command);
    if (!result.accepted) throw new Error(`${players} players, seed ${seed}, command ${i + 1} ${JSON.stringify(command)} by ${seat} refused: ${result.problems[0]?.message}`);
    counts[command.type] = (counts[command.type] ?? 0) + 1;
  }
  return match;
}

describe("Jeanne d'Arc 1429 playout engine (mutable state, own random player)", () => {
  it('draws the numbers SeededDice draws', () => {
    const fast = new MatchDice();
    for (const seed of [0, 1, 77, 123456789, 4294967295]) {
      for (const step of [0, 1, 2, 500]) {
        const dice = new SeededDice(stepSeed(seed, step));
        fast.reseed(seed, step);
        for (let i = 0; i < 200; i++) {
          const [min, max] = i % 3 === 0 ? [1, 6] : i % 3 === 1 ? [0, 73 - (i % 70)] : [1, 100];
          expect(fast.int(min, max)).toBe(dice.int(min, max));
        }
      }
    }
  });

  it('plays legal games of the rule set: every command accepted by the Match, the same end state', () => {
    const counts: Record<string, number> = {};
    const g = new FastGame();
    let games = 0;
    for (const players of [2, 3, 4, 5, 6]) {
      for (let seed = 1; seed <= 44; seed++) {
        const record: PlayedCommand[] = [];
        fastRandomGame(players, seed * 7919 + players, g, record);
        const match = replay(players, seed * 7919 + players, record, counts);
        expect(g.phase).toBe(OVER);
        expect(fastSummary(g), `${players} players, seed ${seed}`).toEqual(matchSummary(match.state));
        games++;
      }
    }
    expect(games).toBe(220);
    // Every kind of command occurs: every question of the game was asked and answered.
    for (const type of ['status', 'buy', 'end-buying', 'order-events', 'choose-city', 'choose-player', 'papal', 'duel', 'expand', 'attack', 'defend', 'veto', 'provoke', 'pass']) {
      expect(counts[type] ?? 0, type).toBeGreaterThan(0);
    }
  });

  it('gives the same game for the same seed, on a fresh engine or a reused one', () => {
    const reused = new FastGame();
    for (const seed of [5, 6, 7]) {
      const a: PlayedCommand[] = [];
      const b: PlayedCommand[] = [];
      fastRandomGame(4, 100, reused, a);
      fastRandomGame(4, seed, reused);
      fastRandomGame(4, 100, new FastGame(), b);
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    }
  });
});
