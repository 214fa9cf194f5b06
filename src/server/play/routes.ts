import { z } from 'zod';
import type { MatchInfo } from '../../store/index.js';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/errors.js';
import { route, type AnyRoute } from '../http/route.js';
import { matchIdParams } from '../http/schemas.js';
import type { StreamSource } from '../live/streams.js';
import { seatLog } from './matches.js';

/** The seat name spectators see the match as: no player's, so the rule set shows only what is public. */
export const SPECTATOR = '@spectator';

const viewAnswer = z.object({ version: z.int(), seat: z.string(), view: z.unknown() });
const logEntry = z.object({ seq: z.int(), seat: z.string().nullable(), kind: z.enum(['roll', 'event']) }).loose();
const logAnswer = z.object({ version: z.int(), entries: z.array(logEntry) });
const afterQuery = z.strictObject({ after: z.coerce.number().int().min(0).default(0) });

function requireInteractive(match: MatchInfo): void {
  if (match.currentPeriod !== null) throw new ApiError(400, 'not-interactive', `this match is played in periods: use its /api/${match.game} endpoints`);
}

/** Views, logs and commands of interactive matches, for seats and for spectators. */
export function playRoutes(context: ServerContext): AnyRoute[] {
  const { interactive, streams } = context;
  const view = async (match: MatchInfo, seat: string) => {
    requireInteractive(match);
    const live = await interactive.current(match);
    return { version: match.version, seat, view: live.view(seat) as unknown };
  };
  const log = async (match: MatchInfo, seat: string, after: number) => {
    requireInteractive(match);
    const live = await interactive.current(match);
    return { version: match.version, entries: seatLog(live, seat, after) };
  };
  return [
    route({
      method: 'GET',
      url: '/api/matches/:matchId/view',
      summary: "The match as the caller's seat may see it",
      tag: 'play',
      access: 'member',
      params: matchIdParams,
      response: viewAnswer,
      handler: ({ match, caller }) => view(match!, caller!.gm ? SPECTATOR : caller!.seat),
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/log',
      summary: "The match's log after entry `after`, as the caller's seat may see it",
      tag: 'play',
      access: 'member',
      params: matchIdParams,
      query: afterQuery,
      response: logAnswer,
      handler: ({ match, caller, query }) => log(match!, caller!.gm ? SPECTATOR : caller!.seat, query.after),
    }),
    route({
      method: 'POST',
      url: '/api/matches/:matchId/commands',
      summary: "Give a command as the caller's seat; refused commands answer 422 with the rules' reasons",
      tag: 'play',
      access: 'player',
      params: matchIdParams,
      body: z.strictObject({ command: z.unknown(), expectedVersion: z.int().min(1).optional() }),
      response: z.object({ version: z.int(), entries: z.int() }),
      handler: async ({ match, caller, body }) => {
        requireInteractive(match!);
        const seats = await context.store.seats(match!.id);
        if (seats.find((s) => s.seat === caller!.seat)?.bot !== null) throw new ApiError(409, 'bot-seat', 'a bot plays this seat');
        const outcome = await interactive.submit(match!, caller!.seat, body.command, body.expectedVersion);
        if (!outcome.accepted) throw new ApiError(422, 'refused', outcome.problems.map((p) => p.message).join('; '), outcome.problems);
        return { version: outcome.version, entries: outcome.entries };
      },
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/public/view',
      summary: 'The match as spectators see it',
      tag: 'play',
      access: 'public',
      params: matchIdParams,
      response: viewAnswer,
      handler: ({ match }) => view(match!, SPECTATOR),
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/public/log',
      summary: "The match's log as spectators see it",
      tag: 'play',
      access: 'public',
      params: matchIdParams,
      query: afterQuery,
      response: logAnswer,
      handler: ({ match, query }) => log(match!, SPECTATOR, query.after),
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/public/events',
      summary: 'Live updates for spectators: the public view and new log entries after every change',
      tag: 'live',
      access: 'public',
      params: matchIdParams,
      query: afterQuery,
      response: z.string(),
      produces: 'text/event-stream',
      handler: async ({ match, request, reply, query }) => {
        requireInteractive(match!);
        await streams.serve(request, reply, match!.id, interactiveSource(context, match!.id, SPECTATOR, query.after), { audience: SPECTATOR });
      },
    }),
  ];
}

/** A seat's stream of an interactive match: its view and its new log entries after every change. */
export function interactiveSource(context: ServerContext, matchId: string, seat: string, after: number): StreamSource {
  let sent = after;
  const snapshot = async () => {
    const match = await context.store.getMatch(matchId);
    if (match === undefined) return [];
    const live = await context.interactive.current(match);
    const entries = seatLog(live, seat, sent);
    sent = live.fullLog().length;
    return [
      ...(entries.length > 0 ? [{ event: 'log', data: { version: match.version, entries } }] : []),
      { event: 'view', data: { version: match.version, seat, view: live.view(seat) as unknown } },
      // The game master's dice in the open and the match's status (paused or not) reach every seat live.
      { event: 'match', data: { status: match.status, version: match.version } },
      { event: 'rolls', data: await context.store.publicRolls(matchId) },
    ];
  };
  return { opening: snapshot, after: snapshot };
}

