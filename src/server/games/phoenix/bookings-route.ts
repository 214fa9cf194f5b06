import { z } from 'zod';
import { DEFAULT_RULES, bookMeeting, type World } from '../../../games/phoenix/index.js';
import type { ServerContext } from '../../context.js';
import { route, type AnyRoute } from '../../http/route.js';
import { matchIdParams } from '../../http/schemas.js';
import { phoenixMatch } from './common.js';
import { changedSections } from '../../periods/corrections.js';

const bookingSchema = z.object({ code: z.string(), rule: z.string(), realm: z.string(), data: z.record(z.string(), z.unknown()), de: z.string(), en: z.string() });
/** The bookings kept as a correction, each as the note words it. */
export const bookingsAnswerSchema = z.object({ period: z.int(), version: z.int(), change: z.record(z.string(), z.int()), bookings: z.array(bookingSchema) });

/**
 * A meeting's chariot race and role-play GP (R §8, §7.1.1) booked into this month's world from the
 * game master's desk: checked by bookMeeting (a refusal names each JSON path, nothing is stored) and
 * kept as an audited correction whose note lists the bookings.
 */
export function bookingsRoute(context: ServerContext): AnyRoute {
  const { store, periods } = context;
  return route({
    method: 'POST',
    url: '/api/phoenix/matches/:matchId/bookings',
    summary: "Book a meeting's chariot race and role-play GP into this month's world (docs/phoenix/gm-bookings.md); kept as an audited correction",
    tag: 'phoenix-gm',
    access: 'gm',
    params: matchIdParams,
    body: z.strictObject({ period: z.int().min(1), expectedVersion: z.int().min(1), note: z.string().trim().min(1).max(2_000), bookings: z.unknown() }),
    response: bookingsAnswerSchema,
    handler: async ({ match, caller, body }) => {
      const month = phoenixMatch(match);
      const before = (await periods.period(month, body.period)).state as World;
      const booked = bookMeeting(before, body.bookings, DEFAULT_RULES, 'bookings');
      const change = changedSections(before, booked.world);
      const lines = booked.bookings.map((b) => `${b.realm}: ${b.de}`);
      const note = [body.note, ...lines].join('\n').slice(0, 4_000);
      const after = await store.correct(month.id, body.period, body.expectedVersion, { author: caller!.seat, note, change, state: booked.world });
      return { period: body.period, version: after.version, change, bookings: [...booked.bookings] };
    },
  });
}
