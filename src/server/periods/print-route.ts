import { z } from 'zod';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/errors.js';
import { route, type AnyRoute } from '../http/route.js';
import { langField, langOf, periodMatch, periodParams, readableReport, seatAsked } from './common.js';

/** GET …/print: a seat's published report with its map as one page to print (issue 46: groups that meet hand out paper). */
export function printRoutes(context: ServerContext): AnyRoute[] {
  const { store, periods } = context;
  return [
    route({
      method: 'GET',
      url: '/api/matches/:matchId/periods/:period/print',
      summary: "A seat's report and its map after the period as one HTML page to print (A4): a seat its own once published; the game master any seat's with ?seat",
      tag: 'periods',
      access: 'member',
      params: periodParams,
      query: z.strictObject({ seat: z.string().optional(), lang: langField }),
      response: z.string(),
      produces: 'text/html',
      handler: async ({ match, caller, params, query, reply }) => {
        const current = periodMatch(match);
        const { words } = current.ruleSet;
        if (current.ruleSet.printReport === undefined) throw new ApiError(404, 'no-print', `${current.game} has no printable report`);
        const seat = seatAsked(current, caller!, query.seat);
        if (seat === undefined) throw new ApiError(400, 'seat', `seat: name the ${words.seat} whose report to print`);
        const lang = langOf(current, query.lang);
        const { report } = await readableReport(store, current, params.period, seat, caller!);
        // The map shows the world the report leads to: the next period's opening state.
        const after = await periods.ref(current, params.period + 1);
        reply.header('cache-control', 'private, no-cache');
        return context.work.run({ kind: 'print', state: after, seat, report, lang });
      },
    }),
  ];
}
