import { z } from 'zod';
import type { Problem } from '../../kernel/problems.js';
import { HAND_IN_CHECK_WAIT_MS } from '../config.js';
import type { ServerContext } from '../context.js';
import { PeriodClosedError, type Store, type TurnBody } from '../../store/index.js';
import { refuseWhilePaused } from '../matches/paused.js';
import { CachedAnswer, sendCached } from '../http/cached.js';
import { ApiError } from '../http/errors.js';
import { route, type AnyRoute } from '../http/route.js';
import { matchIdParams } from '../http/schemas.js';
import { langField, langOf, periodMatch, periodParams, problemsSchema, readableReport, requirePeriodSeen, seatAsked, submitRequest, turnBody, turnFields, turnRequest, type PeriodMatch } from './common.js';
import { periodStatus, periodStatusSchema } from './status.js';
import { handedInAtTable } from './table-routes.js';

const submissionSchema = z.object({ period: z.int(), version: z.int(), submittedAt: z.string(), format: z.enum(['text', 'json']), content: z.unknown() });
/** GET and PUT …/draft: the seat's turn as being written. */
export const draftSchema = z.object({ period: z.int(), text: z.string().nullable(), savedAt: z.string().nullable() });
/** PUT …/turn: the turn handed in, with the checker's problems when its check ended within the wait (`checked`), else only those known at once. */
export const submittedTurnSchema = submissionSchema.extend({ checked: z.boolean(), problems: problemsSchema });
/** GET …/turn/problems: the checker's verdict on the latest version handed in. */
export const handedInVerdictSchema = z.object({ period: z.int(), version: z.int(), problems: problemsSchema });
/** GET …/turn: every version of the caller's turn. */
export const turnVersionsSchema = z.object({ period: z.int(), versions: z.array(submissionSchema) });
/** POST …/check: the checker's problems with a turn not handed in. */
export const checkedSchema = z.object({ period: z.int(), problems: problemsSchema });
const periodQuery = z.strictObject({ period: z.coerce.number().int().min(1).optional() });

/** `work`'s result if it comes within `ms`, else undefined: the work goes on, and a failure of it answers undefined too (GET …/turn/problems checks again). */
async function soonEnough<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The refusal of a turn handed in after the game masters began evaluating the period seat by seat. */
function evaluationBegun(match: PeriodMatch): ApiError {
  const { period } = match.ruleSet.words;
  return new ApiError(409, 'evaluation-begun', `the game masters have begun evaluating this ${period}; turns can no longer be changed. Your report comes when the ${period} is complete and published.`);
}

/** The refusal of a seat's turn at the table once its own turn has been evaluated (P-296). */
function turnEvaluated(match: PeriodMatch): ApiError {
  const { period } = match.ruleSet.words;
  return new ApiError(409, 'turn-evaluated', `the game master has evaluated your turn of this ${period} at the table; it can no longer be changed. Your report comes when the ${period} is complete and published.`);
}

/** Why a turn or draft is refused once the period is evaluated seat by seat, as a player understands it; undefined when it is not. */
async function steppedRefusal(store: Store, match: PeriodMatch, seat: string): Promise<ApiError | undefined> {
  const stepped = await store.stepSeats(match.id, match.currentPeriod);
  if (stepped.length === 0) return undefined;
  return stepped.includes(seat) && (await store.tableEvents(match.id, match.currentPeriod)).length > 0 ? turnEvaluated(match) : evaluationBegun(match);
}

/**
 * At the table, once the period's start has been evaluated (the first seat's step), a seat whose
 * own step is still to come hears what of its turn no longer runs (P-297); nothing otherwise.
 */
async function lateProblems(store: Store, match: PeriodMatch, seat: string, body: TurnBody, lang: string): Promise<readonly Problem[]> {
  if (match.ruleSet.table === undefined) return [];
  const stepped = await store.stepSeats(match.id, match.currentPeriod);
  if (stepped.length === 0 || stepped.includes(seat) || (await store.tableEvents(match.id, match.currentPeriod)).length === 0) return [];
  return match.ruleSet.table.lateProblems(body, lang);
}

/** Endpoints for the seats (and the game master where both read): turns, checks, reports, pictures. */
export function seatRoutes(context: ServerContext): AnyRoute[] {
  const { store, periods } = context;
  /** The checker's problems with a seat's turn this period, and at the table what of it no longer runs. */
  const checkedProblems = async (current: PeriodMatch, seat: string, turn: TurnBody, lang: string): Promise<Problem[]> => [
    ...(await periods.check(current, current.currentPeriod, seat, turn, lang)),
    ...(await lateProblems(store, current, seat, turn, lang)),
  ];
  return [
    route({
      method: 'GET',
      url: '/api/matches/:matchId/period',
      summary: "Where the period stands: deadline, past periods, and the caller's turn (the game master: every seat's)",
      tag: 'periods',
      access: 'member',
      params: matchIdParams,
      response: periodStatusSchema,
      handler: ({ match, caller }) => periodStatus(store, periods, periodMatch(match), caller!),
    }),
    route({
      method: 'PUT',
      url: '/api/matches/:matchId/turn',
      summary: "Hand in the caller's turn for this period; re-submitting until the deadline keeps every version",
      tag: 'periods',
      access: 'player',
      params: matchIdParams,
      body: submitRequest,
      response: submittedTurnSchema,
      handler: async ({ match, caller, body }) => {
        const current = periodMatch(match);
        refuseWhilePaused(current);
        const lang = langOf(current, body.lang);
        const turn = turnBody(body);
        const seat = caller!.seat;
        const tooLarge = current.ruleSet.turnTooLarge?.(turn);
        if (tooLarge !== undefined) throw new ApiError(400, tooLarge.code, tooLarge.message, [tooLarge]);
        // Stored first, checked after (issue 47): no load of others' checks keeps a hand-in from being received.
        const saved = await store.submitTurn(current.id, current.currentPeriod, seat, turn, body.expectedVersion).catch(async (error: unknown) => {
          // Seat by seat the period reads the turns as they were when its first seat was evaluated (at the table: the seat's own step).
          throw (error instanceof PeriodClosedError ? await steppedRefusal(store, current, seat) : undefined) ?? error;
        });
        // At the table the hand-in of the seat holding the flag stops its clock.
        await handedInAtTable(store, current, current.currentPeriod, seat);
        const verdict = await soonEnough(periods.checkHandedIn(current, current.currentPeriod, seat, turn, lang), context.config.handInCheckWaitMs ?? HAND_IN_CHECK_WAIT_MS);
        const late = await lateProblems(store, current, seat, turn, lang);
        const checked = Array.isArray(verdict);
        return { period: saved.period, version: saved.version, submittedAt: saved.submittedAt, format: saved.format, content: saved.content, checked, problems: [...(checked ? verdict : []), ...late] };
      },
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/turn/problems',
      summary: "The checker's verdict on the caller's latest handed-in turn (after a hand-in answered \"received, being checked\")",
      tag: 'periods',
      access: 'player',
      params: matchIdParams,
      query: z.strictObject({ lang: langField }),
      response: handedInVerdictSchema,
      handler: async ({ match, caller, query }) => {
        const current = periodMatch(match);
        const seat = caller!.seat;
        const latest = (await store.submissionHistory(current.id, current.currentPeriod, seat)).at(-1);
        if (latest === undefined) throw new ApiError(404, 'no-turn', `you have handed in no turn for this ${current.ruleSet.words.period}`);
        const lang = langOf(current, query.lang);
        const body = { format: latest.format, content: latest.content };
        return { period: current.currentPeriod, version: latest.version, problems: await checkedProblems(current, seat, body, lang) };
      },
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/turn',
      summary: "Every version of the caller's turn for a period (default: the current one)",
      tag: 'periods',
      access: 'player',
      params: matchIdParams,
      query: periodQuery,
      response: turnVersionsSchema,
      handler: async ({ match, caller, query }) => {
        const current = periodMatch(match);
        const period = query.period ?? current.currentPeriod;
        const versions = await store.submissionHistory(current.id, period, caller!.seat);
        return { period, versions: versions.map(({ period: p, version, submittedAt, format, content }) => ({ period: p, version, submittedAt, format, content })) };
      },
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/draft',
      summary: "The caller's turn for this period as last written and not handed in (kept across reloads and devices)",
      tag: 'periods',
      access: 'player',
      params: matchIdParams,
      response: draftSchema,
      handler: async ({ match, caller }) => {
        const current = periodMatch(match);
        const draft = await store.draft(current.id, current.currentPeriod, caller!.seat);
        return { period: current.currentPeriod, text: draft?.text ?? null, savedAt: draft?.savedAt ?? null };
      },
    }),
    route({
      method: 'PUT',
      url: '/api/matches/:matchId/draft',
      summary: "Keep the caller's turn as being written, without handing it in; handing in the turn removes the draft",
      tag: 'periods',
      access: 'player',
      params: matchIdParams,
      body: z.strictObject({ text: turnFields.text.unwrap() }),
      response: draftSchema,
      handler: async ({ match, caller, body }) => {
        const current = periodMatch(match);
        const draft = await store.saveDraft(current.id, current.currentPeriod, caller!.seat, body.text).catch(async (error: unknown) => {
          throw (error instanceof PeriodClosedError ? await steppedRefusal(store, current, caller!.seat) : undefined) ?? error;
        });
        return { period: draft.period, text: draft.text, savedAt: draft.savedAt };
      },
    }),
    route({
      method: 'POST',
      url: '/api/matches/:matchId/check',
      summary: "Check a turn against this period's state without handing it in (for checking as the player types)",
      tag: 'periods',
      access: 'player',
      params: matchIdParams,
      body: turnRequest,
      response: checkedSchema,
      handler: async ({ match, caller, body }) => {
        const current = periodMatch(match);
        const lang = langOf(current, body.lang);
        const turn = turnBody(body);
        return { period: current.currentPeriod, problems: await checkedProblems(current, caller!.seat, turn, lang) };
      },
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/periods/:period/report',
      summary: "A period's report: a seat its own once published; the game master any seat's, or the game-master report without ?seat",
      tag: 'periods',
      access: 'member',
      params: periodParams,
      query: z.strictObject({ seat: z.string().optional(), format: z.enum(['json', 'markdown', 'html']).default('json'), lang: langField }),
      response: z.unknown(),
      handler: async ({ match, caller, params, query, request, reply }) => {
        const current = periodMatch(match);
        const { words } = current.ruleSet;
        const seat = seatAsked(current, caller!, query.seat);
        const lang = langOf(current, query.lang);
        let report: unknown;
        let published = false;
        if (seat === undefined) {
          const evaluation = await store.evaluation(current.id, params.period);
          if (evaluation === undefined) throw new ApiError(404, 'not-evaluated', `${words.period} ${params.period} has not been evaluated`);
          report = evaluation.gmReport;
        } else {
          // A published report never changes: kept as the answer, read and compressed once.
          const kept = query.format === 'json' ? await periods.publishedReport(current.id, params.period, seat, async () => {
            const stored = await store.report(current.id, params.period, seat);
            return stored?.publishedAt === null ? undefined : stored?.report;
          }) : undefined;
          if (kept !== undefined) return sendCached(request, reply, kept, true);
          ({ report, published } = await readableReport(store, current, params.period, seat, caller!));
        }
        // A published report never changes: sent with its validator (the game master's unpublished one may still be replaced).
        if (query.format === 'json') return published ? sendCached(request, reply, new CachedAnswer(JSON.stringify(report), 'application/json; charset=utf-8'), true) : report;
        if (current.ruleSet.formatReport === undefined) throw new ApiError(404, 'no-format', `${current.game} reports come as JSON only`);
        const text = current.ruleSet.formatReport(report, seat, lang, query.format);
        return reply.type(query.format === 'markdown' ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8').send(text);
      },
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/periods/:period/map.svg',
      summary: "The picture of a period as the caller's seat may see it (the game master: all, or ?seat's view)",
      tag: 'periods',
      access: 'member',
      params: periodParams,
      query: z.strictObject({ seat: z.string().optional() }),
      response: z.string(),
      produces: 'image/svg+xml',
      handler: async ({ match, caller, params, query, request, reply }) => {
        const current = periodMatch(match);
        requirePeriodSeen(current, params.period);
        if (current.ruleSet.render === undefined) throw new ApiError(404, 'no-picture', `${current.game} draws no picture of its state`);
        const map = await periods.render(current, params.period, seatAsked(current, caller!, query.seat));
        // The browser may keep it (for this caller only) and asks again with its validator; a past period's picture never changes.
        const immutable = params.period < current.currentPeriod;
        reply.header('cache-control', immutable ? 'private, max-age=31536000, immutable' : 'private, no-cache').header('etag', map.etag).header('vary', 'authorization');
        if (request.headers['if-none-match'] === map.etag) return reply.code(304).send();
        return map.svg;
      },
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/periods/:period/map.json',
      summary: "The state of a period as the caller's seat may see it, as JSON (the game master: the whole state)",
      tag: 'periods',
      access: 'member',
      params: periodParams,
      query: z.strictObject({ seat: z.string().optional() }),
      response: z.unknown(),
      handler: async ({ match, caller, params, query, request, reply }) => {
        const current = periodMatch(match);
        requirePeriodSeen(current, params.period);
        const answer = await periods.viewJson(current, params.period, seatAsked(current, caller!, query.seat));
        return sendCached(request, reply, answer, params.period < current.currentPeriod);
      },
    }),
  ];
}
