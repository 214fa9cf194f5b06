/**
 * The month's numbers (R §3, §3.1, §3.2, §5.7, §6.11). Month names are in turn/month/calendar.ts;
 * tables hold numbers only, so a rules-options file can override every one of them.
 */
export const CALENDAR = {
  monthsPerYear: 8,
  /** Hawar and Hel: armament from the treasury (R §3). */
  armamentMonths: [1, 5],
  /** Larn and Agul: taxes collected at the end of the month (R §3.2). */
  incomeMonths: [4, 8],
  /** Turn orders are drawn this many months ahead (R §3.1). */
  turnOrderMonths: 4,
  /** The last realms of the previous draw that are drawn only after the first places are set (R §3.1). */
  lateDrawn: 3,
  source: 'R §3, §3.1, §3.2',
} as const;

/** Over-stacking (R §5.7): troops cut above the limit are refunded at this share of their price, as other income. */
export const OVERSTACK = { refundShare: 0.25, source: 'R §5.7' } as const;

/**
 * Events of the income round (R §6.11): the rulebook names "good harvest" and "plague" and says
 * only "a small plus" and that plague works "just like" the harvest, the other way (P-84).
 */
export const MONTH_EVENTS = {
  goodHarvest: { hexes: 3, incomeFactor: 1.5, source: 'R §6.11; interpretation P-84' },
  plague: { hexes: 3, incomeFactor: 0.5, source: 'R §6.11; interpretation P-84' },
  // Sample factors, not published ones: the rulebook names vermin and "Krankheiten & Plagen" as negative events (P-234).
  vermin: { hexes: 3, incomeFactor: 0.5, source: 'R §6.11; sample, interpretation P-234' },
  disease: { hexes: 3, incomeFactor: 0.5, source: 'R §6.11; sample, interpretation P-234' },
} as const;
