import autocannon from 'autocannon';
import { SeededDice } from '../../src/kernel/dice.js';
import type { Benchmark, BenchmarkResult } from '../harness.js';
import { monthScenario, randomOrders } from '../phoenix/month-generator.js';
import { benchServer, joinAll, type BenchServer, type Created } from './fixture.js';

const SECONDS = 5;
const CONNECTIONS = 10;

interface Load {
  readonly path: string;
  readonly method?: 'GET' | 'POST' | 'PUT';
  readonly token: string;
  readonly body?: unknown;
}

/** autocannon on loopback for a few seconds (its load in worker threads, not the server's): requests per second and the 99th percentile of latency. */
async function load(server: BenchServer, spec: Load): Promise<{ perSecond: number; p99: number; errors: number }> {
  const result = await autocannon({
    url: `${server.url}${spec.path}`,
    method: spec.method ?? 'GET',
    connections: CONNECTIONS,
    workers: 2,
    duration: SECONDS,
    headers: { authorization: `Bearer ${spec.token}`, ...(spec.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
  });
  return { perSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function figures(value: { perSecond: number; p99: number; errors: number }, met: boolean, detail: string): BenchmarkResult {
  return { value: value.perSecond, unit: 'requests/s', met: met && value.errors === 0, detail: `p99 ${value.p99} ms, ${value.errors} errors; ${detail}` };
}

/** A Fall of Rome match of 4 seats a few moves in, read by one seat. */
async function seatViews(): Promise<BenchmarkResult> {
  const server = await benchServer();
  try {
    const created = await server.request<Created>('POST', '/api/matches', { game: 'fall-of-rome', title: 'Bench', options: { players: 4 }, seed: 5 });
    const tokens = await joinAll(server, created);
    const result = await load(server, { path: `/api/matches/${created.match.id}/view`, token: tokens.p2 as string });
    return figures(result, result.perSecond >= 5_000 && result.p99 <= 20, `${CONNECTIONS} connections, ${SECONDS} s, SQLite`);
  } finally {
    await server.close();
  }
}

/** A Phoenix match on the month benchmark's world: 13 realms, 2,000 armies. */
async function phoenixMatch(server: BenchServer): Promise<{ created: Created; tokens: Record<string, string>; realm: string; turn: { realm: string; orders: unknown[] }; scenario: ReturnType<typeof monthScenario> }> {
  const scenario = monthScenario(2026, 13, 2_000);
  const created = await server.request<Created>('POST', '/api/phoenix/matches', { title: 'Bench', world: scenario.world, seed: 7 });
  const tokens = await joinAll(server, created);
  const realm = scenario.world.realms[0]!.id;
  const turn = { realm, orders: randomOrders(scenario.world, realm, new SeededDice(1)).map(({ loc: _, ...order }) => order) };
  return { created, tokens, realm, turn, scenario };
}

async function checks(): Promise<BenchmarkResult> {
  const server = await benchServer();
  try {
    const { created, tokens, realm, turn } = await phoenixMatch(server);
    const result = await load(server, { path: `/api/matches/${created.match.id}/check`, method: 'POST', token: tokens[realm] as string, body: { json: turn } });
    return figures(result, result.p99 <= 1_000, `a turn of ${turn.orders.length} orders checked against 2,000 armies`);
  } finally {
    await server.close();
  }
}

async function submissions(): Promise<BenchmarkResult> {
  const server = await benchServer();
  try {
    const { created, tokens, realm, turn } = await phoenixMatch(server);
    const result = await load(server, { path: `/api/matches/${created.match.id}/turn`, method: 'PUT', token: tokens[realm] as string, body: { json: turn } });
    return figures(result, result.p99 <= 1_000, 'each a new version, committed (fsync per commit) and then checked apart (issue 47)');
  } finally {
    await server.close();
  }
}

/** Every realm hands in its turn, the game master evaluates and publishes, a realm reads its report. */
async function month(): Promise<BenchmarkResult> {
  const server = await benchServer();
  try {
    const { created, tokens, scenario } = await phoenixMatch(server);
    const api = `/api/matches/${created.match.id}`;
    const start = performance.now();
    for (const [realm, turn] of scenario.turns) {
      await server.request('PUT', `${api}/turn`, { json: { realm, orders: turn.orders.map(({ loc: _, ...order }) => order) } }, tokens[realm]);
    }
    const handedIn = performance.now();
    const status = await server.request<{ version: number }>('GET', `${api}/period`, undefined, created.gmToken);
    const evaluated = await server.request<{ events: number }>('POST', `${api}/evaluation`, { period: 1, expectedVersion: status.version }, created.gmToken);
    const evaluatedAt = performance.now();
    await server.request('POST', `${api}/periods/1/publication`, undefined, created.gmToken);
    const realm = scenario.world.realms[0]!.id;
    await server.request('GET', `${api}/periods/1/report`, undefined, tokens[realm]);
    const total = performance.now() - start;
    return {
      value: total,
      unit: 'ms',
      met: total <= 3_000,
      detail: `13 turns handed in ${(handedIn - start).toFixed(0)} ms, evaluation ${(evaluatedAt - handedIn).toFixed(0)} ms (${evaluated.events} events), publication and a report read`,
    };
  } finally {
    await server.close();
  }
}

/** A realm's map of the whole Erkenfara: rendered once, then kept per month and realm. */
async function maps(): Promise<BenchmarkResult> {
  const server = await benchServer();
  try {
    const { created, tokens, realm } = await phoenixMatch(server);
    const path = `/api/matches/${created.match.id}/periods/1/map.svg`;
    const start = performance.now();
    const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${tokens[realm] as string}` } });
    const size = (await response.text()).length;
    const first = performance.now() - start;
    const result = await load(server, { path, token: tokens[realm] as string });
    return figures(result, result.p99 <= 100, `first request (rendering) ${first.toFixed(0)} ms, ${(size / 1024).toFixed(0)} kB of SVG; then kept`);
  } finally {
    await server.close();
  }
}

/** The game master evaluates the month realm by realm: each step runs the month again up to that realm and keeps it. */
async function monthByRealm(): Promise<BenchmarkResult> {
  const server = await benchServer();
  try {
    const { created, tokens, scenario } = await phoenixMatch(server);
    const api = `/api/matches/${created.match.id}`;
    for (const [realm, turn] of scenario.turns) {
      await server.request('PUT', `${api}/turn`, { json: { realm, orders: turn.orders.map(({ loc: _, ...order }) => order) } }, tokens[realm]);
    }
    const steps: number[] = [];
    for (let complete = false; !complete; ) {
      const status = await server.request<{ version: number }>('GET', `${api}/period`, undefined, created.gmToken);
      const start = performance.now();
      complete = (await server.request<{ complete: boolean }>('POST', `${api}/seat-evaluation`, { period: 1, expectedVersion: status.version }, created.gmToken)).complete;
      steps.push(performance.now() - start);
    }
    const slowest = Math.max(...steps);
    return {
      value: slowest,
      unit: 'ms (slowest step)',
      met: slowest <= 3_000,
      detail: `${steps.length} realms: ${steps.map((ms) => ms.toFixed(0)).join(', ')} ms; whole ${steps.reduce((a, b) => a + b, 0).toFixed(0)} ms`,
    };
  } finally {
    await server.close();
  }
}

export const benchmarks: Benchmark[] = [
  { name: "Server: a seat's view of a Fall of Rome match (GET /view)", target: '≥ 5,000 requests/s, p99 ≤ 20 ms on SQLite', run: seatViews },
  { name: 'Server: Phoenix check as the player types (POST /check), 10 players at once', target: 'p99 ≤ 1,000 ms', run: checks },
  { name: 'Server: Phoenix turn submission (PUT /turn), 10 players at once', target: 'p99 ≤ 1,000 ms', run: submissions },
  { name: 'Server: a Phoenix month through the API (13 realms, 2,000 armies)', target: '≤ 3,000 ms from the first turn to a read report', run: month },
  { name: "Server: a realm's map.svg of the whole Erkenfara, kept per month and realm (GET …/map.svg)", target: 'p99 ≤ 100 ms', run: maps },
  { name: 'Server: a Phoenix month realm by realm through the API (13 realms, 2,000 armies)', target: '≤ 3,000 ms for each realm step', run: monthByRealm },
];
