import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { registeredGames } from '../../src/kernel/registry.js';

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'arbiter-serve-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `arbiter serve` on an ephemeral port until `done` is in its output; `stop` ends it with SIGTERM and expects a clean exit. */
async function serve(done: RegExp): Promise<{ output: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, 'serve'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ARBITER_DATA_DIR: dataDir, DATABASE_URL: '', ARBITER_BOT_DELAY_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (done.test(output)) resolve();
    });
    void exited.then(() => reject(new Error(`arbiter serve exited: ${output}${errors}`)));
  });
  return {
    output,
    stop: async () => {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
  };
}

describe('arbiter serve', () => {
  it('starts on the embedded database, creates the demo on the first start and prints its links', async () => {
    const first = await serve(/p1\s+http\S+\n/);
    const url = /listens on (http:\/\/127\.0\.0\.1:\d+)/.exec(first.output)?.[1] as string;
    expect(first.output).toContain(`SQLite in ${dataDir}`);
    // How to recover a lost link (issue 19).
    expect(first.output).toContain('npx arbiter admin links MATCH-ID');
    expect(first.output).toMatch(/Demo: Erkenfara {2}\(match [0-9a-f-]+\)\n\s+game master: http:\/\/127\.0\.0\.1:\d+\/app\/matches\/[0-9a-f-]+#token=\S+/);
    const invite = /p1\s+http\S+\/app\/join\/(\S+)/.exec(first.output)?.[1] as string;
    // The printed link opens the web client (or, when it is not built, the server's plain page); the plain page stays.
    const client = await fetch(`${url}/app/join/${invite}`);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toContain('text/html');
    const page = await fetch(`${url}/join/${invite}`);
    expect(page.status).toBe(200);
    const joined = await fetch(`${url}/api/join`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ invite }) });
    expect(joined.status).toBe(200);
    const { matchId, token } = (await joined.json()) as { matchId: string; token: string };
    const match = (await (await fetch(`${url}/api/matches/${matchId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { seats: { seat: string; bot: string | null }[] };
    expect(match.seats.map((s) => s.bot)).toEqual([null, 'endgame', 'endgame']);
    const openapi = (await (await fetch(`${url}/api/openapi.json`)).json()) as { servers: { url: string }[] };
    expect(openapi.servers[0]?.url).toBe(url);
    await first.stop();

    const again = await serve(/matches in the store/);
    // One demo of every game that offers one (all five).
    expect(again.output).toContain(`${registeredGames().filter((game) => game.demo !== undefined).length} matches in the store`);
    expect(registeredGames().filter((game) => game.demo !== undefined)).toHaveLength(5);
    expect(again.output).not.toContain('/join/');
    await again.stop();
  }, 60_000);
});
