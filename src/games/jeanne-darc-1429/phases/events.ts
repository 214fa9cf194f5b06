import type { Emitter } from '../emitter.js';
import type { Handlers } from '../handler.js';

/** Phase 6: events and foreign intervention. (Being built: for now the phase passes.) */
export function eventsStep(em: Emitter): void {
  em.goto('player-phase');
}

export const EVENT_HANDLERS: Handlers = {};
