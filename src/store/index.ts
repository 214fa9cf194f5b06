/** Where matches live: one Store interface, SQLite embedded by default, PostgreSQL for scale. */
export * from './errors.js';
export { openStore, storeConfigFromEnv, SQLITE_FILE, type QueryObserver, type StoreConfig } from './open.js';
export type * from './store.js';
