import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveMessage } from '../../src/games/phoenix/movement/messages.js';
import { explainReach, planMove } from '../../src/games/phoenix/movement/plan.js';
import { DEFAULT_RULES } from '../../src/games/phoenix/rules.js';
import { indexWorld } from '../../src/games/phoenix/world/loaded.js';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { redactReason } from '../../src/server/games/phoenix/reach.js';
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
    const base = `/api/matches/${created.match.id}`;
    const world = await ok<World>(server.app, `${base}/periods/1/state`, { token: created.gmToken });
    const [a, b] = created.seats.map((s) => s.seat).sort() as [string, string];
    const army = world.armies.find((x) => x.realm === a && x.aboard === undefined);
    expect(army).toBeDefined();
    const reach = await ok<Reach>(server.app, `${base.replace('/api/matches/', '/api/phoenix/matches/')}/reach?army=${army!.number}&lang=en`, { token: tokens[a] });
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
    expect((await call(server.app, `${base.replace('/api/matches/', '/api/phoenix/matches/')}/reach?army=${other.number}&realm=${b}`, { token: tokens[a] })).statusCode).toBe(403);
    const missing = await call(server.app, `${base.replace('/api/matches/', '/api/phoenix/matches/')}/reach?army=999`, { token: tokens[a] });
    expect(missing.statusCode).toBe(404);
    // The game master names the realm; without one it is a readable 400.
    const gm = await ok<Reach>(server.app, `${base.replace('/api/matches/', '/api/phoenix/matches/')}/reach?army=${other.number}&realm=${b}`, { token: created.gmToken });
    expect(gm.realm).toBe(b);
    const noRealm = await call(server.app, `${base.replace('/api/matches/', '/api/phoenix/matches/')}/reach?army=${other.number}`, { token: created.gmToken });
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

  it('plans a move through waypoints as the month would (planMove), and says where and why a move stops', async () => {
    const created = await createPhoenix(server.app, 2, 12);
    const tokens = await joinAll(server.app, created);
    const base = `/api/matches/${created.match.id}`;
    const world = await ok<World>(server.app, `${base}/periods/1/state`, { token: created.gmToken });
    const loaded = indexWorld(world);
    let tried = 0;
    for (const army of world.armies.filter((x) => x.aboard === undefined)) {
      const reach = explainReach(loaded, army.realm, army.number, DEFAULT_RULES, { lang: 'en' });
      const reachable = [...reach].filter(([at, info]) => info.reachable && info.reason === undefined && at !== army.at).map(([at]) => at);
      const blocked = [...reach].find(([, info]) => !info.reachable && (info.reason ?? '') !== '');
      if (reachable.length < 2 || blocked === undefined) continue;
      const [via, to] = reachable as [string, string];
      const plan = await ok<{ from: string; steps: { to: string; bwpLeft: number }[]; arrives: boolean; stop?: { at: string; message: string } }>(
        server.app,
        `${base.replace('/api/matches/', '/api/phoenix/matches/')}/move-plan?army=${army.number}&to=${encodeURIComponent(to)}&via=${encodeURIComponent(via)}&lang=en`,
        { token: tokens[army.realm] },
      );
      const expected = planMove(loaded, army.realm, { type: 'move', army: army.number, to, via: [via] }, DEFAULT_RULES, { lang: 'en' });
      expect(plan.from).toBe(army.at);
      expect(plan.steps).toEqual(expected.steps.map((s) => ({ to: s.to, bwpLeft: s.bwpLeft })));
      expect(plan.steps.some((s) => s.to === via)).toBe(expected.stop === undefined || expected.steps.some((s) => s.to === via));
      expect(plan.arrives).toBe(expected.stop === undefined && plan.steps.at(-1)?.to === to);
      // A hex it cannot enter: the plan does not arrive and says why.
      const refused = await ok<{ arrives: boolean; stop?: { message: string } }>(server.app, `${base.replace('/api/matches/', '/api/phoenix/matches/')}/move-plan?army=${army.number}&to=${encodeURIComponent(blocked[0])}&lang=en`, { token: tokens[army.realm] });
      expect(refused.arrives).toBe(false);
      expect(refused.stop?.message ?? '').not.toBe('');
      // Another realm's army: 403.
      const other = world.armies.find((x) => x.realm !== army.realm) as { number: number; realm: string };
      expect((await call(server.app, `${base.replace('/api/matches/', '/api/phoenix/matches/')}/move-plan?army=${other.number}&realm=${other.realm}&to=${encodeURIComponent(to)}`, { token: tokens[army.realm] })).statusCode).toBe(403);
      tried += 1;
      if (tried >= 2) break;
    }
    expect(tried).toBeGreaterThan(0);
  });
});
