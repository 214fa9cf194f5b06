import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameIo } from '../../kernel/registry.js';
import { simulateWithProgress } from './progress.js';
import type { SimulatedGame } from './run.js';

/** How a game sums up and writes its simulation: the summary, its text, a CSV of the games, and any further files. */
export interface SimulationReport<C, R, S> {
  readonly summarise: (config: C, records: readonly R[]) => S;
  readonly summaryText: (summary: S) => string;
  readonly recordsCsv: (records: readonly R[]) => string;
  /** Files written to --out beside results.json and games.csv: name → content. */
  readonly files?: (summary: S, records: readonly R[]) => Readonly<Record<string, string>>;
}

/**
 * The end of every `simulate` command: plays the games on `workers` threads with a progress bar,
 * prints the summary (as JSON with `json`), and writes results.json, games.csv and the game's
 * further files to `out` when given.
 */
export function runSimulation<C extends { readonly games: number }, R, S>(
  io: GameIo,
  game: SimulatedGame<C, R>,
  report: SimulationReport<C, R, S>,
  config: C,
  options: { readonly workers: number; readonly json?: boolean | undefined; readonly out?: string | undefined },
): void {
  const records = simulateWithProgress(game, config, options.workers);
  const summary = report.summarise(config, records);
  io.out(options.json === true ? `${JSON.stringify(summary, null, 2)}\n` : report.summaryText(summary));
  if (options.out === undefined) return;
  const files: Record<string, string> = {
    'results.json': `${JSON.stringify({ summary, games: records }, null, 2)}\n`,
    'games.csv': report.recordsCsv(records),
    ...report.files?.(summary, records),
  };
  mkdirSync(options.out, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(options.out, name), content);
  const names = Object.keys(files);
  io.out(`wrote ${join(options.out, 'results.json')}${names.length > 2 ? `, ${names.slice(1, -1).join(', ')} and ${names.at(-1)}` : ` and ${names[1]}`}\n`);
}
