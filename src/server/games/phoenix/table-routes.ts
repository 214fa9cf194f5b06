import { z } from 'zod';
import { absenceStage, type World } from '../../../games/phoenix/index.js';
import type { MatchInfo, Store } from '../../../store/index.js';
import { GM_SEAT } from '../../auth/caller.js';
import type { ServerContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { matchIdParams, seatName } from '../../http/schemas.js';
import { phoenixMatch } from './common.js';
import { claimEvent, gmTableEvent, tableSchema, tableState } from './table.js';
import type { PeriodStates } from '../../periods/states.js';

/** The month's turn order as drawn (R §3.1): the world's, or the one the first realm's step drew; realms marked absent have no turn (R §6.9, P-230). */
async function monthOrder(store: Store, periods: PeriodStates, match: MatchInfo, period: number): Promise<string[] | null> {
  const info = await periods.period(match, period);
  const steps = await store.seatSteps(match.id, period);
  const world = info.state as World;
  const realms = new Set(world.realms.filter((r) => absenceStage(r) === undefined).map((r) => r.id));
  const drawn = ((steps[0]?.state as Partial<World> | undefined)?.calendar ?? world.calendar).turnOrder[0];
  return drawn === undefined ? null : drawn.filter((realm) => realms.has(realm));
}

/** The current month's table as its log makes it, or null when the table was never started this month. */
export async function currentTable(store: Store, matchId: string, period: number): Promise<z.output<typeof tableSchema> | null> {
  const events = await store.tableEvents(matchId, period);
  return events.length === 0 ? null : tableState(events, new Date().toISOString(), await store.stepSeats(matchId, period));
}

/**
 * Records that the realm holding the flag handed in its turn, when it did so through the API: its
 * clock stops (R §3.4). Nothing happens when the table is not running or another realm holds the flag.
 */
export async function handedInAtTable(store: Store, matchId: string, period: number, realm: string): Promise<void> {
  const table = await currentTable(store, matchId, period);
  const turn = table?.turns.at(-1);
  if (table === null || !table.active || table.current !== realm || turn?.handedInAt !== null) return;
  await store
    .addTableEvent(matchId, period, (events, now) => {
      const state = tableState(events, now);
      if (!state.active || state.current !== realm || state.turns.at(-1)?.handedInAt !== null) throw new ApiError(409, 'handed-in', 'already recorded');
      return { kind: 'handed-in', realm, author: realm };
    })
    .catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
    });
}

const periodBody = { period: z.int().min(1) };

/** Phoenix played at the table (R §3.4): the flag passes realm to realm in the drawn order, a clock per turn, the 20-minute rule. */
export function tableRoutes(context: ServerContext): AnyRoute[] {
  const { store, periods } = context;
  return [
    route({
      method: 'GET',
      url: '/api/phoenix/matches/:matchId/table',
      summary: 'The table of the current month: the drawn order, who holds the flag, each turn\'s clock and claims',
      tag: 'phoenix',
      access: 'member',
      params: matchIdParams,
      response: z.object({ period: z.int(), table: tableSchema.nullable() }),
      handler: async ({ match }) => {
        const month = phoenixMatch(match);
        return { period: month.currentPeriod, table: await currentTable(store, month.id, month.currentPeriod) };
      },
    }),
    route({
      method: 'POST',
      url: '/api/phoenix/matches/:matchId/table',
      summary: "The game master runs the table: 'start' (the first realm of the drawn order gets the flag; again after 'stop', the next playing day), 'pass' (the flag to the next realm), 'handed-in' (the realm holding the flag handed in at the table), 'stop'",
      tag: 'phoenix-gm',
      access: 'gm',
      params: matchIdParams,
      body: z.strictObject({ ...periodBody, action: z.enum(['start', 'pass', 'handed-in', 'stop']) }),
      response: z.object({ period: z.int(), version: z.int(), table: tableSchema }),
      handler: async ({ match, body }) => {
        const month = phoenixMatch(match);
        if (body.period !== month.currentPeriod) throw new ApiError(409, 'period-closed', `month ${body.period} is not open: the match is in month ${month.currentPeriod}`);
        const order = body.action === 'start' ? await monthOrder(store, periods, month, body.period) : null;
        const added = await store.addTableEvent(month.id, body.period, (events, now) => gmTableEvent(body.action, events, now, order));
        return { period: body.period, version: added.version, table: tableState(await store.tableEvents(month.id, body.period), added.at, await store.stepSeats(month.id, body.period)) };
      },
    }),
    route({
      method: 'POST',
      url: '/api/phoenix/matches/:matchId/table/claim',
      summary: 'A realm insists on the 20 minutes of the realm holding the flag (R §3.4): only after they ran out and before its turn is handed in; the turn is then lost and its units stand. The game master names the realm that insists (`by`)',
      tag: 'phoenix',
      access: 'member',
      params: matchIdParams,
      body: z.strictObject({ ...periodBody, by: seatName.optional() }),
      response: z.object({ period: z.int(), version: z.int(), table: tableSchema }),
      handler: async ({ match, caller, body }) => {
        const month = phoenixMatch(match);
        if (body.period !== month.currentPeriod) throw new ApiError(409, 'period-closed', `month ${body.period} is not open: the match is in month ${month.currentPeriod}`);
        if (caller!.gm && body.by === undefined) throw new ApiError(400, 'by', 'the game master names the realm that insists on the turn time ("by")');
        if (!caller!.gm && body.by !== undefined && body.by !== caller!.seat) throw new ApiError(403, 'other-realm', 'a realm claims for itself only');
        const by = caller!.gm ? (body.by as string) : caller!.seat;
        const realms = (await store.seats(month.id)).map((s) => s.seat).filter((seat) => seat !== GM_SEAT);
        const added = await store.addTableEvent(month.id, body.period, (events, now) => claimEvent(events, now, by, caller!.seat, realms));
        return { period: body.period, version: added.version, table: tableState(await store.tableEvents(month.id, body.period), added.at, await store.stepSeats(month.id, body.period)) };
      },
    }),
  ];
}
