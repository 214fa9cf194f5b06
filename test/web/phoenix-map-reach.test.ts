import { describe, expect, it } from 'vitest';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

/**
 * Issue 46 items 4 and 7, the realm's map on a phone and from the keyboard: planning a move on a phone
 * keeps the verdict and "Add to the turn" in sight; the map opens with hexes big enough to tap and
 * pinches; arrow keys move a visible, announced cursor, Enter chooses its hex, Escape closes; the tab
 * and month shown are in the address, so Back goes to the tab before and a reload keeps them.
 */

async function send<T>(url: string, body: unknown, token?: string, method = body === undefined ? 'GET' : 'POST'): Promise<T> {
  const response = await fetch(url, { method, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface Reach {
  army: number;
  from: string;
  hexes: { at: string; reachable: boolean; bwpLeft?: number; reason?: string }[];
}

const TEXTS = {
  de: { hex: 'Feld', plan: 'Zug planen', add: 'In den Zug übernehmen', reachable: 'erreichbar', map: 'Karte', turn: 'Zug', reports: 'Berichte', monthBack: 'Monat −', month: 'Monat', close: 'Schließen', myRealm: 'Mein Reich', zoomIn: 'Vergrößern', history: 'Verlauf' },
  en: { hex: 'Hex', plan: 'Plan a move', add: 'Add to the turn', reachable: 'can be reached', map: 'Map', turn: 'Turn', reports: 'Reports', monthBack: 'Month −', month: 'Month', close: 'Close', myRealm: 'My realm', zoomIn: 'Zoom in', history: 'History' },
} as const;

/** The map's scale, from its stage's transform. */
const scaleOf = (page: Page) => page.evaluate<number>(`Number(/scale\\(([-\\d.e]+)\\)/.exec(document.querySelector('.map-stage').style.transform)[1])`);

/** Where a hex is drawn on the screen (its bounding box), found by its title. */
function hexBox(page: Page, at: string): Promise<{ x: number; y: number; width: number; height: number } | undefined> {
  return page.evaluate(`(() => {
    const hex = [...document.querySelectorAll('.map-svg use[href="#h"]')].find((use) => use.querySelector('title')?.textContent?.split(' · ')[0] === ${JSON.stringify(at)});
    const r = hex?.getBoundingClientRect();
    return r === undefined ? undefined : { x: r.x, y: r.y, width: r.width, height: r.height };
  })()`);
}

/** Whether the point (x, y) of the page shows the hex `at` itself, nothing over it. */
function hexOnTop(page: Page, at: string, x: number, y: number): Promise<boolean> {
  return page.evaluate<boolean>(`(() => {
    const top = document.elementsFromPoint(${x}, ${y}).find((e) => !e.closest('.map-overlay'));
    return top?.tagName === 'use' && top.getAttribute('href') === '#h' && top.querySelector('title')?.textContent?.split(' · ')[0] === ${JSON.stringify(at)};
  })()`);
}

/** Whether the element's middle is within the screen and the element (or inside it) for the browser's hit testing there: nothing covers it. */
function uncovered(page: Page, selector: string): Promise<boolean> {
  return page.evaluate<boolean>(`(() => {
    const element = document.querySelector(${JSON.stringify(selector)});
    const r = element.getBoundingClientRect();
    const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
    if (r.top < 0 || r.bottom > innerHeight || x < 0 || x > innerWidth) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  })()`);
}

/** Taps (phone) or clicks (laptop) the middle of a hex. */
async function pressHex(page: Page, at: string, touch: boolean): Promise<void> {
  const box = await hexBox(page, at);
  if (box === undefined) throw new Error(`hex ${at} is not on the map`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

type Touch = 'touchStart' | 'touchMove' | 'touchEnd';
const touches = (cdp: CDPSession) => (type: Touch, points: { x: number; y: number }[]) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });

/** Two fingers on the middle of the map, from `from` px apart to `to` px apart, as a phone sends them (CDP touch events). */
async function pinch(page: Page, from: number, to: number): Promise<void> {
  const box = (await page.getByTestId('map').boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await page.context().newCDPSession(page);
  const touch = touches(cdp);
  await touch('touchStart', [{ x: cx - from / 2, y: cy }]);
  await touch('touchStart', [{ x: cx - from / 2, y: cy }, { x: cx + from / 2, y: cy }]);
  for (let step = 1; step <= 10; step++) {
    const half = (from + ((to - from) * step) / 10) / 2;
    await touch('touchMove', [{ x: cx - half, y: cy }, { x: cx + half, y: cy }]);
  }
  await touch('touchEnd', []);
  await cdp.detach();
}

describe.skipIf(!HAVE_CHROMIUM)("web client: the realm's map on a phone, from the keyboard, and in the address (issue 46)", { timeout: 300_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  interface Campaign {
    id: string;
    gmLink: string;
    gmToken: string;
    realm: string;
    token: string;
    army: number;
    from: string;
    targets: string[];
  }
  let made: Campaign | undefined;
  /** One campaign for all four tests: month 1 evaluated and published, and an army of the realm that can move. */
  async function campaign(): Promise<Campaign> {
    if (made !== undefined) return made;
    const created = await send<{ match: { id: string }; gmToken: string; gmLink: string; seats: { seat: string; invite: string }[] }>(`${server.url}/api/phoenix/matches`, { title: 'Erkenfara', generate: { seed: 5, realms: 3, armies: true }, seed: 99 });
    const id = created.match.id;
    const base = `${server.url}/api/matches/${id}`;
    const realm = created.seats[0]!.seat;
    const { token } = await send<{ token: string }>(`${server.url}/api/join`, { invite: created.seats[0]!.invite });
    // A month evaluated and published: there are two months to show.
    const month = await send<{ version: number }>(`${base}/period`, undefined, created.gmToken);
    await send(`${base}/evaluation`, { period: 1, expectedVersion: month.version }, created.gmToken);
    await send(`${base}/periods/1/publication`, undefined, created.gmToken, 'POST');
    // An army that can move: where it stands and the hexes it reaches.
    const world = await send<{ own: { armies: { number: number; at: string; aboard?: number }[] } }>(`${base}/periods/2/map.json`, undefined, token);
    for (const army of world.own.armies.filter((a) => a.aboard === undefined)) {
      const answer = await send<Reach>(`${server.url}/api/phoenix/matches/${id}/reach?army=${army.number}&lang=en`, undefined, token);
      const targets = answer.hexes.filter((h) => h.reachable && h.at !== answer.from && h.reason === undefined).map((h) => h.at);
      if (targets.length >= 3) {
        made = { id, gmLink: created.gmLink, gmToken: created.gmToken, realm, token, army: answer.army, from: answer.from, targets };
        return made;
      }
    }
    throw new Error('no army of the realm can move');
  }

  const VIEWPORTS = [
    [1366, 768, '1366', 'en'],
    [390, 844, '390', 'de'],
  ] as const;

  /** The realm's page in a laptop's or a phone's browser (touch), in German or English, opened on its map. */
  async function open([width, height, , lang]: (typeof VIEWPORTS)[number]) {
    const { id, token, realm } = await campaign();
    const phone = width === 390;
    const context = await browser.newContext({ locale: lang === 'de' ? 'de-DE' : 'en-GB', viewport: { width, height }, ...(phone ? { hasTouch: true, isMobile: true } : {}) });
    const page = await context.newPage();
    watchPageErrors(page, errors);
    await page.goto(`${server.url}/app/`);
    await page.evaluate(`localStorage.setItem('arbiter.lang', '${lang}'); localStorage.setItem('arbiter.sessions', ${JSON.stringify(JSON.stringify([{ matchId: id, token, seat: realm, gm: false, title: 'Erkenfara', game: 'phoenix' }]))})`);
    await page.goto(`${server.url}/app/matches/${id}`);
    await page.locator('.map-svg svg').waitFor();
    const { from } = await campaign();
    await expect.poll(() => hexBox(page, from).then((b) => b !== undefined && b.x > 0)).toBe(true);
    return { context, page, phone, say: TEXTS[lang] };
  }

  it('1. planning a move on a phone: the verdict and "Add to the turn" stay in sight after a target is tapped, not under the hex sheet', async () => {
    for (const viewport of VIEWPORTS) {
      const [width, height, name] = viewport;
      const { context, page, phone, say } = await open(viewport);
      const { army, from, targets } = await campaign();
      // 1. Planning a move: the army's hex, "Plan a move", a target hex tapped.
      await page.getByRole('button', { name: say.myRealm }).click();
      await pressHex(page, from, phone);
      const panel = page.getByTestId('hex-panel');
      await panel.getByRole('button', { name: `${say.plan}: ${army}` }).click();
      await page.getByTestId('reach-overlay').waitFor({ state: 'attached' });
      // A target drawn on the screen with nothing over it, as a finger would choose one.
      let target: string | undefined;
      for (const at of targets) {
        const box = await hexBox(page, at);
        if (box === undefined || box.y < 0 || box.y + box.height > height) continue;
        if (await hexOnTop(page, at, box.x + box.width / 2, box.y + box.height / 2)) {
          target = at;
          break;
        }
      }
      expect(target, "a reachable hex on the screen that nothing covers (before issue 46 the hex sheet covered them all on a phone)").toBeDefined();
      await pressHex(page, target!, phone);
      const verdict = page.getByTestId('move-target');
      await expect.poll(() => verdict.innerText()).toContain(`${target}: ${say.reachable}`);
      const add = page.getByRole('button', { name: say.add });
      if (!phone) await add.scrollIntoViewIfNeeded();
      // Both in sight, nothing over them: not under the hex's sheet.
      expect(await uncovered(page, '[data-testid="move-target"]')).toBe(true);
      expect(await uncovered(page, '.move-planner button.primary')).toBe(true);
      await screenshot(page, `phoenix-map-reach-3-planned-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
      await add.click({ timeout: 5_000 });
      await expect.poll(() => page.locator('.move-planner .added').innerText()).toContain(`BEWEGE ${army} NACH ${target}`);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      await context.close();
    }
    expect(errors).toEqual([]);
  });

  it('2. the map opens on the realm with hexes big enough to tap, and two fingers pinch it', async () => {
    for (const viewport of VIEWPORTS) {
      const [, , name] = viewport;
      const { context, page, phone, say } = await open(viewport);
      const { from } = await campaign();
      // 2. At the opening zoom a hex is big enough to tap.
      const opened = (await hexBox(page, from))!;
      expect(Math.min(opened.width, opened.height)).toBeGreaterThanOrEqual(32);
      const openedScale = await scaleOf(page);
      if (phone) {
        // Two fingers spread: the map zooms in, and no hex is chosen by the gesture.
        await pinch(page, 60, 240);
        await expect.poll(() => scaleOf(page)).toBeGreaterThan(openedScale * 2.5);
        expect(await page.getByTestId('hex-panel').count()).toBe(0);
        // Together again: back out.
        const spread = await scaleOf(page);
        await pinch(page, 240, 80);
        await expect.poll(() => scaleOf(page)).toBeLessThan(spread / 2);
        await screenshot(page, `phoenix-map-reach-1-pinched-${name}`);
      }
      await page.getByRole('button', { name: say.zoomIn }).click();
      await page.getByRole('button', { name: say.myRealm }).click();
      expect(await scaleOf(page)).toBeCloseTo(openedScale, 5);

      await context.close();
    }
    expect(errors).toEqual([]);
  });

  it('3. the map from the keyboard: a focus ring, an announced cursor moved by arrows, Enter chooses, Escape closes', async () => {
    for (const viewport of VIEWPORTS) {
      const [, , name] = viewport;
      const { context, page, phone, say } = await open(viewport);
      const { army, from } = await campaign();
      // 3. From the keyboard: Tab reaches the map, its focus ring shows, arrows move an announced cursor.
      await page.getByRole('button', { name: say.myRealm }).focus();
      await page.keyboard.press('Tab');
      const map = page.getByTestId('map');
      expect(await page.evaluate<boolean>(`document.activeElement === document.querySelector('[data-testid="map"]')`)).toBe(true);
      const ring = await page.evaluate<{ style: string; width: number }>(`(() => {
        const style = getComputedStyle(document.querySelector('[data-testid="map"]'));
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      })()`);
      expect(ring.style).not.toBe('none');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      const live = page.getByTestId('map-cursor');
      expect(await live.getAttribute('aria-live')).toBe('polite');
      await expect.poll(() => live.textContent()).toMatch(new RegExp(`^${say.hex} \\d+/\\d\\d`));
      expect(await page.locator('.map-overlay .mark-cursor').count()).toBe(1);
      const cursorAt = async () => /^\S+ (\d+\/\d\d)/.exec((await live.textContent()) ?? '')?.[1] ?? '';
      const first = await cursorAt();
      await page.keyboard.press('ArrowRight');
      await expect.poll(cursorAt).not.toBe(first);
      const right = await cursorAt();
      await page.keyboard.press('ArrowDown');
      await expect.poll(cursorAt).not.toBe(right);
      await page.keyboard.press('ArrowUp');
      await expect.poll(cursorAt).toBe(right);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(cursorAt).toBe(first);
      // The cursor is drawn where its hex is, inside the map.
      const mark = (await page.locator('.map-overlay .mark-cursor').boundingBox())!;
      const drawn = (await hexBox(page, first))!;
      expect(Math.abs(mark.x + mark.width / 2 - (drawn.x + drawn.width / 2))).toBeLessThan(2);
      const frame = (await map.boundingBox())!;
      expect(mark.x).toBeGreaterThanOrEqual(frame.x);
      expect(mark.x + mark.width).toBeLessThanOrEqual(frame.x + frame.width);
      // Enter chooses the hex as a click does; Escape closes its details.
      await page.keyboard.press('Enter');
      const panel = page.getByTestId('hex-panel');
      await expect.poll(() => panel.innerText()).toContain(first);
      await screenshot(page, `phoenix-map-reach-2-keyboard-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });

      // While a move is planned, Enter on the cursor chooses the target as a click does.
      await page.getByRole('button', { name: say.myRealm }).click();
      await pressHex(page, from, phone);
      await panel.getByRole('button', { name: `${say.plan}: ${army}` }).click();
      await page.getByTestId('reach-overlay').waitFor({ state: 'attached' });
      await map.focus();
      await page.keyboard.press('ArrowRight');
      const keyed = await cursorAt();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('move-target').innerText()).toContain(keyed);
      await context.close();
    }
    expect(errors).toEqual([]);
  });

  it('4. the tab and month shown are in the address: Back returns to the tab before, a reload keeps both (and the GM link still works)', async () => {
    for (const viewport of VIEWPORTS) {
      const { context, page, phone, say } = await open(viewport);
      const { id, gmLink, gmToken } = await campaign();
      // 4. Tab and month in the address: Back returns to the tab before, a reload keeps both.
      await page.getByRole('button', { name: say.monthBack }).click();
      await expect.poll(() => page.getByTestId('map-month').innerText()).toBe(`${say.month} 1`);
      expect(new URL(page.url()).hash).toContain('month=1');
      await page.getByRole('tab', { name: say.reports }).click();
      expect(new URL(page.url()).hash).toMatch(/tab=reports/);
      await page.getByRole('tab', { name: say.turn }).click();
      expect(new URL(page.url()).hash).toMatch(/tab=turn/);
      await page.goBack();
      await expect.poll(() => page.getByRole('tab', { name: say.reports }).getAttribute('aria-selected')).toBe('true');
      expect(new URL(page.url()).pathname).toBe(`/app/matches/${id}`);
      await page.reload();
      await expect.poll(() => page.getByRole('tab', { name: say.reports }).getAttribute('aria-selected')).toBe('true');
      await page.getByRole('tab', { name: say.map }).click();
      await expect.poll(() => page.getByTestId('map-month').innerText()).toBe(`${say.month} 1`);
      await page.reload();
      await expect.poll(() => page.getByTestId('map-month').innerText()).toBe(`${say.month} 1`);
      expect(await page.getByRole('tab', { name: say.map }).getAttribute('aria-selected')).toBe('true');
      await page.goBack();
      await expect.poll(() => page.getByRole('tab', { name: say.reports }).getAttribute('aria-selected')).toBe('true');
      await page.goBack();
      await expect.poll(() => page.getByRole('tab', { name: say.map }).getAttribute('aria-selected')).toBe('true');
      expect(new URL(page.url()).pathname).toBe(`/app/matches/${id}`);
      // A month the campaign has not reached shows the current one; an unknown tab the map.
      await page.goto(`${server.url}/app/matches/${id}#tab=nowhere&month=99`);
      await page.reload();
      await expect.poll(() => page.getByTestId('map-month').innerText()).toBe(`${say.month} 2`);
      expect(await page.getByRole('tab', { name: say.map }).getAttribute('aria-selected')).toBe('true');

      // The game master's link: its #token leaves the address, and its tabs are kept there too.
      if (!phone) {
        const gm = await context.newPage();
        watchPageErrors(gm, errors);
        await gm.goto(gmLink);
        await gm.getByRole('tab', { name: say.history }).click();
        expect(gm.url()).not.toContain(gmToken);
        expect(new URL(gm.url()).hash).toBe('#tab=history');
        await gm.reload();
        await expect.poll(() => gm.getByRole('tab', { name: say.history }).getAttribute('aria-selected')).toBe('true');
        await gm.close();
      }
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});
