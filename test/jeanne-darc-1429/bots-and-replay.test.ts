import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match, replay } from '../../src/kernel/match.js';
import { arbiterGame, rulesGame } from '../../bench/jeanne-darc-1429/drivers.js';
import { makeBot, type BotName } from '../../src/games/jeanne-darc-1429/bots/index.js';
import { isLegal, seatToMove } from '../../src/games/jeanne-darc-1429/legal.js';
import { jeanneDarcRules as rules } from '../../src/games/jeanne-darc-1429/ruleset.js';

/** A seeded game of one bot in every seat, `limit` commands at most; every command must be legal. */
function play(bot: BotName, players: number, seed: number, limit: number) {
  const match = new Match(rules, { players }, seed);
  const chooser = makeBot(bot, 20);
  const dice = new SeededDice(seed + 1);
  for (let n = 0, seat = seatToMove(match.state); seat !== undefined && n < limit; n++, seat = seatToMove(match.state)) {
    const command = chooser.choose(match.state, seat, (min, max) => dice.int(min, max));
    expect(isLegal(match.state, seat, command), `${bot} chose a refused command: ${JSON.stringify(command)}`).toBe(true);
    expect(match.submit(seat, command).accepted).toBe(true);
  }
  return match;
}

describe("Jeanne d'Arc 1429 bots and replay", () => {
  it.each([
    ['random', 2],
    ['random', 6],
    ['heuristic', 3],
    ['heuristic', 5],
  ] as const)('the %s bot plays a whole %i-player game with legal commands only, and it ends with winners', (bot, players) => {
    const match = play(bot, players, 40 + players, 5000);
    expect(match.state.result).not.toBeNull();
    expect(match.state.result!.winners.length).toBeGreaterThan(0);
    expect(match.state.round).toBeGreaterThanOrEqual(6);
    expect(match.state.round).toBeLessThanOrEqual(10);
  });

  it("the benchmark's game without a Match is the Match's game: same commands, same end state", () => {
    const seed = 12;
    const alone = rulesGame({ players: 4 }, seed);
    const match = new Match(rules, { players: 4 }, seed);
    const bot = new SeededDice(seed ^ 0x5bd1e995);
    for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
      expect(match.submit(seat, makeBot('random').choose(match.state, seat, (min, max) => bot.int(min, max))).accepted).toBe(true);
    }
    expect(match.record.commands.length).toBe(alone.commands);
    expect(arbiterGame({ players: 4 }, seed)).toBe(alone.commands);
    expect(JSON.stringify(alone.state)).toBe(JSON.stringify(match.state));
    expect(alone.state.result).not.toBeNull();
  });

  it('the MCTS bot answers with legal commands', { timeout: 60_000 }, () => {
    play('mcts', 3, 9, 25);
  });

  it('replaying a match from its record gives every state, event and roll byte for byte', () => {
    const match = play('random', 4, 77, 5000);
    const again = replay(rules, JSON.parse(JSON.stringify(match.record)) as typeof match.record);
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(match.state));
    expect(JSON.stringify(again.fullLog())).toBe(JSON.stringify(match.fullLog()));
    for (const seat of ['navarre', 'france', 'england', 'brittany', 'spectator']) {
      expect(JSON.stringify(again.logFor(seat))).toBe(JSON.stringify(match.logFor(seat)));
      expect(JSON.stringify(again.view(seat))).toBe(JSON.stringify(match.view(seat)));
    }
  });
});
