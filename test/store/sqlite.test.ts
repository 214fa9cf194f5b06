import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore, SQLITE_FILE } from '../../src/store/index.js';
import { MIGRATION_TABLE } from '../../src/store/migrations.js';
import { storeContract } from './contract.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'arbiter-store-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function readOnly<T>(read: (db: SqliteDatabase.Database) => T): T {
  const db = new SqliteDatabase(path.join(dataDir, SQLITE_FILE), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

storeContract('SQLite', () => ({
  config: { kind: 'sqlite', dataDir },
  // The database file and its write-ahead log, byte for byte.
  dump: async () =>
    readdirSync(dataDir)
      .map((file) => readFileSync(path.join(dataDir, file)).toString('latin1'))
      .join('\n'),
  migrations: async () =>
    readOnly((db) => db.prepare(`select name from ${MIGRATION_TABLE} order by name`).all().map((row) => (row as { name: string }).name)),
}));

describe('SQLite store file', () => {
  it('lives in the data folder, in write-ahead-log mode', async () => {
    const folder = path.join(dataDir, 'nested', 'data');
    const store = await openStore({ kind: 'sqlite', dataDir: folder });
    await store.close();
    const db = new SqliteDatabase(path.join(folder, SQLITE_FILE));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
    }
  });
});
