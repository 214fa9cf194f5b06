import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';
import { englishWords } from './english-words.js';
import { rawText, romeAsked, romePlay } from './rome-play.js';

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Enough moves for a whole game of two seats; the game ends long before. */
const MOST_MOVES = 400;

describe.skipIf(!HAVE_CHROMIUM)('web client: Fall of Rome at the table', { timeout: 300_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it('a person plays p1 by clicks on the board against a bot until the game ends, never shown an id or command text; a spectator follows live', async () => {
    const host = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } })).newPage();
    watchPageErrors(host, errors);
    await host.goto(`${server.url}/app/`);
    const form = host.locator('form.create-rome');
    await form.getByLabel('Players').fill('2');
    await form.getByRole('button', { name: 'Create' }).click();
    const invite = await host.locator('.links input[data-seat="p1"]').inputValue();
    // p2 went to the bot: no invite link is offered for it (issue 19).
    expect(await host.locator('.links input').count()).toBe(1);
    await host.getByRole('button', { name: 'Open: Game master' }).click();
    await host.getByTestId('rome-map').waitFor();
    // The game master's header: whom the game waits for, by role, and for what.
    expect(await host.getByTestId('waits').innerText()).toMatch(/^Waiting for [A-Z][a-z]+( [A-Z][a-z]+)?: \d actions? left$/);

    const player = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } })).newPage();
    watchPageErrors(player, errors);
    await player.goto(invite);
    await player.getByRole('button', { name: 'Take the seat' }).click();
    await player.getByTestId('rome-map').waitFor();
    await screenshot(player, 'rome-1-start');

    // p1 plays by clicks on the board (the pawn, lit cities, cards, the header's and the sheet's buttons); what it sees never shows an id, JSON or command text.
    const bot = await player.locator('[data-testid=players] li[data-seat="p2"] b').innerText();
    let moves = 0;
    let sawBot = false;
    const raw = new Set<string>();
    while (await romeAsked(player)) {
      expect(moves).toBeLessThan(MOST_MOVES);
      sawBot ||= (await player.getByTestId('log').innerText()).includes(bot);
      for (const found of await rawText(player)) raw.add(found);
      await romePlay(player, moves, (target) => target.click({ force: true }));
      moves++;
      expect(await player.locator('.error').count()).toBe(0);
      if (moves === 3) await screenshot(player, 'rome-2-playing');
    }
    expect([...raw]).toEqual([]);
    expect(moves).toBeGreaterThan(0);
    expect(sawBot).toBe(true);
    await screenshot(player, 'rome-3-end');
    await expect.poll(() => host.getByTestId('result').count(), { timeout: 20_000 }).toBe(1);
    expect(await host.getByTestId('result').innerText()).toBe(await player.getByTestId('result').innerText());
    await screenshot(host, 'rome-4-spectator-end');
    // On a German page the log and the result speak German too (issue 19 bug 7).
    await player.getByLabel('Language').selectOption({ label: 'Deutsch' });
    await expect.poll(() => player.getByTestId('log').innerText()).toMatch(/Zug \d+/);
    expect(englishWords(await player.getByTestId('log').innerText())).toEqual([]);
    expect(englishWords(await player.getByTestId('result').innerText())).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('draws the empire as a map: cities at their places, roads and sea lanes, cubes, legions, forts, pawns, tracks and piles; a click on the pawn’s city offers what can be done there and lights where it may go; fits a laptop and a phone', async () => {
    const host = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 768 } })).newPage();
    watchPageErrors(host, errors);
    await host.goto(`${server.url}/app/`);
    const form = host.locator('form.create-rome');
    await form.getByLabel('Players').fill('2');
    await form.getByRole('button', { name: 'Create' }).click();
    const invite = await host.locator('.links input[data-seat="p1"]').inputValue();
    const page = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 768 } })).newPage();
    watchPageErrors(page, errors);
    await page.goto(invite);
    await page.getByRole('button', { name: 'Take the seat' }).click();
    const map = page.getByTestId('rome-map');
    await map.waitFor();

    // 31 cities, 53 roads, the sea lanes, 5 supply spaces; the setup's 18 cubes; Roma's fort, legions and both pawns.
    expect(await map.locator('[data-city]').count()).toBe(31);
    expect(await map.locator('line.road').count()).toBe(53);
    expect(await map.locator('line.sea-lane').count()).toBeGreaterThan(15);
    expect(await map.locator('g.supply').count()).toBe(5);
    expect(await map.locator('rect.cube').count()).toBe(18);
    const roma = map.locator('[data-city="Roma"]');
    expect(await roma.locator('[data-fort]').count()).toBe(1);
    expect(await roma.locator('.legion-mark').getAttribute('data-legions')).toBe('4');
    expect(await roma.locator('.pawn').count()).toBe(2);
    // Cities lie where the empire had them: Londinium north-west of Roma, Constantinopolis east.
    const box = async (name: string) => (await map.locator(`[data-city="${name}"] circle.city-dot`).boundingBox()) as { x: number; y: number };
    const [r, l, c] = [await box('Roma'), await box('Londinium'), await box('Constantinopolis')];
    expect(l.x < r.x && l.y < r.y && c.x > r.x).toBe(true);
    for (const track of ['decline', 'invasion', 'recruitment']) expect(await page.locator(`[data-track="${track}"] .track-box.here`).count()).toBe(1);
    expect(await page.locator('[data-pile="player"]').innerText()).toContain('Player discard (0)');
    expect(await page.locator('[data-pile="barbarian"]').innerText()).toContain('Barbarian discard (14)');

    const fits = () => page.evaluate<{ scroll: number; width: number }>('({ scroll: document.documentElement.scrollWidth, width: window.innerWidth })');
    const laptop = await fits();
    expect(laptop.scroll).toBeLessThanOrEqual(laptop.width);
    await screenshot(page, 'rome-map-1366x768');
    // A click on Roma, the pawn's city, offers the actions there (recruit: Roma has a fort) and lights the cities the pawn may go to; a click on lit Genua asks how, then the legions along, which moves the pawn.
    await roma.locator('circle.city-dot').click({ force: true });
    const here = page.getByTestId('sheet');
    await expect.poll(() => here.getAttribute('data-city')).toBe('Roma');
    expect(await here.getByRole('button', { name: /^Recruit/ }).count()).toBe(1);
    expect(await map.locator('[data-city="Genua"]').getAttribute('data-lit')).toBe('true');
    await map.locator('[data-city="Genua"] circle.city-dot').click({ force: true });
    // Sailing there too needs a card of Genua's colours: then how is asked first.
    const how = here.getByRole('button', { name: /^March · 1 action$/ });
    if ((await how.count()) > 0) await how.click();
    expect(await here.locator('.sheet-options button').allInnerTexts()).toEqual(['no legions along', 'with 1 legion', 'with 2 legions', 'with 3 legions']);
    await screenshot(page, 'rome-map-city-actions');
    await here.getByRole('button', { name: 'no legions along' }).click();
    await expect.poll(() => map.locator('[data-city="Genua"] .pawn[data-seat="p1"]').count()).toBe(1);

    await page.setViewportSize({ width: 390, height: 844 });
    await map.waitFor();
    const phone = await fits();
    expect(phone.scroll).toBeLessThanOrEqual(phone.width);
    await screenshot(page, 'rome-map-390x844');
    expect(errors).toEqual([]);
  });

  it('composes corrupt Festina lente pawn by pawn: each pawn to its own city with its own legions, refused with the reason until it is legal', async () => {
    // Seed 169, two seats: p1 the Regina Foederata holds Festina lente; both pawns and 4 legions in Roma.
    const created = await post<{ seats: { seat: string; link: string }[] }>(`${server.url}/api/matches`, { game: 'fall-of-rome', title: 'Festina', options: { players: 2 }, seed: 169 });
    const page = await (await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } })).newPage();
    watchPageErrors(page, errors);
    await page.goto(created.seats.find((s) => s.seat === 'p1')!.link);
    await page.getByRole('button', { name: 'Platz einnehmen' }).click();
    const composer = page.locator('.event-composer[data-card="festina-lente"]');
    await composer.locator('summary').click();
    const play = composer.getByRole('button', { name: /Ausspielen/ });
    // Nobody moves yet: not playable, and the page says why in German.
    expect(await play.isDisabled()).toBe(true);
    expect(await composer.locator('.draft-problem').innerText()).toBe('Wähle mindestens eine Figur und ihr Ziel.');
    const p1 = composer.locator('.draft-pawn[data-seat="p1"]');
    const p2 = composer.locator('.draft-pawn[data-seat="p2"]');
    await p1.locator('select').nth(0).selectOption('Genua');
    await p1.locator('select').nth(1).selectOption('3');
    await p2.locator('select').nth(0).selectOption('Ravenna');
    await p2.locator('select').nth(1).selectOption('3');
    // Six legions from Roma's four: refused.
    expect(await composer.locator('.draft-problem').innerText()).toBe('So viele Legionen stehen dort nicht.');
    await p2.locator('select').nth(1).selectOption('1');
    expect(await composer.locator('.draft-problem').count()).toBe(0);
    await screenshot(page, 'rome-compose-festina-390x844');
    await play.click();
    const map = page.getByTestId('rome-map');
    await expect.poll(() => map.locator('[data-city="Genua"] .pawn[data-seat="p1"]').count()).toBe(1);
    expect(await map.locator('[data-city="Ravenna"] .pawn[data-seat="p2"]').count()).toBe(1);
    expect(await map.locator('[data-city="Genua"] .legion-mark').getAttribute('data-legions')).toBe('3');
    expect(await map.locator('[data-city="Ravenna"] .legion-mark').getAttribute('data-legions')).toBe('1');
    expect(await page.locator('.error').count()).toBe(0);
    expect(errors).toEqual([]);
  });
  it('says in German why the server refused a play, without English words or field names', async () => {
    const created = await post<{ seats: { seat: string; link: string }[] }>(`${server.url}/api/matches`, { game: 'fall-of-rome', title: 'Abgelehnt', options: { players: 2 }, seed: 169 });
    const page = await (await browser.newContext({ locale: 'de-DE', viewport: { width: 1366, height: 768 } })).newPage();
    watchPageErrors(page, errors);
    await page.goto(created.seats.find((s) => s.seat === 'p1')!.link);
    await page.getByRole('button', { name: 'Platz einnehmen' }).click();
    // The tracks, hands and offers speak German: no English words, no raw ids of phases, roles or cards.
    const aside = await page.locator('aside').innerText();
    expect(englishWords(aside.replace(/\bHand:/g, ''))).toEqual([]); // "Hand" is German too
    expect(aside).not.toMatch(/\bactions\b|\bregina-foederata\b|\bfestina-lente\b|[a-z]+-[a-z]+-[a-z]+/);
    // The page offers only legal plays: the request is changed on its way to make the server refuse it.
    await page.route('**/commands', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, command: { type: 'march', to: 'Atlantis' } }) });
    });
    await page.getByTestId('turn-actions').getByRole('button').first().click();
    const note = page.locator('.error');
    await note.waitFor();
    const text = await note.innerText();
    expect(text).toContain('Abgelehnt:');
    expect(text).toContain('es gibt keine Stadt „Atlantis“');
    expect(englishWords(text.replace(/„[^“]*“/g, ''))).toEqual([]);
    expect(await note.locator('code').count()).toBe(0);
    expect(errors).toEqual([]);
  });
  it('asks the faces of Veni, vidi, vici after Alea iacta est in a field of its own, and says why until they fit', async () => {
    // Seed 429: p1 (Consul, Roma, 4 legions) holds Alea iacta est and Veni, vidi, vici.
    const created = await post<{ seats: { seat: string; link: string }[] }>(`${server.url}/api/matches`, { game: 'fall-of-rome', title: 'Alea', options: { players: 2, roles: ['consul', 'magister-militum'] }, seed: 429 });
    const page = await (await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } })).newPage();
    watchPageErrors(page, errors);
    await page.goto(created.seats.find((s) => s.seat === 'p1')!.link);
    await page.getByRole('button', { name: 'Platz einnehmen' }).click();
    // Alea iacta est tapped in the hand and played; then Veni, vidi, vici: Gesoriacum tapped on the lit map, three legions along, every die.
    const hand = page.getByTestId('hand');
    const sheet = page.getByTestId('sheet');
    const views = async () => Number(await page.locator('.rome').getAttribute('data-views'));
    await hand.locator('.card[data-card="alea-iacta-est"]').click();
    const before = await views();
    await sheet.getByRole('button', { name: /^Ausspielen: / }).click();
    await expect.poll(views).toBeGreaterThan(before);
    await hand.locator('.card[data-card="veni-vidi-vici"]').click();
    await sheet.getByRole('button', { name: /^Ausspielen: / }).click();
    await page.locator('[data-testid=rome-map] [data-city="Gesoriacum"][data-lit=true] circle.city-dot').click({ force: true });
    await sheet.getByRole('button', { name: 'mit 3 Legionen' }).click();
    await sheet.getByRole('button', { name: 'mit allen Würfeln' }).click();
    const veni = sheet;
    const faces = veni.locator('input.faces');
    await faces.waitFor();
    const play = veni.getByTestId('sheet-play');
    // Empty: the dice are rolled — playable; two faces for three dice: not yet, and why.
    expect(await play.isDisabled()).toBe(false);
    await faces.fill('6 6');
    expect(await veni.locator('.draft-problem').innerText()).toBe('Gib für jeden Würfel der Schlacht genau eine Augenzahl an.');
    expect(await play.isDisabled()).toBe(true);
    await faces.fill('6 9');
    expect(await veni.locator('.draft-problem').innerText()).toBe('Je Würfel eine Zahl von 1 bis 6, z. B. „6 6 5“.');
    await faces.fill('6 6 6');
    expect(await veni.locator('.draft-problem').count()).toBe(0);
    await screenshot(page, 'rome-veni-faces-390x844');
    await play.click();
    await expect.poll(() => page.getByTestId('log').innerText()).toMatch(/gesetzt/);
    expect(await page.locator('.error').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
