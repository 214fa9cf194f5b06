import { findGame } from '../kernel/registry.js';
import type { MatchInfo } from '../store/index.js';
import type { ServerContext } from './context.js';

/**
 * The names of a match's seats where the match itself holds them — a game played in periods names
 * them in its state (a realm's name lives in its world); other games name their fixed seats
 * in the client. Ids are for the server, names for people.
 */
export async function seatNames(context: ServerContext, match: MatchInfo): Promise<ReadonlyMap<string, string>> {
  const periodic = findGame(match.game)?.periodic;
  if (periodic === undefined || match.currentPeriod == null) return new Map();
  try {
    return periodic.seatNames(await context.periods.state(match, match.currentPeriod));
  } catch {
    // No period stored yet: the client falls back to its own label.
    return new Map();
  }
}
