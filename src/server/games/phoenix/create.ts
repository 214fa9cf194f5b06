import { z } from 'zod';
import { DEFAULT_ACCESS_TABLES, TERRAIN_IDS, generateSchema, generateWorld, importMapAccess, type World } from '../../../games/phoenix/index.js';
import { GM_SEAT } from '../../auth/caller.js';
import type { ServerContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { createdMatchSchema, seedSchema, titleSchema } from '../../http/schemas.js';
import { createdAnswer } from '../../matches/links.js';
import { freshSeed } from '../../matches/seed.js';
import { PHOENIX } from './common.js';
import { decodeDatabase, SOURCE } from './map-import-route.js';

export const createPhoenixBody = z
  .strictObject({
    title: titleSchema,
    /** An uploaded world file (JSON), checked as `arbiter phoenix world check` does. */
    world: z.unknown().optional(),
    /** Or a generated Erkenfara. */
    generate: generateSchema.optional(),
    /** Or the community's Access map database (.mdb base64, table `Karte`): its map and realms, no armies yet (P-260). */
    map: z.strictObject({ file: z.string().min(1), table: z.string().trim().min(1).max(64).optional(), fill: z.enum(TERRAIN_IDS).optional() }).optional(),
    /** The seed of the generator's dice for every month; unknown to everyone when left out. */
    seed: seedSchema.optional(),
    deadline: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((body) => [body.world, body.generate, body.map].filter((v) => v !== undefined).length === 1, { error: 'give either "world" or "generate" (or "map", the Access database): exactly one' });

/** A Phoenix match: its realms are the seats, the world is month 1's state. */
export function createPhoenixRoute(context: ServerContext) {
  return route({
    method: 'POST',
    url: '/api/phoenix/matches',
      rateLimited: true,
    summary: "Create a Phoenix match from an uploaded world file, a generated world or the community's Access map database; the caller becomes its game master",
    tag: 'phoenix',
    access: 'creator',
    body: createPhoenixBody,
    response: createdMatchSchema,
    handler: async ({ body }) => {
      // An uploaded world is read on a worker thread: a large one takes a second or more (issue 47).
      const world =
        body.generate !== undefined
          ? generateWorld(body.generate)
          : body.map !== undefined
            ? importMapAccess(decodeDatabase(body.map.file), SOURCE, { name: body.title, ...(body.map.fill === undefined ? {} : { fill: body.map.fill }) }, { ...DEFAULT_ACCESS_TABLES, map: body.map.table ?? DEFAULT_ACCESS_TABLES.map }).world
            : ((await context.work.run({ kind: 'read-state', game: PHOENIX, data: body.world, where: 'world' })) as World);
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
      return createdAnswer(context.publicUrl(), created, new Map(world.realms.map((r) => [r.id, r.name])));
    },
  });
}
