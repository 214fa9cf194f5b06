import type { RuleSet } from '../../kernel/ruleset.js';
import { apply } from './apply.js';
import type { JdaCommand } from './commands.js';
import { checkCommand, resolveCommand } from './dispatch.js';
import { Emitter } from './emitter.js';
import type { JdaEvent } from './events.js';
import { seatsOf, setupState, type JdaOptions } from './setup.js';
import type { JdaState } from './state.js';
import { redactEvent, rollVisible, viewFor, type JdaView } from './view.js';

/** Jeanne d'Arc 1429 on the kernel: every command checked, resolved into events, and views per seat. */
export const jeanneDarcRules: RuleSet<JdaState, JdaCommand, JdaEvent, JdaView, JdaOptions> = {
  id: 'jeanne-darc-1429',
  seats: seatsOf,
  setup: setupState,
  check: checkCommand,
  resolve(state, seat, command, dice) {
    const em = new Emitter(state, dice);
    resolveCommand(em, seat, command);
    return em.finish();
  },
  apply,
  view: viewFor,
  redact: redactEvent,
  rollVisible,
};
