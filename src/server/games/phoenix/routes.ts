import type { ServerContext } from '../../context.js';
import type { AnyRoute } from '../../http/route.js';
import { createPhoenixRoute } from './create.js';
import { bookingsRoute } from './bookings-route.js';
import { mapImportRoute } from './map-import-route.js';
import { movePlanRoute, reachRoute } from './reach.js';
import { orderReferenceRoute } from './reference-route.js';

/** What only Phoenix has: worlds from files and the Access database, bookings, move planning, the order reference. */
export function phoenixRoutes(context: ServerContext): AnyRoute[] {
  return [createPhoenixRoute(context), reachRoute(context), movePlanRoute(context), bookingsRoute(context), mapImportRoute(context), orderReferenceRoute()];
}
