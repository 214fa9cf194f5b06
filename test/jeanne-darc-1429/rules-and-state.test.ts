import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/kernel/problems.js';
import { applyRulesOptions, DEFAULT_RULES } from '../../src/games/jeanne-darc-1429/rules.js';
import { parseState } from '../../src/games/jeanne-darc-1429/state.js';
import { buyingState } from './fixtures.js';

function codesOf(action: () => unknown): (string | undefined)[][] {
  try {
    action();
  } catch (error) {
    if (error instanceof InputError) return error.problems.map((p) => [p.code, p.where]);
    throw error;
  }
  throw new Error('expected an InputError');
}

describe("Jeanne d'Arc 1429 rules options and state", () => {
  it('lays options over the defaults and keeps the rest', () => {
    const rules = applyRulesOptions({ prices: { dearAt: [2, 3, 4] }, repeatedDraw: 'first-marker' });
    expect(rules.prices).toEqual({ ...DEFAULT_RULES.prices, dearAt: [2, 3, 4] });
    expect(rules.repeatedDraw).toBe('first-marker');
    expect(rules.handLimit).toBe(12);
  });

  it('names unknown or wrong options by path', () => {
    expect(codesOf(() => applyRulesOptions({ prices: { horse: 3 }, repeatedDraw: 'again' }))).toEqual([
      ['unknown-key', 'prices.horse'],
      ['not-allowed', 'repeatedDraw'],
    ]);
  });

  it('checks that a state names each player once and only players own cities', () => {
    const state = buyingState(['france', 'england']);
    const broken = { ...state, turnOrder: ['france', 'england', 'france'], cities: { paris: { owner: 'navarre', defence: 'garrison' } } };
    expect(codesOf(() => parseState(broken))).toEqual([
      ['duplicate-power', 'turnOrder[2]'],
      ['not-playing', 'cities.paris.owner'],
    ]);
  });
});
