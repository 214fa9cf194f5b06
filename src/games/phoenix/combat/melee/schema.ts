import { z } from 'zod';
import { hexSchema, sideSchema } from '../schema.js';

/** A melee battle file (docs/phoenix/battle-files.md, "Melee"). */
export const meleeFileSchema = z.strictObject({
  $schema: z.string().optional(),
  kind: z.literal('melee'),
  description: z.string().optional(),
  hex: hexSchema,
  attacker: sideSchema.describe('the side that moves into the hex'),
  defenders: z.array(sideSchema).min(1).describe('the defending parties, one per realm (R §5.5 second paragraph)'),
  withoutDice: z.literal(true).optional().describe('both W20 count 0, as in the rulebook example (interpretation P-2)'),
});

export type MeleeFile = z.infer<typeof meleeFileSchema>;
