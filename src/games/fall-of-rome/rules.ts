import type { RuleSet } from '../../kernel/ruleset.js';
import { apply } from './apply.js';
import type { FrCommand } from './commands.js';
import type { FallOfRomeOptions } from './data/options.js';
import type { FrEvent } from './events.js';
import { checkCommand, resolveCommand } from './resolve/dispatch.js';
import { Emitter } from './resolve/emitter.js';
import { resolveOptions, seatNames, setupState } from './setup.js';
import type { FrState } from './state.js';
import { redactEvent, viewFor, type FrView } from './view.js';


/** Pandemic: Fall of Rome on the kernel: every command checked, resolved into events, and views per seat. */
export const fallOfRomeRules: RuleSet<FrState, FrCommand, FrEvent, FrView, FallOfRomeOptions> = {
  id: 'fall-of-rome',
  seats: (options) => seatNames(resolveOptions(options).pawns),
  setup: (options, dice) => setupState(options, (min, max) => dice.int(min, max)),
  check: checkCommand,
  resolve(state, seat, command, dice) {
    const em = new Emitter(state, dice);
    resolveCommand(em, seat, command);
    return em.finish();
  },
  apply,
  view: viewFor,
  redact: redactEvent,
};
