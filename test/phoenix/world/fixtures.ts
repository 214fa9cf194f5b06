import { generateWorld } from '../../../src/games/phoenix/map/generate/world.js';
import type { World } from '../../../src/games/phoenix/world/schema.js';

const cache = new Map<string, World>();

/** A generated world (kept per options); callers get their own copy to change. */
export function sampleWorld(seed = 11, realms = 4, armies = true): World {
  const key = `${seed}/${realms}/${armies}`;
  let world = cache.get(key);
  if (world === undefined) cache.set(key, (world = generateWorld({ seed, realms, armies })));
  return structuredClone(world);
}
