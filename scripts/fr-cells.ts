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

/** The rows of the table in docs/fall-of-rome/bots.md, one line each, from the files in `dir`. */
export function cellsTable(dir: string = RESULTS_DIR): string[] {
  const lines: string[] = [];
  const cells = new Map<string, Map<string, Map<number, Game>>>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.csv')).sort()) {
    const match = /^(\d)p-(introductory|standard|heroic)-(\w+)\.csv$/.exec(file);
    if (match === null) throw new Error(`${file}: name it <players>p-<difficulty>-<bot>.csv`);
    const cell = `${match[1]}p ${match[2]}`;
    cells.set(cell, (cells.get(cell) ?? new Map()).set(match[3] as string, load(dir, file)));
  }
  lines.push('| cell | games | heuristic | endgame | ratio | paired: endgame only : heuristic only (p) | endgame lost: decline / deck empty / cubes |');
  lines.push('|---|---|---|---|---|---|---|');
  for (const [cell, bots] of cells) {
    const heuristic = bots.get('heuristic');
    const endgame = bots.get('endgame');
    if (heuristic === undefined || endgame === undefined) {
      lines.push(`| ${cell} | ${[...bots].map(([bot, games]) => `${bot} ${games.size}`).join(', ')} | ${heuristic ? rate(heuristic) : '—'} | ${endgame ? rate(endgame) : '—'} | | | |`);
      continue;
    }
    let onlyEndgame = 0;
    let onlyHeuristic = 0;
    let paired = 0;
    for (const [index, e] of endgame) {
      const h = heuristic.get(index);
      if (h === undefined) continue;
      if (h.seed !== e.seed || h.roles !== e.roles) throw new Error(`${cell}: game ${index} differs between the bots' files`);
      paired++;
      if (e.won && !h.won) onlyEndgame++;
      if (h.won && !e.won) onlyHeuristic++;
    }
    const wins = (games: Map<number, Game>) => [...games.values()].filter((g) => g.won).length;
    const lost = (cause: string) => percent([...endgame.values()].filter((g) => g.cause === cause).length, endgame.size);
    // Rates' ratio half up in whole hundredths from the counts: near 2× the second decimal says which side.
    const den = wins(heuristic) * endgame.size;
    const ratio = den === 0 ? '—' : `${meanHundredths(wins(endgame) * heuristic.size, den).toFixed(2)}×`;
    const games = heuristic.size === endgame.size ? `${endgame.size}` : `${heuristic.size} / ${endgame.size}`;
    lines.push(`| ${cell} | ${games} | ${rate(heuristic)} | ${rate(endgame)} | ${ratio} | ${onlyEndgame} : ${onlyHeuristic} of ${paired} (${signTest(onlyEndgame, onlyHeuristic).toExponential(1)}) | ${lost('decline')} / ${lost('player-deck-empty')} / ${lost('cubes-exhausted')} |`);
  }
  return lines;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(cellsTable(process.argv[2]).join('\n'));
}
