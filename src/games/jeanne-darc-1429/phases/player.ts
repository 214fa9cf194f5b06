import type { Emitter } from '../emitter.js';
import type { Handlers } from '../handler.js';
import type { Power } from '../powers.js';
import { attack, attackProblems, mayAttack } from './attacks.js';
import { canExpand, expand, expansionProblems } from './expansion.js';
import { mayProvoke, provoke, provokeProblems } from './uprising-card.js';

/** The next player's turn, or phase 8 after the last. */
function endTurn(em: Emitter): void {
  const next = em.s.active + 1;
  if (next < em.s.turnOrder.length) em.emit({ t: 'active', active: next, expanded: false });
  else em.goto('scoring');
}

/**
 * Phase 7: each player in turn order (`active`, reset by each new round) first expands, then attacks
 * until he passes (notes.md). A question nobody could answer but "no" is not asked: an expansion
 * when no free city is in reach, attacks when public facts already rule out every attack and every
 * provoked uprising (JDA-37). After a fight `pending` is null again and the player is asked anew.
 */
export function playerPhaseStep(em: Emitter): void {
  const power = em.s.turnOrder[em.s.active] as Power;
  if (!em.s.expanded) {
    if (canExpand(em, power)) em.ask({ kind: 'expand', power });
    else em.emit({ t: 'active', active: em.s.active, expanded: true });
    return;
  }
  if (mayAttack(em, power) || mayProvoke(em, power)) em.ask({ kind: 'attack', power });
  else endTurn(em);
}

function pass(em: Emitter): void {
  endTurn(em);
  em.ask(null);
}

export const PLAYER_HANDLERS: Handlers = {
  expand: {
    expand: { check: (ctx, power, command) => expansionProblems(ctx, power, command), resolve: (em, power, command) => expand(em, power, command) },
    pass: { check: () => [], resolve: (em) => pass(em) },
  },
  attack: {
    attack: { check: (ctx, power, command) => attackProblems(ctx, power, command), resolve: (em, power, command) => attack(em, power, command) },
    provoke: { check: (ctx, power, command) => provokeProblems(ctx, power, command.city), resolve: (em, power, command) => provoke(em, power, command.city) },
    pass: { check: () => [], resolve: (em) => pass(em) },
  },
};
