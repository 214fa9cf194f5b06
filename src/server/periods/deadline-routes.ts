import { z } from 'zod';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/errors.js';
import { route, type AnyRoute } from '../http/route.js';
import { matchIdParams, seatName } from '../http/schemas.js';
import { langOf, periodMatch, periodParams, playingSeats, problemsSchema, requireOpen, turnBody, turnRequest } from './common.js';
import { MISSED_POLICIES } from './missed.js';

/** GET …/missed-policy: what happens to a seat that misses the deadline. */
export const missedPolicySchema = z.object({ policy: z.enum(MISSED_POLICIES) });

/** GET …/periods/:period/held: the seats the game master holds this period. */
export const heldSchema = z.object({ period: z.int(), seats: z.array(z.string()) });

/** The game master's deadline, missed-turn policy, and turns entered for seats that missed the deadline (issue 19). */
export function deadlineRoutes(context: ServerContext): AnyRoute[] {
  const { store } = context;
  return [
    route({
      method: 'PUT',
      url: '/api/matches/:matchId/periods/:period/deadline',
      summary: "Sets, extends or (null) removes the open period's deadline; seats are reminded again before a new one",
      tag: 'periods-gm',
      access: 'gm',
      params: periodParams,
      body: z.strictObject({ deadline: z.iso.datetime({ offset: true }).nullable() }),
      response: z.object({ period: z.int(), version: z.int(), deadline: z.string().nullable() }),
      handler: async ({ match, params, body }) => {
        const current = periodMatch(match);
        requireOpen(current, params.period);
        const set = await store.setDeadline(current.id, params.period, body.deadline);
        return { period: params.period, version: set.version, deadline: set.deadline };
      },
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/missed-policy',
      summary: "What happens to a seat that misses the deadline: 'hold', 'standing' or 'gm'",
      tag: 'periods',
      access: 'member',
      params: matchIdParams,
      response: missedPolicySchema,
      handler: async ({ match }) => ({ policy: await store.missedPolicy(periodMatch(match).id) }),
    }),
    route({
      method: 'PUT',
      url: '/api/matches/:matchId/missed-policy',
      summary: "Sets what happens to a seat that misses the deadline: 'hold' (an empty turn), 'standing' (its last standing orders) or 'gm' (the game master decides)",
      tag: 'periods-gm',
      access: 'gm',
      params: matchIdParams,
      body: z.strictObject({ policy: z.enum(MISSED_POLICIES) }),
      response: z.object({ policy: z.enum(MISSED_POLICIES), version: z.int() }),
      handler: async ({ match, body }) => {
        const after = await store.setMissedPolicy(periodMatch(match).id, body.policy);
        return { policy: body.policy, version: after.version };
      },
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/periods/:period/held',
      summary: "The seats the game master has decided to hold this period (policy 'gm'): an empty turn each",
      tag: 'periods-gm',
      access: 'gm',
      params: periodParams,
      response: heldSchema,
      handler: async ({ match, params }) => ({ period: params.period, seats: await store.heldSeats(periodMatch(match).id, params.period) }),
    }),
    route({
      method: 'PUT',
      url: '/api/matches/:matchId/periods/:period/held',
      summary: "Stores the game master's decision which seats that missed the deadline are held this period (policy 'gm'), so that it outlasts a reload",
      tag: 'periods-gm',
      access: 'gm',
      params: periodParams,
      body: z.strictObject({ seats: z.array(seatName).max(1_000) }),
      response: heldSchema.extend({ version: z.int() }),
      handler: async ({ match, params, body }) => {
        const current = periodMatch(match);
        requireOpen(current, params.period);
        const seats = await playingSeats(store, current.id);
        const unknown = body.seats.filter((seat) => !seats.includes(seat));
        if (unknown.length > 0) throw new ApiError(400, 'no-seat', `the match has no ${current.ruleSet.words.seat} ${unknown.map((seat) => `"${seat}"`).join(', ')}`);
        if ((await store.seatSteps(current.id, params.period)).length > 0) {
          throw new ApiError(409, 'steps-begun', `the ${current.ruleSet.words.seat}s' turns of this ${current.ruleSet.words.period} are being evaluated one by one: the decisions were made with the first`);
        }
        const after = await store.setHeldSeats(current.id, params.period, body.seats);
        return { period: params.period, seats: await store.heldSeats(current.id, params.period), version: after.version };
      },
    }),
    route({
      method: 'POST',
      url: '/api/matches/:matchId/turns/:seat',
      summary: 'The game master enters a turn for a seat, also after the deadline (for a seat that missed it)',
      tag: 'periods-gm',
      access: 'gm',
      params: matchIdParams.extend({ seat: seatName }),
      body: turnRequest,
      response: z.object({ period: z.int(), seat: z.string(), version: z.int(), problems: problemsSchema }),
      handler: async ({ match, params, body }) => {
        const current = periodMatch(match);
        if (!(await playingSeats(store, current.id)).includes(params.seat)) {
          throw new ApiError(404, 'no-seat', `the match has no ${current.ruleSet.words.seat} "${params.seat}"`);
        }
        const turn = turnBody(body);
        const problems = await context.periods.check(current, current.currentPeriod, params.seat, turn, langOf(current, body.lang), { urgent: true });
        const saved = await store.submitTurn(current.id, current.currentPeriod, params.seat, turn, undefined, true);
        return { period: saved.period, seat: params.seat, version: saved.version, problems };
      },
    }),
    route({
      method: 'POST',
      url: '/api/matches/:matchId/turns/:seat/check',
      summary: "The checker's problems with a turn the game master is about to enter for a seat, without entering it",
      tag: 'periods-gm',
      access: 'gm',
      params: matchIdParams.extend({ seat: seatName }),
      body: turnRequest,
      response: z.object({ period: z.int(), problems: problemsSchema }),
      handler: async ({ match, params, body }) => {
        const current = periodMatch(match);
        if (!(await playingSeats(store, current.id)).includes(params.seat)) {
          throw new ApiError(404, 'no-seat', `the match has no ${current.ruleSet.words.seat} "${params.seat}"`);
        }
        const problems = await context.periods.check(current, current.currentPeriod, params.seat, turnBody(body), langOf(current, body.lang));
        return { period: current.currentPeriod, problems };
      },
    }),
  ];
}
