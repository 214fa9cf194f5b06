import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../src/server/app.js';
import type { ServerConfig } from '../../src/server/config.js';
import { openStore, type Store, type StoreConfig } from '../../src/store/index.js';

export interface BenchServer {
  readonly app: App;
  readonly store: Store;
  readonly url: string;
  /** Calls the API and answers its JSON; throws on anything but 200. */
  request<T>(method: string, path: string, body?: unknown, token?: string): Promise<T>;
  close(): Promise<void>;
}

/** The configuration of `arbiter serve` on loopback, without the limits a benchmark's single address would hit. */
export function benchConfig(store: StoreConfig, workers = Number(process.env.ARBITER_WORKERS ?? 1)): ServerConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    publicUrl: undefined,
    store,
    bodyLimit: 64 * 1024 * 1024,
    createToken: undefined,
    authFailures: 20,
    authFailuresPerAddress: 200,
    authWindowMs: 60_000,
    botDelayMs: 0,
    secretRate: 1_000_000,
    workers,
  };
}

/** A server on loopback with a fresh SQLite store, as `arbiter serve` runs it (no response checks). */
export async function benchServer(): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arbiter-bench-'));
  const config = benchConfig({ kind: 'sqlite', dataDir });
  const store = await openStore(config.store);
  const app = buildApp({ store, config });
  const url = await app.fastify.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    store,
    url,
    request: (method, route, body, token) => httpRequest(url, method, route, body, token),
    close: async () => {
      await app.close();
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls the API at `url` and answers its JSON; throws on anything but 200. */
export async function httpRequest<T>(url: string, method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status !== 200) throw new Error(`${method} ${route} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

export interface Created {
  match: { id: string };
  gmToken: string;
  seats: { seat: string; invite: string }[];
}

export async function joinAll(server: Pick<BenchServer, 'request'>, created: Created): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const seat of created.seats) tokens[seat.seat] = (await server.request<{ token: string }>('POST', '/api/join', { invite: seat.invite })).token;
  return tokens;
}
