import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './run.js';

function setup(): { dir: string; world: string; orders: string } {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-month-'));
  const world = join(dir, 'world.json');
  expect(cli('phoenix', 'new-world', '--seed', '3', '--realms', '4', '--armies', '--out', world).code).toBe(0);
  const orders = join(dir, 'orders');
  mkdirSync(orders);
  const realms = (JSON.parse(readFileSync(world, 'utf8')) as { realms: { id: string; capital: string }[] }).realms;
  const [first, second] = realms as [{ id: string; capital: string }, { id: string; capital: string }];
  writeFileSync(join(orders, `${first.id}.txt`), `REICH ${first.id}\nRUESTE ${first.capital} 103 K 2000 HF 2\nBEWEGE 999 NACH ${first.capital}\nBEFOERDERE aldric ZU HER\n`);
  writeFileSync(join(orders, `${second.id}.txt`), 'this is not an orders file {{{\n');
  return { dir, world, orders };
}

describe('arbiter phoenix month', () => {
  it('writes into folders it makes, and names the world it wrote without a doubled slash (issue 46)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-tour-'));
    const world = join(dir, 'tour', 'nested', 'world.json');
    expect(cli('phoenix', 'new-world', '--seed', '3', '--realms', '2', '--out', world).code).toBe(0);
    expect(existsSync(world)).toBe(true);
    const orders = join(dir, 'orders');
    mkdirSync(orders);
    const run = cli('phoenix', 'month', world, '--orders', orders, '--seed', '7', '--out', `${join(dir, 'tour', 'month-2')}/`);
    expect(run.code).toBe(0);
    expect(run.out).toContain(`wrote ${join(dir, 'tour', 'month-2', 'world.json')} and`);
    expect(run.out).not.toContain('//');
  });


  it('writes the next world and every report; a garbage file leaves only its realm without a turn', () => {
    const { dir, world, orders } = setup();
    const out = join(dir, 'out');
    const run = cli('phoenix', 'month', world, '--orders', orders, '--seed', '7', '--out', out);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Month 1 evaluated');
    const next = JSON.parse(readFileSync(join(out, 'world.json'), 'utf8')) as { calendar: { turn: number }; realms: { id: string }[] };
    expect(next.calendar.turn).toBe(2);
    for (const realm of next.realms) for (const ext of ['md', 'html', 'json']) expect(existsSync(join(out, 'reports', `${realm.id}.${ext}`))).toBe(true);
    expect(existsSync(join(out, 'reports', 'gm.json'))).toBe(true);
    const first = next.realms[0]!.id;
    const report = readFileSync(join(out, 'reports', `${first}.md`), 'utf8');
    expect(report).toContain('Abgelehnte Befehle');
    expect(report).toContain('Zeile 3');
    const gm = JSON.parse(readFileSync(join(out, 'reports', 'gm.json'), 'utf8')) as { turns: { realm: string; fileProblems: unknown[] }[] };
    expect(gm.turns.find((t) => t.realm === next.realms[1]!.id)?.fileProblems.length).toBeGreaterThan(0);

    const again = join(dir, 'again');
    expect(cli('phoenix', 'month', world, '--orders', orders, '--seed', '7', '--out', again, '--lang', 'de').code).toBe(0);
    expect(readFileSync(join(again, 'world.json'), 'utf8')).toBe(readFileSync(join(out, 'world.json'), 'utf8'));
    expect(readFileSync(join(again, 'reports', 'gm.json'), 'utf8')).toBe(readFileSync(join(out, 'reports', 'gm.json'), 'utf8'));
  });

  it('writes English reports with --lang en', () => {
    const { dir, world, orders } = setup();
    const out = join(dir, 'out');
    expect(cli('phoenix', 'month', world, '--orders', orders, '--seed', '7', '--out', out, '--lang', 'en').code).toBe(0);
    const realm = (JSON.parse(readFileSync(world, 'utf8')) as { realms: { id: string }[] }).realms[0]!.id;
    expect(readFileSync(join(out, 'reports', `${realm}.md`), 'utf8')).toContain('Refused orders');
  });

  it('bad input: clear problems, exit 2, nothing written', () => {
    const { dir, world, orders } = setup();
    writeFileSync(join(orders, 'atlantis.txt'), 'REICH atlantis\n');
    const out = join(dir, 'out');
    const run = cli('phoenix', 'month', world, '--orders', orders, '--seed', '7', '--out', out);
    expect(run.code).toBe(2);
    expect(run.err).toContain('atlantis.txt: names no realm');
    expect(existsSync(out)).toBe(false);
    const badSeed = cli('phoenix', 'month', world, '--orders', orders, '--seed', 'x', '--out', out);
    expect(badSeed.code).toBe(2);
    expect(badSeed.err).toContain('--seed');
    writeFileSync(join(dir, 'broken.json'), '{"format": 1}');
    expect(cli('phoenix', 'month', join(dir, 'broken.json'), '--orders', orders, '--seed', '1', '--out', out).code).toBe(2);
    expect(existsSync(out)).toBe(false);
  });
});
