import { isRevolt } from '../data/cards.js';
import { checkWin, invadeOnce, resolveRevolt } from './board.js';
import type { Emitter } from './emitter.js';

function overHandLimit(em: Emitter): number {
  const s = em.now;
  const limit = s.rules.handLimit;
  // Solitaire (FR-23): the one shared hand is trimmed by the role whose turn it is.
  if (s.solitaire) return (s.hands[s.active] as readonly string[]).length > limit ? s.active : -1;
  return s.hands.findIndex((hand) => hand.length > limit);
}

/**
 * Moves the turn on until a choice is needed: revolts drawn, in the draw or by an event at any
 * time (FR-30; a second waits for events to be played first), then the hand limit, then the
 * invasion phase.
 */
export function settle(em: Emitter, resolveNextRevolt = false): void {
  let forceRevolt = resolveNextRevolt;
  for (;;) {
    // Read only until the next event.
    const s = em.now;
    if (s.result !== null || s.pending !== null) return;
    if (s.revoltsLeft > 0) {
      if (s.revoltsResolved > 0 && !forceRevolt) {
        em.emit({ t: 'pending', pending: { kind: 'second-revolt', seat: s.active } });
        return;
      }
      forceRevolt = false;
      resolveRevolt(em);
      continue;
    }
    const over = overHandLimit(em);
    if (over >= 0) {
      em.emit({ t: 'pending', pending: { kind: 'discard', seat: over } });
      return;
    }
    if (s.phase === 'draw') em.emit({ t: 'phase', phase: 'invade', active: s.active, turn: s.turn, actionsLeft: 0 });
    return;
  }
}

/** Draws `count` player cards for `seat`; revolts go aside to be resolved. Returns the cards taken in hand. */
export function drawCards(em: Emitter, seat: number, count: number): string[] {
  const drawn: string[] = [];
  let revolts = 0;
  for (let i = 0; i < count && em.now.playerDeck.length > 0; i++) {
    const card = em.now.playerDeck[em.now.playerDeck.length - 1] as string;
    if (isRevolt(card)) {
      em.emit({ t: 'revolt', seat, card });
      revolts += 1;
    } else {
      em.emit({ t: 'draw', seat, card, secret: !em.now.rules.openHands });
      drawn.push(card);
    }
  }
  // Revolts drawn together pause between them; a revolt resolved earlier in the turn does not count.
  if (revolts > 0) em.emit({ t: 'revolts', left: em.now.revoltsLeft + revolts, resolved: em.now.revoltsLeft > 0 ? em.now.revoltsResolved : 0 });
  return drawn;
}

/** Phase 2: two cards (the Vestalis may draw three and put one back); fewer than 2 left loses. */
export function drawPhase(em: Emitter, three: boolean): void {
  const s = em.s;
  em.emit({ t: 'phase', phase: 'draw', active: s.active, turn: s.turn, actionsLeft: 0 });
  if (s.playerDeck.length < 2) {
    em.lose('player-deck-empty');
    return;
  }
  const drawn = drawCards(em, s.active, three ? 3 : 2);
  if (three && drawn.length > 0) {
    em.emit({ t: 'pending', pending: { kind: 'put-back', seat: s.active, cards: drawn, secret: !s.rules.openHands } });
    return;
  }
  settle(em);
}

/** Phase 3: as many barbarian cards as the invasion rate (less Abundans cautela), then the next turn. */
export function invadePhase(em: Emitter, rate: number): void {
  const s = em.s;
  const count = s.flags.skipInvasion ? 0 : Math.max(0, rate - s.flags.fewerInvasions);
  for (let i = 0; i < count && !em.over; i++) invadeOnce(em);
  if (em.over) return;
  checkWin(em);
  if (em.over) return;
  em.emit({ t: 'phase', phase: 'actions', active: (s.active + 1) % s.seats.length, turn: s.turn + 1, actionsLeft: s.rules.actionsPerTurn });
}
