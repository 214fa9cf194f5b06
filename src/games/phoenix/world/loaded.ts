import type { Direction } from '../map/coords.js';
import { TERRAIN, type TerrainId } from '../data/terrain.js';
import { PLACE_COUNT, directionBetween, parseDirection, parsePlace, placeIndex, sideKey } from './places.js';
import type { Army, Character, Hex, Link, MagicWall, Quay, Realm, Stronghold, Wall, Wizard, World } from './schema.js';

/**
 * A checked world with the indices a month evaluation needs: places as dense indices (see
 * places.ts), armies by hex and by realm, structures by hex and by side. Built once on loading;
 * the world data stays the plain file data.
 */
export interface LoadedWorld {
  readonly world: World;
  readonly realms: ReadonlyMap<string, Realm>;
  /** Dense index of every place text the file uses. */
  readonly placeOf: ReadonlyMap<string, number>;
  /** Per dense place index: the hex record, its terrain, elevation and owner (undefined where the file has no hex). */
  readonly hexes: readonly (Hex | undefined)[];
  readonly terrain: readonly (TerrainId | undefined)[];
  readonly elevation: Int8Array;
  readonly owner: readonly (string | undefined)[];
  readonly strongholds: ReadonlyMap<number, Stronghold>;
  /** By side key (places.ts `sideKey`). */
  readonly rivers: ReadonlySet<number>;
  readonly quays: ReadonlyMap<number, Quay>;
  readonly walls: ReadonlyMap<number, Wall>;
  readonly magicWalls: ReadonlyMap<number, MagicWall>;
  readonly roads: ReadonlyMap<number, Link>;
  readonly bridges: ReadonlyMap<number, Link>;
  readonly armiesAt: ReadonlyMap<number, readonly Army[]>;
  readonly armiesOf: ReadonlyMap<string, readonly Army[]>;
  readonly characters: ReadonlyMap<string, Character>;
  readonly wizards: ReadonlyMap<string, Wizard>;
  army(realm: string, number: number): Army | undefined;
}

export function isWaterTerrain(terrain: TerrainId | undefined): boolean {
  return terrain !== undefined && TERRAIN[terrain].water;
}

/** The elevation of a hex: its own, or its terrain's (tables.md §1; interpretation P-50). */
export function elevationOf(hex: Hex): number {
  return hex.elevation ?? TERRAIN[hex.terrain].elevation;
}

export function armyKey(realm: string, number: number): string {
  return `${realm}#${number}`;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/** Resolves a place text to its dense index, remembering it; −1 when it is no place. */
export function makePlaceResolver(): { resolve(text: string): number; placeOf: Map<string, number> } {
  const placeOf = new Map<string, number>();
  return {
    placeOf,
    resolve(text) {
      const known = placeOf.get(text);
      if (known !== undefined) return known;
      const id = parsePlace(text);
      const index = id === undefined ? -1 : placeIndex(id);
      if (index >= 0) placeOf.set(text, index);
      return index;
    },
  };
}

export function sideOf(resolve: (text: string) => number, at: string, side: string): number {
  const index = resolve(at);
  const direction = parseDirection(side);
  return index < 0 || direction === undefined ? -1 : sideKey(index, direction as Direction);
}

/** Builds the indices; records naming unknown places are left out (the checks report them). */
export function indexWorld(world: World): LoadedWorld {
  const { resolve, placeOf } = makePlaceResolver();
  const hexes: (Hex | undefined)[] = new Array(PLACE_COUNT).fill(undefined);
  const terrain: (TerrainId | undefined)[] = new Array(PLACE_COUNT).fill(undefined);
  const owner: (string | undefined)[] = new Array(PLACE_COUNT).fill(undefined);
  const elevation = new Int8Array(PLACE_COUNT).fill(-1);
  for (const hex of world.hexes) {
    const index = resolve(hex.at);
    if (index < 0 || hexes[index] !== undefined) continue;
    hexes[index] = hex;
    terrain[index] = hex.terrain;
    owner[index] = hex.owner;
    elevation[index] = elevationOf(hex);
  }
  const bySide = <T extends { at: string; side: string }>(records: readonly T[]) => {
    const map = new Map<number, T>();
    for (const record of records) {
      const key = sideOf(resolve, record.at, record.side);
      if (key >= 0 && !map.has(key)) map.set(key, record);
    }
    return map;
  };
  const byLink = (records: readonly Link[]) => {
    const map = new Map<number, Link>();
    for (const record of records) {
      const key = linkKey(resolve, record);
      if (key >= 0 && !map.has(key)) map.set(key, record);
    }
    return map;
  };
  const strongholds = new Map<number, Stronghold>();
  for (const stronghold of world.strongholds) {
    const index = resolve(stronghold.at);
    if (index >= 0 && !strongholds.has(index)) strongholds.set(index, stronghold);
  }
  const armiesAt = new Map<number, Army[]>();
  const armiesOf = new Map<string, Army[]>();
  const armyByKey = new Map<string, Army>();
  for (const army of world.armies) {
    const index = resolve(army.at);
    if (index >= 0) push(armiesAt, index, army);
    push(armiesOf, army.realm, army);
    const key = armyKey(army.realm, army.number);
    if (!armyByKey.has(key)) armyByKey.set(key, army);
  }
  return {
    world,
    realms: new Map(world.realms.map((realm) => [realm.id, realm])),
    placeOf,
    hexes,
    terrain,
    elevation,
    owner,
    strongholds,
    rivers: new Set(bySide(world.rivers).keys()),
    quays: bySide(world.quays),
    walls: bySide(world.walls),
    magicWalls: bySide(world.magicWalls),
    roads: byLink(world.roads),
    bridges: byLink(world.bridges),
    armiesAt,
    armiesOf,
    characters: new Map(world.characters.map((c) => [c.id, c])),
    wizards: new Map(world.wizards.map((w) => [w.id, w])),
    army: (realm, number) => armyByKey.get(armyKey(realm, number)),
  };
}

/** The side between a link's two hexes, or −1 when they are not neighbours. */
export function linkKey(resolve: (text: string) => number, link: Link): number {
  const from = resolve(link.from);
  const to = resolve(link.to);
  if (from < 0 || to < 0) return -1;
  const direction = directionBetween(from, to);
  return direction === undefined ? -1 : sideKey(from, direction);
}
