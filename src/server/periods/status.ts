import { z } from 'zod';
import type { MatchInfo, Store, StoreUpdate } from '../../store/index.js';
import type { Caller } from '../auth/caller.js';
import { GM_SEAT } from '../auth/caller.js';
import type { StreamSource } from '../live/streams.js';
import { periodMatch, type PeriodMatch } from './common.js';
import type { PeriodStates } from './states.js';
import { tableSchema, tableState } from './table.js';

export const periodStatusSchema = z.object({
  version: z.int(),
  period: z.int(),
  deadline: z.string().nullable(),
  /** Periods evaluated so far and whether their reports are out. */
  past: z.array(z.object({ period: z.int(), published: z.boolean() })),
  /** The caller's own turn of this period (players), or every seat's (the game master). */
  turns: z.array(z.object({ seat: z.string(), joined: z.boolean(), version: z.int().nullable(), submittedAt: z.string().nullable() })),
  /** What every seat may read of the period's state besides its own view, as the game gives it (null: nothing). */
  news: z.unknown(),
  /** The period played at the table: who holds the flag and the clock, for every seat alike; null when not started. */
  table: tableSchema.nullable(),
  /** Every seat's name, as all may know it: pages name seats, never their ids. */
  seats: z.array(z.object({ id: z.string(), name: z.string() })),
  /**
   * Why the caller can no longer hand in or change a turn this period, so that a page says so before
   * anyone tries (issue 46): the deadline passed, the game masters began evaluating seat by seat, or
   * (at the table) the caller's own turn was evaluated; null while turns are taken.
   */
  turnsClosed: z.enum(['deadline', 'evaluation-begun', 'turn-evaluated']).nullable(),
});
export type PeriodStatus = z.output<typeof periodStatusSchema>;

/** Where the period stands, as the caller may know it: a player learns of no other seat's turn. */
export async function periodStatus(store: Store, periods: PeriodStates, match: PeriodMatch, caller: Caller): Promise<PeriodStatus> {
  const period = match.currentPeriod;
  const [info, submissions, seats, table, evaluated] = await Promise.all([store.period(match.id, period), store.submissions(match.id, period), store.seats(match.id), store.tableEvents(match.id, period), store.stepSeats(match.id, period)]);
  const past = [];
  for (let p = 1; p < period; p++) past.push({ period: p, published: await published(store, match.id, p) });
  const latest = new Map(submissions.map((s) => [s.seat, s]));
  const turns = seats
    .filter((s) => s.seat !== GM_SEAT && (caller.gm || s.seat === caller.seat))
    .map((s) => ({ seat: s.seat, joined: s.joined, version: latest.get(s.seat)?.version ?? null, submittedAt: latest.get(s.seat)?.submittedAt ?? null }));
  // The news from the kept state of the period, not the stored one parsed again on every call and every live update (issue 18).
  const state = info === undefined ? undefined : await periods.state(match, period);
  const names = state === undefined ? [] : [...match.ruleSet.seatNames(state)].map(([id, name]) => ({ id, name }));
  return {
    version: match.version,
    period,
    deadline: info?.deadline ?? null,
    past,
    turns,
    news: state === undefined ? null : (match.ruleSet.news?.(state) ?? null),
    table: table.length === 0 || match.ruleSet.table === undefined ? null : tableState(table, new Date().toISOString(), match.ruleSet.table.minutes, evaluated),
    seats: names,
    turnsClosed: turnsClosed(info?.deadline ?? null, evaluated, table.length > 0, caller),
  };
}

/** The reason the store would refuse the caller's turn now (kysely-store submitTurn, seat-routes steppedRefusal). */
function turnsClosed(deadline: string | null, stepped: readonly string[], atTable: boolean, caller: Caller): PeriodStatus['turnsClosed'] {
  // At the table a realm hands in or changes its turn until its own step (P-296): the others' steps close nothing for it.
  if (atTable) {
    if (stepped.includes(caller.seat)) return 'turn-evaluated';
  } else if (stepped.length > 0) return 'evaluation-begun';
  if (deadline !== null && new Date().toISOString() >= deadline) return 'deadline';
  return null;
}

/** Periods known to be published: publishing is never undone, so they need no second look. */
const PUBLISHED = new Set<string>();

async function published(store: Store, matchId: string, period: number): Promise<boolean> {
  const key = `${matchId}/${period}`;
  if (PUBLISHED.has(key)) return true;
  const done = (await store.evaluation(matchId, period))?.publishedAt != null;
  if (done) PUBLISHED.add(key);
  return done;
}

/** A subscriber's stream of a match played in periods: its status after every change (never another seat's content). */
export function periodSource(store: Store, periods: PeriodStates, matchId: string, caller: Caller): StreamSource {
  const snapshot = async (update?: StoreUpdate) => {
    // A notice is the addressed seat's alone (issue 19): others hear nothing of it.
    if (update?.kind === 'notice') return update.seat === caller.seat && update.notice !== undefined ? [{ event: 'notice', data: { notice: update.notice, period: update.period ?? null } }] : [];
    const match: MatchInfo | undefined = await store.getMatch(matchId);
    if (match === undefined) return [];
    const status = await periodStatus(store, periods, periodMatch(match), caller);
    const news = update === undefined ? [] : [{ event: 'change', data: { kind: update.kind, version: update.version, ...(update.period === undefined ? {} : { period: update.period }) } }];
    // The game master's dice in the open and the match's status reach every seat live.
    return [...news, { event: 'period', data: status }, { event: 'match', data: { status: match.status, version: match.version } }, { event: 'rolls', data: await store.publicRolls(matchId) }];
  };
  return { opening: () => snapshot(), after: (update) => snapshot(update) };
}
