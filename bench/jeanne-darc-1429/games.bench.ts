import { SeededDice } from '../../src/kernel/dice.js';
import { mctsBot } from '../../src/games/jeanne-darc-1429/bots/mcts.js';
import type { Benchmark } from '../harness.js';
import { arbiterGame, decisionStates } from './drivers.js';

const options = { players: 4 };

/** Random full games per second for `ms` milliseconds after a warm-up, over consecutive seeds. */
function gamesPerSecond(ms: number): { rate: number; commands: number } {
  let seed = 0;
  const warmUntil = performance.now() + ms / 4;
  while (performance.now() < warmUntil) arbiterGame(options, seed++);
  let games = 0;
  let commands = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    commands += arbiterGame(options, 1_000_000 + games);
    games += 1;
    now = performance.now();
  }
  return { rate: (games * 1000) / (now - start), commands: commands / games };
}

const ITERATIONS = 100;

export const benchmarks: Benchmark[] = [
  {
    name: 'jeanne-darc-1429 random full games, Arbiter kernel',
    target: '≥ 5,000 games/s (4 players, one core)',
    run() {
      const { rate, commands } = gamesPerSecond(3000);
      return { value: rate, unit: 'games/s', met: rate >= 5000, detail: `4 players, random bot; ${commands.toFixed(1)} commands a game, ${Math.round(rate * commands).toLocaleString('en-GB')} commands/s` };
    },
  },
  {
    name: `jeanne-darc-1429 MCTS decisions per second (${ITERATIONS} iterations)`,
    target: '≥ 2 decisions/s (4 players, one core)',
    run() {
      const states = decisionStates(options, 3, 12);
      const bot = mctsBot({ iterations: ITERATIONS });
      const dice = new SeededDice(7);
      const random = (min: number, max: number) => dice.int(min, max);
      bot.choose(states[0]!.state, states[0]!.seat, random);
      const start = performance.now();
      for (const { state, seat } of states) bot.choose(state, seat, random);
      const seconds = (performance.now() - start) / 1000;
      const rate = states.length / seconds;
      return { value: rate, unit: 'decisions/s', met: rate >= 2, detail: `${states.length} decisions from 3 games of heuristic bots, ${(1000 / rate).toFixed(0)} ms each` };
    },
  },
];
