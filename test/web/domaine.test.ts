import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { englishWords } from './english-words.js';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

// Issue 45 item 1: Domaine played on the board — the header says who acts and what the game waits
// for; the price list's actions are cards with their name, price and effect; a card tapped lights
// the squares or border slots the rules allow, each with its price; taps on the board act; the log
// speaks in sentences; nothing raw anywhere; a phone page 390 px wide without sideways scrolling.

/** Enough moves for a whole game of two seats; the game ends long before. */
const MOST_MOVES = 400;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 } as const;
type Tap = (target: Locator) => Promise<void>;

/** What a player must never see: JSON, command or colour ids, numbered squares or slots. */
const RAW = [/[{}[\]"]/, /\b(?:take-ducats|special-income|free-knight|all-castles|borders|knights)\b(?=[:=])/, /\b(?:edge|square|seat) \d+/i, /\bundefined\b|\bNaN\b/];

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Waits until it is red's move (the actions are offered) or the game is over; true when it is red's move. */
async function redToMove(page: Page): Promise<boolean> {
  const actions = page.getByTestId('actions');
  await Promise.race([actions.waitFor({ timeout: 30_000 }), page.getByTestId('result').waitFor({ timeout: 30_000 })]);
  return (await page.getByTestId('result').count()) === 0;
}

async function settled(page: Page): Promise<void> {
  // Polled through a locator: waitForFunction with a text would need eval, which the content security policy forbids.
  await expect.poll(() => page.locator('[data-testid=actions] button:disabled').count()).toBe(0);
  expect(await page.locator('.error').count()).toBe(0);
}

async function rawText(page: Page): Promise<string[]> {
  const text = await page.locator('.domaine').innerText();
  return RAW.flatMap((pattern) => {
    const found = pattern.exec(text);
    return found === null ? [] : [`${found[0]} in “${text.slice(Math.max(0, found.index - 40), found.index + 40).replace(/\s+/g, ' ')}”`];
  });
}

/** The data-price of each element of a list (in the page: the root tsconfig has no DOM types). */
const pricesOf = (list: unknown[]) => list.map((e) => (e as { getAttribute: (name: string) => string | null }).getAttribute('data-price'));

const width = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

describe.skipIf(!HAVE_CHROMIUM)('web client: Domaine played on the board', { timeout: 300_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  /** A two-seat match, blue the heuristic bot on the server; the page of red's seat. */
  async function seat(locale: string, options: Parameters<Browser['newContext']>[0], take: string): Promise<{ page: Page; host: string }> {
    const created = await post<{ match: { id: string }; gmToken: string; seats: { seat: string; link: string }[]; links?: unknown }>(`${server.url}/api/matches`, { game: 'domaine', title: 'Board', options: { players: 2 }, seed: 45 });
    await post(`${server.url}/api/matches/${created.match.id}/seats/blue/bot`, { bot: 'heuristic' }, created.gmToken);
    const page = await (await browser.newContext({ locale, ...options })).newPage();
    watchPageErrors(page, errors);
    await page.goto(created.seats.find((s) => s.seat === 'red')!.link);
    await page.getByRole('button', { name: take }).click();
    await page.getByTestId('domaine-board').waitFor();
    return { page, host: created.match.id };
  }

  const lit = (page: Page) => page.locator('.domaine-board .square.clickable');
  const slots = (page: Page) => page.locator('.domaine-board g.edge.clickable');

  /** The four castles of setup by taps: a lit meadow, then a lit square beside it for the knight. */
  async function found(page: Page, tap: Tap, castles: number): Promise<void> {
    for (let castle = 0; castle < castles; castle++) {
      expect(await redToMove(page)).toBe(true);
      const meadow = lit(page).first();
      const at = await meadow.getAttribute('data-square');
      await tap(meadow);
      await expect.poll(() => page.locator('.domaine-board .square.picked').getAttribute('data-square')).toBe(at);
      // Only the squares beside it are lit now, and the castle is picked.
      expect(await lit(page).count()).toBeLessThanOrEqual(4);
      await tap(lit(page).last());
      await expect.poll(() => page.locator('.domaine-board .square.picked').count()).toBe(0);
      await settled(page);
    }
  }

  it('on a laptop: the header, the action cards with prices, borders and knights by clicks with their prices lit, then the game to its end', async () => {
    const { page } = await seat('en-GB', { viewport: { width: 1366, height: 768 } }, 'Take the seat');
    const click: Tap = (target) => target.click();
    expect(await page.getByTestId('turn-header').innerText()).toContain('Your move.');
    expect((await page.getByTestId('waits').innerText()).trim()).toBe('Red founds a castle with a knight.');
    expect(await page.getByTestId('actions').innerText()).toContain('Tap a lit meadow for a castle.');
    await screenshot(page, 'domaine-1-setup');
    await found(page, click, 4);
    await expect.poll(async () => (await page.getByTestId('log').innerText()).match(/Red founds a castle/g)?.length ?? 0, { timeout: 20_000 }).toBe(4);

    // The price list as cards: name, price, effect; a card without any allowed command is not offered.
    expect(await redToMove(page)).toBe(true);
    expect((await page.getByTestId('waits').innerText()).trim()).toBe('Red chooses an action.');
    const cards = page.locator('.action-card');
    expect(await cards.count()).toBe(7);
    expect(await page.locator('.action-card[data-mode=borders]').innerText()).toMatch(/Borders\s+1 \/ 3 \/ 6 ducats\s+1, 2 or 3 borders around one of your castles/);
    expect(await page.locator('.action-card[data-mode=treason]').innerText()).toMatch(/Treason\s+die 1–2: failure · 3: 7 · 4: 5 · 5: 3 · 6: 1 \(ducats\)/);
    expect(await page.locator('.action-card[data-mode=treason]').getAttribute('aria-disabled')).toBe('true');
    expect(await page.locator('.action-card[data-mode=take-ducats]').getAttribute('aria-disabled')).toBe('false');
    expect(await lit(page).count()).toBe(0);

    // Borders: the card lights the slots, each with the price of the borders with it.
    await page.locator('.action-card[data-mode=borders]').click();
    expect(await page.getByTestId('actions').innerText()).toContain('Tap up to 3 lit border slots');
    expect(await slots(page).count()).toBeGreaterThan(0);
    expect(new Set(await slots(page).evaluateAll(pricesOf))).toEqual(new Set(['1']));
    expect(await page.getByTestId('next-price').innerText()).toBe('Each lit slot: 1 border for 1 ducat.');
    // The other cards step aside while one is played; "Other action" brings them back.
    expect(await cards.count()).toBe(1);
    const first = slots(page).first();
    const firstName = (await first.getAttribute('data-edge')) as string;
    await first.click();
    await expect.poll(() => page.locator('.domaine-board g.edge.picked').count()).toBe(1);
    await expect.poll(async () => new Set(await slots(page).evaluateAll(pricesOf))).toEqual(new Set(['3']));
    expect(await page.getByTestId('next-price').innerText()).toBe('Each lit slot: 2 borders for 3 ducats.');
    expect(await page.getByTestId('confirm').innerText()).toBe(`Play: place border on ${firstName} · 1 ducat`);
    const second = slots(page).first();
    const secondName = (await second.getAttribute('data-edge')) as string;
    await second.click();
    await expect.poll(() => page.getByTestId('confirm').innerText()).toMatch(new RegExp(`^Play: place borders on .* · 3 ducats$`));
    await screenshot(page, 'domaine-2-borders-picked');
    // A picked slot tapped again is taken back.
    await page.locator(`.domaine-board g.edge.picked[data-edge="${secondName}"]`).click();
    await expect.poll(() => page.locator('.domaine-board g.edge.picked').count()).toBe(1);
    expect(await rawText(page)).toEqual([]);
    await page.getByTestId('confirm').click();
    await settled(page);
    await expect.poll(async () => page.getByTestId('log').innerText(), { timeout: 20_000 }).toContain(`Red places a border on ${firstName}`);
    expect(await page.locator(`.domaine-board line.border[data-edge="${firstName}"]`).count()).toBe(1);
    expect(await page.getByTestId('log').innerText()).toContain('Red pays 1 ducat (price)');

    // Knights: the lit squares show 3 (4 in a forest); after one, the second costs 7 (or more) for both.
    expect(await redToMove(page)).toBe(true);
    await page.locator('.action-card[data-mode=knights]').click();
    const prices = new Set(await lit(page).evaluateAll(pricesOf));
    expect([...prices].every((p) => p === '3' || p === '4')).toBe(true);
    const square = lit(page).first();
    const squareName = (await square.getAttribute('data-square')) as string;
    const price = await square.getAttribute('data-price');
    await square.click();
    // With ducats for a second knight the table waits for it or the confirm; else the knight is placed at once.
    await expect.poll(async () => (await page.getByTestId('confirm').count()) > 0 || (await lit(page).count()) === 0).toBe(true);
    if ((await page.getByTestId('confirm').count()) > 0) {
      await expect.poll(() => page.getByTestId('confirm').innerText()).toBe(`Play: place knight on ${squareName} · ${price} ducats`);
      const pair = new Set(await page.locator('.domaine-board .square.clickable:not(.picked)').evaluateAll(pricesOf));
      expect([...pair].every((p) => Number(p) >= 7)).toBe(true);
      await page.getByTestId('confirm').click();
    }
    await settled(page);
    await expect.poll(async () => page.getByTestId('log').innerText(), { timeout: 20_000 }).toContain(`Red's knight placed on ${squareName}`);
    await screenshot(page, 'domaine-3-playing');
    expect(await rawText(page)).toEqual([]);

    // The rest of the game: every other move a card and the first lit square or slot, else the suggestion.
    let moves = 0;
    while (await redToMove(page)) {
      expect(moves).toBeLessThan(MOST_MOVES);
      const suggestion = page.locator('button.suggestion');
      if ((await suggestion.count()) > 0) await suggestion.click();
      else await page.locator('.action-card[data-mode=take-ducats]').click();
      moves++;
      await settled(page);
      if (moves % 15 === 0) expect(await rawText(page)).toEqual([]);
    }
    expect(await page.getByTestId('result').innerText()).toMatch(/ won \(/);
    expect(await page.getByTestId('score-track').innerText()).toMatch(/king token at 50/);
    expect(await page.getByTestId('score-track').innerText()).toMatch(/\d+ points?\s+\d+ ducats?\s+\d+ knights?/);
    expect(await page.getByTestId('log').innerText()).not.toMatch(/\(s\)|\b1 ducats\b|\b1 knights\b/);
    await screenshot(page, 'domaine-4-end');
    expect(errors).toEqual([]);
  });

  it('on a phone in French: taps found the castles, a card, a lit square with its price; no sideways scrolling, no English, nothing raw', async () => {
    const { page } = await seat('fr-FR', PHONE, 'Prendre la place');
    const tap: Tap = (target) => target.tap();
    expect(await page.getByTestId('turn-header').innerText()).toContain('À vous de jouer.');
    expect((await page.getByTestId('waits').innerText()).trim()).toBe('Rouge fonde un château avec un chevalier.');
    expect(await width(page)).toBeLessThanOrEqual(390);
    await found(page, tap, 4);
    expect(await redToMove(page)).toBe(true);
    expect(await page.locator('.action-card[data-mode=borders]').innerText()).toMatch(/Frontières\s+1 \/ 3 \/ 6 ducats/);
    // A castle tapped before any card: nothing may be done there yet.
    const castle = page.locator('.domaine-board g.square:has(> path > title)').first();
    const castleName = (await castle.getAttribute('data-square')) as string;
    await tap(castle);
    expect((await page.getByTestId('here').innerText()).trim()).toBe(`Rien n’est possible en ${castleName} maintenant.`);
    await tap(page.getByRole('button', { name: 'Autre action' }));
    await page.locator('.action-card[data-mode=knights]').tap();
    expect(await page.getByTestId('actions').innerText()).toContain('Touchez une ou deux cases marquées.');
    const name = (await lit(page).first().getAttribute('data-square')) as string;
    // Back to the cards, then the same square tapped first on the board: the knight's card is the only action there.
    await tap(page.getByRole('button', { name: 'Autre action' }));
    await expect.poll(() => lit(page).count()).toBe(0);
    await tap(page.locator(`.domaine-board g.square[data-square="${name}"]`));
    await expect.poll(() => page.getByTestId('confirm').innerText()).toMatch(new RegExp(`^Jouer\\s: placer un chevalier en ${name} · [34] ducats$`));
    expect(await width(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'domaine-phone-knight');
    await page.getByTestId('confirm').tap();
    await settled(page);
    await expect.poll(async () => page.getByTestId('log').innerText(), { timeout: 20_000 }).toMatch(/Rouge paie [34] ducats \(prix\)/);
    const text = await page.locator('.domaine').innerText();
    expect(englishWords(text.replace(/Domaine/g, ''))).toEqual([]);
    expect(await rawText(page)).toEqual([]);
    expect(await width(page)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    // German and Dutch: the same table fits, in their words.
    for (const [lang, words] of [
      ['de', /Grenzen\s+1 \/ 3 \/ 6 Dukaten[\s\S]*Sondereinkommen/],
      ['nl', /Grenzen\s+1 \/ 3 \/ 6 dukaten[\s\S]*Speciaal inkomen/],
    ] as const) {
      await page.getByTestId('lang').selectOption(lang);
      await expect.poll(() => page.getByTestId('actions').innerText()).toMatch(words);
      // Dutch "of" is "or".
      expect(englishWords((await page.locator('.domaine').innerText()).replace(/Domaine/g, '')).filter((w) => !(lang === 'nl' && w === 'of'))).toEqual([]);
      expect(await rawText(page)).toEqual([]);
      expect(await width(page)).toBeLessThanOrEqual(390);
    }
    expect(errors).toEqual([]);
  });
});
