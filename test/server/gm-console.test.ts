import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBot } from '../../src/games/fall-of-rome/bots/index.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';
import { call, createPhoenix, createRome, joinAll, ok, openStream, sqliteServer, type EventStream, type TestServer } from './helpers.js';

let server: TestServer;
let base: string;
const streams: EventStream[] = [];
beforeAll(async () => {
  server = await sqliteServer({ botDelayMs: 0 });
  base = await server.app.fastify.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server.close();
});

async function stateOf(matchId: string): Promise<FrState> {
  const match = await server.store.getMatch(matchId);
  return (await server.app.context.interactive.current(match!)).state as FrState;
}

interface Roll {
  seq: number;
  author: string;
  die: number;
  value: number;
  reason: string;
}

describe("the game master's console", () => {
  it('pauses a Fall of Rome match (commands refused with 409 saying so) and resumes it', async () => {
    const { app } = server;
    const created = await createRome(app);
    const tokens = await joinAll(app, created);
    const id = created.match.id;
    const seat = seatToMove(await stateOf(id)) as string;
    const command = makeBot('heuristic').choose(await stateOf(id), () => 0);

    expect((await call(app, `/api/matches/${id}/pause`, { method: 'POST', token: tokens.p1 })).statusCode).toBe(403);
    const paused = await ok<{ status: string }>(app, `/api/matches/${id}/pause`, { method: 'POST', token: created.gmToken });
    expect(paused.status).toBe('paused');
    expect((await call(app, `/api/matches/${id}/pause`, { method: 'POST', token: created.gmToken })).statusCode).toBe(409);
    const versionBefore = (await server.store.getMatch(id))!.version;
    const refused = await call(app, `/api/matches/${id}/commands`, { token: tokens[seat], body: { command } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('paused');
    expect(refused.json().error.message).toMatch(/paused/);
    expect((await server.store.getMatch(id))!.version).toBe(versionBefore);
    const seen = await ok<{ match: { status: string } }>(app, `/api/matches/${id}`, { token: tokens.p2 });
    expect(seen.match.status).toBe('paused');

    const resumed = await ok<{ status: string }>(app, `/api/matches/${id}/resume`, { method: 'POST', token: created.gmToken });
    expect(resumed.status).toBe('open');
    expect((await call(app, `/api/matches/${id}/resume`, { method: 'POST', token: created.gmToken })).statusCode).toBe(409);
    await ok(app, `/api/matches/${id}/commands`, { token: tokens[seat], body: { command } });
  });

  it('pauses a Phoenix campaign: turns are refused with 409', async () => {
    const { app } = server;
    const created = await createPhoenix(app);
    const tokens = await joinAll(app, created);
    const id = created.match.id;
    const realm = created.seats[0]!.seat;
    await ok(app, `/api/matches/${id}/pause`, { method: 'POST', token: created.gmToken });
    const refused = await call(app, `/api/matches/${id}/turn`, { method: 'PUT', token: tokens[realm], body: { text: `REICH ${realm}` } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('paused');
    await ok(app, `/api/matches/${id}/resume`, { method: 'POST', token: created.gmToken });
    await ok(app, `/api/matches/${id}/turn`, { method: 'PUT', token: tokens[realm], body: { text: `REICH ${realm}` } });
  });

  it("replaces a player: the old token stops working at once and the new invite takes the seat", async () => {
    const { app } = server;
    const created = await createRome(app);
    const tokens = await joinAll(app, created);
    const id = created.match.id;
    const replaced = await ok<{ seat: string; invite: string; link: string }>(app, `/api/matches/${id}/seats/p2/replace`, { method: 'POST', token: created.gmToken });
    expect(replaced.link).toBe(`http://arbiter.test/app/join/${replaced.invite}`);
    expect((await call(app, `/api/matches/${id}/view`, { token: tokens.p2 })).statusCode).toBe(401);
    const old = await call(app, '/api/join', { body: { invite: created.seats[1]!.invite } });
    expect(old.statusCode).toBe(401);
    const seats = await ok<{ seats: { seat: string; joined: boolean; inviteOpen: boolean }[] }>(app, `/api/matches/${id}`, { token: tokens.p1 });
    expect(seats.seats.find((s) => s.seat === 'p2')).toMatchObject({ joined: false, inviteOpen: true });
    const joined = await ok<{ seat: string; token: string }>(app, '/api/join', { body: { invite: replaced.invite } });
    expect(joined.seat).toBe('p2');
    await ok(app, `/api/matches/${id}/view`, { token: joined.token });
    expect((await call(app, `/api/matches/${id}/seats/nobody/replace`, { method: 'POST', token: created.gmToken })).statusCode).toBe(404);
    expect((await call(app, `/api/matches/${id}/seats/p1/replace`, { method: 'POST', token: tokens.p1 })).statusCode).toBe(403);
  });

  it('drops a Fall of Rome player: the seat goes to a bot that then plays it', async () => {
    const { app } = server;
    const created = await createRome(app);
    const tokens = await joinAll(app, created);
    const id = created.match.id;
    const seat = seatToMove(await stateOf(id)) as string;
    const bad = await call(app, `/api/matches/${id}/seats/${seat}/drop`, { token: created.gmToken, body: { bot: 'genius' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/genius/);
    const dropped = await ok<{ bot: string | null; inviteOpen: boolean }>(app, `/api/matches/${id}/seats/${seat}/drop`, { token: created.gmToken, body: {} });
    expect(dropped.bot).toBe('endgame');
    expect(dropped.inviteOpen).toBe(false);
    expect((await call(app, `/api/matches/${id}/view`, { token: tokens[seat] })).statusCode).toBe(401);
    // The bot moves for the seat: the one to move changes without anyone's command.
    for (let i = 0; i < 100 && seatToMove(await stateOf(id)) === seat; i++) await new Promise((done) => setTimeout(done, 20));
    expect(seatToMove(await stateOf(id))).not.toBe(seat);
  });

  it('drops a Phoenix player: invite and token revoked, the realm left without a player', async () => {
    const { app } = server;
    const created = await createPhoenix(app);
    const tokens = await joinAll(app, created);
    const id = created.match.id;
    const realm = created.seats[1]!.seat;
    expect((await call(app, `/api/matches/${id}/seats/${realm}/drop`, { token: created.gmToken, body: { bot: 'heuristic' } })).statusCode).toBe(400);
    const dropped = await ok<{ seat: string; joined: boolean; inviteOpen: boolean; bot: string | null }>(app, `/api/matches/${id}/seats/${realm}/drop`, { token: created.gmToken, body: {} });
    expect(dropped).toEqual({ seat: realm, joined: false, inviteOpen: false, bot: null });
    expect((await call(app, `/api/matches/${id}/period`, { token: tokens[realm] })).statusCode).toBe(401);
  });

  it('rolls a die in the open: logged with the reason, seen live by every seat, never picked by the client', async () => {
    const { app } = server;
    const created = await createRome(app);
    const tokens = await joinAll(app, created);
    const id = created.match.id;
    const p1 = await openStream(`${base}/api/matches/${id}/events`, tokens.p1);
    const p3 = await openStream(`${base}/api/matches/${id}/events`, tokens.p3);
    streams.push(p1, p3);

    expect((await call(app, `/api/matches/${id}/rolls`, { token: tokens.p1, body: { die: 6, reason: 'mine' } })).statusCode).toBe(403);
    const d8 = await call(app, `/api/matches/${id}/rolls`, { token: created.gmToken, body: { die: 8, reason: 'x' } });
    expect(d8.statusCode).toBe(400);
    expect(d8.body).toMatch(/die/);
    expect((await call(app, `/api/matches/${id}/rolls`, { token: created.gmToken, body: { die: 6, reason: '  ' } })).statusCode).toBe(400);
    expect((await call(app, `/api/matches/${id}/rolls`, { token: created.gmToken, body: { die: 6, reason: 'x', value: 6 } })).statusCode).toBe(400);

    const rolls: Roll[] = [];
    for (const die of [6, 10, 20] as const) {
      for (let i = 0; i < 20; i++) rolls.push(await ok<Roll>(app, `/api/matches/${id}/rolls`, { token: created.gmToken, body: { die, reason: `weather ${die}` } }));
    }
    for (const roll of rolls) {
      expect(Number.isInteger(roll.value)).toBe(true);
      expect(roll.value).toBeGreaterThanOrEqual(1);
      expect(roll.value).toBeLessThanOrEqual(roll.die);
    }
    expect(rolls.map((r) => r.seq)).toEqual(rolls.map((_, i) => i + 1));
    const listed = await ok<Roll[]>(app, `/api/matches/${id}/rolls`, { token: tokens.p2 });
    expect(listed.map((r) => [r.die, r.value, r.reason, r.author])).toEqual(rolls.map((r) => [r.die, r.value, r.reason, '@gm']));
    for (const stream of [p1, p3]) {
      const heard = await stream.until((e) => e.event === 'rolls' && (e.data as Roll[]).length === rolls.length);
      expect((heard.data as Roll[]).at(-1)).toMatchObject({ die: 20, reason: 'weather 20', value: rolls.at(-1)!.value });
    }
  });
});
