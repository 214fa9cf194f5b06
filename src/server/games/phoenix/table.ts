import { z } from 'zod';
import type { NewTableEvent, TableEvent } from '../../../store/index.js';
import { GM_SEAT } from '../../auth/caller.js';
import { ApiError } from '../../http/errors.js';

/** R §3.4: "Für die Abgabe des Spielzuges hat ein Reich maximal 20 Minuten zur Verfügung." */
export const TURN_MINUTES = 20;
const TURN_MS = TURN_MINUTES * 60_000;

export const tableSchema = z.object({
  /** Whether the flag is being passed now (the game master started the table and has not ended it). */
  active: z.boolean(),
  /** The month's turn order, as drawn (R §3.1). */
  order: z.array(z.string()),
  /** The realm holding the flag; null before the first start and once every realm had it. */
  current: z.string().nullable(),
  minutes: z.int(),
  /** Every realm's turn at the table so far: when it got the flag, when it handed in, a claim of the clock. */
  turns: z.array(
    z.object({
      realm: z.string(),
      flagAt: z.string(),
      handedInAt: z.string().nullable(),
      /** Another realm insisted on the 20 minutes before the turn was handed in: the turn is lost (P-292). */
      claim: z.object({ by: z.string(), at: z.string() }).nullable(),
    }),
  ),
  /** The server's time when this was read, so that clients run the clock from the server's time. */
  now: z.string(),
  /** Realms whose turn the game master has evaluated this month, in order: public at the table, what came of it is not (P-296). */
  evaluated: z.array(z.string()),
});
export type TableState = z.output<typeof tableSchema>;
type TableTurn = TableState['turns'][number];

/** The table as its log makes it, with the realms whose step ran (`evaluated`). */
export function tableState(events: readonly TableEvent[], now: string, evaluated: readonly string[] = []): TableState {
  let order: string[] = [];
  let active = false;
  const turns: TableTurn[] = [];
  for (const event of events) {
    if (event.kind === 'start') {
      order = (event.data as { order: string[] }).order;
      active = true;
    } else if (event.kind === 'stop') active = false;
    if ((event.kind === 'start' || event.kind === 'flag') && event.realm !== null) turns.push({ realm: event.realm, flagAt: event.at, handedInAt: null, claim: null });
    const turn = turns.at(-1);
    if (turn === undefined || event.realm !== turn.realm) continue;
    if (event.kind === 'handed-in') turn.handedInAt = event.at;
    if (event.kind === 'claim') turn.claim = { by: (event.data as { by: string }).by, at: event.at };
  }
  // The flag stays with a realm over a stop (the playing day's end) and is handed on after the next start.
  const done = events.some((e) => e.kind === 'flag' && e.realm === null);
  return { active, order, current: done ? null : (turns.at(-1)?.realm ?? null), minutes: TURN_MINUTES, turns, now, evaluated: [...evaluated] };
}

/** Realms whose turn this month was lost by a claim of the clock: all their units stand (R §3.4, P-292). */
export function lostRealms(events: readonly TableEvent[]): string[] {
  return [...new Set(events.filter((e) => e.kind === 'claim' && e.realm !== null).map((e) => e.realm as string))].sort();
}

/** Minutes and seconds of the clock so far: from the flag to the hand-in (evaluation and moving the figures are not counted). */
export function clockMs(turn: TableTurn, now: string): number {
  return Date.parse(turn.handedInAt ?? now) - Date.parse(turn.flagAt);
}

function notActive(): ApiError {
  return new ApiError(409, 'table-not-started', 'the game master has not started the table (or has ended it)');
}

export type TableAction = 'start' | 'pass' | 'handed-in' | 'stop';

/**
 * What a game master's action adds to the table's log, or a 409 saying why not. `order` is the
 * month's drawn order, read at the start.
 */
export function gmTableEvent(action: TableAction, events: readonly TableEvent[], now: string, order: readonly string[] | null): NewTableEvent {
  const state = tableState(events, now);
  const turn = state.turns.at(-1);
  switch (action) {
    case 'start': {
      if (state.active) throw new ApiError(409, 'table-started', 'the table is already running');
      if (order === null || order.length === 0) throw new ApiError(409, 'no-turn-order', 'this month has no turn order drawn (R §3.1): it is drawn at the start of the month before');
      if (state.turns.length === 0) return { kind: 'start', realm: order[0] as string, author: GM_SEAT, data: { order } };
      // A new playing day: the flag goes on where it stopped (R §3.4 "Übergabe der Fahne (sofern noch nicht erfolgt)").
      if (state.current === null) throw new ApiError(409, 'table-done', 'every realm of the turn order has had the flag this month');
      return { kind: 'start', realm: null, author: GM_SEAT, data: { order: state.order } };
    }
    case 'pass': {
      if (!state.active) throw notActive();
      if (state.current === null) throw new ApiError(409, 'table-done', 'every realm of the turn order has had the flag this month');
      const next = state.order[state.order.indexOf(state.current) + 1] ?? null;
      return { kind: 'flag', realm: next, author: GM_SEAT };
    }
    case 'handed-in': {
      if (!state.active) throw notActive();
      if (turn === undefined || state.current === null) throw new ApiError(409, 'table-done', 'no realm holds the flag');
      if (turn.handedInAt !== null) throw new ApiError(409, 'handed-in', `${turn.realm} has already handed in its turn`);
      return { kind: 'handed-in', realm: turn.realm, author: GM_SEAT };
    }
    case 'stop':
      if (!state.active) throw notActive();
      // The clock of a turn under way would run on overnight: the day ends with a hand-in (R §3.4, the 21.40 rule; P-294).
      if (turn !== undefined && state.current !== null && turn.handedInAt === null && turn.claim === null) {
        throw new ApiError(409, 'turn-running', `${turn.realm} holds the flag and has not handed in: the table ends after a turn is handed in (or claimed)`);
      }
      return { kind: 'stop', realm: null, author: GM_SEAT };
  }
}

/**
 * A claim that the realm holding the flag went over its 20 minutes, made by another realm — by
 * itself, or through the game master naming it. R §3.4: only before the turn is handed in.
 */
export function claimEvent(events: readonly TableEvent[], now: string, by: string, author: string, realms: readonly string[]): NewTableEvent {
  const state = tableState(events, now);
  const turn = state.turns.at(-1);
  if (!state.active) throw notActive();
  if (turn === undefined || state.current === null) throw new ApiError(409, 'table-done', 'no realm holds the flag');
  if (!realms.includes(by)) throw new ApiError(400, 'no-realm', `the match has no realm "${by}"`);
  if (by === turn.realm) throw new ApiError(409, 'own-turn', 'a realm cannot claim against its own turn');
  if (turn.claim !== null) throw new ApiError(409, 'claimed', `${turn.claim.by} has already insisted on the turn time of ${turn.realm}`);
  if (turn.handedInAt !== null) throw new ApiError(409, 'handed-in', `${turn.realm} has handed in its turn: a claim of the turn time can only be made before (R §3.4)`);
  const used = clockMs(turn, now);
  if (used <= TURN_MS) {
    const left = Math.ceil((TURN_MS - used) / 1000);
    throw new ApiError(409, 'in-time', `${turn.realm} is within its ${TURN_MINUTES} minutes (${Math.floor(left / 60)} min ${left % 60} s left)`);
  }
  return { kind: 'claim', realm: turn.realm, author, data: { by } };
}
