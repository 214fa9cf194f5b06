import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBot } from '../../src/games/fall-of-rome/bots/index.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';
import { call, createPhoenix, createRome, joinAll, ok, sqliteServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());

async function stateOf(matchId: string): Promise<FrState> {
  const match = await server.store.getMatch(matchId);
  return (await server.app.context.interactive.current(match!)).state as FrState;
}

interface Replayed {
  seat: string;
  step: number;
  steps: number;
  by: string | null;
  view: { players: { seat: string; hand: string[] }[] };
  entries: { seq: number }[];
}

describe('replays of an interactive match', () => {
  it("shows each step exactly as the seat saw it live, and nothing of other seats' hands", async () => {
    const { app } = server;
    const created = await createRome(app);
    const tokens = await joinAll(app, created);
    const id = created.match.id;
    const seen: unknown[] = [(await ok<{ view: unknown }>(app, `/api/matches/${id}/view`, { token: tokens.p2 })).view];
    const logs: unknown[] = [(await ok<{ entries: unknown[] }>(app, `/api/matches/${id}/log`, { token: tokens.p2 })).entries];
    const movers: string[] = [];
    for (let i = 0; i < 12; i++) {
      const state = await stateOf(id);
      const seat = seatToMove(state) as string;
      movers.push(seat);
      await ok(app, `/api/matches/${id}/commands`, { token: tokens[seat], body: { command: makeBot('heuristic').choose(state, () => 0) } });
      seen.push((await ok<{ view: unknown }>(app, `/api/matches/${id}/view`, { token: tokens.p2 })).view);
      logs.push((await ok<{ entries: unknown[] }>(app, `/api/matches/${id}/log`, { token: tokens.p2 })).entries);
    }
    for (let step = 0; step <= 12; step++) {
      const replayed = await ok<Replayed>(app, `/api/matches/${id}/replay?step=${step}`, { token: tokens.p2 });
      expect(replayed).toMatchObject({ seat: 'p2', step, steps: 12, by: step === 0 ? null : movers[step - 1] });
      expect(replayed.view).toEqual(seen[step]);
      expect(replayed.entries).toEqual(logs[step]);
      for (const player of replayed.view.players) if (player.seat !== 'p2') expect(player.hand).toEqual([]);
    }
    expect((await ok<Replayed>(app, `/api/matches/${id}/replay`, { token: tokens.p2 })).view).toEqual(seen[12]);
    const gm = await ok<Replayed>(app, `/api/matches/${id}/replay?step=5`, { token: created.gmToken });
    expect(gm.seat).toBe('@spectator');
    expect(gm.view.players.every((p) => p.hand.length === 0)).toBe(true);
    // The same step twice: byte for byte the same answer.
    const again = await call(app, `/api/matches/${id}/replay?step=7`, { token: tokens.p1 });
    expect((await call(app, `/api/matches/${id}/replay?step=7`, { token: tokens.p1 })).body).toBe(again.body);

    const beyond = await call(app, `/api/matches/${id}/replay?step=13`, { token: tokens.p1 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error.message).toMatch(/12 steps/);
    expect((await call(app, `/api/matches/${id}/replay?step=1`)).statusCode).toBe(401);
    const phoenix = await createPhoenix(app);
    expect((await call(app, `/api/matches/${phoenix.match.id}/replay?step=0`, { token: phoenix.gmToken })).statusCode).toBe(400);
  });
});
