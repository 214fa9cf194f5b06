import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formatWorld } from '../../../src/games/phoenix/world/save.js';
import { worldSchema } from '../../../src/games/phoenix/world/schema.js';

/** Every object key the world schema allows, at any depth. */
function keysOf(schema: z.ZodType, into = new Set<string>()): Set<string> {
  const def = (schema as unknown as { def: Record<string, unknown> }).def;
  if (def.type === 'object') {
    for (const [key, child] of Object.entries((schema as z.ZodObject).shape)) {
      into.add(key);
      keysOf(child as z.ZodType, into);
    }
  } else if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') keysOf(def.innerType as z.ZodType, into);
  else if (def.type === 'array') keysOf(def.element as z.ZodType, into);
  else if (def.type === 'union') for (const option of def.options as z.ZodType[]) keysOf(option, into);
  else if (def.type === 'pipe') {
    keysOf(def.in as z.ZodType, into);
    keysOf(def.out as z.ZodType, into);
  }
  return into;
}

describe('world files: the writer keeps every field', () => {
  it('no key of the world schema is dropped when a world is saved (bonus strongholds, the pirate bonus, …)', () => {
    const keys = [...keysOf(worldSchema)];
    expect(keys.length).toBeGreaterThan(80);
    // Each key as a value of its own in one object: the writer's key list must name it to keep it.
    const probe = Object.fromEntries(keys.map((key) => [key, 1]));
    const written = JSON.parse(formatWorld({ format: 'f', name: 'n', source: 's', calendar: probe as never, realms: [], hexes: [], rivers: [], quays: [], walls: [], magicWalls: [], roads: [], bridges: [], strongholds: [], armies: [], characters: [], wizards: [] } as never)) as { calendar: Record<string, unknown> };
    const dropped = keys.filter((key) => !(key in written.calendar) && !['format', 'name', 'source', 'calendar', 'realms', 'hexes', 'rivers', 'quays', 'walls', 'magicWalls', 'roads', 'bridges', 'strongholds', 'armies', 'characters', 'wizards'].includes(key));
    expect(dropped).toEqual([]);
  });
});
