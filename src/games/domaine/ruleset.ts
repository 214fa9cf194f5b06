import type { RuleSet } from '../../kernel/ruleset.js';
import { apply } from './apply.js';
import { checkCommand } from './check.js';
import type { DomCommand } from './commands.js';
import type { DomEvent } from './events.js';
import { Emitter, resolveCommand } from './resolve.js';
import { seatsOf, setupState, type DomOptions } from './setup.js';
import { seatIndex, type DomState } from './state.js';
import { redactEvent, viewFor, type DomView } from './view.js';

/** Domaine with the strategic variant on the kernel. */
export const domaineRules: RuleSet<DomState, DomCommand, DomEvent, DomView, DomOptions> = {
  id: 'domaine',
  seats: seatsOf,
  setup: setupState,
  check: checkCommand,
  resolve(state, seat, command, dice) {
    const em = new Emitter(state, dice);
    resolveCommand(em, seatIndex(state, seat), command);
    return em.finish();
  },
  apply,
  view: viewFor,
  redact: redactEvent,
};
