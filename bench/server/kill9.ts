/**
 * Durability under kill -9 (issue 18): `npx tsx bench/server/kill9.ts [kills] [sqlite|postgres]`.
 * Starts the server in a process of its own (test/server/child-server.ts), lets several seats
 * hand in turns as fast as they can, kills the server with SIGKILL at a random moment, and
 * checks the store afterwards: every turn acknowledged with 2xx is there with its content, and
 * no turn is there that nobody sent. Repeats `kills` times (default 50) and reports; exits 1 on
 * a loss. PostgreSQL needs TEST_DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStore, type StoreConfig } from '../../src/store/index.js';
import { freshSchemaName, withClient } from '../../test/store/postgres-env.js';

const kills = Number(process.argv[2] ?? 50);
const dialect = process.argv[3] ?? 'sqlite';
const CHILD = fileURLToPath(new URL('../../test/server/child-server.ts', import.meta.url));

const dataDir = mkdtempSync(path.join(tmpdir(), 'arbiter-kill9-'));
const url = process.env.TEST_DATABASE_URL;
const schema = freshSchemaName();
if (dialect === 'postgres' && url === undefined) throw new Error('set TEST_DATABASE_URL for PostgreSQL');
const config: StoreConfig = dialect === 'postgres' ? { kind: 'postgres', url: url as string, schema } : { kind: 'sqlite', dataDir };

function startServer(): Promise<{ base: string; kill(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(config)], { stdio: ['ignore', 'pipe', 'ignore'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ base: out.slice(0, out.indexOf('\n')), kill: () => (child.kill('SIGKILL'), exited) });
    });
    child.once('exit', (code) => reject(new Error(`the server ended (${code}) before listening`)));
  });
}

async function request<T>(base: string, method: string, route: string, body?: unknown, token?: string): Promise<{ status: number; json: T }> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json().catch(() => undefined)) as T };
}

let acknowledged = 0;
let lost = 0;
let phantom = 0;
const setup = await startServer();
const created = (await request<{ match: { id: string }; seats: { seat: string; invite: string }[] }>(setup.base, 'POST', '/api/phoenix/matches', { title: 'Kill', generate: { seed: 1, realms: 4 } })).json;
const tokens: Record<string, string> = {};
for (const seat of created.seats) tokens[seat.seat] = (await request<{ token: string }>(setup.base, 'POST', '/api/join', { invite: seat.invite })).json.token;
await setup.kill();
const api = `/api/phoenix/matches/${created.match.id}`;
const sent = new Map<string, Set<string>>(Object.keys(tokens).map((realm) => [realm, new Set()]));
const acked = new Map<string, Set<string>>(Object.keys(tokens).map((realm) => [realm, new Set()]));

const started = performance.now();
for (let round = 1; round <= kills; round++) {
  const server = await startServer();
  let stop = false;
  const seats = Object.entries(tokens).map(async ([realm, token]) => {
    for (let i = 0; !stop; i++) {
      const text = `REICH ${realm}\n; round ${round}, turn ${i}`;
      sent.get(realm)?.add(text);
      try {
        const answer = await request(server.base, 'PUT', `${api}/turn`, { text }, token);
        if (answer.status === 200) acked.get(realm)?.add(text);
      } catch {
        return; // the server is gone
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1500));
  await server.kill();
  stop = true;
  await Promise.all(seats);
  const store = await openStore(config);
  try {
    for (const realm of Object.keys(tokens)) {
      const kept = new Set((await store.submissionHistory(created.match.id, 1, realm)).map((s) => s.content as string));
      for (const text of acked.get(realm) ?? []) if (!kept.has(text)) lost += 1;
      for (const text of kept) if (!sent.get(realm)?.has(text)) phantom += 1;
    }
  } finally {
    await store.close();
  }
  acknowledged = [...acked.values()].reduce((sum, set) => sum + set.size, 0);
  process.stdout.write(`\rkill ${round}/${kills}: ${acknowledged} acknowledged turns, ${lost} lost, ${phantom} never sent`);
}
console.log(`\n${kills} kills -9 on ${dialect} in ${((performance.now() - started) / 1000).toFixed(0)} s: ${acknowledged} acknowledged turns, ${lost} lost, ${phantom} kept that nobody sent`);
if (dialect === 'postgres') await withClient(url as string, (client) => client.query(`drop schema if exists "${schema}" cascade`));
rmSync(dataDir, { recursive: true, force: true });
process.exitCode = lost + phantom === 0 ? 0 : 1;
