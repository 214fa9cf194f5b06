/**
 * Teleporting with own units (R §1.4.1, errata 33, 76; tables.md §9): from class E (level 5 of
 * `wizardClasses`); every started 5,000 RP of goods shortens the class's teleport range by one hex
 * and costs 2 ZKP a hex.
 */
export const TELEPORT_WITH_UNITS = {
  fromLevel: 5,
  rpPerStep: 5_000,
  zkpPerStepAndHex: 2,
  source: 'R §1.4.1, errata 33, 76; tables.md §9',
} as const;
