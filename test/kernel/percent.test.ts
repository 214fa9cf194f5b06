import { describe, expect, it } from 'vitest';
import { meanHundredths, percent, winRate } from '../../src/kernel/simulation/rate.js';

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

  it('gives means of whole numbers half up in hundredths from the integers', () => {
    // 23 / 40 is 0.575; rounded through the float it gives 0.57.
    expect(Math.round((23 / 40) * 100) / 100).toBe(0.57);
    expect(meanHundredths(23, 40)).toBe(0.58);
    expect(meanHundredths(23, 40).toFixed(2)).toBe('0.58');
    expect(meanHundredths(1, 3)).toBe(0.33);
    expect(meanHundredths(2, 3)).toBe(0.67);
    expect(meanHundredths(4500, 2000)).toBe(2.25);
    expect(meanHundredths(7, 0)).toBe(0);
  });
});
