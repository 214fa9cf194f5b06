import type { Selectable, Transaction, Updateable } from 'kysely';
import { NotFoundError, PeriodClosedError, VersionConflictError } from './errors.js';
import type { Database, MatchesTable } from './schema.js';

export interface MatchChange {
  /** Fail unless the match is still at this version. */
  readonly expectedVersion?: number;
  /** Fail unless the match is playing this period. */
  readonly period?: number;
  readonly set?: Updateable<MatchesTable>;
}

/**
 * Raises the match's version, first thing in a writing transaction: the update locks the
 * match's row (PostgreSQL) or the database (SQLite) until commit, so changes to one match are
 * applied one after the other, and the checks below see what the previous change committed.
 */
export async function advanceMatch(
  trx: Transaction<Database>,
  matchId: string,
  now: string,
  change: MatchChange,
): Promise<Selectable<MatchesTable>> {
  let query = trx
    .updateTable('matches')
    .set((eb) => ({ ...change.set, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', matchId);
  if (change.expectedVersion !== undefined) query = query.where('version', '=', change.expectedVersion);
  if (change.period !== undefined) query = query.where('current_period', '=', change.period);
  const row = await query.returningAll().executeTakeFirst();
  if (row !== undefined) return row;

  const current = await trx.selectFrom('matches').selectAll().where('id', '=', matchId).executeTakeFirst();
  if (current === undefined) throw new NotFoundError(`there is no match "${matchId}"`);
  if (change.expectedVersion !== undefined && current.version !== change.expectedVersion) {
    throw new VersionConflictError(`match ${matchId}`, change.expectedVersion, current.version);
  }
  if (current.current_period === null) throw new PeriodClosedError(`match ${matchId} is not played in periods`);
  throw new PeriodClosedError(
    `period ${String(change.period)} of match ${matchId} is not open: the match is in period ${current.current_period}`,
  );
}

/** A time as the store keeps it: ISO 8601 in UTC, so that text order is time order. */
export function isoTime(value: string): string {
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) throw new RangeError(`"${value}" is not a date and time`);
  return time.toISOString();
}
