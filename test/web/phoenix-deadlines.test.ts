import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

/** Serious or critical accessibility violations axe finds on the page. */
async function serious(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

interface Created {
  match: { id: string };
  gmToken: string;
  gmLink: string;
  seats: { seat: string; name: string; link: string }[];
}

describe.skipIf(!HAVE_CHROMIUM)('web client: deadlines, the missed-turn policy and notifications (issue 19)', { timeout: 180_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it('the game master sets and extends the deadline and lets a missed realm hold; a realm enters its e-mail and is told of its turn', async () => {
    const created = (await (await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Frist', generate: { seed: 5, realms: 2, armies: true } }) })).json()) as Created;
    const base = `${server.url}/api/matches/${created.match.id}`;
    const [first, second] = created.seats as [Created['seats'][number], Created['seats'][number]];

    // The realm takes its seat (German) and enters an e-mail address for notifications.
    const player = await (await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } })).newPage();
    watchPageErrors(player, errors);
    await player.goto(first.link);
    await player.getByRole('button', { name: 'Platz einnehmen' }).click();
    await player.getByRole('tab', { name: 'Berichte' }).click();
    await expect.poll(() => player.locator('.notify-settings').innerText()).toContain('Dieser Server verschickt keine E-Mails');
    await player.getByLabel('E-Mail für Benachrichtigungen').fill('kein-at-zeichen');
    await player.getByRole('button', { name: 'Adresse speichern' }).click();
    // The browser refuses it before it is sent (the server refuses it too: test/server/notify.test.ts).
    expect(await player.evaluate<boolean>("document.querySelector('input[name=email]').validity.valid")).toBe(false);
    expect(await player.getByTestId('email-saved').count()).toBe(0);
    await player.getByLabel('E-Mail für Benachrichtigungen').fill('reich@example.test');
    await player.getByRole('button', { name: 'Adresse speichern' }).click();
    await player.getByTestId('email-saved').waitFor();
    await screenshot(player, 'phoenix-notify-email-390');
    const token = (JSON.parse(await player.evaluate<string>("localStorage.getItem('arbiter.sessions')")) as { token: string }[])[0]!.token;
    const settings = (await (await fetch(`${server.url}/api/matches/${created.match.id}/notifications`, { headers: { authorization: `Bearer ${token}` } })).json()) as { email: string };
    expect(settings.email).toBe('reich@example.test');

    const gm = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 768 } })).newPage();
    watchPageErrors(gm, errors);
    await gm.goto(created.gmLink);
    const form = gm.locator('fieldset.deadline-form');
    await form.waitFor();
    expect(await gm.getByTestId('deadline').innerText()).toContain('no deadline');
    await form.getByLabel('Deadline (local time)').fill('2030-03-01T18:00');
    await form.getByRole('button', { name: 'Set the deadline' }).click();
    await expect.poll(async () => ((await (await fetch(`${base}/period`, { headers: { authorization: `Bearer ${created.gmToken}` } })).json()) as { deadline: string }).deadline).toBe(new Date(2030, 2, 1, 18, 0).toISOString());
    await form.getByRole('button', { name: 'Extend by 24 hours' }).click();
    await expect.poll(async () => ((await (await fetch(`${base}/period`, { headers: { authorization: `Bearer ${created.gmToken}` } })).json()) as { deadline: string }).deadline).toBe(new Date(2030, 2, 2, 18, 0).toISOString());

    await form.getByLabel('A realm that misses the deadline').selectOption('gm');
    await expect.poll(async () => ((await (await fetch(`${base}/missed-policy`, { headers: { authorization: `Bearer ${created.gmToken}` } })).json()) as { policy: string }).policy).toBe('gm');
    await screenshot(gm, 'phoenix-gm-deadline-1366');

    // Nobody has handed in: the evaluation is refused, naming both realms.
    await gm.getByRole('button', { name: 'Evaluate the month 1' }).click();
    await gm.getByRole('button', { name: 'Yes, evaluate' }).click();
    // By name, in the page's language (issue 46): not the server's English with the realms' ids.
    await expect.poll(() => gm.getByRole('alert').innerText()).toContain('You decide for realms that missed the deadline');
    expect(await gm.getByRole('alert').innerText()).toContain(first.name);
    expect(await gm.getByRole('alert').innerText()).toContain(second.name);
    expect(await gm.getByRole('alert').innerText()).not.toMatch(new RegExp(`\\b(${first.seat}|${second.seat})\\b`));
    // The game master holds both and evaluates.
    await gm.getByRole('checkbox', { name: first.seat }).check();
    await gm.getByRole('checkbox', { name: second.seat }).check();
    // The decision is stored with the month (issue 46): a reload shows it, and the evaluation uses it.
    await expect.poll(async () => ((await (await fetch(`${base}/periods/1/held`, { headers: { authorization: `Bearer ${created.gmToken}` } })).json()) as { seats: string[] }).seats).toEqual([first.seat, second.seat].sort());
    await gm.reload();
    await expect.poll(() => gm.getByRole('checkbox', { name: first.seat }).isChecked()).toBe(true);
    expect(await gm.getByRole('checkbox', { name: second.seat }).isChecked()).toBe(true);
    await gm.getByRole('button', { name: 'Evaluate the month 1' }).click();
    await gm.getByRole('button', { name: 'Yes, evaluate' }).click();
    await gm.getByTestId('evaluated').waitFor();
    const evaluation = (await (await fetch(`${base}/periods/1/evaluation`, { headers: { authorization: `Bearer ${created.gmToken}` } })).json()) as { gmReport: { missedTurns: { seat: string; policy: string }[] } };
    expect(evaluation.gmReport.missedTurns.map((m) => [m.seat, m.policy])).toEqual([
      [first.seat, 'gm'],
      [second.seat, 'gm'],
    ]);

    // The realm's page tells it live that the new month is its turn.
    await expect.poll(() => player.getByTestId('notice').innerText()).toContain('Ein neuer Monat hat begonnen');
    await screenshot(player, 'phoenix-notice-390');
    await gm.setViewportSize({ width: 390, height: 844 });
    await screenshot(gm, 'phoenix-gm-deadline-390');
    expect(await gm.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(await player.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    // The Web Push service worker is served as a script from the client's scope.
    const worker = await fetch(`${server.url}/app/push-sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(await worker.text()).toContain('showNotification');
    expect(await serious(gm)).toEqual([]);
    expect(await serious(player)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
