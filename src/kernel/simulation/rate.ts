/** A win rate over games with its 95 % Wilson score interval, rounded to millionths (stable output). */
export interface WinRate {
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
  readonly low: number;
  readonly high: number;
}

const Z = 1.959964;
const round = (x: number) => Math.round(x * 1e6) / 1e6;

export function winRate(wins: number, games: number): WinRate {
  if (games === 0) return { games, wins, winRate: 0, low: 0, high: 0 };
  const p = wins / games;
  const denominator = 1 + (Z * Z) / games;
  const centre = (p + (Z * Z) / (2 * games)) / denominator;
  const half = (Z * Math.sqrt((p * (1 - p)) / games + (Z * Z) / (4 * games * games))) / denominator;
  return { games, wins, winRate: round(p), low: round(Math.max(0, centre - half)), high: round(Math.min(1, centre + half)) };
}

/** `numerator` over `denominator` (whole numbers, denominator > 0) rounded half up to a whole number, without a float in between. */
const halfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

/** `count` of `total` in per cent with one decimal, rounded half up in whole tenths from the counts ("4.4 %" for 87 of 2000, where 4.35 as a float would print 4.3). */
export function percent(count: number, total: number): string {
  if (total === 0) return '0.0 %';
  const tenths = halfUp(count * 1000, total);
  return `${Math.floor(tenths / 10)}.${tenths % 10} %`;
}

/** The mean of whole numbers (`total` over `count`), half up in whole hundredths from the integers: 23 over 40 is 0.58, where the float 0.575 rounds to 0.57. */
export function meanHundredths(total: number, count: number): number {
  if (count === 0) return 0;
  return halfUp(total * 100, count) / 100;
}

/** An interval bound (a real number, not a ratio of counts) in per cent with one decimal. */
export function boundPercent(x: number): string {
  return `${(x * 100).toFixed(1)} %`;
}
