import type { Emitter } from '../emitter.js';
import type { Handlers } from '../handler.js';

/** Phase 7: each player in turn order expands, then fights. (Being built: for now the phase passes.) */
export function playerPhaseStep(em: Emitter): void {
  em.goto('scoring');
}

export const PLAYER_HANDLERS: Handlers = {};
