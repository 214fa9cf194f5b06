import { z } from 'zod';
import { PHOENIX_PERIODIC, type LoadedWorld, type World } from '../../../games/phoenix/index.js';
import type { MatchRef, PeriodStates } from '../../periods/states.js';
import type { MatchInfo } from '../../../store/index.js';
import type { Caller } from '../../auth/caller.js';
import { ApiError } from '../../http/errors.js';

/** The game's id, as the registry knows it. */
export const PHOENIX = 'phoenix';

export const langSchema = z.enum(['de', 'en']).default('de');

/** The match must be a Phoenix match (played in months). */
export function phoenixMatch(match: MatchInfo | undefined): MatchInfo & { currentPeriod: number } {
  if (match === undefined || match.game !== PHOENIX || match.currentPeriod === null) {
    throw new ApiError(400, 'not-phoenix', 'this is not a Phoenix match');
  }
  return match as MatchInfo & { currentPeriod: number };
}

/** The realm whose data the caller asks for: players only their own; the game master any, or none for the whole. */
export function realmAsked(caller: Caller, asked: string | undefined): string | undefined {
  if (caller.gm) return asked;
  if (asked !== undefined && asked !== caller.seat) throw new ApiError(403, 'other-realm', "a realm may read only its own reports and views");
  return caller.seat;
}

/** A month's world with the indices the checker and the move planner need (read once, kept with the state). */
export async function loadedWorld(periods: PeriodStates, match: MatchRef, period: number): Promise<LoadedWorld> {
  return PHOENIX_PERIODIC.loaded((await periods.state(match, period)) as World);
}
