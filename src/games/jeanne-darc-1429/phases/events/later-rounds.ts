import type { Emitter } from '../../emitter.js';

/** Truce: "De politieke status voor de volgende ronde is vrede" (phase 2 of the next round asks nobody). */
export function startTruce(em: Emitter): void {
  const round = em.s.round + 1;
  if (!em.s.peaceRounds.includes(round)) em.emit({ t: 'peace-round', round });
}

/** Bad weather: "De volgende ronde wordt het inkomen gehalveerd (naar boven afgerond)" (phases/income.ts halves). */
export function startBadWeather(em: Emitter): void {
  const round = em.s.round + 1;
  if (!em.s.halfIncomeRounds.includes(round)) em.emit({ t: 'half-income-round', round });
}
