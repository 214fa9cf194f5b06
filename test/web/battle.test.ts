import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ensureWebBuild, HAVE_CHROMIUM, launchChromium, screenshot, startServer, watchPageErrors, type WebServer } from './harness.js';

describe.skipIf(!HAVE_CHROMIUM)('web client: the battle calculator as a form', { timeout: 120_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startServer();
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('enters a melee in the form, shows the odds and a resolution, keeps the JSON view in step, and runs ranged fire from the JSON', async () => {
    const created = (await (await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Battles', generate: { seed: 3, realms: 2 } }) })).json()) as { gmLink: string };
    const page = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 1000 } })).newPage();
    watchPageErrors(page, errors);
    await page.goto(created.gmLink);
    await page.getByRole('tab', { name: 'Battle calculator' }).click();

    // The rulebook's melee is in the form: the hex, the attacker and the defender.
    expect(await page.getByLabel('Terrain', { exact: true }).inputValue()).toBe('lowland');
    expect(await page.getByLabel('Stronghold', { exact: true }).inputValue()).toBe('STD');
    expect(await page.getByLabel('Attacker: Realm', { exact: true }).inputValue()).toBe('ReichB');
    await page.getByLabel('Attacker Army 101: K', { exact: true }).fill('30000');
    await page.getByLabel('Stronghold', { exact: true }).selectOption('BUR');
    await page.getByLabel('Defender 1 Army 201: R', { exact: true }).fill('4000');
    // A character for the attacker, with the army it rides with.
    await page.getByRole('group', { name: 'Attacker' }).getByRole('button', { name: '+ Characters' }).click();

    await page.getByRole('button', { name: 'Odds' }).click();
    const odds = page.getByTestId('battle-odds');
    await odds.waitFor();
    expect(await odds.getAttribute('class')).not.toContain('error');
    expect((await odds.innerText()).length).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'Resolve' }).click();
    const resolution = page.getByTestId('battle-resolution');
    await resolution.waitFor();
    expect(await resolution.getAttribute('class')).not.toContain('error');
    expect(await resolution.innerText()).toMatch(/ReichB|ReichA/);
    await screenshot(page, 'battle-1-form');

    // The JSON view follows the form.
    await page.getByText('Battle file (JSON, advanced)').click();
    const json = JSON.parse(await page.getByLabel('Battle file (JSON, advanced)').inputValue()) as { hex: { stronghold: { level: string } }; attacker: { armies: { K: number }[]; characters: unknown[] } };
    expect(json.hex.stronghold.level).toBe('BUR');
    expect(json.attacker.armies[0]?.K).toBe(30000);
    expect(json.attacker.characters).toHaveLength(1);

    // A form that does not add up says what is wrong.
    await page.getByLabel('Attacker Army 101: HF', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Odds' }).click();
    await expect.poll(() => page.getByTestId('battle-odds').innerText()).toMatch(/commander/);

    // Ranged fire: entered in the JSON view.
    await page.getByRole('button', { name: 'ranged' }).click();
    await page.getByText('Ranged fire and duels are entered in the battle file').waitFor();
    await page.getByRole('button', { name: 'Resolve' }).click();
    await expect.poll(async () => page.getByTestId('battle-resolution').getAttribute('class')).toBe('battle-out');
    await screenshot(page, 'battle-2-ranged-json');
    expect(errors).toEqual([]);
  });
});
