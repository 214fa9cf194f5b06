import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SeededDice } from '../../src/kernel/dice.js';
import type { StoreConfig } from '../../src/store/index.js';
import { freshSchemaName, withClient } from '../../test/store/postgres-env.js';
import type { Benchmark, BenchmarkResult } from '../harness.js';
import { monthScenario, randomOrders } from '../phoenix/month-generator.js';
import { httpRequest, joinAll, type Created } from './fixture.js';
import { startServerProcess, type ServerProcess } from './process.js';

const CLIENTS = 200;
const SECONDS = Number(process.env.MIXED_SECONDS ?? 20);
/** Worker threads per server: as `arbiter serve` chooses (cores − 1, at least 1) unless ARBITER_WORKERS says. */
const WORKERS = Number(process.env.ARBITER_WORKERS ?? Math.max(1, Math.min(4, availableParallelism() - 1)));
/** MIXED_DISTINCT=1: every turn submission of a block of ten differs (400 different turns), so that no check verdict is reused. */
const DISTINCT = process.env.MIXED_DISTINCT === '1';

type Request = autocannon.Request;

/**
 * One Phoenix match of 13 realms and 2,000 armies with month 1 evaluated and published, and the
 * busy evening's requests: 40 % turn submissions (four realms), 30 % month views (a published
 * report) and 30 % map.json of the published month (gzip accepted, as browsers do).
 */
async function eveningRequests(url: string): Promise<{ requests: Request[]; mapBytes: number }> {
  const request = <T>(method: string, route: string, body?: unknown, token?: string) => httpRequest<T>(url, method, route, body, token);
  const scenario = monthScenario(2026, 13, 2_000);
  const created = await request<Created>('POST', '/api/phoenix/matches', { title: 'Evening', world: scenario.world, seed: 7 });
  const tokens = await joinAll({ request }, created);
  const api = `/api/phoenix/matches/${created.match.id}`;
  const status = await request<{ version: number }>('GET', `${api}/month`, undefined, created.gmToken);
  await request('POST', `${api}/evaluation`, { period: 1, expectedVersion: status.version }, created.gmToken);
  await request('POST', `${api}/periods/1/publication`, undefined, created.gmToken);
  const next = await request<Record<string, unknown>>('GET', `${api}/periods/2/world`, undefined, created.gmToken);
  const realms = scenario.world.realms.map((r) => r.id);
  const auth = (realm: string) => ({ authorization: `Bearer ${tokens[realm] as string}` });
  const put = (realm: string, seed: number): Request => ({
    method: 'PUT',
    path: `${api}/turn`,
    headers: { ...auth(realm), 'content-type': 'application/json' },
    body: JSON.stringify({ json: { realm, orders: randomOrders(next as never, realm, new SeededDice(seed)).map(({ loc: _, ...order }) => order) } }),
  });
  const get = (route: string, realm: string): Request => ({ method: 'GET', path: route, headers: { ...auth(realm), 'accept-encoding': 'gzip' } });
  const block = (seed: number): Request[] => [
    put(realms[0]!, seed),
    get(`${api}/periods/1/report`, realms[1]!),
    get(`${api}/periods/1/map.json`, realms[2]!),
    put(realms[3]!, seed + 1),
    get(`${api}/periods/1/report`, realms[4]!),
    put(realms[5]!, seed + 2),
    get(`${api}/periods/1/map.json`, realms[6]!),
    put(realms[7]!, seed + 3),
    get(`${api}/periods/1/report`, realms[8]!),
    get(`${api}/periods/1/map.json`, realms[9]!),
  ];
  const requests = DISTINCT ? Array.from({ length: 100 }, (_, i) => block(1 + 4 * i)).flat() : block(1);
  const mapBytes = (await (await fetch(`${url}${api}/periods/1/map.json`, { headers: auth(realms[2]!) })).text()).length;
  return { requests, mapBytes };
}

interface Load {
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  /** What the errors were: status codes other than 2xx, timeouts, broken connections. */
  readonly kinds: string;
  /** CPU milliseconds of the server processes per answered request. */
  readonly cpuMsPerRequest: number;
  readonly rssBefore: number;
  readonly rssAfter: number;
}

/** `CLIENTS` clients spread over the servers for `SECONDS`, after a warm-up; percentiles are the worst server's. */
async function load(servers: readonly ServerProcess[], requests: Request[]): Promise<Load> {
  const run = (server: ServerProcess, connections: number, duration: number) => autocannon({ url: server.url, connections, duration, requests, workers: 2 });
  await Promise.all(servers.map((server) => run(server, 20, 3))); // every answer kept once, the threads started
  const rssBefore = servers.reduce((sum, s) => sum + s.rss(), 0);
  const cpuBefore = servers.reduce((sum, s) => sum + s.cpuSeconds(), 0);
  const results = await Promise.all(servers.map((server) => run(server, CLIENTS / servers.length, SECONDS)));
  const cpu = servers.reduce((sum, s) => sum + s.cpuSeconds(), 0) - cpuBefore;
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    perSecond: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    kinds: errorKinds(results),
    cpuMsPerRequest: (cpu * 1000) / Math.max(1, total),
    rssBefore,
    rssAfter: servers.reduce((sum, s) => sum + s.rss(), 0),
  };
}

function errorKinds(results: readonly autocannon.Result[]): string {
  const kinds = new Map<string, number>();
  const add = (kind: string, n: number) => n > 0 && kinds.set(kind, (kinds.get(kind) ?? 0) + n);
  for (const r of results) {
    for (const [code, stats] of Object.entries(r.statusCodeStats ?? {})) if (!code.startsWith('2')) add(code, stats.count ?? 0);
    add('timeouts', r.timeouts);
    add('other', r.errors - r.timeouts);
  }
  return [...kinds].map(([kind, n]) => `${kind}: ${n}`).join(', ');
}

function figures(l: Load): string {
  const growth = (l.rssAfter - l.rssBefore) / l.rssBefore;
  return `p50 ${l.p50} ms, p99 ${l.p99} ms, ${l.errors} errors${l.kinds === '' ? '' : ` (${l.kinds})`}, ${l.cpuMsPerRequest.toFixed(2)} ms CPU per request; RSS ${(l.rssBefore / 2 ** 20).toFixed(0)} → ${(l.rssAfter / 2 ** 20).toFixed(0)} MB (${(growth * 100).toFixed(1)} %)`;
}

function setting(store: string, mapBytes: number): string {
  return `${CLIENTS} clients, ${SECONDS} s, map.json ${(mapBytes / 1024).toFixed(0)} kB, ${store}, ${WORKERS} worker thread(s) per server${DISTINCT ? ', 400 different turns' : ''}, ${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(2)}`;
}

/**
 * A busy evening (issue 18) against one server process on SQLite. The server runs in a process of
 * its own, so that its CPU time per request and memory are measured apart from the load generator.
 */
async function mixedLoad(): Promise<BenchmarkResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arbiter-bench-'));
  const server = await startServerProcess({ kind: 'sqlite', dataDir }, WORKERS);
  try {
    const { requests, mapBytes } = await eveningRequests(server.url);
    const l = await load([server], requests);
    const growth = (l.rssAfter - l.rssBefore) / l.rssBefore;
    const met = l.perSecond >= 1_000 && l.p99 <= 250 && Math.abs(growth) <= 0.1 && l.errors === 0;
    return { value: l.perSecond, unit: 'requests/s', met, detail: `${figures(l)}; ${setting('SQLite', mapBytes)}` };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The same evening against two server processes on one PostgreSQL database (each client talks to
 * one of them), as a ratio to one process on the same database. Needs TEST_DATABASE_URL.
 */
async function twoInstances(): Promise<BenchmarkResult> {
  const url = process.env.TEST_DATABASE_URL;
  if (url === undefined) return { value: 0, unit: '× one instance', met: false, detail: 'skipped: set TEST_DATABASE_URL' };
  const schema = freshSchemaName();
  const store: StoreConfig = { kind: 'postgres', url, schema };
  const servers = [await startServerProcess(store, WORKERS), await startServerProcess(store, WORKERS)];
  try {
    const { requests, mapBytes } = await eveningRequests(servers[0]!.url);
    const one = await load([servers[0]!], requests);
    const both = await load(servers, requests);
    const ratio = both.perSecond / one.perSecond;
    return {
      value: Number(ratio.toFixed(2)),
      unit: '× one instance',
      met: ratio >= 1.8 && both.errors === 0,
      detail: `one: ${one.perSecond.toFixed(0)} requests/s, ${figures(one)}; two: ${both.perSecond.toFixed(0)} requests/s, ${figures(both)}; ${setting('PostgreSQL', mapBytes)}`,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await withClient(url, (client) => client.query(`drop schema if exists "${schema}" cascade`));
  }
}

export const benchmarks: Benchmark[] = [
  { name: 'Server: a busy evening — 200 clients, 40 % turns, 30 % month views, 30 % map.json (issue 18)', target: '≥ 1,000 requests/s, p99 ≤ 250 ms, memory flat within 10 %', run: mixedLoad },
  { name: 'Server: a busy evening on two instances behind one PostgreSQL (issue 18)', target: '≥ 1.8 × one instance', run: twoInstances },
];
