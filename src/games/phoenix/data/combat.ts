/**
 * Combat merit points (GP, rulebook Table 4) and the other numbers of melee.
 * Sources: R §1.1.5, §1.5.4–1.5.9, §5.5, §5.5.1, §5.5.2, §5.6, §5.8, §6.8, §11.1, errata 38/44;
 * the SL combat sheet for the small terrain advantages (second-hand, tables.md §6).
 */
export const COMBAT_GP = {
  perCommander: { gp: 1, source: 'R §1.1.5, errata 44' },
  foreignStronghold: { gp: 50, source: 'R §5.5.1' },
  riderTerrain: { gp: 140, terrains: ['lowland', 'desert', 'highland'], source: 'R §5.5.1' },
  warriorTerrain: { gp: 140, terrains: ['swamp', 'forest', 'hills', 'mountains'], source: 'R §5.5.1, errata 38' },
  standardTerrain: { gp: 50, source: 'R §5.5.2' },
  guard: { gp: 300, source: 'R §6.8' },
  wall: { gp: 50, source: 'R §1.5.4' },
  support: { gp: 10, source: 'R §5.5.1' },
  quay: { gp: 30, source: 'R §11.1' },
  landing: { gp: 20, source: 'R §11.1' },
  roadUphill: { gp: 20, source: 'SL' },
  outOfForest: { gp: 20, source: 'SL' },
  intoSwamp: { gp: 20, source: 'SL' },
  intoDesert: { gp: 20, source: 'SL' },
  downhill: { gp: 20, source: 'SL' },
  behindBridge: { gp: 30, source: 'SL' },
  behindRiver: { gp: 50, source: 'SL' },
} as const;

/** Advantages that a battle file states for an army, because they depend on the map or movement. */
export const SITUATIONAL_ADVANTAGES = [
  'wall',
  'quay',
  'landing',
  'roadUphill',
  'outOfForest',
  'intoSwamp',
  'intoDesert',
  'downhill',
  'behindBridge',
  'behindRiver',
] as const;
export type SituationalAdvantage = (typeof SITUATIONAL_ADVANTAGES)[number];

export const MELEE = {
  /** Defenceless below this strength ratio, counted without GP (R §5.5). */
  overrunRatio: 10,
  /** Overrunning costs 7 extra BWP; any other melee ends the mover's movement (R §5.5). */
  overrunExtraBwp: 7,
  /** One W20 per side, added to every unit's GP (R §5.5, interpretation P-2). */
  sideDie: 'W20',
  /** A tie on strength and numbers is decided by W%; the winner counts one more HF (R §5.5, errata 82). */
  tieBonusCommanders: 1,
  /** Share of catapults destroyed when their army is wiped out; the rest is captured (R §5.5). */
  catapultsDestroyedWhenBeaten: 0.5,
  source: 'R §5.5, errata 8/82',
} as const;

/** Combat income as special income, in shares of the price of the fallen (R §5.6, §6.6). */
export const COMBAT_INCOME = {
  enemyFallen: 0.5,
  ownFallen: 0.25,
  pirateEnemyFallen: 1,
  pirateOwnFallen: 0.5,
  source: 'R §5.6, §6.6',
} as const;

/** Loot at sea: share of the cargo taken per whole step of strength superiority, 10:1 takes all (R §5.8.2). */
export const SEA_LOOT = { sharePerRatioStep: 0.1, fullAtRatio: 10, source: 'R §5.8.2' } as const;
