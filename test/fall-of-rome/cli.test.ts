import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/games/fall-of-rome/bots/random.js';
import { playTerminal } from '../../src/games/fall-of-rome/play/terminal.js';
import { simulate } from '../../src/runtime/simulation/run.js';
import { simulation } from '../../src/games/fall-of-rome/simulator/games.js';
import { cli } from '../cli/run.js';

const config = { games: 6, players: 2, difficulty: 'standard' as const, bot: 'random' as const, seed: 42, mctsIterations: 10, maxCommands: 5000 };

describe('FR simulator', () => {
  it('gives the same records with 1 and 2 worker threads', () => {
    const one = simulate(simulation, config, 1);
    const two = simulate(simulation, config, 2);
    expect(two).toEqual(one);
    expect(one.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('continues a run from a later game: games 2–5 of the seed are those of the run from 0', () => {
    const whole = simulate(simulation, config, 1);
    const rest = simulate(simulation, { ...config, games: 4, first: 2 }, 2);
    expect(rest).toEqual(whole.slice(2));
    const run = cli('fall-of-rome', 'simulate', '--games', '2', '--players', '2', '--seed', '42', '--first', '4', '--workers', '1');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/seed 42 \(its games 4–5\)/);
    expect(cli('fall-of-rome', 'simulate', '--games', '2', '--players', '2', '--seed', '42', '--first', '-1').code).toBe(2);
  });

  it('plays a few games with the heuristic and MCTS bots', () => {
    for (const bot of ['heuristic', 'mcts'] as const) {
      const records = simulate(simulation, { ...config, games: 1, bot }, 1);
      expect(records[0]?.outcome).not.toBe('unfinished');
    }
  });

  it('prints the summary and writes JSON, CSV and SVG', () => {
    const out = mkdtempSync(join(tmpdir(), 'fr-sim-'));
    const run = cli('fall-of-rome', 'simulate', '--games', '8', '--players', '3', '--seed', '1', '--workers', '2', '--out', out);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/win rate .* \(95 % interval/);
    expect(run.out).toMatch(/per role combination/);
    expect(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')).games).toHaveLength(8);
    expect(readFileSync(join(out, 'games.csv'), 'utf8').split('\n')[0]).toBe('game,seed,roles,outcome,cause,turns,commands,allied,hostile');
    expect(readFileSync(join(out, 'lengths.svg'), 'utf8')).toMatch(/^<svg /);
  });

  it('plays with rules options given as JSON and names them in the summary', () => {
    const run = cli('fall-of-rome', 'simulate', '--games', '2', '--players', '2', '--seed', '3', '--workers', '1', '--rules', '{"sackSpread":"always","startLegions":0}');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/rules \{.*"sackSpread":"always"/);
    expect(run.out).toMatch(/rules \{.*"startLegions":0/);
  });

  it('answers bad flags with exit code 2 and a message, never a stack trace', () => {
    for (const args of [
      ['--games', 'x', '--players', '3', '--seed', '1'],
      ['--games', '2', '--players', '9', '--seed', '1'],
      ['--games', '2', '--players', '3', '--seed', '1', '--roles', 'emperor'],
      ['--games', '2', '--players', '3', '--seed', '1', '--bot', 'genius'],
      ['--games', '2', '--players', '3'],
      ['--games', '2', '--players', '3', '--seed', '1', '--rules', '{"sackSpread":"sometimes"}'],
      ['--games', '2', '--players', '3', '--seed', '1', '--rules', 'not json'],
    ]) {
      const run = cli('fall-of-rome', 'simulate', ...args);
      expect(run.code).toBe(2);
      expect(run.err).not.toMatch(/at .*\.ts:\d+/);
      expect(run.err.length).toBeGreaterThan(10);
    }
  });
});

describe('FR terminal game', () => {
  it('plays from scripted input: shows the board, takes numbered choices and refuses bad input', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let text = '';
    output.on('data', (chunk: Buffer) => (text += chunk.toString()));
    input.end(['help', '999', 'nonsense', '{"type":"march","to":"Atlantis"}', 'board', '1', ...Array(400).fill('1')].join('\n'));
    const result = await playTerminal({ options: { players: 2, roles: ['consul', 'mercator'] }, seed: 4, humans: new Set(['p1']), bot: randomBot, input, output });
    expect(text).toMatch(/== Turn 1: Consul, actions phase, 4 actions left ==/);
    expect(text).toMatch(/There is no choice 999 here; pick 1–\d+\./);
    expect(text).toMatch(/Not understood: "nonsense"\. Type a number from the menu, or \? for help\./);
    expect(text).toMatch(/Refused: there is no city "Atlantis"/);
    expect(text).toMatch(/\nMercator \(bot\) [a-z]/);
    expect(result === undefined || ['won', 'lost'].includes(result.outcome)).toBe(true);
  });
});

describe('FR terminal languages at the command line (issue 45 item 2)', () => {
  const MAIN = resolve(import.meta.dirname, '../../src/cli/main.ts');
  /** `arbiter fall-of-rome play …` as a person starts it, with `input` typed. */
  const play = (input: string, ...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', MAIN, 'fall-of-rome', 'play', '--seed', '11', ...args], { input, encoding: 'utf8', timeout: 60_000 });

  it('plays in Dutch with --lang nl and in French with --lang fr', () => {
    const nl = play('stop\n', '--lang', 'nl');
    expect(nl.status, nl.stderr).toBe(0);
    expect(nl.stdout).toContain('Let op: enkele getallen van het uitgegeven spel zijn niet bevestigd');
    expect(nl.stdout).toMatch(/\nWat doe je\?\n {2}1\. Marcheren naar een aangrenzende stad … \[1 actie\]\n/);
    const fr = play('quitter\n', '--lang', 'fr');
    expect(fr.status, fr.stderr).toBe(0);
    expect(fr.stdout).toContain('Remarque : certains chiffres du jeu publié ne sont pas confirmés');
    expect(fr.stdout).toMatch(/\nQue fais-tu \?\n {2}1\. Marcher vers une ville voisine … \[1 action\]\n/);
  }, 120_000);

  it('rejects any other language with exit code 2, naming the four', () => {
    for (const lang of ['es', 'NL', 'nl-BE', 'english', '']) {
      const run = cli('fall-of-rome', 'play', '--seed', '11', '--lang', lang);
      expect(run.code, lang).toBe(2);
      expect(run.err).toMatch(/en, de, nl, fr/);
      expect(run.err).not.toMatch(/at .*\.ts:\d+/);
    }
  });
});
