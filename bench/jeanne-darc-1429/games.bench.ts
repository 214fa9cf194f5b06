import { SeededDice } from '../../src/kernel/dice.js';
import { mctsBot } from '../../src/games/jeanne-darc-1429/bots/mcts.js';
import { gamesPerCpuSecond, type Benchmark } from '../harness.js';
import { boardgameIoGamesPerSecond, timesPeer } from '../peer.js';
import { arbiterGame, decisionStates, playoutGame } from './drivers.js';

const options = { players: 4 };

/** A row of random full games: games/s and commands/s of CPU time, and the ratio to the peer of the same run. */
function gamesRow(name: string, game: (seed: number) => number, times?: number): Benchmark {
  return {
    name,
    target: times === undefined ? 'none: what the bots play at, beside the Match row' : `≥ ${times}× boardgame.io (same run)`,
    run() {
      const { games, commands } = gamesPerCpuSecond(game);
      return {
        value: games,
        unit: 'games/s',
        met: times === undefined ? null : games >= times * boardgameIoGamesPerSecond(),
        detail: `CPU time; 4 players, random bot; ${Math.round(commands).toLocaleString('en-GB')} commands/s, ${(commands / games).toFixed(1)} commands a game; ${timesPeer(games)}`,
      };
    },
  };
}

const ITERATIONS = 100;

export const benchmarks: Benchmark[] = [
  gamesRow("jeanne-darc-1429 random full games through the Match (every command checked, resolved and logged)", (seed) => arbiterGame(options, seed), 15),
  // The MCTS's inner loop: the same rule set on one clone changed in place, no Match, no log.
  gamesRow("jeanne-darc-1429 random full games through the bots' playout (the rule set on one clone changed in place)", (seed) => playoutGame(options, seed).commands),
  {
    name: `jeanne-darc-1429 MCTS decisions per second (${ITERATIONS} iterations)`,
    target: '≥ 2 decisions/s (4 players, one core)',
    run() {
      const states = decisionStates(options, 3, 12);
      const bot = mctsBot({ iterations: ITERATIONS });
      const dice = new SeededDice(7);
      const random = (min: number, max: number) => dice.int(min, max);
      bot.choose(states[0]!.state, states[0]!.seat, random);
      const start = process.cpuUsage();
      for (const { state, seat } of states) bot.choose(state, seat, random);
      const cpu = process.cpuUsage(start);
      const seconds = (cpu.user + cpu.system) / 1e6;
      const rate = states.length / seconds;
      return { value: rate, unit: 'decisions/s', met: rate >= 2, detail: `CPU time; ${states.length} decisions from 3 games of heuristic bots, ${(1000 / rate).toFixed(0)} ms each, ${Math.round(rate * ITERATIONS).toLocaleString('en-GB')} iterations/s` };
    },
  },
];
