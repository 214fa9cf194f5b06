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
    // The address has failed its five: each further wrong secret is refused with 429 …
    expect(() => lockout.fail('1.2.3.4', 'dddddddd1')).toThrow(expect.objectContaining({ status: 429, code: 'too-many-failures' }));
    expect(lockout.retryAfterMs('1.2.3.4')).toBe(1_000);
    // … while another secret from it is still looked up (issue 47: a scanner must not lock out the players behind its NAT).
    expect(lockout.retryAfterMs('1.2.3.4', 'right-token-of-bert')).toBe(0);
    now = 1_001;
    expect(lockout.retryAfterMs('1.2.3.4', 'stale-token-of-anna')).toBe(0);
    expect(() => lockout.fail('1.2.3.4', 'eeeeeeee1')).not.toThrow();
  });

  it("lets a player's valid token through from an address a scanner filled with random wrong tokens; wrong login links lock out too (issue 47)", async () => {
    server = await sqliteServer({ authFailures: 3, authFailuresPerAddress: 20 });
    const created = await createRome(server.app);
    const tokens = await joinAll(server.app, created);
    const url = `/api/matches/${created.match.id}`;
    // A login link's token tried again and again is locked out by its prefix, like a seat token.
    const link = async () => (await call(server!.app, '/api/account/email/login', { body: { token: 'wrong-link-token-0123456789abcdef' } })).statusCode;
    expect([await link(), await link(), await link(), await link()]).toEqual([401, 401, 401, 429]);
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) answers.push((await call(server.app, url, { token: `scan${String(i).padStart(4, '0')}-random` })).statusCode);
    // Three failures were the link's: the address's twenty are reached after seventeen more.
    expect(answers.slice(0, 17)).toEqual(Array(17).fill(401));
    expect(answers.slice(17)).toEqual(Array(13).fill(429));
    expect((await call(server.app, url, { token: tokens.p1 })).statusCode).toBe(200);
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
