import { z } from 'zod';
import { BATTLE_KINDS } from './combat/kinds.js';
import { rulesOptionsSchema } from './options.js';
import { bookingsSchema } from './gm/schema.js';
import { turnSchema } from './orders/json.js';
import { worldSchema } from './world/schema.js';

/** JSON Schemas of Phoenix's input files, generated from the validators that check them. */
export function phoenixSchemas(): Record<string, unknown> {
  const schemas: Record<string, unknown> = {
    'rules-options': z.toJSONSchema(rulesOptionsSchema, { target: 'draft-2020-12' }),
    world: z.toJSONSchema(worldSchema, { target: 'draft-2020-12', io: 'input' }),
    orders: z.toJSONSchema(turnSchema, { target: 'draft-2020-12', io: 'input' }),
    bookings: z.toJSONSchema(bookingsSchema, { target: 'draft-2020-12', io: 'input' }),
  };
  for (const kind of BATTLE_KINDS) {
    schemas[`battle-${kind.kind}`] = z.toJSONSchema(kind.schema, { target: 'draft-2020-12', io: 'input' });
  }
  return schemas;
}
