import { z } from 'zod';
import { POWERS } from '../powers.js';

const id = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a lower-case id: letters, digits and hyphens');
const names = z.strictObject({ nl: z.string().min(1), de: z.string().min(1), en: z.string().min(1) });

/** Every data file says where its contents come from and whether they are a stand-in for the published game. */
const provenance = {
  $schema: z.string().optional(),
  title: z.string().min(1),
  source: z.string().min(1),
  sample: z.boolean(),
};

export const boardSchema = z.strictObject({
  ...provenance,
  provinces: z
    .array(
      z.strictObject({
        id,
        name: z.string().min(1),
        ileDeFrance: z.boolean().optional(),
        cities: z.array(id).min(1).max(3),
      }),
    )
    .min(1),
  cities: z
    .array(z.strictObject({ id, name: z.string().min(1), terrain: z.enum(['plains', 'mountains']), port: z.boolean() }))
    .min(1),
  roads: z.array(z.tuple([id, id])),
  powers: z.array(z.strictObject({ id: z.enum(POWERS), names, startingCities: z.array(id).min(1) })).length(POWERS.length),
});

const siegeCard = z.strictObject({ id, kind: z.literal('siege'), value: z.int().min(3).max(6), count: z.int().min(1) });
const powerCard = z.strictObject({
  id,
  kind: z.literal('power'),
  power: z.enum(['retreat', 'traitor', 'ambassador', 'double', 'uprising']),
  count: z.int().min(1),
});

export const combatCardsSchema = z.strictObject({
  ...provenance,
  cards: z.array(z.discriminatedUnion('kind', [siegeCard, powerCard])).min(1),
});

export const heroesSchema = z.strictObject({
  ...provenance,
  heroes: z
    .array(z.strictObject({ id, name: z.string().min(1), power: z.enum(POWERS), bonus: z.int().min(0) }))
    .length(POWERS.length),
});

export const eventsSchema = z.strictObject({
  ...provenance,
  events: z
    .array(z.strictObject({ id, names, markers: z.int().min(1), oncePerGame: z.boolean() }))
    .length(11),
});

const interventionRow = z.strictObject({
  roll: z.int().min(1).max(6),
  interventions: z.int().min(0),
  rollAgain: z.boolean(),
});

export const interventionSchema = z.strictObject({
  ...provenance,
  foreignCombatBase: z.int().min(0),
  tables: z.strictObject({ war: z.array(interventionRow).length(6), peace: z.array(interventionRow).length(6) }),
});

export type Board = z.infer<typeof boardSchema>;
export type CombatCards = z.infer<typeof combatCardsSchema>;
export type Heroes = z.infer<typeof heroesSchema>;
export type Events = z.infer<typeof eventsSchema>;
export type InterventionTable = z.infer<typeof interventionSchema>;
