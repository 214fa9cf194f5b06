import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HAVE_CHROMIUM, useWebSession, watchPageErrors, type WebServer } from './harness.js';

// Issue 45 item 2: a page opens in the browser's language (nl-BE → Dutch, fr-CA → French, else
// English); the switch changes it and the choice is kept over a reload.

describe.skipIf(!HAVE_CHROMIUM)('web client: the language of the page', { timeout: 120_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  async function open(locale: string): Promise<Page> {
    const page = await (await browser.newContext({ locale, viewport: { width: 390, height: 844 } })).newPage();
    watchPageErrors(page, errors);
    await page.goto(`${server.url}/app/`);
    await page.getByTestId('lang').waitFor();
    return page;
  }

  it('opens in the browser’s language, else English; the switch changes it and a reload keeps the choice', async () => {
    const dutch = await open('nl-BE');
    expect(await dutch.getByTestId('lang').inputValue()).toBe('nl');
    expect(await dutch.locator('html').getAttribute('lang')).toBe('nl');
    await dutch.getByRole('heading', { name: 'Je partijen' }).waitFor();

    const french = await open('fr-CA');
    expect(await french.getByTestId('lang').inputValue()).toBe('fr');
    await french.getByRole('heading', { name: 'Vos parties' }).waitFor();

    const other = await open('ja-JP');
    expect(await other.getByTestId('lang').inputValue()).toBe('en');
    await other.getByRole('heading', { name: 'Your matches' }).waitFor();

    // The switch, then a reload: the saved choice wins over the browser's Dutch.
    await dutch.getByTestId('lang').selectOption('fr');
    await dutch.getByRole('heading', { name: 'Vos parties' }).waitFor();
    expect(await dutch.locator('html').getAttribute('lang')).toBe('fr');
    await dutch.reload();
    await dutch.getByRole('heading', { name: 'Vos parties' }).waitFor();
    expect(await dutch.getByTestId('lang').inputValue()).toBe('fr');
    // Every language is offered, each named in itself.
    expect(await dutch.getByTestId('lang').locator('option').allInnerTexts()).toEqual(['Deutsch', 'English', 'Nederlands', 'Français']);
    expect(errors).toEqual([]);
  });
});
