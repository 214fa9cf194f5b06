import { SingleBar } from 'cli-progress';
import { simulate, type SimulatedGame } from './run.js';

/** `simulate` with a progress bar on standard error, as the `simulate` commands show it. */
export function simulateWithProgress<C extends { readonly games: number }, R>(game: SimulatedGame<C, R>, config: C, workers: number): R[] {
  const bar = new SingleBar({ stream: process.stderr, format: 'simulating [{bar}] {value}/{total} games  {eta_formatted} left', hideCursor: true });
  bar.start(config.games, 0);
  try {
    return simulate(game, config, workers, (done) => bar.update(done));
  } finally {
    bar.stop();
  }
}
