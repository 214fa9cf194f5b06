import { z } from 'zod';
import { combatFileSchema } from './combat-file.js';
import { tablesSchema } from './data/tables.js';
import { rulesOptionsSchema } from './state.js';

/** JSON Schemas of the CCC files, generated from their validators (docs/ccc-land-combat/schemas/). */
export function cccSchemas(): Record<string, unknown> {
  return {
    'combat-file': z.toJSONSchema(combatFileSchema, { target: 'draft-2020-12', io: 'input' }),
    tables: z.toJSONSchema(tablesSchema, { target: 'draft-2020-12', io: 'input' }),
    'rules-options': z.toJSONSchema(rulesOptionsSchema, { target: 'draft-2020-12', io: 'input' }),
  };
}
