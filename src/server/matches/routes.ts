import { z } from 'zod';
import { Match } from '../../kernel/match.js';
import { periodDice } from '../../kernel/periodic.js';
import { getGame, registeredGames } from '../../kernel/registry.js';
import { GM_SEAT, refuseWhileLocked } from '../auth/caller.js';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/errors.js';
import { route, type AnyRoute } from '../http/route.js';
import { seatNames } from '../seat-names.js';
import { createdMatchSchema, matchIdParams, matchSchema, seatName, seatSchema, seedSchema, titleSchema } from '../http/schemas.js';
import type { BotRunner } from '../play/bots.js';
import { createdAnswer, inviteLink, publicMatch } from './links.js';
import { freshSeed } from './seed.js';

/** GET /api/matches/:matchId. */
export const matchAnswerSchema = z.object({ match: matchSchema, seats: z.array(seatSchema), you: z.object({ seat: z.string(), gm: z.boolean() }) });

export const gameSchema = z.object({ id: z.string(), title: z.string(), style: z.enum(['interactive', 'periodic']), bots: z.array(z.string()) });

/** POST /api/join: the seat taken and its token, shown this once. */
export const joinedSeatSchema = z.object({ matchId: z.string(), seat: z.string(), token: z.string() });

/** GET /api/join/:invite: what the invite joins (seatName: the seat's name where the match holds it, else null and the client names it). */
export const invitePreviewSchema = z.object({ matchTitle: z.string(), game: z.string(), gameTitle: z.string(), seat: z.string(), seatName: z.string().nullable() });

/** Endpoints every game shares: the catalogue, creating interactive matches, seats and invites. */
export function matchRoutes(context: ServerContext, bots: BotRunner): AnyRoute[] {
  const { store } = context;
  return [
    route({
      method: 'GET',
      url: '/api/games',
      summary: 'The games this server runs',
      tag: 'matches',
      access: 'public',
      response: z.array(gameSchema),
      handler: async () =>
        registeredGames()
          .filter((game) => game.ruleSet !== undefined || game.periodic !== undefined)
          .map((game) => ({
            id: game.id,
            title: game.title,
            style: game.ruleSet === undefined ? ('periodic' as const) : ('interactive' as const),
            bots: [...(game.bots?.names ?? [])],
          })),
    }),
    route({
      method: 'POST',
      url: '/api/matches',
      rateLimited: true,
      summary: 'Create a match of any game from its options (a game played in periods also takes the first deadline); the caller becomes its game master',
      tag: 'matches',
      access: 'creator',
      body: z.strictObject({
        game: z.string().min(1).max(64),
        title: titleSchema,
        options: z.unknown().optional(),
        seed: seedSchema.optional(),
        /** For a game played in periods: when the first period's turns are due. */
        deadline: z.iso.datetime({ offset: true }).optional(),
      }),
      response: createdMatchSchema,
      handler: async ({ body }) => {
        const entry = knownGame(body.game);
        const periodic = entry.periodic;
        if (periodic !== undefined) {
          const seed = body.seed ?? freshSeed();
          const options = body.options ?? {};
          const state = periodic.setup(options, periodDice(seed, 0)); // throws InputError (400) for bad options
          const seats = periodic.seats(state);
          if (seats.length === 0) throw new ApiError(400, 'no-seats', `the ${periodic.words.period}'s state has no ${periodic.words.seat}s to play`);
          const created = await store.createMatch({ game: body.game, title: body.title, options, seed, seats, gmSeat: GM_SEAT, firstPeriod: { state, deadline: body.deadline ?? null } });
          return createdAnswer(context.publicUrl(), created, periodic.seatNames(state));
        }
        if (body.deadline !== undefined) throw new ApiError(400, 'no-periods', `${body.game} is not played in periods: it takes no deadline`);
        const ruleSet = entry.ruleSet;
        if (ruleSet === undefined) throw new ApiError(400, 'no-rule-set', `${entry.title} has no rule set for matches`);
        const options = body.options ?? {};
        const seed = body.seed ?? freshSeed();
        const live = new Match(ruleSet, options, seed); // throws InputError (400) for bad options
        const created = await store.createMatch({
          game: body.game,
          title: body.title,
          options,
          seed,
          seats: ruleSet.seats(options),
          gmSeat: GM_SEAT,
          setupLog: live.fullLog(),
        });
        return createdAnswer(context.publicUrl(), created);
      },
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId',
      summary: 'The match, its seats, and who the caller is',
      tag: 'matches',
      access: 'member',
      params: matchIdParams,
      response: matchAnswerSchema,
      handler: async ({ match, caller }) => {
        const names = await seatNames(context, match!);
        const seats = (await store.seats(match!.id)).filter((s) => s.seat !== GM_SEAT);
        return {
          match: publicMatch(match!),
          seats: seats.map(({ seat, joined, inviteOpen, bot }) => ({ seat, ...(names.has(seat) ? { name: names.get(seat) } : {}), joined, inviteOpen, bot })),
          you: { seat: caller!.seat, gm: caller!.gm },
        };
      },
    }),
    route({
      method: 'GET',
      url: '/api/join/:invite',
      rateLimited: true,
      summary: 'What an open invite joins — the match, its game and the seat — without using it (the join screen says so before the seat is taken)',
      tag: 'matches',
      access: 'public',
      params: z.strictObject({ invite: z.string().min(1).max(200) }),
      response: invitePreviewSchema,
      handler: async ({ params, request }) => {
        refuseWhileLocked(context.lockout, request, params.invite);
        const seat = await store.inviteSeat(params.invite);
        const match = seat === undefined ? undefined : await store.getMatch(seat.matchId);
        if (seat === undefined || match === undefined) {
          context.lockout.fail(request.ip, params.invite);
          throw new ApiError(404, 'unknown-invite', 'the invite is not valid: it was used already or replaced by a new one');
        }
        const names = await seatNames(context, match);
        return { matchTitle: match.title, game: match.game, gameTitle: getGame(match.game).title, seat: seat.seat, seatName: names.get(seat.seat) ?? null };
      },
    }),
    route({
      method: 'POST',
      url: '/api/join',
      rateLimited: true,
      summary: "Take a seat with its invite (from the invite link); answers the seat's token, shown this once",
      tag: 'matches',
      access: 'public',
      body: z.strictObject({ invite: z.string().min(1).max(200) }),
      response: joinedSeatSchema,
      handler: async ({ body, request }) => {
        refuseWhileLocked(context.lockout, request, body.invite);
        const claimed = await store.claimInvite(body.invite);
        if (claimed === undefined) {
          context.lockout.fail(request.ip, body.invite);
          throw new ApiError(401, 'unknown-invite', 'the invite is not valid: it was used already or replaced by a new one');
        }
        return { matchId: claimed.matchId, seat: claimed.seat, token: claimed.token };
      },
    }),
    route({
      method: 'POST',
      url: '/api/matches/:matchId/seats/:seat/invite',
      rateLimited: true,
      summary: "A new invite for a seat (the old invite and the seat's token stop working once it is used)",
      tag: 'matches',
      access: 'gm',
      params: matchIdParams.extend({ seat: seatName }),
      response: z.object({ seat: z.string(), invite: z.string(), link: z.string() }),
      handler: async ({ params }) => {
        if (params.seat === GM_SEAT) throw new ApiError(400, 'gm-seat', "the game master's seat has no invite");
        const invite = await store.reissueInvite(params.matchId, params.seat);
        return { seat: params.seat, invite, link: inviteLink(context.publicUrl(), invite) };
      },
    }),
    route({
      method: 'POST',
      url: '/api/matches/:matchId/seats/:seat/bot',
      summary: 'Hand a seat to a bot that plays it on the server (its invite and token stop working)',
      tag: 'matches',
      access: 'gm',
      params: matchIdParams.extend({ seat: seatName }),
      body: z.strictObject({ bot: z.string().min(1).max(40) }),
      response: seatSchema,
      handler: async ({ params, body, match }) => {
        const adapter = getGame(match!.game).bots;
        if (adapter === undefined) throw new ApiError(400, 'no-bots', `${getGame(match!.game).title} has no bots`);
        if (!adapter.names.includes(body.bot)) {
          throw new ApiError(400, 'unknown-bot', `there is no bot "${body.bot}"; bots: ${adapter.names.join(', ')}`);
        }
        if (params.seat === GM_SEAT) throw new ApiError(400, 'gm-seat', "the game master's seat cannot be a bot");
        const seat = await store.assignBot(params.matchId, params.seat, body.bot);
        bots.watch(params.matchId);
        return { seat: seat.seat, joined: seat.joined, inviteOpen: seat.inviteOpen, bot: seat.bot };
      },
    }),
  ];
}

function knownGame(game: string) {
  const entry = registeredGames().find((g) => g.id === game);
  if (entry === undefined) throw new ApiError(400, 'unknown-game', `there is no game "${game}"; games: ${registeredGames().map((g) => g.id).join(', ')}`);
  return entry;
}
