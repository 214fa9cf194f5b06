import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { randomBot } from '../../src/games/fall-of-rome/bots/random.js';
import type { FallOfRomeOptions } from '../../src/games/fall-of-rome/data/options.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';

/** 1–5 players, every difficulty, and on odd seeds the register's other readings that change the legal commands. */
function optionsFor(seed: number): FallOfRomeOptions {
  const difficulty = (['introductory', 'standard', 'heroic'] as const)[seed % 3];
  const other = { mercatorTrade: 'any-card', vestalisConsult: 'action', openHands: false, sackSpread: 'only-with-fort' } as const;
  return { players: 1 + (seed % 5), difficulty, ...(seed % 2 === 1 ? { rules: other } : {}) };
}

/** The hash of the commands, full logs and last states of random games through the Match (as bench/fall-of-rome/drivers.ts plays them). */
function hashOfGames(seeds: number): string {
  const hash = createHash('sha256');
  for (let seed = 0; seed < seeds; seed++) {
    const match = new Match(rules, optionsFor(seed), seed);
    const bot = new SeededDice(seed ^ 0x5bd1e995);
    const random = (min: number, max: number) => bot.int(min, max);
    for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
      const result = match.submit(seat, randomBot.choose(match.state, random));
      if (!result.accepted) throw new Error(`seed ${seed}: the random bot gave a refused command`);
    }
    hash.update(JSON.stringify(match.record));
    hash.update(JSON.stringify(match.fullLog()));
    hash.update(JSON.stringify(match.state));
  }
  return hash.digest('hex');
}

describe('FR speed-ups change nothing', () => {
  it('plays 300 random games (seeds 0–299) into the same commands, logs and states, byte for byte', () => {
    expect(hashOfGames(300)).toBe('63016e7fb94ffb1ee1912a8e9dd8d054ab8031e046b0d46f0bbadc9803e84858');
  });
});
