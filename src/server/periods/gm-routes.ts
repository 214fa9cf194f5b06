import { z } from 'zod';
import { periodSeed } from '../../kernel/periodic.js';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/errors.js';
import { route, type AnyRoute } from '../http/route.js';
import { matchIdParams, seatName } from '../http/schemas.js';
import { diceSchema, langField, langOf, periodMatch, playingSeats, periodParams, problemsSchema, requireOpen, requirePeriodSeen } from './common.js';
import { applyMissedPolicy, MISSED_POLICIES } from './missed.js';
import { keptStepSubmissions } from './step-turns.js';
import { changedSections, changedValues, changedValueSchema } from './corrections.js';

const versionSchema = z.int().min(1);

export const missedSchema = z.object({ seat: z.string(), applied: z.enum(['hold', 'standing']), policy: z.enum(MISSED_POLICIES), from: z.int().optional(), orders: z.int().optional(), lost: z.literal(true).optional() });

/** GET …/turns/:seat: every version of a seat's turn, as the game masters read it. */
export const seatTurnsSchema = z.object({
  period: z.int(),
  seat: z.string(),
  versions: z.array(z.object({ version: z.int(), submittedAt: z.string(), format: z.enum(['text', 'json']), content: z.unknown() })),
  // The checker's verdict on the latest version, while the period is open: what the game masters read before evaluating.
  problems: problemsSchema.nullable(),
});

/** POST …/evaluation: the whole period evaluated. */
export const evaluatedSchema = z.object({ period: z.int(), version: z.int(), events: z.int(), rolls: z.int(), unreadable: z.array(z.string()), missed: z.array(missedSchema) });

/** POST …/corrections: the correction kept, with the sections it changed. */
export const correctedSchema = z.object({ period: z.int(), version: z.int(), change: z.record(z.string(), z.int()) });

/** GET …/periods/:period/corrections: the audit of a period's corrections. */
export const correctionsSchema = z.array(z.object({ seq: z.int(), author: z.string(), note: z.string(), change: z.unknown(), correctedAt: z.string(), values: z.array(changedValueSchema) }));

/** The game master's endpoints: who has submitted, evaluations, real dice, corrections, publication. */
export function periodGmRoutes(context: ServerContext): AnyRoute[] {
  const { store, periods } = context;
  return [
    route({
      method: 'GET',
      url: '/api/matches/:matchId/turns/:seat',
      summary: "Every version of a seat's turn for a period (default: the current one)",
      tag: 'periods-gm',
      access: 'gm',
      params: matchIdParams.extend({ seat: seatName }),
      query: z.strictObject({ period: z.coerce.number().int().min(1).optional(), lang: langField }),
      response: seatTurnsSchema,
      handler: async ({ match, params, query }) => {
        const current = periodMatch(match);
        const lang = langOf(current, query.lang);
        const period = query.period ?? current.currentPeriod;
        if (!(await store.seats(current.id)).some((seat) => seat.seat === params.seat)) {
          throw new ApiError(404, 'no-seat', `the match has no ${current.ruleSet.words.seat} "${params.seat}"`);
        }
        const versions = await store.submissionHistory(current.id, period, params.seat);
        const latest = versions.at(-1);
        // On a worker thread, like every check: reading a large turn must not hold up other seats.
        const problems = latest !== undefined && period === current.currentPeriod ? await periods.check(current, period, params.seat, latest, lang) : null;
        return { period, seat: params.seat, versions: versions.map(({ version, submittedAt, format, content }) => ({ version, submittedAt, format, content })), problems };
      },
    }),
    route({
      method: 'POST',
      url: '/api/matches/:matchId/evaluation',
      summary: "Evaluate the whole period from every seat's latest turn, with the generator's dice or real dice entered; opens the next period",
      tag: 'periods-gm',
      access: 'gm',
      params: matchIdParams,
      body: z.strictObject({
        period: z.int().min(1),
        /** The match version the game master last read: a turn that came in since makes this fail (409). */
        expectedVersion: versionSchema,
        dice: diceSchema,
        nextDeadline: z.iso.datetime({ offset: true }).optional(),
        lang: langField,
        /**
         * When seats were evaluated one by one and no longer come out as kept (the rules changed
         * in between, 409 replay-diverged): evaluate the period afresh from its turns; the steps stay as a record.
         */
        restart: z.literal(true).optional(),
        /** Seats that missed the deadline and get an empty turn by the game master's choice (policy 'gm'). */
        hold: z.array(seatName).max(1_000).optional(),
      }),
      response: evaluatedSchema,
      handler: async ({ match, body }) => {
        const current = periodMatch(match);
        const { ruleSet } = current;
        const lang = langOf(current, body.lang);
        requireOpen(current, body.period);
        const info = await periods.period(current, body.period);
        // Seats already evaluated one by one stay as they were: their dice are replayed, the rest of the period follows.
        const stepped = await store.seatSteps(current.id, body.period);
        const steps = body.restart === true ? [] : stepped;
        // Seats without a turn are treated by the match's missed-turn policy (issue 19), recorded in the GM report;
        // once a seat was evaluated by itself, the decisions were made with it (as for the next seat's step).
        const decided = steps.length > 0 ? await playingSeats(store, current.id) : (body.hold ?? []);
        // Refusals the game master can act on come before the month is closed; then the evaluation closes it
        // itself, so that hand-ins arriving meanwhile cannot outrun it (issue 47: a busy month made it retry).
        await applyMissedPolicy(store, ruleSet, current.id, body.period, await store.submissions(current.id, body.period), decided, lang);
        // A month evaluated realm by realm is closed to turns since its first step.
        const expectedVersion = stepped.length > 0 ? body.expectedVersion : (await store.closePeriod(current.id, body.period, body.expectedVersion)).version;
        const { submissions, missed } = await applyMissedPolicy(store, ruleSet, current.id, body.period, await store.submissions(current.id, body.period), decided, lang);
        const kept = steps.length === 0 ? [] : await keptStepSubmissions(store, ruleSet, current.id, body.period, steps, await store.submissions(current.id, body.period), await store.tableEvents(current.id, body.period), await playingSeats(store, current.id), lang);
        // The period runs on a worker thread (issue 18): other seats stay served meanwhile.
        const result = await context.work.run({
          kind: 'evaluate',
          game: current.game,
          state: info.state,
          submissions,
          lang,
          seed: periodSeed(current.seed, body.period),
          dice: body.dice,
          ...(steps.length > 0 ? { steps: { rolls: steps.at(-1)?.rolls ?? [], events: steps.flatMap((step) => step.events as unknown[]), submissions: kept } } : {}),
        }, { urgent: true });
        const after = await store.commitEvaluation(current.id, body.period, expectedVersion, {
          nextState: result.state,
          events: result.events,
          reports: Object.fromEntries(result.reports),
          gmReport: { ...(result.gmReport as object), missedTurns: missed },
          nextDeadline: body.nextDeadline ?? null,
        });
        const unreadable = result.reports.filter(([, report]) => ruleSet.unreadable?.(report) === true).map(([seat]) => seat);
        context.notifier.yourTurn(current.id, body.period + 1);
        return { period: body.period, version: after.version, events: result.events.length, rolls: result.rolls, unreadable, missed };
      },
    }),
    route({
      method: 'POST',
      url: '/api/matches/:matchId/periods/:period/close',
      summary: 'Close the period to turns now (its deadline becomes now), so that the evaluation that follows cannot be outrun by re-submissions',
      tag: 'periods-gm',
      access: 'gm',
      params: periodParams,
      response: z.object({ period: z.int(), version: z.int(), deadline: z.string() }),
      handler: async ({ match, params }) => {
        const current = periodMatch(match);
        requireOpen(current, params.period);
        const closed = await store.closePeriod(current.id, params.period);
        return { period: params.period, version: closed.version, deadline: closed.deadline };
      },
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/periods/:period/evaluation',
      summary: "A period's evaluation: events, the game-master report, and which version of each turn it read",
      tag: 'periods-gm',
      access: 'gm',
      params: periodParams,
      response: z.object({ period: z.int(), events: z.unknown(), gmReport: z.unknown(), submissionVersions: z.record(z.string(), z.int()), evaluatedAt: z.string(), publishedAt: z.string().nullable() }),
      handler: async ({ match, params }) => {
        const current = periodMatch(match);
        const evaluation = await store.evaluation(current.id, params.period);
        if (evaluation === undefined) throw new ApiError(404, 'not-evaluated', `${current.ruleSet.words.period} ${params.period} has not been evaluated`);
        return evaluation;
      },
    }),
    route({
      method: 'POST',
      url: '/api/matches/:matchId/periods/:period/publication',
      summary: "Publish a period's reports to the seats",
      tag: 'periods-gm',
      access: 'gm',
      params: periodParams,
      response: z.object({ period: z.int(), version: z.int() }),
      handler: async ({ match, params }) => {
        const current = periodMatch(match);
        const before = await store.evaluation(current.id, params.period);
        const after = await store.publishReports(current.id, params.period);
        if (before !== undefined && before.publishedAt === null) context.notifier.reportPublished(current.id, params.period);
        return { period: params.period, version: after.version };
      },
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/periods/:period/state',
      summary: "A period's whole state (after its corrections)",
      tag: 'periods-gm',
      access: 'gm',
      params: periodParams,
      response: z.unknown(),
      handler: async ({ match, params }) => {
        const current = periodMatch(match);
        requirePeriodSeen(current, params.period);
        return (await periods.period(current, params.period)).state;
      },
    }),
    route({
      method: 'POST',
      url: '/api/matches/:matchId/corrections',
      summary: "Correct this period's state: the whole corrected state with a note; kept as an audited entry",
      tag: 'periods-gm',
      access: 'gm',
      params: matchIdParams,
      body: z.strictObject({ period: z.int().min(1), expectedVersion: versionSchema, note: z.string().trim().min(1).max(2_000), state: z.unknown() }),
      response: correctedSchema,
      handler: async ({ match, caller, body }) => {
        const current = periodMatch(match);
        // Read on a worker thread: a large state takes a second or more (issue 47).
        const corrected = (await context.work.run({ kind: 'read-state', game: current.game, data: body.state, where: 'state' })) as object;
        const before = (await periods.period(current, body.period)).state as object;
        const change = changedSections(before, corrected);
        const after = await store.correct(current.id, body.period, body.expectedVersion, { author: caller!.seat, note: body.note, change, state: corrected });
        return { period: body.period, version: after.version, change };
      },
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/periods/:period/corrections',
      summary: "A period's corrections: who, when, why and what",
      tag: 'periods-gm',
      access: 'gm',
      params: periodParams,
      response: correctionsSchema,
      handler: async ({ match, params }) => {
        const current = periodMatch(match);
        const list = await store.corrections(current.id, params.period);
        // Each correction against the state before it: the period's opening state, then the correction before.
        let before = (await periods.period(current, params.period)).openingState as object;
        return list.map(({ seq, author, note, change, correctedAt, state }) => {
          const values = changedValues(before, state as object);
          before = state as object;
          return { seq, author, note, change, correctedAt, values };
        });
      },
    }),
  ];
}
