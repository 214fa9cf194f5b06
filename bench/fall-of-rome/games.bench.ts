import { gamesPerCpuSecond, type Benchmark } from '../harness.js';
import { boardgameIoGamesPerSecond, timesPeer } from '../peer.js';
import { arbiterGame } from './drivers.js';

const options = { players: 3 };

export const benchmarks: Benchmark[] = [
  {
    name: 'fall-of-rome random full games, boardgame.io 0.50 (production)',
    target: 'the peer figure of every game (no target)',
    run() {
      return { value: boardgameIoGamesPerSecond(), unit: 'games/s', met: true, detail: 'CPU time; 3 players, same rules, same random bot' };
    },
  },
  {
    name: 'fall-of-rome random full games through the Match (every command checked, resolved and logged)',
    target: '≥ 40× boardgame.io (same run)',
    run() {
      const { games, commands } = gamesPerCpuSecond((seed) => arbiterGame(options, seed));
      return { value: games, unit: 'games/s', met: games >= 40 * boardgameIoGamesPerSecond(), detail: `CPU time; 3 players, random bot; ${Math.round(commands).toLocaleString('en-GB')} commands/s; ${timesPeer(games)}` };
    },
  },
];
