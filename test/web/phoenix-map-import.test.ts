import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { loadWorldFile } from '../../src/games/phoenix/world/load.js';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { readFileSync } from 'node:fs';
import { SAMPLE_MDB, sampleDatabase, sampleTables } from '../phoenix/map/mdb/fixture.js';
import type { CellValue, TableSpec } from '../phoenix/map/mdb/jet4.js';
import { seriousViolations } from './axe.js';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

interface Created {
  match: { id: string };
  gmToken: string;
  gmLink: string;
}

const WORLD = new URL('../../examples/phoenix/month/world.json', import.meta.url).pathname;

describe.skipIf(!HAVE_CHROMIUM)("web client: the community's Access map database in the game master's desk (issue 19)", { timeout: 180_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it('uploads the .mdb, previews the change, keeps it as a correction with its reason; a file that is no database is refused in German', async () => {
    const world = loadWorldFile(WORLD).world;
    const created = (await (await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Karte', world }) })).json()) as Created;
    const base = `${server.url}/api/matches/${created.match.id}`;
    // One hex of the database handed to the second realm.
    const tables = sampleTables();
    const karte = tables.find((t) => t.name === 'Karte') as TableSpec;
    const col = (name: string) => karte.columns.findIndex((c) => c.name === name);
    const index = karte.rows.findIndex((r) => (r[col('Reich')] as number) > 0 && r[col('Reich')] !== 2 && r[col('Ruestort')] === 0);
    const row = karte.rows[index] as CellValue[];
    const at = `${String(row[col('gf')])}/${String(row[col('kf')]).padStart(2, '0')}`;
    const edited = tables.map((t) => (t === karte ? { ...karte, rows: karte.rows.map((r, i) => (i === index ? r.map((cell, j) => (j === col('Reich') ? 2 : cell)) : r)) } : t));
    const from = world.hexes.find((h) => h.at === at)?.owner;
    const to = (world.realms[1] as World['realms'][number]).id;

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      const gm = await (await browser.newContext({ locale: 'de-DE', viewport })).newPage();
      watchPageErrors(gm, errors);
      await gm.goto(created.gmLink);
      await gm.getByRole('tab', { name: 'Welt korrigieren' }).click();
      await gm.getByRole('radio', { name: 'Karte (Access)' }).check();
      const box = gm.locator('fieldset.map-import');
      await box.getByLabel('Datenbank (.mdb, .accdb)').setInputFiles({ name: 'karte.mdb', mimeType: 'application/x-msaccess', buffer: Buffer.alloc(5000, 3) });
      await box.getByRole('button', { name: 'Vorschau' }).click();
      await expect.poll(() => box.getByRole('alert').innerText()).toContain('ist keine Access-Datenbank (.mdb oder .accdb)');
      // The file field speaks German, not the browser's "Choose File", and names the file chosen.
      expect(await box.locator('.file-picker').innerText()).toMatch(/Datei wählen\s+karte\.mdb/);

      await box.getByLabel('Datenbank (.mdb, .accdb)').setInputFiles({ name: 'karte.mdb', mimeType: 'application/x-msaccess', buffer: sampleDatabase(edited) });
      await box.getByRole('button', { name: 'Vorschau' }).click();
      await expect.poll(() => gm.getByTestId('map-preview').innerText()).toContain(`${at}: Besitzer ${from} → ${to}`);
      expect(await gm.getByTestId('map-preview').locator('p').first().innerText()).toMatch(/^\d+ Zeilen gelesen · Gemarken 2$/);
      expect(await gm.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
      expect(await seriousViolations(gm)).toEqual([]);
      await screenshot(gm, `phoenix-map-import-${viewport.width}`);
      if (viewport.width === 390) continue;

      // Without a reason it cannot be kept; with one it asks first, then keeps it.
      expect(await box.getByRole('button', { name: 'Als Korrektur übernehmen' }).isDisabled()).toBe(true);
      await gm.getByLabel('Begründung').fill('Karte vom Treffen');
      await box.getByRole('button', { name: 'Als Korrektur übernehmen' }).click();
      await box.getByRole('button', { name: 'Ja, übernehmen' }).click();
      await expect.poll(async () => ((await (await fetch(`${base}/periods/1/state`, { headers: { authorization: `Bearer ${created.gmToken}` } })).json()) as World).hexes.find((h) => h.at === at)?.owner).toBe(to);
      await expect.poll(() => gm.getByTestId('audit').innerText()).toContain('Karte vom Treffen');
    }
    expect(errors).toEqual([]);
  });
});

describe.skipIf(!HAVE_CHROMIUM)("web client: a new Phoenix match from the community's Access database (issue 19)", { timeout: 180_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it('creates the match from the .mdb on the overview; a database lacking hexes is refused in German until they are filled', async () => {
    const page = await (await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } })).newPage();
    watchPageErrors(page, errors);
    await page.goto(`${server.url}/app/`);
    const form = page.getByRole('form', { name: 'Phoenix-Partie aus der Access-Datenbank' });
    await form.getByLabel('Datenbank (.mdb, .accdb, Tabelle Karte)').setInputFiles({ name: 'karte.mdb', mimeType: 'application/x-msaccess', buffer: readFileSync(SAMPLE_MDB) });
    await form.getByRole('button', { name: 'Anlegen' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('In der Datenbank fehlen Felder der Karte');
    await form.getByLabel('fehlende Felder als Wasser anlegen').check();
    await form.getByRole('button', { name: 'Anlegen' }).click();
    await page.locator('.created').waitFor();
    const example = loadWorldFile(WORLD).world;
    expect(await page.locator('.created input[data-seat]').count()).toBe(example.realms.length);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'phoenix-create-from-mdb-390');
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
