import { z } from 'zod';
import { characterSchema, wizardSchema } from '../schema.js';

/**
 * Battle files of character combat, knights' combat, wizard duel and rearguard fight (R §5.2–5.4);
 * described field by field in docs/phoenix/battle-files.md, "Character combat / duel".
 */

const hexId = z.string().min(1).describe('a hex (Gemark), e.g. "0412"');

/** A secular character; the rearguard flags say what it did before the melee (errata 43, §5.2). */
export const fighterCharacterSchema = characterSchema.extend({
  foughtBefore: z.boolean().optional().describe('rearguard: fought a character combat or duel before the melee (errata 43)'),
  knightsCombat: z.boolean().optional().describe('rearguard: fought a knights’ combat before the melee (§5.2, §5.4)'),
});
export type FighterCharacterInput = z.infer<typeof fighterCharacterSchema>;

/** A wizard with where it stands (for neutralisation, §1.3) and, for allies, its own realm. */
export const fighterWizardSchema = wizardSchema.extend({
  hex: hexId.optional().describe('its hex when it differs from the file’s hex (duels reach neighbouring hexes)'),
  realm: z.string().min(1).optional().describe('an allied realm on this side; the side’s realm when left out'),
  foughtBefore: z.boolean().optional().describe('rearguard: fought a duel before the melee (errata 43)'),
});
export type FighterWizardInput = z.infer<typeof fighterWizardSchema>;

/** Who fights whom, in the order the choices were made (§5.3: the attacker's choices come first). */
export const assignmentSchema = z.strictObject({
  fighter: z.string().min(1).describe('an attacker, or a defender nobody attacks'),
  opponent: z.string().min(1).describe('the figure it strikes'),
});
export type AssignmentInput = z.infer<typeof assignmentSchema>;

const header = {
  $schema: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  hex: hexId.optional(),
};

const characterSide = z.strictObject({ realm: z.string().min(1), characters: z.array(fighterCharacterSchema).min(1) });
const wizardSide = z.strictObject({ realm: z.string().min(1), wizards: z.array(fighterWizardSchema).min(1) });

export const characterCombatFileSchema = z.strictObject({
  kind: z.literal('character-combat'),
  ...header,
  attacker: characterSide,
  defender: characterSide,
  pairings: z.array(assignmentSchema).optional().describe('explicit choices; a default assignment (P-40) when left out'),
});
export type CharacterCombatFile = z.infer<typeof characterCombatFileSchema>;

export const duelFileSchema = z.strictObject({
  kind: z.literal('duel'),
  ...header,
  attacker: wizardSide,
  defender: wizardSide,
  pairings: z.array(assignmentSchema).optional(),
});
export type DuelFile = z.infer<typeof duelFileSchema>;

export const rearguardFileSchema = z.strictObject({
  kind: z.literal('rearguard'),
  ...header,
  winner: z.strictObject({ realm: z.string().min(1), characters: z.array(fighterCharacterSchema) }).describe('the side that won the melee'),
  loser: z.strictObject({
    realm: z.string().min(1),
    characters: z.array(fighterCharacterSchema).optional(),
    wizards: z.array(fighterWizardSchema).optional(),
  }),
  joining: z.array(z.string().min(1)).optional().describe('winning characters who take part; all who may when left out'),
  pairings: z.array(assignmentSchema).optional().describe('the winners’ choices (they have the initiative)'),
  retreatHexes: z.array(hexId).describe('adjacent hexes free of enemy troops (may be empty)'),
});
export type RearguardFile = z.infer<typeof rearguardFileSchema>;
