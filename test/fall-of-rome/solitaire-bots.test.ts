import { describe, expect, it } from 'vitest';
import { candidateGoals, ENDGAME_BUDGET } from '../../src/games/fall-of-rome/bots/endgame-search.js';
import { ENDGAME_TUNING, evaluate, HEURISTIC_TUNING } from '../../src/games/fall-of-rome/bots/evaluate.js';
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

describe('the endgame bot in solitaire counts the treasury and every role\'s walk (ENDGAME_TUNING)', () => {
  const huns = ['Lutetia/Hu', 'Mediolanum/Hu'];
  const fullSet = ['Lutetia/Hu', 'Mediolanum/Hu', 'Lugdunum/Hu', 'Brundisium/Hu'];

  it('a stored card of a tribe counts toward its alliance, up to the set; the heuristic (the baseline) ignores it', () => {
    const empty = { ...solitaire(['Roma', 'Roma', 'Roma'], huns), treasury: [] };
    const stored = { ...empty, treasury: ['Iuvavum/Hu'] };
    expect(evaluate(stored, ENDGAME_TUNING)).toBeGreaterThan(evaluate(empty, ENDGAME_TUNING));
    expect(evaluate(stored, HEURISTIC_TUNING)).toBe(evaluate(empty, HEURISTIC_TUNING));
    // With the set already in hand a fifth Hun card is worth nothing more.
    const full = { ...empty, hands: empty.hands.map(() => fullSet) };
    expect(evaluate({ ...full, treasury: ['Iuvavum/Hu'] }, ENDGAME_TUNING)).toBe(evaluate(full, ENDGAME_TUNING));
  });

  it('with a full set any role near a barbarian of the tribe is worth the walk, not only the first role', () => {
    const board = (pawns: string[]) => place(solitaire(pawns, fullSet), { cubes: [['Iuvavum', 'huns', 1]] });
    const far = board(['Tingi', 'Tingi', 'Tingi']);
    const near = board(['Tingi', 'Carnuntum', 'Tingi']);
    const gain = (tuning: typeof HEURISTIC_TUNING) => evaluate(near, tuning) - evaluate(far, tuning);
    expect(gain(ENDGAME_TUNING)).toBeGreaterThan(gain(HEURISTIC_TUNING));
  });

  it('outside solitaire the endgame bot values a board as the heuristic does', () => {
    const two = place(emptyBoard(), { pawns: ['Roma', 'Carnuntum'], cubes: [['Iuvavum', 'huns', 2], ['Aquileia', 'ostrogoths', 3]], legions: [['Roma', 2]] });
    const s = { ...two, hands: [fullSet, ['Aquileia/Os', 'Sinope/Os']] };
    expect(evaluate(s, ENDGAME_TUNING)).toBe(evaluate(s, HEURISTIC_TUNING));
  });
});
