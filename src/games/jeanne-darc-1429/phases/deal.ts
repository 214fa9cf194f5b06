import type { Emitter } from '../emitter.js';
import type { Power } from '../powers.js';

/**
 * Draws cards from the top of the draw pile; when it runs out the discard pile is shuffled into a
 * new one (JDA-13), and when both are empty fewer cards are drawn.
 */
export function drawCards(em: Emitter, power: Power, count: number, why: 'deal' | 'purchase'): void {
  if (em.s.deck.length < count && em.s.discard.length > 0) em.emit({ t: 'reshuffle', deck: em.shuffled(em.s.discard) });
  const cards = em.s.deck.slice(0, count);
  if (cards.length > 0) em.emit({ t: 'draw', power, cards, why });
}

/** Phase 3: each player draws 6 combat cards in War, 4 in Peace (notes.md), in turn order. */
export function dealStep(em: Emitter): void {
  const count = em.rules.cardsDealt[em.s.status ?? 'war'];
  for (const power of em.s.turnOrder) drawCards(em, power, count, 'deal');
  em.goto('buying');
}
