/**
 * Movable armament (rulebook Table 3). RP = space, BWP = movement points, BP = build points.
 * `meleeStrength` is what one unit adds to the Heeresstärke (R §1.2.3/1.2.4, §5.5): catapults and
 * mounts do not fight. Sources: R §1.1–1.3, errata 44/50; tables.md §2.
 */
export const UNITS = {
  K: { de: 'Krieger', en: 'warrior', rp: 1, bwp: 9, price: 5, transport: 0, bp: 0.1, meleeStrength: 1, source: 'R §1.1.1' },
  P: { de: 'Reittier', en: 'mount', rp: 1, bwp: 0, price: 5, transport: 0, bp: 0.1, meleeStrength: 0, source: 'R §1.1.2' },
  R: { de: 'Reiter', en: 'rider', rp: 2, bwp: 21, price: 10, transport: 0, bp: 0.2, meleeStrength: 1, source: 'R §1.1.3' },
  S: { de: 'Schiff', en: 'ship', rp: 100, bwp: 42, price: 500, transport: 100, bp: 10, meleeStrength: 1, source: 'R §1.1.4' },
  HF: { de: 'Heerführer', en: 'commander', rp: 100, bwp: 0, price: 1_000, transport: 0, bp: 0, meleeStrength: 0, source: 'R §1.1.5' },
  LKP: { de: 'Leichtes Katapult', en: 'light catapult', rp: 1_000, bwp: 9, price: 10_000, transport: 0, bp: 200, meleeStrength: 0, source: 'R §1.2.1' },
  SKP: { de: 'Schweres Katapult', en: 'heavy catapult', rp: 2_000, bwp: 9, price: 20_000, transport: 0, bp: 400, meleeStrength: 0, source: 'R §1.2.2' },
  LKS: { de: 'Leichtes Kriegsschiff', en: 'light war ship', rp: 1_000, bwp: 42, price: 10_000, transport: 0, bp: 200, meleeStrength: 5, source: 'R §1.2.3' },
  SKS: { de: 'Schweres Kriegsschiff', en: 'heavy war ship', rp: 2_000, bwp: 42, price: 20_000, transport: 0, bp: 400, meleeStrength: 10, source: 'R §1.2.4; interpretation P-11' },
} as const;

export type UnitCode = keyof typeof UNITS;
export const UNIT_CODES = Object.keys(UNITS) as UnitCode[];

/** Ranged weapons; a weapon is destroyed when it has lost half of its BP or more (R §1.2, §1.5). */
export const RANGED_WEAPONS = ['LKP', 'SKP', 'LKS', 'SKS'] as const;
export type RangedWeapon = (typeof RANGED_WEAPONS)[number];

/** Characters and wizards take GP × 50 RP (R §0.2, §1.3). */
export const FIGURE_RP_PER_GP = { value: 50, source: 'R §0.2, §1.3' } as const;

/**
 * Kinds of army (R §1.8) and their number ranges (community data). Catapult armies use the
 * warriors' range and war fleets the fleets' range.
 */
export const ARMY_KINDS = {
  warriors: { de: 'Kriegerheer', en: 'warrior army', range: [101, 199], units: ['K', 'P', 'HF', 'LKP', 'SKP'], source: 'R §1.8' },
  riders: { de: 'Reiterheer', en: 'rider army', range: [201, 299], units: ['R', 'HF'], source: 'R §1.8' },
  fleet: { de: 'Flotte', en: 'fleet', range: [301, 399], units: ['S', 'HF', 'LKS', 'SKS'], source: 'R §1.8' },
} as const;

export type ArmyKind = keyof typeof ARMY_KINDS;
export const ARMY_KIND_IDS = Object.keys(ARMY_KINDS) as ArmyKind[];

/** Thresholds of an army (R §1.8): it needs 100 RP + a commander; 1,000 RP + commander conquers. */
export const ARMY_THRESHOLDS = {
  minimumRp: 100,
  conquestRp: 1_000,
  hexCapacityRp: 100_000,
  source: 'R §0.2, §1.8',
} as const;
