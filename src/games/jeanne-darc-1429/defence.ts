import type { JdaRules } from './rules.js';
import type { Defence } from './state.js';

/** Combat points of a city's defence; page 4: the same values hold against an uprising or plunder. */
export function defenceValue(defence: Defence, rules: JdaRules): number {
  return rules.defence[defence];
}
