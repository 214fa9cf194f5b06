import { z } from 'zod';
import { bearerToken } from '../auth/caller.js';
import type { ServerContext } from '../context.js';
import { route, type AnyRoute } from '../http/route.js';
import { matchIdParams } from '../http/schemas.js';
import { interactiveSource, SPECTATOR } from '../play/routes.js';
import { periodSource } from '../periods/status.js';

/** The live stream of a match for one of its seats or its game master. */
export function liveRoutes(context: ServerContext): AnyRoute[] {
  return [
    route({
      method: 'GET',
      url: '/api/matches/:matchId/events',
      summary:
        "Live updates (server-sent events) as the caller's seat may see them: interactive matches send 'view' and 'log', matches played in periods their changes and 'period' status",
      tag: 'live',
      access: 'member',
      params: matchIdParams,
      query: z.strictObject({ after: z.coerce.number().int().min(0).default(0) }),
      response: z.string(),
      produces: 'text/event-stream',
      handler: async ({ match, caller, request, reply, query }) => {
        const periodic = match!.currentPeriod !== null;
        const seat = periodic || !caller!.gm ? caller!.seat : SPECTATOR;
        const source = periodic ? periodSource(context.store, context.periods, match!.id, caller!) : interactiveSource(context, match!.id, seat, query.after);
        // The token is checked again before every update: a replaced token's stream ends (issue 18).
        const token = bearerToken(request);
        const stillAllowed = async () => {
          const now = token === undefined ? undefined : await context.store.seatByToken(token);
          return now !== undefined && now.matchId === match!.id && now.seat === caller!.seat;
        };
        // An update is the same for every stream of one seat (or of the spectators): computed once for them all (issue 47).
        await context.streams.serve(request, reply, match!.id, source, { stillAllowed, audience: seat, ...(token === undefined ? {} : { token }) });
      },
    }),
  ];
}
