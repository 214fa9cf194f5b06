import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createRome, sqliteServer, type TestServer } from './helpers.js';

const RATE = 5;
let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer({ secretRate: RATE });
});
afterAll(() => server.close());

describe('rate limits and security headers (issue 18)', () => {
  it('limits joining per address and minute, in the error shape with Retry-After; other endpoints are not counted', async () => {
    for (let i = 0; i < RATE; i++) expect((await call(server.app, '/api/join', { body: { invite: `nothing-${i}` } })).statusCode).toBe(401);
    const limited = await call(server.app, '/api/join', { body: { invite: 'nothing-more' } });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toMatchObject({ status: 429, code: 'rate-limited' });
    expect(limited.json().error.message).toContain(`at most ${RATE} a minute`);
    expect((await call(server.app, '/join/nothing-more', { method: 'POST' })).statusCode).toBe(401);
    expect((await call(server.app, '/api/games')).statusCode).toBe(200);
  });

  it('limits creating matches and issuing invites per address', async () => {
    const created = await createRome(server.app);
    for (let i = 1; i < RATE; i++) expect((await call(server.app, '/api/matches', { body: { game: 'fall-of-rome', title: 'R', options: { players: 2 } } })).statusCode).toBe(200);
    expect((await call(server.app, '/api/matches', { body: { game: 'fall-of-rome', title: 'R', options: { players: 2 } } })).statusCode).toBe(429);
    for (let i = 0; i < RATE; i++) expect((await call(server.app, `/api/matches/${created.match.id}/seats/p1/invite`, { method: 'POST', token: created.gmToken })).statusCode).toBe(200);
    expect((await call(server.app, `/api/matches/${created.match.id}/seats/p1/invite`, { method: 'POST', token: created.gmToken })).statusCode).toBe(429);
  });

  it('sends the standard security headers on API answers, pages and errors', async () => {
    for (const url of ['/api/games', '/join/abc', '/api/nothing']) {
      const response = await call(server.app, url);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});
