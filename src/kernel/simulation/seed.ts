import { stepSeed } from '../match.js';

/**
 * The seed of game `index` of a simulation run with `runSeed`. The run's seed is mixed fully
 * first: `stepSeed` alone XORs seed and index, so runs with nearby seeds played mostly the same games.
 */
export function gameSeed(runSeed: number, index: number): number {
  let h = runSeed >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return stepSeed(h, index);
}
