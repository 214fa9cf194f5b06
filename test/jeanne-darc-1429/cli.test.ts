import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../cli/run.js';

describe("arbiter jeanne-darc-1429 simulate", () => {
  it('gives the same games and summary for one worker thread and for two', { timeout: 120_000 }, () => {
    const one = mkdtempSync(join(tmpdir(), 'jda-sim-'));
    const two = mkdtempSync(join(tmpdir(), 'jda-sim-'));
    const a = cli('jeanne-darc-1429', 'simulate', '--games', '6', '--players', '3', '--seed', '11', '--workers', '1', '--out', one, '--json');
    const b = cli('jeanne-darc-1429', 'simulate', '--games', '6', '--players', '3', '--seed', '11', '--workers', '2', '--out', two, '--json');
    expect(a.err).toBe('');
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    // Only the line naming the output folder differs.
    expect(b.out.replaceAll(two, 'OUT')).toBe(a.out.replaceAll(one, 'OUT'));
    expect(readFileSync(join(two, 'results.json'), 'utf8')).toBe(readFileSync(join(one, 'results.json'), 'utf8'));
    expect(readFileSync(join(two, 'games.csv'), 'utf8')).toBe(readFileSync(join(one, 'games.csv'), 'utf8'));
    expect(readFileSync(join(one, 'games.csv'), 'utf8').trim().split('\n')).toHaveLength(7);
  });

  it('refuses bad flags with exit code 2 and a message naming the flag, no stack trace', () => {
    const players = cli('jeanne-darc-1429', 'simulate', '--games', '2', '--players', '9', '--seed', '1');
    expect(players.code).toBe(2);
    expect(players.err).toContain('--players');
    expect(players.err).not.toMatch(/\n\s+at /);
    const rules = cli('jeanne-darc-1429', 'simulate', '--games', '2', '--seed', '1', '--rules', '{"duelTie":"coin"}');
    expect(rules.code).toBe(2);
    expect(rules.err).toContain('duelTie');
    expect(rules.err).not.toMatch(/\n\s+at /);
  });
});
