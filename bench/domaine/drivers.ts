import { SeededDice } from '../../src/kernel/dice.js';
import { Match, stepSeed } from '../../src/kernel/match.js';
import { mctsBot } from '../../src/games/domaine/bots/mcts.js';
import { randomLegal, seatToMove } from '../../src/games/domaine/legal.js';
import { advance } from '../../src/games/domaine/resolve.js';
import { domaineRules } from '../../src/games/domaine/ruleset.js';
import { setupState } from '../../src/games/domaine/setup.js';
import { seatIndex, type DomState } from '../../src/games/domaine/state.js';

/** One random full game through the kernel's Match (every command checked, resolved, its state kept and logged); its command count. */
export function randomGame(players: number, seed: number): number {
  const match = new Match(domaineRules, { players }, seed);
  const dice = new SeededDice(stepSeed(seed, 7));
  const random = (min: number, max: number) => dice.int(min, max);
  let n = 0;
  for (let seat = seatToMove(match.state); seat !== undefined && n < 20_000; seat = seatToMove(match.state), n++) {
    const result = match.submit(seat, randomLegal(match.state, seatIndex(match.state, seat), random));
    if (!result.accepted) throw new Error(`the random player gave a refused command: ${result.problems[0]?.message}`);
  }
  return n;
}

/**
 * One random full game as the MCTS bot plays its playouts (bots/mcts.ts): the rule set's own
 * resolve on each state (`advance`), the random player's commands unchecked, no log, no record.
 */
export function botPlayoutGame(players: number, seed: number): number {
  let state = setupState({ players }, new SeededDice(stepSeed(seed, 0)));
  const dice = new SeededDice(stepSeed(seed, 7));
  const random = (min: number, max: number) => dice.int(min, max);
  let n = 0;
  for (; state.phase !== 'over' && n < 20_000; n++) {
    const seat = state.pending?.seat ?? state.current;
    state = advance(state, seat, randomLegal(state, seat, random), dice);
  }
  return n;
}

/** Positions in play for the MCTS row: random games of 4 players stopped after `commands` commands. */
export function mctsPositions(count: number, commands = 40): DomState[] {
  const out: DomState[] = [];
  for (let seed = 0; out.length < count; seed++) {
    const match = new Match(domaineRules, { players: 4 }, 9000 + seed);
    const dice = new SeededDice(seed);
    const random = (min: number, max: number) => dice.int(min, max);
    for (let n = 0; n < commands; n++) {
      const seat = seatToMove(match.state);
      if (seat === undefined) break;
      match.submit(seat, randomLegal(match.state, seatIndex(match.state, seat), random));
    }
    if (match.state.phase === 'play' && match.state.pending === null) out.push(match.state);
  }
  return out;
}

/** One MCTS decision of `iterations` playouts on one of `positions`; its iteration count. */
export function mctsDecision(positions: readonly DomState[], iterations: number, seed: number): number {
  const state = positions[seed % positions.length] as DomState;
  const dice = new SeededDice(seed);
  mctsBot({ iterations }).choose(state, state.current, (min, max) => dice.int(min, max));
  return iterations;
}
