/**
 * The answers of Phoenix's own endpoints (src/server/games/phoenix/), inferred from the zod
 * schemas the server checks them against, as web/src/api/types.ts does for the generic ones.
 */
import type { z } from 'zod';
import type { bookingsAnswerSchema } from '../../../src/server/games/phoenix/bookings-route.js';
import type { mapImportSchema } from '../../../src/server/games/phoenix/map-import-route.js';
import type { movePlanSchema, reachSchema } from '../../../src/server/games/phoenix/reach.js';
import type { orderReferenceSchema } from '../../../src/server/games/phoenix/reference-route.js';

/** GET …/reach: where one of the realm's armies can go this month. */
export type Reach = z.output<typeof reachSchema>;
/** GET …/move-plan: the path the month would take to a target through waypoints. */
export type MovePlan = z.output<typeof movePlanSchema>;
export type BookingsAnswer = z.output<typeof bookingsAnswerSchema>;
/** One booking as the server kept it. */
export type Booked = BookingsAnswer['bookings'][number];
export type MapImportPreview = z.output<typeof mapImportSchema>;
export type OrderReferenceEntry = z.output<typeof orderReferenceSchema>[number];
