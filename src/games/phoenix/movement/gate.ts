import type { Direction } from '../map/coords.js';
import { HEX_COUNT } from '../map/neighbours.js';
import type { LoadedWorld } from '../world/loaded.js';
import { isWaterTerrain } from '../world/loaded.js';
import { placeNeighbour } from '../world/places.js';

/**
 * The teleport gates between Erkenfara and the pirate nest (R §6.6.3–6.6.5; P-200). A fleet that
 * enters a teleport field of Erkenfara comes out beside the nest's teleport field; one that enters
 * the nest's field comes out beside the month's emergence point (drawn four months ahead, A1).
 */
export interface GateExit {
  /** The gate on the other side (place index). */
  readonly gate: number;
  /** The water hexes around it, in direction order: where the fleet may appear (R §6.6.4 "Felder 1-6"). */
  readonly around: readonly number[];
  /** True when coming out on Erkenfara: the hex of appearance counts as a water hex (R §6.6.4); into the nest it is free (R §6.6.5). */
  readonly paid: boolean;
}

/** Where a fleet entering the teleport field `field` comes out, or undefined when the gate leads nowhere in this world. */
export function gateExit(loaded: LoadedWorld, field: number): GateExit | undefined {
  if (loaded.terrain[field] !== 'teleportField') return undefined;
  let gate: number | undefined;
  if (field < HEX_COUNT) {
    for (let place = HEX_COUNT; place < loaded.terrain.length; place++) if (loaded.terrain[place] === 'teleportField') gate = place;
  } else {
    const at = loaded.world.calendar.emergence[0];
    gate = at === undefined ? undefined : loaded.placeOf.get(at);
  }
  if (gate === undefined) return undefined;
  const around: number[] = [];
  for (let d = 0; d < 6; d++) {
    const next = placeNeighbour(gate, d as Direction);
    const terrain = next < 0 ? undefined : loaded.terrain[next];
    if (terrain !== undefined && terrain !== 'teleportField' && isWaterTerrain(terrain)) around.push(next);
  }
  return around.length === 0 ? undefined : { gate, around, paid: field >= HEX_COUNT };
}
