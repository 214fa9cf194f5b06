import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemo } from '../../src/server/demo.js';
import { call, sqliteServer, type TestServer } from './helpers.js';

let local: TestServer;
let open: TestServer;
beforeAll(async () => {
  [local, open] = await Promise.all([sqliteServer(), sqliteServer({ host: '0.0.0.0' })]);
});
afterAll(async () => {
  await local.close();
  await open.close();
});

const fromAddress = (server: TestServer, remoteAddress: string) => server.app.fastify.inject({ method: 'GET', url: '/api/demo', remoteAddress });

describe('the demo matches on /app/ (issue 46 item 6)', () => {
  it("are listed with their links to a browser on the server's own machine, without the seats already taken", async () => {
    expect((await call(local.app, '/api/demo')).statusCode).toBe(404);
    const made = await createDemo(local.app);
    const listed = (await call(local.app, '/api/demo')).json() as { title: string; game: string; gmLink: string; seats: { seat: string; link: string }[] }[];
    expect(listed).toEqual(made);
    expect(listed.map((d) => d.game).sort()).toEqual(['ccc-land-combat', 'domaine', 'fall-of-rome', 'jeanne-darc-1429', 'phoenix']);
    // A seat taken through its invite is no longer offered.
    const at = listed.findIndex((d) => d.game === 'fall-of-rome');
    const first = listed[at]!;
    const invite = first.seats[0]!.link.slice(first.seats[0]!.link.lastIndexOf('/') + 1);
    expect((await call(local.app, '/api/join', { body: { invite } })).statusCode).toBe(200);
    const after = (await call(local.app, '/api/demo')).json() as typeof listed;
    expect(after[at]?.seats).toEqual(first.seats.slice(1));
    expect(after.filter((_, i) => i !== at)).toEqual(listed.filter((_, i) => i !== at));
  });

  it('are not shown to another machine, nor by a server listening beyond this machine', async () => {
    expect((await fromAddress(local, '203.0.113.7')).statusCode).toBe(404);
    await createDemo(open.app);
    const refused = await fromAddress(open, '127.0.0.1');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: { code: 'no-demo' } });
  });
});
