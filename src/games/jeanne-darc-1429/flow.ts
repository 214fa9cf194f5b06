import type { Emitter } from './emitter.js';
import { buyingStep } from './phases/buying.js';
import { dealStep } from './phases/deal.js';
import { eventsStep } from './phases/events.js';
import { incomeStep } from './phases/income.js';
import { orderStep } from './phases/order.js';
import { playerPhaseStep } from './phases/player.js';
import { scoringStep } from './phases/scoring.js';
import { statusStep } from './phases/status.js';
import type { Phase } from './state.js';

/**
 * What each phase does when nothing is pending: its automatic work, then either a question
 * (`pending`) or the next phase. Every step must do one of the two, so the loop ends.
 */
const STEPS: Readonly<Record<Exclude<Phase, 'over'>, (em: Emitter) => void>> = {
  income: incomeStep,
  'political-status': statusStep,
  'combat-cards': dealStep,
  buying: buyingStep,
  'player-order': orderStep,
  events: eventsStep,
  'player-phase': playerPhaseStep,
  scoring: scoringStep,
};

/** Runs the game on until it waits for a seat or is over. */
export function advance(em: Emitter): void {
  for (let guard = 0; !em.over && em.s.pending === null; guard++) {
    if (guard > 10_000) throw new Error(`the flow is stuck in phase ${em.s.phase} (${em.s.stage})`);
    const before = em.events.length;
    STEPS[em.s.phase as Exclude<Phase, 'over'>](em);
    if (em.events.length === before) throw new Error(`phase ${em.s.phase} (${em.s.stage}) made no progress`);
  }
}
