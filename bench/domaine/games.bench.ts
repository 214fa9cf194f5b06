import { SeededDice } from '../../src/kernel/dice.js';
import { Match, stepSeed } from '../../src/kernel/match.js';
import { addBorder, copyAreas } from '../../src/games/domaine/areas.js';
import { EDGES } from '../../src/games/domaine/board.js';
import { randomLegal, seatToMove } from '../../src/games/domaine/legal.js';
import { randomPlayout } from '../../src/games/domaine/playout.js';
import { FastGame } from '../../src/games/domaine/playout/game.js';
import { fastRandomGame } from '../../src/games/domaine/playout/random.js';
import { applyRulesOptions } from '../../src/games/domaine/rules.js';
import { domaineRules } from '../../src/games/domaine/ruleset.js';
import { areaContext } from '../../src/games/domaine/score.js';
import { seatIndex } from '../../src/games/domaine/state.js';
import { perSecond, type Benchmark } from '../harness.js';

/** One random full game through the kernel's Match (check, resolve, apply of every command); its command count. */
export function randomGame(players: number, seed: number): number {
  const match = new Match(domaineRules, { players }, seed);
  const dice = new SeededDice(stepSeed(seed, 7));
  const random = (min: number, max: number) => dice.int(min, max);
  let n = 0;
  for (let seat = seatToMove(match.state); seat !== undefined && n < 20_000; seat = seatToMove(match.state), n++) {
    match.submit(seat, randomLegal(match.state, seatIndex(match.state, seat), random));
  }
  return n;
}

/** The same random game without the Match (playout.ts): no second check, no log, no record; the same final state. */
export function randomPlayoutGame(players: number, seed: number): number {
  const dice = new SeededDice(stepSeed(seed, 7));
  return randomPlayout({ players }, seed, (min, max) => dice.int(min, max)).commands;
}

const fastRules = applyRulesOptions(undefined);
const fastGame = new FastGame();

/**
 * One random game on the playout engine (src/games/domaine/playout/): mutable state, its own random
 * player; its games are legal games of the rules (test/domaine/fast-playout.test.ts replays them
 * through the Match). The engine is reused from game to game, as a playout loop would.
 */
export function fastPlayoutGame(players: number, seed: number): number {
  return fastRandomGame(fastRules, players, seed, fastGame).step;
}

/** Games per second of this process's CPU time (the machine is shared: wall time swings with the load) and of wall time. */
function gamesPerSecond(game: (players: number, seed: number) => number, ms: number): { cpuRate: number; wallRate: number; commands: number } {
  let games = 0;
  let commands = 0;
  // Warm up for a quarter of the time and at least 300 games, so the figure is the compiled code's: compiling
  // runs on other threads whose CPU time the process's counts, and a loaded machine plays few games in a quarter.
  const warmUntil = performance.now() + ms / 4;
  for (let seed = 0; seed < 300 || performance.now() < warmUntil; seed++) game(4, seed);
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let now = start;
  while (now - start < ms) {
    commands += game(4, 1000 + games);
    games += 1;
    now = performance.now();
  }
  const cpu = process.cpuUsage(cpuStart);
  return { cpuRate: (games * 1e6) / (cpu.user + cpu.system), wallRate: (games * 1000) / (now - start), commands: commands / games };
}

/** `targeted`: the row the target is for; the others show what the Match and playout.ts cost beside it. */
function gamesRow(name: string, game: (players: number, seed: number) => number, how: string, targeted = false): Benchmark {
  return {
    name,
    target: targeted ? '≥ 5,000 games/s (4 players, one core)' : 'none: for comparison with the playout engine row',
    run() {
      const { cpuRate, wallRate, commands } = gamesPerSecond(game, 3000);
      const perCommand = Math.round(cpuRate * commands).toLocaleString('en-GB');
      return { value: cpuRate, unit: 'games/s of CPU time', met: targeted ? cpuRate >= 5000 : null, detail: `4 players, random bot, ${how}; ${commands.toFixed(1)} commands a game, ${perCommand} commands/s of CPU time; ${wallRate.toFixed(0)} games/s of wall time` };
    },
  };
}

export const benchmarks: Benchmark[] = [
  gamesRow('domaine random full games, Arbiter kernel Match', randomGame, 'every command checked, resolved, applied and logged'),
  gamesRow('domaine random full games, playout without Match', randomPlayoutGame, 'resolve only, no second check, no log (playout.ts)'),
  gamesRow(
    'domaine random full games, playout engine (replay-checked against the Match)',
    fastPlayoutGame,
    "mutable typed-array state and the engine's own random player (src/games/domaine/playout/), games replayed through the Match in test/domaine/fast-playout.test.ts",
    true,
  ),
  {
    name: 'domaine area update after one border (incremental)',
    target: '≥ 200,000 borders/s',
    run() {
      const match = new Match(domaineRules, { players: 4 }, 5);
      const ctx = areaContext(match.state);
      let w = copyAreas(match.state.areas);
      let e = 0;
      const rate = perSecond(() => {
        if (w.borders[e] === 1) {
          w = copyAreas(match.state.areas);
          e = 0;
        }
        addBorder(w, ctx, e);
        e = (e + 37) % EDGES;
      });
      return { value: rate, unit: 'borders/s', met: rate >= 200_000, detail: 'a border placed and its two sides searched at once (areas.ts)' };
    },
  },
];
