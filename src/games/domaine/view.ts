import type { DomEvent } from './events.js';
import type { DomState } from './state.js';

/**
 * Domaine has no hidden information: the board, pieces, ducats and points are on the table for
 * everyone (DOM-20), so every seat sees the whole state and every event.
 */
export type DomView = DomState;

export function viewFor(state: DomState): DomView {
  return state;
}

export function redactEvent(event: DomEvent): DomEvent {
  return event;
}
