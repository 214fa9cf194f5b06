import { TRIBE_INFO, type TribeInfo } from '../data/tribes.js';
import type { Outcome, Pending, Phase } from '../state.js';

/** German words of the refusals (Said.de): phases, open choices, outcomes and tribes. */

/** A phase as the German refusals name it, after "in der …". */
export const PHASE_DE: Readonly<Record<Phase, string>> = {
  actions: 'Aktionsphase',
  draw: 'Ziehphase',
  invade: 'Invasionsphase',
  over: 'Phase nach Spielende',
};

/** What an open choice is about, as the German refusals name it. */
export const CHOICE_DE: Readonly<Record<Pending['kind'], string>> = {
  remove: 'Entfernen von Barbaren',
  discard: 'Abwerfen',
  'put-back': 'Zurücklegen',
  reorder: 'Umordnen',
  'second-revolt': 'zweiter Aufstand',
};

/** The players have … (gewonnen / verloren). */
export const OUTCOME_DE: Readonly<Record<Outcome, string>> = { won: 'gewonnen', lost: 'verloren' };

/** The tribe's German name, a plural ("die Hunnen"). */
export function tribeDe(tribe: number): string {
  return (TRIBE_INFO[tribe] as TribeInfo).nameDe;
}

/** The verb "stehen" agreeing with a count: "1 Legion steht", "2 Legionen stehen". */
export function standDe(n: number): string {
  return n === 1 ? 'steht' : 'stehen';
}
