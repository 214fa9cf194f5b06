import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

/** Enough moves for a whole game of two seats; the game ends long before. */
const MOST_MOVES = 400;

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

describe.skipIf(!HAVE_CHROMIUM)('web client: Domaine at the table', { timeout: 300_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it('a person founds castles and places borders and knights by clicking the board, then plays to the end against a bot; a spectator follows live', async () => {
    const host = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 950 } })).newPage();
    watchPageErrors(host, errors);
    await host.goto(`${server.url}/app/`);
    const form = host.locator('form.create-domaine');
    await form.getByLabel('Players').fill('2');
    await form.getByRole('button', { name: 'Create' }).click();
    const invite = await host.locator('.links input[data-seat="red"]').inputValue();
    await host.getByRole('button', { name: 'Open: Game master' }).click();
    await host.getByTestId('domaine-board').waitFor();

    const player = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 950 } })).newPage();
    watchPageErrors(player, errors);
    await player.goto(invite);
    await player.getByRole('button', { name: 'Take the seat' }).click();
    await player.getByTestId('domaine-board').waitFor();
    await screenshot(player, 'domaine-1-setup');

    // Setup: four castles, each a click on an offered meadow and one on an offered square beside it.
    for (let castle = 0; castle < 4; castle++) {
      expect(await redToMove(player)).toBe(true);
      await player.locator('.domaine-board .square.clickable').first().click();
      await player.locator('.domaine-board .hint.picked').waitFor({ state: 'detached', timeout: 1000 }).catch(() => undefined);
      await player.locator('.domaine-board .square.clickable').last().click();
      await settled(player);
    }
    await expect.poll(async () => (await player.getByTestId('log').innerText()).match(/red founds a castle/g)?.length ?? 0, { timeout: 20_000 }).toBe(4);
    expect(await player.locator('.domaine-board path >> title').count()).toBeGreaterThan(0);

    // A border: the mode, an offered edge, then the confirm button.
    expect(await redToMove(player)).toBe(true);
    await player.getByRole('button', { name: 'Borders (1/3/6)' }).click();
    const edge = player.locator('.domaine-board rect.edge.clickable').first();
    const edgeName = await edge.getAttribute('data-edge');
    await edge.click();
    await screenshot(player, 'domaine-2-border-picked');
    await player.getByRole('button', { name: 'Place border(s): 1' }).click();
    await settled(player);
    await expect.poll(async () => player.getByTestId('log').innerText(), { timeout: 20_000 }).toContain(`border placed on ${edgeName ?? '?'}`);
    expect(await player.locator(`.domaine-board line.border[data-edge="${edgeName ?? '?'}"]`).count()).toBe(1);

    // A knight: the mode, an offered square, confirm.
    expect(await redToMove(player)).toBe(true);
    await player.getByRole('button', { name: 'Knights (3/7, +1 forest)' }).click();
    const square = player.locator('.domaine-board .square.clickable').first();
    const squareName = await square.getAttribute('data-square');
    await square.click();
    await player.getByRole('button', { name: 'Place knight(s): 1' }).click();
    await settled(player);
    await expect.poll(async () => player.getByTestId('log').innerText(), { timeout: 20_000 }).toContain(`red's knight placed on ${squareName ?? '?'}`);
    await screenshot(player, 'domaine-3-playing');

    // The rest of the game by the suggested moves.
    let moves = 0;
    while (await redToMove(player)) {
      expect(moves).toBeLessThan(MOST_MOVES);
      const suggestion = player.locator('button.suggestion');
      if ((await suggestion.count()) > 0) await suggestion.click();
      else await player.getByRole('button', { name: 'Take 3 ducats' }).click();
      moves++;
      await settled(player);
      if (moves === 30) await screenshot(player, 'domaine-4-domaines');
    }
    expect(await player.getByTestId('result').innerText()).toMatch(/ won \(/);
    expect(await player.getByTestId('score-track').innerText()).toMatch(/king token at 50/);
    await screenshot(player, 'domaine-5-end');
    await expect.poll(() => host.getByTestId('result').count(), { timeout: 20_000 }).toBe(1);
    expect(await host.getByTestId('result').innerText()).toBe(await player.getByTestId('result').innerText());
    await screenshot(host, 'domaine-6-spectator-end');
    expect(errors).toEqual([]);
  });
});
