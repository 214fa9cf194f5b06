import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

describe.skipIf(!HAVE_CHROMIUM)('web client: the battle calculator as a form', { timeout: 120_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it('enters a melee in the form, shows the odds and a resolution, keeps the JSON view in step; ranged fire, character combat and a duel in their own forms', async () => {
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

    // Ranged fire in its own form: the shooters, the fire groups, the hexes fired on. It has no odds.
    await page.getByRole('group', { name: 'Kind' }).getByRole('button', { name: 'Ranged fire' }).click();
    await page.getByTestId('ranged-form').waitFor();
    expect(await page.getByRole('button', { name: 'Odds' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Fire group 1: Weapon', { exact: true }).inputValue()).toBe('SKP');
    await page.getByLabel('Fire group 1: Count', { exact: true }).fill('3');
    await page.getByLabel('Target 1: Stronghold', { exact: true }).selectOption('BUR');
    await page.getByRole('button', { name: 'Resolve' }).click();
    await expect.poll(async () => page.getByTestId('battle-resolution').getAttribute('class')).toBe('battle-out');
    expect(await page.getByTestId('battle-resolution').innerText()).toMatch(/Thalor|Borgan/);
    const rangedJson = JSON.parse(await page.getByLabel('Battle file (JSON, advanced)').inputValue()) as { kind: string; fire: { count: number }[]; targets: { stronghold: { level: string } }[] };
    expect(rangedJson.kind).toBe('ranged');
    expect(rangedJson.fire[0]?.count).toBe(3);
    expect(rangedJson.targets[0]?.stronghold.level).toBe('BUR');
    await screenshot(page, 'battle-2-ranged-form');

    // Character combat: a knight against a castle lord, with the odds.
    await page.getByRole('group', { name: 'Kind' }).getByRole('button', { name: 'Character combat' }).click();
    await page.getByTestId('character-combat-form').waitFor();
    await page.getByLabel('Defender 1: GP', { exact: true }).fill('20');
    await page.getByRole('group', { name: 'Attacker', exact: true }).getByRole('button', { name: '+ Attacker' }).click();
    await page.getByRole('button', { name: 'Odds' }).click();
    await expect.poll(() => page.getByTestId('battle-odds').innerText()).toMatch(/attacker wins \d/);
    expect(await page.getByTestId('battle-odds').getAttribute('class')).not.toContain('error');
    await page.getByRole('button', { name: 'Resolve' }).click();
    await expect.poll(async () => page.getByTestId('battle-resolution').getAttribute('class')).toBe('battle-out');
    const characterJson = JSON.parse(await page.getByLabel('Battle file (JSON, advanced)').inputValue()) as { kind: string; attacker: { characters: unknown[] }; defender: { characters: { gp: number }[] } };
    expect(characterJson.kind).toBe('character-combat');
    expect(characterJson.attacker.characters).toHaveLength(2);
    expect(characterJson.defender.characters[0]?.gp).toBe(20);
    await screenshot(page, 'battle-3-character-combat');

    // A wizard duel: the rulebook's six ZA against a ZC, with the odds.
    await page.getByRole('group', { name: 'Kind' }).getByRole('button', { name: 'Wizard duel' }).click();
    await page.getByTestId('duel-form').waitFor();
    expect(await page.getByLabel('Attacker 6: ZKP', { exact: true }).inputValue()).toBe('6');
    await page.getByLabel('Defender 1: ZKP', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Odds' }).click();
    await expect.poll(() => page.getByTestId('battle-odds').innerText()).toMatch(/attacker wins \d/);
    await page.getByRole('button', { name: 'Resolve' }).click();
    await expect.poll(async () => page.getByTestId('battle-resolution').getAttribute('class')).toBe('battle-out');
    await screenshot(page, 'battle-4-duel');

    // The JSON view stays the advanced option: a hand-edited file runs as it is.
    const area = page.getByLabel('Battle file (JSON, advanced)');
    const edited = JSON.parse(await area.inputValue()) as { defender: { wizards: { zkp: number }[] } };
    (edited.defender.wizards[0] as { zkp: number }).zkp = 2;
    await area.fill(JSON.stringify(edited));
    await page.getByText('The battle file was edited by hand').waitFor();
    await page.getByRole('button', { name: 'Odds' }).click();
    await expect.poll(() => page.getByTestId('battle-odds').innerText()).toMatch(/attacker wins \d/);
    expect(errors).toEqual([]);
  });
});
