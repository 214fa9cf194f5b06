import { boardgameIoGame } from './fall-of-rome/drivers.js';
import { gamesPerCpuSecond } from './harness.js';

let measured: number | undefined;

/**
 * The peer figure every game's rows are held to: boardgame.io 0.50 playing Fall of Rome (3 players,
 * random bot), in games per CPU second — measured once per run, by the first row that asks.
 */
export function boardgameIoGamesPerSecond(): number {
  measured ??= gamesPerCpuSecond((seed) => boardgameIoGame({ players: 3 }, seed)).games;
  return measured;
}

/** `value` as a multiple of the peer figure, for a row's detail. */
export function timesPeer(value: number): string {
  return `${(value / boardgameIoGamesPerSecond()).toFixed(1)}× boardgame.io's Fall of Rome (${boardgameIoGamesPerSecond().toFixed(1)} games/s this run)`;
}
