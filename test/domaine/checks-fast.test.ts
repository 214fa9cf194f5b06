import { describe, expect, it } from 'vitest';
import { bordersOk, bordersProblems, checkCommand, passes } from '../../src/games/domaine/check.js';
import { EDGES } from '../../src/games/domaine/board.js';
import { setupState } from '../../src/games/domaine/setup.js';
import { SeededDice } from '../../src/kernel/dice.js';
import { randomGame } from './play.js';

describe('Domaine checks for bots (no refusal texts)', () => {
  it('passes answers as checkCommand does, and refusals have their texts again afterwards', () => {
    const match = randomGame({ players: 3 }, 17, 60);
    const s = match.state;
    const seat = 'red';
    const commands = [{ type: 'take-ducats' }, { type: 'treason', square: 0 }, { type: 'expand', castle: 0, square: 1 }, { type: 'found', castle: 0, knight: 1 }] as const;
    for (const c of commands) expect(passes(s, seat, c)).toBe(checkCommand(s, seat, c).length === 0);
    const refused = checkCommand(s, 'blue', { type: 'take-ducats' });
    expect(passes(s, 'blue', { type: 'take-ducats' })).toBe(false);
    expect(checkCommand(s, 'blue', { type: 'take-ducats' })).toEqual(refused);
    expect(refused[0]?.texts.en).not.toBe('');
  });

  it('bordersOk agrees with bordersProblems on every single slot and on pairs, move after move', () => {
    const match = randomGame({ players: 2 }, 23, 80);
    const s = match.state;
    for (const seat of [0, 1]) {
      for (let e = 0; e < EDGES; e++) {
        expect(bordersOk(s, seat, [e])).toBe(bordersProblems(s, seat, [e]).length === 0);
        const f = (e * 37 + 11) % EDGES;
        expect(bordersOk(s, seat, [e, f])).toBe(bordersProblems(s, seat, [e, f]).length === 0);
      }
    }
    expect(bordersProblems(s, 0, [3, 3])[0]?.code).toBe('border-count');
    expect(bordersProblems(s, 0, [-1])[0]).toMatchObject({ code: 'bad-edge', where: 'edges[0]' });
  });

  it('reads plain { players } options as the schema does', () => {
    const a = setupState({ players: 4 }, new SeededDice(3));
    const b = setupState({ players: 4, rules: undefined }, new SeededDice(3));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(() => setupState({ players: 5 }, new SeededDice(3))).toThrow();
  });
});
