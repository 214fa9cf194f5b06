import { TRIBE_INFO, type TribeInfo } from '../data/tribes.js';
import type { Outcome, Pending, Phase } from '../state.js';

/** The words of the refusals (Said): German phases, open choices, outcomes and tribes, and counts in both languages. */

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

/** "1 Legion", "2 legions": a count with the noun in the number it takes, in either language. */
export function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The verb "stehen" agreeing with a count: "1 Legion steht", "2 Legionen stehen". */
export function standDe(n: number): string {
  return n === 1 ? 'steht' : 'stehen';
}
