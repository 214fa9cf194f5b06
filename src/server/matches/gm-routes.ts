import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { getGame } from '../../kernel/registry.js';
import type { MatchInfo, PublicRoll, Store } from '../../store/index.js';
import { GM_SEAT } from '../auth/caller.js';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/errors.js';
import { route, type AnyRoute } from '../http/route.js';
import { invitedSeatSchema, matchIdParams, matchSchema, seatName, seatSchema } from '../http/schemas.js';
import type { BotRunner } from '../play/bots.js';
import { inviteLink, publicMatch } from './links.js';

/** The dice a game master may roll in the open. */
export const PUBLIC_DICE = [6, 10, 20] as const;

export const publicRollSchema = z.object({ seq: z.int(), author: z.string(), die: z.int(), value: z.int(), reason: z.string(), rolledAt: z.string() });
const seatParams = matchIdParams.extend({ seat: seatName });

/** The game master's console for any match: pause, resume, replace or drop a player, roll a die in the open. */
export function gmConsoleRoutes(context: ServerContext, bots: BotRunner): AnyRoute[] {
  const { store } = context;
  return [
    route({
      method: 'POST',
      url: '/api/matches/:matchId/pause',
      summary: 'Pause the match: it refuses turns and commands (409) until resumed',
      tag: 'matches',
      access: 'gm',
      params: matchIdParams,
      response: matchSchema,
      handler: async ({ match }) => {
        if (match!.status === 'paused') throw new ApiError(409, 'paused', 'the match is paused already');
        if (match!.status === 'finished') throw new ApiError(409, 'finished', 'the match is finished: there is nothing to pause');
        return publicMatch(await store.setStatus(match!.id, 'paused', match!.version));
      },
    }),
    route({
      method: 'POST',
      url: '/api/matches/:matchId/resume',
      summary: 'Resume a paused match',
      tag: 'matches',
      access: 'gm',
      params: matchIdParams,
      response: matchSchema,
      handler: async ({ match }) => {
        if (match!.status !== 'paused') throw new ApiError(409, 'not-paused', 'the match is not paused');
        return publicMatch(await store.setStatus(match!.id, 'open', match!.version));
      },
    }),
    route({
      method: 'POST',
      url: '/api/matches/:matchId/seats/:seat/replace',
      rateLimited: true,
      summary: "Replace a seat's player: the old token and invite stop working now, and the seat gets a new invite",
      tag: 'matches',
      access: 'gm',
      params: seatParams,
      response: invitedSeatSchema,
      handler: async ({ params }) => {
        await requirePlayerSeat(store, params.matchId, params.seat);
        await store.vacateSeat(params.matchId, params.seat);
        const invite = await store.reissueInvite(params.matchId, params.seat);
        return { seat: params.seat, invite, link: inviteLink(context.publicUrl(), invite) };
      },
    }),
    route({
      method: 'POST',
      url: '/api/matches/:matchId/seats/:seat/drop',
      summary:
        "Drop a seat's player: in games with bots the seat goes to a bot (`bot`, default the game's first); otherwise its invite and token are revoked and the seat stays without a player",
      tag: 'matches',
      access: 'gm',
      params: seatParams,
      body: z.strictObject({ bot: z.string().min(1).max(40).optional() }),
      response: seatSchema,
      handler: async ({ params, body, match }) => {
        await requirePlayerSeat(store, params.matchId, params.seat);
        const seat = await dropSeat(store, match!, params.seat, body.bot);
        if (seat.bot !== null) bots.watch(params.matchId);
        return { seat: seat.seat, joined: seat.joined, inviteOpen: seat.inviteOpen, bot: seat.bot };
      },
    }),
    route({
      method: 'POST',
      url: '/api/matches/:matchId/rolls',
      summary: "Roll a W6, W10 or W20 in the open: the roll and the game master's reason go into the match's public log",
      tag: 'matches',
      access: 'gm',
      params: matchIdParams,
      body: z.strictObject({
        die: z.union(PUBLIC_DICE.map((d) => z.literal(d)), { error: 'die must be 6, 10 or 20' }),
        reason: z.string().trim().min(1, { error: 'say why the die is rolled' }).max(300),
      }),
      response: publicRollSchema,
      handler: async ({ match, body }) => {
        if (match!.status === 'finished') throw new ApiError(409, 'finished', 'the match is finished');
        // Rolled on the server, never by the client: nobody can pick the value.
        return store.addPublicRoll(match!.id, { author: GM_SEAT, die: body.die, value: randomInt(1, body.die + 1), reason: body.reason });
      },
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/rolls',
      summary: 'The dice the game master rolled in the open, oldest first (every seat may read them)',
      tag: 'matches',
      access: 'member',
      params: matchIdParams,
      response: z.array(publicRollSchema),
      handler: ({ match }) => store.publicRolls(match!.id),
    }),
  ];
}

async function requirePlayerSeat(store: Store, matchId: string, seat: string): Promise<void> {
  if (seat === GM_SEAT) throw new ApiError(400, 'gm-seat', "the game master's seat cannot be replaced or dropped");
  const seats = await store.seats(matchId);
  if (!seats.some((s) => s.seat === seat)) throw new ApiError(404, 'no-seat', `the match has no seat "${seat}"; seats: ${seats.filter((s) => s.seat !== GM_SEAT).map((s) => s.seat).join(', ')}`);
}

/** A bot where the game has bots; otherwise the seat without a player. */
async function dropSeat(store: Store, match: MatchInfo, seat: string, bot: string | undefined) {
  const adapter = getGame(match.game).bots;
  if (adapter === undefined || adapter.names.length === 0) {
    if (bot !== undefined) throw new ApiError(400, 'no-bots', `${getGame(match.game).title} has no bots: the seat is left without a player`);
    return store.vacateSeat(match.id, seat);
  }
  const chosen = bot ?? adapter.names[0]!;
  if (!adapter.names.includes(chosen)) throw new ApiError(400, 'unknown-bot', `there is no bot "${chosen}"; bots: ${adapter.names.join(', ')}`);
  return store.assignBot(match.id, seat, chosen);
}

export type { PublicRoll };
