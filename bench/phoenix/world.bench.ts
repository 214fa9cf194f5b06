import { generateWorld } from '../../src/games/phoenix/map/generate/world.js';
import { renderWorldSvg } from '../../src/games/phoenix/map/svg/render.js';
import { parseWorld } from '../../src/games/phoenix/world/load.js';
import { formatWorld } from '../../src/games/phoenix/world/save.js';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { TERRAIN } from '../../src/games/phoenix/data/terrain.js';
import { medianMs, type Benchmark } from '../harness.js';

const ARMIES = 2_000;

/** A generated world with 13 realms and 2,000 land armies spread over the land. */
function crowdedWorld(): World {
  const world = generateWorld({ seed: 2026, realms: 13, armies: false });
  const land = world.hexes.filter((hex) => !TERRAIN[hex.terrain].water && !hex.at.startsWith('2001/'));
  for (let i = 0; i < ARMIES; i++) {
    const realm = world.realms[i % world.realms.length]!;
    const slot = Math.floor(i / world.realms.length);
    const riders = slot >= 99;
    world.armies.push({
      realm: realm.id,
      number: riders ? 201 + slot - 99 : 101 + slot,
      kind: riders ? 'riders' : 'warriors',
      at: land[(i * 37) % land.length]!.at,
      ...(riders ? { R: 400 } : { K: 800 }),
      HF: 1,
    });
  }
  return world;
}

const text = formatWorld(crowdedWorld());

export const benchmarks: Benchmark[] = [
  {
    name: 'Phoenix world: load and check a world with 2,000 armies',
    target: '≤ 100 ms',
    run() {
      const ms = medianMs(() => parseWorld(JSON.parse(text)), 15);
      return { value: ms, unit: 'ms', met: ms <= 100, detail: `${(text.length / 1e6).toFixed(2)} MB of JSON` };
    },
  },
  {
    name: 'Phoenix world: the whole map as SVG',
    target: '≤ 300 ms',
    run() {
      const loaded = parseWorld(JSON.parse(text));
      let bytes = 0;
      const ms = medianMs(() => (bytes = renderWorldSvg(loaded).length), 9);
      return { value: ms, unit: 'ms', met: ms <= 300, detail: `${(bytes / 1e6).toFixed(2)} MB of SVG` };
    },
  },
];
