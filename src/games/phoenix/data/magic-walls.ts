/**
 * The magic wall and its tearing down (R §1.4.2, §1.4.4, errata 27, 29, 80; tables.md §9): the ZKP
 * at distance 0, 1 and 2 from the wizard, the class level (`wizardClasses[…].level`) from which
 * distance 2 may be used (ZB), how many walls one spell raises and on how many sides one tearing
 * down acts, by class.
 */
export const MAGIC_WALLS = {
  raiseZkp: [2, 3, 4],
  tearDownZkp: [1, 2, 4],
  farFromLevel: 2,
  wallsPerSpell: { A: 1, B: 1, C: 1, D: 2, E: 2, F: 2, source: 'R §1.4.2 (A–C one wall, from D two)' },
  sidesPerTearDown: { A: 1, B: 1, C: 1, D: 1, E: 2, F: 2, source: 'R §1.4.4 (A–D one side, from E two)' },
  source: 'R §1.4.2, §1.4.4, errata 27, 29, 80; tables.md §9',
} as const;
