import type { MatchInfo } from '../store/index.js';
import type { ServerContext } from './context.js';

/**
 * The names of a match's seats where the match itself holds them — a Phoenix realm's name lives in
 * its world; other games name their fixed seats in the client. Ids are for the server, names for people.
 */
export async function seatNames(context: ServerContext, match: MatchInfo): Promise<ReadonlyMap<string, string>> {
  if (match.game !== 'phoenix' || match.currentPeriod == null) return new Map();
  try {
    const { world } = await context.worlds.world(match.id, match.currentPeriod);
    return new Map(world.realms.map((r) => [r.id, r.name]));
  } catch {
    // No month stored yet: the client falls back to its own label.
    return new Map();
  }
}
