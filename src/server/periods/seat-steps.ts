import { z } from 'zod';
import { periodSeed, StepDice } from '../../kernel/periodic.js';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/errors.js';
import { route, type AnyRoute } from '../http/route.js';
import { matchIdParams, seatName } from '../http/schemas.js';
import { diceSchema, langField, langOf, periodMatch, periodParams, playingSeats, requireOpen } from './common.js';
import { applyMissedPolicy } from './missed.js';
import { keptStepSubmissions } from './step-turns.js';
import { tableState } from './table.js';
import { turnSets } from './turns.js';

/** GET …/periods/:period/steps: the period's evaluation seat by seat. */
export const periodStepsSchema = z.object({
  period: z.int(),
  /** The period's turn order as the state announces it (null until it is drawn, in the first step). */
  order: z.array(z.string()).nullable(),
  steps: z.array(z.object({ seq: z.int(), seat: z.string(), events: z.int(), rolls: z.int(), evaluatedAt: z.string() })),
  /** Whose turn is next; null when the period is evaluated. */
  next: z.string().nullable(),
  evaluated: z.boolean(),
});

/** POST …/seat-evaluation: one seat's turn evaluated and kept. */
export const seatStepSchema = z.object({
  period: z.int(),
  seat: z.string(),
  seq: z.int(),
  order: z.array(z.string()),
  complete: z.boolean(),
  next: z.string().nullable(),
  version: z.int(),
  events: z.int(),
  rolls: z.int(),
  /** The values rolled in this seat's turn, in order (to check against the table). */
  dice: z.array(z.int()),
  report: z.unknown(),
});

/**
 * The game master evaluates the period as at the table: one seat's turn after the other in the
 * period's turn order, each kept at once (the state after it, its events, its report), the period
 * complete with the last seat. Each step runs the period again from its start with the turns each
 * step read (recorded with it) and the dice kept so far (the rule set's evaluateThrough).
 */
export function seatStepRoutes(context: ServerContext): AnyRoute[] {
  const { store, periods } = context;
  return [
    route({
      method: 'POST',
      url: '/api/matches/:matchId/seat-evaluation',
      summary: "Evaluate the next seat's turn of the period (the turn order's next), as at the table, and keep it: the state after it, its events and report; the last seat completes the period",
      tag: 'periods-gm',
      access: 'gm',
      params: matchIdParams,
      body: z.strictObject({
        period: z.int().min(1),
        /** The match version the game master last read: a turn handed in since makes this fail (409). */
        expectedVersion: z.int().min(1),
        /** The seat the game master means to evaluate: refused (409) unless it is the next in the turn order. */
        seat: seatName.optional(),
        /** Dice rolled at the table for this seat's turn (after the period's start, for the first). */
        dice: diceSchema,
        nextDeadline: z.iso.datetime({ offset: true }).optional(),
        lang: langField,
        /** Seats that missed the deadline and are held by the game master's choice (policy 'gm'; decided with the first seat). */
        hold: z.array(seatName).max(1_000).optional(),
      }),
      response: seatStepSchema,
      handler: async ({ match, body }) => {
        const current = periodMatch(match);
        const { ruleSet } = current;
        const { period: periodWord, seat: seatWord } = ruleSet.words;
        const lang = langOf(current, body.lang);
        requireOpen(current, body.period);
        if (current.version !== body.expectedVersion) throw new ApiError(409, 'version-conflict', `the match changed since you read it (version ${body.expectedVersion}, now ${current.version}): read the ${periodWord} again`);
        const steps = await store.seatSteps(current.id, body.period);
        const state = await periods.state(current, body.period);
        const events = await store.tableEvents(current.id, body.period);
        const table = events.length === 0 || ruleSet.table === undefined ? null : tableState(events, new Date().toISOString(), ruleSet.table.minutes);
        const seats = await playingSeats(store, current.id);
        const latest = await store.submissions(current.id, body.period);
        // The missed-turn policy (issue 19), decided with the first seat: the period takes no turns after it, so later steps read the same.
        // At the table a seat misses its turn only at its own step (P-299): the others count as decided.
        const decided = table !== null ? [...(body.hold ?? []), ...seats.filter((r) => r !== table.order[steps.length])] : steps.length > 0 ? seats : (body.hold ?? []);
        const { submissions, missed } = await applyMissedPolicy(store, ruleSet, current.id, body.period, latest, decided, lang, events);
        // Each kept step replays with the turns it read (P-297): a later hand-in leaves it as it ran.
        const kept = await keptStepSubmissions(store, ruleSet, current.id, body.period, steps, latest, events, seats, lang);
        const turns = turnSets(ruleSet, [...kept, submissions], lang);
        const dice = new StepDice(periodSeed(current.seed, body.period), steps.at(-1)?.rolls ?? [], body.dice);
        const result = ruleSet.evaluateThrough(state, turns, dice, steps.length + 1);
        const seat: string | undefined = result.done.at(-1);
        if (seat === undefined || result.done.length !== steps.length + 1) throw new ApiError(409, 'no-seat-left', `every ${seatWord}'s turn of ${periodWord} ${body.period} has been evaluated`);
        if (body.seat !== undefined && body.seat !== seat) throw new ApiError(409, 'not-their-turn', `it is ${seat}'s turn in the turn order (${result.order.join(', ')}), not ${body.seat}'s`);
        // At the table a seat's turn is evaluated once it has had the flag (P-298).
        if (table !== null && !table.turns.some((turn) => turn.seat === seat)) throw new ApiError(409, 'flag-not-reached', `${seat} has not had the flag yet: pass the flag to it before evaluating its turn`);
        // The steps kept must come out again as they were: otherwise the rules changed in between.
        const keptEvents = steps.flatMap((step) => step.events as unknown[]);
        if (JSON.stringify(result.events.slice(0, keptEvents.length)) !== JSON.stringify(keptEvents) || steps.some((step, i) => step.seat !== result.done[i])) {
          throw new ApiError(409, 'replay-diverged', `the ${seatWord}s' turns evaluated so far no longer come out as they were kept (the rules were changed in between); evaluate the whole ${periodWord} afresh (POST …/evaluation with "restart": true)`);
        }
        if (dice.unused > 0) throw new ApiError(400, 'dice', `${dice.unused} of the entered dice were not needed: this turn rolled ${dice.rolledNow} dice`);
        const step = {
          seat,
          state: result.state,
          events: result.events.slice(keptEvents.length),
          report: result.reports.get(seat),
          rolls: dice.rolls.map((roll) => roll.value),
        };
        const after = result.complete
          ? await store.commitEvaluation(current.id, body.period, body.expectedVersion, {
              nextState: result.state,
              events: result.events,
              reports: Object.fromEntries(result.reports),
              gmReport: { ...(result.gmReport as object), missedTurns: missed },
              nextDeadline: body.nextDeadline ?? null,
              lastStep: step,
            })
          : await store.commitSeatStep(current.id, body.period, body.expectedVersion, step);
        if (result.complete) context.notifier.yourTurn(current.id, body.period + 1);
        return {
          period: body.period,
          seat,
          seq: steps.length + 1,
          order: [...result.order],
          complete: result.complete,
          next: result.order[steps.length + 1] ?? null,
          version: after.version,
          events: step.events.length,
          rolls: dice.rolledNow,
          dice: step.rolls.slice(step.rolls.length - dice.rolledNow),
          report: step.report,
        };
      },
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/periods/:period/steps',
      summary: "A period's evaluation seat by seat: the turn order, the seats evaluated so far, whose turn is next",
      tag: 'periods-gm',
      access: 'gm',
      params: periodParams,
      response: periodStepsSchema,
      handler: async ({ match, params }) => {
        const current = periodMatch(match);
        const info = await periods.period(current, params.period);
        const steps = await store.seatSteps(current.id, params.period);
        // The order the first step drew is in its state; before it, the one the state announces.
        const order = current.ruleSet.turnOrder?.(await periods.state(current, params.period), steps[0]?.state) ?? null;
        return {
          period: params.period,
          order: order === null ? null : [...order],
          steps: steps.map((step) => ({ seq: step.seq, seat: step.seat, events: (step.events as unknown[]).length, rolls: step.rolls.length - (steps[step.seq - 2]?.rolls.length ?? 0), evaluatedAt: step.evaluatedAt })),
          next: info.evaluated ? null : (order?.[steps.length] ?? null),
          evaluated: info.evaluated,
        };
      },
    }),
    route({
      method: 'GET',
      url: '/api/matches/:matchId/periods/:period/steps/:seq/state',
      summary: "The whole state after one seat's turn of a period evaluated seat by seat",
      tag: 'periods-gm',
      access: 'gm',
      params: periodParams.extend({ seq: z.coerce.number().int().min(1) }),
      response: z.unknown(),
      handler: async ({ match, params }) => {
        const current = periodMatch(match);
        const step = (await store.seatSteps(current.id, params.period)).find((s) => s.seq === params.seq);
        if (step === undefined) throw new ApiError(404, 'no-step', `${current.ruleSet.words.period} ${params.period} has no step ${params.seq}`);
        return step.state;
      },
    }),
  ];
}
