import { SeededDice } from '../../src/kernel/dice.js';
import { Match, stepSeed } from '../../src/kernel/match.js';
import { addBorder, copyAreas } from '../../src/games/domaine/areas.js';
import { EDGES } from '../../src/games/domaine/board.js';
import { randomLegal, seatToMove } from '../../src/games/domaine/legal.js';
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

function gamesPerSecond(ms: number): { rate: number; commands: number } {
  let games = 0;
  let commands = 0;
  // Warm up for a quarter of the time, as the Fall of Rome benchmark does, so the figure is the compiled code's.
  const warmUntil = performance.now() + ms / 4;
  for (let seed = 0; performance.now() < warmUntil; seed++) randomGame(4, seed);
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    commands += randomGame(4, 1000 + games);
    games += 1;
    now = performance.now();
  }
  return { rate: (games * 1000) / (now - start), commands: commands / games };
}

export const benchmarks: Benchmark[] = [
  {
    name: 'domaine random full games, Arbiter kernel',
    target: '≥ 5,000 games/s (4 players, one core)',
    run() {
      const { rate, commands } = gamesPerSecond(3000);
      return { value: rate, unit: 'games/s', met: rate >= 5000, detail: `4 players, random bot; ${commands.toFixed(1)} commands a game, ${Math.round(rate * commands).toLocaleString('en-GB')} commands/s` };
    },
  },
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
