/**
 * Banishing (R §1.4.3, table "Kosten an Kraftaufwand … und Maximalwirkung"; tables.md §9): RP a
 * wizard banishes per ZKP spent, at one or two hexes' distance, and the most ZKP the table lists.
 * The table's rows (1,000 RP for 2 ZKP … 50,000 RP for 100 ZKP at one hex; half the RP at two)
 * are one rate each: 500 and 250 RP per ZKP.
 */
export const BANISHING = {
  rpPerZkp: { 1: 500, 2: 250, source: 'R §1.4.3 (1,000 RP for 2 ZKP at one hex, 500 RP at two)' },
  maxZkp: 100,
  source: 'R §1.4.3; tables.md §9',
} as const;
