import { describe, expect, it } from 'vitest';
import type { FallOfRomeOptions } from '../../src/games/fall-of-rome/data/options.js';
import { plainJsonText } from '../../src/games/fall-of-rome/json-text.js';
import { resolveOptions } from '../../src/games/fall-of-rome/setup.js';

describe('FR options resolved once for the same text', () => {
  it('answers equal options with the answer already checked, and changed options anew', () => {
    const first = resolveOptions({ players: 3 });
    expect(resolveOptions({ players: 3 })).toBe(first);
    const options: { players: number; difficulty?: 'heroic' } = { players: 3 };
    expect(resolveOptions(options)).toBe(first);
    options.difficulty = 'heroic';
    expect(resolveOptions(options).difficulty).toBe('heroic');
    expect(resolveOptions({ players: 2 }).pawns).toBe(2);
  });

  it('still refuses what only the schema sees, right after the same text was accepted', () => {
    resolveOptions({ players: 3 });
    const withFunction = { players: 3, extra: () => 1 } as unknown as FallOfRomeOptions;
    expect(() => resolveOptions(withFunction)).toThrow(/extra/);
    const withUndefined = { players: 3, rules: { handLimit: undefined } } as unknown as FallOfRomeOptions;
    expect(() => resolveOptions(withUndefined)).toThrow(/handLimit/);
  });

  it('keys only plain JSON values', () => {
    expect(plainJsonText({ players: 3, rules: { cubes: [1, 2], openHands: false, startCity: 'Roma' }, x: null })).toBe('{"players":3,"rules":{"cubes":[1,2],"openHands":false,"startCity":"Roma"},"x":null}');
    const holey = [1, 2, 3];
    delete holey[1];
    for (const odd of [{ a: undefined }, { a: Number.NaN }, { a: new Date(0) }, { a: () => 1 }, holey, Object.create(null) as object]) expect(plainJsonText(odd)).toBeUndefined();
  });
});
