import type { Browser, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';
import { romeAsked, romePlay } from './rome-play.js';
import { jdaPlay } from './jda-play.js';

/** A phone as people hold it (issue 45 items 1 and 5): 390 × 844, touch, the mobile viewport. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 } as const;

/** What every screen of a table game must hold on the phone: no sideways scrolling, no serious or critical axe violation. */
async function checkScreen(page: Page, name: string, problems: string[]): Promise<void> {
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  if (width > PHONE.viewport.width) {
    const culprits = await page.evaluate<string>(
      "[...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !(e.parentElement && e.parentElement.getBoundingClientRect().right > window.innerWidth + 1)).slice(0, 3).map((e) => e.tagName.toLowerCase() + (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ').join('.') : '')).join(', ')",
    );
    problems.push(`${name}: the page is ${width} px wide (${culprits})`);
  }
  // Tables keep their words whole: a word (between spaces and hyphens) drawn on two lines is broken mid-word.
  const broken = await page.evaluate<string[]>(`(() => {
    const words = [];
    for (const cell of document.querySelectorAll('main td, main th')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        for (const match of node.textContent.matchAll(/[^\\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) words.push(match[0]);
        }
      }
    }
    return words;
  })()`);
  if (broken.length > 0) problems.push(`${name}: words broken in a table: ${broken.slice(0, 5).join(', ')}`);
  for (const violation of await seriousViolations(page)) problems.push(`${name}: ${violation}`);
  await screenshot(page, `phone-${name}`);
}

/** The buttons of the actions are disabled while the server has not answered; a refusal would then be on the page. */
async function settled(page: Page): Promise<void> {
  // Polled through a locator: waitForFunction with a text would need eval, which the content security policy forbids.
  await expect.poll(() => page.locator('[data-testid=actions] button:disabled:not(.draft-play)').count(), { timeout: 15_000 }).toBe(0);
  expect(await page.locator('.error').count()).toBe(0);
}

/** Waits until the seat is asked (its actions offered) or the game is over; true when asked. */
async function asked(page: Page, ready = '[data-testid=actions] button:not([disabled])'): Promise<boolean> {
  await Promise.race([page.locator(ready).first().waitFor({ timeout: 30_000 }), page.getByTestId('result').waitFor({ timeout: 30_000 })]);
  return (await page.getByTestId('result').count()) === 0;
}

type Touch = 'touchStart' | 'touchMove' | 'touchEnd';

/** Sends the fingers' positions as one touch event; the fingers keep their ids by their order. */
function touches(cdp: CDPSession) {
  return (type: Touch, points: { x: number; y: number }[]) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
}

/** Two fingers spread apart over the middle of an element, then one finger drags (CDP touch events, as a phone sends them). */
async function pinchAndDrag(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).boundingBox();
  if (box === null) throw new Error(`${selector} is not shown`);
  const cdp = await page.context().newCDPSession(page);
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const touch = touches(cdp);
  await touch('touchStart', [{ x: cx - 20, y: cy }]);
  await touch('touchStart', [{ x: cx - 20, y: cy }, { x: cx + 20, y: cy }]);
  for (let step = 1; step <= 8; step++) await touch('touchMove', [{ x: cx - 20 - step * 10, y: cy }, { x: cx + 20 + step * 10, y: cy }]);
  await touch('touchEnd', []);
  await touch('touchStart', [{ x: cx, y: cy }]);
  for (let step = 1; step <= 5; step++) await touch('touchMove', [{ x: cx + step * 12, y: cy + step * 6 }]);
  await touch('touchEnd', []);
  await cdp.detach();
}

/** Pinch zooms a board in, a drag moves it, and the page still fits; pinching back out shows the whole board again. */
async function checkZoom(page: Page, selector: string): Promise<void> {
  const svg = page.locator(selector);
  const before = await svg.getAttribute('viewBox');
  await pinchAndDrag(page, selector);
  await expect.poll(() => svg.getAttribute('data-zoomed')).toBe('true');
  const zoomed = (await svg.getAttribute('viewBox'))?.split(' ').map(Number) ?? [];
  const whole = before?.split(' ').map(Number) ?? [];
  expect(zoomed[2]).toBeLessThan((whole[2] ?? 0) * 0.8);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.viewport.width);
  // Pinching in (fingers together) goes back to the whole board.
  const box = (await svg.boundingBox()) as { x: number; y: number; width: number; height: number };
  const cdp = await page.context().newCDPSession(page);
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const touch = touches(cdp);
  await touch('touchStart', [{ x: cx - 150, y: cy }, { x: cx + 150, y: cy }]);
  for (let step = 1; step <= 14; step++) await touch('touchMove', [{ x: cx - 150 + step * 10, y: cy }, { x: cx + 150 - step * 10, y: cy }]);
  await touch('touchEnd', []);
  await cdp.detach();
  await expect.poll(() => svg.getAttribute('viewBox')).toBe(before);
  expect(await svg.getAttribute('data-zoomed')).toBe('false');
}

describe.skipIf(!HAVE_CHROMIUM)('the four table games played to their end on a phone by tapping (issue 45)', { timeout: 240_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  async function phone(): Promise<Page> {
    const page = await (await browser.newContext({ locale: 'en-GB', ...PHONE })).newPage();
    watchPageErrors(page, errors);
    return page;
  }

  /** Creates a match on the lobby by tapping, with bots on the other seats; the invite link of `seat`. */
  async function create(page: Page, form: string, players: string, seat: string, problems: string[], seed?: number): Promise<string> {
    await page.goto(`${server.url}/app/`);
    const create = page.locator(`form.${form}`);
    await create.getByLabel('Players').fill(players);
    if (seed !== undefined) await create.getByLabel('Seed').fill(String(seed));
    await checkScreen(page, `${form}-lobby`, problems);
    await create.getByRole('button', { name: 'Create' }).tap();
    const link = page.locator(`.links input[data-seat="${seat}"]`);
    await link.waitFor();
    await checkScreen(page, `${form}-created`, problems);
    return link.inputValue();
  }

  async function join(page: Page, invite: string, name: string, problems: string[]): Promise<void> {
    await page.goto(invite);
    const take = page.getByRole('button', { name: 'Take the seat' });
    await take.waitFor();
    await checkScreen(page, `${name}-join`, problems);
    await take.tap();
  }

  /** After the end: the home page lists the match (words whole), and the game master's page shows the same end. */
  async function spectatorEnd(page: Page, name: string, problems: string[]): Promise<void> {
    const result = await page.getByTestId('result').innerText();
    await page.goto(`${server.url}/app/`);
    const row = page.locator('table.list tr').filter({ hasText: 'Game master' });
    await row.waitFor();
    await checkScreen(page, `${name}-home`, problems);
    await row.getByRole('button', { name: 'Open' }).tap();
    await page.getByTestId('result').waitFor();
    expect(await page.getByTestId('result').innerText()).toBe(result);
    await checkScreen(page, `${name}-spectator-end`, problems);
  }

  it('Fall of Rome: two seats, the second a bot; the person taps a city and the offered actions until the game ends', async () => {
    const page = await phone();
    const problems: string[] = [];
    await join(page, await create(page, 'create-rome', '2', 'p1', problems), 'rome', problems);
    await page.getByTestId('rome-map').waitFor();
    await checkScreen(page, 'rome-start', problems);
    await checkZoom(page, '[data-testid=rome-map]');
    // A tapped city offers what can be done there.
    await page.locator('[data-testid=rome-map] [data-city="Roma"] circle.city-dot').tap({ force: true });
    await expect.poll(() => page.getByTestId('sheet').getAttribute('data-city')).toBe('Roma');
    await checkScreen(page, 'rome-city', problems);
    let moves = 0;
    // Played on the board: the pawn, lit cities, lit cards, the header's and the sheet's buttons (test/web/rome-play.ts).
    while (await romeAsked(page)) {
      expect(moves).toBeLessThan(400);
      await romePlay(page, moves, (target) => target.tap({ force: true }));
      moves++;
      expect(await page.locator('.error').count()).toBe(0);
      if (moves % 25 === 1) await checkScreen(page, `rome-move-${moves}`, problems);
    }
    expect(moves).toBeGreaterThan(0);
    await checkScreen(page, 'rome-end', problems);
    await spectatorEnd(page, 'rome', problems);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("Jeanne d'Arc 1429: Navarre against France's bot; every question answered by tapping a lit city, a lit card of the hand or the sheet", async () => {
    const page = await phone();
    const problems: string[] = [];
    // The seed of test/web/jeanne-darc-1429.test.ts: a game in which the person is asked in the player phase.
    await join(page, await create(page, 'create-jda', '2', 'navarre', problems, 1429), 'jda', problems);
    await page.getByTestId('jda-map').waitFor();
    await checkScreen(page, 'jda-start', problems);
    await checkZoom(page, '[data-testid=jda-map] svg');
    // The whole board is shown: its easternmost city lies inside the picture.
    const map = (await page.locator('[data-testid=jda-map] svg').boundingBox()) as { x: number; width: number };
    const dijon = (await page.locator('[data-testid=jda-map] g.city[data-city="dijon"]').boundingBox()) as { x: number; width: number };
    expect(dijon.x + dijon.width).toBeLessThanOrEqual(map.x + map.width);
    const phases = new Set<string>();
    let moves = 0;
    while (await asked(page)) {
      expect(moves).toBeLessThan(2500);
      const phase = await page.getByTestId('phase').innerText();
      if (!phases.has(phase)) {
        phases.add(phase);
        await checkScreen(page, `jda-phase-${phase.split(' ')[0] ?? ''}`, problems);
      }
      // A lit city on the map, a lit card of the hand or a button of the sheet (test/web/jda-play.ts).
      await jdaPlay(page, moves, true);
      moves++;
      await settled(page);
    }
    expect(moves).toBeGreaterThan(10);
    await checkScreen(page, 'jda-end', problems);
    await spectatorEnd(page, 'jda', problems);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('Domaine: red against blue the bot; castles founded by tapping the board, then the suggested moves until a king token reaches 50', async () => {
    const page = await phone();
    const problems: string[] = [];
    await join(page, await create(page, 'create-domaine', '2', 'red', problems), 'domaine', problems);
    await page.getByTestId('domaine-board').waitFor();
    await checkScreen(page, 'domaine-setup', problems);
    await checkZoom(page, '[data-testid=domaine-board]');
    // The first castle by tapping the board: an offered meadow, then an offered square beside it for the knight.
    expect(await asked(page)).toBe(true);
    await page.locator('.domaine-board .square.clickable').first().tap();
    await page.locator('.domaine-board .square.clickable').last().tap();
    await settled(page);
    await expect.poll(async () => (await page.getByTestId('log').innerText()).match(/red founds a castle/gi)?.length ?? 0, { timeout: 20_000 }).toBe(1);
    let moves = 0;
    while (await asked(page)) {
      expect(moves).toBeLessThan(400);
      const suggestion = page.locator('button.suggestion');
      if ((await suggestion.count()) > 0) await suggestion.tap();
      else await page.getByRole('button', { name: 'Take 3 ducats' }).tap();
      moves++;
      await settled(page);
      if (moves % 20 === 4) await checkScreen(page, `domaine-move-${moves}`, problems);
    }
    expect(await page.getByTestId('result').innerText()).toMatch(/ won \(/);
    await checkScreen(page, 'domaine-end', problems);
    await spectatorEnd(page, 'domaine', problems);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('CCC land combat: one person plays both sides through the declaration, the card windows and every step by tapping', async () => {
    const page = await phone();
    const problems: string[] = [];
    await join(page, await create(page, 'create-ccc', '1', 'both', problems), 'ccc', problems);
    await page.getByTestId('ccc-table').waitFor();
    const actions = page.getByTestId('actions');
    await actions.waitFor();
    await checkScreen(page, 'ccc-declare', problems);
    // The commander and a landing unit tapped on the battlefield.
    await page.locator('[data-piece="leader:cortes"]').tap();
    await page.locator('[data-piece="land:armada:s-inf-9"]').tap();
    await actions.getByRole('button', { name: 'Declare' }).tap();
    const seen = new Set<string>();
    let taps = 0;
    while (await asked(page, '[data-testid=actions] button:not([disabled]), .ccc-piece.lit')) {
      expect(taps).toBeLessThan(60);
      const kind = (await actions.getAttribute('data-kind')) ?? '';
      if (!seen.has(kind)) {
        seen.add(kind);
        await checkScreen(page, `ccc-${kind}`, problems);
      }
      const log = await page.getByTestId('ccc-table').getAttribute('data-log');
      if (kind === 'cards') await actions.getByRole('button', { name: 'No card' }).tap();
      else if (kind === 'free') await actions.getByRole('button', { name: 'End free actions' }).tap();
      else if (kind === 'charge') await actions.getByRole('button', { name: /^Announce a cavalry charge/ }).tap();
      else if (kind === 'siege') await actions.getByRole('button', { name: /^Announce the siege bonus/ }).tap();
      else if (kind === 'roll') await actions.getByRole('button', { name: 'Roll the LC DR' }).tap();
      else {
        // The retreat: a lit destination tapped on the battlefield, then confirmed.
        await page.locator('.ccc-piece.lit[data-piece^="retreat:"]').first().tap();
        await actions.getByRole('button', { name: /^Retreat to/ }).tap();
      }
      taps++;
      // The next choice is offered once the live log has the command's events.
      await expect.poll(() => page.getByTestId('ccc-table').getAttribute('data-log'), { timeout: 15_000 }).not.toBe(log);
    }
    expect(await page.getByTestId('result').innerText()).toMatch(/The land combat is over/);
    await checkScreen(page, 'ccc-end', problems);
    await spectatorEnd(page, 'ccc', problems);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
});
