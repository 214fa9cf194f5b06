import { describe, expect, it } from 'vitest';
import { mismatches } from './matcher.js';

describe('conformance matcher', () => {
  it('compares only the keys the expectation names', () => {
    expect(mismatches({ a: 1, b: 2 }, { a: 1 })).toEqual([]);
    expect(mismatches({ a: 1 }, { a: 2 })).toEqual(['a: expected 2, got 1']);
  });
  it('matches numbers approximately when asked', () => {
    expect(mismatches({ f: -0.315789 }, { f: { $approx: -0.3158, digits: 4 } })).toEqual([]);
    expect(mismatches({ f: -0.3149 }, { f: { $approx: -0.3158, digits: 4 } })).toHaveLength(1);
  });
  it('compares lists item by item and by length', () => {
    expect(mismatches({ l: [1, 2] }, { l: [1, 2] })).toEqual([]);
    expect(mismatches({ l: [1, 2] }, { l: [1] })).toHaveLength(1);
    expect(mismatches({ l: [1, 2, 3] }, { l: { $length: 3 } })).toEqual([]);
  });
  it('matches a key that is not there with $absent', () => {
    expect(mismatches({ a: 1 }, { b: { $absent: true } })).toEqual([]);
    expect(mismatches({ a: 1 }, { a: { $absent: true } })).toEqual(['a: expected absent, got 1']);
  });
});
