import type { Benchmark } from '../harness.js';
import { arbiterGame, boardgameIoGame } from './drivers.js';

const options = { players: 3 };

/** Random full games per CPU second (other jobs on the machine take wall time, not this) for `ms` of CPU time after a warm-up, over consecutive seeds. */
function gamesPerSecond(play: (o: typeof options, seed: number) => number, ms: number): number {
  const cpuSince = (start: NodeJS.CpuUsage) => {
    const cpu = process.cpuUsage(start);
    return (cpu.user + cpu.system) / 1000;
  };
  let seed = 0;
  const warm = process.cpuUsage();
  while (cpuSince(warm) < ms / 4) play(options, seed++);
  let games = 0;
  const start = process.cpuUsage();
  let used = 0;
  while (used < ms) {
    play(options, 1_000_000 + games);
    games += 1;
    used = cpuSince(start);
  }
  return (games * 1000) / used;
}

let peer = 0;

export const benchmarks: Benchmark[] = [
  {
    name: 'fall-of-rome random full games, boardgame.io 0.50 (production)',
    target: 'the peer figure (no target)',
    run() {
      peer = gamesPerSecond(boardgameIoGame, 3000);
      return { value: peer, unit: 'games/s', met: true, detail: 'CPU time; 3 players, same rules, same random bot' };
    },
  },
  {
    name: 'fall-of-rome random full games, Arbiter kernel',
    target: '≥ 2,000 games/s and ≥ 20× boardgame.io',
    run() {
      const value = gamesPerSecond(arbiterGame, 3000);
      const ratio = peer > 0 ? value / peer : Infinity;
      return { value, unit: 'games/s', met: value >= 2000 && ratio >= 20, detail: `CPU time; ${ratio.toFixed(1)}× boardgame.io` };
    },
  },
];
