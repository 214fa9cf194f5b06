/**
 * Screenshots of the five games at the table, on a phone (390 × 844) and a laptop (1366 × 768), for
 * the games' READMEs: docs/images/<game>-phone.png and docs/images/<game>-laptop.png.
 *
 *   npx tsx scripts/screenshots.ts
 *
 * Builds the web client if its build is older than its sources, starts the server on a fresh store
 * and headless Chromium as the browser tests do (test/web/harness.ts), plays each table game a few
 * moves in (bots on the other seats) and Phoenix's realm page with its map, and photographs the seat.
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ensureWebBuild, launchChromium, startServer, type WebServer } from '../test/web/harness.js';
import { romeAsked, romePlay } from '../test/web/rome-play.js';
import { jdaPlay } from '../test/web/jda-play.js';

const OUT = path.resolve(import.meta.dirname, '..', 'docs', 'images');
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 } as const;
const LAPTOP = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 } as const;
/** The README's limit for one picture. */
const MOST_BYTES = 300_000;

/** Waits until the buttons of the actions are enabled again (the server answered) or the game is over. */
async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 150 && (await page.locator('[data-testid=actions] button:disabled:not(.draft-play)').count()) > 0; i++) await page.waitForTimeout(100);
}

/** True once the seat is asked (an enabled action) before `ms`; false when the game is over or nothing is offered. */
async function asked(page: Page, ms = 20_000): Promise<boolean> {
  const offered = page.locator('[data-testid=actions] button:not([disabled])').first();
  await Promise.race([offered.waitFor({ timeout: ms }), page.getByTestId('result').waitFor({ timeout: ms })]).catch(() => undefined);
  return (await page.getByTestId('result').count()) === 0 && (await offered.count()) > 0;
}

/** Creates a match through the lobby's form (bots on the other seats) and takes `seat` in `context`. */
async function takeSeat(server: WebServer, context: BrowserContext, form: string, players: string, seat: string, seed?: number): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/app/`);
  const create = page.locator(`form.${form}`);
  await create.getByLabel('Players').fill(players);
  if (seed !== undefined) await create.getByLabel('Seed').fill(String(seed));
  await create.getByRole('button', { name: 'Create' }).click();
  const invite = await page.locator(`.links input[data-seat="${seat}"]`).inputValue();
  await page.goto(invite);
  await page.getByRole('button', { name: 'Take the seat' }).click();
  await page.locator('main h1').waitFor();
  return page;
}

interface Shot {
  readonly game: string;
  /** Sets the table up in `page` (a laptop's), a few moves in. */
  readonly play: (server: WebServer, context: BrowserContext) => Promise<Page>;
  /** What both pictures show once the page is open on either size. */
  readonly ready: (page: Page) => Promise<void>;
}

const SHOTS: readonly Shot[] = [
  {
    game: 'fall-of-rome',
    play: async (server, context) => {
      const page = await takeSeat(server, context, 'create-rome', '2', 'p1', 169);
      await page.getByTestId('rome-map').waitFor();
      // A few plays by taps on the board, as test/web/rome-play.ts makes them.
      for (let move = 0; move < 5 && (await romeAsked(page)); move++) await romePlay(page, move, (target) => target.click({ force: true }));
      return page;
    },
    ready: async (page) => {
      await page.getByTestId('rome-map').waitFor();
      // The own pawn tapped: the cities it may go to lit on the map with their costs (an older table: Roma's panel).
      const pawn = page.locator('[data-testid=rome-map] .pawn.mine circle');
      if ((await pawn.count()) > 0) await pawn.first().click({ force: true });
      else await page.locator('[data-testid=rome-map] [data-city="Roma"] circle.city-dot').click({ force: true });
      await page.locator('[data-testid=city-actions], [data-testid=sheet]').first().waitFor({ timeout: 5000 }).catch(() => undefined);
    },
  },
  {
    game: 'jeanne-darc-1429',
    play: async (server, context) => {
      const page = await takeSeat(server, context, 'create-jda', '2', 'navarre', 1429);
      await page.getByTestId('jda-map').waitFor();
      // On to the player phase's attacks, played by taps on the board as test/web/jda-play.ts makes them.
      for (let move = 0; move < 400 && (await asked(page)); move++) {
        if ((await page.locator('.jda-map g.city.origin').count()) > 0) break;
        await jdaPlay(page, move, false);
        await settle(page);
      }
      return page;
    },
    ready: async (page) => {
      await page.getByTestId('jda-map').waitFor();
      // One of Navarre's cities tapped: the targets of its attacks lit on the map with their cost.
      const origins = page.locator('.jda-map g.city.origin');
      for (let i = 0; i < (await origins.count()); i++) {
        await origins.nth(i).click();
        if ((await page.locator('.jda-map g.city.choosable').count()) > 0) break;
      }
    },
  },
  {
    game: 'domaine',
    play: async (server, context) => {
      const page = await takeSeat(server, context, 'create-domaine', '2', 'red', 7);
      await page.getByTestId('domaine-board').waitFor();
      // The castles and some moves after them: domaines, borders and knights on the board.
      for (let move = 0; move < 12 && (await asked(page)); move++) {
        const suggestion = page.locator('button.suggestion');
        if ((await suggestion.count()) > 0) await suggestion.click();
        else await page.getByRole('button', { name: 'Take 3 ducats' }).click();
        await settle(page);
      }
      return page;
    },
    ready: async (page) => {
      await page.getByTestId('domaine-board').waitFor();
    },
  },
  {
    game: 'ccc-land-combat',
    play: async (server, context) => {
      const page = await takeSeat(server, context, 'create-ccc', '1', 'both');
      const actions = page.getByTestId('actions');
      await actions.waitFor();
      // The commander and a landing unit tapped on the battlefield.
      await page.locator('[data-piece="leader:cortes"]').click();
      await page.locator('[data-piece="land:armada:s-inf-9"]').click();
      await actions.getByRole('button', { name: 'Declare' }).click();
      // Through the card windows and steps until the LC DR is rolled and told.
      for (let tap = 0; tap < 40 && (await page.getByTestId('ccc-roll').count()) === 0 && (await asked(page)); tap++) {
        const kind = (await actions.getAttribute('data-kind')) ?? '';
        const log = await page.getByTestId('ccc-table').getAttribute('data-log');
        if (kind === 'cards') await actions.getByRole('button', { name: 'No card' }).click();
        else if (kind === 'free') await actions.getByRole('button', { name: 'End free actions' }).click();
        else if (kind === 'roll') await actions.getByRole('button', { name: 'Roll the LC DR' }).click();
        else await actions.getByRole('button').first().click();
        for (let i = 0; i < 100 && (await page.getByTestId('ccc-table').getAttribute('data-log')) === log; i++) await page.waitForTimeout(100);
      }
      return page;
    },
    ready: async (page) => {
      await page.getByTestId('ccc-table').waitFor();
    },
  },
  {
    game: 'phoenix',
    play: async (server, context) => {
      const response = await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Erkenfara', generate: { seed: 5, realms: 3, armies: true }, seed: 99 }) });
      const created = (await response.json()) as { seats: { link: string }[] };
      const page = await context.newPage();
      await page.goto((created.seats[0] as { link: string }).link);
      await page.getByRole('button', { name: 'Take the seat' }).click();
      await page.locator('.map-svg svg').waitFor();
      return page;
    },
    ready: async (page) => {
      await page.locator('.map-svg svg').waitFor();
    },
  },
];

async function photograph(browser: Browser, server: WebServer, shot: Shot): Promise<void> {
  const laptop = await browser.newContext({ locale: 'en-GB', ...LAPTOP });
  const played = await shot.play(server, laptop);
  const url = played.url();
  // The same seat on the phone: the session the laptop's page saved, in a phone's context.
  const phone = await browser.newContext({ locale: 'en-GB', ...PHONE, storageState: await laptop.storageState() });
  for (const [context, size] of [
    [laptop, 'laptop'],
    [phone, 'phone'],
  ] as const) {
    const page = context === laptop ? played : await context.newPage();
    if (page !== played) await page.goto(url);
    await shot.ready(page);
    await page.waitForTimeout(800);
    // The top of the page: a tap may have scrolled it.
    await page.evaluate('window.scrollTo(0, 0)');
    await page.waitForTimeout(200);
    const file = path.join(OUT, `${shot.game}-${size}.png`);
    await page.screenshot({ path: file, fullPage: false });
    const bytes = statSync(file).size;
    console.log(`${path.relative(process.cwd(), file)}: ${Math.round(bytes / 1000)} kB`);
    if (bytes > MOST_BYTES) console.warn(`  larger than ${MOST_BYTES / 1000} kB`);
  }
  await phone.close();
  await laptop.close();
}

mkdirSync(OUT, { recursive: true });
await ensureWebBuild();
const server = await startServer();
const browser = await launchChromium();
try {
  const only = process.argv.slice(2);
  for (const shot of SHOTS) if (only.length === 0 || only.includes(shot.game)) await photograph(browser, server, shot);
} finally {
  await browser.close();
  await server.close();
}
