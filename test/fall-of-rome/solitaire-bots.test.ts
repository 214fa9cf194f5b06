import { describe, expect, it } from 'vitest';
import { candidateGoals, ENDGAME_BUDGET } from '../../src/games/fall-of-rome/bots/endgame-search.js';
import { evaluate } from '../../src/games/fall-of-rome/bots/evaluate.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';
import { emptyBoard, place } from './helpers.js';

/** Solitaire (FR-23): three roles, one hand; no barbarians, so where the pawns stand weighs nothing else. */
function solitaire(pawns: string[], hand: string[]): FrState {
  const s = place(emptyBoard({ players: 1, roles: ['consul', 'magister-militum', 'vestalis'] }), { pawns });
  expect(s.solitaire).toBe(true);
  return { ...s, hands: s.hands.map(() => hand) };
}

describe('FR bots in solitaire count the shared hand once', () => {
  const huns = ['Lutetia/Hu', 'Mediolanum/Hu'];

  it('a role walking to a card city of the hand adds no Conspire value: nobody can pass the card', () => {
    const apart = solitaire(['Mediolanum', 'Roma', 'Roma'], huns);
    const together = solitaire(['Mediolanum', 'Mediolanum', 'Roma'], huns);
    expect(evaluate(together)).toBe(evaluate(apart));
  });

  it('the endgame search plans no meeting to pass a card between roles', () => {
    const s = solitaire(['Roma', 'Roma', 'Roma'], huns);
    const kinds = candidateGoals(s, 0, ENDGAME_BUDGET).map((g) => g.kind);
    expect(kinds).not.toContain('meet');
    expect(kinds).toContain('idle');
    // Two players, the third Hun card in the other hand: there the meeting is a goal.
    const two = place(emptyBoard(), { pawns: ['Roma', 'Roma'] });
    const duo = { ...two, hands: [huns, ['Lugdunum/Hu']] };
    expect(candidateGoals(duo, 0, ENDGAME_BUDGET).map((g) => g.kind)).toContain('meet');
  });
});
