import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/kernel/problems.js';
import { DEFAULT_RULES, applyRulesOptions } from '../../src/games/domaine/rules.js';
import { seatsOf } from '../../src/games/domaine/setup.js';

describe('Domaine rules options', () => {
  it('holds the variant\'s price list and both die tables', () => {
    expect(DEFAULT_RULES.prices).toEqual({ borders: [1, 3, 6], knights: [3, 7], forest: 1, expansion: 4, take: 3 });
    expect(DEFAULT_RULES.attemptTable).toEqual([null, null, 7, 5, 3, 1]);
    expect(DEFAULT_RULES.specialIncome).toEqual([1, 2, 3, 4, 5, null]);
    expect(DEFAULT_RULES.king).toEqual({ '2': 50, '3': 40, '4': 30 });
  });

  it('lays options over the defaults and names the path of a bad one', () => {
    expect(applyRulesOptions({ subVariant: true, distance: { metric: 'chebyshev' } })).toMatchObject({ subVariant: true, distance: { preferred: 6, fallback: 5, metric: 'chebyshev' } });
    try {
      applyRulesOptions({ prices: { borders: [1, 2] }, colour: 1 }, 'rules.json');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      const where = (error as InputError).problems.map((p) => p.where);
      expect(where).toContain('prices.borders');
      expect(where).toContain('colour');
    }
  });

  it('seats two to four colours', () => {
    expect(seatsOf({ players: 2 })).toEqual(['red', 'blue']);
    expect(seatsOf({ players: 4 })).toEqual(['red', 'blue', 'yellow', 'green']);
    expect(() => seatsOf({ players: 5 })).toThrow(InputError);
  });
});
