import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { buildCaseWorld } from '../conformance/phoenix-month-world.js';
import { seriousViolations } from './axe.js';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

interface Created {
  match: { id: string };
  gmToken: string;
  gmLink: string;
}

const meetingWorld = (): World =>
  buildCaseWorld({
    turn: 2,
    realms: [{ id: 'a', treasury: 10000 }, { id: 'b', treasury: 10000 }],
    hexes: [
      { at: '503/21', terrain: 'lowland', owner: 'a' },
      { at: '503/22', terrain: 'lowland', owner: 'b' },
    ],
    characters: [
      { id: 'hugo', name: 'Sir Hugo', realm: 'a', at: '503/21', rank: 'castleLord', gp: 50, maxGp: 50 },
      { id: 'bea', name: 'Bea', realm: 'b', at: '503/22', rank: 'commander', gp: 12, maxGp: 12 },
    ],
  });

describe.skipIf(!HAVE_CHROMIUM)('web client: the game master books a meeting (R §8, §7.1.1; issue 16)', { timeout: 180_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it('race placings as form rows: a refusal in German books nothing, the booking credits the prize and is listed', async () => {
    const created = (await (await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Treffen', world: meetingWorld(), seed: 5 }) })).json()) as Created;
    const base = `${server.url}/api/matches/${created.match.id}`;
    const world = async () => (await (await fetch(`${base}/periods/1/state`, { headers: { authorization: `Bearer ${created.gmToken}` } })).json()) as World;
    const untouched = JSON.stringify(await world());

    for (const [size, viewport] of [
      ['390', { width: 390, height: 844 }],
      ['1366', { width: 1366, height: 768 }],
    ] as const) {
      const gm = await (await browser.newContext({ locale: 'de-DE', viewport })).newPage();
      watchPageErrors(gm, errors);
      await gm.goto(created.gmLink);
      await gm.getByRole('tab', { name: 'Welt korrigieren' }).click();
      await gm.getByRole('radio', { name: 'Treffen buchen' }).check();
      const form = gm.locator('fieldset.edit-meeting');
      await form.getByRole('button', { name: 'Fahrer hinzufügen' }).click();
      await form.getByRole('button', { name: 'Fahrer hinzufügen' }).click();
      await form.getByRole('button', { name: 'Gruppe hinzufügen' }).click();
      expect(await gm.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
      expect(await seriousViolations(gm)).toEqual([]);
      await screenshot(gm, `phoenix-bookings-${size}`);
      if (size === '390') {
        await gm.context().close();
        continue;
      }
      // A role-play group of both players: 1 GP each (at most 1.3 × 2 survivors, at least half of it; R §7.1.1).
      const group = form.getByTestId('group');
      await group.getByLabel('Gruppe', { exact: true }).fill('Tavernenrunde');
      await group.getByLabel('Spieler 1').selectOption('hugo');
      await group.getByLabel('GP (Zehntel)').fill('1');
      await group.getByRole('button', { name: 'Spieler hinzufügen' }).click();
      await group.getByLabel('Spieler 2').selectOption('bea');
      await group.getByLabel('GP (Zehntel)').nth(1).fill('1');

      // Without a reason nothing can be booked.
      await form.getByLabel('Treffen', { exact: true }).fill('Sommertreffen');
      expect(await form.getByRole('button', { name: 'Buchen' }).isDisabled()).toBe(true);
      await gm.getByLabel('Begründung').fill('Wagenrennen beim Sommertreffen');
      const rows = form.getByTestId('driver-row');
      await rows.nth(0).getByLabel('Fahrer 1').selectOption('hugo');
      await rows.nth(0).getByLabel('erreicht').selectOption('final');
      await rows.nth(0).getByLabel('Platz').selectOption('2');
      await rows.nth(1).getByLabel('Fahrer 2').selectOption('bea');
      await rows.nth(1).getByLabel('erreicht').selectOption('final');
      await rows.nth(1).getByLabel('Platz').selectOption('2');
      await form.getByRole('button', { name: 'Buchen' }).click();
      await form.getByRole('button', { name: 'Ja, buchen' }).click();
      await expect.poll(() => form.getByTestId('booking-refusal').innerText()).toContain('Fahrer 2, Platz: Dieser Platz ist schon vergeben.');
      expect(await form.getByTestId('booking-refusal').innerText()).not.toMatch(/race\.|entrants|\bthe\b/);
      expect(JSON.stringify(await world())).toBe(untouched);

      await rows.nth(0).getByLabel('Platz').selectOption('1');
      await form.getByRole('button', { name: 'Buchen' }).click();
      await form.getByRole('button', { name: 'Ja, buchen' }).click();
      await expect.poll(async () => (await world()).realms.map((r) => [r.id, r.treasury])).toEqual([['a', 65000], ['b', 11000]]);
      expect((await world()).characters.map((c) => [c.id, c.gp])).toEqual([['hugo', 52], ['bea', 14]]);
      await expect.poll(() => gm.getByTestId('booked').innerText()).toContain('Platz im Wagenrennen: Sir Hugo');
      await expect.poll(() => gm.getByTestId('audit').innerText()).toContain('Wagenrennen beim Sommertreffen');
    }
    expect(errors).toEqual([]);
  });
});
