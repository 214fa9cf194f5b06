import { SeededDice } from '../../kernel/dice.js';
import { stepSeed } from '../../kernel/match.js';
import { cloneState } from './apply.js';
import type { JdaCommand } from './commands.js';
import { checkWellFormed, resolveCommand } from './dispatch.js';
import { Emitter } from './emitter.js';
import { seatToMove } from './legal.js';
import type { Power } from './powers.js';
import type { JdaState } from './state.js';

/**
 * Plays a game on from `state` to its end with the rule set's own check and resolution, on one
 * clone changed in place (D-18): no copy per command or event, no log. The dice of the n-th command
 * are a Match's (seed `stepSeed(seed, n)`), so from a Match's state at `commands` given commands the
 * game is the one that Match would play. Throws on a refused command, unless `checked` says that
 * `choose` gives only commands it has had the rule set check on this state (the random bot's draw
 * does), so that each is checked once.
 */
export function playout(
  from: JdaState,
  seed: number,
  choose: (s: JdaState, seat: Power) => JdaCommand,
  { commands = 0, checked = false }: { commands?: number; checked?: boolean } = {},
): { state: JdaState; commands: number } {
  const state = cloneState(from);
  let n = commands;
  for (let seat = seatToMove(state); seat !== undefined; seat = seatToMove(state)) {
    const command = choose(state, seat);
    const problems = checked ? [] : checkWellFormed(state, seat, command);
    if (problems.length > 0) throw new Error(`${seat} gave a refused command (${command.type}): ${problems[0]?.code}`);
    n += 1;
    resolveCommand(new Emitter(state, new SeededDice(stepSeed(seed, n)), true), seat, command);
  }
  return { state, commands: n };
}
