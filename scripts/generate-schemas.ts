import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { phoenixSchemas } from '../src/games/phoenix/schemas.js';

/** Writes the JSON Schemas generated from the validators to docs/phoenix/schemas/. */
const folder = join(import.meta.dirname, '..', 'docs', 'phoenix', 'schemas');
mkdirSync(folder, { recursive: true });
for (const [name, schema] of Object.entries(phoenixSchemas())) {
  writeFileSync(join(folder, `${name}.schema.json`), `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`docs/phoenix/schemas/${name}.schema.json`);
}
