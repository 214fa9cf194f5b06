import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { call, createPhoenix, joinAll, ok, sqliteServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer({ workers: 1 });
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

interface Problems {
  problems: { code: string; message: string }[];
}

describe('check verdicts kept per world and turn (issue 18, busy evening)', () => {
  it('checks a turn once: the hand-in after a check and a re-submission reuse the verdict; another turn, realm or world is checked anew', async () => {
    const created = await createPhoenix(server.app, 2, 61);
    const tokens = await joinAll(server.app, created);
    const base = `/api/matches/${created.match.id}`;
    const [a, b] = created.seats.map((s) => s.seat) as [string, string];
    const world = await ok<World>(server.app, `${base}/periods/1/state`, { token: created.gmToken });
    // An army no figure leads, so that the correction below may take it away.
    const led = new Set(world.characters.map((c) => `${c.realm}/${String(c.army)}`));
    const army = world.armies.find((x) => x.realm === a && !led.has(`${x.realm}/${x.number}`)) as World['armies'][number];
    const text = `REICH ${a}\nBEWEGE ${army.number} NACH ${army.at}\n`;
    const runs = vi.spyOn(server.app.context.work, 'run');

    const checked = await ok<Problems>(server.app, `${base}/check`, { token: tokens[a], body: { text } });
    const handedIn = await ok<Problems>(server.app, `${base}/turn`, { method: 'PUT', token: tokens[a], body: { text } });
    const again = await ok<Problems>(server.app, `${base}/turn`, { method: 'PUT', token: tokens[a], body: { text } });
    expect(runs).toHaveBeenCalledTimes(1);
    expect(handedIn.problems).toEqual(checked.problems);
    expect(again.problems).toEqual(checked.problems);
    // Both versions were kept: the verdict is reused, the hand-in is not skipped.
    expect((await ok<{ versions: unknown[] }>(server.app, `${base}/turn`, { token: tokens[a] })).versions).toHaveLength(2);

    // Another text, another language, or the same text from another realm: checked anew.
    await ok(server.app, `${base}/check`, { token: tokens[a], body: { text: `${text}; another line\n` } });
    await ok(server.app, `${base}/check`, { token: tokens[a], body: { text, lang: 'en' } });
    const wrongRealm = await ok<Problems>(server.app, `${base}/check`, { token: tokens[b], body: { text } });
    expect(runs).toHaveBeenCalledTimes(4);
    expect(wrongRealm.problems.map((p) => p.code)).toContain('wrong-realm');

    // A correction takes the army away: the same text is checked against the new world.
    const month = await ok<{ version: number }>(server.app, `${base}/period`, { token: created.gmToken });
    const corrected = { ...world, armies: world.armies.filter((x) => !(x.realm === army.realm && x.number === army.number)) };
    await ok(server.app, `${base}/corrections`, { token: created.gmToken, body: { period: 1, expectedVersion: month.version, note: 'the army is gone', state: corrected } });
    await expect
      .poll(async () => (await call(server.app, `${base}/check`, { token: tokens[a], body: { text } })).json<Problems>().problems.length)
      .toBeGreaterThan(checked.problems.length);
  });

  it('keeps no verdict of a refused turn', async () => {
    const created = await createPhoenix(server.app, 2, 62);
    const tokens = await joinAll(server.app, created);
    const base = `/api/matches/${created.match.id}`;
    const [a] = created.seats.map((s) => s.seat) as [string];
    const text = `REICH ${a}\n${'; x\n'.repeat(6_000)}`;
    const runs = vi.spyOn(server.app.context.work, 'run');
    for (let i = 0; i < 2; i++) {
      const refused = await call(server.app, `${base}/check`, { token: tokens[a], body: { text } });
      expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'too-many-lines']);
    }
    expect(runs).toHaveBeenCalledTimes(2);
  });
});
