import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { BATTLE_TURN, battleWorld } from '../server/phoenix-orders.js';
import { seriousViolations } from './axe.js';
import { englishWords } from './english-words.js';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

interface Created {
  match: { id: string };
  gmLink: string;
  seats: { seat: string; link: string }[];
}

describe.skipIf(!HAVE_CHROMIUM)('web client: at the table the game master evaluates each realm’s turn after its hand-in (R §3.4; P-296–P-298)', { timeout: 240_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  async function realmPage(link: string, width: number, height: number): Promise<Page> {
    const page = await (await browser.newContext({ locale: 'de-DE', viewport: { width, height } })).newPage();
    watchPageErrors(page, errors);
    await page.goto(link);
    await page.getByRole('button', { name: 'Platz einnehmen' }).click();
    await page.locator('.map-svg svg').waitFor();
    return page;
  }

  async function handIn(page: Page, text: string): Promise<void> {
    await page.getByRole('tab', { name: 'Zug' }).click();
    await page.locator('.turn-editor textarea').fill(text);
    await page.getByRole('button', { name: 'Zug abgeben' }).click();
  }

  it('a realm hands in, the game master evaluates it and passes the flag; the next realm still hands in; the first is refused in German', async () => {
    const world: World = battleWorld();
    world.calendar.turnOrder = [['a', 'b'], ['a', 'b'], ['a', 'b'], ['a', 'b']];
    // The pages name realms as people know them, never by id.
    Object.assign(world.realms[0] as object, { name: 'Nordmark' });
    Object.assign(world.realms[1] as object, { name: 'Südwacht' });
    const created = (await (await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Tisch', world, seed: 3 }) })).json()) as Created;
    const link = (realm: string) => (created.seats.find((s) => s.seat === realm) as Created['seats'][number]).link;

    const gm = await (await browser.newContext({ locale: 'de-DE', viewport: { width: 1366, height: 768 } })).newPage();
    watchPageErrors(gm, errors);
    await gm.goto(created.gmLink);
    const desk = gm.getByTestId('table-mode');
    await desk.getByRole('button', { name: 'Tisch eröffnen' }).click();
    await expect.poll(() => gm.getByTestId('flag-holder').innerText()).toBe('Nordmark');
    await expect.poll(() => gm.getByTestId('step-next').innerText()).toBe('Als Nächstes wird der Zug von Nordmark ausgewertet.');
    // Nothing to evaluate before the hand-in.
    expect(await desk.getByRole('button', { name: 'Zug von Nordmark auswerten' }).count()).toBe(0);

    const a = await realmPage(link('a'), 1366, 768);
    const b = await realmPage(link('b'), 390, 844);
    await expect.poll(() => b.getByTestId('own-step').innerText()).toBe('Du kannst deinen Zug abgeben oder ändern, bis er ausgewertet ist.');

    // a hands in holding the flag: the desk offers to evaluate its turn at once.
    await handIn(a, BATTLE_TURN);
    await desk.getByRole('button', { name: 'Zug von Nordmark auswerten' }).click();
    await expect.poll(() => desk.getByRole('listitem').allInnerTexts()).toEqual(['⚑ Nordmark ✓ ausgewertet', 'Südwacht']);
    await desk.getByText('Der Zug von Nordmark ist ausgewertet: Die Fahne kann weitergegeben werden.').waitFor();
    await expect.poll(() => gm.getByTestId('step-next').innerText()).toBe('Als Nächstes wird der Zug von Südwacht ausgewertet.');
    expect(await seriousViolations(gm)).toEqual([]);
    await screenshot(gm, 'phoenix-table-steps-gm-1366');

    // a's turn can no longer be changed: the page says why, in German.
    await expect.poll(() => a.getByTestId('own-step').innerText()).toContain('Dein Zug ist ausgewertet und kann nicht mehr geändert werden.');
    // Said before a tries (issue 46): the page says so and hand-in is disabled (the server's refusal is test/server/table-steps.test.ts).
    await a.getByRole('tab', { name: 'Zug' }).click();
    await expect.poll(() => a.getByTestId('turns-closed').innerText()).toContain('Die Spielleitung hat deinen Zug dieses Monats am Tisch ausgewertet: Er kann nicht mehr geändert werden.');
    expect(await a.getByRole('button', { name: 'Zug abgeben' }).isDisabled()).toBe(true);
    expect(englishWords(await a.locator('main').innerText())).toEqual([]);

    // The flag goes to b, which hands in after a's step — and changes its turn once more.
    await desk.getByRole('button', { name: 'Fahne weitergeben' }).click();
    await gm.getByRole('button', { name: 'Ja, weitergeben' }).click();
    await expect.poll(() => b.getByTestId('flag-holder').innerText()).toBe('Südwacht');
    await handIn(b, 'REICH b');
    await expect.poll(() => b.locator('.turn-status').innerText()).toContain('1');
    await handIn(b, 'REICH b\nSONDERBEFEHL 101 FEUERN');
    await expect.poll(() => b.locator('.turn-status').innerText()).toContain('2');
    expect(await b.getByRole('alert').count()).toBe(0);
    await b.getByRole('tab', { name: 'Karte' }).click();
    const seen = await b.locator('main').innerText();
    // b learns whose turn was evaluated, not what came of it: no report before the month is published.
    expect(seen).toContain('Nordmark ✓ ausgewertet');
    expect(englishWords(seen)).toEqual([]);
    expect(await seriousViolations(b)).toEqual([]);
    await screenshot(b, 'phoenix-table-steps-realm-390');

    // b's step completes the month (a's step replayed as it ran).
    await desk.getByRole('button', { name: 'Zug von Südwacht auswerten' }).click();
    await expect.poll(() => gm.locator('.status-line').innerText()).toContain('Monat 2');
    expect(errors).toEqual([]);
  });
});
