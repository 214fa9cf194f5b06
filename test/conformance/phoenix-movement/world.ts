import { formatHex } from '../../../src/games/phoenix/map/coords.js';
import { HEX_COUNT, hexAtIndex } from '../../../src/games/phoenix/map/neighbours.js';
import type { TerrainId } from '../../../src/games/phoenix/data/terrain.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import type { LoadedWorld } from '../../../src/games/phoenix/world/loaded.js';
import { WORLD_FORMAT, type World } from '../../../src/games/phoenix/world/schema.js';

/**
 * The world of a movement case, written short: `fill` is the terrain of every hex not listed,
 * realms need only an id (and the rights they hold), and lists left out are empty.
 */
export interface CaseWorld {
  fill: TerrainId;
  /** The month (default 3, Naliv: not an armament month). */
  turn?: number;
  realms: (Partial<World['realms'][number]> & { id: string })[];
  hexes?: World['hexes'];
  rivers?: World['rivers'];
  quays?: World['quays'];
  walls?: World['walls'];
  magicWalls?: World['magicWalls'];
  roads?: World['roads'];
  bridges?: World['bridges'];
  strongholds?: World['strongholds'];
  armies?: World['armies'];
  characters?: World['characters'];
  wizards?: World['wizards'];
}

export function buildCaseWorld(short: CaseWorld, source: string): LoadedWorld {
  const listed = new Map((short.hexes ?? []).map((hex) => [hex.at, hex]));
  const hexes: World['hexes'] = [];
  for (let i = 0; i < HEX_COUNT; i++) {
    const at = formatHex(hexAtIndex(i));
    hexes.push(listed.get(at) ?? { at, terrain: short.fill });
  }
  const world: World = {
    format: WORLD_FORMAT,
    name: source,
    source: 'conformance case',
    calendar: { turn: short.turn ?? 3, turnOrder: [], emergence: [] },
    realms: short.realms.map((realm) => ({ name: realm.id, colour: '#336699', kind: 'original', standardTerrain: 'lowland', treasury: 0, ...realm })),
    hexes,
    rivers: short.rivers ?? [],
    quays: short.quays ?? [],
    walls: short.walls ?? [],
    magicWalls: short.magicWalls ?? [],
    roads: short.roads ?? [],
    bridges: short.bridges ?? [],
    strongholds: short.strongholds ?? [],
    armies: short.armies ?? [],
    characters: short.characters ?? [],
    wizards: short.wizards ?? [],
  };
  return parseWorld(world, source);
}
