import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhoenix, createRome, joinAll, ok, openStream, sqliteServer, type EventStream, type TestServer } from './helpers.js';

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

async function stream(path: string, token: string): Promise<EventStream> {
  const opened = await openStream(`${base}${path}`, token);
  streams.push(opened);
  return opened;
}

describe('a replaced token loses its open stream (issue 18, seen 4)', () => {
  it('Phoenix: the old holder of a re-invited realm hears nothing more, the new one does', async () => {
    const created = await createPhoenix(server.app, 2, 31);
    const tokens = await joinAll(server.app, created);
    const [a, b] = created.seats.map((s) => s.seat).sort() as [string, string];
    const id = created.match.id;
    const old = await stream(`/api/matches/${id}/events`, tokens[a] as string);
    await old.until((event) => event.event === 'period');
    const { invite } = await ok<{ invite: string }>(server.app, `/api/matches/${id}/seats/${a}/invite`, { token: created.gmToken, method: 'POST' });
    const { token } = await ok<{ token: string }>(server.app, '/api/join', { body: { invite } });
    await old.ended;
    const heardBefore = old.heard.length;
    const fresh = await stream(`/api/matches/${id}/events`, token);
    await fresh.until((event) => event.event === 'period');
    await ok(server.app, `/api/matches/${id}/turn`, { method: 'PUT', token: tokens[b], body: { text: `REICH ${b}` } });
    await ok(server.app, `/api/matches/${id}/turn`, { method: 'PUT', token, body: { text: `REICH ${a}` } });
    const submissions = () => fresh.heard.filter((event) => event.event === 'change' && (event.data as { kind: string }).kind === 'submission').length;
    await fresh.until(() => submissions() >= 2);
    expect(old.heard.length).toBe(heardBefore);
  });

  it('Fall of Rome: a seat handed to a bot ends the stream of its former holder', async () => {
    const created = await createRome(server.app, { players: 2, difficulty: 'introductory' }, 33);
    const tokens = await joinAll(server.app, created);
    const id = created.match.id;
    const old = await stream(`/api/matches/${id}/events`, tokens.p2 as string);
    await old.until((event) => event.event === 'view');
    await ok(server.app, `/api/matches/${id}/seats/p2/bot`, { token: created.gmToken, body: { bot: 'random' } });
    await old.ended;
    const views = old.heard.filter((event) => event.event === 'view').length;
    expect(views).toBeGreaterThan(0);
  });
});
