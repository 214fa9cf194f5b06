import type { Emitter } from '../emitter.js';
import { drawPlayerOrder } from '../player-order.js';

/** Phase 5: the markers drawn into the order; the first player gains an influence point (player-order.ts). */
export function orderStep(em: Emitter): void {
  const before = em.s;
  const { state } = drawPlayerOrder(before, em.dice, em.rules);
  em.emit({ t: 'order', order: state.turnOrder });
  const first = state.turnOrder[0] as (typeof state.turnOrder)[number];
  const gained = (state.players.find((p) => p.power === first)?.influence ?? 0) - (before.players.find((p) => p.power === first)?.influence ?? 0);
  if (gained > 0) em.emit({ t: 'influence', power: first, delta: gained, why: 'first-player' });
  em.goto('events');
}
