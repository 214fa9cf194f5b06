import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWorld } from '../../src/games/phoenix/map/generate/world.js';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { call, createPhoenix, joinAll, ok, sqliteServer, type CreatedMatch, type TestServer } from './helpers.js';
import { randomTurnJson } from './phoenix-orders.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());

interface Month {
  version: number;
  period: number;
  past: { period: number; published: boolean }[];
  turns: { seat: string; version: number | null }[];
  news: { events: { event: string; at: string[] }[]; absent: string[] };
}

async function newMatch(): Promise<{ created: CreatedMatch; tokens: Record<string, string>; base: string; world: World; realms: string[] }> {
  const created = await createPhoenix(server.app);
  const tokens = await joinAll(server.app, created);
  const base = `/api/matches/${created.match.id}`;
  const world = await ok<World>(server.app, `${base}/periods/1/state`, { token: created.gmToken });
  return { created, tokens, base, world, realms: created.seats.map((s) => s.seat).sort() };
}

describe('Phoenix over HTTP', () => {
  it('creates a match from an uploaded world file, and refuses a broken one naming the problem', async () => {
    const world = generateWorld({ seed: 8, realms: 2 });
    const created = await ok<CreatedMatch>(server.app, '/api/phoenix/matches', { body: { title: 'Uploaded', world } });
    expect(created.seats.map((s) => s.seat)).toEqual(world.realms.map((r) => r.id));
    const broken = await call(server.app, '/api/phoenix/matches', { body: { title: 'Broken', world: { ...world, armies: [{ realm: 'x' }] } } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.problems.some((p: { where: string }) => p.where.startsWith('armies[0]'))).toBe(true);
    const both = await call(server.app, '/api/phoenix/matches', { body: { title: 'Both', world, generate: { seed: 1, realms: 2 } } });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.message).toMatch(/either "world" or "generate"/);
  });

  it('takes turns, re-submissions and checks, and tells the game master who has submitted', async () => {
    const { created, tokens, base, world, realms } = await newMatch();
    const [a, b] = realms as [string, string];
    const checked = await ok<{ problems: { code: string; where?: string }[] }>(server.app, `${base}/check`, { token: tokens[a], body: { text: `REICH ${a}\nEROBERE 9999` } });
    expect(checked.problems.length).toBeGreaterThan(0);
    expect(checked.problems[0]?.where).toMatch(/line 2/);
    const wrongRealm = await ok<{ problems: { code: string }[] }>(server.app, `${base}/check`, { token: tokens[a], body: { text: `REICH ${b}` } });
    expect(wrongRealm.problems.map((p) => p.code)).toContain('wrong-realm');

    const first = await ok<{ version: number; problems: unknown[] }>(server.app, `${base}/turn`, { method: 'PUT', token: tokens[a], body: { text: `REICH ${a}` } });
    expect(first).toMatchObject({ version: 1, problems: [] });
    const second = await ok<{ version: number }>(server.app, `${base}/turn`, { method: 'PUT', token: tokens[a], body: { json: randomTurnJson(world, a, 1), expectedVersion: 1 } });
    expect(second.version).toBe(2);
    const stale = await call(server.app, `${base}/turn`, { method: 'PUT', token: tokens[a], body: { text: `REICH ${a}`, expectedVersion: 1 } });
    expect(stale.statusCode).toBe(409);
    const history = await ok<{ versions: { version: number }[] }>(server.app, `${base}/turn`, { token: tokens[a] });
    expect(history.versions.map((v) => v.version)).toEqual([1, 2]);

    const gmMonth = await ok<Month>(server.app, `${base}/period`, { token: created.gmToken });
    expect(gmMonth.turns.map((t) => [t.seat, t.version])).toEqual(realms.map((r) => [r, r === a ? 2 : null]));
    const playerMonth = await ok<Month>(server.app, `${base}/period`, { token: tokens[b] });
    expect(playerMonth.turns).toEqual([{ seat: b, joined: true, version: null, submittedAt: null }]);
    const gmTurns = await ok<{ versions: unknown[] }>(server.app, `${base}/turns/${a}`, { token: created.gmToken });
    expect(gmTurns.versions).toHaveLength(2);
  });

  it("keeps a realm's draft of its turn, for that realm alone, until it is handed in (issue 19)", async () => {
    const { created, tokens, base, realms } = await newMatch();
    const [a, b] = realms as [string, string];
    expect(await ok(server.app, `${base}/draft`, { token: tokens[a] })).toEqual({ period: 1, text: null, savedAt: null });
    const saved = await ok<{ text: string; savedAt: string }>(server.app, `${base}/draft`, { method: 'PUT', token: tokens[a], body: { text: `REICH ${a}\nBEWEGE 1` } });
    expect(saved.text).toBe(`REICH ${a}\nBEWEGE 1`);
    expect(await ok(server.app, `${base}/draft`, { token: tokens[a] })).toEqual({ period: 1, text: `REICH ${a}\nBEWEGE 1`, savedAt: saved.savedAt });
    // Another realm, and the game master (who has no turn), do not read it.
    expect(await ok(server.app, `${base}/draft`, { token: tokens[b] })).toEqual({ period: 1, text: null, savedAt: null });
    expect((await call(server.app, `${base}/draft`, { token: created.gmToken })).statusCode).toBe(403);
    const bad = await call(server.app, `${base}/draft`, { method: 'PUT', token: tokens[a], body: { text: 42 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('text');
    await ok(server.app, `${base}/turn`, { method: 'PUT', token: tokens[a], body: { text: `REICH ${a}` } });
    expect(await ok(server.app, `${base}/draft`, { token: tokens[a] })).toEqual({ period: 1, text: null, savedAt: null });
  });

  it('evaluates the month, publishes reports, and keeps every past month readable', async () => {
    const { created, tokens, base, world, realms } = await newMatch();
    const gm = created.gmToken;
    for (const [i, realm] of realms.entries()) await ok(server.app, `${base}/turn`, { method: 'PUT', token: tokens[realm], body: { json: randomTurnJson(world, realm, 10 + i) } });
    const read = await ok<Month>(server.app, `${base}/period`, { token: gm });
    const lateTurn = await ok<{ version: number }>(server.app, `${base}/turn`, { method: 'PUT', token: tokens[realms[0]!], body: { text: `REICH ${realms[0]}` } });
    expect(lateTurn.version).toBe(2);
    const stale = await call(server.app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: read.version } });
    expect(stale.statusCode).toBe(409);
    const current = await ok<Month>(server.app, `${base}/period`, { token: gm });
    const evaluated = await ok<{ period: number; events: number }>(server.app, `${base}/evaluation`, { token: gm, body: { period: 1, expectedVersion: current.version } });
    expect(evaluated.events).toBeGreaterThan(0);
    const nextTurn = await ok<{ period: number; version: number }>(server.app, `${base}/turn`, { method: 'PUT', token: tokens[realms[0]!], body: { text: `REICH ${realms[0]}` } });
    expect(nextTurn).toMatchObject({ period: 2, version: 1 });

    const unpublished = await call(server.app, `${base}/periods/1/report`, { token: tokens[realms[1]!] });
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.json().error.code).toBe('not-published');
    await ok(server.app, `${base}/periods/1/publication`, { token: gm, method: 'POST' });
    const report = await ok<{ realm: string; own: { armies: { realm: string }[] } }>(server.app, `${base}/periods/1/report`, { token: tokens[realms[1]!] });
    expect(report.realm).toBe(realms[1]);
    const other = await call(server.app, `${base}/periods/1/report?seat=${realms[0]}`, { token: tokens[realms[1]!] });
    expect(other.statusCode).toBe(403);
    const markdown = await call(server.app, `${base}/periods/1/report?format=markdown&lang=en`, { token: tokens[realms[1]!] });
    expect(markdown.headers['content-type']).toMatch(/text\/markdown/);
    const gmReport = await ok<{ format: string }>(server.app, `${base}/periods/1/report`, { token: gm });
    expect(gmReport.format).toBe('arbiter-phoenix-gm-report/1');

    const month = await ok<Month>(server.app, `${base}/period`, { token: tokens[realms[0]!] });
    expect(month).toMatchObject({ period: 2, past: [{ period: 1, published: true }] });
    for (const period of [1, 2]) {
      const svg = await call(server.app, `${base}/periods/${period}/map.svg`, { token: tokens[realms[0]!] });
      expect(svg.statusCode).toBe(200);
      expect(svg.body.startsWith('<svg')).toBe(true);
      const view = await ok<{ realm: string; own: { armies: { realm: string }[] } }>(server.app, `${base}/periods/${period}/map.json`, { token: tokens[realms[0]!] });
      expect(view.own.armies.every((army) => army.realm === realms[0])).toBe(true);
    }
    const future = await call(server.app, `${base}/periods/3/map.json`, { token: tokens[realms[0]!] });
    expect(future.statusCode).toBe(404);
    const evaluation = await ok<{ submissionVersions: Record<string, number> }>(server.app, `${base}/periods/1/evaluation`, { token: gm });
    expect(evaluation.submissionVersions[realms[0]!]).toBe(2);
  });

  it('refuses turns after the deadline, keeping the ones before', async () => {
    const created = await ok<CreatedMatch>(server.app, '/api/phoenix/matches', {
      body: { title: 'Late', generate: { seed: 4, realms: 2 }, deadline: '2001-01-01T00:00:00Z' },
    });
    const tokens = await joinAll(server.app, created);
    const realm = created.seats[0]!.seat;
    const late = await call(server.app, `/api/matches/${created.match.id}/turn`, { method: 'PUT', token: tokens[realm], body: { text: `REICH ${realm}` } });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'period-closed' });
    expect(late.json().error.message).toMatch(/deadline/);
  });

  it('lets the game master correct the world as an audited entry, and refuses a broken world', async () => {
    const { created, tokens, base, world } = await newMatch();
    const gm = created.gmToken;
    const month = await ok<Month>(server.app, `${base}/period`, { token: gm });
    const corrected: World = { ...world, realms: world.realms.map((r, i) => (i === 0 ? { ...r, treasury: r.treasury + 1000 } : r)) };
    const done = await ok<{ change: Record<string, number> }>(server.app, `${base}/corrections`, {
      token: gm,
      body: { period: 1, expectedVersion: month.version, note: 'forgot the tax', state: corrected },
    });
    expect(done.change).toEqual({ realms: 2 });
    const list = await ok<{ author: string; note: string }[]>(server.app, `${base}/periods/1/corrections`, { token: gm });
    expect(list).toMatchObject([{ author: '@gm', note: 'forgot the tax' }]);
    const first = world.realms[0]!;
    expect(list).toMatchObject([{ values: [{ section: 'realms', item: first.id, field: 'treasury', before: String(first.treasury), after: String(first.treasury + 1000) }] }]);
    const now = await ok<World>(server.app, `${base}/periods/1/state`, { token: gm });
    expect(now.realms[0]?.treasury).toBe((world.realms[0]?.treasury ?? 0) + 1000);
    expect(month.news).toEqual({ events: [], absent: [] });
    // The game masters enter the month's events and an absent realm: every member reads them as news (R §6.9, §6.11).
    const land = world.hexes.find((h) => h.owner !== undefined)!.at;
    const withNews: World = { ...corrected, calendar: { ...corrected.calendar, events: [{ event: 'plague', at: [land] }] }, realms: corrected.realms.map((r, i) => (i === 1 ? { ...r, absence: { times: 1, registered: true } } : r)) };
    const newsVersion = (await ok<Month>(server.app, `${base}/period`, { token: gm })).version;
    await ok(server.app, `${base}/corrections`, { token: gm, body: { period: 1, expectedVersion: newsVersion, note: 'plague', state: withNews } });
    const player = await ok<Month>(server.app, `${base}/period`, { token: tokens[world.realms[0]!.id] });
    expect(player.news).toEqual({ events: [{ event: 'plague', at: [land] }], absent: [world.realms[1]!.id] });
    const after = await ok<Month>(server.app, `${base}/period`, { token: gm });
    const broken = await call(server.app, `${base}/corrections`, { token: gm, body: { period: 1, expectedVersion: after.version, note: 'oops', state: { ...corrected, hexes: 'none' } } });
    expect(broken.statusCode).toBe(400);
    const audit = await ok<{ values: unknown[] }[]>(server.app, `${base}/periods/1/corrections`, { token: gm });
    expect(audit.length).toBe(2);
    // The second correction is told against the first, not against the month's opening world.
    expect(audit[1]?.values).toEqual([
      { section: 'calendar', item: null, field: 'events', before: null, after: JSON.stringify([{ event: 'plague', at: [land] }]) },
      { section: 'realms', item: world.realms[1]!.id, field: 'absence', before: null, after: '{"times":1,"registered":true}' },
    ]);
  });
});
