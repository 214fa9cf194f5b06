import { describe, expect, it } from 'vitest';
import { percent, winRate } from '../../src/kernel/simulation/rate.js';

describe('simulators: win rates in per cent from the counts', () => {
  it('rounds half up in whole tenths where the float would round down', () => {
    // 87 / 2000 is 4.35 %; (0.0435 * 100).toFixed(1) gives "4.3".
    expect(((87 / 2000) * 100).toFixed(1)).toBe('4.3');
    expect(percent(87, 2000)).toBe('4.4 %');
    expect(percent(239, 2000)).toBe('12.0 %');
    expect(percent(479, 2000)).toBe('24.0 %');
  });

  it('gives the ends and plain fractions exactly', () => {
    expect(percent(0, 2000)).toBe('0.0 %');
    expect(percent(2000, 2000)).toBe('100.0 %');
    expect(percent(1, 3)).toBe('33.3 %');
    expect(percent(2, 3)).toBe('66.7 %');
    expect(percent(1, 8)).toBe('12.5 %');
    expect(percent(0, 0)).toBe('0.0 %');
  });

  it('agrees with the rate of winRate wherever that has no tie at the half', () => {
    for (let games = 1; games <= 300; games += 7) {
      for (let wins = 0; wins <= games; wins++) {
        const tenthsTimesTwo = (wins * 2000) / games;
        if (Number.isInteger(tenthsTimesTwo) && tenthsTimesTwo % 2 === 1) continue;
        expect(percent(wins, games), `${wins} of ${games}`).toBe(`${(winRate(wins, games).winRate * 100).toFixed(1)} %`);
      }
    }
  });
});
