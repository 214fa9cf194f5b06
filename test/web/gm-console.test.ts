import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

describe.skipIf(!HAVE_CHROMIUM)("web client: the game master's console", { timeout: 240_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it('pauses and resumes, rolls a die in the open that the player sees live, replaces and drops a player — each asking first', async () => {
    const gm = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 768 } })).newPage();
    watchPageErrors(gm, errors);
    await gm.goto(`${server.url}/app/`);
    const form = gm.locator('form.create-rome');
    await form.getByLabel('Players').fill('2');
    await form.getByRole('button', { name: 'Create' }).click();
    const invite = await gm.locator('.links input[data-seat="p1"]').inputValue();
    await gm.getByRole('button', { name: 'Open: Game master' }).click();
    await gm.getByTestId('rome-map').waitFor();

    const player = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } })).newPage();
    watchPageErrors(player, errors);
    await player.goto(invite);
    await player.getByRole('button', { name: 'Take the seat' }).click();
    await player.getByTestId('rome-map').waitFor();

    const console = gm.getByTestId('gm-console');
    await console.locator('summary').click();
    expect(await console.getByTestId('match-status').innerText()).toBe('running');
    // The player joined after the console opened: the console reads the seats again.
    await console.locator('tr[data-seat="p1"]', { hasText: 'joined' }).waitFor();
    expect(await console.locator('tr[data-seat="p1"] th').innerText()).toBe('Player 1');

    // A roll in the open: asks first, then every seat sees it with the reason.
    await console.getByLabel('Die').selectOption('20');
    await console.getByLabel('Reason').fill('Storm over the Danube');
    await console.getByRole('button', { name: 'Roll in the open' }).click();
    const ask = console.getByRole('alertdialog', { name: 'Roll in the open' });
    expect(await ask.innerText()).toContain('Every seat sees the roll');
    expect(await ask.innerText()).toContain('W20 — Storm over the Danube');
    await screenshot(gm, 'gm-console-1-roll-asks-1366');
    await ask.getByRole('button', { name: 'Yes, roll' }).click();
    const seen = player.getByTestId('open-roll').first();
    await seen.waitFor();
    const text = await seen.innerText();
    expect(text).toMatch(/^Game master rolls W20: (\d+) — Storm over the Danube/);
    const value = Number(/W20: (\d+)/.exec(text)![1]);
    expect(value).toBeGreaterThanOrEqual(1);
    expect(value).toBeLessThanOrEqual(20);
    const stored = await server.store.publicRolls((await server.store.listMatches()).at(-1)!.id);
    expect(stored.map((r) => r.value)).toEqual([value]);
    await screenshot(player, 'gm-console-2-player-sees-roll-390');
    expect(await seriousViolations(player)).toEqual([]);

    // Pause: the player is told at once; resume lifts it.
    await console.getByRole('button', { name: 'Pause' }).click();
    await player.getByTestId('paused-note').waitFor();
    expect(await console.getByTestId('match-status').innerText()).toBe('paused');
    await screenshot(player, 'gm-console-3-paused-390');
    await screenshot(gm, 'gm-console-3-paused-1366');
    await console.getByRole('button', { name: 'Resume' }).click();
    await player.getByTestId('paused-note').waitFor({ state: 'detached' });

    // Replace Player 1 (seat p1): asks and says what it does; the old page loses its key, a new link is shown.
    await console.getByRole('button', { name: 'Replace the player: Player 1' }).click();
    const replace = console.getByRole('alertdialog', { name: 'Replace the player: Player 1' });
    expect(await replace.innerText()).toContain('stop working at once');
    await replace.getByRole('button', { name: 'Yes, replace' }).click();
    const link = await console.getByTestId('new-invite').inputValue();
    expect(link).toContain('/app/join/');
    expect(link).not.toBe(invite);
    expect(await console.locator('tr[data-seat="p1"]').innerText()).toContain('invite open');

    const next = await (await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } })).newPage();
    watchPageErrors(next, errors);
    await next.goto(link);
    await next.getByRole('button', { name: 'Platz einnehmen' }).click();
    await next.getByTestId('rome-map').waitFor();
    expect(await next.getByTestId('open-roll').first().innerText()).toContain(`Spielleitung würfelt W20: ${value} — Storm over the Danube`);

    // Drop Player 1: handed to the bot, and the console says so.
    await console.getByRole('button', { name: 'Drop the player: Player 1' }).click();
    const drop = console.getByRole('alertdialog', { name: 'Drop the player: Player 1' });
    expect(await drop.innerText()).toContain('a bot plays it from now on');
    await screenshot(gm, 'gm-console-4-drop-asks-1366');
    expect(await seriousViolations(gm)).toEqual([]);
    await drop.getByRole('button', { name: 'Yes, drop' }).click();
    await console.locator('tr[data-seat="p1"]', { hasText: 'bot:' }).waitFor();
    expect(errors.filter((e) => !/401|409/.test(e))).toEqual([]);
  });
});
