import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { build } from 'vite';
import { buildApp, type App } from '../../src/server/app.js';
import { WEB_DIST } from '../../src/server/static.js';
import { openStore, type Store } from '../../src/store/index.js';
import type { ServerConfig } from '../../src/server/config.js';
import { testConfig } from '../server/helpers.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HAVE_CHROMIUM = existsSync(CHROMIUM);
if (!HAVE_CHROMIUM) console.log(`No Chromium at ${CHROMIUM}: the browser tests of the web client are skipped (apt-get install chromium).`);

const ROOT = path.resolve(import.meta.dirname, '../..');
export const OUTPUT = path.join(ROOT, 'test-output', 'web');

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** Builds the web client unless its build is newer than its sources, so the tests see the current client. */
export async function ensureWebBuild(): Promise<void> {
  const index = path.join(WEB_DIST, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= newest(path.join(ROOT, 'web', 'src'))) return;
  // The production client, as `npm run web:build` makes it (vitest sets NODE_ENV=test, which would give React's development build).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(ROOT, 'web', 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

export interface WebServer {
  readonly url: string;
  readonly app: App;
  readonly store: Store;
  close(): Promise<void>;
}

/** The real server on 127.0.0.1 with a fresh SQLite store in a temporary folder. */
export async function startServer(overrides: Partial<ServerConfig> = {}): Promise<WebServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arbiter-web-'));
  const config = testConfig({ kind: 'sqlite', dataDir }, { publicUrl: undefined, botDelayMs: 5, bodyLimit: 16 * 1024 * 1024, ...overrides });
  const store = await openStore(config.store);
  const app = buildApp({ store, config });
  await app.fastify.listen({ host: '127.0.0.1', port: 0 });
  const address = app.fastify.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  app.listeningAt(url);
  await app.startBots();
  return {
    url,
    app,
    store,
    close: async () => {
      await app.close();
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headless Chromium as the machine has it: no sandbox (CI runs as root), no network of its own. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Keeps a screenshot as a test artifact in test-output/web/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(OUTPUT, { recursive: true });
  // An artifact, not a check: on two loaded cores (CI runs browser tests side by side) taking it has taken over 30 s.
  await page.screenshot({ path: path.join(OUTPUT, `${name}.png`), fullPage: false, timeout: 120_000 });
}

/** Clicks the middle of a hex as a person would: finds it by its title, then clicks where it is drawn. */
export async function clickHex(page: Page, at: string): Promise<void> {
  // An expression, not a function: test files are type-checked without the DOM's types.
  const box = await page.evaluate<{ x: number; y: number } | undefined>(`(() => {
    const hex = [...document.querySelectorAll('.map-svg use[href="#h"]')].find((use) => use.querySelector('title')?.textContent?.split(' · ')[0] === ${JSON.stringify(at)});
    const rect = hex?.getBoundingClientRect();
    return rect === undefined ? undefined : { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  })()`);
  if (box === undefined) throw new Error(`hex ${at} is not on the map`);
  await page.mouse.click(box.x, box.y);
}

/** Fails the test on any error the page logs or throws: a broken client must not pass quietly. */
export function watchPageErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
}

/** Builds the client, starts a server and Chromium before a suite's tests, and stops them after. */
export function useWebSession(ready: (server: WebServer, browser: Browser) => void, overrides: Partial<ServerConfig> = {}): void {
  let server: WebServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    await ensureWebBuild();
    server = await startServer(overrides);
    browser = await launchChromium();
    ready(server, browser);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
}
