/**
 * Figures the rules compute but never round (the size factor, GP(schnitt), GPF(diff), losses in HS
 * before survivors are counted, shares) are shown to 4 decimals, the most the §5.5 example prints
 * (GPF(diff) −0,6121). The resolution keeps them whole; only results and reports show them so (P-115).
 */
export const SHOWN_DECIMALS = 4;
const SCALE = 10 ** SHOWN_DECIMALS;

/** `value` in whole ten-thousandths: one quotient of integers, so it prints with at most 4 decimals (never −0). */
export function shown(value: number): number {
  return Math.round(value * SCALE) / SCALE + 0;
}
