import { describe, expect, it } from 'vitest';
import { storeConfigFromEnv } from '../../src/store/index.js';

describe('store configuration from the environment', () => {
  it('chooses SQLite in ./data unless told otherwise', () => {
    expect(storeConfigFromEnv({})).toEqual({ kind: 'sqlite', dataDir: 'data' });
    expect(storeConfigFromEnv({ ARBITER_DATA_DIR: '/srv/arbiter' })).toEqual({ kind: 'sqlite', dataDir: '/srv/arbiter' });
  });

  it('chooses PostgreSQL when DATABASE_URL is set', () => {
    expect(storeConfigFromEnv({ DATABASE_URL: 'postgres://arbiter@db/arbiter', ARBITER_DATA_DIR: '/srv' })).toEqual({
      kind: 'postgres',
      url: 'postgres://arbiter@db/arbiter',
    });
    expect(storeConfigFromEnv({ DATABASE_URL: '' })).toEqual({ kind: 'sqlite', dataDir: 'data' });
  });
});
