import type { GameServer } from '../../game-servers.js';
import { PHOENIX } from './common.js';
import { phoenixRoutes } from './routes.js';
import { phoenixSource } from './status.js';

/** Phoenix's own endpoints (worlds, maps, bookings, move planning, the table) and its live month status. */
export const gameServer: GameServer = {
  game: PHOENIX,
  routes: phoenixRoutes,
  liveSource: (context, matchId, caller) => phoenixSource(context.store, context.periods, matchId, caller),
};
