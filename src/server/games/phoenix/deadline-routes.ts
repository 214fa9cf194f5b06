import { z } from 'zod';
import type { ServerContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { matchIdParams, seatName } from '../../http/schemas.js';
import { periodParams, phoenixMatch, turnBody, turnRequest } from './common.js';
import { MISSED_POLICIES } from './missed.js';
import { GM_SEAT } from '../../auth/caller.js';

/** The game master's deadline, missed-turn policy, and turns entered for realms that missed the deadline (issue 19). */
export function phoenixDeadlineRoutes(context: ServerContext): AnyRoute[] {
  const { store } = context;
  return [
    route({
      method: 'PUT',
      url: '/api/phoenix/matches/:matchId/periods/:period/deadline',
      summary: "Sets, extends or (null) removes the open month's deadline; seats are reminded again before a new one",
      tag: 'phoenix-gm',
      access: 'gm',
      params: periodParams,
      body: z.strictObject({ deadline: z.iso.datetime({ offset: true }).nullable() }),
      response: z.object({ period: z.int(), version: z.int(), deadline: z.string().nullable() }),
      handler: async ({ match, params, body }) => {
        const month = phoenixMatch(match);
        if (params.period !== month.currentPeriod) throw new ApiError(409, 'period-closed', `month ${params.period} is not open: the match is in month ${month.currentPeriod}`);
        const set = await store.setDeadline(month.id, params.period, body.deadline);
        return { period: params.period, version: set.version, deadline: set.deadline };
      },
    }),
    route({
      method: 'GET',
      url: '/api/phoenix/matches/:matchId/missed-policy',
      summary: "What happens to a realm that misses the deadline: 'hold', 'standing' or 'gm'",
      tag: 'phoenix',
      access: 'member',
      params: matchIdParams,
      response: z.object({ policy: z.enum(MISSED_POLICIES) }),
      handler: async ({ match }) => ({ policy: await store.missedPolicy(phoenixMatch(match).id) }),
    }),
    route({
      method: 'PUT',
      url: '/api/phoenix/matches/:matchId/missed-policy',
      summary: "Sets what happens to a realm that misses the deadline: 'hold' (an empty turn), 'standing' (its last standing orders) or 'gm' (the game master decides)",
      tag: 'phoenix-gm',
      access: 'gm',
      params: matchIdParams,
      body: z.strictObject({ policy: z.enum(MISSED_POLICIES) }),
      response: z.object({ policy: z.enum(MISSED_POLICIES), version: z.int() }),
      handler: async ({ match, body }) => {
        const after = await store.setMissedPolicy(phoenixMatch(match).id, body.policy);
        return { policy: body.policy, version: after.version };
      },
    }),
    route({
      method: 'POST',
      url: '/api/phoenix/matches/:matchId/turns/:realm',
      summary: 'The game master enters a turn for a realm, also after the deadline (for a realm that missed it)',
      tag: 'phoenix-gm',
      access: 'gm',
      params: matchIdParams.extend({ realm: seatName }),
      body: turnRequest,
      response: z.object({ period: z.int(), realm: z.string(), version: z.int() }),
      handler: async ({ match, params, body }) => {
        const month = phoenixMatch(match);
        if (params.realm === GM_SEAT || !(await store.seats(month.id)).some((seat) => seat.seat === params.realm)) {
          throw new ApiError(404, 'no-realm', `the match has no realm "${params.realm}"`);
        }
        const saved = await store.submitTurn(month.id, month.currentPeriod, params.realm, turnBody(body), undefined, true);
        return { period: saved.period, realm: params.realm, version: saved.version };
      },
    }),
  ];
}
