import type { Outcome, Pending, Phase } from '../state.js';
import { CHOICE, OUTCOME, PHASE, stands, tribeName } from './words.js';

/**
 * The German words of words.ts under their former names: play/ (lang.ts, labels.ts, text.ts)
 * imports them from here. The refusals themselves take every language from words.ts.
 */

/** A phase as the German refusals name it, after "in der …". */
export const PHASE_DE: Readonly<Record<Phase, string>> = PHASE.de;

/** What an open choice is about, as the German refusals name it. */
export const CHOICE_DE: Readonly<Record<Pending['kind'], string>> = CHOICE.de;

/** The players have … (gewonnen / verloren). */
export const OUTCOME_DE: Readonly<Record<Outcome, string>> = OUTCOME.de;

/** The tribe's German name, a plural ("die Hunnen"). */
export function tribeDe(tribe: number): string {
  return tribeName(tribe, 'de');
}

/** The verb "stehen" agreeing with a count: "1 Legion steht", "2 Legionen stehen". */
export function standDe(n: number): string {
  return stands(n, 'de');
}
