import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

interface Created {
  match: { id: string };
  gmToken: string;
  seats: { seat: string; name?: string; invite: string; link: string }[];
}

interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

/** A CDP virtual authenticator in the page's browser context: a platform passkey that verifies its user at once. */
async function virtualAuthenticator(context: BrowserContext, page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, id: authenticatorId };
}

describe.skipIf(!HAVE_CHROMIUM)('accounts in the browser: a passkey from a seat page, then "My seats" on another device (issue 19, D-17)', { timeout: 300_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  let base: string;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
    // Passkeys need a domain as relying party, not an IP address: the links name localhost.
    base = server.url.replace('127.0.0.1', 'localhost');
    server.app.listeningAt(base);
  });

  it('adds a passkey on a seat page, signs in with it on a second browser context, opens the seat, and loses it when the GM replaces the player', async () => {
    const response = await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Konten', generate: { seed: 4, realms: 2, armies: true } }) });
    const created = (await response.json()) as Created;
    const seat = created.seats[0] as Created['seats'][number];

    // The laptop: take the seat with its link, then save it to a new account with a passkey.
    const laptop = await browser.newContext({ locale: 'de-DE', viewport: { width: 1366, height: 768 } });
    const first = await laptop.newPage();
    watchPageErrors(first, errors);
    const laptopKey = await virtualAuthenticator(laptop, first);
    await first.goto(seat.link.replace('127.0.0.1', 'localhost'));
    await first.getByRole('button', { name: 'Platz einnehmen' }).click();
    await first.locator('.map-svg svg').waitFor();
    await first.getByText('Konto anlegen').click();
    await first.getByRole('button', { name: 'Passkey anlegen' }).click();
    await first.getByText('Dieser Platz ist in deinem Konto gespeichert.').waitFor();
    await screenshot(first, 'accounts-seat-saved-laptop');
    const { credentials } = (await laptopKey.cdp.send('WebAuthn.getCredentials', { authenticatorId: laptopKey.id })) as { credentials: VirtualCredential[] };
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

    // The phone: a fresh browser context that knows no seat; the synced passkey signs in.
    const phone = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } });
    const second = await phone.newPage();
    watchPageErrors(second, errors);
    const phoneKey = await virtualAuthenticator(phone, second);
    await phoneKey.cdp.send('WebAuthn.addCredential', { authenticatorId: phoneKey.id, credential: credentials[0] as VirtualCredential });
    await second.goto(`${base}/app/`);
    expect(await second.evaluate<string>(`localStorage.getItem('arbiter.sessions') ?? '[]'`)).toBe('[]');
    await second.getByRole('link', { name: 'Meine Plätze' }).click();
    await second.getByRole('heading', { name: 'Anmelden' }).waitFor();
    await second.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
    await second.getByRole('heading', { name: 'Meine Plätze' }).waitFor();
    const row = second.getByTestId('held-seat');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('Konten');
    expect(await row.innerText()).toContain('Phoenix (Erkenfara)');
    // The realm by its name, never its id (issue 19).
    expect(await row.innerText()).toContain(seat.name as string);
    expect(await row.innerText()).not.toContain(seat.seat);
    expect(await seriousViolations(second)).toEqual([]);
    expect(await second.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
    await screenshot(second, 'accounts-my-seats-phone');

    await row.getByRole('button', { name: 'Öffnen' }).click();
    await second.locator('.map-svg svg').waitFor();
    expect(await second.locator('main h1').innerText()).toContain(seat.name as string);

    // The game master gives the seat to a new player: the account no longer holds it, and its key no longer opens it.
    const replaced = await fetch(`${server.url}/api/matches/${created.match.id}/seats/${seat.seat}/replace`, { method: 'POST', headers: { authorization: `Bearer ${created.gmToken}` } });
    expect(replaced.status).toBe(200);
    await second.getByRole('link', { name: 'Meine Plätze' }).click();
    await second.getByText('Dein Konto hat noch keinen Platz.').waitFor();
    await second.getByRole('button', { name: 'Abmelden' }).click();
    await second.getByRole('heading', { name: 'Anmelden' }).waitFor();

    await laptop.close();
    await phone.close();
    expect(errors).toEqual([]);
  });

  it('an e-mailed login link signs in once, shows the seat it saved, and leaves the address bar', async () => {
    const response = await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Post', generate: { seed: 6, realms: 2, armies: true } }) });
    const created = (await response.json()) as Created;
    const joined = (await (await fetch(`${server.url}/api/join`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ invite: created.seats[0]?.invite }) })).json()) as { seat: string; token: string };
    // The link as the e-mail would carry it (the SMTP round trip is tested in test/server/accounts.test.ts).
    const token = await server.store.accounts.createLoginLink({ email: 'spieler@example.test', seatToken: joined.token }, 60_000);
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    watchPageErrors(page, errors);
    await page.goto(`${base}/app/account#login=${token as string}`);
    await page.getByRole('heading', { name: 'My seats' }).waitFor();
    expect(page.url()).toBe(`${base}/app/account`);
    expect(await page.getByTestId('held-seat').innerText()).toContain(created.seats[0]?.name as string);
    expect(await page.getByText('E-mail addresses: spieler@example.test').count()).toBe(1);
    await page.reload();
    await page.getByTestId('held-seat').waitFor();
    await context.close();
    expect(errors).toEqual([]);
  });
});
