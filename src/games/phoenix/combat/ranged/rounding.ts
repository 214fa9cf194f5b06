import type { Interpretations } from '../../rules.js';

/** Guards whole-unit rounding against binary fractions (0.3 / 0.1 = 2.9999999999999996). */
const EPSILON = 1e-9;

/**
 * Whole units lost out of `exact` (P-35): to the nearest unit (half up), or as P-3 does in melee,
 * survivors rounded down (losses up). Never more than `available`.
 */
export function unitsLost(exact: number, available: number, mode: Interpretations['rangedUnitRounding']): number {
  const lost = mode === 'nearest' ? Math.floor(exact + 0.5 + EPSILON) : Math.ceil(exact - EPSILON);
  return Math.min(available, Math.max(0, lost));
}

/** Structures keep whole build points: a loss is rounded to the nearest BP (P-35). */
export function wholeBp(exact: number): number {
  return Math.floor(exact + 0.5 + EPSILON);
}

/** Whether `a` reaches `b`, allowing for binary fractions. */
export function atLeast(a: number, b: number): boolean {
  return a >= b - EPSILON;
}

/** A figure for the "how" of a report step, the same in both languages: at most two decimals, no grouping. */
export function plain(value: number): string {
  return String(Math.round(value * 100) / 100);
}
