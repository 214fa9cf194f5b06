import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBot } from '../../src/games/fall-of-rome/bots/index.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';
import { createPhoenix, createRome, joinAll, ok, openStream, sqliteServer, type EventStream, type Heard, type TestServer } from './helpers.js';

let server: TestServer;
let base: string;
const streams: EventStream[] = [];

beforeAll(async () => {
  server = await sqliteServer();
  base = await server.app.fastify.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server.close();
});

async function stream(path: string, token?: string): Promise<EventStream> {
  const opened = await openStream(`${base}${path}`, token);
  streams.push(opened);
  return opened;
}

const viewAt = (version: number) => (event: Heard) => event.event === 'view' && (event.data as { version: number }).version >= version;

describe('live updates (server-sent events)', () => {
  it("sends each seat its own view and log after a command, and spectators the public view", async () => {
    const created = await createRome(server.app);
    const tokens = await joinAll(server.app, created);
    const id = created.match.id;
    const p1 = await stream(`/api/matches/${id}/events`, tokens.p1);
    const p2 = await stream(`/api/matches/${id}/events`, tokens.p2);
    const watcher = await stream(`/api/matches/${id}/public/events`);
    await p1.until(viewAt(1));

    const match = await server.store.getMatch(id);
    const state = (await server.app.context.interactive.current(match!)).state as FrState;
    const seat = seatToMove(state) as string;
    const done = await ok<{ version: number }>(server.app, `/api/matches/${id}/commands`, { token: tokens[seat], body: { command: makeBot('heuristic').choose(state, () => 0) } });

    for (const [name, heard] of [['p1', p1], ['p2', p2], ['@spectator', watcher]] as const) {
      const view = (await heard.until(viewAt(done.version))).data as { seat: string; view: { players: { seat: string; hand: string[] }[] } };
      expect(view.seat).toBe(name);
      for (const player of view.view.players) if (player.seat !== name) expect(player.hand).toEqual([]);
      expect(heard.heard.some((event) => event.event === 'log')).toBe(true);
    }
  });

  it('shows the moves of bots live', async () => {
    const created = await createRome(server.app, { players: 2, difficulty: 'introductory' }, 21);
    const id = created.match.id;
    const watcher = await stream(`/api/matches/${id}/public/events`);
    await watcher.until(viewAt(1));
    for (const seat of ['p1', 'p2']) await ok(server.app, `/api/matches/${id}/seats/${seat}/bot`, { token: created.gmToken, body: { bot: 'random' } });
    const later = await watcher.until(viewAt(created.match.version + 10));
    expect((later.data as { version: number }).version).toBeGreaterThanOrEqual(created.match.version + 10);
    const commands = await server.store.commands(id);
    expect(commands.length).toBeGreaterThan(5);
  });

  it("tells Phoenix realms of a change without naming another realm's turn, and the game master who submitted", async () => {
    const created = await createPhoenix(server.app, 2, 6);
    const tokens = await joinAll(server.app, created);
    const [a, b] = created.seats.map((s) => s.seat).sort() as [string, string];
    const id = created.match.id;
    const gm = await stream(`/api/matches/${id}/events`, created.gmToken);
    const other = await stream(`/api/matches/${id}/events`, tokens[b]);
    await gm.until((e) => e.event === 'period');
    await other.until((e) => e.event === 'period');
    await ok(server.app, `/api/matches/${id}/turn`, { method: 'PUT', token: tokens[a], body: { text: `REICH ${a}\n; our plan` } });
    const gmMonth = await gm.until((e) => e.event === 'period' && (e.data as { turns: { seat: string; version: number | null }[] }).turns.some((t) => t.seat === a && t.version === 1));
    expect(gmMonth).toBeDefined();
    const change = await other.until((e) => e.event === 'change');
    expect(change.data).toMatchObject({ kind: 'submission' });
    expect(change.raw).not.toContain(a);
    const month = await other.until((e) => e.event === 'period' && e !== other.heard[0]);
    expect((month.data as { turns: { seat: string }[] }).turns.map((t) => t.seat)).toEqual([b]);
  });

  it('refuses a stream without a token, and ends the streams when the server stops', async () => {
    await expect(openStream(`${base}/api/matches/${(await createRome(server.app)).match.id}/events`)).rejects.toThrow(/401/);
    expect(server.app.context.streams.size).toBeGreaterThan(0);
  });
});
