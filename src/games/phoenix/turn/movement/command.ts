import type { Army } from '../../world/schema.js';
import type { MonthState } from '../month/state.js';

/**
 * Whether an army has someone to lead it (R §1.8 "einen Heerführer oder Adeligen"): an HF, a noble
 * character or a character wizard — "Charakterzauberer sind auch adelige Charaktere" (R §1.9.2; P-54) —
 * of its realm with it and at liberty. A civilian or a wizard who is no character leads none (R §1.3).
 */
export function commanded(state: MonthState, army: Army): boolean {
  if ((army.HF ?? 0) > 0) return true;
  const leads = (figure: { realm: string; army?: number; prisonerOf?: string }) => figure.realm === army.realm && figure.army === army.number && figure.prisonerOf === undefined;
  return state.world.characters.some((c) => leads(c) && c.rank !== 'civilian') || state.world.wizards.some((w) => leads(w) && w.character === true);
}
