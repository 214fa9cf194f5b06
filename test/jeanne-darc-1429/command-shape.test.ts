import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { randomBot } from '../../src/games/jeanne-darc-1429/bots/random.js';
import { hasCommandShape } from '../../src/games/jeanne-darc-1429/command-shape.js';
import { commandSchema } from '../../src/games/jeanne-darc-1429/commands.js';
import { candidates, seatToMove } from '../../src/games/jeanne-darc-1429/legal.js';
import { contextOf } from '../../src/games/jeanne-darc-1429/context.js';
import type { Power } from '../../src/games/jeanne-darc-1429/powers.js';
import { jeanneDarcRules as rules } from '../../src/games/jeanne-darc-1429/ruleset.js';

/** Every candidate the bots offered in a few seeded random games. */
function botCandidates(): unknown[] {
  const out: unknown[] = [];
  for (const [players, seed] of [[2, 1], [4, 2], [6, 3]] as const) {
    const match = new Match(rules, { players }, seed);
    const dice = new SeededDice(seed);
    for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
      out.push(...candidates(contextOf(match.state), seat, match.state.pending!));
      match.submit(seat, randomBot.choose(match.state, seat, (min, max) => dice.int(min, max)));
    }
  }
  return out;
}

/** Variants of a command that the schema may refuse or reorder: each field dropped, changed, moved, and a field added. */
function variants(command: Record<string, unknown>): unknown[] {
  const keys = Object.keys(command);
  const odd: unknown[] = [null, undefined, '', 'x'.repeat(101), -1, 1.5, 1001, true, [], {}, ['a', 2], 'war', 'double', [null]];
  const out: unknown[] = [{ ...command, extra: 1 }, [command], JSON.stringify(command), Object.assign(Object.create({ inherited: 1 }) as object, command)];
  for (const key of keys) {
    const { [key]: _dropped, ...rest } = command;
    out.push(rest, { ...rest, [key]: command[key] });
    for (const value of odd) out.push({ ...command, [key]: value });
  }
  return out;
}

describe("Jeanne d'Arc 1429 command shape (the schema's fast path)", () => {
  const commands = botCandidates();

  it('takes every command the bots offer as it is', () => {
    expect(commands.length).toBeGreaterThan(1000);
    for (const command of commands) expect(hasCommandShape(command), JSON.stringify(command)).toBe(true);
  });

  it('accepts only what the schema accepts, and only where the parse would give back the same object (keys in order)', () => {
    const inputs = [...commands.slice(0, 3000), ...commands.slice(0, 600).flatMap((c) => variants(c as Record<string, unknown>))];
    let fast = 0;
    let parsed = 0;
    for (const input of inputs) {
      const result = commandSchema.safeParse(input);
      if (result.success) parsed += 1;
      if (!hasCommandShape(input)) continue;
      fast += 1;
      expect(result.success, JSON.stringify(input)).toBe(true);
      expect(JSON.stringify(result.data)).toBe(JSON.stringify(input));
      expect(result.data).toStrictEqual(input);
    }
    // The variants include commands the schema refuses and commands it reorders: the fast path leaves those to it.
    expect(parsed).toBeLessThan(inputs.length);
    expect(fast).toBeLessThan(parsed);
  });

  it('still names the problem of a bad command', () => {
    const state = new Match(rules, { players: 4 }, 1).state;
    const seat = seatToMove(state) as Power;
    expect(rules.check(state, seat, { type: 'status', choice: 'maybe' } as never)[0]?.where).toBe('choice');
    expect(rules.check(state, seat, { type: 'status', choice: 'war', extra: 1 } as never).length).toBeGreaterThan(0);
    expect(rules.check(state, seat, { type: 'status', choice: 'war' })).toEqual([]);
  });
});
