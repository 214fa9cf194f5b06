import { z } from 'zod';
import { generateWorld, MAX_REALMS } from '../../games/phoenix/map/generate/world.js';
import { parseWorld } from '../../games/phoenix/world/load.js';
import type { World } from '../../games/phoenix/world/schema.js';
import { GM_SEAT } from '../auth/caller.js';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/errors.js';
import { route } from '../http/route.js';
import { createdMatchSchema, seedSchema, titleSchema } from '../http/schemas.js';
import { createdAnswer } from '../matches/links.js';
import { freshSeed } from '../matches/seed.js';

export const PHOENIX = 'phoenix';

export const createPhoenixBody = z
  .strictObject({
    title: titleSchema,
    /** An uploaded world file (JSON), checked as `arbiter phoenix world check` does. */
    world: z.unknown().optional(),
    /** Or a generated Erkenfara. */
    generate: z.strictObject({ seed: seedSchema, realms: z.int().min(1).max(MAX_REALMS), armies: z.boolean().default(true) }).optional(),
    /** The seed of the generator's dice for every month; unknown to everyone when left out. */
    seed: seedSchema.optional(),
    deadline: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((body) => (body.world === undefined) !== (body.generate === undefined), { error: 'give either "world" or "generate", not both or neither' });

/** A Phoenix match: its realms are the seats, the world is month 1's state. */
export function createPhoenixRoute(context: ServerContext) {
  return route({
    method: 'POST',
    url: '/api/phoenix/matches',
      rateLimited: true,
    summary: 'Create a Phoenix match from an uploaded world file or a generated world; the caller becomes its game master',
    tag: 'phoenix',
    access: 'creator',
    body: createPhoenixBody,
    response: createdMatchSchema,
    handler: async ({ body }) => {
      const world: World = body.generate === undefined ? parseWorld(body.world, 'world').world : generateWorld(body.generate);
      if (world.realms.length === 0) throw new ApiError(400, 'no-realms', 'the world has no realms to play');
      const created = await context.store.createMatch({
        game: PHOENIX,
        title: body.title,
        options: { rules: 'default' },
        seed: body.seed ?? freshSeed(),
        seats: world.realms.map((realm) => realm.id),
        gmSeat: GM_SEAT,
        firstPeriod: { state: world, deadline: body.deadline ?? null },
      });
      return createdAnswer(context.publicUrl(), created);
    },
  });
}
