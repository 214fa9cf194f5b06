import type { MatchInfo } from '../../store/index.js';
import { ApiError } from '../http/errors.js';

/** A paused match takes no turns or commands until the game master resumes it (issue 19). */
export function refuseWhilePaused(match: MatchInfo): void {
  if (match.status === 'paused') throw new ApiError(409, 'paused', 'the game master has paused this match: no turns or commands until it is resumed');
}
