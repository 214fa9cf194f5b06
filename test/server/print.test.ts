import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWorldSvg } from '../../src/games/phoenix/map/svg/render.js';
import { realmProvinces } from '../../src/games/phoenix/reports/print.js';
import { parseWorld } from '../../src/games/phoenix/world/load.js';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { call, createPhoenix, joinAll, ok, sqliteServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());


describe('a printable report (issue 46: paper for groups that meet)', () => {
  it("gives a realm its own published report with its map as one A4 page, in its language; other realms' and unpublished ones are refused", async () => {
    const created = await createPhoenix(server.app, 3, 29);
    const tokens = await joinAll(server.app, created);
    const base = `/api/matches/${created.match.id}`;
    const [a, b] = created.seats.map((s) => s.seat).sort() as [string, string];
    const month = await ok<{ version: number }>(server.app, `${base}/period`, { token: created.gmToken });
    await ok(server.app, `${base}/evaluation`, { token: created.gmToken, body: { period: 1, expectedVersion: month.version } });

    // Not yet published: the realm is refused, the game master may print it.
    const early = await call(server.app, `${base}/periods/1/print`, { token: tokens[a] });
    expect(early.statusCode).toBe(404);
    expect(JSON.parse(early.body)).toMatchObject({ error: { code: 'not-published' } });
    expect((await call(server.app, `${base}/periods/1/print?seat=${a}`, { token: created.gmToken })).statusCode).toBe(200);
    const noSeat = await call(server.app, `${base}/periods/1/print`, { token: created.gmToken });
    expect(noSeat.statusCode).toBe(400);
    expect(noSeat.body).toMatch(/seat/);

    await ok(server.app, `${base}/periods/1/publication`, { token: created.gmToken, method: 'POST' });
    const page = await call(server.app, `${base}/periods/1/print`, { token: tokens[a] });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body;
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="de">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('@page{size:A4;margin:15mm}');
    expect(html).toContain('figure{break-before:page}');
    // The report as the HTML report says it, then the map.
    const report = await call(server.app, `${base}/periods/1/report?format=html`, { token: tokens[a] });
    const body = (text: string) => text.slice(text.indexOf('<body>'), text.indexOf('</body>'));
    expect(html).toContain(body(report.body).replace(/\n$/, ''));
    expect(html).toMatch(/<figure>\n<svg [^]*<\/svg>\n<figcaption>Karte nach der Auswertung, wie das Reich sie kennt: Provinzen [\d, ]+\.<\/figcaption>\n<\/figure>/);

    // The map is the realm's own provinces of the world after the month, not the whole world.
    const world = parseWorld(await ok<World>(server.app, `${base}/periods/2/state`, { token: created.gmToken }), 'world');
    const provinces = realmProvinces(world, a);
    expect(provinces.size).toBeGreaterThan(0);
    const svg = html.slice(html.indexOf('<svg '), html.indexOf('</svg>') + 6);
    expect(svg).toBe(renderWorldSvg(world, { realm: a, provinces }).trimEnd());
    expect(svg.length).toBeLessThan(renderWorldSvg(world, { realm: a }).length);

    const english = await call(server.app, `${base}/periods/1/print?lang=en`, { token: tokens[a] });
    expect(english.body).toMatch(/<html lang="en">/);
    expect(english.body).toContain('The map after the evaluation as the realm knows it');
    const other = await call(server.app, `${base}/periods/1/print?seat=${b}`, { token: tokens[a] });
    expect(other.statusCode).toBe(403);
    expect((await call(server.app, `${base}/periods/1/print?lang=fr`, { token: tokens[a] })).statusCode).toBe(400);
  });
});
