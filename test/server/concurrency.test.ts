import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.js';
import { call, createPhoenix, joinAll, ok, sqliteServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());

/** Seats that re-submit without pause until told to stop; answers every status they got. */
function resubmitters(app: App, base: string, tokens: Record<string, string>): { stop(): Promise<Map<number, number>> } {
  let running = true;
  const statuses = new Map<number, number>();
  const loops = Object.entries(tokens).map(async ([realm, token]) => {
    for (let i = 0; running; i += 1) {
      const response = await call(app, `${base}/turn`, { method: 'PUT', token, body: { text: `REICH ${realm}\n; ${i}` } });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 409) expect(response.json().error.code).toBe('period-closed');
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return statuses;
    },
  };
}

describe('the game master is not starved by re-submitting seats (issue 18, seen 6)', () => {
  it('closes the month, then evaluates while four seats keep re-submitting', async () => {
    const created = await createPhoenix(server.app, 4, 12);
    const tokens = await joinAll(server.app, created);
    const base = `/api/matches/${created.match.id}`;
    const gm = created.gmToken;
    const busy = resubmitters(server.app, base, tokens);
    // Let the seats get going: the version keeps rising under the game master's feet.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = await ok<{ version: number; deadline: string }>(server.app, `${base}/periods/1/close`, { token: gm, method: 'POST' });
    const evaluated = await ok<{ period: number; version: number }>(server.app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: closed.version } });
    expect(evaluated.period).toBe(1);
    const statuses = await busy.stop();
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(409) ?? 0).toBeGreaterThan(0);
    expect([...statuses.keys()].sort()).toEqual([200, 409]);
    // The evaluation read the last turn each realm got in before the close.
    const evaluation = await ok<{ submissionVersions: Record<string, number> }>(server.app, `${base}/periods/1/evaluation`, { token: gm });
    for (const [realm, token] of Object.entries(tokens)) {
      const history = await ok<{ versions: { version: number; submittedAt: string }[] }>(server.app, `${base}/turn?period=1`, { token });
      expect(evaluation.submissionVersions[realm]).toBe(history.versions.at(-1)?.version);
      expect(history.versions.every((v) => v.submittedAt < closed.deadline)).toBe(true);
    }
  });

  it('refuses to close a month that is not the current one, and says so', async () => {
    const created = await createPhoenix(server.app, 2, 13);
    const response = await call(server.app, `/api/matches/${created.match.id}/periods/2/close`, { token: created.gmToken, method: 'POST' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/month 2 is not open/);
  });
});
