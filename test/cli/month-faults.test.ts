import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './run.js';

function setup(): { dir: string; world: string; orders: string } {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-month-faults-'));
  const world = join(dir, 'world.json');
  expect(cli('phoenix', 'new-world', '--seed', '3', '--realms', '2', '--out', world).code).toBe(0);
  const orders = join(dir, 'orders');
  mkdirSync(orders);
  const realm = (JSON.parse(readFileSync(world, 'utf8')) as { realms: { id: string }[] }).realms[0]!.id;
  writeFileSync(join(orders, `${realm}.txt`), `REICH ${realm}\n`);
  return { dir, world, orders };
}

describe('arbiter phoenix month on bad paths and when killed (issue 18)', () => {
  it('exits 2 with the reason for a folder inside --orders and for a file as --out', () => {
    const { dir, world, orders } = setup();
    const realm = (JSON.parse(readFileSync(world, 'utf8')) as { realms: { id: string }[] }).realms[1]!.id;
    mkdirSync(join(orders, `${realm}.txt`));
    const folder = cli('phoenix', 'month', world, '--orders', orders, '--seed', '1', '--out', join(dir, 'out'));
    expect(folder.code).toBe(2);
    expect(folder.err).toContain(`${realm}.txt: is a folder, not an orders file`);
    expect(folder.err).not.toMatch(/internal error/);

    const { dir: other, world: w2, orders: o2 } = setup();
    const file = join(other, 'taken');
    writeFileSync(file, 'x');
    const asOut = cli('phoenix', 'month', w2, '--orders', o2, '--seed', '1', '--out', file);
    expect(asOut.code).toBe(2);
    expect(asOut.err).toMatch(/taken: is a file; give a new directory/);
    expect(readFileSync(file, 'utf8')).toBe('x');
  });

  it('killed by SIGKILL while writing leaves nothing: --out absent, its hidden folder removed by the watchdog; the next run writes it whole', async () => {
    const { dir, world, orders } = setup();
    const out = join(dir, 'out');
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'month-faults.child.ts'), 'phoenix', 'month', world, '--orders', orders, '--seed', '1', '--out', out], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('paused')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`the child ended (${code}) before writing`)));
    });
    // Two files are written into the hidden folder when the run is killed.
    const hidden = readdirSync(dir).filter((name) => name.startsWith('.out.partial-'));
    expect(hidden).toHaveLength(1);
    expect(readdirSync(join(dir, hidden[0]!), { recursive: true }).length).toBeGreaterThan(0);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('exit', resolve));
    await expect.poll(() => readdirSync(dir).filter((name) => name.startsWith('.')), { timeout: 10_000 }).toEqual([]);
    expect(existsSync(out)).toBe(false);

    const run = cli('phoenix', 'month', world, '--orders', orders, '--seed', '1', '--out', out);
    expect(run.code).toBe(0);
    expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(existsSync(join(out, 'world.json'))).toBe(true);
  });

  it('removes the hidden folder of a run killed together with its watchdog at the next run for the same --out', () => {
    const { dir, world, orders } = setup();
    // A process id no process has (above the kernel's largest).
    const stale = join(dir, '.out.partial-99999999-0a1b2c');
    mkdirSync(stale);
    writeFileSync(join(stale, 'world.json'), '{');
    const run = cli('phoenix', 'month', world, '--orders', orders, '--seed', '1', '--out', join(dir, 'out'));
    expect(run.code).toBe(0);
    expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});
