import { z } from 'zod';
import { gmDoc, humanReport, renderHtml, renderMarkdown, type GmReport, type RealmReport } from '../../../games/phoenix/index.js';
import type { ServerContext } from '../../context.js';
import { PeriodClosedError, type Store } from '../../../store/index.js';
import { refuseWhilePaused } from '../../matches/paused.js';
import { CachedAnswer, sendCached } from '../../http/cached.js';
import { ApiError } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { matchIdParams } from '../../http/schemas.js';
import { langSchema, periodParams, phoenixMatch, problemsSchema, realmAsked, requirePeriodSeen, submitRequest, turnBody, turnFields, turnRequest } from './common.js';
import { monthStatus, monthStatusSchema } from './status.js';
import { lateStartProblems } from './late-orders.js';
import { handedInAtTable } from './table-routes.js';

const submissionSchema = z.object({ period: z.int(), version: z.int(), submittedAt: z.string(), format: z.enum(['text', 'json']), content: z.unknown() });
const draftSchema = z.object({ period: z.int(), text: z.string().nullable(), savedAt: z.string().nullable() });
const periodQuery = z.strictObject({ period: z.coerce.number().int().min(1).optional() });

/** The refusal of a turn handed in after the game masters began evaluating the month realm by realm. */
export function evaluationBegun(): ApiError {
  return new ApiError(409, 'evaluation-begun', 'the game masters have begun evaluating this month; turns can no longer be changed. Your report comes when the month is complete and published.');
}

/** The refusal of a realm's turn at the table once its own turn has been evaluated (P-296). */
export function turnEvaluated(): ApiError {
  return new ApiError(409, 'turn-evaluated', 'the game master has evaluated your turn of this month at the table; it can no longer be changed. Your report comes when the month is complete and published.');
}

/** Why a turn or draft is refused once the month is evaluated realm by realm, as a player understands it; undefined when it is not. */
async function steppedRefusal(store: Store, matchId: string, period: number, seat: string): Promise<ApiError | undefined> {
  const stepped = await store.stepSeats(matchId, period);
  if (stepped.length === 0) return undefined;
  return stepped.includes(seat) && (await store.tableEvents(matchId, period)).length > 0 ? turnEvaluated() : evaluationBegun();
}

/** Endpoints for the realms (and the game master where both read): turns, checks, reports, maps. */
export function phoenixPlayerRoutes(context: ServerContext): AnyRoute[] {
  const { store, periods } = context;
  return [
    route({
      method: 'GET',
      url: '/api/phoenix/matches/:matchId/month',
      summary: "Where the month stands: deadline, past months, and the caller's turn (the game master: every realm's)",
      tag: 'phoenix',
      access: 'member',
      params: matchIdParams,
      response: monthStatusSchema,
      handler: ({ match, caller }) => monthStatus(store, periods, phoenixMatch(match), caller!),
    }),
    route({
      method: 'PUT',
      url: '/api/phoenix/matches/:matchId/turn',
      summary: "Hand in the caller's turn for this month; re-submitting until the deadline keeps every version",
      tag: 'phoenix',
      access: 'player',
      params: matchIdParams,
      body: submitRequest,
      response: submissionSchema.extend({ problems: problemsSchema }),
      handler: async ({ match, caller, body }) => {
        const month = phoenixMatch(match);
        refuseWhilePaused(month);
        const turn = turnBody(body);
        const problems = await periods.check(month, month.currentPeriod, caller!.seat, turn, body.lang);
        const saved = await store.submitTurn(month.id, month.currentPeriod, caller!.seat, turn, body.expectedVersion).catch(async (error: unknown) => {
          // Realm by realm the month reads the turns as they were when its first realm was evaluated (at the table: the realm's own step).
          throw (error instanceof PeriodClosedError ? await steppedRefusal(store, month.id, month.currentPeriod, caller!.seat) : undefined) ?? error;
        });
        // At the table the hand-in of the realm holding the flag stops its clock (R §3.4).
        await handedInAtTable(store, month.id, month.currentPeriod, caller!.seat);
        const late = await lateStartProblems(store, month.id, month.currentPeriod, caller!.seat, turn, body.lang);
        return { period: saved.period, version: saved.version, submittedAt: saved.submittedAt, format: saved.format, content: saved.content, problems: [...problems, ...late] };
      },
    }),
    route({
      method: 'GET',
      url: '/api/phoenix/matches/:matchId/turn',
      summary: "Every version of the caller's turn for a month (default: the current one)",
      tag: 'phoenix',
      access: 'player',
      params: matchIdParams,
      query: periodQuery,
      response: z.object({ period: z.int(), versions: z.array(submissionSchema) }),
      handler: async ({ match, caller, query }) => {
        const month = phoenixMatch(match);
        const period = query.period ?? month.currentPeriod;
        const versions = await store.submissionHistory(month.id, period, caller!.seat);
        return { period, versions: versions.map(({ period: p, version, submittedAt, format, content }) => ({ period: p, version, submittedAt, format, content })) };
      },
    }),
    route({
      method: 'GET',
      url: '/api/phoenix/matches/:matchId/draft',
      summary: "The caller's turn for this month as last written and not handed in (kept across reloads and devices)",
      tag: 'phoenix',
      access: 'player',
      params: matchIdParams,
      response: draftSchema,
      handler: async ({ match, caller }) => {
        const month = phoenixMatch(match);
        const draft = await store.draft(month.id, month.currentPeriod, caller!.seat);
        return { period: month.currentPeriod, text: draft?.text ?? null, savedAt: draft?.savedAt ?? null };
      },
    }),
    route({
      method: 'PUT',
      url: '/api/phoenix/matches/:matchId/draft',
      summary: "Keep the caller's turn as being written, without handing it in; handing in the turn removes the draft",
      tag: 'phoenix',
      access: 'player',
      params: matchIdParams,
      body: z.strictObject({ text: turnFields.text.unwrap() }),
      response: draftSchema,
      handler: async ({ match, caller, body }) => {
        const month = phoenixMatch(match);
        const draft = await store.saveDraft(month.id, month.currentPeriod, caller!.seat, body.text).catch(async (error: unknown) => {
          throw (error instanceof PeriodClosedError ? await steppedRefusal(store, month.id, month.currentPeriod, caller!.seat) : undefined) ?? error;
        });
        return { period: draft.period, text: draft.text, savedAt: draft.savedAt };
      },
    }),
    route({
      method: 'POST',
      url: '/api/phoenix/matches/:matchId/check',
      summary: "Check a turn against this month's world without handing it in (for checking as the player types)",
      tag: 'phoenix',
      access: 'player',
      params: matchIdParams,
      body: turnRequest,
      response: z.object({ period: z.int(), problems: problemsSchema }),
      handler: async ({ match, caller, body }) => {
        const month = phoenixMatch(match);
        const turn = turnBody(body);
        const problems = await periods.check(month, month.currentPeriod, caller!.seat, turn, body.lang);
        return { period: month.currentPeriod, problems: [...problems, ...(await lateStartProblems(store, month.id, month.currentPeriod, caller!.seat, turn, body.lang))] };
      },
    }),
    route({
      method: 'GET',
      url: '/api/phoenix/matches/:matchId/periods/:period/report',
      summary: "A month's report: a realm its own once published; the game master any realm's, or the game-master report without ?realm",
      tag: 'phoenix',
      access: 'member',
      params: periodParams,
      query: z.strictObject({ realm: z.string().optional(), format: z.enum(['json', 'markdown', 'html']).default('json'), lang: langSchema }),
      response: z.unknown(),
      handler: async ({ match, caller, params, query, request, reply }) => {
        const month = phoenixMatch(match);
        const realm = realmAsked(caller!, query.realm);
        let report: unknown;
        let published = false;
        if (realm === undefined) {
          const evaluation = await store.evaluation(month.id, params.period);
          if (evaluation === undefined) throw new ApiError(404, 'not-evaluated', `month ${params.period} has not been evaluated`);
          report = evaluation.gmReport;
        } else {
          // A published report never changes: kept as the answer, read and compressed once.
          const kept = query.format === 'json' ? await periods.publishedReport(month.id, params.period, realm, async () => {
            const stored = await store.report(month.id, params.period, realm);
            return stored?.publishedAt === null ? undefined : stored?.report;
          }) : undefined;
          if (kept !== undefined) return sendCached(request, reply, kept, true);
          const stored = await store.report(month.id, params.period, realm);
          if (stored === undefined) throw new ApiError(404, 'no-report', `there is no report of ${realm} for month ${params.period}`);
          if (stored.publishedAt === null && !caller!.gm) throw new ApiError(404, 'not-published', `the reports of month ${params.period} are not published yet`);
          report = stored.report;
          published = stored.publishedAt !== null;
        }
        // A published report never changes: sent with its validator (the game master's unpublished one may still be replaced).
        if (query.format === 'json') return published ? sendCached(request, reply, new CachedAnswer(JSON.stringify(report), 'application/json; charset=utf-8'), true) : report;
        const doc = realm === undefined ? gmDoc(report as GmReport, query.lang) : humanReport(report as RealmReport, query.lang);
        const text = query.format === 'markdown' ? renderMarkdown(doc) : renderHtml(doc, query.lang);
        return reply.type(query.format === 'markdown' ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8').send(text);
      },
    }),
    route({
      method: 'GET',
      url: '/api/phoenix/matches/:matchId/periods/:period/map.svg',
      summary: "The map of a month as the caller's realm may see it (the game master: all, or ?realm's view)",
      tag: 'phoenix',
      access: 'member',
      params: periodParams,
      query: z.strictObject({ realm: z.string().optional() }),
      response: z.string(),
      produces: 'image/svg+xml',
      handler: async ({ match, caller, params, query, request, reply }) => {
        const month = phoenixMatch(match);
        requirePeriodSeen(month, params.period);
        const realm = realmAsked(caller!, query.realm);
        const map = await periods.render(month, params.period, realm);
        // The browser may keep it (for this caller only) and asks again with its validator; a past month's map never changes.
        const immutable = params.period < month.currentPeriod;
        reply.header('cache-control', immutable ? 'private, max-age=31536000, immutable' : 'private, no-cache').header('etag', map.etag).header('vary', 'authorization');
        if (request.headers['if-none-match'] === map.etag) return reply.code(304).send();
        return map.svg;
      },
    }),
    route({
      method: 'GET',
      url: '/api/phoenix/matches/:matchId/periods/:period/map.json',
      summary: "The world of a month as the caller's realm may see it, as JSON (the game master: the whole world)",
      tag: 'phoenix',
      access: 'member',
      params: periodParams,
      query: z.strictObject({ realm: z.string().optional() }),
      response: z.unknown(),
      handler: async ({ match, caller, params, query, request, reply }) => {
        const month = phoenixMatch(match);
        requirePeriodSeen(month, params.period);
        const answer = await periods.viewJson(month, params.period, realmAsked(caller!, query.realm));
        return sendCached(request, reply, answer, params.period < month.currentPeriod);
      },
    }),
  ];
}
