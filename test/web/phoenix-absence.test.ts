import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { seriousViolations } from './axe.js';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

interface Created {
  match: { id: string };
  gmToken: string;
  gmLink: string;
  seats: { seat: string; link: string }[];
}

describe.skipIf(!HAVE_CHROMIUM)('web client: the game master marks a realm and a character absent (R §6.9, §6.10)', { timeout: 180_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it('each mark is an audited correction with its reason; the realms read the absence in the news', async () => {
    const created = (await (await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Abwesenheit', generate: { seed: 5, realms: 2, armies: true } }) })).json()) as Created;
    const base = `${server.url}/api/matches/${created.match.id}`;
    const world = async () => (await (await fetch(`${base}/periods/1/state`, { headers: { authorization: `Bearer ${created.gmToken}` } })).json()) as World;
    const before = await world();
    const [absent, other] = before.realms as [World['realms'][number], World['realms'][number]];
    const figure = before.characters[0] ?? before.wizards[0];
    expect(figure).toBeDefined();

    const player = await (await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } })).newPage();
    watchPageErrors(player, errors);
    await player.goto((created.seats.find((s) => s.seat === other.id) as Created['seats'][number]).link);
    await player.getByRole('button', { name: 'Platz einnehmen' }).click();
    await player.locator('.map-svg svg').waitFor();

    for (const [size, viewport] of [
      ['1366', { width: 1366, height: 768 }],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      const gm = await (await browser.newContext({ locale: 'de-DE', viewport })).newPage();
      watchPageErrors(gm, errors);
      await gm.goto(created.gmLink);
      await gm.getByRole('tab', { name: 'Welt korrigieren' }).click();
      await gm.getByRole('radio', { name: 'Abwesenheit' }).check();
      await gm.getByRole('group', { name: 'Abwesendes Reich (R §6.9)' }).waitFor();
      expect(await gm.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
      expect(await seriousViolations(gm)).toEqual([]);
      await screenshot(gm, `phoenix-absence-${size}`);
      if (size === '390') break;

      // A correction the world check refuses is said in German, naming the army, not a JSON path.
      const army = before.armies.find((a) => a.kind !== 'fleet') as World['armies'][number];
      const water = before.hexes.find((h) => h.terrain === 'water' && !before.armies.some((a) => a.at === h.at)) as World['hexes'][number];
      await gm.getByRole('radio', { name: 'Heer' }).check();
      await gm.locator('select[name=army]').selectOption(`${army.realm}/${army.number}`);
      await gm.locator('input[name=at]').fill(water.at);
      await gm.getByLabel('Begründung').fill('Probe');
      await gm.getByRole('button', { name: 'Korrektur speichern' }).click();
      await expect.poll(() => gm.getByRole('alert').innerText()).toContain(`\nHeer ${army.number} (${army.realm}): Ein Landheer auf dem Wasser muss auf einer Flotte sein (R §0.3.2).`);
      const refusal = await gm.getByRole('alert').innerText();
      expect(refusal.startsWith('Abgelehnt: Die korrigierte Welt wäre nicht stimmig.\n')).toBe(true);
      expect(refusal).not.toMatch(/armies\[|\bis\b|\bmust\b|\bthe\b/);
      await gm.getByRole('radio', { name: 'Abwesenheit' }).check();

      // Without a reason nothing can be saved.
      await gm.getByLabel('Begründung').fill('');
      const realmForm = gm.locator('form.edit-realm-absence');
      expect(await realmForm.getByRole('button', { name: 'Als Korrektur speichern' }).isDisabled()).toBe(true);
      await gm.getByLabel('Begründung').fill('fehlt beim Treffen, nicht abgemeldet');
      await realmForm.getByLabel('Reich').selectOption(absent.id);
      await realmForm.getByLabel('Stand diesen Monat').selectOption('absent');
      await realmForm.getByLabel('zum wievielten Mal').fill('2');
      await realmForm.getByLabel('abgemeldet').uncheck();
      await realmForm.getByRole('button', { name: 'Als Korrektur speichern' }).click();
      await expect.poll(async () => (await world()).realms.find((r) => r.id === absent.id)?.absence).toEqual({ times: 2, registered: false });
      await expect.poll(() => gm.getByTestId('audit').innerText()).toContain('fehlt beim Treffen, nicht abgemeldet');
      // Live in the realm's news.
      await expect.poll(() => player.locator('.news-ticker').innerText()).toContain(`${absent.name} fehlt`);

      await gm.getByLabel('Begründung').fill('Spieler nicht da, Figur in die Burg');
      const figureForm = gm.locator('form.edit-figure-absence');
      await figureForm.getByLabel('Figur').selectOption(`${before.characters[0] === undefined ? 'wizard' : 'character'}/${figure!.id}`);
      await figureForm.getByLabel('Stand diesen Monat').selectOption('castle');
      await figureForm.getByRole('button', { name: 'Als Korrektur speichern' }).click();
      await expect.poll(async () => {
        const now = await world();
        return [...now.characters, ...now.wizards].find((f) => f.id === figure!.id)?.absence;
      }).toBe('castle');
      await expect.poll(() => gm.getByTestId('audit').locator('li').count()).toBe(2);
      // And present again: the mark is removed.
      await gm.getByLabel('Begründung').fill('doch angereist');
      await realmForm.getByLabel('Stand diesen Monat').selectOption('present');
      await realmForm.getByRole('button', { name: 'Als Korrektur speichern' }).click();
      await expect.poll(async () => 'absence' in ((await world()).realms.find((r) => r.id === absent.id) ?? {})).toBe(false);
      await expect.poll(() => gm.getByTestId('audit').locator('li').count()).toBe(3);
    }
    expect(errors).toEqual([]);
  });
});
