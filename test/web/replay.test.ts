import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { makeBot } from '../../src/games/fall-of-rome/bots/index.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';
import { cardName } from '../../web/src/fall-of-rome/board-words.js';
import { seriousViolations } from './axe.js';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

describe.skipIf(!HAVE_CHROMIUM)('web client: replays', { timeout: 300_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  it('steps through a finished Fall of Rome match as p1 saw it, never showing the bot seat’s hand', async () => {
    const created = await post<{ match: { id: string }; gmToken: string; seats: { seat: string; invite: string; link: string }[] }>(`${server.url}/api/matches`, {
      game: 'fall-of-rome',
      title: 'Replay',
      options: { players: 2, difficulty: 'standard', rules: { openHands: false } },
      seed: 3,
    });
    const id = created.match.id;
    await post(`${server.url}/api/matches/${id}/seats/p2/bot`, { bot: 'heuristic' }, created.gmToken);
    const { token } = await post<{ token: string }>(`${server.url}/api/join`, { invite: created.seats[0]!.invite });
    // p1 is played from here by the heuristic bot over HTTP, p2 by the server's bot, to the end.
    const stateOf = async () => (await server.app.context.interactive.current((await server.store.getMatch(id))!)).state as FrState;
    for (let i = 0; i < 2000; i++) {
      const state = await stateOf();
      if (state.result !== null) break;
      if (seatToMove(state) === 'p1') await post(`${server.url}/api/matches/${id}/commands`, { command: makeBot('heuristic').choose(state, () => 0) }, token);
      else await new Promise((done) => setTimeout(done, 10));
    }
    expect((await stateOf()).result).not.toBeNull();
    const steps = (await server.store.commands(id)).length;

    const page = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 768 } })).newPage();
    watchPageErrors(page, errors);
    await page.goto(`${server.url}/app/`);
    await page.evaluate(`localStorage.setItem('arbiter.sessions', ${JSON.stringify(JSON.stringify([{ matchId: id, token, seat: 'p1', gm: false, title: 'Replay', game: 'fall-of-rome' }]))})`);
    await page.goto(`${server.url}/app/matches/${id}`);
    await page.getByTestId('result').waitFor();
    await page.getByRole('button', { name: 'Replay' }).click();
    const stepper = page.getByTestId('stepper');
    await stepper.waitFor();
    expect(await page.getByTestId('stepper-at').innerText()).toMatch(new RegExp(`^Step ${steps} / ${steps}`));
    await screenshot(page, 'replay-rome-1-last-1366');

    await stepper.getByRole('button', { name: 'To the start' }).click();
    await page.getByTestId('stepper-at').filter({ hasText: `Step 0 / ${steps} · Setup` }).waitFor();
    await page.getByTestId('rome-map').waitFor();
    const atStart = await page.getByTestId('replay').innerText();
    await screenshot(page, 'replay-rome-2-setup-1366');
    await stepper.getByRole('button', { name: 'One forward' }).click();
    await page.getByTestId('stepper-at').filter({ hasText: `Step 1 / ${steps} · Player 1` }).waitFor();

    // What the page shows at each step is the seat's own view: compare with the server's view for p1, and no p2 hand.
    const replayed = (await (await fetch(`${server.url}/api/matches/${id}/replay?step=0`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      view: { players: { seat: string; hand: string[] }[] };
    };
    const p1Hand = replayed.view.players.find((p) => p.seat === 'p1')!.hand;
    expect(p1Hand.length).toBeGreaterThan(0);
    expect(replayed.view.players.find((p) => p.seat === 'p2')!.hand).toEqual([]);
    // Cards in words (issue 45 item 1): "Eburacum · Anglo-Saxons & Franks", never the id "Eburacum/AS".
    for (const card of p1Hand) expect(atStart).toContain(cardName(card, 'en'));

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'replay-rome-3-step1-390');
    expect(await seriousViolations(page)).toEqual([]);
    const wide = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(wide).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Back to the table' }).click();
    await page.getByTestId('replay').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
