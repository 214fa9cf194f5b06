import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';
import { rawText, romeAsked, romePlay, type Tap } from './rome-play.js';
import { englishWords } from './english-words.js';

// Issue 45 item 1: Fall of Rome played on the board — the pawn or a city tapped shows what may be
// done there, the cities the pawn may go to lit with their cost, a lit city tapped chooses the
// move and the sheet asks only what is left; the hand drawn as cards in words, sortable, a card
// tapped where one is asked; the header says who acts and what the game waits for.

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 } as const;

describe.skipIf(!HAVE_CHROMIUM)('web client: Fall of Rome played on the board by taps', { timeout: 300_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];
  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  /** Seed 169, two seats: p1 the Regina Foederata (Gesoriacum/AS, Roma/Hu, Lugdunum/Va, Festina lente), p2 the Magister Militum; both pawns and 4 legions in Roma. */
  async function seat(options: Parameters<Browser['newContext']>[0], take = 'Take the seat'): Promise<Page> {
    const created = await post<{ match: { id: string }; gmToken: string; seats: { seat: string; link: string }[] }>(`${server.url}/api/matches`, { game: 'fall-of-rome', title: 'Board', options: { players: 2 }, seed: 169 });
    // p2 plays as a bot on the server.
    await post(`${server.url}/api/matches/${created.match.id}/seats/p2/bot`, { bot: 'heuristic' }, created.gmToken);
    const page = await (await browser.newContext({ locale: 'en-GB', ...options })).newPage();
    watchPageErrors(page, errors);
    await page.goto(created.seats.find((s) => s.seat === 'p1')!.link);
    await page.getByRole('button', { name: take }).click();
    await page.getByTestId('rome-map').waitFor();
    return page;
  }

  const map = (page: Page) => page.getByTestId('rome-map');
  const sheet = (page: Page) => page.getByTestId('sheet');
  const views = async (page: Page) => Number(await page.locator('.rome').getAttribute('data-views'));
  const answered = async (page: Page, before: number) => expect.poll(() => views(page), { timeout: 15_000 }).toBeGreaterThan(before);
  const noRaw = async (page: Page) => expect(await rawText(page)).toEqual([]);

  it('on a laptop: the header, the hand as cards sorted, the pawn’s moves lit with their cost, a move and an event’s target by clicks', async () => {
    const page = await seat({ viewport: { width: 1366, height: 768 } });
    const click: Tap = (target) => target.click({ force: true });
    const header = page.getByTestId('turn-header');
    expect(await header.innerText()).toContain('Your turn');
    expect(await page.getByTestId('waits').innerText()).toMatch(/Actions: \d left — tap your pawn or a city/);
    // The hand as cards: city and tribe in words, the event with its name and effects.
    const hand = page.getByTestId('hand');
    expect(await hand.locator('.card').count()).toBe(4);
    expect(await hand.locator('.card[data-card="Lugdunum/Va"]').innerText()).toMatch(/Lugdunum\s+Vandals/);
    const festina = hand.locator('.card[data-card="festina-lente"]');
    expect(await festina.innerText()).toMatch(/Festina lente[\s\S]*Move 1 pawn to any city[\s\S]*Corrupt: Move any pawns/);
    const order = async () => Promise.all((await hand.locator('.card').all()).map((card) => card.getAttribute('data-card')));
    await hand.getByRole('button', { name: 'by city' }).click();
    expect(await order()).toEqual(['Gesoriacum/AS', 'Lugdunum/Va', 'Roma/Hu', 'festina-lente']);
    await hand.getByRole('button', { name: 'by tribe' }).click();
    expect(await order()).toEqual(['Roma/Hu', 'Lugdunum/Va', 'Gesoriacum/AS', 'festina-lente']);
    await noRaw(page);

    // A city the pawn may reach, clicked first: its barbarians and legions, and how to go there.
    await click(map(page).locator('[data-city="Aquileia"] circle.city-dot'));
    await expect.poll(() => sheet(page).getAttribute('data-city')).toBe('Aquileia');
    expect(await sheet(page).innerText()).toContain('Your pawn may go here: tap the pawn, then this city.');
    // The pawn tapped: Roma's actions in words with their cost, the cities it may go to lit with theirs.
    await click(map(page).locator('.pawn.mine circle'));
    await expect.poll(() => sheet(page).getAttribute('data-city')).toBe('Roma');
    expect(await sheet(page).getByRole('button', { name: 'Recruit · 1 action' }).count()).toBe(1);
    expect(await sheet(page).getByRole('button', { name: 'Conspire · 1 action, discard 1 card' }).count()).toBe(1);
    const genua = map(page).locator('[data-city="Genua"]');
    expect(await genua.getAttribute('data-lit')).toBe('true');
    expect(await genua.locator('.lit-cost').textContent()).toBe('March / Sail +1 card');
    expect(await genua.getAttribute('aria-label')).toBe('Genua: March: 1 action / Sail: 1 action, discard 1 card');
    expect(await map(page).locator('[data-city="Londinium"] .lit-cost').textContent()).toBe('Sail +1 card');
    // Lugdunum is no neighbour and no port: not lit.
    expect(await map(page).locator('[data-city="Lugdunum"]').getAttribute('data-lit')).toBeNull();
    await screenshot(page, 'rome-board-pawn-1366x768');
    await noRaw(page);

    // A lit city clicked chooses where; how (march or sail, with their cost) and the legions along are asked, in words.
    await click(genua.locator('circle.city-dot'));
    expect(await sheet(page).locator('.sheet-options button').allInnerTexts()).toEqual(['March · 1 action', 'Sail · 1 action, discard 1 card']);
    await sheet(page).getByRole('button', { name: 'March · 1 action' }).click();
    const legions = sheet(page).locator('.sheet-options button');
    expect(await legions.allInnerTexts()).toEqual(['no legions along', 'with 1 legion', 'with 2 legions', 'with 3 legions']);
    let before = await views(page);
    await sheet(page).getByRole('button', { name: 'with 2 legions' }).click();
    await answered(page, before);
    expect(await map(page).locator('[data-city="Genua"] .pawn[data-seat="p1"]').count()).toBe(1);
    expect(await map(page).locator('[data-city="Genua"] .legion-mark').getAttribute('data-legions')).toBe('2');
    expect(await page.getByTestId('log').innerText()).toContain('Regina Foederata goes to Genua');

    // The event card tapped: its two effects offered; the pawn by its role; the target city tapped on the map.
    await click(festina);
    expect(await sheet(page).locator('.sheet-options button').allInnerTexts()).toEqual(['Play it: Move 1 pawn to any city.', 'Play it corrupt (+1 decline): Move any pawns, each with up to 3 legions.']);
    await sheet(page).getByRole('button', { name: /^Play it: / }).click();
    expect(await sheet(page).locator('.sheet-options button').allInnerTexts()).toEqual(['pawn: Regina Foederata', 'pawn: Magister Militum']);
    await sheet(page).getByRole('button', { name: 'pawn: Magister Militum' }).click();
    expect(await map(page).locator('[data-lit=true]').count()).toBeGreaterThan(25);
    before = await views(page);
    await click(map(page).locator('[data-city="Londinium"] circle.city-dot'));
    await answered(page, before);
    expect(await map(page).locator('[data-city="Londinium"] .pawn[data-seat="p2"]').count()).toBe(1);
    expect(await hand.locator('.card').count()).toBe(3);
    await noRaw(page);
    expect(errors).toEqual([]);
  });

  it('on a phone (390×844, touch): a city tapped, an action tapped, a move by the lit map, the card a sail takes tapped in the hand, and a card tapped to discard when the hand is over its limit', async () => {
    const page = await seat(PHONE);
    const tap: Tap = (target) => target.tap({ force: true });
    const fits = async () => expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await fits();
    await tap(map(page).locator('[data-city="Roma"] circle.city-dot'));
    await expect.poll(() => sheet(page).getAttribute('data-city')).toBe('Roma');
    let before = await views(page);
    await tap(sheet(page).getByRole('button', { name: 'Recruit · 1 action' }));
    await answered(page, before);
    expect(Number(await map(page).locator('[data-city="Roma"] .legion-mark').getAttribute('data-legions'))).toBeGreaterThan(4);
    await fits();
    // The pawn, then lit Ravenna: the legions along asked, three tapped.
    await tap(map(page).locator('.pawn.mine circle'));
    await tap(map(page).locator('[data-city="Ravenna"][data-lit=true] circle.city-dot'));
    before = await views(page);
    await tap(sheet(page).getByRole('button', { name: 'with 3 legions' }));
    await answered(page, before);
    expect(await map(page).locator('[data-city="Ravenna"] .pawn[data-seat="p1"]').count()).toBe(1);
    await screenshot(page, 'rome-board-phone-move');
    // Sailing to Burdigala takes a card of its colours: two in the hand fit, both lit; the one tapped is discarded.
    await tap(map(page).locator('.pawn.mine circle'));
    await tap(map(page).locator('[data-city="Burdigala"][data-lit=true] circle.city-dot'));
    const fitting = page.locator('[data-testid=hand] .card.lit');
    await expect.poll(async () => (await Promise.all((await fitting.all()).map((card) => card.getAttribute('data-card')))).sort()).toEqual(['Gesoriacum/AS', 'Lugdunum/Va']);
    expect(await sheet(page).getByRole('button', { name: 'Discard Lugdunum · Vandals' }).count()).toBe(1);
    await tap(page.locator('[data-testid=hand] .card[data-card="Lugdunum/Va"]'));
    before = await views(page);
    await tap(sheet(page).getByRole('button', { name: 'no legions along' }));
    await answered(page, before);
    expect(await map(page).locator('[data-city="Burdigala"] .pawn[data-seat="p1"]').count()).toBe(1);
    expect(await page.locator('[data-testid=hand] .card[data-card="Lugdunum/Va"]').count()).toBe(0);
    await fits();
    await noRaw(page);
    // The turns ended by drawing until the hand is over its limit: the header asks for a discard, a lit card tapped discards it.
    for (let turn = 0; turn < 8; turn++) {
      if (!(await romeAsked(page))) break;
      if ((await page.getByTestId('waits').innerText()).startsWith('Too many cards')) break;
      before = await views(page);
      const draw = page.locator('[data-testid=turn-actions] button').first();
      await tap(draw);
      await answered(page, before);
    }
    expect(await page.getByTestId('waits').innerText()).toBe('Too many cards: tap a card to discard');
    const lit = page.locator('[data-testid=hand] .card.lit:not(.event)');
    expect(await lit.count()).toBeGreaterThan(0);
    const count = await page.locator('[data-testid=hand] .card').count();
    const card = await lit.first().getAttribute('data-card');
    await screenshot(page, 'rome-board-phone-discard');
    before = await views(page);
    await tap(lit.first());
    await answered(page, before);
    await expect.poll(() => page.locator('[data-testid=hand] .card').count()).toBeLessThan(count);
    expect(await page.getByTestId('log').innerText()).toContain(`Regina Foederata discards ${card?.split('/')[0]}`);
    await fits();
    await noRaw(page);
    expect(errors).toEqual([]);
  });

  it('plays a game by taps alone on a phone, the table’s visible text never showing a seat id, card id, JSON or command text', async () => {
    const page = await seat(PHONE);
    const tap: Tap = (target) => target.tap({ force: true });
    const found = new Set<string>();
    for (let move = 0; move < 60 && (await romeAsked(page)); move++) {
      for (const raw of await rawText(page)) found.add(raw);
      await romePlay(page, move, tap);
    }
    for (const raw of await rawText(page)) found.add(raw);
    expect([...found]).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('speaks the page’s language at the table: a German, a Dutch and a French game by taps show no English word, id or command text', async () => {
    for (const [locale, take] of [['de-DE', 'Platz einnehmen'], ['nl-NL', 'Plaats innemen'], ['fr-FR', 'Prendre la place']] as const) {
      const page = await seat({ ...PHONE, locale }, take);
      const tap: Tap = (target) => target.tap({ force: true });
      const found = new Set<string>();
      for (let move = 0; move < 25 && (await romeAsked(page)); move++) {
        for (const raw of await rawText(page)) found.add(raw);
        // Every word in the page's language (role names are Latin; "Hand" is German and Dutch too, "of" Dutch for "or", "corrupt" the Dutch rule text's word; Huns and Ostrogoths the French names too).
        const shared = locale === 'nl-NL' ? ['hand', 'of', 'corrupt'] : locale === 'de-DE' ? ['hand'] : ['huns', 'ostrogoths'];
        for (const word of englishWords(await page.locator('.rome').innerText())) if (!shared.includes(word.toLowerCase())) found.add(`${locale}: ${word}`);
        await romePlay(page, move, tap);
      }
      expect([...found]).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});
