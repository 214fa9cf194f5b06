import { z } from 'zod';
import type { Store } from '../../store/index.js';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/errors.js';
import { route, type AnyRoute } from '../http/route.js';
import { matchIdParams, seatName } from '../http/schemas.js';
import { periodMatch, playingSeats, requireOpen, type PeriodMatch } from './common.js';
import type { PeriodStates } from './states.js';
import { claimEvent, gmTableEvent, tableMinutes, tableSchema, tableState } from './table.js';

/** The period's turn order as drawn (the state's, or the one the first seat's step drew), of the seats that take a turn at the table. */
async function tableOrder(store: Store, periods: PeriodStates, match: PeriodMatch, period: number): Promise<string[] | null> {
  const { ruleSet } = match;
  const state = await periods.state(match, period);
  const steps = await store.seatSteps(match.id, period);
  const seated = new Set(ruleSet.table?.seated(state) ?? []);
  const drawn = ruleSet.turnOrder?.(state, steps[0]?.state) ?? null;
  return drawn === null ? null : drawn.filter((seat) => seated.has(seat));
}

/** The current period's table as its log makes it, or null when the table was never started this period. */
export async function currentTable(store: Store, match: PeriodMatch, period: number): Promise<z.output<typeof tableSchema> | null> {
  const events = await store.tableEvents(match.id, period);
  return events.length === 0 ? null : tableState(events, new Date().toISOString(), tableMinutes(match.ruleSet), await store.stepSeats(match.id, period));
}

/**
 * Records that the seat holding the flag handed in its turn, when it did so through the API: its
 * clock stops. Nothing happens when the table is not running or another seat holds the flag.
 */
export async function handedInAtTable(store: Store, match: PeriodMatch, period: number, seat: string): Promise<void> {
  if (match.ruleSet.table === undefined) return;
  const table = await currentTable(store, match, period);
  const turn = table?.turns.at(-1);
  if (table === null || !table.active || table.current !== seat || turn?.handedInAt !== null) return;
  const minutes = match.ruleSet.table.minutes;
  await store
    .addTableEvent(match.id, period, (events, now) => {
      const state = tableState(events, now, minutes);
      if (!state.active || state.current !== seat || state.turns.at(-1)?.handedInAt !== null) throw new ApiError(409, 'handed-in', 'already recorded');
      return { kind: 'handed-in', realm: seat, author: seat };
    })
    .catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
    });
}

const periodBody = { period: z.int().min(1) };

/** The match, which must be of a game also played at a table (404 otherwise). */
function tableMatch(match: Parameters<typeof periodMatch>[0]): PeriodMatch {
  const current = periodMatch(match);
  tableMinutes(current.ruleSet);
  return current;
}

/** A periodic game played at the table: the flag passes seat to seat in the drawn order, a clock per turn. */
export function tableRoutes(context: ServerContext): AnyRoute[] {
  const { store, periods } = context;
  const answer = async (match: PeriodMatch, period: number, version: number, at: string) => ({
    period,
    version,
    table: tableState(await store.tableEvents(match.id, period), at, tableMinutes(match.ruleSet), await store.stepSeats(match.id, period)),
  });
  return [
    route({
      method: 'GET',
      url: '/api/matches/:matchId/table',
      summary: "The table of the current period: the drawn order, who holds the flag, each turn's clock and claims",
      tag: 'periods',
      access: 'member',
      params: matchIdParams,
      response: z.object({ period: z.int(), table: tableSchema.nullable() }),
      handler: async ({ match }) => {
        const current = tableMatch(match);
        return { period: current.currentPeriod, table: await currentTable(store, current, current.currentPeriod) };
      },
    }),
    route({
      method: 'POST',
      url: '/api/matches/:matchId/table',
      summary: "The game master runs the table: 'start' (the first seat of the drawn order gets the flag; again after 'stop', the next playing day), 'pass' (the flag to the next seat), 'handed-in' (the seat holding the flag handed in at the table), 'stop'",
      tag: 'periods-gm',
      access: 'gm',
      params: matchIdParams,
      body: z.strictObject({ ...periodBody, action: z.enum(['start', 'pass', 'handed-in', 'stop']) }),
      response: z.object({ period: z.int(), version: z.int(), table: tableSchema }),
      handler: async ({ match, body }) => {
        const current = tableMatch(match);
        requireOpen(current, body.period);
        const order = body.action === 'start' ? await tableOrder(store, periods, current, body.period) : null;
        const added = await store.addTableEvent(current.id, body.period, (events, now) => gmTableEvent(current.ruleSet, body.action, events, now, order));
        return answer(current, body.period, added.version, added.at);
      },
    }),
    route({
      method: 'POST',
      url: '/api/matches/:matchId/table/claim',
      summary: 'A seat insists on the turn time of the seat holding the flag: only after it ran out and before its turn is handed in; the turn is then lost and its units stand. The game master names the seat that insists (`by`)',
      tag: 'periods',
      access: 'member',
      params: matchIdParams,
      body: z.strictObject({ ...periodBody, by: seatName.optional() }),
      response: z.object({ period: z.int(), version: z.int(), table: tableSchema }),
      handler: async ({ match, caller, body }) => {
        const current = tableMatch(match);
        requireOpen(current, body.period);
        if (caller!.gm && body.by === undefined) throw new ApiError(400, 'by', `the game master names the ${current.ruleSet.words.seat} that insists on the turn time ("by")`);
        if (!caller!.gm && body.by !== undefined && body.by !== caller!.seat) throw new ApiError(403, 'other-seat', `a ${current.ruleSet.words.seat} claims for itself only`);
        const by = caller!.gm ? (body.by as string) : caller!.seat;
        const seats = await playingSeats(store, current.id);
        const added = await store.addTableEvent(current.id, body.period, (events, now) => claimEvent(current.ruleSet, events, now, by, caller!.seat, seats));
        return answer(current, body.period, added.version, added.at);
      },
    }),
  ];
}
