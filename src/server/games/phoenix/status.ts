import { z } from 'zod';
import type { World } from '../../../games/phoenix/index.js';
import type { MatchInfo, Store, StoreUpdate } from '../../../store/index.js';
import type { Caller } from '../../auth/caller.js';
import { GM_SEAT } from '../../auth/caller.js';
import type { StreamSource } from '../../live/streams.js';
import type { PeriodStates } from '../../periods/states.js';
import { tableSchema, tableState } from './table.js';

export const monthStatusSchema = z.object({
  version: z.int(),
  period: z.int(),
  deadline: z.string().nullable(),
  /** Months evaluated so far and whether their reports are out. */
  past: z.array(z.object({ period: z.int(), published: z.boolean() })),
  /** The caller's own turn of this month (players), or every realm's (the game master). */
  turns: z.array(z.object({ realm: z.string(), joined: z.boolean(), version: z.int().nullable(), submittedAt: z.string().nullable() })),
  /** The news every realm may read: the month's events as the game masters entered them (R §6.11) and the realms absent (R §6.9). */
  news: z.object({
    events: z.array(z.object({ event: z.string(), at: z.array(z.string()) })),
    absent: z.array(z.string()),
  }),
  /** The month played at the table (R §3.4): who holds the flag and the clock, for every realm alike; null when not started. */
  table: tableSchema.nullable(),
  /** Every realm's name, as the map shows it to all: pages name realms, never their ids. */
  realms: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type MonthStatus = z.output<typeof monthStatusSchema>;

/** Where the month stands, as the caller may know it: a player learns of no other realm's turn. */
export async function monthStatus(store: Store, periods: PeriodStates, match: MatchInfo, caller: Caller): Promise<MonthStatus> {
  const period = match.currentPeriod as number;
  const [info, submissions, seats, table, evaluated] = await Promise.all([store.period(match.id, period), store.submissions(match.id, period), store.seats(match.id), store.tableEvents(match.id, period), store.stepSeats(match.id, period)]);
  const past = [];
  for (let p = 1; p < period; p++) past.push({ period: p, published: await published(store, match.id, p) });
  const latest = new Map(submissions.map((s) => [s.seat, s]));
  const turns = seats
    .filter((s) => s.seat !== GM_SEAT && (caller.gm || s.seat === caller.seat))
    .map((s) => ({ realm: s.seat, joined: s.joined, version: latest.get(s.seat)?.version ?? null, submittedAt: latest.get(s.seat)?.submittedAt ?? null }));
  // The news from the kept world of the month, not the stored one parsed again on every call and every live update (issue 18).
  const world = info === undefined ? undefined : ((await periods.state(match, period)) as World);
  return { version: match.version, period, deadline: info?.deadline ?? null, past, turns, news: newsOf(world), table: table.length === 0 ? null : tableState(table, new Date().toISOString(), evaluated), realms: realmNames(world) };
}

/** The public news of a world (P-234). */
function newsOf(state: unknown): MonthStatus['news'] {
  const world = (state ?? {}) as { calendar?: { events?: { event: string; at: string[] }[] }; realms?: { id: string; absence?: unknown }[] };
  return {
    events: (world.calendar?.events ?? []).map((e) => ({ event: e.event, at: [...e.at] })),
    absent: (world.realms ?? []).filter((r) => r.absence !== undefined).map((r) => r.id).sort(),
  };
}

function realmNames(state: unknown): MonthStatus['realms'] {
  const world = (state ?? {}) as { realms?: { id: string; name: string }[] };
  return (world.realms ?? []).map((r) => ({ id: r.id, name: r.name }));
}

/** Months known to be published: publishing is never undone, so they need no second look. */
const PUBLISHED = new Set<string>();

async function published(store: Store, matchId: string, period: number): Promise<boolean> {
  const key = `${matchId}/${period}`;
  if (PUBLISHED.has(key)) return true;
  const done = (await store.evaluation(matchId, period))?.publishedAt != null;
  if (done) PUBLISHED.add(key);
  return done;
}

/** A Phoenix subscriber's stream: its month status after every change (never another realm's content). */
export function phoenixSource(store: Store, periods: PeriodStates, matchId: string, caller: Caller): StreamSource {
  const snapshot = async (update?: StoreUpdate) => {
    // A notice is the addressed seat's alone (issue 19): others hear nothing of it.
    if (update?.kind === 'notice') return update.seat === caller.seat && update.notice !== undefined ? [{ event: 'notice', data: { notice: update.notice, period: update.period ?? null } }] : [];
    const match = await store.getMatch(matchId);
    if (match === undefined) return [];
    const status = await monthStatus(store, periods, match, caller);
    const news = update === undefined ? [] : [{ event: 'change', data: { kind: update.kind, version: update.version, ...(update.period === undefined ? {} : { period: update.period }) } }];
    // The game master's dice in the open and the match's status reach every realm live.
    return [...news, { event: 'month', data: status }, { event: 'match', data: { status: match.status, version: match.version } }, { event: 'rolls', data: await store.publicRolls(matchId) }];
  };
  return { opening: () => snapshot(), after: (update) => snapshot(update) };
}
