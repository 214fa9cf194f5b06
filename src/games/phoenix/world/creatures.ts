import type { Army, Character, Wizard } from './schema.js';

/**
 * Creatures and supernatural beings (R §6.3.2; P-235): a realm's creatures are numbered 4xx. A magical
 * one is a wizard record with `creature` (it casts, duels and moves as a wizard of its class), a martial
 * one an army 4xx with `creature` (it moves and fights as its kind). Others see only the number and
 * whether it is magical or martial, never its name, strength or abilities.
 */
export const CREATURE_NUMBERS = [400, 499] as const;

/** How a figure shows on another realm's map: a magical creature only as such. */
export function publicFigureOf(figure: Character | Wizard): { id: string; name: string; realm: string; at: string; kind: 'character' | 'wizard' | 'creature'; creature?: 'magical'; prisonerOf?: string } {
  const creature = 'rank' in figure ? undefined : figure.creature;
  const base = creature === undefined
    ? { id: figure.id, name: figure.name, kind: 'rank' in figure ? ('character' as const) : ('wizard' as const) }
    : { id: `${figure.realm}-${creature.number}`, name: String(creature.number), kind: 'creature' as const, creature: 'magical' as const };
  return { ...base, realm: figure.realm, at: figure.at, ...(figure.prisonerOf === undefined ? {} : { prisonerOf: figure.prisonerOf }) };
}

/** How an army shows to another realm: a guard like any other army (R §6.8; P-29), a martial creature marked as such. */
export function publicArmyOf(army: Army): { realm: string; number: number; kind: Army['kind']; at: string; creature?: 'martial' } {
  return { realm: army.realm, number: army.number, kind: army.kind, at: army.at, ...(army.creature === undefined ? {} : { creature: 'martial' as const }) };
}

/** The factor a creature's ability puts on the RP a banishment of its wizard takes (the Banshee's 2, R §6.3.2). */
export function banishFactorOf(wizard: Wizard): number {
  return wizard.creature?.abilities?.banishRpFactor ?? 1;
}
