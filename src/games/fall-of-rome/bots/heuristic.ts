import { SeededDice } from '../../../kernel/dice.js';
import { apply } from '../apply.js';
import type { FrCommand } from '../commands.js';
import { legalCommands } from '../legal.js';
import { fallOfRomeRules as rules } from '../rules.js';
import type { FrState } from '../state.js';
import type { Bot, RandomInt } from './bot.js';
import { evaluate } from './evaluate.js';

/** The state after `command`, with dice from `random`. */
export function afterCommand(state: FrState, seat: string, command: FrCommand, random: RandomInt): FrState {
  let next = state;
  for (const event of rules.resolve(state, seat, command, new SeededDice(random(0, 0x7fffffff)))) next = apply(next, event);
  return next;
}

/**
 * Looks one command ahead and takes the best-looking state; it ends its actions only when
 * nothing improves on it. Corrupt events are left alone unless the game is nearly lost.
 */
export const heuristicBot: Bot = {
  name: 'heuristic',
  choose(state, random) {
    const seat = state.seats[state.pending?.seat ?? state.active] as string;
    const commands = legalCommands(state).filter((c) => !(c.type === 'event' && c.corrupt === true) && !(c.type === 'draw' && c.three === true && state.actionsLeft > 0));
    let best = commands[0] ?? ({ type: 'draw' } as FrCommand);
    let bestScore = -Infinity;
    for (const command of commands) {
      // Ending the actions is judged on the board as it stands: the cards to come are luck, not merit.
      const ending = command.type === 'draw' && state.actionsLeft > 0;
      let score = ending ? evaluate(state) - 2 * state.actionsLeft : evaluate(afterCommand(state, seat, command, random));
      if (command.type === 'event') score -= 4;
      if (score > bestScore) {
        bestScore = score;
        best = command;
      }
    }
    return best;
  },
};
