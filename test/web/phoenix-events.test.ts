import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { seriousViolations } from './axe.js';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

interface Created {
  match: { id: string };
  gmToken: string;
  gmLink: string;
  seats: { seat: string; link: string }[];
}

describe.skipIf(!HAVE_CHROMIUM)('web client: the game master announces the month’s events (R §6.11, issue 16)', { timeout: 180_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it('each event is an audited correction; the realms read it in the news; it can be taken back', async () => {
    const created = (await (await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Ereignisse', generate: { seed: 7, realms: 2, armies: true } }) })).json()) as Created;
    const base = `${server.url}/api/matches/${created.match.id}`;
    const world = async () => (await (await fetch(`${base}/periods/1/state`, { headers: { authorization: `Bearer ${created.gmToken}` } })).json()) as World;
    const before = await world();
    const struck = before.hexes.filter((h) => h.terrain !== 'water' && h.owner !== undefined).slice(0, 2).map((h) => h.at);
    expect(struck).toHaveLength(2);

    const player = await (await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } })).newPage();
    watchPageErrors(player, errors);
    await player.goto(created.seats[0]!.link);
    await player.getByRole('button', { name: 'Platz einnehmen' }).click();
    await player.locator('.map-svg svg').waitFor();

    const gm = await (await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } })).newPage();
    watchPageErrors(gm, errors);
    await gm.goto(created.gmLink);
    await gm.getByRole('tab', { name: 'Welt korrigieren' }).click();
    await gm.getByRole('radio', { name: 'Ereignisse' }).check();
    await expect.poll(() => gm.getByTestId('month-events').innerText()).toBe('Für diesen Monat ist kein Ereignis angesagt.');
    const add = gm.getByRole('button', { name: 'Ereignis ansagen (als Korrektur)' });

    // Without a reason, or with hexes not written as places, nothing can be saved.
    await gm.getByLabel('Betroffene Gemarken').fill(struck.join(' '));
    expect(await add.isDisabled()).toBe(true);
    await gm.getByLabel('Begründung').fill('Die Pest bricht aus');
    await gm.getByLabel('Betroffene Gemarken').fill('irgendwo');
    expect(await add.isDisabled()).toBe(true);
    expect(await gm.getByText('Gemarken als „503/22“ angeben').count()).toBe(1);

    await gm.locator('select[name=month-event]').selectOption('plague');
    await gm.getByLabel('Betroffene Gemarken').fill(struck.join(', '));
    await add.click();
    await expect.poll(async () => (await world()).calendar.events).toEqual([{ event: 'plague', at: struck }]);
    await expect.poll(() => gm.getByTestId('audit').innerText()).toContain('Die Pest bricht aus (Kalender 1)');
    expect(await gm.getByTestId('corrected').innerText()).toBe('Korrigiert: Kalender 1');
    await expect.poll(() => gm.getByTestId('month-events').innerText()).toContain(`Die Pest: ${struck.join(', ')}`);
    await expect.poll(() => player.locator('.news-ticker').innerText()).toContain('Pest');
    expect(await gm.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
    expect(await seriousViolations(gm)).toEqual([]);
    await screenshot(gm, 'phoenix-events-390');

    // Taken back: the list is empty again, and that too is in the audit log.
    await gm.getByLabel('Begründung').fill('doch keine Pest');
    await gm.getByTestId('month-events').getByRole('button', { name: 'Entfernen' }).click();
    await expect.poll(async () => (await world()).calendar.events).toBeUndefined();
    await expect.poll(() => gm.getByTestId('audit').locator('li').count()).toBe(2);
    expect(errors).toEqual([]);
  });
});
