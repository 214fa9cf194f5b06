import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBattle } from '../../../src/games/phoenix/combat/battle-file.js';
import { SHOWN_DECIMALS } from '../../../src/games/phoenix/combat/shown.js';
import { applyRulesOptions } from '../../../src/games/phoenix/options.js';
import { SeededDice } from '../../../src/kernel/dice.js';

/**
 * P-115: every number of a melee's result data is exact — whole where the rules count whole units,
 * at most 4 decimals where they compute a figure without rounding it. Odds are quotients of whole
 * counts of W20 pairs, a tie's W% splitting a pair in two: at most 5 decimals (1/800 = 0.00125).
 */
const ODDS_DECIMALS = 5;

/** Paths of the numbers in `value` written with more than `max` decimals (or in exponent form). */
function inexact(value: unknown, max: number, path = ''): string[] {
  if (typeof value === 'number') {
    const text = String(value);
    const decimals = text.includes('.') ? (text.split('.')[1] as string).length : 0;
    return decimals > max || text.includes('e') ? [`${path}: ${text}`] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => inexact(item, max, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => inexact(item, max, path === '' ? key : `${path}.${key}`));
  return [];
}

/** The n-th army of a kind, numbered as R §1.8 wants: warriors 1xx, riders 2xx, fleets 3xx. */
const landArmy = (n: number) =>
  fc.oneof(
    fc
      .record({ id: fc.constant(100 + n), kind: fc.constant('warriors'), K: fc.integer({ min: 1, max: 60_000 }), P: fc.integer({ min: 0, max: 500 }), HF: fc.integer({ min: 1, max: 250 }), LKP: fc.integer({ min: 0, max: 3 }) })
      .map((army) => ({ ...army, P: Math.min(army.P, army.K) })),
    fc.record({ id: fc.constant(200 + n), kind: fc.constant('riders'), R: fc.integer({ min: 1, max: 30_000 }), HF: fc.integer({ min: 1, max: 250 }) }),
  );
const fleet = (n: number) =>
  fc.record({ id: fc.constant(300 + n), kind: fc.constant('fleet'), S: fc.integer({ min: 0, max: 300 }), LKS: fc.integer({ min: 0, max: 12 }), SKS: fc.integer({ min: 1, max: 12 }), HF: fc.integer({ min: 1, max: 40 }) });

const side = (realm: string, army: (id: number) => fc.Arbitrary<object>) =>
  fc.record({
    realm: fc.constant(realm),
    armies: fc.tuple(army(1), army(2)).chain(([a, b]) => fc.constantFrom([a], [a, b])),
    characters: fc.constantFrom([], [{ name: `${realm} Held`, rank: 'commander', gp: 12.7 }]),
  });

const battle = fc.oneof(
  fc.record({ terrain: fc.constantFrom('lowland', 'forest', 'hills'), army: fc.constant(landArmy) }),
  fc.record({ terrain: fc.constant('water'), army: fc.constant(fleet) }),
).chain(({ terrain, army }) =>
  fc.record(
    {
      kind: fc.constant('melee'),
      withoutDice: fc.constant(true),
      hex: fc.constant({ terrain }),
      attacker: side('X', army),
      defenders: fc.tuple(side('Y', army), side('Z', army)).chain(([y, z]) => fc.constantFrom([y], [y, z])),
    },
    { requiredKeys: ['kind', 'hex', 'attacker', 'defenders'] },
  ),
);

const rulesChoice = fc.constantFrom({}, { interpretations: { commanderGp: 'sl-sheet' } }, { interpretations: { attackerGpSplit: 'undivided', meleeSizeFactor: 'loser-strength' } });

describe('exact figures (P-115)', () => {
  it('melee results have no floating-point noise', () => {
    fc.assert(
      fc.property(battle, rulesChoice, fc.integer({ min: 1, max: 1_000_000 }), (input, options, seed) => {
        const rules = applyRulesOptions(options);
        const { kind, file } = parseBattle(input, rules);
        expect(inexact(kind.resolve(file, new SeededDice(seed), rules).data, SHOWN_DECIMALS)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('melee odds are exact quotients', () => {
    fc.assert(
      fc.property(battle, rulesChoice, (input, options) => {
        const rules = applyRulesOptions(options);
        const { kind, file } = parseBattle(input, rules);
        expect(inexact(kind.odds?.(file, rules).data, ODDS_DECIMALS)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
