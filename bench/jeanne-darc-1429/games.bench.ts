import { SeededDice } from '../../src/kernel/dice.js';
import { mctsBot } from '../../src/games/jeanne-darc-1429/bots/mcts.js';
import type { Benchmark } from '../harness.js';
import { arbiterGame, decisionStates, fastPlayoutGame, playoutGame, rulesGame } from './drivers.js';

const options = { players: 4 };

/** Random full games per CPU second (process.cpuUsage: other jobs on the machine take wall time, not this) after a warm-up, over consecutive seeds. */
function gamesPerSecond(game: (seed: number) => number, ms: number): { rate: number; commands: number } {
  // The warm-up is CPU time too, as long as the measure: with a short one the first row measured ~1.6× slower than the second.
  const cpuSince = (start: NodeJS.CpuUsage) => {
    const cpu = process.cpuUsage(start);
    return cpu.user + cpu.system;
  };
  const warm = process.cpuUsage();
  for (let seed = 0; cpuSince(warm) < ms * 1000; seed++) game(seed);
  let games = 0;
  let commands = 0;
  const start = process.cpuUsage();
  let used = 0;
  while (used < ms * 1000) {
    // The clock is read every 8 games: a read costs a system call, ~5 % of a game's time at 700 games/s.
    for (let i = 0; i < 8; i++) {
      commands += game(1_000_000 + games);
      games += 1;
    }
    used = cpuSince(start);
  }
  return { rate: (games * 1e6) / used, commands: commands / games };
}

/**
 * A row of random full games per second; `untargeted` says why a figure shown beside the target's row
 * is not held to it; `player` who plays (the playout engine has a random player of its own).
 */
function gamesRow(name: string, game: (seed: number) => number, untargeted?: string, player = 'random bot'): Benchmark {
  const targeted = untargeted === undefined;
  return {
    name,
    target: targeted ? '≥ 5,000 games/s (4 players, one core)' : `none: ${untargeted}`,
    run() {
      const { rate, commands } = gamesPerSecond(game, 3000);
      return { value: rate, unit: 'games/s', met: targeted ? rate >= 5000 : null, detail: `CPU time; 4 players, ${player}; ${commands.toFixed(1)} commands a game, ${Math.round(rate * commands).toLocaleString('en-GB')} commands/s` };
    },
  };
}

const ITERATIONS = 100;

export const benchmarks: Benchmark[] = [
  gamesRow('jeanne-darc-1429 random full games, Arbiter kernel', (seed) => arbiterGame(options, seed), 'for comparison with the playout engine row'),
  // Not the kernel figure: what the rules and the bot cost alone, so the kernel's share shows beside it.
  gamesRow('jeanne-darc-1429 random full games, rule set alone (no Match, no log)', (seed) => rulesGame(options, seed).commands, "the kernel row's share shows beside it"),
  // The same games again (test/jeanne-darc-1429/playout.test.ts), not through the kernel: the rule set's check and resolution on one state changed in place (D-18).
  gamesRow("jeanne-darc-1429 random full games, playout on one state changed in place (rule set's own check and resolution, no Match, no log)", (seed) => playoutGame(options, seed).commands, 'not through the kernel; one clone a game, no copies, each command checked once'),
  gamesRow(
    "jeanne-darc-1429 random full games, playout engine (mutable typed-array state and the engine's own random player, src/games/jeanne-darc-1429/fast/; games replayed through the Match in test/jeanne-darc-1429/fast-playout.test.ts)",
    (seed) => fastPlayoutGame(options, seed),
    undefined,
    "the engine's random player",
  ),
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
      return { value: rate, unit: 'decisions/s', met: rate >= 2, detail: `CPU time; ${states.length} decisions from 3 games of heuristic bots, ${(1000 / rate).toFixed(0)} ms each` };
    },
  },
];
