import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registeredGames } from '../../src/kernel/registry.js';
import '../../src/games/index.js';
import { seriousViolations } from './axe.js';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

interface Created {
  match: { id: string };
  gmToken: string;
  gmLink: string;
  seats: { seat: string; invite: string; link: string }[];
}

const VIEWPORTS = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** What a screen must hold on both sizes: no sideways scrolling of the page, no serious accessibility violation. */
async function checkScreen(page: Page, name: string, viewport: string): Promise<string[]> {
  const problems: string[] = [];
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  if (overflow > 0) {
    // Name the outermost elements that stick out, so a failure says where to look.
    const culprits = await page.evaluate<string>(
      "[...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !(e.parentElement && e.parentElement.getBoundingClientRect().right > window.innerWidth + 1)).slice(0, 3).map((e) => e.tagName.toLowerCase() + (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ').join('.') : '')).join(', ')",
    );
    problems.push(`${name} @${viewport}: the page scrolls sideways by ${overflow} px (${culprits})`);
  }
  for (const violation of await seriousViolations(page)) problems.push(`${name} @${viewport}: ${violation}`);
  await screenshot(page, `screen-${name}-${viewport}`);
  return problems;
}

async function post(url: string, body: unknown, token?: string): Promise<Created> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) });
  return (await response.json()) as Created;
}

describe.skipIf(!HAVE_CHROMIUM)('every screen at 1366 × 768 and 390 × 844 (issue 19)', { timeout: 600_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it('no screen scrolls sideways and axe finds no serious violation', async () => {
    const phoenix = await post(`${server.url}/api/phoenix/matches`, { title: 'Screens', generate: { seed: 3, realms: 2, armies: true } });
    // Every other game with a web table, as its demo sets it up.
    const games = registeredGames().filter((game) => game.demo !== undefined && game.ruleSet !== undefined);
    const others = await Promise.all(games.map(async (game) => ({ game: game.id, created: await post(`${server.url}/api/matches`, { game: game.id, title: game.title, options: game.demo?.options }) })));
    // The table is open (R §3.4), so that every Phoenix screen shows it.
    await post(`${server.url}/api/matches/${phoenix.match.id}/table`, { period: 1, action: 'start' }, phoenix.gmToken);
    const problems: string[] = [];
    for (const [index, viewport] of VIEWPORTS.entries()) {
      const context = await browser.newContext({ locale: 'de-DE', viewport: { width: viewport.width, height: viewport.height } });
      const page = await context.newPage();
      watchPageErrors(page, errors);
      const visit = async (name: string, open: () => Promise<void>) => {
        await open();
        problems.push(...(await checkScreen(page, name, viewport.name)));
      };
      await visit('home', async () => {
        await page.goto(`${server.url}/app/`);
        await page.getByRole('heading', { name: 'Phoenix-Partie anlegen' }).waitFor();
      });
      // An invite works once: each size takes a seat of its own.
      const seat = phoenix.seats[index] as Created['seats'][number];
      await visit('join', async () => {
        await page.goto(seat.link);
        await page.getByRole('button', { name: 'Platz einnehmen' }).waitFor();
      });
      await page.getByRole('button', { name: 'Platz einnehmen' }).click();
      await page.locator('.map-svg svg').waitFor();
      for (const [tab, name] of [
        ['Karte', 'realm-map'],
        ['Zug', 'realm-turn'],
        ['Berichte', 'realm-reports'],
        ['Schlachtrechner', 'realm-battle'],
      ] as const) {
        await visit(name, async () => {
          await page.getByRole('tab', { name: tab }).click();
          await page.waitForTimeout(300);
        });
      }
      // Accounts (D-17): saving the seat, signing in, and "My seats" with the seat kept.
      await visit('save-seat', async () => {
        await page.getByText('Konto anlegen').click();
        // On 127.0.0.1 the box says passkeys need a name such as localhost (test/web/accounts.test.ts uses them there).
        await page.getByText('Passkeys brauchen die Adresse des Servers als Namen').waitFor();
      });
      const seatToken = await page.evaluate<string>(`JSON.parse(localStorage.getItem('arbiter.sessions'))[0].token`);
      await visit('account-sign-in', async () => {
        await page.goto(`${server.url}/app/account`);
        await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
      });
      const accountId = await server.store.accounts.addPasskey(null, { id: `screens-${viewport.name}`, publicKey: 'AA', counter: 0, transports: [] });
      await server.store.accounts.holdSeat(accountId, seatToken);
      const accountSession = await server.store.accounts.openSession(accountId, 60_000);
      await visit('my-seats', async () => {
        await page.evaluate(`localStorage.setItem('arbiter.account', ${JSON.stringify(accountSession)})`);
        await page.reload();
        await page.getByTestId('held-seat').waitFor();
      });
      await page.goto(phoenix.gmLink);
      await page.getByRole('tab', { name: 'Abgaben' }).waitFor();
      for (const [tab, name] of [
        ['Abgaben', 'gm-month'],
        ['Verlauf', 'gm-history'],
        ['Berichte', 'gm-reports'],
        ['Welt korrigieren', 'gm-correct'],
        ['Schlachtrechner', 'gm-battle'],
      ] as const) {
        await visit(name, async () => {
          await page.getByRole('tab', { name: tab }).click();
          await page.waitForTimeout(300);
        });
      }
      // The game master's new desks of issue 19: the table, absences, the Access map.
      await visit('gm-table', async () => {
        await page.getByRole('tab', { name: 'Abgaben' }).click();
        await page.getByTestId('table-mode').scrollIntoViewIfNeeded();
      });
      for (const [radio, name] of [
        ['Abwesenheit', 'gm-absence'],
        ['Treffen buchen', 'gm-meeting'],
        ['Karte (Access)', 'gm-map-import'],
      ] as const) {
        await visit(name, async () => {
          await page.getByRole('tab', { name: 'Welt korrigieren' }).click();
          await page.getByRole('radio', { name: radio }).check();
          await page.waitForTimeout(300);
        });
      }
      for (const { game, created } of others) {
        await visit(`${game}-gm`, async () => {
          await page.goto(created.gmLink);
          await page.locator('main h1').waitFor();
          await page.waitForTimeout(500);
        });
        await visit(`${game}-seat`, async () => {
          await page.goto((created.seats[index] as Created['seats'][number]).link);
          await page.locator('main button').first().click();
          await page.locator('main h1').waitFor();
          await page.waitForTimeout(500);
        });
      }
      await context.close();
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
});
