import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createPhoenix, createRome, ok, sqliteServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());

// Issue 46: the join screen says which match, game and seat an invite joins before the seat is taken.
describe('GET /api/join/:invite', () => {
  it('names the match, the game and the realm without using the invite', async () => {
    const created = await createPhoenix(server.app, 3);
    const [first] = created.seats as [(typeof created.seats)[number]];
    const preview = await ok<Record<string, unknown>>(server.app, `/api/join/${encodeURIComponent(first.invite)}`);
    expect(preview).toEqual({ matchTitle: 'Erkenfara', game: 'phoenix', gameTitle: expect.any(String), seat: first.seat, seatName: first.name });
    expect(preview.seatName).not.toBe(first.seat);
    // Still open: the invite can be taken afterwards, once.
    const joined = await ok<{ seat: string }>(server.app, '/api/join', { body: { invite: first.invite } });
    expect(joined.seat).toBe(first.seat);
    const used = await call(server.app, `/api/join/${encodeURIComponent(first.invite)}`);
    expect(used.statusCode).toBe(404);
    expect(used.json().error.code).toBe('unknown-invite');
  });

  it('a game whose seats the client names answers seatName null; an unknown invite is 404', async () => {
    const created = await createRome(server.app);
    const seat = created.seats[0]!;
    const preview = await ok<Record<string, unknown>>(server.app, `/api/join/${encodeURIComponent(seat.invite)}`);
    expect(preview).toMatchObject({ matchTitle: 'Rome', game: 'fall-of-rome', seat: seat.seat, seatName: null });
    const unknown = await call(server.app, '/api/join/no-such-invite');
    expect(unknown.statusCode).toBe(404);
  });
});
