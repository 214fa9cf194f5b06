import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { gmLink, inviteLink } from '../../src/server/matches/links.js';
import { webClientRoutes } from '../../src/server/static.js';

describe('links the server hands out', () => {
  it('open the web client: the join screen, and the match with the token after #', () => {
    expect(inviteLink('http://x.test', 'abc')).toBe('http://x.test/app/join/abc');
    expect(gmLink('http://x.test', 'm-1', 'secret')).toBe('http://x.test/app/matches/m-1#token=secret');
  });

  it('lead somewhere without a built client: an invite to the plain join page, anything else to a note', async () => {
    const app = Fastify();
    webClientRoutes(app, '/nonexistent/web/dist/');
    const join = await app.inject({ method: 'GET', url: '/app/join/abc' });
    expect(join.statusCode).toBe(302);
    expect(join.headers.location).toBe('/join/abc');
    const match = await app.inject({ method: 'GET', url: '/app/matches/m-1' });
    expect(match.statusCode).toBe(200);
    expect(match.body).toContain('npm run web:build');
    await app.close();
  });
});
