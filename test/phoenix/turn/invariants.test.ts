import { describe, expect, it } from 'vitest';
import { caseInvariants, generatedInvariants } from '../invariant-runs.js';

// A short range here; `npx tsx bench/phoenix/invariants.ts` runs the full one (20 seeds a case, 100 generated worlds).
describe('a month never writes a world the next month refuses (issue 42)', () => {
  it('every month conformance case with its own dice and 2 seeds more; the worlds load (the month after runs in the full range)', () => {
    const { runs, broken } = caseInvariants(2, false);
    expect(runs).toBeGreaterThan(400);
    expect(broken).toEqual([]);
  }, 600_000);

  it('generated worlds with random orders, three months each', () => {
    const { runs, broken } = generatedInvariants(1, 4, 3);
    expect(runs).toBe(12);
    expect(broken).toEqual([]);
  }, 600_000);
});
