import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveMessage } from '../../src/games/phoenix/movement/messages.js';
import { explainReach } from '../../src/games/phoenix/movement/plan.js';
import { DEFAULT_RULES } from '../../src/games/phoenix/rules.js';
import { indexWorld } from '../../src/games/phoenix/world/loaded.js';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { redactReason } from '../../src/server/phoenix/reach.js';
import { call, createPhoenix, joinAll, ok, sqliteServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());

interface Reach {
  realm: string;
  army: number;
  from: string;
  hexes: { at: string; reachable: boolean; bwpLeft?: number; reason?: string }[];
}

describe('click-to-move reach', () => {
  it("answers a realm where its army can go, as explainReach says, and refuses other realms' armies", async () => {
    const created = await createPhoenix(server.app, 3, 21);
    const tokens = await joinAll(server.app, created);
    const base = `/api/phoenix/matches/${created.match.id}`;
    const world = await ok<World>(server.app, `${base}/periods/1/world`, { token: created.gmToken });
    const [a, b] = created.seats.map((s) => s.seat).sort() as [string, string];
    const army = world.armies.find((x) => x.realm === a && x.aboard === undefined);
    expect(army).toBeDefined();
    const reach = await ok<Reach>(server.app, `${base}/reach?army=${army!.number}&lang=en`, { token: tokens[a] });
    const expected = explainReach(indexWorld(world), a, army!.number, DEFAULT_RULES, { lang: 'en' });
    expect(reach).toMatchObject({ realm: a, army: army!.number, from: army!.at });
    expect(reach.hexes.length).toBe(expected.size);
    for (const hex of reach.hexes) {
      expect(hex.reachable).toBe(expected.get(hex.at)?.reachable);
      expect(hex.bwpLeft).toBe(expected.get(hex.at)?.bwpLeft);
    }
    expect(reach.hexes.some((h) => h.reachable && (h.bwpLeft ?? 0) > 0)).toBe(true);
    expect(reach.hexes.some((h) => !h.reachable && (h.reason ?? '') !== '')).toBe(true);

    // Another realm's army: the realm may not ask (403); an army it does not have: 404.
    const other = world.armies.find((x) => x.realm === b) as { number: number };
    expect((await call(server.app, `${base}/reach?army=${other.number}&realm=${b}`, { token: tokens[a] })).statusCode).toBe(403);
    const missing = await call(server.app, `${base}/reach?army=999`, { token: tokens[a] });
    expect(missing.statusCode).toBe(404);
    // The game master names the realm; without one it is a readable 400.
    const gm = await ok<Reach>(server.app, `${base}/reach?army=${other.number}&realm=${b}`, { token: created.gmToken });
    expect(gm.realm).toBe(b);
    const noRealm = await call(server.app, `${base}/reach?army=${other.number}`, { token: created.gmToken });
    expect(noRealm.statusCode).toBe(400);
    expect(noRealm.json().error.message).toMatch(/realm/);
  });

  it("takes the strength of another realm's wall crew out of a reason", () => {
    for (const lang of ['de', 'en'] as const) {
      const reason = moveMessage('wall-crew', { at: '0101', from: '0102', n: 437, strength: 1200 }, lang);
      expect(reason).toContain('437');
      const redacted = redactReason(reason);
      expect(redacted).not.toContain('437');
      expect(redacted).toContain('10:1');
    }
    expect(redactReason('0101 costs 3 BWP, 2 are left (R §4, Table 5)')).toBe('0101 costs 3 BWP, 2 are left (R §4, Table 5)');
  });
});
