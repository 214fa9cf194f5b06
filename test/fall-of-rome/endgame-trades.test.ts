import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { ENDGAME_TUNING } from '../../src/games/fall-of-rome/bots/evaluate.js';
import { judgeOf, planAction } from '../../src/games/fall-of-rome/bots/heuristic.js';
import { makeBot } from '../../src/games/fall-of-rome/bots/index.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';
import { emptyBoard, place } from './helpers.js';

const judge = judgeOf(ENDGAME_TUNING);
const random = (seed: number) => {
  const dice = new SeededDice(seed);
  return (min: number, max: number) => dice.int(min, max);
};

/** Two players in Roma: the active seat holds Do ut des and a Hun card, the other three Hun cards of a set of 4 and a Vandal card. */
function table(): FrState {
  const s = place(emptyBoard(), { pawns: ['Roma', 'Roma'], cubes: [['Brundisium', 'huns', 1]] });
  return { ...s, active: 0, hands: [['do-ut-des', 'Lutetia/Hu'], ['Mediolanum/Hu', 'Iuvavum/Hu', 'Carnuntum/Hu', 'Tingi/Va']] };
}

describe('the endgame bot trades by Do ut des when its plan finds it pays (bots.md, sixteenth to eighteenth parts)', () => {
  it('passes the card that completes a set, in one city in the normal form, and the rules accept it', () => {
    const s = table();
    const command = planAction(s, random(1), judge, { trades: true });
    expect(command).toMatchObject({ type: 'event', card: 'do-ut-des', aCard: 'Lutetia/Hu', bCard: 'Tingi/Va' });
    expect(command).not.toHaveProperty('corrupt');
    expect(rules.check(s, s.seats[0] as string, command)).toEqual([]);
  });

  it('a plan without trades never plays Do ut des there (the move generator offers none)', () => {
    const command = planAction(table(), random(1), judge);
    expect(command).not.toMatchObject({ type: 'event', card: 'do-ut-des' });
  });

  it('the endgame bot plays it, the heuristic bot does not', () => {
    const s = table();
    expect(makeBot('endgame').choose(s, random(1))).toMatchObject({ type: 'event', card: 'do-ut-des' });
    expect(makeBot('heuristic').choose(s, random(1))).not.toMatchObject({ type: 'event', card: 'do-ut-des' });
  });
});
