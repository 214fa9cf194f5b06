import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { HAVE_CHROMIUM, clickHex, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

async function send<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, { method: body === undefined ? 'GET' : 'POST', headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Where the map's focus point is drawn, relative to the middle of the viewport, and the map's scale. */
async function placement(page: Page): Promise<{ dx: number; dy: number; scale: number }> {
  return page.evaluate(`(() => {
    const viewport = document.querySelector('.map-viewport');
    const root = document.querySelector('.map-svg svg');
    const [left, top] = root.getAttribute('viewBox').split(' ').map(Number);
    const [fx, fy] = root.getAttribute('data-focus').split(' ').map(Number);
    const m = /translate\\(([-\\d.e]+)px, ([-\\d.e]+)px\\) scale\\(([-\\d.e]+)\\)/.exec(document.querySelector('.map-stage').style.transform);
    const [x, y, scale] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return { dx: x + (fx - left) * scale - viewport.clientWidth / 2, dy: y + (fy - top) * scale - viewport.clientHeight / 2, scale };
  })()`);
}

describe.skipIf(!HAVE_CHROMIUM)("web client: the realm's map", { timeout: 240_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it('opens on the realm, explains its marks in a legend, and shows hex details as a sheet on a phone', async () => {
    const created = await send<{ match: { id: string }; seats: { seat: string; invite: string }[] }>(`${server.url}/api/phoenix/matches`, { title: 'Erkenfara', generate: { seed: 5, realms: 3, armies: true }, seed: 99 });
    const id = created.match.id;
    const realm = created.seats[0]!.seat;
    const { token } = await send<{ token: string }>(`${server.url}/api/join`, { invite: created.seats[0]!.invite });
    const view = await send<{ map: { hexes: { at: string; owner?: string | null }[] } }>(`${server.url}/api/matches/${id}/periods/1/map.json`, undefined, token);
    const home = view.map.hexes.find((h) => h.owner === realm)!.at;

    for (const [width, height, name] of [
      [1366, 768, '1366'],
      [390, 844, '390'],
    ] as const) {
      const page = await (await browser.newContext({ locale: 'en-GB', viewport: { width, height } })).newPage();
      watchPageErrors(page, errors);
      await page.goto(`${server.url}/app/`);
      await page.evaluate(`localStorage.setItem('arbiter.lang', 'en'); localStorage.setItem('arbiter.sessions', ${JSON.stringify(JSON.stringify([{ matchId: id, token, seat: realm, gm: false, title: 'Erkenfara', game: 'phoenix' }]))})`);
      await page.goto(`${server.url}/app/matches/${id}`);
      await page.locator('.map-svg svg').waitFor();
      await expect.poll(async () => Math.abs((await placement(page)).dx)).toBeLessThan(2);
      const opened = await placement(page);
      expect(Math.abs(opened.dy)).toBeLessThan(2);
      // Closer than the whole map: the whole map is one click away.
      await page.getByRole('button', { name: 'Whole map' }).click();
      const whole = await placement(page);
      expect(whole.scale).toBeLessThan(opened.scale);
      await page.getByRole('button', { name: 'My realm' }).click();
      expect((await placement(page)).scale).toBeCloseTo(opened.scale, 5);

      const legend = page.getByTestId('map-legend');
      await legend.locator('summary').click();
      for (const text of ['warrior army', 'rider army', 'fleet', 'own', 'allied (here)', 'hostile', 'Foreign armies without size']) expect(await legend.innerText()).toContain(text);
      expect(await page.locator('.map-svg use.rel-own').count()).toBeGreaterThan(0);
      expect(await page.locator('.map-svg use.rel-hostile').count()).toBeGreaterThan(0);
      await screenshot(page, `phoenix-realm-map-1-opened-${name}`);

      await clickHex(page, home);
      const panel = page.getByTestId('hex-panel');
      await panel.waitFor();
      expect(await panel.innerText()).toContain(home);
      expect(await seriousViolations(page)).toEqual([]);
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
      expect(box.y + box.height).toBeLessThanOrEqual(height + 1);
      if (width === 390) {
        const size = await page.evaluate<number>(`parseFloat(getComputedStyle(document.querySelector('.hex-panel')).fontSize)`);
        expect(size).toBeGreaterThanOrEqual(16);
        await screenshot(page, 'phoenix-realm-map-2-hex-sheet-390');
        await panel.getByRole('button', { name: 'Close' }).click();
        await panel.waitFor({ state: 'detached' });
      } else await screenshot(page, 'phoenix-realm-map-2-hex-1366');
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
    }
    expect(errors).toEqual([]);
  });
});
