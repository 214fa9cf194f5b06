import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeBot } from '../../src/games/fall-of-rome/bots/index.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';
import { call, createPhoenix, createRome, joinAll, ok, openStream, sqliteServer, type EventStream, type TestServer } from './helpers.js';

let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await sqliteServer({ streamsPerToken: 3, streamsPerAddress: 5 });
  base = await server.app.fastify.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => server.close());

describe('live streams (issue 47 item 2)', () => {
  it('caps the streams of one token and of one address with 429, and frees a place when a stream closes', async () => {
    const created = await createPhoenix(server.app, 3, 31);
    const tokens = await joinAll(server.app, created);
    const [a, b] = created.seats.map((s) => s.seat).sort() as [string, string];
    const url = `${base}/api/matches/${created.match.id}/events`;
    const open: EventStream[] = [];
    for (let i = 0; i < 3; i++) open.push(await openStream(url, tokens[a]));
    await expect(openStream(url, tokens[a])).rejects.toThrow(/429.*too-many-streams.*3 for one token/);
    // Another seat behind the same address may still open its own, up to the address's five.
    open.push(await openStream(url, tokens[b]), await openStream(url, tokens[b]));
    await expect(openStream(url, created.gmToken)).rejects.toThrow(/429.*5 for one address/);
    open.shift()?.close();
    await vi.waitFor(() => expect(server.app.context.streams.size).toBe(4));
    open.push(await openStream(url, tokens[a]));
    for (const stream of open) stream.close();
  });

  it("computes a period's update once for all the streams of one seat and sends each the same bytes", async () => {
    const created = await createPhoenix(server.app, 2, 37);
    const tokens = await joinAll(server.app, created);
    const [a] = created.seats.map((s) => s.seat).sort() as [string];
    const url = `${base}/api/matches/${created.match.id}/events`;
    const streams = [await openStream(url, tokens[a]), await openStream(url, tokens[a]), await openStream(url, tokens[a])];
    const computed = vi.spyOn(server.app.context.store, 'publicRolls');
    await ok(server.app, `/api/matches/${created.match.id}/turn`, { method: 'PUT', token: tokens[a], body: { text: `REICH ${a}` } });
    const heard = await Promise.all(streams.map((s) => s.until((h) => h.event === 'period' && (h.data as { turns: { version: number | null }[] }).turns[0]?.version === 1)));
    expect(new Set(heard.map((h) => h.raw)).size).toBe(1);
    // One computation of the seat's status for the three streams (publicRolls is read once per computation).
    expect(computed).toHaveBeenCalledTimes(1);
    computed.mockRestore();
    for (const stream of streams) stream.close();
    expect((await call(server.app, `/api/matches/${created.match.id}`, { token: tokens[a] })).statusCode).toBe(200);
  });

  it("computes an interactive match's update once for all the streams of one seat, and once for all spectators", async () => {
    const created = await createRome(server.app, undefined, 41);
    const tokens = await joinAll(server.app, created);
    const id = created.match.id;
    const url = `${base}/api/matches/${id}/events`;
    const seats = Object.keys(tokens).sort();
    const [a, b] = seats as [string, string];
    const mine = [await openStream(url, tokens[a]), await openStream(url, tokens[a])];
    const theirs = await openStream(url, tokens[b]);
    const watching = [await openStream(`${base}/api/matches/${id}/public/events`), await openStream(`${base}/api/matches/${id}/public/events`)];
    const computed = vi.spyOn(server.app.context.store, 'publicRolls');
    const state = (await server.app.context.interactive.current((await server.store.getMatch(id))!)).state as FrState;
    const mover = seatToMove(state) as string;
    await ok(server.app, `/api/matches/${id}/commands`, { token: tokens[mover], body: { command: makeBot('heuristic').choose(state, () => 0) } });
    const version = (await server.store.getMatch(id))!.version;
    const heard = async (stream: EventStream) => (await stream.until((h) => h.event === 'view' && (h.data as { version: number }).version === version)).raw;
    const [mine1, mine2, other, watch1, watch2] = await Promise.all([...mine, theirs, ...watching].map(heard));
    expect(mine1).toBe(mine2);
    expect(watch1).toBe(watch2);
    expect(other).not.toBe(mine1);
    // Three audiences (seat a, seat b, the spectators), one computation each (publicRolls is read once per computation).
    expect(computed).toHaveBeenCalledTimes(3);
    computed.mockRestore();
    for (const stream of [...mine, theirs, ...watching]) stream.close();
  });
});
