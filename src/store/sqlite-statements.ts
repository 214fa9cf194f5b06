import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Statements kept: the store's queries are a few dozen texts; lists of varying length add some more. */
const KEEP = 512;

/**
 * The database as Kysely's SQLite dialect takes it, with prepared statements kept by their SQL
 * text: Kysely prepares each query anew, which was the largest part of a busy server's store time
 * (issue 18). SQLite re-prepares a kept statement by itself when the schema changed; the dialect
 * runs one query at a time and never leaves an iteration open, so a statement is never shared.
 */
export function keepingStatements(database: SqliteDatabase): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    close: () => {
      kept.clear();
      database.close();
    },
    prepare: (sql) => {
      const hit = kept.get(sql);
      if (hit !== undefined) return hit;
      const statement = database.prepare(sql);
      kept.set(sql, statement);
      if (kept.size > KEEP) kept.delete(kept.keys().next().value as string);
      return statement;
    },
  };
}
