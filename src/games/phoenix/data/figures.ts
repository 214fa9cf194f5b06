/**
 * Wizards and characters. Sources: R §1.3, §1.9, §5.3, errata 1/50 (interpretation P-10);
 * tables.md §3. Festungsherr's 48 GP is community tooling's assumption, not the rulebook's.
 */
export const WIZARD_CLASSES = {
  A: { gpLimit: 4, zkpPerMonth: 1, teleportHexes: 6, transportRp: 0, level: 1, source: 'R §1.3' },
  B: { gpLimit: 8, zkpPerMonth: 2, teleportHexes: 6, transportRp: 0, level: 2, source: 'R §1.3' },
  C: { gpLimit: 16, zkpPerMonth: 4, teleportHexes: 6, transportRp: 0, level: 3, source: 'R §1.3' },
  D: { gpLimit: 32, zkpPerMonth: 8, teleportHexes: 7, transportRp: 0, level: 4, source: 'R §1.3' },
  E: { gpLimit: 64, zkpPerMonth: 16, teleportHexes: 8, transportRp: 40_000, level: 5, source: 'R §1.3, errata 50; interpretation P-10' },
  F: { gpLimit: 128, zkpPerMonth: 32, teleportHexes: 9, transportRp: 40_000, level: 6, source: 'R §1.3, errata 50; interpretation P-10' },
} as const;

export type WizardClass = keyof typeof WIZARD_CLASSES;
export const WIZARD_CLASS_IDS = Object.keys(WIZARD_CLASSES) as WizardClass[];

/** What a wizard costs and starts with when armed (R §1.3, §1.9.2, §1.9.3). */
export const WIZARD_ARMAMENT = {
  ZA: { price: 15_000, gp: 4, source: 'R §1.3' },
  CZA: { price: 15_000, gp: 6, source: 'R §1.9.2' },
  CZB: { price: 30_000, gp: 10, source: 'R §1.9.2' },
  rulerFromStart: { gp: 18, source: 'R §1.9.3' },
  rulerBonusAsA: { gp: 12, source: 'R §1.9.3' },
  rulerBonusAsB: { gp: 8, source: 'R §1.9.3' },
} as const;

/** Secular ranks, their class level in the §5.3 formula and their GP maximum. */
export const CHARACTER_RANKS = {
  civilian: { code: 'ZIV', de: 'Zivilist', en: 'civilian', level: 1, maxGp: 0, source: 'R §5.3 (no GP given)' },
  commander: { code: 'CHF', de: 'Heerführercharakter', en: 'commander character', level: 2, maxGp: 12, source: 'R §5.3 examples' },
  castleLord: { code: 'BUH', de: 'Burgherr', en: 'castle lord', level: 3, maxGp: 24, source: 'R §1.9.1, §5.3' },
  townLord: { code: 'STH', de: 'Stadthalter', en: 'town lord', level: 4, maxGp: 36, source: 'R §1.9.1, §5.3' },
  fortressLord: { code: 'FEH', de: 'Festungsherr', en: 'fortress lord', level: 5, maxGp: 48, source: 'community tooling (assumed)' },
  ruler: { code: 'HER', de: 'Herrscher', en: 'ruler', level: 6, maxGp: 60, source: 'R §0.2, §1.9.1' },
} as const;

export type CharacterRank = keyof typeof CHARACTER_RANKS;
export const CHARACTER_RANK_IDS = Object.keys(CHARACTER_RANKS) as CharacterRank[];

/**
 * Class level of a side's GP total in the §5.3 formula: 1 below 8, 2 from 8, 3 from 16, 4 from
 * 32, 5 from 64, 6 from 128 (consistent with every example of R §5.3).
 */
export const CLASS_LEVEL_FROM = { thresholds: [8, 16, 32, 64, 128], source: 'R §5.3; tables.md §3' } as const;

export const CHARACTER_RULES = {
  gpRegenerationPerMonth: 5,
  maxAttackersPerCharacter: 4,
  /** Months after a death before the player may take a new identity (R §1.9, errata 54; P-180). */
  identityLockMonths: 2,
  /** Months after a wizard ruler's appointment in which the ruler may not change (R §1.9.1, §1.9.3). */
  rulerWizardLockMonths: 8,
  source: 'R §1.9, §1.9.1, §1.9.3, §5.3',
} as const;

/**
 * The stronghold each noble rank needs as its seat (R §1.9.1: "nur, wenn für jeden Rang der
 * erforderliche Rüstort vorhanden ist"; Burgherr a castle, Stadthalter a town, Festungsherr a
 * fortress, the ruler the capital). A seat of a higher level serves too (P-177).
 */
export const NOBLE_SEATS = {
  castleLord: 'BUR',
  townLord: 'STD',
  fortressLord: 'FST',
  ruler: 'HST',
  source: 'R §1.9.1, §2',
} as const;

/** Which rank a seat of each level matches when it drops a level (R §1.9.1; P-178); `none`: a seat fire destroyed (P-300). */
export const RANK_OF_SEAT_LEVEL = { BUR: 'castleLord', STD: 'townLord', FST: 'fortressLord', HST: 'ruler', FHS: 'ruler', none: 'commander', source: 'R §1.9.1; P-178, P-300' } as const;

/** A character wizard becomes a Noname wizard (R §1.9.2, errata 1). */
export const WIZARD_CONVERSION = {
  zkpLost: 2,
  zkpLostMoreAsCzb: 4,
  goldPerZkpAsCzb: 3_750,
  source: 'R §1.9.2, errata 1',
} as const;
