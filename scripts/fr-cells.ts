// The Fall of Rome bots' measured cells (docs/fall-of-rome/results/*.csv, the simulator's games.csv),
// summarised as the rows of docs/fall-of-rome/bots.md: usage `npx tsx scripts/fr-cells.ts [dir]`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { boundPercent, meanHundredths, percent } from '../src/kernel/simulation/rate.js';
import { wilson } from '../src/games/fall-of-rome/simulator/stats.js';

interface Game {
  readonly seed: string;
  readonly roles: string;
  readonly won: boolean;
  readonly cause: string;
}

export const RESULTS_DIR = join(import.meta.dirname, '..', 'docs', 'fall-of-rome', 'results');

/** One file's games by index; the file name is `<players>p-<difficulty>-<bot>.csv`. */
function load(dir: string, file: string): Map<number, Game> {
  const games = new Map<number, Game>();
  const [header, ...rows] = readFileSync(join(dir, file), 'utf8').trim().split('\n');
  if (header !== 'game,seed,roles,outcome,cause,turns,commands,allied,hostile') throw new Error(`${file}: not a games.csv of the simulator`);
  for (const row of rows) {
    const [game, seed, roles, outcome, cause] = row.split(',') as [string, string, string, string, string];
    if (games.has(Number(game))) throw new Error(`${file}: game ${game} twice`);
    games.set(Number(game), { seed, roles, won: outcome === 'won', cause });
  }
  return games;
}

/** Exact two-sided sign test of a : b. */
function signTest(a: number, b: number): number {
  const n = a + b;
  let tail = 0;
  let logChoose = 0;
  for (let i = 0; i <= Math.min(a, b); i++) {
    if (i > 0) logChoose += Math.log(n - i + 1) - Math.log(i);
    tail += Math.exp(logChoose - n * Math.LN2);
  }
  return Math.min(1, 2 * tail);
}

function rate(games: Map<number, Game>): string {
  const wins = [...games.values()].filter((g) => g.won).length;
  const r = wilson(wins, games.size);
  return `${percent(wins, games.size)} (${boundPercent(r.low).replace(' %', '')}–${boundPercent(r.high)})`;
}

/** Every cell's games by bot, from the files in `dir`. */
function loadCells(dir: string): Map<string, Map<string, Map<number, Game>>> {
  const cells = new Map<string, Map<string, Map<number, Game>>>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.csv')).sort()) {
    const match = /^(\d)p-(introductory|standard|heroic)-([\w-]+)\.csv$/.exec(file);
    if (match === null) throw new Error(`${file}: name it <players>p-<difficulty>-<bot>.csv`);
    const cell = `${match[1]}p ${match[2]}`;
    cells.set(cell, (cells.get(cell) ?? new Map()).set(match[3] as string, load(dir, file)));
  }
  return cells;
}

/** Games won by `a` only and by `b` only, over the games both played (the same seed and roles, or an error). */
function paired(cell: string, a: Map<number, Game>, b: Map<number, Game>): { onlyA: number; onlyB: number; games: number } {
  let onlyA = 0;
  let onlyB = 0;
  let games = 0;
  for (const [index, x] of a) {
    const y = b.get(index);
    if (y === undefined) continue;
    if (x.seed !== y.seed || x.roles !== y.roles) throw new Error(`${cell}: game ${index} differs between the bots' files`);
    games++;
    if (x.won && !y.won) onlyA++;
    if (y.won && !x.won) onlyB++;
  }
  return { onlyA, onlyB, games };
}

const wins = (games: Map<number, Game>) => [...games.values()].filter((g) => g.won).length;

/** Rates' ratio half up in whole hundredths from the counts: near 2× the second decimal says which side. */
function ratio(better: Map<number, Game>, base: Map<number, Game>): string {
  const den = wins(base) * better.size;
  return den === 0 ? '—' : `${meanHundredths(wins(better) * base.size, den).toFixed(2)}×`;
}

/** The rows of the table in docs/fall-of-rome/bots.md, one line each, from the files in `dir`. */
export function cellsTable(dir: string = RESULTS_DIR): string[] {
  const lines: string[] = [];
  lines.push('| cell | games | heuristic | endgame | ratio | paired: endgame only : heuristic only (p) | endgame lost: decline / deck empty / cubes |');
  lines.push('|---|---|---|---|---|---|---|');
  for (const [cell, bots] of loadCells(dir)) {
    const heuristic = bots.get('heuristic');
    const endgame = bots.get('endgame');
    if (heuristic === undefined || endgame === undefined) {
      lines.push(`| ${cell} | ${[...bots].map(([bot, games]) => `${bot} ${games.size}`).join(', ')} | ${heuristic ? rate(heuristic) : '—'} | ${endgame ? rate(endgame) : '—'} | | | |`);
      continue;
    }
    const p = paired(cell, endgame, heuristic);
    const lost = (cause: string) => percent([...endgame.values()].filter((g) => g.cause === cause).length, endgame.size);
    const games = heuristic.size === endgame.size ? `${endgame.size}` : `${heuristic.size} / ${endgame.size}`;
    lines.push(`| ${cell} | ${games} | ${rate(heuristic)} | ${rate(endgame)} | ${ratio(endgame, heuristic)} | ${p.onlyA} : ${p.onlyB} of ${p.games} (${signTest(p.onlyA, p.onlyB).toExponential(1)}) | ${lost('decline')} / ${lost('player-deck-empty')} / ${lost('cubes-exhausted')} |`);
  }
  return lines;
}

/** The endgame bot as it played before it traded by Do ut des (bots.md, eighteenth part). */
export const UNTRADED = 'endgame-without-trades';

/** `bot`'s cells (files `<players>p-<difficulty>-<bot>.csv`) against `other` and the heuristic on the same games. */
export function pairTable(bot: string, other: string, dir: string = RESULTS_DIR): string[] {
  const lines = [`| cell | games | ${other} | ${bot} | ratio to the heuristic | paired: ${bot} only : ${other} only (p) |`, '|---|---|---|---|---|---|'];
  for (const [cell, bots] of loadCells(dir)) {
    const games = bots.get(bot);
    const base = bots.get(other);
    const heuristic = bots.get('heuristic');
    if (games === undefined || base === undefined || heuristic === undefined) continue;
    const sameGames = (all: Map<number, Game>) => new Map([...all].filter(([i]) => games.has(i)));
    const p = paired(cell, games, base);
    lines.push(`| ${cell} | ${games.size} | ${rate(sameGames(base))} | ${rate(games)} | ${ratio(games, sameGames(heuristic))} | ${p.onlyA} : ${p.onlyB} of ${p.games} (${signTest(p.onlyA, p.onlyB).toExponential(1)}) |`);
  }
  return lines;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(cellsTable(process.argv[2]).join('\n'));
  const pairs = pairTable('endgame', UNTRADED, process.argv[2]);
  if (pairs.length > 2) console.log(`\n${pairs.join('\n')}`);
}
