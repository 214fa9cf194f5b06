import { SeededDice } from '../../kernel/dice.js';
import { stepSeed } from '../../kernel/match.js';
import { randomLegal, type RandomInt } from './legal.js';
import { Emitter, resolveCommand } from './resolve.js';
import { setupState, type DomOptions } from './setup.js';
import type { DomState } from './state.js';

/**
 * A whole game of the random player without the kernel's Match: the same setup, random player and
 * resolve, with the Match's dice for each step, but no second check of the commands (the random
 * player gives only legal ones), no log and no record. The same options, seed and random source
 * give the final state a Match reaches (test/domaine/playout.test.ts). For benchmarks and
 * playouts; a game to keep, show or replay goes through Match.
 */
export function randomPlayout(options: DomOptions, seed: number, random: RandomInt, maxCommands = 5000): { state: DomState; commands: number } {
  let state = setupState(options, new SeededDice(stepSeed(seed, 0)));
  let n = 0;
  for (; n < maxCommands && state.phase !== 'over'; n++) {
    const seat = state.pending?.seat ?? state.current;
    const em = new Emitter(state, new SeededDice(stepSeed(seed, n + 1)));
    resolveCommand(em, seat, randomLegal(state, seat, random));
    state = em.s;
  }
  return { state, commands: n };
}
