/**
 * The game masters' bookings around the year: the chariot race (R §8, errata 23) and GP for role
 * play (R §7.1.1). Prize lists are by place 1, 2, 3, in GS per GP of the driver.
 */
export const CHARIOT_RACE = {
  entryFee: 5_000,
  semifinalGp: 0.5,
  finalGp: 0.5,
  prizePerGpWarlord: [1_000, 500, 250],
  prizePerGpWizard: [2_000, 1_000, 500],
  source: 'R §8, errata 23',
} as const;

export const ROLE_PLAY_GP = {
  maxPerPlayerAndMeeting: 2,
  groupFactor: 1.3,
  /** "Als Untergrenze müssen davon 50% durch den Spielleiter vergeben werden" (P-185). */
  minShareOfGroupMax: 0.5,
  source: 'R §7.1.1',
} as const;
