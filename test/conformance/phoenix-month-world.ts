import { formatHex, hexId } from '../../src/games/phoenix/map/coords.js';
import { nestTerrain } from '../../src/games/phoenix/map/generate/nest.js';
import { PIRATE_NEST } from '../../src/games/phoenix/world/places.js';
import { HEX_COUNT, hexAtIndex } from '../../src/games/phoenix/map/neighbours.js';
import { WORLD_FORMAT, type World } from '../../src/games/phoenix/world/schema.js';

/**
 * The small world of a month conformance case (docs/phoenix/month.md, "Conformance cases"):
 * every hex of the map in one terrain, then the hexes, realms and figures the case lists.
 */
export interface CaseWorld {
  turn: number;
  terrain?: World['hexes'][number]['terrain'];
  realms: (Partial<World['realms'][number]> & { id: string })[];
  hexes?: World['hexes'];
  strongholds?: World['strongholds'];
  armies?: World['armies'];
  characters?: World['characters'];
  wizards?: World['wizards'];
  walls?: World['walls'];
  rivers?: World['rivers'];
  quays?: World['quays'];
  magicWalls?: World['magicWalls'];
  roads?: World['roads'];
  /** The pirate nest's 48 hexes (generated sample shape, P-52), with the case's nest hexes over them. */
  nest?: boolean;
  /** The emergence points of the coming months (R §6.6.3); four given, A1 draws none. */
  emergence?: string[];
  /** The game masters' events of the month (R §6.11). */
  events?: World['calendar']['events'];
}

export function buildCaseWorld(spec: CaseWorld): World {
  const overrides = new Map((spec.hexes ?? []).map((hex) => [hex.at, hex]));
  const hexes = Array.from({ length: HEX_COUNT }, (_, i) => {
    const at = formatHex(hexAtIndex(i));
    return overrides.get(at) ?? { at, terrain: spec.terrain ?? 'lowland' };
  });
  if (spec.nest === true) {
    nestTerrain().forEach((terrain, i) => {
      const at = formatHex(hexId(PIRATE_NEST, i + 1));
      hexes.push(overrides.get(at) ?? { at, terrain });
    });
  }
  const order = spec.realms.map((realm) => realm.id);
  return {
    format: WORLD_FORMAT,
    name: 'conformance case',
    source: 'test/conformance/phoenix-month',
    calendar: { turn: spec.turn, turnOrder: [order, order, order, order], emergence: spec.emergence ?? [], ...(spec.events === undefined ? {} : { events: spec.events }) },
    realms: spec.realms.map((realm) => ({ name: realm.id, colour: '#808080', kind: 'original', standardTerrain: 'lowland', treasury: 0, ...realm })),
    hexes,
    rivers: spec.rivers ?? [],
    quays: spec.quays ?? [],
    walls: spec.walls ?? [],
    magicWalls: spec.magicWalls ?? [],
    roads: spec.roads ?? [],
    bridges: [],
    strongholds: spec.strongholds ?? [],
    armies: spec.armies ?? [],
    characters: spec.characters ?? [],
    wizards: spec.wizards ?? [],
  };
}
