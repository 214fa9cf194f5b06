import type { Wizard } from '../world/schema.js';
import type { MonthContext } from './context.js';
import { hostile, neighboursOf } from './geography.js';

/**
 * A spell of Spells II (B10) that takes effect only after the wizard duels of B11 (R §1.4.3:
 * "Unterliegt der bannende Zauberer im Zauberduell so wurde der Zauberspruch zwar erfolgreich
 * gewirkt, aber es werden keine Rüstgüter gebannt"). Its ZKP are paid when it is cast.
 */
export interface PendingSpell {
  /** The casting wizard's id. */
  readonly wizard: string;
  readonly realm: string;
  /** The target hex (dense index). */
  readonly at: number;
  readonly spell: 'banish' | 'teleportUnits';
  /** Carries the spell out; not called when its wizard lost a duel it started (B11). */
  readonly apply: () => void;
}

/**
 * Whether a wizard at liberty stands in the same or a neighbouring hex as a hostile wizard at
 * liberty: a conflict that B11 resolves by a duel (R §5.3, §3 B11 "Zauberer die nach B9 bereits in
 * einem Zauberduellkonflikt stehen, können keinen Zauber wirken, der einen weiteren Konflikt auslöst").
 */
export function inDuelConflict(context: MonthContext, wizard: Wizard): boolean {
  const { state } = context;
  if (wizard.prisonerOf !== undefined) return false;
  const at = state.place(wizard.at);
  const near = new Set([at, ...neighboursOf(at)]);
  return state.world.wizards.some((other) => other.prisonerOf === undefined && other.realm !== wizard.realm && near.has(state.place(other.at)) && hostile(state, other.realm, wizard.realm, state.place(other.at)));
}
