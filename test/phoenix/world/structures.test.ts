import { describe, expect, it } from 'vitest';
import { formatHex, type Direction, DIRECTIONS } from '../../../src/games/phoenix/map/coords.js';
import { worldProblems } from '../../../src/games/phoenix/world/load.js';
import { isWaterTerrain } from '../../../src/games/phoenix/world/loaded.js';
import { PLACE_COUNT, placeAtIndex, placeNeighbour } from '../../../src/games/phoenix/world/places.js';
import { worldSchema, type World } from '../../../src/games/phoenix/world/schema.js';
import { sampleWorld } from './fixtures.js';

const base = sampleWorld();
const loaded = worldProblems(worldSchema.parse(base)).loaded;

/** The first side (hex, direction, neighbour) whose two hexes satisfy `test` (dense indices). */
function findSide(test: (a: number, b: number) => boolean): { at: string; side: (typeof DIRECTIONS)[number]; to: string } {
  for (let a = 0; a < PLACE_COUNT; a++) {
    for (let d = 0; d < 6; d++) {
      const b = placeNeighbour(a, d as Direction);
      if (b >= 0 && loaded.terrain[a] !== undefined && test(a, b)) return { at: formatHex(placeAtIndex(a)), side: DIRECTIONS[d]!, to: formatHex(placeAtIndex(b)) };
    }
  }
  throw new Error('no such side in the sample world');
}

const land = (i: number) => !isWaterTerrain(loaded.terrain[i]);
const owned = (i: number) => loaded.owner[i] !== undefined;
const elevation = (i: number) => loaded.elevation[i] as number;

function codes(change: (world: World) => void): string[] {
  const world = structuredClone(base);
  change(world);
  return worldProblems(worldSchema.parse(world)).problems.map((p) => `${p.code} @ ${p.where}`);
}

describe('structure checks', () => {
  it('accept a road, bridge over a river, quay and crewed wall where the rules allow them', () => {
    const flat = findSide((a, b) => land(a) && land(b) && owned(a) && owned(b) && elevation(a) === elevation(b));
    const coast = findSide((a, b) => land(a) && elevation(a) === 1 && isWaterTerrain(loaded.terrain[b]));
    expect(
      codes((w) => {
        w.roads.push({ from: flat.at, to: flat.to, bp: 60 });
        w.rivers.push({ at: flat.to, side: DIRECTIONS[(DIRECTIONS.indexOf(flat.side) + 3) % 6]! });
        w.bridges.push({ from: flat.at, to: flat.to, bp: 45 });
        w.quays.push({ at: coast.at, side: coast.side, bp: 0, building: true });
        w.walls.push({ at: flat.at, side: flat.side, bp: 100, crewK: 400, crewHF: 1 });
      }).filter((c) => !c.startsWith('duplicate-side')),
    ).toEqual([]);
  });

  it('refuse a road across more than one elevation step', () => {
    const steep = findSide((a, b) => land(a) && land(b) && Math.abs(elevation(a) - elevation(b)) >= 2);
    expect(codes((w) => w.roads.push({ from: steep.at, to: steep.to, bp: 60 }))).toContain('road-too-steep @ roads[0]');
  });

  it('refuse a bridge without a river, and links between hexes that are not neighbours', () => {
    const flat = findSide((a, b) => land(a) && land(b) && elevation(a) === elevation(b));
    expect(codes((w) => ((w.rivers = []), w.bridges.push({ from: flat.at, to: flat.to, bp: 60 })))).toContain('bridge-without-river @ bridges[0]');
    expect(codes((w) => w.roads.push({ from: '101/01', to: '503/22', bp: 60 }))).toContain('not-adjacent @ roads[0]');
  });

  it('refuse a quay away from the coast or above elevation 1', () => {
    const inland = findSide((a, b) => land(a) && land(b));
    expect(codes((w) => w.quays.push({ at: inland.at, side: inland.side, bp: 60 }))).toContain('quay-not-coast @ quays[0]');
  });

  it('refuse an overmanned wall, a wall on unowned land and destroyed structures', () => {
    const mine = findSide((a, b) => owned(a) && land(a) && land(b));
    const wild = findSide((a, b) => !owned(a) && land(a) && land(b));
    const problems = codes((w) => {
      w.walls.push({ at: mine.at, side: mine.side, bp: 100, crewK: 500, crewHF: 1 });
      w.walls.push({ at: wild.at, side: wild.side, bp: 40, crewK: 400, crewHF: 1 });
    });
    expect(problems).toEqual(expect.arrayContaining(['wall-crew @ walls[0]', 'wall-without-owner @ walls[1].at', 'structure-bp @ walls[1].bp']));
  });

  it('refuse a magic wall beside a teleport field, and one that has expired', () => {
    const gate = findSide((a) => loaded.terrain[a] === 'teleportField');
    const problems = codes((w) => {
      w.magicWalls.push({ at: gate.at, side: gate.side, caster: w.wizards[0]!.id, realm: w.wizards[0]!.realm, expires: 1 });
      w.calendar.turn = 2;
    });
    expect(problems).toEqual(expect.arrayContaining(['magic-wall-at-teleport-field @ magicWalls[0]', 'expired @ magicWalls[0].expires']));
  });

  it('refuse two rivers on one side given from both of its hexes', () => {
    const side = findSide((a, b) => land(a) && land(b));
    const back = DIRECTIONS[(DIRECTIONS.indexOf(side.side) + 3) % 6]!;
    expect(codes((w) => w.rivers.splice(0, w.rivers.length, { at: side.at, side: side.side }, { at: side.to, side: back }))).toContain('duplicate-side @ rivers[1]');
  });
});
