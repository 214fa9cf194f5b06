import type { Wizard } from '../../world/schema.js';
import type { MonthContext } from '../month/context.js';
import { hostile, withinOne } from '../movement/geography.js';

/** Whether a hostile wizard at liberty stands on a hex that `where` accepts. */
function hostileWizardWhere(context: MonthContext, wizard: Wizard, where: (hex: number) => boolean): boolean {
  const { state } = context;
  return state.world.wizards.some((other) => {
    const hex = state.place(other.at);
    return other.prisonerOf === undefined && other.realm !== wizard.realm && where(hex) && hostile(state, other.realm, wizard.realm, hex);
  });
}

/**
 * Whether a wizard at liberty stands in the same or a neighbouring hex as a hostile wizard at
 * liberty: a conflict that B11 resolves by a duel (R §5.3, §3 B11 "Zauberer die nach B9 bereits in
 * einem Zauberduellkonflikt stehen, können keinen Zauber wirken, der einen weiteren Konflikt auslöst").
 */
export function inDuelConflict(context: MonthContext, wizard: Wizard): boolean {
  if (wizard.prisonerOf !== undefined) return false;
  const at = context.state.place(wizard.at);
  return hostileWizardWhere(context, wizard, (hex) => withinOne(at, hex));
}

/**
 * Whether a spell reaching `hexes` would put a wizard already in a duel conflict after B9 into a
 * further one: a hostile wizard at liberty there that is not already within its reach of a duel
 * (R §3 B10; P-163).
 */
export function startsFurtherConflict(context: MonthContext, wizard: Wizard, hexes: readonly number[]): boolean {
  if (!inDuelConflict(context, wizard)) return false;
  const at = context.state.place(wizard.at);
  const reached = new Set(hexes);
  return hostileWizardWhere(context, wizard, (hex) => reached.has(hex) && !withinOne(at, hex));
}
