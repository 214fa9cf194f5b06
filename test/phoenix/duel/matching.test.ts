import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchDice, type MatchingMode } from '../../../src/games/phoenix/combat/duel/matching.js';

const roll = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 40 });

describe('dice matching (P-4)', () => {
  it('reproduces the examples of the descending reading', () => {
    expect(matchDice('descending', [6, 6], [5, 5])).toMatchObject({ hitsA: 2, hitsB: 0 });
    expect(matchDice('descending', [1], [1, 2])).toMatchObject({ hitsA: 0, hitsB: 0, parries: 1 });
    expect(matchDice('descending', [6], [1])).toMatchObject({ hitsA: 1, hitsB: 0 });
  });

  it('lets a free higher die answer a lower surplus later', () => {
    // the 6 finds no 6 to parry, stays free and beats the 3 further down
    expect(matchDice('descending', [6, 2], [3, 2])).toMatchObject({ hitsA: 1, hitsB: 0, parries: 1 });
  });

  it('differs from the rank pairing on [1] against [1,2]', () => {
    expect(matchDice('rank', [1], [1, 2])).toMatchObject({ hitsA: 0, hitsB: 1, parries: 0 });
    expect(matchDice('descending', [1], [1, 2]).hitsB).not.toBe(matchDice('rank', [1], [1, 2]).hitsB);
  });

  it('uses rolled 1s before automatic 1s (P-44) and counts hits on automatic 1s (errata 96)', () => {
    const totals = matchDice('descending', Array(12).fill(2), [1, 1, 1, 1, 1], 0, 5);
    expect(totals).toMatchObject({ hitsA: 10, autoHitsA: 5 });
    // only three surplus 1s are beaten: the rolled ones come first, so no automatic 1 is hit
    expect(matchDice('descending', [2, 2, 2], [1, 1, 1, 1, 1], 0, 5)).toMatchObject({ hitsA: 3, autoHitsA: 0 });
  });

  for (const mode of ['descending', 'rank'] as MatchingMode[]) {
    it(`${mode}: hits never exceed the dice, and swapping the sides swaps the hits`, () => {
      fc.assert(
        fc.property(roll, roll, fc.nat(8), fc.nat(8), (a, b, autoA, autoB) => {
          const forward = matchDice(mode, a, b, autoA, autoB);
          const backward = matchDice(mode, b, a, autoB, autoA);
          expect(forward.hitsA).toBeLessThanOrEqual(Math.min(a.length, b.length + autoB));
          expect(forward.hitsB).toBeLessThanOrEqual(Math.min(b.length, a.length + autoA));
          expect(forward.autoHitsA).toBeLessThanOrEqual(Math.min(forward.hitsA, autoB));
          expect(forward.hitsA + forward.hitsB + forward.parries).toBeLessThanOrEqual(Math.min(a.length + autoA, b.length + autoB));
          expect(backward).toEqual({ hitsA: forward.hitsB, hitsB: forward.hitsA, parries: forward.parries, autoHitsA: forward.autoHitsB, autoHitsB: forward.autoHitsA });
        }),
      );
    });
  }

  it('rank: pairs the sorted rolls die by die', () => {
    fc.assert(
      fc.property(roll, roll, (a, b) => {
        const sa = [...a].sort((x, y) => y - x);
        const sb = [...b].sort((x, y) => y - x);
        let hitsA = 0;
        let hitsB = 0;
        for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
          if ((sa[i] as number) > (sb[i] as number)) hitsA++;
          if ((sb[i] as number) > (sa[i] as number)) hitsB++;
        }
        expect(matchDice('rank', a, b)).toMatchObject({ hitsA, hitsB });
      }),
    );
  });
});
