import type { Emitter } from '../emitter.js';

/**
 * Phase 1: 1 Louis d'Or per garrison, 2 per castle, 3 per fortress (notes.md); a plundered city pays
 * nothing and its marker comes off afterwards. Bad weather halves a round's income, rounded up (page 4).
 */
export function incomeStep(em: Emitter): void {
  const { rules, s } = em;
  const halved = s.halfIncomeRounds.includes(s.round);
  for (const power of s.turnOrder) {
    let income = 0;
    for (const city in s.cities) {
      const holding = s.cities[city];
      if (holding?.owner === power && !s.plundered.includes(city)) income += rules.income[holding.defence];
    }
    if (halved) income = Math.ceil(income / 2);
    if (income > 0) em.emit({ t: 'money', power, delta: income, why: 'income' });
  }
  if (s.plundered.length > 0) em.emit({ t: 'plunder-cleared' });
  em.goto('political-status');
}
