/**
 * Ranged damage in BP per W10 (rulebook Table 8; W10 faces 0–9, 0 best). Source: T18 (a 2018
 * community tool's constants, tables.md §8). Row index = the W10 result.
 * Modes: near = 1 hex, elevation difference ≤ 1; high = 1 hex, +2 elevation or +1 with a wall
 * between; far = 2 hexes, not uphill; farHigh = 2 hexes, +1 elevation. Light weapons fire near only.
 */
export const RANGED_DAMAGE = {
  LKP: { near: [225, 200, 175, 150, 125, 100, 70, 40, 10, 5] },
  SKP: {
    near: [300, 270, 240, 210, 180, 150, 120, 90, 60, 30],
    high: [120, 100, 80, 65, 50, 40, 30, 10, 5, 0],
    far: [150, 130, 110, 90, 70, 50, 30, 10, 5, 0],
    farHigh: [150, 120, 100, 80, 65, 50, 40, 30, 10, 5],
  },
  LKS: { near: [175, 150, 125, 100, 75, 50, 25, 10, 5, 0] },
  SKS: {
    near: [250, 220, 190, 160, 130, 100, 70, 40, 10, 5],
    high: [100, 80, 65, 50, 40, 30, 10, 5, 0, 0],
    far: [100, 80, 60, 40, 20, 10, 5, 0, 0, 0],
    farHigh: [120, 100, 80, 65, 50, 40, 30, 10, 5, 0],
  },
} as const;

export const RANGED_MODES = ['near', 'high', 'far', 'farHigh'] as const;
export type RangedMode = (typeof RANGED_MODES)[number];

export const RANGED_RULES = {
  /** Share of the BP loss that falls on a stronghold shot at with troops in it; the rest hits the troops (R §5.1, errata 53). */
  strongholdShare: 0.67,
  troopShare: 0.33,
  /** A weapon, structure or war ship is destroyed when it has lost this share of its BP (R §1.2, §1.5). */
  destroyedAtLossShare: 0.5,
  source: 'R §5.1, §1.5, errata 53/92, T18',
} as const;
