import { isWaterTerrain } from './loaded.js';
import type { CheckContext } from './check-context.js';
import { placeNeighbour } from './places.js';
import type { Direction } from '../map/coords.js';

/** A trading post is destroyed with its stronghold; the realm may build a new one there after this many months (R §6.4.1). */
export const TRADING_POST_REBUILD_MONTHS = 6;

/** Whether a stronghold's hex has sea access: a water hex next to it (R §6.4.1; P-236). */
export function hasSeaAccess(context: Pick<CheckContext, 'loaded'>, index: number): boolean {
  for (let d = 0; d < 6; d++) {
    const n = placeNeighbour(index, d as Direction);
    if (n >= 0 && isWaterTerrain(context.loaded.terrain[n])) return true;
  }
  return false;
}

/**
 * Trading posts (R §6.4.1; P-236): built by the game masters' bookkeeping (four level-1 cards and a builder)
 * in a finished stronghold with sea access; not where the realm's lock after a destroyed post still runs.
 */
export function checkTradingPosts(context: CheckContext): void {
  const { world } = context;
  const turn = world.calendar.turn;
  world.strongholds.forEach((stronghold, i) => {
    if (stronghold.tradingPost !== true) return;
    const where = `strongholds[${i}].tradingPost`;
    const index = context.resolve(stronghold.at);
    if (stronghold.owner === undefined || stronghold.building === true) context.report(where, 'trading-post-stronghold', `a trading post stands in a finished stronghold of a realm (R §6.4.1); ${stronghold.at} is none`);
    else if (index >= 0 && !hasSeaAccess(context, index)) context.report(where, 'trading-post-no-sea', `${stronghold.at} has no sea access: a trading post needs a stronghold by the water (R §6.4.1)`);
    const lock = world.realms.find((r) => r.id === stronghold.owner)?.tradingPostLocks?.find((l) => l.at === stronghold.at);
    if (lock !== undefined && lock.from > turn) context.report(where, 'trading-post-locked', `the trading post at ${stronghold.at} was destroyed: a new one from month ${lock.from} (R §6.4.1: "erst nach 6 Runden")`);
  });
}
