import { z } from 'zod';
import type { Problem } from '../../../kernel/problems.js';
import { SITUATIONAL_ADVANTAGES } from '../data/combat.js';
import { CHARACTER_RANK_IDS, WIZARD_CLASS_IDS } from '../data/figures.js';
import { STRONGHOLD_LEVELS } from '../data/structures.js';
import { STANDARD_TERRAINS, TERRAIN_IDS } from '../data/terrain.js';
import { ARMY_KINDS, ARMY_KIND_IDS, type ArmyKind, type UnitCode } from '../data/units.js';

/** Shared pieces of the battle files (docs/phoenix/battle-files.md). */

export const count = z.number().int().min(0);
/** GP and ZKP of a figure; bounded (the highest rank's maximum is far below) so that a hostile file cannot make a duel run for ever (issue 18). */
export const MAX_FIGURE_GP = 10_000;
const gp = z.number().min(0).max(MAX_FIGURE_GP).multipleOf(0.1);

export const armySchema = z.strictObject({
  id: z.number().int().describe('Army number; its range gives the kind (R §1.8): 101–199 warriors, 201–299 riders, 301–399 fleets'),
  kind: z.enum(ARMY_KIND_IDS),
  K: count.optional().describe('warriors'),
  P: count.optional().describe('mounts led by warriors'),
  R: count.optional().describe('riders'),
  S: count.optional().describe('ships'),
  HF: count.describe('commanders (Heerführer)'),
  LKP: count.optional().describe('light catapults'),
  SKP: count.optional().describe('heavy catapults'),
  LKS: count.optional().describe('light war ships'),
  SKS: count.optional().describe('heavy war ships'),
  guard: z.boolean().optional().describe('guard army or guard fleet (R §6.8)'),
  support: count.optional().describe('adjacent conquest-capable armies supporting this attacked army, one per hex (R §5.5.1)'),
  advantages: z.array(z.enum(SITUATIONAL_ADVANTAGES)).optional().describe('situational GP advantages (Table 4)'),
  cargoGold: count.optional().describe('gold carried as cargo (GS)'),
  specialIncome: count.optional().describe('combat income carried (GS, special income R §3.2.3)'),
});
export type ArmyInput = z.infer<typeof armySchema>;

export const characterSchema = z.strictObject({
  name: z.string().min(1),
  rank: z.enum(CHARACTER_RANK_IDS),
  gp: gp.describe('current GP, tenths allowed (R §1.9.1)'),
  maxGp: gp.optional(),
  knight: z.boolean().optional().describe('member of the knights’ order (R §5.2)'),
  army: z.number().int().optional().describe('the army it accompanies, if any'),
});
export type CharacterInput = z.infer<typeof characterSchema>;

export const wizardSchema = z.strictObject({
  name: z.string().min(1),
  gp: gp.describe('GP value: the maximum of its ZKP'),
  zkp: count.describe('current ZKP (Zauberkraftpunkte)'),
  class: z.enum(WIZARD_CLASS_IDS).optional().describe('A–F; derived from GP when left out'),
  character: z.boolean().optional().describe('a character wizard (CZx) rather than a Noname wizard'),
  army: z.number().int().optional(),
});
export type WizardInput = z.infer<typeof wizardSchema>;

export const hexSchema = z.strictObject({
  terrain: z.enum(TERRAIN_IDS),
  stronghold: z
    .strictObject({
      level: z.enum(STRONGHOLD_LEVELS),
      bp: count.optional().describe('current build points; full when left out'),
      owner: z.string().min(1).describe('the realm that owns it'),
      neutralised: z.boolean().optional().describe('former allies who stood in it together fight: its defence GP count for no one (R §5.5.1; P-24)'),
    })
    .optional(),
});
export type HexInput = z.infer<typeof hexSchema>;

export const sideSchema = z.strictObject({
  realm: z.string().min(1),
  standardTerrain: z.enum(STANDARD_TERRAINS).optional().describe('the realm’s standard terrain group (R §5.5.2)'),
  pirate: z.boolean().optional(),
  armies: z.array(armySchema),
  characters: z.array(characterSchema).optional(),
  wizards: z.array(wizardSchema).optional(),
});
export type SideInput = z.infer<typeof sideSchema>;

const UNIT_FIELDS = ['K', 'P', 'R', 'S', 'HF', 'LKP', 'SKP', 'LKS', 'SKS'] as const satisfies readonly UnitCode[];

/** Number of `unit` in an army (0 when left out). */
export function unitsOf(army: ArmyInput, unit: (typeof UNIT_FIELDS)[number]): number {
  return army[unit] ?? 0;
}

/**
 * Checks what a schema cannot: the number range of the kind, units the kind may hold, an army
 * with no commander, duplicate army numbers in one realm. `path` is the JSON path of the armies.
 */
export function armyProblems(armies: readonly ArmyInput[], path: string): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<number, number>();
  armies.forEach((army, index) => {
    const where = `${path}[${index}]`;
    const kind = ARMY_KINDS[army.kind];
    const [low, high] = kind.range;
    // Creatures are numbered 4xx whatever their kind (R §6.3.2; P-235).
    if ((army.id < low || army.id > high) && (army.id < 400 || army.id > 499)) {
      problems.push({ code: 'army-number', message: `army number ${army.id} is outside the ${army.kind} range ${low}–${high} (R §1.8)`, where: `${where}.id` });
    }
    const earlier = seen.get(army.id);
    if (earlier !== undefined) {
      problems.push({ code: 'duplicate-army', message: `army number ${army.id} is used twice (also at ${path}[${earlier}])`, where: `${where}.id` });
    } else seen.set(army.id, index);
    for (const unit of UNIT_FIELDS) {
      if (unitsOf(army, unit) > 0 && !(kind.units as readonly string[]).includes(unit)) {
        problems.push({ code: 'unit-not-in-kind', message: `a ${army.kind} army cannot hold ${unit} (R §1.8)`, where: `${where}.${unit}` });
      }
    }
    if (army.HF < 1) problems.push({ code: 'no-commander', message: 'an army needs at least one commander (HF) (R §1.8)', where: `${where}.HF` });
    if (army.kind === 'warriors' && unitsOf(army, 'P') > unitsOf(army, 'K')) {
      problems.push({ code: 'mounts-unled', message: `${unitsOf(army, 'P')} mounts but only ${unitsOf(army, 'K')} warriors to lead them (R §1.1.2)`, where: `${where}.P` });
    }
  });
  return problems;
}

export function armyKindOfNumber(id: number): ArmyKind | undefined {
  return ARMY_KIND_IDS.find((kind) => id >= ARMY_KINDS[kind].range[0] && id <= ARMY_KINDS[kind].range[1]);
}
