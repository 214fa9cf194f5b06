import { describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { clickHex, HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

interface Created {
  match: { id: string };
  gmToken: string;
  gmLink: string;
  seats: { seat: string; invite: string; link: string }[];
}
interface Reach {
  army: number;
  from: string;
  hexes: { at: string; reachable: boolean; bwpLeft?: number; reason?: string }[];
}

describe.skipIf(!HAVE_CHROMIUM)('web client: links from the server, click-to-move, live updates without tokens in URLs', { timeout: 120_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];
  const urls: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    watchPageErrors(page, errors);
    page.on('request', (request: Request) => urls.push(request.url()));
    return page;
  }

  it('opens the links the server returns, plans a move by clicking hexes and adds it to the turn', async () => {
    const response = await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Planning', generate: { seed: 12, realms: 2, armies: true } }) });
    const created = (await response.json()) as Created;
    expect(created.gmLink).toBe(`${server.url}/app/matches/${created.match.id}#token=${created.gmToken}`);
    const seat = created.seats[0] as Created['seats'][number];
    expect(seat.link).toBe(`${server.url}/app/join/${seat.invite}`);

    // The game master's link opens the client as game master, and the token leaves the address bar.
    const gm = await newPage();
    await gm.goto(created.gmLink);
    await gm.getByRole('heading', { name: /Planning · Game master/ }).waitFor();
    expect(gm.url()).not.toContain(created.gmToken);

    // The invite link opens the client's join screen.
    const player = await newPage();
    await player.goto(seat.link);
    await player.getByRole('button', { name: 'Take the seat' }).click();
    await player.locator('.map-svg svg').waitFor();
    await expect.poll(() => player.locator('.status-line').innerText()).toContain('live');
    const held = JSON.parse(await player.evaluate<string>("localStorage.getItem('arbiter.sessions')")) as { token: string }[];
    const token = (held[0] as { token: string }).token;

    // Which army can move where, as the server answers: a reachable hex and one it cannot enter.
    const world = (await (await fetch(`${server.url}/api/matches/${created.match.id}/periods/1/map.json`, { headers: { authorization: `Bearer ${token}` } })).json()) as { own: { armies: { number: number; at: string; aboard?: number }[] } };
    let plan: { reach: Reach; to: string; blocked: { at: string; reason: string } } | undefined;
    for (const army of world.own.armies.filter((a) => a.aboard === undefined)) {
      const reach = (await (await fetch(`${server.url}/api/phoenix/matches/${created.match.id}/reach?army=${army.number}&lang=en`, { headers: { authorization: `Bearer ${token}` } })).json()) as Reach;
      const to = reach.hexes.find((h) => h.reachable && h.at !== reach.from && h.reason === undefined);
      const blocked = reach.hexes.find((h) => !h.reachable && h.reason !== undefined);
      if (to !== undefined && blocked !== undefined) {
        plan = { reach, to: to.at, blocked: { at: blocked.at, reason: blocked.reason as string } };
        break;
      }
    }
    expect(plan).toBeDefined();
    const { reach, to, blocked } = plan!;

    await clickHex(player, reach.from);
    await player.getByRole('button', { name: `Plan a move: ${reach.army}` }).click();
    await player.getByTestId('reach-overlay').waitFor({ state: 'attached' });
    expect(await player.locator('[data-testid="reach-overlay"] .mark-reach').count()).toBe(reach.hexes.filter((h) => h.reachable && h.at !== reach.from).length);

    await clickHex(player, blocked.at);
    await expect.poll(() => player.getByTestId('move-target').innerText()).toContain(`cannot be reached: ${blocked.reason}`);
    expect(await player.getByRole('button', { name: 'Add to the turn' }).isDisabled()).toBe(true);
    await screenshot(player, 'plan-1-blocked');

    await clickHex(player, to);
    const left = reach.hexes.find((h) => h.at === to)?.bwpLeft;
    await expect.poll(() => player.getByTestId('move-target').innerText()).toContain(`BWP left: ${left}`);
    await player.getByRole('button', { name: 'Add to the turn' }).click();
    await screenshot(player, 'plan-2-reachable');

    await player.getByRole('tab', { name: 'Turn' }).click();
    const editor = player.getByRole('textbox', { name: 'Turn' });
    await expect.poll(() => editor.inputValue()).toContain(`BEWEGE ${reach.army} NACH ${to}`);
    // A line taken out of the turn in the editor leaves the planner's list too (issue 19: an undo left it there).
    const written = await editor.inputValue();
    const mapTab = player.getByRole('tab', { name: 'Map' });
    await mapTab.click();
    await expect.poll(() => player.locator('.move-planner .added').innerText()).toContain(`BEWEGE ${reach.army} NACH ${to}`);
    await player.getByRole('tab', { name: 'Turn' }).click();
    await editor.fill(written.replace(`BEWEGE ${reach.army} NACH ${to}\n`, ''));
    await mapTab.click();
    await expect.poll(() => player.locator('.move-planner .added').count()).toBe(0);
    await player.getByRole('tab', { name: 'Turn' }).click();
    await editor.fill(written);
    await expect.poll(() => player.locator('.turn-status').innerText(), { timeout: 10_000 }).toContain('No problems');
    await player.getByRole('button', { name: 'Hand in the turn' }).click();
    await expect.poll(() => player.locator('.turn-status').innerText()).toContain('1');

    // The game master's screen hears of the turn through its live stream.
    await expect.poll(() => gm.locator(`tr[data-realm="${seat.seat}"]`).innerText(), { timeout: 10_000 }).toMatch(/\b1 ·/);
    await screenshot(gm, 'plan-3-gm-live');

    // The game master evaluates realm by realm, as at the table: each kept, the last completes the month.
    for (const n of [1, 2]) {
      await gm.getByRole('button', { name: /Evaluate (and keep the turn of|the first realm)/ }).click();
      await expect.poll(() => gm.getByTestId('realm-step').innerText(), { timeout: 30_000 }).toContain(`(${n}/2)`);
    }
    await expect.poll(() => gm.getByTestId('realm-step').innerText()).toContain('month complete');
    await expect.poll(() => gm.locator('.status-line').innerText()).toContain('Month 2');
    expect(await gm.locator('.turn-order li.done').count()).toBe(0);
    await screenshot(gm, 'plan-4-gm-realm-by-realm');

    // No token travelled in an address: live updates and every call send it in a header.
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) {
      expect(url).not.toContain(token);
      expect(url).not.toContain(created.gmToken);
    }
    expect(urls.some((url) => url.endsWith(`/api/matches/${created.match.id}/events`))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('plans moves of several armies, a move through waypoints, and shows the move already written for an army', async () => {
    const response = await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Waypoints', generate: { seed: 12, realms: 2, armies: true } }) });
    const created = (await response.json()) as Created;
    const seat = created.seats[0] as Created['seats'][number];
    const player = await newPage();
    await player.goto(seat.link);
    await player.getByRole('button', { name: 'Take the seat' }).click();
    await player.locator('.map-svg svg').waitFor();
    const held = JSON.parse(await player.evaluate<string>("localStorage.getItem('arbiter.sessions')")) as { token: string }[];
    const token = (held[0] as { token: string }).token;
    // Phoenix's own endpoints (reach, move-plan) beside the match's generic ones.
    const get = async <T>(path: string): Promise<T> => (await (await fetch(`${server.url}/api/${/^\/(reach|move-plan)\b/.test(path) ? 'phoenix/' : ''}matches/${created.match.id}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;

    // Two armies that can move; for the first a target reached through a waypoint (as the server plans it).
    const world = await get<{ own: { armies: { number: number; at: string; aboard?: number }[] } }>('/periods/1/map.json');
    const movable: { reach: Reach; free: string[] }[] = [];
    for (const army of world.own.armies.filter((a) => a.aboard === undefined)) {
      const reach = await get<Reach>(`/reach?army=${army.number}&lang=en`);
      const free = reach.hexes.filter((h) => h.reachable && h.at !== reach.from && h.reason === undefined).map((h) => h.at);
      if (free.length >= 2) movable.push({ reach, free });
    }
    expect(movable.length).toBeGreaterThanOrEqual(2);
    const [first, second] = movable as [(typeof movable)[number], (typeof movable)[number]];
    let route: { via: string; to: string; bwpLeft: number } | undefined;
    for (const via of first.free.slice(0, 6)) {
      for (const to of first.free.filter((at) => at !== via).slice(0, 6)) {
        const plan = await get<{ arrives: boolean; steps: { to: string; bwpLeft: number }[] }>(`/move-plan?army=${first.reach.army}&to=${encodeURIComponent(to)}&via=${encodeURIComponent(via)}&lang=en`);
        if (plan.arrives) route = { via, to, bwpLeft: plan.steps.at(-1)?.bwpLeft ?? 0 };
        if (route !== undefined) break;
      }
      if (route !== undefined) break;
    }
    expect(route).toBeDefined();
    const { via, to, bwpLeft } = route!;

    // A move through a waypoint: click the waypoint, keep it, click the target.
    await clickHex(player, first.reach.from);
    await player.getByRole('button', { name: `Plan a move: ${first.reach.army}` }).click();
    await player.getByTestId('reach-overlay').waitFor({ state: 'attached' });
    await clickHex(player, via);
    await player.getByRole('button', { name: 'Add as waypoint' }).click();
    await expect.poll(() => player.getByTestId('move-via').innerText()).toContain(via);
    await clickHex(player, to);
    await expect.poll(() => player.getByTestId('move-target').innerText()).toContain(`BWP left: ${bwpLeft}`);
    expect(await player.locator('[data-testid="planned-path"] polygon').count()).toBeGreaterThan(0);
    await screenshot(player, 'plan-5-waypoint');
    await player.getByRole('button', { name: 'Add to the turn' }).click();

    // Then another army, chosen in the hex panel while still planning.
    await clickHex(player, second.reach.from);
    await player.getByRole('button', { name: `Plan a move: ${second.reach.army}` }).click();
    await clickHex(player, second.free[0] as string);
    await player.getByRole('button', { name: 'Add to the turn' }).click();

    // The turn editor is kept (hidden) while the map is shown.
    const editor = player.locator('textarea[name="turn"]');
    await expect.poll(() => editor.inputValue()).toContain(`BEWEGE ${first.reach.army} NACH ${to} UEBER ${via}`);
    await expect.poll(() => editor.inputValue()).toContain(`BEWEGE ${second.reach.army} NACH ${second.free[0]}`);

    // The first army again: the planner shows the move already written and its path on the map; planning anew replaces it.
    await clickHex(player, first.reach.from);
    await player.getByRole('button', { name: `Plan a move: ${first.reach.army}` }).click();
    await expect.poll(() => player.getByTestId('move-written').innerText()).toContain(`BEWEGE ${first.reach.army} NACH ${to} UEBER ${via}`);
    await expect.poll(() => player.getByTestId('move-written').innerText()).toContain(`${to} · BWP left: ${bwpLeft}`);
    expect(await player.locator('[data-testid="written-path"] polygon').count()).toBeGreaterThan(0);
    await screenshot(player, 'plan-6-written');
    await clickHex(player, via);
    await player.getByRole('button', { name: 'Add to the turn' }).click();
    await expect.poll(() => editor.inputValue()).toContain(`BEWEGE ${first.reach.army} NACH ${via}\n`);
    const text = await editor.inputValue();
    expect(text).not.toContain(`UEBER ${via}`);
    expect(text.split('\n').filter((line) => line.startsWith(`BEWEGE ${first.reach.army} `))).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
