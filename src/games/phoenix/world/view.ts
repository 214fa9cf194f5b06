import { DEFAULT_RULES } from '../rules.js';
import { effectiveLevel } from '../turn/economy/strongholds.js';
import { ownFigure } from '../reports/realm-report.js';
import { publicArmyOf, publicFigureOf } from './creatures.js';
import type { Character, Wizard, World } from './schema.js';

function publicFigure(figure: Character | Wizard) {
  return publicFigureOf(figure);
}

/**
 * The world as one realm may see it, in JSON: its own realm whole; of everyone else what the
 * board shows — terrain, owners, positions, stronghold levels — never treasuries, strengths,
 * BP or crews (as the realm report's public part, R §1.5.12, P-56). Without a realm: all of it.
 */
export function realmView(world: World, realm: string | undefined) {
  if (realm === undefined) return { realm: null, world };
  const own = <T extends { realm?: string; owner?: string }>(list: readonly T[]) => list.filter((item) => (item.realm ?? item.owner) === realm);
  const figures = [...world.characters, ...world.wizards];
  return {
    realm,
    turn: world.calendar.turn,
    turnOrder: world.calendar.turnOrder,
    realms: world.realms.map((r) => ({ id: r.id, name: r.name, colour: r.colour, kind: r.kind, ...(r.capital === undefined ? {} : { capital: r.capital }) })),
    own: {
      realm: world.realms.find((r) => r.id === realm),
      strongholds: own(world.strongholds),
      armies: own(world.armies),
      characters: own(world.characters).map(ownFigure),
      wizards: own(world.wizards).map(ownFigure),
      walls: world.walls.filter((wall) => world.hexes.some((hex) => hex.at === wall.at && hex.owner === realm)),
      prisoners: figures.filter((f) => f.prisonerOf === realm).map(publicFigure),
      // Magic walls are invisible: a realm sees only its own (R §1.4.2; P-153).
      magicWalls: world.magicWalls.filter((wall) => wall.realm === realm),
    },
    map: {
      hexes: world.hexes.map((hex) => ({
        at: hex.at,
        terrain: hex.terrain,
        ...(hex.elevation === undefined ? {} : { elevation: hex.elevation }),
        ...(hex.owner === undefined ? {} : { owner: hex.owner }),
        ...(hex.marks === undefined ? {} : { marks: hex.marks }),
      })),
      rivers: world.rivers,
      roads: world.roads.map(({ from, to, building }) => ({ from, to, building: building === true })),
      bridges: world.bridges.map(({ from, to, building }) => ({ from, to, building: building === true })),
      quays: world.quays.map(({ at, side, building }) => ({ at, side, building: building === true })),
      walls: world.walls.map(({ at, side, building }) => ({ at, side, building: building === true })),
      strongholds: world.strongholds.map((s) => ({
        at: s.at,
        level: s.building === true ? null : effectiveLevel(s, DEFAULT_RULES),
        owner: s.owner ?? null,
        building: s.building === true,
      })),
      armies: world.armies
        .filter((army) => army.realm !== realm)
        .map(publicArmyOf),
      // Prisoners are shown to their captors and the game masters only (R §1.9; P-183).
      figures: figures.filter((f) => f.realm !== realm && f.prisonerOf === undefined && f.absence !== 'castle').map(publicFigure),
    },
  };
}
