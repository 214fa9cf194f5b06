/**
 * Armament capacity per stronghold and month (R §3.3, errata 56); halved (rounded down) when
 * arming from special income outside armament months (R §3.3.1); −15 % per besieging hex (R §1.7.1).
 * `wizards` lists the alternatives; ZA stands for ZA or CZA.
 */
export const ARMAMENT_CAPACITY = {
  BUR: { gold: 10_000, commanders: 2, wizards: [], source: 'R §3.3' },
  STD: { gold: 25_000, commanders: 5, wizards: [{ ZA: 1 }], source: 'R §3.3' },
  FST: { gold: 40_000, commanders: 8, wizards: [{ ZA: 2 }, { CZB: 1 }], source: 'R §3.3, errata 56' },
  HST: { gold: 50_000, commanders: 10, wizards: [{ ZA: 3 }, { CZB: 1, ZA: 1 }], source: 'R §3.3' },
  FHS: { gold: 50_000, commanders: 10, wizards: [{ ZA: 3 }, { CZB: 1, ZA: 1 }], source: 'R §1.5.9, §3.3' },
} as const;

export const ARMAMENT_RULES = {
  specialIncomeFactor: 0.5,
  siegeReductionPerHex: 0.15,
  plunderedMonths: 8,
  /** Gold armed from Audvacar per armament month, shared equally by the realms standing there (R §6.4). */
  audvacarGold: 100_000,
  source: 'R §1.7.1, §3.2.2, §3.3.1, §6.4',
} as const;
