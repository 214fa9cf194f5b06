import { z } from 'zod';
import { PLACE_PATTERN } from '../world/schema.js';

/**
 * A bookings file: what the game masters enter after a meeting — the chariot race's placings and
 * the role-play groups' GP awards (docs/phoenix/gm-bookings.md). Arbiter checks them against the
 * rules and books them into the world file.
 */
export const BOOKINGS_FORMAT = 'arbiter-phoenix-bookings/1';

const id = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'must be the id of a character or wizard of the world, like "hugo"' });
const tenths = z.number().min(0).multipleOf(0.1, { error: 'GP are given in tenths at most, like 1.3 (R §7.1.1)' });

export const raceEntrantSchema = z.strictObject({
  figure: id,
  /** How far the driver came: the heats only, the semi-final, or the final (R §8). */
  reached: z.enum(['heat', 'semifinal', 'final']),
  place: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  died: z.boolean().optional(),
});

export const rolePlayMemberSchema = z.strictObject({ figure: id, gp: tenths, died: z.boolean().optional() });

const realmId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'must be a realm id, like "nordmark"' });
const placeText = z.string().regex(PLACE_PATTERN, { error: 'must be a place, like "503/22"' });

/** A coup (R §6.2; P-233): the rebel, its fiefs and the armies under it; it joins a realm or founds one. */
export const coupSchema = z.strictObject({
  rebel: id,
  fiefs: z.array(placeText).min(1).max(200),
  armies: z.array(z.int().min(1).max(999)).max(100).optional(),
  joins: realmId.optional(),
  found: z.strictObject({ id: realmId, name: z.string().min(1).max(60), colour: z.string().regex(/^#[0-9a-f]{6}$/, { error: 'must be a colour written #rrggbb in lower case' })  }).optional(),
});

export const bookingsSchema = z.strictObject({
  $schema: z.string().optional(),
  format: z.literal(BOOKINGS_FORMAT),
  /** The meeting (Treffen) the bookings belong to, e.g. "2026-06 Burg Waldeck". */
  meeting: z.string().min(1).max(80),
  race: z.strictObject({ entrants: z.array(raceEntrantSchema).min(1) }).optional(),
  rolePlay: z.strictObject({ groups: z.array(z.strictObject({ name: z.string().min(1).max(60), members: z.array(rolePlayMemberSchema).min(1) })).min(1) }).optional(),
  /** Trade cards the game masters hand out or take back (R §6.4.1; P-282): the bookkeeping only. */
  tradeCards: z.array(z.strictObject({ realm: realmId, card: z.string().trim().min(1).max(40), change: z.int().min(-1000).max(1000).refine((n) => n !== 0, { error: 'a booking changes the count: not 0' }), note: z.string().trim().min(1).max(200).optional() })).min(1).max(200).optional(),
  /** Coups declared before the month (R §6.2), booked before it is evaluated. */
  coups: z.array(coupSchema).min(1).max(20).optional(),
});

export type Bookings = z.output<typeof bookingsSchema>;
export type RaceEntrant = z.output<typeof raceEntrantSchema>;
