import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createPhoenix, joinAll, ok, sqliteServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());

interface Problems {
  problems: { message: string; severity?: string }[];
}

// Issue 46 item 2: the game master enters a turn that came by mail; the page shows the checker's problems in its language.
describe('the game master checks and enters a realm’s turn', () => {
  it('checks without storing, in German or English, and the entry answers the problems too', async () => {
    const created = await createPhoenix(server.app, 3);
    const tokens = await joinAll(server.app, created);
    const base = `/api/matches/${created.match.id}`;
    const gm = created.gmToken;
    const realm = Object.keys(tokens)[0] as string;
    const bad = `REICH ${realm}\nBEWEGE 1 NACH 9999/99\n`;
    const de = await ok<Problems>(server.app, `${base}/turns/${realm}/check`, { token: gm, body: { text: bad, lang: 'de' } });
    const en = await ok<Problems>(server.app, `${base}/turns/${realm}/check`, { token: gm, body: { text: bad, lang: 'en' } });
    expect(de.problems.length).toBeGreaterThan(0);
    expect(de.problems.map((p) => p.message)).not.toEqual(en.problems.map((p) => p.message));
    // Checked only: nothing was stored.
    const versions = await ok<{ versions: unknown[] }>(server.app, `${base}/turns/${realm}`, { token: gm });
    expect(versions.versions).toEqual([]);
    expect((await call(server.app, `${base}/turns/${realm}/check`, { token: tokens[realm], body: { text: bad } })).statusCode).toBe(403);
    expect((await call(server.app, `${base}/turns/nobody/check`, { token: gm, body: { text: bad } })).statusCode).toBe(404);

    const entered = await ok<Problems & { version: number }>(server.app, `${base}/turns/${realm}`, { token: gm, body: { text: bad, lang: 'en' } });
    expect(entered.version).toBe(1);
    expect(entered.problems.map((p) => p.message)).toEqual(en.problems.map((p) => p.message));
    const clean = await ok<Problems>(server.app, `${base}/turns/${realm}/check`, { token: gm, body: { text: `REICH ${realm}\n`, lang: 'de' } });
    expect(clean.problems.filter((p) => p.severity !== 'warning')).toEqual([]);
  });
});
