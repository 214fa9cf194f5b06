import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { HAVE_CHROMIUM, useWebSession, watchPageErrors, type WebServer } from './harness.js';

interface Created {
  match: { id: string };
  gmToken: string;
  gmLink: string;
}

describe.skipIf(!HAVE_CHROMIUM)('web client: the news ticker (R §6.9, §6.11)', { timeout: 120_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it('shows the month’s events and absent realms once the game masters enter them, live', async () => {
    const created = (await (await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'News', generate: { seed: 5, realms: 2 } }) })).json()) as Created;
    const base = `${server.url}/api/matches/${created.match.id}`;
    const auth = { authorization: `Bearer ${created.gmToken}` };
    const world = (await (await fetch(`${base}/periods/1/state`, { headers: auth })).json()) as World;
    const gm = await (await browser.newContext({ locale: 'de-DE', viewport: { width: 1366, height: 768 } })).newPage();
    watchPageErrors(gm, errors);
    await gm.goto(created.gmLink);
    await gm.locator('.status-line').waitFor();
    expect(await gm.locator('.news-ticker').count()).toBe(0);

    const land = world.hexes.find((h) => h.owner !== undefined)?.at as string;
    const absent = world.realms[1]?.id as string;
    const month = (await (await fetch(`${base}/period`, { headers: auth })).json()) as { version: number };
    const corrected: World = { ...world, calendar: { ...world.calendar, events: [{ event: 'vermin', at: [land] }] }, realms: world.realms.map((r) => (r.id === absent ? { ...r, absence: { times: 1, registered: true } } : r)) };
    const response = await fetch(`${base}/corrections`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ period: 1, expectedVersion: month.version, note: 'Ungeziefer', state: corrected }) });
    expect(response.status).toBe(200);
    await expect.poll(() => gm.locator('.news-ticker').innerText().catch(() => '')).toContain(`Ungezieferplage: ${land}`);
    expect(await gm.locator('.news-ticker').innerText()).toContain(`${world.realms[1]?.name} fehlt`);
    expect(errors).toEqual([]);
  });
});
