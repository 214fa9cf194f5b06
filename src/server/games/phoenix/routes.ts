import type { ServerContext } from '../../context.js';
import type { AnyRoute } from '../../http/route.js';
import { createPhoenixRoute } from './create.js';
import { phoenixDeadlineRoutes } from './deadline-routes.js';
import { bookingsRoute } from './bookings-route.js';
import { phoenixGmRoutes } from './gm-routes.js';
import { mapImportRoute } from './map-import-route.js';
import { phoenixPlayerRoutes } from './player-routes.js';
import { movePlanRoute, reachRoute } from './reach.js';
import { orderReferenceRoute } from './reference-route.js';
import { realmStepRoutes } from './realm-steps.js';
import { tableRoutes } from './table-routes.js';

export function phoenixRoutes(context: ServerContext): AnyRoute[] {
  return [createPhoenixRoute(context), ...phoenixPlayerRoutes(context), reachRoute(context), movePlanRoute(context), ...phoenixGmRoutes(context), bookingsRoute(context), ...phoenixDeadlineRoutes(context), ...realmStepRoutes(context), ...tableRoutes(context), mapImportRoute(context), orderReferenceRoute()];
}
