import type { Benchmark } from '../harness.js';
import { arbiterGame, boardgameIoGame } from './drivers.js';

const options = { players: 3 };

/** Random full games per second for `ms` milliseconds after a warm-up, over consecutive seeds. */
function gamesPerSecond(play: (o: typeof options, seed: number) => number, ms: number): number {
  let seed = 0;
  const warmUntil = performance.now() + ms / 4;
  while (performance.now() < warmUntil) play(options, seed++);
  let games = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    play(options, 1_000_000 + games);
    games += 1;
    now = performance.now();
  }
  return (games * 1000) / (now - start);
}

let peer = 0;

export const benchmarks: Benchmark[] = [
  {
    name: 'fall-of-rome random full games, boardgame.io 0.50 (production)',
    target: 'the peer figure (no target)',
    run() {
      peer = gamesPerSecond(boardgameIoGame, 3000);
      return { value: peer, unit: 'games/s', met: true, detail: '3 players, same rules, same random bot' };
    },
  },
  {
    name: 'fall-of-rome random full games, Arbiter kernel',
    target: '≥ 2,000 games/s and ≥ 10× boardgame.io',
    run() {
      const value = gamesPerSecond(arbiterGame, 3000);
      const ratio = peer > 0 ? value / peer : Infinity;
      return { value, unit: 'games/s', met: value >= 2000 && ratio >= 10, detail: `${ratio.toFixed(1)}× boardgame.io` };
    },
  },
];
