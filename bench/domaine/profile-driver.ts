import { SeededDice } from '../../src/kernel/dice.js';
import { Match, stepSeed } from '../../src/kernel/match.js';
import { randomLegal, seatToMove } from '../../src/games/domaine/legal.js';
import { domaineRules } from '../../src/games/domaine/ruleset.js';
import { seatIndex } from '../../src/games/domaine/state.js';
function randomGame(players: number, seed: number): number {
  const match = new Match(domaineRules, { players }, seed);
  const dice = new SeededDice(stepSeed(seed, 7));
  const random = (min: number, max: number) => dice.int(min, max);
  let n = 0;
  for (let seat = seatToMove(match.state); seat !== undefined && n < 20_000; seat = seatToMove(match.state), n++) {
    match.submit(seat, randomLegal(match.state, seatIndex(match.state, seat), random));
  }
  return n;
}
const N = Number(process.argv[2] ?? 100);
const t = performance.now();
const cpu0 = process.cpuUsage();
let c = 0;
for (let g = 0; g < N; g++) c += randomGame(4, 1000 + g);
const ms = performance.now() - t;
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(`${N} games ${(N * 1000 / ms).toFixed(1)}/s wall, ${(N * 1000 / cpuMs).toFixed(1)}/s cpu, ${(c / N).toFixed(1)} cmds`);
