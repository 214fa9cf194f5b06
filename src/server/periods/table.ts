import { z } from 'zod';
import type { AnyPeriodicRuleSet } from '../../kernel/periodic.js';
import type { NewTableEvent, TableEvent } from '../../store/index.js';
import { GM_SEAT } from '../auth/caller.js';
import { ApiError } from '../http/errors.js';

export const tableSchema = z.object({
  /** Whether the flag is being passed now (the game master started the table and has not ended it). */
  active: z.boolean(),
  /** The period's turn order, as drawn. */
  order: z.array(z.string()),
  /** The seat holding the flag; null before the first start and once every seat had it. */
  current: z.string().nullable(),
  /** The minutes a seat has for its turn. */
  minutes: z.int(),
  /** Every seat's turn at the table so far: when it got the flag, when it handed in, a claim of the clock. */
  turns: z.array(
    z.object({
      seat: z.string(),
      flagAt: z.string(),
      handedInAt: z.string().nullable(),
      /** Another seat insisted on the clock before the turn was handed in: the turn is lost (P-292). */
      claim: z.object({ by: z.string(), at: z.string() }).nullable(),
    }),
  ),
  /** The server's time when this was read, so that clients run the clock from the server's time. */
  now: z.string(),
  /** Seats whose turn the game master has evaluated this period, in order: public at the table, what came of it is not (P-296). */
  evaluated: z.array(z.string()),
});
export type TableState = z.output<typeof tableSchema>;
type TableTurn = TableState['turns'][number];

/** The minutes of a seat's turn at the table: the game's. */
export function tableMinutes(ruleSet: AnyPeriodicRuleSet): number {
  if (ruleSet.table === undefined) throw new ApiError(404, 'no-table', `${ruleSet.id} is not played at a table`);
  return ruleSet.table.minutes;
}

/** The table as its log makes it, with the seats whose step ran (`evaluated`). */
export function tableState(events: readonly TableEvent[], now: string, minutes: number, evaluated: readonly string[] = []): TableState {
  let order: string[] = [];
  let active = false;
  const turns: TableTurn[] = [];
  for (const event of events) {
    if (event.kind === 'start') {
      order = (event.data as { order: string[] }).order;
      active = true;
    } else if (event.kind === 'stop') active = false;
    if ((event.kind === 'start' || event.kind === 'flag') && event.realm !== null) turns.push({ seat: event.realm, flagAt: event.at, handedInAt: null, claim: null });
    const turn = turns.at(-1);
    if (turn === undefined || event.realm !== turn.seat) continue;
    if (event.kind === 'handed-in') turn.handedInAt = event.at;
    if (event.kind === 'claim') turn.claim = { by: (event.data as { by: string }).by, at: event.at };
  }
  // The flag stays with a seat over a stop (the playing day's end) and is handed on after the next start.
  const done = events.some((e) => e.kind === 'flag' && e.realm === null);
  return { active, order, current: done ? null : (turns.at(-1)?.seat ?? null), minutes, turns, now, evaluated: [...evaluated] };
}

/** Seats whose turn this period was lost by a claim of the clock: all their units stand (P-292). */
export function lostSeats(events: readonly TableEvent[]): string[] {
  return [...new Set(events.filter((e) => e.kind === 'claim' && e.realm !== null).map((e) => e.realm as string))].sort();
}

/** The clock so far, in milliseconds: from the flag to the hand-in (evaluation and moving the figures are not counted). */
export function clockMs(turn: TableTurn, now: string): number {
  return Date.parse(turn.handedInAt ?? now) - Date.parse(turn.flagAt);
}

function notActive(): ApiError {
  return new ApiError(409, 'table-not-started', 'the game master has not started the table (or has ended it)');
}

export type TableAction = 'start' | 'pass' | 'handed-in' | 'stop';

/**
 * What a game master's action adds to the table's log, or a 409 saying why not. `order` is the
 * period's drawn order, read at the start.
 */
export function gmTableEvent(ruleSet: AnyPeriodicRuleSet, action: TableAction, events: readonly TableEvent[], now: string, order: readonly string[] | null): NewTableEvent {
  const { period, seat } = ruleSet.words;
  const state = tableState(events, now, tableMinutes(ruleSet));
  const turn = state.turns.at(-1);
  switch (action) {
    case 'start': {
      if (state.active) throw new ApiError(409, 'table-started', 'the table is already running');
      if (order === null || order.length === 0) throw new ApiError(409, 'no-turn-order', `this ${period} has no turn order drawn: it is drawn at the start of the ${period} before`);
      if (state.turns.length === 0) return { kind: 'start', realm: order[0] as string, author: GM_SEAT, data: { order } };
      // A new playing day: the flag goes on where it stopped.
      if (state.current === null) throw new ApiError(409, 'table-done', `every ${seat} of the turn order has had the flag this ${period}`);
      return { kind: 'start', realm: null, author: GM_SEAT, data: { order: state.order } };
    }
    case 'pass': {
      if (!state.active) throw notActive();
      if (state.current === null) throw new ApiError(409, 'table-done', `every ${seat} of the turn order has had the flag this ${period}`);
      const next = state.order[state.order.indexOf(state.current) + 1] ?? null;
      return { kind: 'flag', realm: next, author: GM_SEAT };
    }
    case 'handed-in': {
      if (!state.active) throw notActive();
      if (turn === undefined || state.current === null) throw new ApiError(409, 'table-done', `no ${seat} holds the flag`);
      if (turn.handedInAt !== null) throw new ApiError(409, 'handed-in', `${turn.seat} has already handed in its turn`);
      return { kind: 'handed-in', realm: turn.seat, author: GM_SEAT };
    }
    case 'stop':
      if (!state.active) throw notActive();
      // The clock of a turn under way would run on overnight: the day ends with a hand-in (P-294).
      if (turn !== undefined && state.current !== null && turn.handedInAt === null && turn.claim === null) {
        throw new ApiError(409, 'turn-running', `${turn.seat} holds the flag and has not handed in: the table ends after a turn is handed in (or claimed)`);
      }
      return { kind: 'stop', realm: null, author: GM_SEAT };
  }
}

/**
 * A claim that the seat holding the flag went over its minutes, made by another seat — by
 * itself, or through the game master naming it; only before the turn is handed in.
 */
export function claimEvent(ruleSet: AnyPeriodicRuleSet, events: readonly TableEvent[], now: string, by: string, author: string, seats: readonly string[]): NewTableEvent {
  const minutes = tableMinutes(ruleSet);
  const state = tableState(events, now, minutes);
  const turn = state.turns.at(-1);
  if (!state.active) throw notActive();
  if (turn === undefined || state.current === null) throw new ApiError(409, 'table-done', `no ${ruleSet.words.seat} holds the flag`);
  if (!seats.includes(by)) throw new ApiError(400, 'no-seat', `the match has no ${ruleSet.words.seat} "${by}"`);
  if (by === turn.seat) throw new ApiError(409, 'own-turn', `a ${ruleSet.words.seat} cannot claim against its own turn`);
  if (turn.claim !== null) throw new ApiError(409, 'claimed', `${turn.claim.by} has already insisted on the turn time of ${turn.seat}`);
  if (turn.handedInAt !== null) throw new ApiError(409, 'handed-in', `${turn.seat} has handed in its turn: a claim of the turn time can only be made before`);
  const used = clockMs(turn, now);
  if (used <= minutes * 60_000) {
    const left = Math.ceil((minutes * 60_000 - used) / 1000);
    throw new ApiError(409, 'in-time', `${turn.seat} is within its ${minutes} minutes (${Math.floor(left / 60)} min ${left % 60} s left)`);
  }
  return { kind: 'claim', realm: turn.seat, author, data: { by } };
}
