import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyRoute } from '../../src/server/http/route.js';
import { call, joinAll, sqliteServer, type Call, type CreatedMatch, type TestServer } from './helpers.js';

const CREATE_TOKEN = 'create-token-for-tests';
const FAILURES = 3;

let server: TestServer;
interface Fixture {
  created: CreatedMatch;
  tokens: Record<string, string>;
  seat: string;
}
let rome: Fixture;
let phoenix: Fixture;
let stranger: Fixture;
/** A signed-in account's session, for the account endpoints (D-17). */
let accountSession: string;

async function fixture(created: CreatedMatch): Promise<Fixture> {
  const tokens = await joinAll(server.app, created);
  return { created, tokens, seat: created.seats.map((s) => s.seat).sort()[0] as string };
}

beforeAll(async () => {
  server = await sqliteServer({ createToken: CREATE_TOKEN, authFailures: FAILURES, bodyLimit: 64 * 1024 });
  const asCreator = { headers: { authorization: `Bearer ${CREATE_TOKEN}` } };
  const create = async (url: string, body: unknown) => (await call(server.app, url, { ...asCreator, body })).json() as CreatedMatch;
  rome = await fixture(await create('/api/matches', { game: 'fall-of-rome', title: 'Rome', options: { players: 2 }, seed: 1 }));
  stranger = await fixture(await create('/api/matches', { game: 'fall-of-rome', title: 'Other', options: { players: 2 }, seed: 2 }));
  phoenix = await fixture(await create('/api/phoenix/matches', { title: 'Erkenfara', generate: { seed: 3, realms: 2 } }));
  const accountId = await server.store.accounts.addPasskey(null, { id: 'test-passkey', publicKey: 'AA', counter: 0, transports: [] });
  accountSession = await server.store.accounts.openSession(accountId, 60_000);
});
afterAll(() => server.close());

function fixtureOf(route: AnyRoute): Fixture {
  return route.url.startsWith('/api/phoenix/') ? phoenix : rome;
}

/** The route's URL with its parameters filled in for the fixture. */
function urlOf(route: AnyRoute, of: Fixture = fixtureOf(route)): string {
  return route.url
    .replace(':matchId', of.created.match.id)
    .replace(':match/', `${of.created.match.id}/`)
    .replace(':seat', of.seat)
    .replace(':realm', of.seat)
    .replace(':period', '1');
}

/** A token that may call the route; undefined for routes without one. */
function rightToken(route: AnyRoute, of: Fixture = fixtureOf(route)): string | undefined {
  switch (route.access) {
    case 'public':
      return undefined;
    case 'creator':
      return CREATE_TOKEN;
    case 'gm':
      return of.created.gmToken;
    case 'account':
      return accountSession;
    default:
      return of.tokens[of.seat];
  }
}

function send(route: AnyRoute, options: Omit<Call, 'method'> = {}) {
  return call(server.app, urlOf(route), { method: route.method, ...options });
}

function expectReadable(body: string, status: number): void {
  const parsed = JSON.parse(body) as { error: { status: number; message: string } };
  expect(parsed.error.status).toBe(status);
  expect(parsed.error.message.length).toBeGreaterThan(10);
  expect(body).not.toMatch(/\n\s+at |\.ts:\d+/);
}

const routes = () => server.app.routes;
const authed = () => routes().filter((r) => r.access !== 'public');

describe('every endpoint checks who calls it', () => {
  it('covers every route of the app', () => {
    expect(routes().length).toBeGreaterThanOrEqual(20);
  });

  it('answers 401 without a token, and 401 with a token it does not know', async () => {
    for (const route of authed()) {
      server.app.context.lockout.clear();
      const none = await send(route);
      expect(none.statusCode, `${route.method} ${route.url}`).toBe(401);
      expectReadable(none.body, 401);
      const unknown = await send(route, { token: 'not-a-token-of-this-server' });
      expect(unknown.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it("answers 403 to another match's token, and to a seat calling what only the game master may (and back)", async () => {
    for (const route of routes().filter((r) => ['member', 'player', 'gm'].includes(r.access))) {
      const other = await send(route, { token: rightToken(route, stranger) });
      expect(other.statusCode, `${route.method} ${route.url}`).toBe(403);
      expectReadable(other.body, 403);
      expect(other.body).not.toContain(stranger.created.match.id);
      const of = fixtureOf(route);
      const wrongRole = route.access === 'gm' ? of.tokens[of.seat] : route.access === 'player' ? of.created.gmToken : undefined;
      if (wrongRole === undefined) continue;
      const refused = await send(route, { token: wrongRole });
      expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('answers 400 with a readable message to a body that does not fit', async () => {
    const withBody = routes().filter((r) => r.body !== undefined);
    expect(withBody.length).toBeGreaterThanOrEqual(8);
    for (const route of withBody) {
      const response = await send(route, { token: rightToken(route), body: { surely: 'not', expected: 1 } });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(400);
      expectReadable(response.body, 400);
      expect(response.json().error.problems.length).toBeGreaterThan(0);
      const broken = await server.app.fastify.inject({
        method: route.method,
        url: urlOf(route),
        headers: { 'content-type': 'application/json', ...(rightToken(route) === undefined ? {} : { authorization: `Bearer ${rightToken(route)}` }) },
        payload: '{"unfinished": ',
      });
      expect(broken.statusCode, `${route.method} ${route.url}`).toBe(400);
      expectReadable(broken.body, 400);
    }
  });

  it('answers 400 to bad parameters in the URL or query', async () => {
    const response = await call(server.app, `/api/matches/${rome.created.match.id}/log?after=minus-one`, { token: rome.tokens[rome.seat] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.problems[0].where).toBe('after');
    const period = await call(server.app, `/api/matches/${phoenix.created.match.id}/periods/zero/map.json`, { token: phoenix.tokens[phoenix.seat] });
    expect(period.statusCode).toBe(400);
  });

  it('answers 413 to a body larger than the limit, before reading it', async () => {
    const big = { padding: 'x'.repeat(70 * 1024) };
    for (const route of routes().filter((r) => r.method !== 'GET')) {
      const response = await send(route, { token: rightToken(route), body: big });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(413);
      expectReadable(response.body, 413);
    }
  });

  it('answers 429 after repeated wrong tokens with one beginning, and tells when to retry; other tokens from the address still pass', async () => {
    for (const route of authed()) {
      server.app.context.lockout.clear();
      for (let i = 0; i < FAILURES; i++) expect((await send(route, { token: `scanner-${i}` })).statusCode).toBe(401);
      const limited = await send(route, { token: 'scanner-again' });
      expect(limited.statusCode, `${route.method} ${route.url}`).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expectReadable(limited.body, 429);
      // Keyed by address and the token's first characters (issue 18): the others behind the same address go on.
      if (route.produces !== 'text/event-stream') expect((await send(route, { token: rightToken(route) })).statusCode, `${route.method} ${route.url}`).not.toBe(429);
    }
    server.app.context.lockout.clear();
  });

  it('counts wrong invites too, so invites cannot be guessed at speed', async () => {
    server.app.context.lockout.clear();
    for (let i = 0; i < FAILURES; i++) expect((await call(server.app, '/api/join', { body: { invite: `guessing-${i}` } })).statusCode).toBe(401);
    expect((await call(server.app, '/api/join', { body: { invite: 'guessing-again' } })).statusCode).toBe(429);
    expect((await call(server.app, '/join/guessing-again', { method: 'POST' })).statusCode).toBe(429);
    server.app.context.lockout.clear();
  });

  it('uses an invite once, through the API or the invite page', async () => {
    const created = (await call(server.app, '/api/matches', { headers: { authorization: `Bearer ${CREATE_TOKEN}` }, body: { game: 'fall-of-rome', title: 'Page', options: { players: 2 } } })).json() as CreatedMatch;
    const [first, second] = created.seats as [CreatedMatch['seats'][number], CreatedMatch['seats'][number]];
    const page = await call(server.app, `/join/${first.invite}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    const taken = await server.app.fastify.inject({ method: 'POST', url: `/join/${first.invite}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toMatch(/You play <b>p\d<\/b>/);
    expect((await call(server.app, '/api/join', { body: { invite: first.invite } })).statusCode).toBe(401);
    expect((await call(server.app, '/api/join', { body: { invite: second.invite } })).statusCode).toBe(200);
    server.app.context.lockout.clear();
  });

  it('answers 404 in JSON for an unknown endpoint and never a stack trace for a failure', async () => {
    const response = await call(server.app, '/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expectReadable(response.body, 404);
  });
});
