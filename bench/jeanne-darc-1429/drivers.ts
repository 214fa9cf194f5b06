import { SeededDice } from '../../src/kernel/dice.js';
import { Match, settle, stepSeed } from '../../src/kernel/match.js';
import { heuristicBot } from '../../src/games/jeanne-darc-1429/bots/heuristic.js';
import { randomBot } from '../../src/games/jeanne-darc-1429/bots/random.js';
import { legalCommands, seatToMove } from '../../src/games/jeanne-darc-1429/legal.js';
import { playout } from '../../src/games/jeanne-darc-1429/playout.js';
import type { Power } from '../../src/games/jeanne-darc-1429/powers.js';
import { jeanneDarcRules as rules } from '../../src/games/jeanne-darc-1429/ruleset.js';
import type { JdaOptions } from '../../src/games/jeanne-darc-1429/setup.js';
import type { JdaState } from '../../src/games/jeanne-darc-1429/state.js';

/** A random full game on Arbiter's kernel (a Match: check, resolve, apply, log); returns its command count. */
export function arbiterGame(options: JdaOptions, seed: number): number {
  const match = new Match(rules, options, seed);
  const bot = new SeededDice(seed ^ 0x5bd1e995);
  const random = (min: number, max: number) => bot.int(min, max);
  let commands = 0;
  for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
    const result = match.submit(seat, randomBot.choose(match.state, seat, random));
    if (!result.accepted) throw new Error(`the random bot gave a refused command: ${result.problems[0]?.message}`);
    commands += 1;
  }
  return commands;
}

/**
 * The same random game on the rule set's own functions (check, resolve), without a Match: no
 * log, no record of commands. Same seed, same game as `arbiterGame` (test/jeanne-darc-1429/bots-and-replay.test.ts).
 */
export function rulesGame(options: JdaOptions, seed: number): { state: JdaState; commands: number } {
  let state = rules.setup(options, new SeededDice(stepSeed(seed, 0)));
  const bot = new SeededDice(seed ^ 0x5bd1e995);
  const random = (min: number, max: number) => bot.int(min, max);
  let commands = 0;
  for (let seat = seatToMove(state); seat !== undefined; seat = seatToMove(state)) {
    const command = randomBot.choose(state, seat, random);
    const problems = rules.check(state, seat, command);
    if (problems.length > 0) throw new Error(`the random bot gave a refused command: ${problems[0]?.message}`);
    commands += 1;
    state = settle(rules, state, rules.resolve(state, seat, command, new SeededDice(stepSeed(seed, commands)))).state;
  }
  return { state, commands };
}

/**
 * The same random game again, played out on one clone of the state changed in place (playout.ts,
 * D-18): the rule set's own check and resolution, no copies, no log. Each command is checked once,
 * by the random bot's draw (`randomLegal` returns only a command the rule set's check accepted).
 */
export function playoutGame(options: JdaOptions, seed: number): { state: JdaState; commands: number } {
  const bot = new SeededDice(seed ^ 0x5bd1e995);
  const random = (min: number, max: number) => bot.int(min, max);
  return playout(rules.setup(options, new SeededDice(stepSeed(seed, 0))), seed, (state, seat) => randomBot.choose(state, seat, random), { checked: true });
}

/**
 * Decisions with a real choice (two legal answers or more), taken every `every`-th command from
 * games of heuristic bots: the states an MCTS bot is timed on.
 */
export function decisionStates(options: JdaOptions, games: number, every: number): { state: JdaState; seat: Power }[] {
  const out: { state: JdaState; seat: Power }[] = [];
  for (let seed = 0; seed < games; seed++) {
    const match = new Match(rules, options, seed);
    const bot = new SeededDice(seed ^ 0x5bd1e995);
    const random = (min: number, max: number) => bot.int(min, max);
    let n = 0;
    for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
      if (n++ % every === 0 && legalCommands(match.state, seat).length >= 2) out.push({ state: match.state, seat });
      match.submit(seat, heuristicBot.choose(match.state, seat, random));
    }
  }
  return out;
}
