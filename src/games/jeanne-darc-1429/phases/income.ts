import { holdingsAt } from '../city-counts.js';
import type { Emitter } from '../emitter.js';

/**
 * Phase 1: 1 Louis d'Or per garrison, 2 per castle, 3 per fortress (notes.md); a plundered city pays
 * nothing and its marker comes off afterwards. Bad weather halves a round's income, rounded up (page 4).
 */
export function incomeStep(em: Emitter): void {
  const { rules, s, index } = em;
  const halved = s.halfIncomeRounds.includes(s.round);
  // By board position: a walk over the cities record is slow once it is a V8 dictionary.
  const at = holdingsAt(s.cities, index);
  for (const power of s.turnOrder) {
    let income = 0;
    for (let i = 0; i < at.length; i++) {
      const holding = at[i];
      if (holding?.owner === power && !s.plundered.includes(index.cityIds[i] as string)) income += rules.income[holding.defence];
    }
    if (halved) income = Math.ceil(income / 2);
    if (income > 0) em.emit({ t: 'money', power, delta: income, why: 'income' });
  }
  if (s.plundered.length > 0) em.emit({ t: 'plunder-cleared' });
  em.goto('political-status');
}
