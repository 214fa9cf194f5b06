import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBot } from '../../src/games/fall-of-rome/bots/index.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';
import { call, createRome, joinAll, ok, sqliteServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());

/** The state on the server, to let a test pick a legal command the way a player would. */
async function stateOf(matchId: string): Promise<FrState> {
  const match = await server.store.getMatch(matchId);
  return (await server.app.context.interactive.current(match!)).state as FrState;
}

describe('Fall of Rome over HTTP', () => {
  it('creates a match, lets seats join and play, and serves views, logs and the public view', async () => {
    const { app } = server;
    const created = await createRome(app);
    expect(created.seats.map((s) => s.seat)).toEqual(['p1', 'p2', 'p3']);
    expect(created.seats[0]?.link).toBe(`http://arbiter.test/app/join/${created.seats[0]?.invite}`);
    const tokens = await joinAll(app, created);
    const id = created.match.id;
    expect(created.gmLink).toBe(`http://arbiter.test/app/matches/${id}#token=${created.gmToken}`);

    const seat = seatToMove(await stateOf(id)) as string;
    const command = makeBot('heuristic').choose(await stateOf(id), () => 0);
    const done = await ok<{ version: number; entries: number }>(app, `/api/matches/${id}/commands`, { token: tokens[seat], body: { command } });
    expect(done.version).toBeGreaterThan(created.match.version);

    const view = await ok<{ seat: string; view: { players: { seat: string; hand: string[]; handSize: number }[] } }>(app, `/api/matches/${id}/view`, { token: tokens.p2 });
    expect(view.seat).toBe('p2');
    for (const player of view.view.players) {
      if (player.seat !== 'p2') expect(player.hand).toEqual([]);
      else expect(player.hand.length).toBe(player.handSize);
    }
    const spectator = await ok<{ view: { players: { hand: string[] }[] } }>(app, `/api/matches/${id}/public/view`);
    expect(spectator.view.players.every((p) => p.hand.length === 0)).toBe(true);

    const log = await ok<{ entries: { seq: number }[] }>(app, `/api/matches/${id}/log?after=0`, { token: tokens.p1 });
    expect(log.entries.length).toBeGreaterThan(0);
    const later = await ok<{ entries: { seq: number }[] }>(app, `/api/matches/${id}/log?after=${log.entries.at(-1)!.seq}`, { token: tokens.p1 });
    expect(later.entries).toEqual([]);
  });

  it('refuses a command against the rules with 422 and the reasons, and changes nothing', async () => {
    const { app } = server;
    const created = await createRome(app);
    const tokens = await joinAll(app, created);
    const id = created.match.id;
    const before = await ok<{ match: { version: number } }>(app, `/api/matches/${id}`, { token: tokens.p1 });
    const response = await call(app, `/api/matches/${id}/commands`, { token: tokens.p1, body: { command: { type: 'march', to: 'Atlantis' } } });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.problems.length).toBeGreaterThan(0);
    // The reasons in English and, for a German page, in German.
    expect(response.json().error.problems[0]).toMatchObject({ code: 'unknown-city', message: 'there is no city "Atlantis"', texts: { en: 'there is no city "Atlantis"', de: 'es gibt keine Stadt „Atlantis“' } });
    const garbage = await call(app, `/api/matches/${id}/commands`, { token: tokens.p1, body: { command: 42 } });
    expect([400, 422]).toContain(garbage.statusCode);
    expect(garbage.body).not.toMatch(/at .*\.ts/);
    const after = await ok<{ match: { version: number } }>(app, `/api/matches/${id}`, { token: tokens.p1 });
    expect(after.match.version).toBe(before.match.version);
  });

  it('refuses a command on a stale version with 409', async () => {
    const { app } = server;
    const created = await createRome(app);
    const tokens = await joinAll(app, created);
    const id = created.match.id;
    const read = created.match.version;
    const first = seatToMove(await stateOf(id)) as string;
    await ok(app, `/api/matches/${id}/commands`, { token: tokens[first], body: { command: makeBot('heuristic').choose(await stateOf(id), () => 0), expectedVersion: read } });
    const second = seatToMove(await stateOf(id)) as string;
    const command = makeBot('heuristic').choose(await stateOf(id), () => 0);
    const response = await call(app, `/api/matches/${id}/commands`, { token: tokens[second], body: { command, expectedVersion: read } });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('version-conflict');
  });

  it('fills seats with bots that play on the server until a person must act', async () => {
    const { app } = server;
    const created = await createRome(app, { players: 3, difficulty: 'introductory' }, 3);
    const id = created.match.id;
    const person = (await joinAll(app, { ...created, seats: created.seats.slice(0, 1) })).p1 as string;
    for (const seat of ['p2', 'p3']) {
      const answer = await ok<{ bot: string }>(app, `/api/matches/${id}/seats/${seat}/bot`, { token: created.gmToken, body: { bot: 'endgame' } });
      expect(answer.bot).toBe('endgame');
    }
    const unknown = await call(app, `/api/matches/${id}/seats/p2/bot`, { token: created.gmToken, body: { bot: 'deep-thought' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/endgame, heuristic, random/);
    // Play p1 with a bot of the test's own until the game ends or waits for p1: the server's bots play the rest.
    for (let moves = 0; moves < 400; moves++) {
      const state = await waitForTurnOf(id, 'p1');
      if (state.result !== null) break;
      const command = makeBot('heuristic').choose(state, () => 0);
      await ok(app, `/api/matches/${id}/commands`, { token: person, body: { command } });
    }
    const commands = await server.store.commands(id);
    expect(new Set(commands.map((c) => c.seat))).toEqual(new Set(['p1', 'p2', 'p3']));
    const botMove = await call(app, `/api/matches/${id}/commands`, { token: created.gmToken, body: { command: { type: 'recruit' } } });
    expect(botMove.statusCode).toBe(403);
  });
});

/** Waits (on the store's updates) until p1 is to move or the game is over. */
async function waitForTurnOf(matchId: string, seat: string): Promise<FrState> {
  for (;;) {
    // Subscribed before reading, so that a bot's move between the two is not missed.
    let stop = () => {};
    const changed = new Promise<void>((resolve) => {
      stop = server.store.subscribe(matchId, () => resolve());
    });
    const state = await stateOf(matchId);
    if (state.result !== null || seatToMove(state) === seat) {
      stop();
      return state;
    }
    await changed;
    stop();
  }
}
