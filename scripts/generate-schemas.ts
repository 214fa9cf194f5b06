import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cccSchemas } from '../src/games/ccc-land-combat/schemas.js';
import { phoenixSchemas } from '../src/games/phoenix/schemas.js';

/** Writes the JSON Schemas generated from the validators to docs/phoenix/schemas/. */
const folder = join(import.meta.dirname, '..', 'docs', 'phoenix', 'schemas');
mkdirSync(folder, { recursive: true });
for (const [name, schema] of Object.entries(phoenixSchemas())) {
  writeFileSync(join(folder, `${name}.schema.json`), `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`docs/phoenix/schemas/${name}.schema.json`);
}

/** And those of the CCC land combat to docs/ccc-land-combat/schemas/. */
const ccc = join(import.meta.dirname, '..', 'docs', 'ccc-land-combat', 'schemas');
mkdirSync(ccc, { recursive: true });
for (const [name, schema] of Object.entries(cccSchemas())) {
  writeFileSync(join(ccc, `${name}.schema.json`), `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`docs/ccc-land-combat/schemas/${name}.schema.json`);
}
