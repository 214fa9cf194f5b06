import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

async function send<T>(url: string, body: unknown, token?: string, method = 'POST'): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

describe.skipIf(!HAVE_CHROMIUM)('web client: a Phoenix campaign month by month', { timeout: 300_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it("steps back through the realm's months with its report, and saves a month's map as SVG and PNG", async () => {
    const created = await send<{ match: { id: string }; gmToken: string; seats: { seat: string; invite: string }[] }>(`${server.url}/api/phoenix/matches`, {
      title: 'Erkenfara',
      generate: { seed: 5, realms: 3, armies: true },
      seed: 99,
    });
    const id = created.match.id;
    const base = `${server.url}/api/matches/${id}`;
    const realm = created.seats[0]!.seat;
    const { token } = await send<{ token: string }>(`${server.url}/api/join`, { invite: created.seats[0]!.invite });
    for (const period of [1, 2]) {
      const month = await send<{ version: number }>(`${base}/period`, undefined, created.gmToken, 'GET');
      await send(`${base}/evaluation`, { period, expectedVersion: month.version }, created.gmToken);
      await send(`${base}/periods/${period}/publication`, undefined, created.gmToken);
    }

    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 768 }, acceptDownloads: true });
    const page = await context.newPage();
    watchPageErrors(page, errors);
    await page.goto(`${server.url}/app/`);
    await page.evaluate(`localStorage.setItem('arbiter.lang', 'en'); localStorage.setItem('arbiter.sessions', ${JSON.stringify(JSON.stringify([{ matchId: id, token, seat: realm, gm: false, title: 'Erkenfara', game: 'phoenix' }]))})`);
    await page.goto(`${server.url}/app/matches/${id}`);
    await page.locator('.map-svg svg').waitFor();
    expect(await page.getByTestId('map-month').innerText()).toBe('Month 3');
    const monthThree = await page.locator('.map-svg').innerHTML();

    // Checked before a report opens: axe does not get into the sandboxed report frame (it waits for it).
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'To the start' }).click();
    await expect.poll(() => page.getByTestId('map-month').innerText()).toBe('Month 1');
    await expect.poll(() => page.locator('.map-svg').innerHTML()).not.toBe(monthThree);
    const replayReport = page.getByTestId('replay-report');
    await replayReport.locator('summary').click();
    await expect.poll(() => replayReport.frameLocator('iframe.report').locator('body').innerText()).toMatch(/\(month 1\)/);
    await screenshot(page, 'phoenix-replay-1-month-1-1366');

    // The SVG saved is the server's drawing of that month for this realm, byte for byte.
    const [svgDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Map as SVG' }).click()]);
    expect(svgDownload.suggestedFilename()).toBe(`${realm}-month-1.svg`);
    const saved = readFileSync((await svgDownload.path())!, 'utf8');
    const served = await (await fetch(`${base}/periods/1/map.svg`, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(saved).toBe(served);
    const [pngDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Map as PNG' }).click()]);
    expect(pngDownload.suggestedFilename()).toBe(`${realm}-month-1.png`);
    const png = readFileSync((await pngDownload.path())!);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBeGreaterThan(100); // width from the IHDR chunk

    await page.getByRole('button', { name: 'Month +' }).click();
    await expect.poll(() => page.getByTestId('map-month').innerText()).toBe('Month 2');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'phoenix-replay-2-month-2-390');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
