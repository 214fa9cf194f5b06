import autocannon from 'autocannon';
import { SeededDice } from '../../src/kernel/dice.js';
import type { Benchmark, BenchmarkResult } from '../harness.js';
import { monthScenario, randomOrders } from '../phoenix/month-generator.js';
import { benchServer, joinAll, type Created } from './fixture.js';

const CLIENTS = 200;
const SECONDS = Number(process.env.MIXED_SECONDS ?? 20);

/**
 * A busy evening (issue 18): 200 clients on one Phoenix match of 13 realms and 2,000 armies,
 * each sending 40 % turn submissions, 30 % month views (a published report) and 30 % map.json of
 * the published month (gzip accepted, as browsers do). Requests per second, p50 and p99, and the
 * server's memory (RSS) after a warm-up and at the end.
 */
async function mixedLoad(): Promise<BenchmarkResult> {
  const server = await benchServer();
  try {
    const scenario = monthScenario(2026, 13, 2_000);
    const created = await server.request<Created>('POST', '/api/phoenix/matches', { title: 'Evening', world: scenario.world, seed: 7 });
    const tokens = await joinAll(server, created);
    const api = `/api/phoenix/matches/${created.match.id}`;
    const status = await server.request<{ version: number }>('GET', `${api}/month`, undefined, created.gmToken);
    await server.request('POST', `${api}/evaluation`, { period: 1, expectedVersion: status.version }, created.gmToken);
    await server.request('POST', `${api}/periods/1/publication`, undefined, created.gmToken);
    const next = await server.request<World2>('GET', `${api}/periods/2/world`, undefined, created.gmToken);
    const realms = scenario.world.realms.map((r) => r.id);
    const auth = (realm: string) => ({ authorization: `Bearer ${tokens[realm] as string}` });
    const put = (realm: string, seed: number) => ({
      method: 'PUT' as const,
      path: `${api}/turn`,
      headers: { ...auth(realm), 'content-type': 'application/json' },
      body: JSON.stringify({ json: { realm, orders: randomOrders(next as never, realm, new SeededDice(seed)).map(({ loc: _, ...order }) => order) } }),
    });
    const get = (path: string, realm: string) => ({ method: 'GET' as const, path, headers: { ...auth(realm), 'accept-encoding': 'gzip' } });
    const requests = [
      put(realms[0]!, 1),
      get(`${api}/periods/1/report`, realms[1]!),
      get(`${api}/periods/1/map.json`, realms[2]!),
      put(realms[3]!, 2),
      get(`${api}/periods/1/report`, realms[4]!),
      put(realms[5]!, 3),
      get(`${api}/periods/1/map.json`, realms[6]!),
      put(realms[7]!, 4),
      get(`${api}/periods/1/report`, realms[8]!),
      get(`${api}/periods/1/map.json`, realms[9]!),
    ];
    const mapBytes = (await (await fetch(`${server.url}${api}/periods/1/map.json`, { headers: auth(realms[2]!) })).text()).length;
    // Warm-up: every answer kept once, the threads started.
    await autocannon({ url: server.url, connections: 20, duration: 3, requests, workers: 2 });
    const before = process.memoryUsage().rss;
    const result = await autocannon({ url: server.url, connections: CLIENTS, duration: SECONDS, requests, workers: 2 });
    const after = process.memoryUsage().rss;
    const errors = result.errors + result.non2xx;
    const growth = (after - before) / before;
    const met = result.requests.average >= 1_000 && result.latency.p99 <= 250 && Math.abs(growth) <= 0.1 && errors === 0;
    return {
      value: result.requests.average,
      unit: 'requests/s',
      met,
      detail: `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors; RSS ${(before / 2 ** 20).toFixed(0)} → ${(after / 2 ** 20).toFixed(0)} MB (${(growth * 100).toFixed(1)} %); ${CLIENTS} clients, ${SECONDS} s, map.json ${(mapBytes / 1024).toFixed(0)} kB, SQLite, ${process.env.ARBITER_WORKERS ?? 1} worker thread(s)`,
    };
  } finally {
    await server.close();
  }
}

type World2 = Record<string, unknown>;

export const benchmarks: Benchmark[] = [
  { name: 'Server: a busy evening — 200 clients, 40 % turns, 30 % month views, 30 % map.json (issue 18)', target: '≥ 1,000 requests/s, p99 ≤ 250 ms, memory flat within 10 %', run: mixedLoad },
];
