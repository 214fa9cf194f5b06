import { afterEach, describe, expect, it } from 'vitest';
import { AuthLockout } from '../../src/server/auth/lockout.js';
import { serverConfigFromEnv } from '../../src/server/config.js';
import { call, createRome, joinAll, sqliteServer, type TestServer } from './helpers.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the lockout after wrong tokens (issue 18, seen 7)', () => {
  it('counts per address and token beginning, and per address with a higher limit', () => {
    let now = 0;
    const lockout = new AuthLockout(2, 5, 1_000, () => now);
    lockout.fail('1.2.3.4', 'stale-token-of-anna');
    lockout.fail('1.2.3.4', 'stale-token-of-anna');
    expect(lockout.retryAfterMs('1.2.3.4', 'stale-token-of-anna')).toBe(1_000);
    expect(lockout.retryAfterMs('1.2.3.4', 'right-token-of-bert')).toBe(0);
    expect(lockout.retryAfterMs('5.6.7.8', 'stale-token-of-anna')).toBe(0);
    for (const guess of ['aaaaaaaa1', 'bbbbbbbb1', 'cccccccc1']) lockout.fail('1.2.3.4', guess);
    expect(lockout.retryAfterMs('1.2.3.4', 'right-token-of-bert')).toBe(1_000);
    now = 1_001;
    expect(lockout.retryAfterMs('1.2.3.4', 'stale-token-of-anna')).toBe(0);
  });

  it('believes X-Forwarded-For only from a configured trusted proxy', async () => {
    expect(serverConfigFromEnv({ ARBITER_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8');
    expect(serverConfigFromEnv({ ARBITER_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => serverConfigFromEnv({ ARBITER_TRUST_PROXY: 'everyone!' })).toThrow(/ARBITER_TRUST_PROXY/);
    for (const trusted of [true, false]) {
      server = await sqliteServer({ authFailures: 2, authFailuresPerAddress: 100, ...(trusted ? { trustProxy: '127.0.0.1' } : {}) });
      const created = await createRome(server.app);
      const tokens = await joinAll(server.app, created);
      const url = `/api/matches/${created.match.id}`;
      const from = (address: string) => ({ 'x-forwarded-for': address });
      for (let i = 0; i < 2; i++) expect((await call(server.app, url, { token: `scanner-${i}`, headers: from('203.0.113.9') })).statusCode).toBe(401);
      const sameClient = await call(server.app, url, { token: 'scanner-x', headers: from('203.0.113.9') });
      const otherClient = await call(server.app, url, { token: 'scanner-x', headers: from('198.51.100.7') });
      expect(sameClient.statusCode).toBe(429);
      // Behind a trusted proxy each client counts for itself; without one, all come from the proxy's address.
      expect(otherClient.statusCode).toBe(trusted ? 401 : 429);
      expect((await call(server.app, url, { token: tokens.p1, headers: from('203.0.113.9') })).statusCode).toBe(200);
      await server.close();
      server = undefined;
    }
  });
});
