import { botPlayoutGame, randomGame } from './drivers.js';

/**
 * Random full games for a profiler: `node --import tsx --cpu-prof bench/domaine/profile-driver.ts 500 [playout]`.
 * Through the Match, with `playout` as the MCTS bot's playouts (advance of the rule set). Prints games per second of wall time and of this process's CPU time (the machine is shared).
 */
const games = Number(process.argv[2] ?? 100);
const game = process.argv[3] === 'playout' ? botPlayoutGame : randomGame;
const start = performance.now();
const cpuStart = process.cpuUsage();
let commands = 0;
for (let g = 0; g < games; g++) commands += game(4, 1000 + g);
const wall = performance.now() - start;
const cpu = process.cpuUsage(cpuStart);
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(`${games} games: ${((games * 1000) / wall).toFixed(1)}/s wall, ${((games * 1000) / cpuMs).toFixed(1)}/s of CPU time, ${(commands / games).toFixed(1)} commands a game`);
