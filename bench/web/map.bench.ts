import type { Page } from 'playwright-core';
import type { Benchmark } from '../harness.js';
import { ensureWebBuild, HAVE_CHROMIUM, launchChromium, startServer } from '../../test/web/harness.js';

const LOADS = 5;
const HEXES = 6480;

interface Figures {
  firstViewMs: number[];
  frames: number[];
}

/** A realm of a generated Erkenfara opens its map: navigation start → the first frame with every hex drawn. */
async function firstView(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(`document.querySelectorAll('.map-svg use[href="#h"]').length >= ${HEXES}`, undefined, { polling: 'raf' });
  return page.evaluate<number>('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))))');
}

/** Frame times while the mouse drags the map and the wheel zooms it. */
async function panZoomFrames(page: Page): Promise<number[]> {
  // A string, not a function: tsx would add helpers to a function that the page does not have.
  await page.evaluate(`(() => {
    const times = [];
    window.frameTimes = times;
    let last = performance.now();
    const tick = (now) => { times.push(now - last); last = now; if (times.length < 100000) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  const box = (await page.getByTestId('map').boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  for (let i = 0; i < 3; i++) {
    await page.mouse.down();
    await page.mouse.move(x + 300, y + 150, { steps: 40 });
    await page.mouse.move(x - 200, y - 100, { steps: 40 });
    await page.mouse.up();
    for (let k = 0; k < 15; k++) await page.mouse.wheel(0, -120);
    for (let k = 0; k < 15; k++) await page.mouse.wheel(0, 120);
  }
  return page.evaluate<number[]>('window.frameTimes.slice(1)');
}

async function measure(): Promise<Figures> {
  await ensureWebBuild();
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const created = (await (await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Bench', generate: { seed: 2026, realms: 13, armies: true } }) })).json()) as {
      match: { id: string };
      seats: { invite: string }[];
    };
    const seat = (await (await fetch(`${server.url}/api/join`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ invite: created.seats[0]!.invite }) })).json()) as { token: string };
    const url = `${server.url}/app/matches/${created.match.id}#token=${seat.token}`;
    const firstViewMs: number[] = [];
    let page: Page | undefined;
    for (let i = 0; i < LOADS; i++) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      page = await context.newPage();
      firstViewMs.push(await firstView(page, url));
      if (i < LOADS - 1) await context.close();
    }
    return { firstViewMs, frames: await panZoomFrames(page!) };
  } finally {
    await browser.close();
    await server.close();
  }
}

const quantile = (values: readonly number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] as number;

let figures: Promise<Figures> | undefined;
const measured = () => (figures ??= measure());

export const benchmarks: Benchmark[] = HAVE_CHROMIUM
  ? [
      {
        name: 'web: first view of the whole Erkenfara map (6,480 hexes), headless Chromium',
        target: '≤ 1,000 ms',
        run: async () => {
          const { firstViewMs } = await measured();
          const median = quantile(firstViewMs, 0.5);
          return { value: median, unit: 'ms (median)', met: median <= 1000, detail: `${LOADS} cold loads: ${firstViewMs.map((ms) => Math.round(ms)).join(', ')} ms` };
        },
      },
      {
        name: 'web: frame time while panning and zooming the whole map',
        target: 'p95 ≤ 33 ms (30 frames/s or better)',
        run: async () => {
          const { frames } = await measured();
          const p95 = quantile(frames, 0.95);
          return { value: p95, unit: 'ms (p95)', met: p95 <= 33, detail: `${frames.length} frames; median ${quantile(frames, 0.5).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms` };
        },
      },
    ]
  : [];
