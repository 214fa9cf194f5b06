import { SeededDice } from '../../src/kernel/dice.js';
import { Match, stepSeed } from '../../src/kernel/match.js';
import { makeBot, type BotName } from '../../src/games/fall-of-rome/bots/index.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';
import type { Benchmark } from '../harness.js';

/** Wall times (ms) of every decision of the bot over whole 4-player standard games, one thread. */
function decisionTimes(name: BotName, games: number): number[] {
  const times: number[] = [];
  for (let g = 0; g < games; g++) {
    const seed = stepSeed(1, g);
    const match = new Match(rules, { players: 4, difficulty: 'standard' }, seed);
    const bot = makeBot(name);
    const dice = new SeededDice(stepSeed(seed, 0x6b6f));
    const random = (a: number, b: number) => dice.int(a, b);
    for (let seat = seatToMove(match.state), n = 0; seat !== undefined && n < 5000; seat = seatToMove(match.state), n++) {
      const start = performance.now();
      const command = bot.choose(match.state, random);
      times.push(performance.now() - start);
      match.submit(seat, command);
    }
  }
  return times;
}

/** The endgame bots search only near a win, which 3 games seldom reach: they play 12. */
function decisionBench(name: BotName, games = 3): Benchmark {
  return {
    name: `fall-of-rome ${name} bot decisions, 4 players, standard`,
    target: '≤ 1 s per decision on one core (every decision)',
    run() {
      const times = decisionTimes(name, games).sort((a, b) => a - b);
      const total = times.reduce((n, t) => n + t, 0);
      const worst = times[times.length - 1] ?? 0;
      const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
      return {
        value: (times.length * 1000) / total,
        unit: 'decisions/s',
        met: worst <= 1000,
        detail: `${times.length} decisions in ${games} games, mean ${(total / times.length).toFixed(1)} ms, 99th percentile ${p99.toFixed(0)} ms, slowest ${worst.toFixed(0)} ms`,
      };
    },
  };
}

export const benchmarks: Benchmark[] = [decisionBench('heuristic'), decisionBench('planner'), decisionBench('team'), decisionBench('endgame', 12)];
