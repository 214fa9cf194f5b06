import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { explainReach } from '../../src/games/phoenix/movement/plan.js';
import { DEFAULT_RULES } from '../../src/games/phoenix/rules.js';
import { indexWorld } from '../../src/games/phoenix/world/loaded.js';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { clickHex, HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

/** An army of the realm and a hex it reaches with BWP to spare and nothing in the way. */
function plainMove(world: World, realm: string): { army: number; from: string; to: string } {
  const loaded = indexWorld(world);
  for (const army of world.armies.filter((a) => a.realm === realm && a.kind !== 'fleet' && a.aboard === undefined)) {
    for (const [at, info] of explainReach(loaded, realm, army.number, DEFAULT_RULES)) {
      const empty = !world.armies.some((a) => a.at === at) && !world.strongholds.some((s) => s.at === at);
      if (info.reachable && info.reason === undefined && at !== army.at && empty) return { army: army.number, from: army.at, to: at };
    }
  }
  throw new Error(`realm ${realm} has no army that can move`);
}

describe.skipIf(!HAVE_CHROMIUM)('web client: a Phoenix month in the browser', { timeout: 120_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  async function newPage(locale: string): Promise<Page> {
    const context = await browser.newContext({ locale, viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    watchPageErrors(page, errors);
    return page;
  }

  it('a game master creates a match, a realm hands in a turn with a refused order, the month is evaluated and the realm reads its report and sees the map change', async () => {
    const gm = await newPage('en-GB');
    await gm.goto(`${server.url}/app/`);
    await gm.getByRole('heading', { name: 'Create a Phoenix match' }).waitFor();
    const form = gm.locator('form.create-phoenix');
    await form.getByLabel('Title').fill('Browser test');
    await form.getByLabel('Realms').fill('2');
    await form.getByRole('button', { name: 'Create' }).click();
    const firstLink = gm.locator('.links input').first();
    await firstLink.waitFor();
    const realm = (await firstLink.getAttribute('data-seat')) as string;
    const invite = await firstLink.inputValue();
    expect(invite).toMatch(/\/app\/join\//);
    await screenshot(gm, 'phoenix-1-created');

    const held = JSON.parse(await gm.evaluate<string>("localStorage.getItem('arbiter.sessions')")) as { matchId: string; token: string }[];
    const { matchId, token: gmToken } = held[0] as { matchId: string; token: string };
    const world = (await (await fetch(`${server.url}/api/matches/${matchId}/periods/1/state`, { headers: { authorization: `Bearer ${gmToken}` } })).json()) as World;
    const move = plainMove(world, realm);

    // The realm takes its seat in a browser of its own (German).
    const player = await newPage('de-DE');
    await player.goto(invite);
    await player.getByRole('button', { name: 'Platz einnehmen' }).click();
    await player.getByRole('tab', { name: 'Karte' }).waitFor();
    await player.locator('.map-svg svg').waitFor();
    const before = await player.locator('.map-svg').innerHTML();
    // The realm is named, never by its id: in the heading and in the list of matches (issue 19).
    const realmName = (world.realms.find((r) => r.id === realm) as { name: string }).name;
    expect(realmName).not.toBe(realm);
    expect(await player.locator('h1 small').innerText()).toBe(`· ${realmName}`);
    const home = await player.context().newPage();
    await home.goto(`${server.url}/app/`);
    const listed = await home.locator('table.list').innerText();
    expect(listed).toContain(`Phoenix\t${realmName}`);
    expect(listed).not.toContain(realm);
    await home.close();
    // The page says its language: German here, English on the game master's page.
    expect(await player.evaluate<string>('document.documentElement.lang')).toBe('de');
    expect(await gm.evaluate<string>('document.documentElement.lang')).toBe('en');
    expect((await fetch(`${server.url}/app/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
    expect(before).not.toContain('Spielleitung (alles)');
    await player.locator('.map-svg use[href="#h"]').first().waitFor();
    await screenshot(player, 'phoenix-2-realm-map');

    // Click the army's hex: the panel tells what stands there.
    await clickHex(player, move.from);
    await expect.poll(() => player.getByTestId('hex-panel').innerText()).toContain(`Feld ${move.from}`);
    expect(await player.getByTestId('hex-panel').innerText()).toContain(String(move.army));
    await screenshot(player, 'phoenix-3-hex-panel');

    // The turn: one good move, one order for an army the realm does not have.
    await player.getByRole('tab', { name: 'Zug' }).click();
    const editor = player.getByRole('textbox', { name: 'Zug' });
    // Beside the editor: the order reference (German) and completion of the realm's army numbers (issue 19).
    await player.getByTestId('order-reference').locator('summary').click();
    await expect.poll(() => player.getByTestId('order-reference').innerText()).toContain('BEWEGE <Heer> NACH <Gemark>');
    await editor.fill(`REICH ${realm}\nBEWEGE ${String(move.army).slice(0, 2)}`);
    await expect.poll(() => player.getByTestId('completions').innerText()).toContain(String(move.army));
    await player.getByTestId('completions').getByRole('button', { name: new RegExp(`^${move.army}\\b`) }).click();
    await expect.poll(() => editor.inputValue()).toBe(`REICH ${realm}\nBEWEGE ${move.army} `);
    await screenshot(player, 'phoenix-3b-reference-and-completion');
    // A long comment line first: its line must not wrap, or the notes would drift from their lines (issue 19).
    const long = `# ${'Die Truppen ziehen bei Sonnenaufgang los und sammeln sich am Fluss. '.repeat(4)}`;
    await editor.fill(`REICH ${realm}\n${long}\nBEWEGE ${move.army} NACH ${move.to}\nBEWEGE 999 NACH ${move.to}\n`);
    const refused = player.locator('.line-notes li[data-line="4"]');
    await expect.poll(() => refused.innerText(), { timeout: 10_000 }).toMatch(/999/);
    expect(await player.locator('.line-notes li[data-line="3"]').innerText()).toBe('');
    // The note of line 4 stands beside line 4: the long line stays one row (the editor scrolls sideways
    // instead of wrapping), and every note is one row of the editor's height.
    expect(await player.evaluate<boolean>("(() => { const area = document.querySelector('textarea[name=turn]'); return area.scrollWidth > area.clientWidth; })()")).toBe(true);
    const editorBox = (await editor.boundingBox()) as { y: number };
    const noteBox = (await refused.boundingBox()) as { y: number; height: number };
    expect(Math.abs(noteBox.y - (editorBox.y + 4 + 3 * 20))).toBeLessThanOrEqual(4);
    expect(noteBox.height).toBe(20);
    await expect.poll(() => player.getByTestId('problem-list').innerText()).toMatch(/Zeile 4: .*999/);
    // The turn not yet handed in survives a reload: the server keeps the seat's draft (issue 19).
    await expect.poll(() => player.getByTestId('draft-saved').count(), { timeout: 10_000 }).toBe(1);
    await player.reload();
    await player.getByRole('tab', { name: 'Zug' }).click();
    await expect.poll(() => editor.inputValue()).toContain(`BEWEGE 999 NACH ${move.to}`);
    expect(await player.getByTestId('draft-saved').count()).toBe(1);
    await player.getByRole('button', { name: 'Zug abgeben' }).click();
    await expect.poll(() => player.locator('.turn-status').innerText()).toContain('Abgegeben: Version 1');
    expect(await player.getByTestId('draft-saved').count()).toBe(0);
    await screenshot(player, 'phoenix-4-turn-refused-line');

    // The game master sees the turn come in, evaluates and publishes.
    await gm.getByRole('button', { name: 'Open: Game master' }).click();
    const row = gm.locator(`tr[data-realm="${realm}"]`);
    await expect.poll(() => row.innerText()).toMatch(/\b1 ·/);
    // Before evaluating, the game master reads the turn with the checker's verdict on each line (issue 19).
    await gm.getByRole('button', { name: `Read: ${realm}` }).click();
    const handedIn = gm.getByTestId('handed-in');
    await expect.poll(() => handedIn.innerText()).toContain('1 Problems');
    expect(await handedIn.locator('li[data-line="4"]').innerText()).toMatch(/BEWEGE 999[\s\S]*999/);
    expect(await handedIn.locator('li[data-line="3"]').getAttribute('class')).toBeNull();
    await screenshot(gm, 'phoenix-4b-gm-reads-turn');
    // Evaluating asks first, naming who has not handed in.
    await gm.getByRole('button', { name: 'Evaluate the month 1' }).click();
    // The realm without a turn by its name, not its id (issue 46).
    const other = world.realms.find((r) => r.id !== realm) as (typeof world.realms)[number];
    expect(await gm.getByTestId('missing-turns').innerText()).toBe(`Not handed in yet: ${other.name}.`);
    await gm.getByRole('button', { name: 'Yes, evaluate' }).click();
    await expect.poll(() => gm.getByTestId('evaluated').innerText(), { timeout: 60_000 }).toContain('Month 1');
    await gm.getByRole('button', { name: 'Publish the reports: Month 1' }).click();
    await expect.poll(() => gm.getByRole('button', { name: 'Publish the reports: Month 1' }).count()).toBe(0);
    await screenshot(gm, 'phoenix-5-gm-evaluated');

    // The game masters read their own report of the month: every turn, event and roll.
    await gm.getByRole('tab', { name: 'Reports' }).click();
    await gm.getByRole('combobox', { name: 'Realm' }).selectOption('');
    const gmReport = gm.frameLocator('iframe.report');
    await expect.poll(() => gmReport.locator('body').innerText()).toMatch(/Rolls/);
    await screenshot(gm, 'phoenix-5b-gm-report');

    // The realm reads its report of month 1 and sees month 2's map with the army moved.
    await player.getByRole('tab', { name: 'Berichte' }).click();
    const report = player.frameLocator('iframe.report');
    await expect.poll(() => report.locator('body').innerText()).toContain(String(move.army));
    await screenshot(player, 'phoenix-6-report');
    await player.getByRole('tab', { name: 'Karte' }).click();
    await expect.poll(() => player.getByTestId('map-month').innerText()).toBe('Monat 2');
    await player.locator('.map-svg svg').waitFor();
    await expect.poll(() => player.locator('.map-svg').innerHTML()).not.toBe(before);
    await clickHex(player, move.to);
    await expect.poll(() => player.getByTestId('hex-panel').innerText()).toContain(String(move.army));
    await screenshot(player, 'phoenix-7-map-month-2');
    expect(errors).toEqual([]);
  });
});
