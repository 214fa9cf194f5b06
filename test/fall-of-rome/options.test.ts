import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, rulesSchema, type FallOfRomeOptions } from '../../src/games/fall-of-rome/data/options.js';
import { resolveOptions } from '../../src/games/fall-of-rome/setup.js';

describe('FR options resolved without a full check of the rules where none is needed', () => {
  it('completes options with the defaults, the same as the whole schema would, and keeps nothing between calls', () => {
    expect(resolveOptions({ players: 3 })).toEqual({ players: 3, pawns: 3, roles: [], difficulty: 'standard', rules: DEFAULT_RULES });
    const given = { openHands: false, cubes: [3, 4, 5, 6, 7], startCity: 'Carthago' };
    const resolved = resolveOptions({ players: 1, difficulty: 'heroic', rules: given });
    expect(resolved.rules).toEqual(rulesSchema.parse({ ...DEFAULT_RULES, ...given }));
    expect(Object.keys(resolved.rules)).toEqual(Object.keys(DEFAULT_RULES));
    expect(resolved.pawns).toBe(DEFAULT_RULES.solitairePawns);
    expect(resolveOptions({ players: 3 }).rules).toBe(DEFAULT_RULES);
    expect(resolveOptions({ players: 2 }).pawns).toBe(2);
  });

  it('refuses what only the schema sees, right after the same options were accepted', () => {
    resolveOptions({ players: 3 });
    const withFunction = { players: 3, extra: () => 1 } as unknown as FallOfRomeOptions;
    expect(() => resolveOptions(withFunction)).toThrow(/extra/);
    const withUndefined = { players: 3, rules: { handLimit: undefined } } as unknown as FallOfRomeOptions;
    expect(() => resolveOptions(withUndefined)).toThrow(/handLimit/);
    expect(() => resolveOptions({ players: 3, rules: { cubes: [1, 2, 3, 4, 5] } })).toThrow(/cubes/);
    expect(() => resolveOptions({ players: 3, rules: { startCity: 'Atlantis' } })).toThrow(/Atlantis/);
  });
});
