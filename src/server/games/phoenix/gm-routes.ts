import { z } from 'zod';
import { DIE_RANGE } from '../../../kernel/dice.js';
import { parseWorld, type GmReport, type RealmReport, type World } from '../../../games/phoenix/index.js';
import { GM_SEAT } from '../../auth/caller.js';
import type { ServerContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { matchIdParams, seatName } from '../../http/schemas.js';
import { langSchema, periodParams, phoenixMatch, problemsSchema, requirePeriodSeen } from './common.js';
import { periodSeed } from '../../../kernel/periodic.js';
import { applyMissedPolicy, MISSED_POLICIES } from './missed.js';
import { keptStepSubmissions } from './step-turns.js';

const diceSchema = z.array(z.int().min(Math.min(...Object.values(DIE_RANGE).map((r) => r.min))).max(Math.max(...Object.values(DIE_RANGE).map((r) => r.max)))).max(1_000_000).optional();
const versionSchema = z.int().min(1);

/** Which parts of the world a correction changed, for the audit: counts per section. */
export function changedSections(before: World, after: World): Record<string, number> {
  const changed: Record<string, number> = {};
  for (const key of Object.keys(after) as (keyof World)[]) {
    const a = before[key];
    const b = after[key];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if (Array.isArray(a) && Array.isArray(b)) {
      const old = new Set(a.map((item) => JSON.stringify(item)));
      const now = new Set(b.map((item) => JSON.stringify(item)));
      changed[key] = [...now].filter((item) => !old.has(item)).length + [...old].filter((item) => !now.has(item)).length;
    } else changed[key] = 1;
  }
  return changed;
}

/** The game master's endpoints: who has submitted, evaluations, real dice, corrections, publication. */
export function phoenixGmRoutes(context: ServerContext): AnyRoute[] {
  const { store, periods } = context;
  return [
    route({
      method: 'GET',
      url: '/api/phoenix/matches/:matchId/turns/:realm',
      summary: "Every version of a realm's turn for a month (default: the current one)",
      tag: 'phoenix-gm',
      access: 'gm',
      params: matchIdParams.extend({ realm: seatName }),
      query: z.strictObject({ period: z.coerce.number().int().min(1).optional(), lang: langSchema }),
      response: z.object({
        period: z.int(),
        realm: z.string(),
        versions: z.array(z.object({ version: z.int(), submittedAt: z.string(), format: z.enum(['text', 'json']), content: z.unknown() })),
        // The checker's verdict on the latest version, while the month is open: what the game masters read before evaluating.
        problems: problemsSchema.nullable(),
      }),
      handler: async ({ match, params, query }) => {
        const month = phoenixMatch(match);
        const period = query.period ?? month.currentPeriod;
        if (!(await store.seats(month.id)).some((seat) => seat.seat === params.realm)) {
          throw new ApiError(404, 'no-realm', `the match has no realm "${params.realm}"`);
        }
        const versions = await store.submissionHistory(month.id, period, params.realm);
        const latest = versions.at(-1);
        // On a worker thread, like every check: reading a large turn must not hold up other seats.
        const problems = latest !== undefined && period === month.currentPeriod ? await periods.check(month, period, params.realm, latest, query.lang) : null;
        return { period, realm: params.realm, versions: versions.map(({ version, submittedAt, format, content }) => ({ version, submittedAt, format, content })), problems };
      },
    }),
    route({
      method: 'POST',
      url: '/api/phoenix/matches/:matchId/evaluation',
      summary: "Evaluate the whole month from every realm's latest turn, with the generator's dice or real dice entered; opens the next month",
      tag: 'phoenix-gm',
      access: 'gm',
      params: matchIdParams,
      body: z.strictObject({
        period: z.int().min(1),
        /** The match version the game master last read: a turn that came in since makes this fail (409). */
        expectedVersion: versionSchema,
        dice: diceSchema,
        nextDeadline: z.iso.datetime({ offset: true }).optional(),
        lang: langSchema,
        /**
         * When realms were evaluated one by one and no longer come out as kept (the rules changed
         * in between, 409 replay-diverged): evaluate the month afresh from its turns; the steps stay as a record.
         */
        restart: z.literal(true).optional(),
        /** Realms that missed the deadline and get an empty turn by the game master's choice (policy 'gm'). */
        hold: z.array(seatName).max(1_000).optional(),
      }),
      response: z.object({
        period: z.int(),
        version: z.int(),
        events: z.int(),
        rolls: z.int(),
        unreadable: z.array(z.string()),
        missed: z.array(z.object({ realm: z.string(), applied: z.enum(['hold', 'standing']), policy: z.enum(MISSED_POLICIES), from: z.int().optional(), orders: z.int().optional(), lost: z.literal(true).optional() })),
      }),
      handler: async ({ match, body }) => {
        const month = phoenixMatch(match);
        if (body.period !== month.currentPeriod) throw new ApiError(409, 'period-closed', `month ${body.period} is not open: the match is in month ${month.currentPeriod}`);
        const info = await periods.period(month, body.period);
        // Realms without a turn are treated by the match's missed-turn policy (issue 19), recorded in the GM report.
        const { submissions, missed } = await applyMissedPolicy(store, month.id, body.period, await store.submissions(month.id, body.period), body.hold ?? [], body.lang);
        // Realms already evaluated one by one stay as they were: their dice are replayed, the rest of the month follows.
        const steps = body.restart === true ? [] : await store.seatSteps(month.id, body.period);
        const kept = steps.length === 0 ? [] : await keptStepSubmissions(store, month.id, body.period, steps, await store.submissions(month.id, body.period), await store.tableEvents(month.id, body.period), (await store.seats(month.id)).map((s) => s.seat).filter((seat) => seat !== GM_SEAT), body.lang);
        // The month runs on a worker thread (issue 18): other seats stay served meanwhile.
        const result = await context.work.run({
          kind: 'evaluate',
          game: month.game,
          state: info.state,
          submissions,
          lang: body.lang,
          seed: periodSeed(month.seed, body.period),
          dice: body.dice,
          ...(steps.length > 0 ? { steps: { rolls: steps.at(-1)?.rolls ?? [], events: steps.flatMap((step) => step.events as unknown[]), submissions: kept } } : {}),
        });
        const after = await store.commitEvaluation(month.id, body.period, body.expectedVersion, {
          nextState: result.state,
          events: result.events,
          reports: Object.fromEntries(result.reports),
          gmReport: { ...(result.gmReport as GmReport), missedTurns: missed },
          nextDeadline: body.nextDeadline ?? null,
        });
        const unreadable = (result.reports as [string, RealmReport][]).filter(([, r]) => r.fileProblems.length > 0).map(([realm]) => realm);
        context.notifier.yourTurn(month.id, body.period + 1);
        return { period: body.period, version: after.version, events: result.events.length, rolls: (result.gmReport as GmReport).rolls.length, unreadable, missed };
      },
    }),
    route({
      method: 'POST',
      url: '/api/phoenix/matches/:matchId/periods/:period/close',
      summary: 'Close the month to turns now (its deadline becomes now), so that the evaluation that follows cannot be outrun by re-submissions',
      tag: 'phoenix-gm',
      access: 'gm',
      params: periodParams,
      response: z.object({ period: z.int(), version: z.int(), deadline: z.string() }),
      handler: async ({ match, params }) => {
        const month = phoenixMatch(match);
        if (params.period !== month.currentPeriod) throw new ApiError(409, 'period-closed', `month ${params.period} is not open: the match is in month ${month.currentPeriod}`);
        const closed = await store.closePeriod(month.id, params.period);
        return { period: params.period, version: closed.version, deadline: closed.deadline };
      },
    }),
    route({
      method: 'GET',
      url: '/api/phoenix/matches/:matchId/periods/:period/evaluation',
      summary: "A month's evaluation: events, the game-master report, and which version of each turn it read",
      tag: 'phoenix-gm',
      access: 'gm',
      params: periodParams,
      response: z.object({ period: z.int(), events: z.unknown(), gmReport: z.unknown(), submissionVersions: z.record(z.string(), z.int()), evaluatedAt: z.string(), publishedAt: z.string().nullable() }),
      handler: async ({ match, params }) => {
        const month = phoenixMatch(match);
        const evaluation = await store.evaluation(month.id, params.period);
        if (evaluation === undefined) throw new ApiError(404, 'not-evaluated', `month ${params.period} has not been evaluated`);
        return evaluation;
      },
    }),
    route({
      method: 'POST',
      url: '/api/phoenix/matches/:matchId/periods/:period/publication',
      summary: "Publish a month's reports to the realms",
      tag: 'phoenix-gm',
      access: 'gm',
      params: periodParams,
      response: z.object({ period: z.int(), version: z.int() }),
      handler: async ({ match, params }) => {
        const month = phoenixMatch(match);
        const before = await store.evaluation(month.id, params.period);
        const after = await store.publishReports(month.id, params.period);
        if (before !== undefined && before.publishedAt === null) context.notifier.reportPublished(month.id, params.period);
        return { period: params.period, version: after.version };
      },
    }),
    route({
      method: 'GET',
      url: '/api/phoenix/matches/:matchId/periods/:period/world',
      summary: "A month's whole world (after its corrections)",
      tag: 'phoenix-gm',
      access: 'gm',
      params: periodParams,
      response: z.unknown(),
      handler: async ({ match, params }) => {
        const month = phoenixMatch(match);
        requirePeriodSeen(month, params.period);
        return (await periods.period(month, params.period)).state;
      },
    }),
    route({
      method: 'POST',
      url: '/api/phoenix/matches/:matchId/corrections',
      summary: "Correct this month's world: the whole corrected world with a note; kept as an audited entry",
      tag: 'phoenix-gm',
      access: 'gm',
      params: matchIdParams,
      body: z.strictObject({ period: z.int().min(1), expectedVersion: versionSchema, note: z.string().trim().min(1).max(2_000), world: z.unknown() }),
      response: z.object({ period: z.int(), version: z.int(), change: z.record(z.string(), z.int()) }),
      handler: async ({ match, caller, body }) => {
        const month = phoenixMatch(match);
        const corrected = parseWorld(body.world, 'world').world;
        const before = (await periods.period(month, body.period)).state as World;
        const change = changedSections(before, corrected);
        const after = await store.correct(month.id, body.period, body.expectedVersion, { author: caller!.seat, note: body.note, change, state: corrected });
        return { period: body.period, version: after.version, change };
      },
    }),
    route({
      method: 'GET',
      url: '/api/phoenix/matches/:matchId/periods/:period/corrections',
      summary: "A month's corrections: who, when, why and what",
      tag: 'phoenix-gm',
      access: 'gm',
      params: periodParams,
      response: z.array(z.object({ seq: z.int(), author: z.string(), note: z.string(), change: z.unknown(), correctedAt: z.string() })),
      handler: async ({ match, params }) => {
        const month = phoenixMatch(match);
        const list = await store.corrections(month.id, params.period);
        return list.map(({ seq, author, note, change, correctedAt }) => ({ seq, author, note, change, correctedAt }));
      },
    }),
  ];
}
