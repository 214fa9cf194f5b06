import type { RuleSet } from '../../kernel/ruleset.js';
import { parseWith } from '../../kernel/validation.js';
import { InputError } from '../../kernel/problems.js';
import { apply } from './apply.js';
import { checkCommand, resolveCommand } from './resolve.js';
import { setupState } from './setup.js';
import { commandSchema, type CccCommand, type CccEvent, type CccOptions, type CccState } from './state.js';
import { redactEvent, viewFor, type CccView } from './view.js';

/** Caribbean Colonization & Conquest land combat (6.6.3) as an interactive match. */
export const cccRules: RuleSet<CccState, CccCommand, CccEvent, CccView, CccOptions> = {
  id: 'ccc-land-combat',
  seats: (options) => (options.seating === 'one' ? ['both'] : ['attacker', 'defender']),
  setup: setupState,
  check(state, seat, command) {
    try {
      return checkCommand(state, seat, parseWith(commandSchema, command, 'command'));
    } catch (error) {
      if (error instanceof InputError) return error.problems;
      throw error;
    }
  },
  resolve: (state, seat, command, dice) => resolveCommand(state, seat, command, dice),
  apply,
  view: viewFor,
  redact: (event) => redactEvent(event),
};
