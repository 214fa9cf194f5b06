import { z } from 'zod';
import { DIRECTIONS } from '../../map/coords.js';
import { RANGED_MODES } from '../../data/ranged.js';
import { STRONGHOLD_LEVELS } from '../../data/structures.js';
import { TERRAIN_IDS } from '../../data/terrain.js';
import { RANGED_WEAPONS } from '../../data/units.js';
import { armySchema, characterSchema, count, hexSchema, sideSchema, wizardSchema } from '../schema.js';

/** The battle file of kind "ranged" (docs/phoenix/battle-files.md, "Ranged fire"). */

export const hexIdSchema = z.string().regex(/^\s*\d{3,4}\s*[/-]\s*\d{1,2}\s*$/, 'must be a hex as gf/kf, e.g. "503/22"').describe('a hex as gf/kf (tables.md §11)');
export const hexSideSchema = z.enum(DIRECTIONS).describe('a side of the hex: NW, NO, O, SO, SW, W');
export const weaponSchema = z.enum(RANGED_WEAPONS);

/** Melee-only fields of the shared army are left out: under fire they protect nothing (P-31). */
const rangedArmy = armySchema.omit({ advantages: true, support: true, cargoGold: true, specialIncome: true });

export const shooterArmySchema = rangedArmy.extend({
  hex: hexIdSchema.describe('where the army stands when it fires'),
  terrain: z.enum(TERRAIN_IDS).describe('terrain of that hex; its elevation decides the firing mode'),
});
export type ShooterArmy = z.infer<typeof shooterArmySchema>;

export const fireSchema = z.strictObject({
  army: z.number().int().describe('the shooting army'),
  weapon: weaponSchema,
  count: z.number().int().min(1).describe('how many of the army’s weapons of that kind fire in this group'),
  mode: z.enum(RANGED_MODES).describe('Table 8 column: near, high (1 hex), far, farHigh (2 hexes); light weapons near only'),
  target: z.strictObject({
    hex: hexIdSchema,
    wall: hexSideSchema.optional().describe('aim at the wall on this side of the hex instead of its troops/stronghold'),
  }),
  overWall: hexSideSchema.optional().describe('the shot passes the target hex’s wall on this side (counts as +1 elevation, R §5.1)'),
});
export type FireGroup = z.infer<typeof fireSchema>;

export const bannedSchema = z
  .strictObject({ K: count.optional(), P: count.optional(), R: count.optional(), S: count.optional(), LKP: count.optional(), SKP: count.optional(), LKS: count.optional(), SKS: count.optional() })
  .describe('units banned this month (R §1.4.3): fire does not hit them');
export type BannedInput = z.infer<typeof bannedSchema>;

export const damagedWeaponSchema = z.strictObject({
  weapon: weaponSchema,
  bp: z.number().positive().describe('current BP of one weapon already damaged this month'),
});

export const targetArmySchema = rangedArmy.extend({
  banned: bannedSchema.optional(),
  loadedShips: count.optional().describe('fleets: how many of the unbanned ships (S) carry cargo or troops; empty ships sink first'),
  damaged: z.array(damagedWeaponSchema).optional().describe('weapons of this army already damaged this month'),
});
export type TargetArmy = z.infer<typeof targetArmySchema>;

export const wallSchema = z.strictObject({
  side: hexSideSchema,
  bp: count.optional().describe('current BP; full (100) when left out'),
});
export type WallInput = z.infer<typeof wallSchema>;

export const rangedStrongholdSchema = z.strictObject({
  level: z.enum(STRONGHOLD_LEVELS).describe('the level it has now, or for a site under construction the level being built'),
  bp: count.optional().describe('current build points; full when left out (required for a site under construction)'),
  owner: z.string().min(1).describe('the realm that owns it'),
  underConstruction: z.boolean().optional().describe('a site being built or extended: counts as its last completed level and is not destroyed below 500 BP (P-8)'),
});
export type RangedStronghold = z.infer<typeof rangedStrongholdSchema>;

export const targetHexSchema = hexSchema.extend(sideSchema.pick({ realm: true, standardTerrain: true, characters: true, wizards: true }).shape).extend({
  hex: hexIdSchema,
  realm: z.string().min(1).describe('the realm whose troops, walls or stronghold are fired on'),
  stronghold: rangedStrongholdSchema.optional(),
  walls: z.array(wallSchema).optional(),
  armies: z.array(targetArmySchema).optional(),
  characters: z.array(characterSchema).optional(),
  wizards: z.array(wizardSchema).optional(),
});
export type TargetHex = z.infer<typeof targetHexSchema>;

export const rangedFileSchema = z.strictObject({
  $schema: z.string().optional(),
  kind: z.literal('ranged'),
  description: z.string().optional(),
  shooter: z.strictObject({
    realm: z.string().min(1),
    armies: z.array(shooterArmySchema).min(1),
  }),
  fire: z.array(fireSchema).min(1).describe('weapon groups, each aimed at one target'),
  targets: z.array(targetHexSchema).min(1).describe('the hexes fired on'),
});
export type RangedFile = z.infer<typeof rangedFileSchema>;
