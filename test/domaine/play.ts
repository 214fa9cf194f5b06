import { SeededDice } from '../../src/kernel/dice.js';
import { Match, stepSeed } from '../../src/kernel/match.js';
import { randomLegal, seatToMove } from '../../src/games/domaine/legal.js';
import { domaineRules } from '../../src/games/domaine/ruleset.js';
import type { DomOptions } from '../../src/games/domaine/setup.js';
import { seatIndex } from '../../src/games/domaine/state.js';

/** A whole game of random legal commands from a seed: the match, for transcripts and determinism tests. */
export function randomGame(options: DomOptions, seed: number, maxCommands = 5000) {
  const match = new Match(domaineRules, options, seed);
  const dice = new SeededDice(stepSeed(seed, 0x626f74));
  const random = (min: number, max: number) => dice.int(min, max);
  let n = 0;
  for (let seat = seatToMove(match.state); seat !== undefined && n < maxCommands; seat = seatToMove(match.state), n++) {
    const result = match.submit(seat, randomLegal(match.state, seatIndex(match.state, seat), random));
    if (!result.accepted) throw new Error(`refused: ${result.problems[0]?.message}`);
  }
  return match;
}
