import type { DiceSource } from '../../../../kernel/dice.js';
import { t, type Text } from '../../reports/text.js';
import type { PhoenixRules } from '../../rules.js';

/** The eight months of the Phoenix year (R §3). */
export const MONTH_NAMES = ['Hawar', 'Rim', 'Naliv', 'Larn', 'Hel', 'Jawan', 'Lud', 'Agul'] as const;

/** Month of the year, 1–8, of a turn counted from the first Hawar. */
export function monthOfYear(turn: number, rules: PhoenixRules): number {
  return ((turn - 1) % rules.tables.calendar.monthsPerYear) + 1;
}

export function yearOf(turn: number, rules: PhoenixRules): number {
  return Math.ceil(turn / rules.tables.calendar.monthsPerYear);
}

export function monthName(turn: number, rules: PhoenixRules): string {
  return MONTH_NAMES[(monthOfYear(turn, rules) - 1) % MONTH_NAMES.length] as string;
}

/** A month as players read it: "Monat 10 (Rim, Jahr 2)". */
export function monthText(turn: number, rules: PhoenixRules): Text {
  const name = monthName(turn, rules);
  const year = yearOf(turn, rules);
  return t(`Monat ${turn} (${name}, Jahr ${year})`, `month ${turn} (${name}, year ${year})`);
}

export function isArmamentMonth(turn: number, rules: PhoenixRules): boolean {
  return rules.tables.calendar.armamentMonths.includes(monthOfYear(turn, rules));
}

export function isIncomeMonth(turn: number, rules: PhoenixRules): boolean {
  return rules.tables.calendar.incomeMonths.includes(monthOfYear(turn, rules));
}

/**
 * A fair draw of 0 … n−1 from recorded W% rolls: the rolls are read as base-100 digits and a
 * result in the incomplete top range is rolled again, so every roll stays in the record.
 */
export function drawIndex(dice: DiceSource, n: number, purpose: string): number {
  if (n <= 1) return 0;
  let range = 1;
  while (range < n) range *= 100;
  const limit = range - (range % n);
  for (;;) {
    let value = 0;
    for (let r = 1; r < range; r *= 100) value = value * 100 + (dice.roll('W%', purpose) - 1);
    if (value < limit) return value % n;
  }
}
