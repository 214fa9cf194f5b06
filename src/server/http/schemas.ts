import { z } from 'zod';

/** Schemas shared by several endpoints. */

export const problemSchema = z.object({ code: z.string(), message: z.string(), where: z.string().optional(), texts: z.record(z.string(), z.string()).optional(), severity: z.literal('warning').optional() });

export const errorSchema = z.object({
  error: z.object({ status: z.int(), code: z.string(), message: z.string(), problems: z.array(problemSchema).optional() }),
});

export const matchIdParams = z.strictObject({ matchId: z.uuid({ error: 'must be a match id (a UUID)' }) });

export const seatName = z.string().min(1).max(64);

export const matchSchema = z.object({
  id: z.string(),
  game: z.string(),
  title: z.string(),
  status: z.enum(['open', 'running', 'paused', 'finished']),
  currentPeriod: z.int().nullable(),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const seatSchema = z.object({
  seat: z.string(),
  /** The seat's name where the match holds it (a realm's name, in a game played in periods). */
  name: z.string().optional(),
  joined: z.boolean(),
  inviteOpen: z.boolean(),
  bot: z.string().nullable(),
});

export const invitedSeatSchema = z.object({ seat: z.string(), name: z.string().optional(), invite: z.string(), link: z.string() });

export const createdMatchSchema = z.object({
  match: matchSchema,
  gmToken: z.string(),
  gmLink: z.string(),
  seats: z.array(invitedSeatSchema),
});

export const titleSchema = z.string().trim().min(1, { error: 'must not be empty' }).max(120);
export const seedSchema = z.int().min(0).max(Number.MAX_SAFE_INTEGER);
