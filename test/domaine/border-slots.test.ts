import { describe, expect, it } from 'vitest';
import { BordersBuilder, bordersOk, bordersProblems } from '../../src/games/domaine/check.js';
import { EDGES } from '../../src/games/domaine/board.js';
import type { DomState } from '../../src/games/domaine/state.js';
import { Look } from '../../src/games/domaine/look.js';
import { SeededDice } from '../../src/kernel/dice.js';
import { randomGame } from './play.js';

/** Slots offered one by one to a BordersBuilder, with its answers: [slots added before, slot, answer]. */
function build(s: DomState, seat: number, dice: SeededDice, between: DomState | null): [number[], number, boolean][] {
  const answers: [number[], number, boolean][] = [];
  const added: number[] = [];
  const builder = new BordersBuilder(new Look(s), seat);
  for (let t = 0; t < 12 && added.length < 3; t++) {
    // Other checks in between change nothing the builder holds.
    if (between !== null && t % 3 === 2) bordersOk(between, seat, [dice.int(0, EDGES - 1)]);
    const e = dice.int(0, EDGES - 1);
    const ok = builder.add(e);
    answers.push([added.slice(), e, ok]);
    if (ok) added.push(e);
  }
  return answers;
}

describe('Domaine border slots added one by one (random player)', () => {
  it('answers as bordersProblems on the slots added so far, with or without other checks in between', () => {
    let passed = 0;
    let refused = 0;
    for (const [players, seed, commands] of [[2, 23, 80], [3, 17, 60], [4, 5, 120], [4, 9, 40]] as const) {
      const s = randomGame({ players }, seed, commands).state;
      // The same state under another identity: no answer remembered for it, every check computed afresh.
      const fresh = JSON.parse(JSON.stringify(s)) as DomState;
      const dice = new SeededDice(seed);
      for (let seat = 0; seat < players; seat++) {
        for (let round = 0; round < 30; round++) {
          for (const [before, e, ok] of build(s, seat, dice, round % 2 === 0 ? null : fresh)) {
            expect(ok, `seat ${seat}, slots ${[...before, e].join(',')}`).toBe(bordersProblems(fresh, seat, [...before, e]).length === 0);
            if (ok) passed += 1;
            else refused += 1;
          }
        }
      }
    }
    expect(passed).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(50);
  });
});
