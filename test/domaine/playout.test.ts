import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { stepSeed } from '../../src/kernel/match.js';
import { randomPlayout } from '../../src/games/domaine/playout.js';
import { randomGame } from './play.js';

describe('Domaine playout without the Match', () => {
  it('reaches the final state of the same game through the Match, command for command', () => {
    for (const players of [2, 3, 4]) {
      for (const seed of [3, 11, 29, 40]) {
        const options = seed === 40 ? { players, rules: { subVariant: true, mines: { mode: 'all-kinds' } } } : { players };
        const match = randomGame(options, seed);
        const dice = new SeededDice(stepSeed(seed, 0x626f74));
        const playout = randomPlayout(options, seed, (min, max) => dice.int(min, max));
        expect(match.state.phase).toBe('over');
        expect(playout.commands).toBe(match.record.commands.length);
        expect(JSON.stringify(playout.state)).toBe(JSON.stringify(match.state));
      }
    }
  });

  it('stops after the given number of commands', () => {
    const dice = new SeededDice(1);
    const { state, commands } = randomPlayout({ players: 4 }, 5, (min, max) => dice.int(min, max), 20);
    expect(commands).toBe(20);
    expect(state.phase).toBe('play');
  });
});
