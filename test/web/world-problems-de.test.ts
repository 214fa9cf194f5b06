import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WORLD_PROBLEMS_DE } from '../../web/src/phoenix/worldProblemsDe.js';

const FOLDER = new URL('../../src/games/phoenix/world/', import.meta.url);

describe('German texts of the world check (issue 19: a German page has no English refusal)', () => {
  it('has a German sentence for every code the world check reports', () => {
    const codes = new Set<string>();
    for (const file of readdirSync(FOLDER).filter((f) => f.endsWith('.ts'))) {
      for (const match of readFileSync(new URL(file, FOLDER), 'utf8').matchAll(/report\([^,]+, '([a-z-]+)'/g)) codes.add(match[1] as string);
    }
    expect(codes.size).toBeGreaterThan(60);
    expect([...codes].filter((code) => WORLD_PROBLEMS_DE[code] === undefined)).toEqual([]);
  });
});
