import { SeededDice } from '../../../../kernel/dice.js';
import { WIZARD_ARMAMENT } from '../../data/figures.js';
import { STRONGHOLDS } from '../../data/structures.js';
import { TERRAIN, type TerrainId } from '../../data/terrain.js';
import { UNITS, type UnitCode } from '../../data/units.js';
import { DIRECTIONS, formatHex, hexId, parseHex, type Direction } from '../coords.js';
import { distance } from '../grid.js';
import { HEX_COUNT, hexAtIndex, hexIndex, neighbourIndex } from '../neighbours.js';
import { PIRATE_NEST } from '../../world/places.js';
import { WORLD_FORMAT, type Army, type Character, type Hex, type Realm, type Stronghold, type Wizard, type World } from '../../world/schema.js';
import { nestTerrain } from './nest.js';
import { addSpecialRealms } from './special-realms.js';
import { generateRivers } from './rivers.js';
import { drawTurnOrders, MAX_REALMS, placeCapitals, SAMPLE_REALMS, standardTerrainOf, START_TREASURY } from './realms.js';
import { AUDVACAR, ONE_WAY_POINTS, TELEPORT_FIELDS, generateTerrain } from './terrain.js';

export interface GenerateOptions {
  readonly seed: number;
  readonly realms: number;
  /** Give every realm a starting force bought from its 200,000 GS (R §2). */
  readonly armies?: boolean;
  /** Add a pirate realm in its nest, an undead realm and an invader (R §6.5–6.7). */
  readonly special?: boolean;
}

export { MAX_REALMS };
const RIVER_ATTEMPTS = 160;
const INVADER_POINTS = 6;
const at = (index: number) => formatHex(hexAtIndex(index));

/** A generated Erkenfara (issue 3): same seed and options → the same world, byte for byte. */
export function generateWorld(options: GenerateOptions): World {
  const dice = new SeededDice(options.seed);
  const terrain = generateTerrain(dice);
  const centre = hexIndex(parseHex(AUDVACAR) as number);
  const capitals = placeCapitals(terrain, centre, options.realms, dice);
  const realmIds = capitals.map((_, i) => (SAMPLE_REALMS[i] as (typeof SAMPLE_REALMS)[number])[0]);
  const owner = new Map<number, string>();
  capitals.forEach((capital, i) => {
    owner.set(capital, realmIds[i] as string);
    for (let d = 0; d < 6; d++) owner.set(neighbourIndex(capital, d as Direction), realmIds[i] as string);
  });
  const invaderPoints = pickInvaderPoints(terrain, capitals, dice);
  const hexes: Hex[] = terrain.map((t, index) => {
    const hex: Hex = { at: at(index), terrain: t };
    const realm = owner.get(index);
    if (realm !== undefined) hex.owner = realm;
    if (index === centre) hex.marks = ['audvacar'];
    if (invaderPoints.has(index)) hex.marks = ['invader-point'];
    return hex;
  });
  nestTerrain().forEach((t, i) => hexes.push({ at: formatHex(hexId(PIRATE_NEST, i + 1)), terrain: t }));
  const rivers = generateRivers(terrain, dice, RIVER_ATTEMPTS).map((side) => ({ at: at(side.index), side: DIRECTIONS[side.direction] }));

  const strongholds: Stronghold[] = [{ at: AUDVACAR, level: 'HST', bp: STRONGHOLDS.HST.bp }];
  const realms: Realm[] = capitals.map((capital, i) => {
    const [id, name, colour] = SAMPLE_REALMS[i] as (typeof SAMPLE_REALMS)[number];
    strongholds.push({ at: at(capital), level: 'HST', bp: STRONGHOLDS.HST.bp, owner: id });
    return { id, name, colour, kind: 'original', capital: at(capital), standardTerrain: standardTerrainOf(terrain[capital] as TerrainId), treasury: START_TREASURY };
  });
  strongholds.sort((a, b) => (parseHex(a.at) as number) - (parseHex(b.at) as number));
  const world: World = {
    format: WORLD_FORMAT,
    name: `Erkenfara (generated, seed ${options.seed})`,
    source: `Generated sample data (arbiter phoenix new-world --seed ${options.seed} --realms ${options.realms}${options.armies ? ' --armies' : ''}${options.special ? ' --special' : ''}): not the original map of Erkenfara, whose hexes are not public`,
    calendar: {
      turn: 1,
      turnOrder: drawTurnOrders(realmIds, 4, dice),
      emergence: Array.from({ length: 4 }, () => [...TELEPORT_FIELDS, ...ONE_WAY_POINTS][dice.int(0, 7)] as string),
    },
    realms,
    hexes,
    rivers,
    quays: [],
    walls: [],
    magicWalls: [],
    roads: [],
    bridges: [],
    strongholds,
    armies: [],
    characters: [],
    wizards: [],
  };
  if (options.armies) capitals.forEach((capital, i) => addStartingForce(world, realms[i] as Realm, capital, terrain, owner));
  if (options.special) addSpecialRealms(world, [...invaderPoints].sort((a, b) => a - b), dice);
  return world;
}

/** Coastal lowland far from every capital, spread out: where invaders appear (R §6.5). */
function pickInvaderPoints(terrain: readonly TerrainId[], capitals: readonly number[], dice: SeededDice): Set<number> {
  const candidates: number[] = [];
  for (let index = 0; index < HEX_COUNT; index++) {
    if (terrain[index] !== 'lowland') continue;
    const coastal = [0, 1, 2, 3, 4, 5].some((d) => {
      const n = neighbourIndex(index, d as Direction);
      return n >= 0 && terrain[n] === 'water';
    });
    if (coastal && capitals.every((c) => (distance(hexAtIndex(c), hexAtIndex(index)) as number) >= 12)) candidates.push(index);
  }
  const points = new Set<number>();
  for (let tries = 0; tries < 200 && points.size < INVADER_POINTS && candidates.length > 0; tries++) {
    const pick = candidates[dice.int(0, candidates.length - 1)] as number;
    if ([...points].every((p) => (distance(hexAtIndex(p), hexAtIndex(pick)) as number) >= 20)) points.add(pick);
  }
  return points;
}

function price(units: Partial<Record<UnitCode, number>>): number {
  return Object.entries(units).reduce((sum, [code, n]) => sum + UNITS[code as UnitCode].price * (n as number), 0);
}

/**
 * A starting force (R §2, armament in the 7 start hexes or water next to one at elevation 1):
 * two warrior armies, a rider army, a fleet where there is such water, the ruler and a wizard.
 */
function addStartingForce(world: World, realm: Realm, capital: number, terrain: readonly TerrainId[], owner: ReadonlyMap<number, string>): void {
  const around = [0, 1, 2, 3, 4, 5].map((d) => neighbourIndex(capital, d as Direction));
  const armies: Army[] = [
    { realm: realm.id, number: 101, kind: 'warriors', at: at(capital), K: 3_000, HF: 3 },
    { realm: realm.id, number: 102, kind: 'warriors', at: at(around[0] as number), K: 2_000, HF: 2 },
    { realm: realm.id, number: 201, kind: 'riders', at: at(around[3] as number), R: 1_500, HF: 2 },
  ];
  const harbour = [capital, ...around]
    .filter((land) => owner.get(land) === realm.id && TERRAIN[terrain[land] as TerrainId].elevation === 1)
    .flatMap((land) => [0, 1, 2, 3, 4, 5].map((d) => neighbourIndex(land, d as Direction)))
    .find((n) => n >= 0 && terrain[n] === 'water');
  if (harbour !== undefined) armies.push({ realm: realm.id, number: 301, kind: 'fleet', at: at(harbour), S: 20, HF: 1 });
  const ruler: Character = { id: `${realm.id}-herrscher`, name: `Herrscher von ${realm.name}`, realm: realm.id, at: at(capital), army: 101, rank: 'ruler', gp: 60, maxGp: 60 };
  const wizard: Wizard = { id: `${realm.id}-za`, name: `Hofzauberer von ${realm.name}`, realm: realm.id, at: at(capital), class: 'A', gp: 4, zkp: 4 };
  realm.treasury -= armies.reduce((sum, { K, R, S, HF }) => sum + price({ K: K ?? 0, R: R ?? 0, S: S ?? 0, HF: HF ?? 0 }), 0) + WIZARD_ARMAMENT.ZA.price;
  world.armies.push(...armies);
  world.characters.push(ruler);
  world.wizards.push(wizard);
}
