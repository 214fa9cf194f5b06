import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, joinAll, ok, sqliteServer, type CreatedMatch, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());

const combat = (): Record<string, unknown> => JSON.parse(readFileSync('examples/ccc-land-combat/colony-assault.json', 'utf8')) as Record<string, unknown>;

describe('CCC land combat over HTTP', () => {
  it('two seats play; each view holds only its own side\'s hand; a seat out of turn gets 422 and nothing changes', async () => {
    const { app } = server;
    const created = await ok<CreatedMatch>(app, '/api/matches', { body: { game: 'ccc-land-combat', title: 'Santo Domingo', options: { combat: combat() }, seed: 4 } });
    expect(created.seats.map((s) => s.seat)).toEqual(['attacker', 'defender']);
    const tokens = await joinAll(app, created);
    const id = created.match.id;
    const refused = await call(app, `/api/matches/${id}/commands`, { token: tokens.attacker, body: { command: { type: 'roll' } } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.problems[0].code).toBe('not-your-turn');
    await ok(app, `/api/matches/${id}/commands`, { token: tokens.defender, body: { command: { type: 'declare', commander: 'cortes' } } });
    const attacker = await ok<{ view: { hands: Record<string, unknown> } }>(app, `/api/matches/${id}/view`, { token: tokens.attacker });
    const defender = await ok<{ view: { hands: Record<string, unknown> } }>(app, `/api/matches/${id}/view`, { token: tokens.defender });
    expect(attacker.view.hands).toEqual({ france: ['veteran-officers', 'ambush', 'royal-decree'], spain: { count: 2 }, england: { count: 1 } });
    expect(defender.view.hands).toEqual({ france: { count: 3 }, spain: ['field-surgeon', 'forced-march'], england: { count: 1 } });
    const log = await ok<{ entries: unknown[] }>(app, `/api/matches/${id}/log?after=0`, { token: tokens.attacker });
    expect(JSON.stringify(log.entries)).not.toContain('field-surgeon');
  });

  it('a bad combat file is refused with 400 naming the JSON path, and no match is made', async () => {
    const { app } = server;
    const bad = combat();
    (bad.landArea as Record<string, unknown>).controlMarker = 'portugal';
    const before = (await server.store.listMatches()).length;
    const response = await call(app, '/api/matches', { body: { game: 'ccc-land-combat', title: 'bad', options: { combat: bad } } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('landArea.controlMarker');
    expect(response.body).toContain('nation \\"portugal\\" is not in nations');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    expect((await server.store.listMatches()).length).toBe(before);
  });
});
