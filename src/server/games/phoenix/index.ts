import type { GameServer } from '../../game-servers.js';
import { PHOENIX } from './common.js';
import { phoenixRoutes } from './routes.js';

/** Phoenix's own endpoints (worlds, maps, bookings, move planning, the order reference); its months are served by src/server/periods/. */
export const gameServer: GameServer = {
  game: PHOENIX,
  routes: phoenixRoutes,
};
