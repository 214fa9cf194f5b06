import type { Direction } from '../map/coords.js';
import type { LoadedWorld } from './loaded.js';
import { directionBetween, placeNeighbour, sideKey } from './places.js';

/**
 * What a hex side is closed to at this moment. A standing magic wall is "für Fernkampfwaffen und
 * Heere undurchdringbar", yet open to spells and wizard duels (R §1.4.2): one query for movement,
 * fire, support, sieges, building prevention and the checker (which sees only the realm's own walls).
 */
export interface SideClosure {
  readonly armies: boolean;
  readonly fire: boolean;
}

const OPEN: SideClosure = { armies: false, fire: false };
const MAGIC_WALL: SideClosure = { armies: true, fire: true };

/** The side `side` (a side key, `sideKey`) as it stands now. */
export function sideClosure(loaded: LoadedWorld, side: number): SideClosure {
  return loaded.magicWalls.has(side) ? MAGIC_WALL : OPEN;
}

/** The side between the neighbours `from` and `to` (dense indices); open when they are no neighbours. */
export function closureBetween(loaded: LoadedWorld, from: number, to: number): SideClosure {
  const direction = directionBetween(from, to);
  return direction === undefined ? OPEN : sideClosure(loaded, sideKey(from, direction));
}

/**
 * Whether a shot from `from` to `to` (one or two hexes) crosses a side closed to fire. Two hexes
 * apart, every shortest way through a neighbour of both counts: "Es wird die ungünstigste Schußbahn
 * für den Schießenden angenommen" (R §5.1, said of walls; P-301).
 */
export function fireBlocked(loaded: LoadedWorld, from: number, to: number): boolean {
  if (directionBetween(from, to) !== undefined) return closureBetween(loaded, from, to).fire;
  for (let d = 0; d < 6; d++) {
    const middle = placeNeighbour(from, d as Direction);
    if (middle < 0 || directionBetween(middle, to) === undefined) continue;
    if (closureBetween(loaded, from, middle).fire || closureBetween(loaded, middle, to).fire) return true;
  }
  return false;
}
