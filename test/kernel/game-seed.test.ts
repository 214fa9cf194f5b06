import { describe, expect, it } from 'vitest';
import { stepSeed } from '../../src/kernel/match.js';
import { gameSeed } from '../../src/kernel/simulation/seed.js';

const seeds = (run: number, games: number): Set<number> => new Set(Array.from({ length: games }, (_, i) => gameSeed(run, i)));

describe('seeds of a simulation’s games', () => {
  it('runs with nearby seeds share no game', () => {
    for (const [a, b] of [[1, 2], [1, 3], [2, 3], [7, 6]] as const) {
      const first = seeds(a, 2000);
      const shared = [...seeds(b, 2000)].filter((s) => first.has(s));
      expect(shared, `runs ${a} and ${b}`).toEqual([]);
    }
  });

  it('the plain step seed would have shared them', () => {
    // Why gameSeed exists: seed and index were only XORed before mixing.
    const first = new Set(Array.from({ length: 200 }, (_, i) => stepSeed(1, i)));
    const shared = Array.from({ length: 200 }, (_, i) => stepSeed(2, i)).filter((s) => first.has(s));
    expect(shared.length).toBeGreaterThan(100);
  });

  it('depends on the run seed and the index only', () => {
    expect(gameSeed(42, 17)).toBe(gameSeed(42, 17));
    expect(seeds(42, 5000).size).toBe(5000);
  });
});
