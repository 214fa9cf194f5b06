import { z } from 'zod';
import { DIE_RANGE } from '../../../kernel/dice.js';
import { PHOENIX_PERIODIC, parseWorld, type TurnInput, type World } from '../../../games/phoenix/index.js';
import { GM_SEAT } from '../../auth/caller.js';
import type { ServerContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { matchIdParams, seatName } from '../../http/schemas.js';
import { langSchema, periodParams, phoenixMatch } from './common.js';
import { periodSeed, StepDice } from '../../../kernel/periodic.js';
import { turnSets } from '../../periods/turns.js';
import { applyMissedPolicy } from './missed.js';
import { keptStepSubmissions } from './step-turns.js';
import { tableState } from './table.js';

const diceSchema = z.array(z.int().min(Math.min(...Object.values(DIE_RANGE).map((r) => r.min))).max(Math.max(...Object.values(DIE_RANGE).map((r) => r.max)))).max(1_000_000).optional();

const stepsSchema = z.object({
  period: z.int(),
  /** The month's turn order as the world announces it (null until it is drawn, in the first step). */
  order: z.array(z.string()).nullable(),
  steps: z.array(z.object({ seq: z.int(), realm: z.string(), events: z.int(), rolls: z.int(), evaluatedAt: z.string() })),
  /** Whose turn is next; null when the month is evaluated. */
  next: z.string().nullable(),
  evaluated: z.boolean(),
});

/**
 * The game master evaluates the month as at the table: one realm's turn after the other in the
 * month's turn order, each kept at once (the world after it, its events, its report), the month
 * complete with the last realm. Each step runs the month again from its start with the turns each
 * step read (recorded with it) and the dice kept so far (src/games/phoenix/turn/month/by-realm.ts).
 */
export function realmStepRoutes(context: ServerContext): AnyRoute[] {
  const { store, periods } = context;
  return [
    route({
      method: 'POST',
      url: '/api/phoenix/matches/:matchId/realm-evaluation',
      summary: "Evaluate the next realm's turn of the month (the turn order's next), as at the table, and keep it: the world after it, its events and report; the last realm completes the month",
      tag: 'phoenix-gm',
      access: 'gm',
      params: matchIdParams,
      body: z.strictObject({
        period: z.int().min(1),
        /** The match version the game master last read: a turn handed in since makes this fail (409). */
        expectedVersion: z.int().min(1),
        /** The realm the game master means to evaluate: refused (409) unless it is the next in the turn order. */
        realm: seatName.optional(),
        /** Dice rolled at the table for this realm's turn (after the month's start, for the first). */
        dice: diceSchema,
        nextDeadline: z.iso.datetime({ offset: true }).optional(),
        lang: langSchema,
        /** Realms that missed the deadline and are held by the game master's choice (policy 'gm'; decided with the first realm). */
        hold: z.array(seatName).max(1_000).optional(),
      }),
      response: z.object({
        period: z.int(),
        realm: z.string(),
        seq: z.int(),
        order: z.array(z.string()),
        complete: z.boolean(),
        next: z.string().nullable(),
        version: z.int(),
        events: z.int(),
        rolls: z.int(),
        /** The values rolled in this realm's turn, in order (to check against the table). */
        dice: z.array(z.int()),
        report: z.unknown(),
      }),
      handler: async ({ match, body }) => {
        const month = phoenixMatch(match);
        if (body.period !== month.currentPeriod) throw new ApiError(409, 'period-closed', `month ${body.period} is not open: the match is in month ${month.currentPeriod}`);
        if (month.version !== body.expectedVersion) throw new ApiError(409, 'version-conflict', `the match changed since you read it (version ${body.expectedVersion}, now ${month.version}): read the month again`);
        const steps = await store.seatSteps(month.id, body.period);
        const world = parseWorld((await periods.period(month, body.period)).state, 'the stored world').world;
        const events = await store.tableEvents(month.id, body.period);
        const table = events.length === 0 ? null : tableState(events, new Date().toISOString());
        const realms = (await store.seats(month.id)).map((seat) => seat.seat).filter((seat) => seat !== GM_SEAT);
        const latest = await store.submissions(month.id, body.period);
        // The missed-turn policy (issue 19), decided with the first realm: the month takes no turns after it, so later steps read the same.
        // At the table a realm misses its turn only at its own step (P-299): the others count as decided.
        const decided = table !== null ? [...(body.hold ?? []), ...realms.filter((r) => r !== table.order[steps.length])] : steps.length > 0 ? realms : (body.hold ?? []);
        const { submissions, missed } = await applyMissedPolicy(store, month.id, body.period, latest, decided, body.lang, events);
        // Each kept step replays with the turns it read (P-297): a later hand-in leaves it as it ran.
        const kept = await keptStepSubmissions(store, month.id, body.period, steps, latest, events, realms, body.lang);
        const turns = turnSets(PHOENIX_PERIODIC, [...kept, submissions], body.lang) as ReadonlyMap<string, TurnInput>[];
        const dice = new StepDice(periodSeed(month.seed, body.period), steps.at(-1)?.rolls ?? [], body.dice);
        const result = PHOENIX_PERIODIC.evaluateThrough(world, turns, dice, steps.length + 1);
        const realm = result.done.at(-1);
        if (realm === undefined || result.done.length !== steps.length + 1) throw new ApiError(409, 'no-realm-left', `every realm's turn of month ${body.period} has been evaluated`);
        if (body.realm !== undefined && body.realm !== realm) throw new ApiError(409, 'not-their-turn', `it is ${realm}'s turn in the turn order (${result.order.join(', ')}), not ${body.realm}'s`);
        // At the table a realm's turn is evaluated once it has had the flag (P-298).
        if (table !== null && !table.turns.some((turn) => turn.realm === realm)) throw new ApiError(409, 'flag-not-reached', `${realm} has not had the flag yet: pass the flag to it before evaluating its turn`);
        // The steps kept must come out again as they were: otherwise the rules changed in between.
        const keptEvents = steps.flatMap((step) => step.events as unknown[]);
        if (JSON.stringify(result.events.slice(0, keptEvents.length)) !== JSON.stringify(keptEvents) || steps.some((step, i) => step.seat !== result.done[i])) {
          throw new ApiError(409, 'replay-diverged', "the realms' turns evaluated so far no longer come out as they were kept (the rules were changed in between); evaluate the whole month afresh (POST …/evaluation with \"restart\": true)");
        }
        if (dice.unused > 0) throw new ApiError(400, 'dice', `${dice.unused} of the entered dice were not needed: this turn rolled ${dice.rolledNow} dice`);
        const step = {
          seat: realm,
          state: result.state,
          events: result.events.slice(keptEvents.length),
          report: result.reports.get(realm),
          rolls: dice.rolls.map((roll) => roll.value),
        };
        const after = result.complete
          ? await store.commitEvaluation(month.id, body.period, body.expectedVersion, {
              nextState: result.state,
              events: result.events,
              reports: Object.fromEntries(result.reports),
              gmReport: { ...result.gmReport, missedTurns: missed },
              nextDeadline: body.nextDeadline ?? null,
              lastStep: step,
            })
          : await store.commitSeatStep(month.id, body.period, body.expectedVersion, step);
        if (result.complete) context.notifier.yourTurn(month.id, body.period + 1);
        return {
          period: body.period,
          realm,
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
      url: '/api/phoenix/matches/:matchId/periods/:period/steps',
      summary: "A month's evaluation realm by realm: the turn order, the realms evaluated so far, whose turn is next",
      tag: 'phoenix-gm',
      access: 'gm',
      params: periodParams,
      response: stepsSchema,
      handler: async ({ match, params }) => {
        const month = phoenixMatch(match);
        const info = await periods.period(month, params.period);
        const steps = await store.seatSteps(month.id, params.period);
        const realms = new Set((info.state as World).realms.map((r) => r.id));
        // The order the first step drew is in its world; before it, the one the world announces.
        const announced = ((steps[0]?.state as Partial<World> | undefined)?.calendar ?? (info.state as World).calendar).turnOrder[0];
        const order = announced === undefined ? null : announced.filter((realm) => realms.has(realm));
        return {
          period: params.period,
          order,
          steps: steps.map((step) => ({ seq: step.seq, realm: step.seat, events: (step.events as unknown[]).length, rolls: step.rolls.length - (steps[step.seq - 2]?.rolls.length ?? 0), evaluatedAt: step.evaluatedAt })),
          next: info.evaluated ? null : (order?.[steps.length] ?? null),
          evaluated: info.evaluated,
        };
      },
    }),
    route({
      method: 'GET',
      url: '/api/phoenix/matches/:matchId/periods/:period/steps/:seq/world',
      summary: "The whole world after one realm's turn of a month evaluated realm by realm",
      tag: 'phoenix-gm',
      access: 'gm',
      params: periodParams.extend({ seq: z.coerce.number().int().min(1) }),
      response: z.unknown(),
      handler: async ({ match, params }) => {
        const month = phoenixMatch(match);
        const step = (await store.seatSteps(month.id, params.period)).find((s) => s.seq === params.seq);
        if (step === undefined) throw new ApiError(404, 'no-step', `month ${params.period} has no step ${params.seq}`);
        return step.state;
      },
    }),
  ];
}
