import { describe, expect, it } from 'vitest';
import { BANISHING } from '../../../src/games/phoenix/data/banishing.js';
import { banishableRp, chooseBanished } from '../../../src/games/phoenix/magic/banishing.js';
import type { Army } from '../../../src/games/phoenix/world/schema.js';

const army = (number: number, kind: Army['kind'], units: Partial<Army>): Army => ({ realm: 'b', number, kind, at: '503/22', ...units });

describe('banishing (R §1.4.3)', () => {
  it('reaches the table’s RP: 1,000 RP for 2 ZKP at one hex, 500 at two; at most 50,000 / 25,000', () => {
    const rows: [1 | 2, number, number][] = [[1, 2, 1_000], [1, 4, 2_000], [1, 10, 5_000], [1, 20, 10_000], [1, 40, 20_000], [1, 100, 50_000], [2, 2, 500], [2, 4, 1_000], [2, 10, 2_500], [2, 20, 5_000], [2, 40, 10_000], [2, 100, 25_000]];
    for (const [distance, zkp, rp] of rows) expect(banishableRp(BANISHING, distance, zkp), `${zkp} ZKP at ${distance}`).toBe(rp);
    expect(banishableRp(BANISHING, 1, 140)).toBe(50_000);
  });

  it('banishes melee armies before mixed before ranged ones, each by RP, largest first; commanders never', () => {
    const ranged = army(101, 'warriors', { LKP: 2, HF: 1 });
    const mixed = army(102, 'warriors', { K: 500, SKP: 1, HF: 1 });
    const small = army(103, 'warriors', { K: 300, HF: 1 });
    const large = army(201, 'riders', { R: 400, HF: 1 });
    const banished = chooseBanished([ranged, mixed, small, large], 1_400);
    expect([...banished.keys()].map((a) => a.number)).toEqual([201, 103, 102]);
    expect(banished.get(large)).toEqual({ R: 400 });
    expect(banished.get(small)).toEqual({ K: 300 });
    // 300 RP left for the mixed army: its warriors first, its catapult only if RP are left.
    expect(banished.get(mixed)).toEqual({ K: 300 });
    for (const units of banished.values()) expect(units.HF).toBeUndefined();
  });

  it('banishes a mixed army’s troops, then its ranged weapons, whole ones only', () => {
    const mixed = army(102, 'warriors', { K: 500, LKP: 2, HF: 3 });
    expect(chooseBanished([mixed], 2_499).get(mixed)).toEqual({ K: 500, LKP: 1 });
    expect(chooseBanished([mixed], 2_500).get(mixed)).toEqual({ K: 500, LKP: 2 });
  });

  it('takes a warrior army’s mounts with its warriors, in proportion (they count in the RP)', () => {
    const riders = army(101, 'warriors', { K: 1_000, P: 100, HF: 2 });
    expect(chooseBanished([riders], 550).get(riders)).toEqual({ K: 500, P: 50 });
    expect(chooseBanished([riders], 1_100).get(riders)).toEqual({ K: 1_000, P: 100 });
  });

  it('counts a guard’s tripled RP (R §6.8)', () => {
    const guard = army(201, 'riders', { R: 100, HF: 1, guard: true });
    // 100 riders of a guard take 600 RP: 300 RP banish half of them.
    expect(chooseBanished([guard], 300).get(guard)).toEqual({ R: 50 });
  });
});
