import type { ServerContext } from '../context.js';
import type { AnyRoute } from '../http/route.js';
import { deadlineRoutes } from './deadline-routes.js';
import { periodGmRoutes } from './gm-routes.js';
import { printRoutes } from './print-route.js';
import { seatRoutes } from './seat-routes.js';
import { seatStepRoutes } from './seat-steps.js';
import { tableRoutes } from './table-routes.js';

/** Every game played in periods is served by these, through the kernel's periodic contract (D-25). */
export function periodRoutes(context: ServerContext): AnyRoute[] {
  return [...seatRoutes(context), ...printRoutes(context), ...periodGmRoutes(context), ...deadlineRoutes(context), ...seatStepRoutes(context), ...tableRoutes(context)];
}
