import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogConfig } from 'kysely';
import pg from 'pg';
import { KyselyStore } from './kysely-store.js';
import { migrateToLatest } from './migrations.js';
import { PostgresChannel } from './pg-channel.js';
import { PlainTextPlugin } from './plain-text.js';
import type { Database } from './schema.js';
import { keepingStatements } from './sqlite-statements.js';
import type { Store } from './store.js';
import { InProcessChannel } from './updates.js';

export type StoreConfig =
  | {
      readonly kind: 'sqlite';
      /** The folder of arbiter.db; created when missing. */
      readonly dataDir: string;
      readonly onQuery?: QueryObserver;
    }
  | {
      readonly kind: 'postgres';
      readonly url: string;
      /** A schema of its own (created when missing), e.g. for tests; the database's default otherwise. */
      readonly schema?: string;
      readonly onQuery?: QueryObserver;
    };

/** Hears the SQL of every statement after it ran: for tracing. */
export type QueryObserver = (sql: string) => void;

export const SQLITE_FILE = 'arbiter.db';

/** PostgreSQL when DATABASE_URL is set, else SQLite in ARBITER_DATA_DIR (default ./data). */
export function storeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  const url = env.DATABASE_URL;
  if (url !== undefined && url !== '') return { kind: 'postgres', url };
  return { kind: 'sqlite', dataDir: env.ARBITER_DATA_DIR || 'data' };
}

/** Opens the store and brings its schema up to date. */
export async function openStore(config: StoreConfig): Promise<Store> {
  return config.kind === 'sqlite' ? openSqlite(config.dataDir, config.onQuery) : openPostgres(config);
}

async function openSqlite(dataDir: string, onQuery: QueryObserver | undefined): Promise<Store> {
  mkdirSync(dataDir, { recursive: true });
  const database = new SqliteDatabase(path.join(dataDir, SQLITE_FILE));
  try {
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
  } catch (error) {
    database.close();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(database) }), log: queryLog(onQuery), plugins: [new PlainTextPlugin()] });
  return migrated(new KyselyStore('sqlite', db, new InProcessChannel()), db);
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(config: Extract<StoreConfig, { kind: 'postgres' }>): Promise<Store> {
  const schema = config.schema;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new RangeError(`"${schema}" is not a plain schema name (lower-case letters, digits, _)`);
  }
  const connection: pg.ClientConfig = {
    connectionString: config.url,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  };
  if (schema !== undefined) await createSchema(config.url, schema);
  const pool = new pg.Pool({ ...connection, types: bigintAsNumber });
  // An idle connection that breaks (a server restart) is dropped by the pool; without a
  // listener its error would end the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queryLog(config.onQuery), plugins: [new PlainTextPlugin()] });
  // Processes on one database hear each other on one channel; a schema of its own gets its own.
  const channel = schema === undefined ? 'arbiter_updates' : `arbiter_updates_${schema}`;
  let updates: PostgresChannel;
  try {
    updates = await PostgresChannel.open({ connectionString: config.url }, channel);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return migrated(new KyselyStore('postgres', db, updates), db, schema);
}

async function migrated(store: Store, db: Kysely<Database>, schema?: string): Promise<Store> {
  try {
    await migrateToLatest(db as Kysely<unknown>, schema);
    return store;
  } catch (error) {
    await store.close();
    throw error;
  }
}

async function createSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists "${schema}"`);
  } finally {
    await client.end();
  }
}

const INT8_OID = 20;

/** Seeds are bigint columns; their values stay far below 2^53, so numbers are exact. */
const bigintAsNumber: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

function queryLog(onQuery: QueryObserver | undefined): LogConfig | undefined {
  if (onQuery === undefined) return undefined;
  return (event) => {
    if (event.level === 'query') onQuery(event.query.sql);
  };
}
