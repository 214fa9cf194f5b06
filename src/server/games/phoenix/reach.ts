import { z } from 'zod';
import { DEFAULT_RULES, explainReach, planMove } from '../../../games/phoenix/index.js';
import type { ServerContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { matchIdParams } from '../../http/schemas.js';
import { langSchema, phoenixMatch, realmAsked, loadedWorld } from './common.js';

export const reachSchema = z.object({
  period: z.int(),
  realm: z.string(),
  army: z.int(),
  from: z.string(),
  /** Every hex the army reaches this month (with the BWP left there) and every hex just beyond, with why not. */
  hexes: z.array(z.object({ at: z.string(), reachable: z.boolean(), bwpLeft: z.int().optional(), reason: z.string().optional() })),
});

/**
 * A reason as a realm may read it. The move is worked out on the whole world (a wall's crew
 * decides whether it can be overcome), but the crew of another realm's wall is a strength the
 * realm does not see (R §1.5.12): its number is taken out, the rule stays.
 */
export function redactReason(reason: string): string {
  return reason.replace(/ ?\(\d+ K\)/g, '');
}

/** Click-to-move: where one of a realm's armies can go this month, computed on the server. */
export function reachRoute(context: ServerContext): AnyRoute {
  return route({
    method: 'GET',
    url: '/api/phoenix/matches/:matchId/reach',
    summary: "Where an army of the caller's realm can move this month: each hex with the BWP left there, or why it cannot be entered (the game master: any ?realm)",
    tag: 'phoenix',
    access: 'member',
    params: matchIdParams,
    query: z.strictObject({ army: z.coerce.number().int().min(1), realm: z.string().optional(), lang: langSchema }),
    response: reachSchema,
    handler: async ({ match, caller, query }) => {
      const month = phoenixMatch(match);
      const realm = realmAsked(caller!, query.realm);
      if (realm === undefined) throw new ApiError(400, 'realm-needed', 'name the realm whose army moves: ?realm=');
      const loaded = await loadedWorld(context.periods, month, month.currentPeriod);
      if (!loaded.realms.has(realm)) throw new ApiError(400, 'unknown-realm', `the world has no realm "${realm}"`);
      const army = loaded.army(realm, query.army);
      if (army === undefined) throw new ApiError(404, 'no-army', `${realm} has no army ${query.army}`);
      const reach = explainReach(loaded, realm, query.army, DEFAULT_RULES, { lang: query.lang });
      const hexes = [...reach].map(([at, info]) => ({
        at,
        reachable: info.reachable,
        ...(info.bwpLeft === undefined ? {} : { bwpLeft: info.bwpLeft }),
        ...(info.reason === undefined ? {} : { reason: redactReason(info.reason) }),
      }));
      return { period: month.currentPeriod, realm, army: query.army, from: army.at, hexes };
    },
  });
}

export const movePlanSchema = z.object({
  period: z.int(),
  realm: z.string(),
  army: z.int(),
  from: z.string(),
  /** The hexes entered, in order, with the BWP left after each. */
  steps: z.array(z.object({ to: z.string(), bwpLeft: z.int() })),
  /** Whether the move ends on its target without being stopped on the way. */
  arrives: z.boolean(),
  /** Where and why the move stops (a stop at the target with a fight there still arrives). */
  stop: z.object({ at: z.string(), message: z.string() }).optional(),
});

const placeList = z
  .string()
  .optional()
  .transform((text) => (text === undefined || text.trim() === '' ? [] : text.split(',').map((at) => at.trim())));

/** Click-to-move with waypoints: the cheapest path of an army to a target through waypoints, as the month would plan it (planMove). */
export function movePlanRoute(context: ServerContext): AnyRoute {
  return route({
    method: 'GET',
    url: '/api/phoenix/matches/:matchId/move-plan',
    summary: "The path an army of the caller's realm would take this month to ?to= through ?via= (comma-separated), with the BWP left after each hex, or where and why it stops",
    tag: 'phoenix',
    access: 'member',
    params: matchIdParams,
    query: z.strictObject({ army: z.coerce.number().int().min(1), to: z.string().min(1).max(20), via: placeList, realm: z.string().optional(), lang: langSchema }),
    response: movePlanSchema,
    handler: async ({ match, caller, query }) => {
      const month = phoenixMatch(match);
      const realm = realmAsked(caller!, query.realm);
      if (realm === undefined) throw new ApiError(400, 'realm-needed', 'name the realm whose army moves: ?realm=');
      if (query.via.length > 20) throw new ApiError(400, 'too-many-waypoints', 'a move takes at most 20 waypoints');
      const loaded = await loadedWorld(context.periods, month, month.currentPeriod);
      if (!loaded.realms.has(realm)) throw new ApiError(400, 'unknown-realm', `the world has no realm "${realm}"`);
      const army = loaded.army(realm, query.army);
      if (army === undefined) throw new ApiError(404, 'no-army', `${realm} has no army ${query.army}`);
      const plan = planMove(loaded, realm, { type: 'move', army: query.army, to: query.to, via: query.via }, DEFAULT_RULES, { lang: query.lang });
      const steps = plan.steps.map((step) => ({ to: step.to, bwpLeft: step.bwpLeft }));
      const end = steps.at(-1)?.to ?? plan.from;
      const arrives = end === query.to && (plan.stop === undefined || plan.stop.encounter !== undefined) && steps.length > 0;
      return {
        period: month.currentPeriod,
        realm,
        army: query.army,
        from: army.at,
        steps,
        arrives,
        ...(plan.stop === undefined ? {} : { stop: { at: plan.stop.at, message: redactReason(plan.stop.message) } }),
      };
    },
  });
}
