import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { randomBot } from '../../src/games/jeanne-darc-1429/bots/random.js';
import { seatToMove } from '../../src/games/jeanne-darc-1429/legal.js';
import { playout } from '../../src/games/jeanne-darc-1429/playout.js';
import { jeanneDarcRules as rules } from '../../src/games/jeanne-darc-1429/ruleset.js';
import type { JdaOptions } from '../../src/games/jeanne-darc-1429/setup.js';

/** Rules options that change the flow (interpretations.md), so the in-place path is tried on their code too. */
const VARIANTS: JdaOptions['rules'][] = [
  undefined,
  { overLimitPurchase: 'discard-at-end', repeatedDraw: 'first-marker', influenceCap: 6 },
  { plague: 'next-round', papalCoversRisings: false, duelTie: 'no-winner', fortressKeepsCastle: false },
  { end: { first: 3, last: 4 }, handLimit: 5, expansion: { byRoad: 1, bySea: 0 } },
];

const randomOf = (seed: number) => {
  const dice = new SeededDice(seed ^ 0x5bd1e995);
  return (min: number, max: number) => dice.int(min, max);
};

/** A Match of random bots, `stop` commands at most; its state, with the bot's generator to go on with. */
function matchGame(options: JdaOptions, seed: number, stop = Infinity) {
  const match = new Match(rules, options, seed);
  const random = randomOf(seed);
  for (let seat = seatToMove(match.state); seat !== undefined && match.record.commands.length < stop; seat = seatToMove(match.state)) {
    expect(match.submit(seat, randomBot.choose(match.state, seat, random)).accepted).toBe(true);
  }
  return { match, random };
}

describe("Jeanne d'Arc 1429 playouts on a state changed in place", () => {
  it("play the Match's game: same seats, same number of commands, same end state byte for byte (200 games, 2–6 players, rules options)", () => {
    for (let game = 0; game < 200; game++) {
      const variant = VARIANTS[game % VARIANTS.length];
      const options: JdaOptions = variant === undefined ? { players: 2 + (game % 5) } : { players: 2 + (game % 5), rules: variant };
      const seed = 1000 + game;
      const { match } = matchGame(options, seed);
      const random = randomOf(seed);
      const seats: string[] = [];
      const alone = playout(new Match(rules, options, seed).state, seed, (state, seat) => {
        seats.push(seat);
        return randomBot.choose(state, seat, random);
      });
      expect(alone.state.result?.winners.length).toBeGreaterThan(0);
      expect(alone.commands).toBe(match.record.commands.length);
      expect(seats).toEqual(match.record.commands.map((c) => c.seat));
      expect(JSON.stringify(alone.state)).toBe(JSON.stringify(match.state));
    }
  });

  it("goes on from a Match's state as the Match would, and leaves that state as it was", () => {
    const options = { players: 5 };
    const { match, random } = matchGame(options, 77, 60);
    const before = JSON.stringify(match.state);
    const alone = playout(match.state, 77, (state, seat) => randomBot.choose(state, seat, random), { commands: 60 });
    expect(JSON.stringify(match.state)).toBe(before);
    const whole = matchGame(options, 77).match;
    expect(alone.commands).toBe(whole.record.commands.length);
    expect(JSON.stringify(alone.state)).toBe(JSON.stringify(whole.state));
  });

  it('throws on a command the rules refuse', () => {
    const start = new Match(rules, { players: 3 }, 3).state;
    expect(start.pending?.kind).toBe('status');
    expect(() => playout(start, 3, () => ({ type: 'pass' }))).toThrow(/refused command \(pass\): wrong-command/);
  });
});
