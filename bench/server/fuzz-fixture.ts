import type { World } from '../../src/games/phoenix/world/schema.js';
import type { App } from '../../src/server/app.js';
import type { AnyRoute } from '../../src/server/http/route.js';

interface Created {
  match: { id: string };
  gmToken: string;
  seats: { seat: string; invite: string }[];
}

async function json<T>(app: App, method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<T> {
  const response = await app.fastify.inject({
    method,
    url,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

/** A Rome and a Phoenix match with every seat joined, and a real body for each route that takes one. */
export async function fuzzFixture(app: App): Promise<{ urlOf: (route: AnyRoute) => string; tokenOf: (route: AnyRoute) => string | undefined; samples: Record<string, unknown> }> {
  const rome = await json<Created>(app, 'POST', '/api/matches', { game: 'fall-of-rome', title: 'Rome', options: { players: 2 }, seed: 1 });
  const phoenix = await json<Created>(app, 'POST', '/api/phoenix/matches', { title: 'Erkenfara', generate: { seed: 3, realms: 2 } });
  const join = async (created: Created) => {
    const tokens: Record<string, string> = {};
    for (const seat of created.seats) tokens[seat.seat] = (await json<{ token: string }>(app, 'POST', '/api/join', { invite: seat.invite })).token;
    return tokens;
  };
  const romeTokens = await join(rome);
  const phoenixTokens = await join(phoenix);
  const realm = phoenix.seats[0]!.seat;
  const world = await json<World>(app, 'GET', `/api/matches/${phoenix.match.id}/periods/1/state`, undefined, phoenix.gmToken);
  const of = (route: AnyRoute) => (route.url.startsWith('/api/phoenix/') ? { created: phoenix, tokens: phoenixTokens, seat: realm } : { created: rome, tokens: romeTokens, seat: 'p1' });
  return {
    urlOf: (route) => route.url.replace(':matchId', of(route).created.match.id).replace(':seat', of(route).seat).replace(':realm', of(route).seat).replace(':period', '1'),
    tokenOf: (route) => (route.access === 'public' || route.access === 'creator' ? undefined : route.access === 'gm' ? of(route).created.gmToken : of(route).tokens[of(route).seat]),
    samples: {
      'POST /api/matches': { game: 'fall-of-rome', title: 'Rome', options: { players: 2 }, seed: 1 },
      'POST /api/phoenix/matches': { title: 'Erkenfara', generate: { seed: 3, realms: 2 } },
      'POST /api/join': { invite: 'x' },
      'PUT /api/matches/:matchId/turn': { text: `REICH ${realm}\nBEWEGE 101 NACH 503/22`, expectedVersion: 0 },
      'POST /api/matches/:matchId/check': { json: { realm, orders: [{ type: 'move', army: 101, to: '503/22', via: ['503/21'] }] } },
      'POST /api/matches/:matchId/corrections': { period: 1, expectedVersion: 1, note: 'fuzz', state: world },
      'POST /api/matches/:matchId/evaluation': { period: 1, expectedVersion: 1, dice: [1, 2, 3] },
      'POST /api/matches/:matchId/seat-evaluation': { period: 1, expectedVersion: 1, seat: realm },
      'POST /api/matches/:matchId/commands': { command: { type: 'recruit' } },
      'POST /api/matches/:matchId/seats/:seat/bot': { bot: 'random' },
    },
  };
}
