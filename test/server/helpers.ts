import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../src/server/app.js';
import type { ServerConfig } from '../../src/server/config.js';
import { openStore, type Store, type StoreConfig } from '../../src/store/index.js';

export interface TestServer {
  readonly app: App;
  readonly store: Store;
  close(): Promise<void>;
}

export function testConfig(store: StoreConfig, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    publicUrl: 'http://arbiter.test',
    store,
    bodyLimit: 1024 * 1024,
    createToken: undefined,
    authFailures: 1_000,
    authFailuresPerAddress: 10_000,
    authWindowMs: 60_000,
    botDelayMs: 0,
    workers: 0,
    secretRate: 100_000,
    ...overrides,
  };
}

/** An app on a fresh SQLite store in a temporary folder; responses checked against their schemas. */
export async function sqliteServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arbiter-server-'));
  const config = testConfig({ kind: 'sqlite', dataDir }, overrides);
  const store = await openStore(config.store);
  const app = buildApp({ store, config, validateResponses: true, log: true });
  return {
    app,
    store,
    close: async () => {
      await app.close();
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export function call(app: App, url: string, options: Call = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  return app.fastify.inject({
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body), headers: { ...headers, 'content-type': 'application/json' } }),
  });
}

/** Calls and expects 200; returns the JSON answer. */
export async function ok<T = Record<string, unknown>>(app: App, url: string, options: Call = {}): Promise<T> {
  const response = await call(app, url, options);
  if (response.statusCode !== 200) throw new Error(`${options.method ?? 'GET'} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as T;
}

export interface CreatedMatch {
  match: { id: string; version: number; currentPeriod: number | null };
  gmToken: string;
  gmLink: string;
  seats: { seat: string; name?: string; invite: string; link: string }[];
}

/** Creates a match and joins every seat; answers the GM token and each seat's token. */
export async function joinAll(app: App, created: CreatedMatch): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const seat of created.seats) tokens[seat.seat] = (await ok<{ token: string }>(app, '/api/join', { body: { invite: seat.invite } })).token;
  return tokens;
}

export function createRome(app: App, options: unknown = { players: 3, difficulty: 'standard', rules: { openHands: false } }, seed = 11): Promise<CreatedMatch> {
  return ok<CreatedMatch>(app, '/api/matches', { body: { game: 'fall-of-rome', title: 'Rome', options, seed } });
}

export function createPhoenix(app: App, realms = 3, seed = 5): Promise<CreatedMatch> {
  return ok<CreatedMatch>(app, '/api/phoenix/matches', { body: { title: 'Erkenfara', generate: { seed, realms, armies: true }, seed: 99 } });
}

/** A server-sent event as a test reads it. */
export interface Heard {
  readonly event: string;
  readonly data: unknown;
  readonly raw: string;
}

export interface EventStream {
  readonly heard: Heard[];
  /** Resolves with the first event (already heard or still to come) that passes `test`. */
  until(test: (event: Heard) => boolean): Promise<Heard>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

/** Opens an event stream on a listening server. */
export function openStream(url: string, token?: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const heard: Heard[] = [];
    const waiting: { test: (event: Heard) => boolean; done: (event: Heard) => void }[] = [];
    const request = http.get(url, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => reject(new Error(`the stream answered ${response.statusCode}: ${body}`)));
        return;
      }
      let buffer = '';
      const ended = new Promise<void>((done) => response.on('end', () => done()));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(raw)?.[1];
          const data = /^data: (.*)$/m.exec(raw)?.[1];
          if (event === undefined || data === undefined) continue;
          const message = { event, data: JSON.parse(data) as unknown, raw };
          heard.push(message);
          for (const wait of [...waiting]) {
            if (wait.test(message)) {
              waiting.splice(waiting.indexOf(wait), 1);
              wait.done(message);
            }
          }
        }
      });
      resolve({
        heard,
        until: (test) =>
          new Promise((done) => {
            const already = heard.find(test);
            if (already !== undefined) done(already);
            else waiting.push({ test, done });
          }),
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
