import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemo, formatDemoLinks } from '../../src/server/demo.js';
import { call, sqliteServer, type TestServer } from '../server/helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());

describe("the Jeanne d'Arc 1429 demo of a first start (D-14)", () => {
  it('is created with four powers, Navarre for a person and the heuristic bot in the others, and its link opens the match', async () => {
    const demos = await createDemo(server.app);
    const demo = demos?.find((d) => d.title === "Demo: Jeanne d'Arc 1429");
    expect(demo).toBeDefined();
    expect(demo!.seats.map((s) => s.seat)).toEqual(['navarre']);
    expect(formatDemoLinks(demos!)).toContain("Demo: Jeanne d'Arc 1429");
    const invite = /\/join\/(\S+)$/.exec(demo!.seats[0]!.link)?.[1] as string;
    const joined = await call(server.app, '/api/join', { body: { invite } });
    expect(joined.statusCode).toBe(200);
    const { token } = joined.json() as { token: string };
    const match = (await call(server.app, `/api/matches/${demo!.matchId}`, { token })).json() as { match: { game: string }; seats: { seat: string; bot: string | null }[] };
    expect(match.match.game).toBe('jeanne-darc-1429');
    expect(Object.fromEntries(match.seats.map((s) => [s.seat, s.bot]))).toEqual({ navarre: null, france: 'heuristic', england: 'heuristic', brittany: 'heuristic' });
    const view = (await call(server.app, `/api/matches/${demo!.matchId}/view`, { token })).json() as { view: { you: string; round: number } };
    expect(view.view.you).toBe('navarre');
    expect(view.view.round).toBe(1);
  });
});
