import type { SeededDice } from '../../../../kernel/dice.js';
import { InputError } from '../../../../kernel/problems.js';
import { TERRAIN, TERRAIN_GROUP, type TerrainId } from '../../data/terrain.js';
import type { Direction } from '../coords.js';
import { distance } from '../grid.js';
import { HEX_COUNT, hexAtIndex, neighbourIndex } from '../neighbours.js';

/** Start of an original realm (R §2): capital and the 6 hexes around it, 200,000 GS. */
export const START_TREASURY = 200_000;
/** Original realms lie at least 10 hexes apart (R §2). */
export const MIN_REALM_DISTANCE = 10;
/** Capitals keep clear of Audvacar's island and deep-sea ring. */
const MIN_DISTANCE_FROM_CENTRE = 9;

/** Sample realm names: invented for generated worlds, not Erkenfara's real realms. */
export const SAMPLE_REALMS = [
  ['nordmark', 'Nordmark', '#c0392b'],
  ['sonnfels', 'Sonnfels', '#2e86c1'],
  ['rabenstein', 'Rabenstein', '#8e44ad'],
  ['goldau', 'Goldau', '#d4ac0d'],
  ['sturmhafen', 'Sturmhafen', '#17a589'],
  ['eisenwald', 'Eisenwald', '#5d6d7e'],
  ['dunkelmoor', 'Dunkelmoor', '#6e2c00'],
  ['falkenhorst', 'Falkenhorst', '#e67e22'],
  ['silberkueste', 'Silberküste', '#85c1e9'],
  ['weidenland', 'Weidenland', '#58d68d'],
  ['rotenau', 'Rotenau', '#ec7063'],
  ['hohenwacht', 'Hohenwacht', '#1a5276'],
  ['kaltenbrunn', 'Kaltenbrunn', '#a569bd'],
  ['ostwind', 'Ostwind', '#f5b041'],
  ['grauheim', 'Grauheim', '#7f8c8d'],
  ['lindenhall', 'Lindenhall', '#239b56'],
  ['wolfsgrund', 'Wolfsgrund', '#922b21'],
  ['meerbruck', 'Meerbruck', '#2874a6'],
  ['dornfeld', 'Dornfeld', '#b7950b'],
  ['schattenau', 'Schattenau', '#4a235a'],
] as const;

export const MAX_REALMS = SAMPLE_REALMS.length;

/** Capitals: good land with land all around, spread out by farthest-point sampling (P-51). */
export function placeCapitals(terrain: readonly TerrainId[], centre: number, count: number, dice: SeededDice): number[] {
  const good = (i: number) => {
    const t = terrain[i] as TerrainId;
    return !TERRAIN[t].water && TERRAIN[t].elevation <= 2 && t !== 'swamp' && t !== 'desert';
  };
  const candidates: number[] = [];
  for (let index = 0; index < HEX_COUNT; index++) {
    if (!good(index) || (distance(hexAtIndex(index), hexAtIndex(centre)) as number) < MIN_DISTANCE_FROM_CENTRE) continue;
    let landAround = true;
    for (let d = 0; d < 6; d++) {
      const n = neighbourIndex(index, d as Direction);
      if (n < 0 || TERRAIN[terrain[n] as TerrainId].water) landAround = false;
    }
    if (landAround) candidates.push(index);
  }
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = dice.int(0, i);
    [candidates[i], candidates[j]] = [candidates[j] as number, candidates[i] as number];
  }
  const chosen: number[] = [];
  const nearest = candidates.map(() => Number.POSITIVE_INFINITY);
  while (chosen.length < count) {
    let best = -1;
    for (let c = 0; c < candidates.length; c++) if (best < 0 || (nearest[c] as number) > (nearest[best] as number)) best = c;
    if (best < 0 || (nearest[best] as number) < MIN_REALM_DISTANCE) {
      throw new InputError([{ code: 'too-many-realms', message: `only ${chosen.length} realms fit ${MIN_REALM_DISTANCE} hexes apart on this map; ask for fewer`, where: '--realms' }]);
    }
    const capital = candidates[best] as number;
    chosen.push(capital);
    candidates.forEach((c, k) => (nearest[k] = Math.min(nearest[k] as number, distance(hexAtIndex(c), hexAtIndex(capital)) as number)));
  }
  return chosen;
}

/** The realm's standard terrain (R §5.5.2): the group of its capital's terrain. */
export function standardTerrainOf(terrain: TerrainId): NonNullable<(typeof TERRAIN_GROUP)[TerrainId]> {
  return TERRAIN_GROUP[terrain] ?? 'lowland';
}

/**
 * Turn orders for the next months (R §3.1): each month a fresh draw, but the last three of the
 * previous month are only drawn once the first three places are set (P-59).
 */
export function drawTurnOrders(realms: readonly string[], months: number, dice: SeededDice): string[][] {
  const orders: string[][] = [];
  let lastThree: string[] = [];
  for (let month = 0; month < months; month++) {
    const pool = realms.filter((r) => !lastThree.includes(r));
    const order: string[] = [];
    const draw = (from: string[]) => from.splice(dice.int(0, from.length - 1), 1)[0] as string;
    while (order.length < Math.min(3, realms.length) && pool.length > 0) order.push(draw(pool));
    const rest = [...pool, ...lastThree];
    while (rest.length > 0) order.push(draw(rest));
    orders.push(order);
    lastThree = order.slice(-3);
  }
  return orders;
}
