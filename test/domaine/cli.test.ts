import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/runtime/simulation/run.js';
import { simulation } from '../../src/games/domaine/simulator/games.js';
import { cli } from '../cli/run.js';

const config = { games: 4, players: 3, bots: ['random' as const], seed: 42, mctsIterations: 5, maxCommands: 5000 };

describe('Domaine simulator', () => {
  it('gives the same records with 1 and 2 worker threads', () => {
    const one = simulate(simulation, config, 1);
    const two = simulate(simulation, config, 2);
    expect(two).toEqual(one);
    expect(one.map((r) => r.index)).toEqual([0, 1, 2, 3]);
    expect(one.every((r) => r.finished)).toBe(true);
  });

  it('plays whole games with the heuristic and MCTS bots', () => {
    const records = simulate(simulation, { ...config, games: 1, players: 2, bots: ['heuristic', 'mcts'] }, 1);
    expect(records[0]?.finished).toBe(true);
    expect(records[0]?.winners.length).toBeGreaterThan(0);
  });

  it('prints win rates per seat and writes JSON and CSV', () => {
    const out = mkdtempSync(join(tmpdir(), 'dom-sim-'));
    const run = cli('domaine', 'simulate', '--games', '4', '--players', '2', '--seed', '1', '--workers', '2', '--out', out, '--rules', '{"subVariant":true}');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/win rate per seat \(turn order, 95 % interval\)/);
    expect(run.out).toMatch(/rules \{"subVariant":true\}/);
    expect(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')).games).toHaveLength(4);
    expect(readFileSync(join(out, 'games.csv'), 'utf8').split('\n')[0]).toBe('game,seed,bots,winners,reason,scores,turns,commands,finished');
  });

  it('answers bad flags with exit code 2 and a message, never a stack trace', () => {
    for (const args of [
      ['simulate', '--games', 'x', '--seed', '1'],
      ['simulate', '--games', '2', '--players', '5', '--seed', '1'],
      ['simulate', '--games', '2', '--seed', '1', '--bot', 'genius'],
      ['simulate', '--games', '2'],
      ['simulate', '--games', '2', '--seed', '1', '--rules', '{"subVariant":"yes"}'],
      ['simulate', '--games', '2', '--seed', '1', '--rules', 'not json'],
      ['play', '--colour', 'purple'],
    ]) {
      const run = cli('domaine', ...args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.err).not.toMatch(/at .*\.ts:\d+/);
      expect(run.err.length).toBeGreaterThan(10);
    }
  });
});

// The terminal game itself: terminal.test.ts.

describe('Domaine tile files on the command line', () => {
  it('refuses a bad tile file with exit code 2, naming the file and the JSON path', async () => {
    const { tempFile } = await import('../cli/run.js');
    const path = tempFile('tiles.json', { tiles: [{ id: 'royal', royal: true, rows: ['..F.', '.R..', '....', 'F..X'] }] });
    const run = cli('domaine', 'play', '--tiles', path, '--seed', '1');
    expect(run.code).toBe(2);
    expect(run.err).toContain('tiles.json');
    expect(run.err).toContain('tiles[0].rows[3]');
    expect(run.err).not.toMatch(/at .*\.ts:\d+/);
  });
});
