import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import webpush from 'web-push';
import { HAVE_CHROMIUM, useWebSession, watchPageErrors, type WebServer } from './harness.js';

interface Created {
  match: { id: string };
  seats: { seat: string; link: string }[];
}

const vapid = webpush.generateVAPIDKeys();

/**
 * Headless Chromium has no push service to reach: the page's PushManager.subscribe is wrapped to
 * record the key it is given and, when the real call fails for want of a push service, to answer a
 * subscription as a push service would (a real P-256 key). Permission, the service worker and the
 * request to the server are the browser's and the client's own.
 */
function pushStandIn(p256dh: string, auth: string): string {
  return `(() => {
    const real = PushManager.prototype.subscribe;
    PushManager.prototype.subscribe = async function (options) {
      window.__pushKey = btoa(String.fromCharCode(...new Uint8Array(options.applicationServerKey))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
      try {
        const subscription = await real.call(this, options);
        window.__pushReal = true;
        return subscription;
      } catch (error) {
        window.__pushReal = String(error);
        const json = { endpoint: 'https://push.example.test/send/standin', expirationTime: null, keys: { p256dh: ${JSON.stringify(p256dh)}, auth: ${JSON.stringify(auth)} } };
        return { endpoint: json.endpoint, toJSON: () => json };
      }
    };
  })();`;
}

describe.skipIf(!HAVE_CHROMIUM)('web client: the Web Push button (issue 19)', { timeout: 180_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession(
    (started, launched) => {
      server = started;
      browser = launched;
    },
    { notify: { vapid: { ...vapid, subject: 'mailto:gm@example.test' }, reminderLeadMs: 3_600_000, reminderIntervalMs: 0 } },
  );

  it('asks for permission, registers the service worker, subscribes with the server’s key, and the server keeps the subscription; refused permission is said in the page', async () => {
    const created = (await (await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Push', generate: { seed: 5, realms: 2, armies: true } }) })).json()) as Created;
    const p256dh = createECDH('prime256v1');
    p256dh.generateKeys();
    const keys = { p256dh: p256dh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    const settings = async (token: string) => (await (await fetch(`${server.url}/api/matches/${created.match.id}/notifications`, { headers: { authorization: `Bearer ${token}` } })).json()) as { push: boolean; pushKey: string };

    for (const granted of [false, true]) {
      const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } });
      if (granted) await context.grantPermissions(['notifications'], { origin: server.url });
      await context.addInitScript(pushStandIn(keys.p256dh, keys.auth));
      const page = await context.newPage();
      watchPageErrors(page, errors);
      await page.goto((created.seats[granted ? 0 : 1] as Created['seats'][number]).link);
      await page.getByRole('button', { name: 'Platz einnehmen' }).click();
      await page.getByRole('tab', { name: 'Berichte' }).click();
      const token = (JSON.parse(await page.evaluate<string>("localStorage.getItem('arbiter.sessions')")) as { token: string }[])[0]!.token;
      expect((await settings(token)).pushKey).toBe(vapid.publicKey);
      await page.getByRole('button', { name: 'Push-Benachrichtigungen in diesem Browser einschalten' }).click();
      if (!granted) {
        await expect.poll(() => page.getByRole('alert').innerText()).toContain('Der Browser darf keine Benachrichtigungen zeigen');
        expect(await page.evaluate<unknown>('window.__pushKey ?? null')).toBeNull();
        expect((await settings(token)).push).toBe(false);
        await context.close();
        continue;
      }
      await page.getByText('Push-Benachrichtigungen sind eingeschaltet.').waitFor();
      expect(await page.evaluate<string>('Notification.permission')).toBe('granted');
      expect(await page.evaluate<string>("navigator.serviceWorker.getRegistration('/app/').then((r) => r ? r.scope + ' ' + (r.active || r.installing || r.waiting).scriptURL : 'none')")).toBe(`${server.url}/app/ ${server.url}/app/push-sw.js`);
      expect(await page.evaluate<string>('window.__pushKey')).toBe(vapid.publicKey);
      expect((await settings(token)).push).toBe(true);
      const stored = (await server.store.contact(created.match.id, created.seats[0]!.seat)).push as { endpoint: string; keys: unknown };
      expect(stored.keys).toEqual(keys);
      // And off again: the server forgets it.
      await page.getByRole('button', { name: 'Push-Benachrichtigungen ausschalten' }).click();
      await expect.poll(async () => (await settings(token)).push).toBe(false);
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});
