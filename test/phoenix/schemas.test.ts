import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phoenixSchemas } from '../../src/games/phoenix/schemas.js';

describe('generated JSON Schemas in docs/phoenix/schemas', () => {
  const schemas = phoenixSchemas();

  it('include the rules-options file and every battle kind', () => {
    expect(Object.keys(schemas)).toContain('rules-options');
  });

  for (const [name, schema] of Object.entries(schemas)) {
    it(`${name}.schema.json is up to date (npm run schemas)`, () => {
      const file = join(import.meta.dirname, '..', '..', 'docs', 'phoenix', 'schemas', `${name}.schema.json`);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(schema);
    });
  }
});
