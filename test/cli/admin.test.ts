import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GM_SEAT } from '../../src/server/auth/caller.js';
import { openStore, type CreatedMatch } from '../../src/store/index.js';

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'arbiter-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', MAIN, 'admin', ...args], {
    env: { ...process.env, ARBITER_DATA_DIR: dataDir, DATABASE_URL: '', ARBITER_PUBLIC_URL: 'https://arbiter.example' },
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

let created: CreatedMatch;
beforeAll(async () => {
  const store = await openStore({ kind: 'sqlite', dataDir });
  created = await store.createMatch({ game: 'fall-of-rome', title: 'Friday table', options: { players: 2 }, seed: 1, seats: ['p1', 'p2'], gmSeat: GM_SEAT });
  await store.assignBot(created.match.id, 'p2', 'heuristic');
  await store.close();
});

describe('arbiter admin', () => {
  it('lists the matches with their seats', () => {
    const run = admin('matches');
    expect(run.code).toBe(0);
    expect(run.out).toContain(created.match.id);
    expect(run.out).toContain('"Friday table"');
    expect(run.out).toMatch(/p1:invited p2:bot heuristic/);
  });

  it("issues new links for the game master and every person's seat; the old ones stop working", async () => {
    const run = admin('links', created.match.id);
    expect(run.code).toBe(0);
    const gm = /game master: https:\/\/arbiter\.example\/app\/matches\/[0-9a-f-]+#token=(\S+)/.exec(run.out)?.[1];
    const invite = /p1\s+https:\/\/arbiter\.example\/app\/join\/(\S+)/.exec(run.out)?.[1];
    expect(gm).toBeDefined();
    expect(invite).toBeDefined();
    // A bot's seat has no link.
    expect(run.out).not.toMatch(/\bp2\s+https/);
    const store = await openStore({ kind: 'sqlite', dataDir });
    try {
      expect(await store.seatByToken(created.gmToken)).toBeUndefined();
      expect(await store.seatByToken(gm as string)).toEqual({ matchId: created.match.id, seat: GM_SEAT });
      expect(await store.claimInvite(created.invites.p1 as string)).toBeUndefined();
      expect((await store.claimInvite(decodeURIComponent(invite as string)))?.seat).toBe('p1');
    } finally {
      await store.close();
    }
  });

  it('refuses an unknown match, an unknown seat and a bot seat with exit 2 and the reason', () => {
    const unknownMatch = admin('links', 'nope');
    expect(unknownMatch.code).toBe(2);
    expect(unknownMatch.err).toContain('there is no match "nope"');
    const unknownSeat = admin('links', created.match.id, '--seat', 'p9');
    expect(unknownSeat.code).toBe(2);
    expect(unknownSeat.err).toContain('has no seat "p9"');
    const bot = admin('links', created.match.id, '--seat', 'p2');
    expect(bot.code).toBe(2);
    expect(bot.err).toContain('played by the bot "heuristic"');
    expect(bot.err).not.toMatch(/\n\s+at /);
    // Three runs of the command, each a few seconds on a loaded two-core machine.
  }, 60_000);
});
