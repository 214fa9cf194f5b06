import { STRUCTURES } from '../../data/structures.js';
import { TERRAIN } from '../../data/terrain.js';
import { DIRECTIONS, type Direction } from '../coords.js';
import type { LoadedWorld } from '../../world/loaded.js';
import { directionBetween, parseDirection, placeNeighbour } from '../../world/places.js';
import { ALL_COLUMNS, type SideColumn } from './columns.js';

/** The value a side column holds for a structure (interpretation P-53). */
function structureValue(bp: number, full: number, building: boolean | undefined): number {
  if (building) return -1;
  return bp === full ? 1 : bp;
}

/**
 * The world's map as the community database's CSV (semicolon-separated, one row per hex):
 * terrain, owner, stronghold and the side columns. Rivers, roads and bridges are written on both
 * hexes of their side, quays and walls on the hex they belong to.
 */
export function exportMapCsv(loaded: LoadedWorld): string {
  const { world } = loaded;
  const cells = new Map<number, Map<string, string | number>>();
  const cell = (index: number) => {
    let row = cells.get(index);
    if (row === undefined) cells.set(index, (row = new Map()));
    return row;
  };
  const put = (index: number, kind: SideColumn, direction: Direction, value: number) => cell(index).set(`${kind}_${DIRECTIONS[direction]}`, value);
  const bothSides = (index: number, direction: Direction, kind: SideColumn, value: number) => {
    put(index, kind, direction, value);
    const other = placeNeighbour(index, direction);
    if (other >= 0) put(other, kind, ((direction + 3) % 6) as Direction, value);
  };
  for (const river of world.rivers) bothSides(loaded.placeOf.get(river.at) as number, parseDirection(river.side) as Direction, 'Fluss', 1);
  for (const [list, kind, full] of [[world.roads, 'Strasse', STRUCTURES.road.bp], [world.bridges, 'Bruecke', STRUCTURES.bridge.bp]] as const) {
    for (const link of list) {
      const from = loaded.placeOf.get(link.from) as number;
      bothSides(from, directionBetween(from, loaded.placeOf.get(link.to) as number) as Direction, kind, structureValue(link.bp, full, link.building));
    }
  }
  for (const quay of world.quays) put(loaded.placeOf.get(quay.at) as number, 'Kai', parseDirection(quay.side) as Direction, structureValue(quay.bp, STRUCTURES.quay.bp, quay.building));
  for (const wall of world.walls) put(loaded.placeOf.get(wall.at) as number, 'Wall', parseDirection(wall.side) as Direction, structureValue(wall.bp, STRUCTURES.wall.bp, wall.building));
  for (const stronghold of world.strongholds) {
    const row = cell(loaded.placeOf.get(stronghold.at) as number);
    row.set('Ruestort', stronghold.level);
    row.set('Baupunkte', stronghold.bp);
  }
  const lines = [ALL_COLUMNS.join(';')];
  for (const hex of world.hexes) {
    const index = loaded.placeOf.get(hex.at) as number;
    const [gf, kf] = hex.at.split('/').map(Number) as [number, number];
    const row = cells.get(index);
    const realm = hex.owner === undefined ? '' : (loaded.realms.get(hex.owner)?.name ?? hex.owner);
    const fixed: Record<string, string | number> = { gf, kf, Gelaendetyp: TERRAIN[hex.terrain].id, Reich: realm };
    lines.push(ALL_COLUMNS.map((column) => quote(fixed[column] ?? row?.get(column) ?? (column === 'Ruestort' || column === 'Baupunkte' ? '' : 0))).join(';'));
  }
  return `${lines.join('\n')}\n`;
}

function quote(value: string | number): string {
  const text = String(value);
  return /[;",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
