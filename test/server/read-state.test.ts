import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthScenario } from '../../bench/phoenix/month-generator.js';
import { call, ok, sqliteServer, type TestServer } from './helpers.js';

let threaded: TestServer;
let inline: TestServer;
beforeAll(async () => {
  [threaded, inline] = await Promise.all([sqliteServer({ workers: 1, bodyLimit: 16 * 1024 * 1024 }), sqliteServer({ workers: 0, bodyLimit: 16 * 1024 * 1024 })]);
});
afterAll(async () => {
  await threaded.close();
  await inline.close();
});

interface Created {
  readonly match: { readonly id: string };
  readonly gmToken: string;
}

describe('an uploaded world is read on a worker thread (issue 47 item 3)', () => {
  it('answers light requests while a large world is read, and keeps the world exactly as the server thread reads it', async () => {
    const world = monthScenario(2026, 13, 2_000).world;
    const order: string[] = [];
    const upload = call(threaded.app, '/api/phoenix/matches', { body: { title: 'Large', world, seed: 3 } }).then((response) => {
      order.push('upload');
      return response;
    });
    await expect.poll(() => threaded.app.context.work.inFlight).toBe(1);
    const light = await call(threaded.app, '/api/games');
    order.push('light');
    expect(light.statusCode).toBe(200);
    const created = (await upload).json() as Created;
    expect(order).toEqual(['light', 'upload']);
    const same = await ok<Created>(inline.app, '/api/phoenix/matches', { body: { title: 'Large', world, seed: 3 } });
    const stored = (server: TestServer, c: Created) => ok(server.app, `/api/matches/${c.match.id}/periods/1/state`, { token: c.gmToken });
    expect(await stored(threaded, created)).toEqual(await stored(inline, same));
  });

  it('refuses a world with mistakes as the server thread does, naming each', async () => {
    const world = structuredClone(monthScenario(2026, 3, 60).world) as { armies: { number: number }[] };
    world.armies[0]!.number = 9_999;
    const answers = await Promise.all([threaded, inline].map((s) => call(s.app, '/api/phoenix/matches', { body: { title: 'Wrong', world, seed: 3 } })));
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    expect(JSON.stringify(answers[0]!.json())).toMatch(/armies\[0\]\.number/);
  });
});
