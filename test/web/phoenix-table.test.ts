import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

interface Created {
  match: { id: string };
  gmToken: string;
  gmLink: string;
  seats: { seat: string; link: string }[];
}

interface Table {
  order: string[];
  current: string | null;
  turns: { seat: string; handedInAt: string | null }[];
}

describe.skipIf(!HAVE_CHROMIUM)('web client: Phoenix at the table, the flag and the 20-minute clock (R §3.4)', { timeout: 180_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it('the game master opens the table and passes the flag; every realm sees who holds it and the clock; over 20 minutes another realm may insist', async () => {
    const created = (await (await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Tisch', generate: { seed: 5, realms: 3, armies: true } }) })).json()) as Created;
    const base = `${server.url}/api/matches/${created.match.id}`;
    const table = async () => ((await (await fetch(`${base}/table`, { headers: { authorization: `Bearer ${created.gmToken}` } })).json()) as { table: Table | null }).table;
    const world = (await (await fetch(`${base}/periods/1/state`, { headers: { authorization: `Bearer ${created.gmToken}` } })).json()) as { calendar: { turnOrder: string[][] }; realms: { id: string; name: string }[] };
    const order = world.calendar.turnOrder[0] as string[];
    const [first, second] = order as [string, string];
    // Pages name realms, never their ids.
    const name = (realm: string) => (world.realms.find((r) => r.id === realm) as { name: string }).name;
    const link = (realm: string) => (created.seats.find((s) => s.seat === realm) as Created['seats'][number]).link;

    // The second realm of the order watches on a phone, in German; the clock of its page can be moved on.
    const playerContext = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } });
    const player = await playerContext.newPage();
    await player.clock.install();
    watchPageErrors(player, errors);
    await player.goto(link(second));
    await player.getByRole('button', { name: 'Platz einnehmen' }).click();
    await player.locator('.map-svg svg').waitFor();
    expect(await player.getByTestId('table-mode').count()).toBe(0);

    const gm = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 768 } })).newPage();
    watchPageErrors(gm, errors);
    await gm.goto(created.gmLink);
    const box = gm.getByTestId('table-mode');
    await box.getByText('The table is not open.').waitFor();
    await box.getByRole('button', { name: 'Open the table' }).click();
    await expect.poll(() => gm.getByTestId('flag-holder').innerText()).toBe(name(first));
    expect(await box.getByRole('listitem').allInnerTexts()).toEqual([`⚑ ${name(first)}`, ...order.slice(1).map(name)]);
    await expect.poll(() => gm.getByTestId('table-clock').innerText()).toMatch(/^0:0\d \/ 20:00$/);
    expect(await seriousViolations(gm)).toEqual([]);
    await screenshot(gm, 'phoenix-table-gm-1366');

    // Live on the realm's page: the flag, the clock, and after 20 minutes the claim it may make.
    await expect.poll(() => player.getByTestId('flag-holder').innerText()).toBe(name(first));
    await expect.poll(() => player.getByTestId('table-clock').innerText()).toMatch(/ \/ 20:00$/);
    expect(await player.getByRole('button', { name: 'Auf der Zugzeit bestehen' }).count()).toBe(0);
    await player.clock.fastForward('20:30');
    await expect.poll(() => player.getByTestId('table-mode').innerText()).toContain('Die 20 Minuten sind überschritten');
    await player.getByRole('button', { name: 'Auf der Zugzeit bestehen' }).click();
    expect(await player.getByRole('alertdialog').innerText()).toContain(`${name(first)} verliert damit seinen Zug: alle Einheiten bleiben diesen Monat stehen.`);
    await screenshot(player, 'phoenix-table-realm-390');
    expect(await seriousViolations(player)).toEqual([]);
    // Only the page's clock moved: the server's 20 minutes have not passed, so it refuses the claim and nothing is recorded.
    await player.getByRole('button', { name: 'Ja, bestehen' }).click();
    await expect.poll(() => player.getByRole('alert').innerText()).toBe('Abgelehnt: Das Reich ist noch in seinen 20 Minuten (nach der Uhr des Servers).');
    expect((await table())?.turns[0]).toMatchObject({ seat: first, handedInAt: null });

    // The turn is handed in at the table: the clock stops; the flag goes on after asking.
    await box.getByRole('button', { name: 'Record the hand-in at the table' }).click();
    await expect.poll(() => gm.getByTestId('table-clock').innerText()).toMatch(/^handed in after 0:\d\d$/);
    await box.getByRole('button', { name: 'Pass the flag' }).click();
    expect(await gm.getByRole('alertdialog').innerText()).toContain(`The flag goes to ${name(second)}; the clock of ${name(first)} ends.`);
    await gm.getByRole('button', { name: 'Yes, pass it' }).click();
    await expect.poll(() => gm.getByTestId('flag-holder').innerText()).toBe(name(second));
    await expect.poll(() => player.getByTestId('flag-holder').innerText()).toBe(name(second));
    // The realm holding the flag hands in its turn itself: its clock stops.
    await player.getByRole('tab', { name: 'Zug' }).click();
    await player.getByRole('button', { name: 'Zug abgeben' }).click();
    await expect.poll(async () => (await table())?.turns[1]?.handedInAt ?? null).not.toBeNull();
    await expect.poll(() => gm.getByTestId('table-clock').innerText()).toContain('handed in after');
    await box.getByRole('button', { name: 'End the playing day' }).click();
    await box.getByText('The playing day has ended').waitFor();
    expect(errors).toEqual([]);
  });
});
