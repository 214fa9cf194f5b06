import type { AnyPeriodicRuleSet } from '../../kernel/periodic.js';
import type { MissedPolicy, Store, Submission, TableEvent } from '../../store/index.js';
import { playingSeats } from './common.js';
import { ApiError } from '../http/errors.js';
import { lostSeats } from './table.js';

export const MISSED_POLICIES = ['hold', 'standing', 'gm'] as const satisfies readonly MissedPolicy[];

/** How a seat that missed the deadline was treated, as the game master's report records it. */
export interface MissedTurn {
  readonly seat: string;
  /** 'hold': an empty turn; 'standing': the standing orders of an earlier turn. */
  readonly applied: 'hold' | 'standing';
  /** The match's policy; 'gm' when the game master chose hold for the seat. */
  readonly policy: MissedPolicy;
  /** For 'standing': the period whose turn was repeated and how many orders it gave (0 when none). */
  readonly from?: number;
  readonly orders?: number;
  /** The seat lost its turn at the table: another seat insisted on the clock. */
  readonly lost?: true;
}

/** The seat's latest turn before `period`, searching back period by period. */
async function lastTurn(store: Store, matchId: string, period: number, seat: string): Promise<Submission | undefined> {
  for (let p = period - 1; p >= 1; p--) {
    const found = (await store.submissions(matchId, p)).find((s) => s.seat === seat);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Applies the match's missed-turn policy to the seats with no turn this period: the turns the
 * period reads, and what was done for the report. Policy 'gm' refuses (409) while a seat is
 * neither given a turn by the game master nor held by it (`heldNow`, or a decision stored for the period). Claims are read from `table`
 * (default: the period's table events now; a kept step's replay gives those made by then).
 */
export async function applyMissedPolicy(
  store: Store,
  ruleSet: AnyPeriodicRuleSet,
  matchId: string,
  period: number,
  submissions: readonly Submission[],
  heldNow: readonly string[],
  lang: string,
  table?: readonly TableEvent[],
): Promise<{ submissions: Submission[]; missed: MissedTurn[] }> {
  const policy = await store.missedPolicy(matchId);
  const seats = await playingSeats(store, matchId);
  // The game master's stored decisions count with those sent now (issue 46: a reload must not lose them).
  const held = policy === 'gm' ? [...new Set([...heldNow, ...(await store.heldSeats(matchId, period))])] : heldNow;
  const unknown = held.filter((seat) => !seats.includes(seat));
  if (unknown.length > 0) throw new ApiError(400, 'no-seat', `the match has no ${ruleSet.words.seat} ${unknown.map((r) => `"${r}"`).join(', ')}`);
  // A turn lost at the table is an empty turn whatever was handed in.
  const lost = lostSeats(table ?? (await store.tableEvents(matchId, period))).filter((seat) => seats.includes(seat));
  const handedIn = new Set(submissions.filter((s) => !lost.includes(s.seat)).map((s) => s.seat));
  const missing = seats.filter((seat) => !handedIn.has(seat) && !lost.includes(seat));
  const undecided = policy === 'gm' ? missing.filter((seat) => !held.includes(seat)) : [];
  if (undecided.length > 0) {
    throw new ApiError(409, 'missed-turns', `the game master decides for ${ruleSet.words.seat}s that missed the deadline: enter a turn or hold for ${undecided.join(', ')}`);
  }
  const turns = submissions.filter((s) => !lost.includes(s.seat));
  const missed: MissedTurn[] = lost.map((seat) => ({ seat, applied: 'hold', policy, lost: true }));
  for (const seat of missing) {
    if (policy !== 'standing') {
      missed.push({ seat, applied: 'hold', policy });
      continue;
    }
    const last = await lastTurn(store, matchId, period, seat);
    const standing = last === undefined ? undefined : ruleSet.standingTurn?.(last, seat, lang);
    if (last === undefined || standing === undefined) {
      missed.push({ seat, applied: 'standing', policy, orders: 0 });
      continue;
    }
    turns.push({ ...standing.body, seat, period, version: 0, submittedAt: last.submittedAt });
    missed.push({ seat, applied: 'standing', policy, from: last.period, orders: standing.orders });
  }
  return { submissions: turns, missed };
}
