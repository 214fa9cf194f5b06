import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';
import { jdaPlay } from './jda-play.js';

// Issue 45 item 1: Jeanne d'Arc 1429 played on the board — the header says who acts and what the
// game waits for; one of the seat's own cities tapped lights the attacks' targets with their cost,
// a lit target tapped starts the attack and the sheet asks only what is left (cards tapped in the
// hand, any influence held); castles and fortresses bought by tapping their city, the price under
// it; the hand drawn as cards with name and effect, sortable; the cards over the hand limit picked
// in the hand. No raw id, command text or JSON on the page; nothing wider than the screen.

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 } as const;

/** Ids, command text and JSON a player must never read. */
const RAW = [/siege-\d/, /[{}]/, /"type"/, /\b(?:end-buying|choose-city|long-range-attack|order-events|undefined|null)\b/, /\b(?:navarre|france|england|brittany|burgundy|flanders|ambassador|traitor|uprising)\b/];

async function rawText(page: Page): Promise<string[]> {
  const text = await page.locator('.jda').innerText();
  return RAW.flatMap((pattern) => {
    const found = pattern.exec(text);
    return found === null ? [] : [`${found[0]} in “${text.slice(Math.max(0, found.index - 40), found.index + 40).replace(/\s+/g, ' ')}”`];
  });
}

/** The words of the page's language this test reads. */
const WORDS = {
  nl: { yourTurn: 'Jij bent aan de beurt:', waiting: 'Wacht op', attackCost: '2 belegeringskaarten', mapCost: '⚔ 2 kaarten', roads: 'Wegen naar:', nothing: 'Hier valt nu niets te doen.', chosen: 'Gekozen:', byKind: 'op soort en waarde', siege: /^belegeringskaart \d$/, effect: /gevechtspunten bij aanval, verdediging of duel/ },
  fr: { yourTurn: 'À vous :', waiting: 'En attente de', attackCost: '2 cartes de siège', mapCost: '⚔ 2 cartes', roads: 'Routes vers :', nothing: 'Rien à faire ici pour l’instant.', chosen: 'Choisi :', byKind: 'par type et valeur', siege: /^carte de siège \d$/, effect: /points de combat en attaque, en défense ou en duel/ },
} as const;

describe.skipIf(!HAVE_CHROMIUM)("web client: Jeanne d'Arc 1429 played on the board by taps", { timeout: 400_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];
  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  /** Seed 1429, two seats: the person plays Navarre, France is the server's bot. */
  async function seat(options: Parameters<Browser['newContext']>[0], lang: 'nl' | 'fr' | 'de'): Promise<Page> {
    const created = await post<{ match: { id: string }; gmToken: string; seats: { seat: string; link: string }[] }>(`${server.url}/api/matches`, { game: 'jeanne-darc-1429', title: 'Board', options: { players: 2 }, seed: 1429 });
    await post(`${server.url}/api/matches/${created.match.id}/seats/france/bot`, { bot: 'heuristic' }, created.gmToken);
    const page = await (await browser.newContext({ locale: { nl: 'nl-NL', fr: 'fr-FR', de: 'de-DE' }[lang], ...options })).newPage();
    watchPageErrors(page, errors);
    await page.goto(created.seats.find((s) => s.seat === 'navarre')!.link);
    await page.getByRole('button', { name: { nl: 'Plaats innemen', fr: 'Prendre la place', de: 'Platz einnehmen' }[lang] }).click();
    await page.getByTestId('jda-map').waitFor();
    return page;
  }

  /** Plays by taps until each thing to see has been seen (or the game ends), checking every screen. */
  async function play(page: Page, lang: 'nl' | 'fr', touch: boolean, name: string): Promise<void> {
    const w = WORDS[lang];
    const press = (target: Locator) => (touch ? target.tap() : target.click());
    const width = (page.viewportSize()?.width ?? 0) + 1;
    const seen = { origin: false, price: false, hand: false, attackPath: false, info: false };
    let checkedHand = false;
    for (let move = 0; move < 1500 && (await page.getByTestId('result').count()) === 0; move++) {
      if (Object.values(seen).every(Boolean)) break;
      const header = page.getByTestId('jda-header');
      const asked = page.getByTestId('actions');
      await Promise.race([asked.locator('button:not([disabled])').first().waitFor({ timeout: 30_000 }), page.getByTestId('result').waitFor({ timeout: 30_000 })]).catch(() => undefined);
      if ((await page.getByTestId('result').count()) > 0) break;
      if ((await asked.count()) === 0) {
        // The other seat acts (the bot answers at once): the header names it and what the game waits for.
        const text = await header.innerText();
        if ((await page.getByTestId('waiting').count()) > 0) expect(text).toContain(w.waiting);
        continue;
      }
      expect(await header.innerText()).toContain(w.yourTurn);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      expect(await rawText(page)).toEqual([]);
      // The hand as cards: the name and what the card does; sorted by kind, the siege cards by value first.
      const cards = page.locator('.jda-hand .card');
      if (!checkedHand && (await cards.count()) >= 3) {
        const first = cards.first();
        const title = await first.locator('.card-title').innerText();
        expect(title.length).toBeGreaterThan(3);
        await press(page.locator('.jda-hand .hand-sort button', { hasText: w.byKind }));
        const titles = await page.locator('.jda-hand .card .card-title').allInnerTexts();
        const values = titles.map((t) => (w.siege.test(t) ? Number(t.slice(-1)) : 100));
        expect(values).toEqual([...values].sort((a, b) => a - b));
        const siege = page.locator('.jda-hand .card.siege').first();
        if ((await siege.count()) > 0) expect(await siege.locator('.card-effect').innerText()).toMatch(w.effect);
        checkedHand = true;
        seen.hand = true;
        await screenshot(page, `${name}-hand`);
      }
      // A city that is no choice now, tapped: who holds it, its roads, that nothing is to be done there.
      if (!seen.info) {
        const plain = page.locator('.jda-map g.city:not(.choosable):not(.origin)').first();
        const id = (await plain.getAttribute('data-city')) ?? '';
        await press(plain);
        const info = page.getByTestId('city-info');
        await expect.poll(() => info.getAttribute('data-city')).toBe(id);
        expect(await info.innerText()).toContain(w.roads);
        expect(await info.innerText()).toContain(w.nothing);
        await press(info.getByRole('button'));
        expect(await info.count()).toBe(0);
        seen.info = true;
      }
      // Purchases: a castle's or fortress's city lit, its price under it.
      const costs = await page.locator('.jda-map .lit-cost').allTextContents();
      if (!seen.price && costs.some((c) => /LdO$/.test(c))) {
        seen.price = true;
        await screenshot(page, `${name}-prices`);
      }
      // The attack question: one of Navarre's cities tapped lights the targets of its attacks with their cost.
      const origins = page.locator('.jda-map g.city.origin');
      if (!seen.origin && (await origins.count()) > 0) {
        for (let i = 0; i < (await origins.count()) && !seen.origin; i++) {
          const origin = origins.nth(i);
          const id = await origin.getAttribute('data-city');
          await press(origin);
          await expect.poll(() => page.locator(`.jda-map g.city.selected[data-city="${id}"]`).count()).toBe(1);
          const lit = page.locator('.jda-map g.city.choosable');
          if ((await lit.count()) === 0) continue;
          seen.origin = true;
          // The cost short under the city on the map, in full on the sheet's button for that city.
          const target = await lit.first().getAttribute('data-city');
          expect(await page.locator(`.jda-map .lit-cost[data-cost="${target}"]`).textContent()).toBe(w.mapCost);
          expect(await page.locator(`.jda-sheet .sheet-cities button[data-city="${target}"]`).innerText()).toContain(w.attackCost);
          await screenshot(page, `${name}-origin`);
          // A lit target tapped: the attack from that city; the sheet says what is chosen and asks the rest.
          await press(lit.first());
          await expect.poll(() => page.getByTestId('sheet-made').count()).toBe(1);
          expect(await page.getByTestId('sheet-made').innerText()).toContain(w.chosen);
          seen.attackPath = true;
          await screenshot(page, `${name}-attack`);
        }
        if (seen.origin) continue;
      }
      await jdaPlay(page, move, touch);
      await expect.poll(() => page.locator('[data-testid=actions] button:disabled').count(), { timeout: 15_000 }).toBe(0);
      expect(await page.locator('.error').count()).toBe(0);
    }
    expect(seen).toEqual({ origin: true, price: true, hand: true, attackPath: true, info: true });
  }

  it('in German: above the hand limit the player taps the cards to discard, any of them, and ends the purchases', async () => {
    const page = await seat({ viewport: { width: 1366, height: 768 } }, 'de');
    const sheet = page.getByTestId('actions');
    const tap = (selector: string) => sheet.locator(selector).first();
    let discarded = false;
    // War every round, every card the money buys, no attack: the hand grows past 12.
    for (let move = 0; move < 400 && !discarded && (await page.getByTestId('result').count()) === 0; move++) {
      await Promise.race([sheet.locator('button:not([disabled])').first().waitFor({ timeout: 30_000 }), page.getByTestId('result').waitFor({ timeout: 30_000 })]).catch(() => undefined);
      if ((await sheet.count()) === 0) continue;
      const discard = tap('button[data-key=discard]');
      if ((await discard.count()) > 0) {
        await discard.click();
        const needed = Number(await sheet.getAttribute('data-needed'));
        const before = await page.locator('.jda-hand .card').count();
        expect(needed).toBe(before - 12);
        expect(await sheet.innerText()).toContain('Tippe die Karten an, die du ablegst:');
        const play = sheet.locator('.sheet-play');
        expect(await play.isDisabled()).toBe(true);
        // The strongest cards, not the lowest the rules would name: the player's choice.
        await page.locator('.jda-hand .hand-sort button', { hasText: 'nach Art und Wert' }).click();
        const cards = page.locator('.jda-hand .card.lit');
        for (let i = 0; i < needed; i++) await cards.nth(before - 1 - i).click();
        expect(await page.locator('.jda-hand .card[aria-pressed=true]').count()).toBe(needed);
        await screenshot(page, 'jda-board-discard');
        expect(await play.isDisabled()).toBe(false);
        await play.click();
        await expect.poll(() => page.locator('.jda-hand .card').count(), { timeout: 15_000 }).toBe(12);
        expect(await page.getByTestId('log').innerText()).toContain('Navarra legt ab:');
        discarded = true;
        break;
      }
      const choice = ['button[data-value=war]', 'button[data-value=buy-card]', 'button[data-value=end]', 'button[data-value=pass]', 'button[data-value=none]', 'button[data-key=card][data-value=""]'];
      let done = false;
      for (const selector of choice) {
        if ((await tap(selector).count()) > 0) {
          await tap(selector).click();
          done = true;
          break;
        }
      }
      if (!done) await jdaPlay(page, move, false);
      await expect.poll(() => page.locator('[data-testid=actions] button:disabled').count(), { timeout: 15_000 }).toBe(0);
      expect(await page.locator('.error').count()).toBe(0);
    }
    expect(discarded).toBe(true);
    expect(errors).toEqual([]);
  });

  it('on a laptop, in Dutch: the header, the hand as cards, prices and attacks lit on the map, every choice by clicks', async () => {
    const page = await seat({ viewport: { width: 1366, height: 768 } }, 'nl');
    await play(page, 'nl', false, 'jda-board-laptop');
    expect(errors).toEqual([]);
  });

  it('on a phone, in French: the same by taps, nothing wider than the screen', async () => {
    const page = await seat(PHONE, 'fr');
    await play(page, 'fr', true, 'jda-board-phone');
    expect(errors).toEqual([]);
  });
});
