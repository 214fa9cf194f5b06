import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';
import { jdaPlay } from './jda-play.js';

/** Enough taps for a whole game of two seats (a command takes one to six); the game ends long before. */
const MOST_MOVES = 2500;

/** The match's seed: a game in which the person is asked in the player phase. */
const SEED = 1429;

describe.skipIf(!HAVE_CHROMIUM)("web client: Jeanne d'Arc 1429 at the table", { timeout: 600_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it('a person plays Navarre by taps on the map, the hand and the sheet against a bot until the game ends; a spectator follows live; labels in the four languages of the page', async () => {
    const host = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1500, height: 1000 } })).newPage();
    watchPageErrors(host, errors);
    await host.goto(`${server.url}/app/`);
    const form = host.locator('form.create-jda');
    await form.getByLabel('Players').fill('2');
    // A fixed seed, so the same game is played each run: with a fresh one, Navarre may never be able to expand or attack, and a question only "no" answers is not asked (JDA-37).
    await form.getByLabel('Seed').fill(String(SEED));
    await form.getByRole('button', { name: 'Create' }).click();
    const invite = await host.locator('.links input[data-seat="navarre"]').inputValue();
    await host.getByRole('button', { name: 'Open: Game master' }).click();
    await host.getByTestId('jda-map').waitFor();
    // The map: every city of the sample board, Navarre's and France's starting cities held with a garrison.
    expect(await host.locator('.jda-map g.city').count()).toBe(33);
    expect(await host.locator('.jda-map g.city[data-owner="navarre"]').count()).toBeGreaterThanOrEqual(2);
    expect(await host.locator('.jda-map g.province').count()).toBe(14);

    const player = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1500, height: 1000 } })).newPage();
    watchPageErrors(player, errors);
    await player.goto(invite);
    await player.getByRole('button', { name: 'Take the seat' }).click();
    await player.getByTestId('jda-map').waitFor();
    await screenshot(player, 'jda-1-start');

    // Dutch, French and German labels through the page's language switch, then back to English.
    const language = player.getByTestId('lang');
    await language.selectOption('nl');
    await expect.poll(() => player.getByTestId('tracks').innerText()).toContain('Ronde');
    await screenshot(player, 'jda-1b-dutch');
    await language.selectOption('fr');
    await expect.poll(() => player.getByTestId('tracks').innerText()).toContain('Manche');
    await language.selectOption('de');
    await expect.poll(() => player.getByTestId('tracks').innerText()).toContain('Runde');
    await language.selectOption('en');

    let moves = 0;
    const phases = new Set<string>();
    let sawHand = false;
    let mapClicks = 0;
    while ((await player.getByTestId('result').count()) === 0) {
      expect(moves).toBeLessThan(MOST_MOVES);
      const actions = player.getByTestId('actions');
      await Promise.race([actions.waitFor({ timeout: 30_000 }), player.getByTestId('result').waitFor({ timeout: 30_000 })]);
      if ((await player.getByTestId('result').count()) > 0) break;
      const phase = await player.getByTestId('phase').innerText();
      if (!phases.has(phase)) {
        phases.add(phase);
        await screenshot(player, `jda-2-${phase.split(' ')[0] ?? 'phase'}`);
      }
      const hand = await player.getByTestId('my-hand').innerText();
      sawHand ||= (await player.locator('.jda-hand .card').count()) > 0;
      // The hand by the cards' names, never their ids ("siege-3").
      expect(hand).not.toMatch(/siege-\d|[a-z]+-\d/);
      if ((await jdaPlay(player, mapClicks === 0 ? 0 : moves, false)) === 'map') mapClicks++;
      moves++;
      // Polled through a locator: waitForFunction with a text would need eval, which the content security policy forbids.
      await expect.poll(() => player.locator('[data-testid=actions] button:disabled').count()).toBe(0);
      expect(await player.locator('.error').count()).toBe(0);
    }
    expect(moves).toBeGreaterThan(10);
    expect(sawHand).toBe(true);
    expect(mapClicks).toBeGreaterThan(0);
    // The person was asked in the phases that ask players: War or Peace, buying, and the player phase.
    expect([...phases]).toEqual(expect.arrayContaining(['2 Political status', '4 Buying', '7 Player phase']));
    await screenshot(player, 'jda-3-end');
    // The log speaks the table's language too.
    await language.selectOption('nl');
    await expect.poll(() => player.getByTestId('log').innerText()).toContain('Winnaar');
    await language.selectOption('fr');
    await expect.poll(() => player.getByTestId('log').innerText()).toContain('Vainqueur');
    await language.selectOption('de');
    await expect.poll(() => player.getByTestId('log').innerText()).toContain('Gewinner');
    await language.selectOption('en');
    // Counts with their nouns in the right number: never "1 cards".
    expect(await player.getByTestId('log').innerText()).not.toMatch(/\b1 cards\b/);
    await expect.poll(() => host.getByTestId('result').count(), { timeout: 20_000 }).toBe(1);
    expect(await host.getByTestId('result').innerText()).toBe(await player.getByTestId('result').innerText());
    // The spectator sees no hand: France's and Navarre's are sizes only.
    expect(await host.getByTestId('my-hand').count()).toBe(0);
    expect(await host.getByTestId('log').innerText()).not.toMatch(/draws [a-z]+-\d/);
    await screenshot(host, 'jda-4-spectator-end');
    expect(errors).toEqual([]);
  });
});
