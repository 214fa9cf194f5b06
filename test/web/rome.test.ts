import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

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

  it('a person plays p1 through the offered actions against a bot until the game ends; a spectator follows live', async () => {
    const host = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } })).newPage();
    watchPageErrors(host, errors);
    await host.goto(`${server.url}/app/`);
    const form = host.locator('form.create-rome');
    await form.getByLabel('Players').fill('2');
    await form.getByRole('button', { name: 'Create' }).click();
    const invite = await host.locator('.links input[data-seat="p1"]').inputValue();
    await host.getByRole('button', { name: 'Open: Game master' }).click();
    await host.getByTestId('rome-board').waitFor();

    const player = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } })).newPage();
    watchPageErrors(player, errors);
    await player.goto(invite);
    await player.getByRole('button', { name: 'Take the seat' }).click();
    await player.getByTestId('rome-board').waitFor();
    await screenshot(player, 'rome-1-start');

    let moves = 0;
    let sawBot = false;
    let playedEvents = 0;
    while ((await player.getByTestId('result').count()) === 0) {
      expect(moves).toBeLessThan(MOST_MOVES);
      const first = player.getByTestId('actions').getByRole('button').first();
      // Either it is p1's turn (actions offered) or the bot's, or the game just ended.
      await Promise.race([first.waitFor({ timeout: 30_000 }), player.getByTestId('result').waitFor({ timeout: 30_000 })]);
      if ((await player.getByTestId('result').count()) > 0) break;
      sawBot ||= (await player.getByTestId('log').innerText()).includes('p2');
      // An event with several accepted choices: pick the last and play it (once per game is enough to see it work).
      const choice = player.locator('.event-choice').first();
      if (playedEvents === 0 && (await choice.count()) > 0) {
        const select = choice.locator('select');
        const options = await select.locator('option').count();
        expect(options).toBeGreaterThan(1);
        await select.selectOption(String(options - 1));
        await screenshot(player, 'rome-2b-event-choice');
        await choice.getByRole('button').click();
        playedEvents++;
      } else await first.click();
      moves++;
      // The buttons stay disabled until the server answered; a refusal would then be on the page.
      // Polled through a locator: waitForFunction with a text would need eval, which the content security policy forbids.
      await expect.poll(() => player.locator('[data-testid=actions] button:disabled').count()).toBe(0);
      expect(await player.locator('.error').count()).toBe(0);
      if (moves === 3) await screenshot(player, 'rome-2-playing');
    }
    expect(moves).toBeGreaterThan(0);
    expect(sawBot).toBe(true);
    await screenshot(player, 'rome-3-end');
    await expect.poll(() => host.getByTestId('result').count(), { timeout: 20_000 }).toBe(1);
    expect(await host.getByTestId('result').innerText()).toBe(await player.getByTestId('result').innerText());
    await screenshot(host, 'rome-4-spectator-end');
    expect(errors).toEqual([]);
  });
});
