import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

interface Created {
  match: { id: string };
  gmToken: string;
  gmLink: string;
}

describe.skipIf(!HAVE_CHROMIUM)("web client: the game master corrects the world through forms (issue 19)", { timeout: 120_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it('sets a treasury and an army through forms; each change is an audited correction with its reason', async () => {
    const created = (await (await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Desk', generate: { seed: 5, realms: 2, armies: true } }) })).json()) as Created;
    const worldNow = async () => (await (await fetch(`${server.url}/api/matches/${created.match.id}/periods/1/state`, { headers: { authorization: `Bearer ${created.gmToken}` } })).json()) as World;
    const before = await worldNow();
    const realm = before.realms[1] as World['realms'][number];
    const army = before.armies.find((a) => a.kind === 'warriors') as World['armies'][number];

    const gm = await (await browser.newContext({ locale: 'de-DE', viewport: { width: 1366, height: 768 } })).newPage();
    watchPageErrors(gm, errors);
    await gm.goto(created.gmLink);
    await gm.getByRole('tab', { name: 'Welt korrigieren' }).click();
    // No raw JSON: forms only.
    expect(await gm.locator('.correction textarea').count()).toBe(0);

    const treasury = gm.locator('form.edit-treasury');
    await treasury.getByLabel('Reich').selectOption(realm.id);
    await treasury.getByLabel('Schatzkammer (GS)').fill('12345');
    expect(await treasury.getByRole('button', { name: 'Korrektur speichern' }).isDisabled()).toBe(true);
    await gm.getByLabel('Begründung').fill('Spende des Kaisers');
    await treasury.getByRole('button', { name: 'Korrektur speichern' }).click();
    await expect.poll(() => gm.getByTestId('audit').innerText()).toContain('Spende des Kaisers');
    // Each changed value as a sentence: the realm by its name, the field in German, old → new (issue 46).
    expect(await gm.getByTestId('audit').innerText()).toContain(`${realm.name}: Schatzkammer ${realm.treasury} → 12345`);
    expect(await gm.getByTestId('audit').innerText()).not.toContain('treasury');
    expect((await worldNow()).realms.find((r) => r.id === realm.id)?.treasury).toBe(12_345);

    await gm.getByRole('radio', { name: 'Heer' }).check();
    const armyForm = gm.locator('form.edit-army');
    await armyForm.getByLabel('Heer').selectOption(`${army.realm}/${army.number}`);
    await armyForm.getByLabel('K', { exact: true }).fill('777');
    await gm.getByLabel('Begründung').fill('Zählfehler');
    await armyForm.getByRole('button', { name: 'Korrektur speichern' }).click();
    await expect.poll(() => gm.getByTestId('audit').innerText()).toContain('Zählfehler');
    expect(await gm.getByTestId('audit').innerText()).toContain(`Heer ${army.number} (${before.realms.find((r) => r.id === army.realm)?.name}): K ${army.K ?? '—'} → 777`);
    expect((await worldNow()).armies.find((a) => a.realm === army.realm && a.number === army.number)?.K).toBe(777);

    // A world the checks refuse is not kept: the refusal is shown and the audit stays as it was.
    await armyForm.getByLabel('HF', { exact: true }).fill('0');
    await armyForm.getByLabel('K', { exact: true }).fill('0');
    await gm.getByLabel('Begründung').fill('leer');
    await armyForm.getByRole('button', { name: 'Korrektur speichern' }).click();
    await expect.poll(() => gm.getByRole('alert').count()).toBeGreaterThan(0);
    expect(await gm.getByTestId('audit').innerText()).not.toContain('leer');
    await screenshot(gm, 'phoenix-gm-correction-forms');
    expect(errors).toEqual([]);
  });
});
