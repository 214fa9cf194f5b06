/**
 * Structures and strongholds (rulebook Table 2). Sources: R §1.5–1.5.13, §3.2.1, §5.8.1,
 * errata 93; tables.md §4. Income and inhabitants per R §3.2.1 (interpretation P-9).
 */
export const STRUCTURES = {
  road: { code: 'STR', de: 'Straße', bp: 60, price: 3_000, source: 'R §1.5.1' },
  quay: { code: 'KA', de: 'Kaianlage', bp: 60, price: 3_000, source: 'R §1.5.2' },
  bridge: { code: 'BR', de: 'Brücke', bp: 60, price: 3_000, source: 'R §1.5.3' },
  wall: { code: 'WL', de: 'Wall', bp: 100, price: 5_000, crewK: 400, crewHF: 1, source: 'R §1.5.4' },
} as const;

export type StructureId = keyof typeof STRUCTURES;

export const STRONGHOLD_LEVELS = ['BUR', 'STD', 'FST', 'HST', 'FHS'] as const;
export type StrongholdLevel = (typeof STRONGHOLD_LEVELS)[number];

/**
 * `bp`: build points when complete; `price`: cost of this stage (from the previous level);
 * `fallsBelow`: a damaged stronghold keeps this level while its BP are at least this (errata 93,
 * interpretation P-8); `defenceGp`: GP for own armies defending in it (R §1.5.5–1.5.9).
 */
export const STRONGHOLDS = {
  BUR: { de: 'Burg', en: 'castle', bp: 1_000, price: 50_000, keepsLevelFrom: 500, defenceGp: 100, income: 1_000, inhabitants: 10_000, loot: 2_000, canBeBesieged: true, source: 'R §1.5.5, §5.8.1' },
  STD: { de: 'Stadt', en: 'town', bp: 2_000, price: 50_000, keepsLevelFrom: 1_500, defenceGp: 200, income: 2_000, inhabitants: 30_000, loot: 4_000, canBeBesieged: true, source: 'R §1.5.6, §3.2.1, §5.8.1; interpretation P-9' },
  FST: { de: 'Festung', en: 'fortress', bp: 3_000, price: 50_000, keepsLevelFrom: 2_500, defenceGp: 300, income: 3_000, inhabitants: 70_000, loot: 6_000, canBeBesieged: false, source: 'R §1.5.7, §5.8.1' },
  HST: { de: 'Hauptstadt', en: 'capital', bp: 5_000, price: 100_000, keepsLevelFrom: 3_500, defenceGp: 400, income: 5_000, inhabitants: 100_000, loot: 110_000, canBeBesieged: true, source: 'R §1.5.8, §5.8.1, errata 93' },
  FHS: { de: 'Festungshauptstadt', en: 'fortress capital', bp: 6_000, price: 50_000, keepsLevelFrom: 5_500, defenceGp: 500, income: 6_000, inhabitants: 100_000, loot: 112_000, canBeBesieged: false, source: 'R §1.5.9, §5.8.1, errata 93' },
} as const;

/** Building and repair (R §1.5, §1.5.10, §1.5.12, §1.7). */
export const CONSTRUCTION = {
  goldPerBp: 50,
  strongholdBpPerMonth: 250,
  siegeReductionPerHex: 0.15,
  capitalMoveMonths: 4,
  capitalMoveCost: 50_000,
  source: 'R §1.5, §1.5.12, §1.5.13, §1.7',
} as const;
