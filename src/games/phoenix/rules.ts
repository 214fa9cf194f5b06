import { ARMAMENT_CAPACITY, ARMAMENT_RULES } from './data/armament.js';
import { BANISHING } from './data/banishing.js';
import { COMBAT_GP, COMBAT_INCOME, MELEE, SEA_LOOT } from './data/combat.js';
import { CALENDAR, MONTH_EVENTS, OVERSTACK } from './data/month.js';
import { CHARACTER_RANKS, CHARACTER_RULES, CLASS_LEVEL_FROM, NOBLE_SEATS, RANK_OF_SEAT_LEVEL, WIZARD_ARMAMENT, WIZARD_CLASSES, WIZARD_CONVERSION } from './data/figures.js';
import { MAGIC_WALLS } from './data/magic-walls.js';
import { MOVEMENT_COSTS, MOVEMENT_RULES } from './data/movement.js';
import { RANGED_DAMAGE, RANGED_RULES } from './data/ranged.js';
import { CONSTRUCTION, STRONGHOLDS, STRUCTURES } from './data/structures.js';
import { TELEPORT_WITH_UNITS } from './data/teleport-units.js';
import { TERRAIN } from './data/terrain.js';
import { CHARIOT_RACE, ROLE_PLAY_GP } from './data/year.js';
import { ARMY_THRESHOLDS, UNITS } from './data/units.js';

/** Numbers stay numbers when a game master overrides them; everything else keeps its type. */
export type Widen<T> = T extends number
  ? number
  : T extends string | boolean
    ? T
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> };

const DEFAULT_TABLES = {
  terrain: TERRAIN,
  units: UNITS,
  armyThresholds: ARMY_THRESHOLDS,
  structures: STRUCTURES,
  strongholds: STRONGHOLDS,
  construction: CONSTRUCTION,
  armamentCapacity: ARMAMENT_CAPACITY,
  armament: ARMAMENT_RULES,
  combatGp: COMBAT_GP,
  melee: MELEE,
  combatIncome: COMBAT_INCOME,
  seaLoot: SEA_LOOT,
  rangedDamage: RANGED_DAMAGE,
  ranged: RANGED_RULES,
  wizardClasses: WIZARD_CLASSES,
  wizardArmament: WIZARD_ARMAMENT,
  characterRanks: CHARACTER_RANKS,
  characterRules: CHARACTER_RULES,
  nobleSeats: NOBLE_SEATS,
  rankOfSeatLevel: RANK_OF_SEAT_LEVEL,
  wizardConversion: WIZARD_CONVERSION,
  classLevelFrom: CLASS_LEVEL_FROM,
  movementCosts: MOVEMENT_COSTS,
  movement: MOVEMENT_RULES,
  calendar: CALENDAR,
  overstack: OVERSTACK,
  monthEvents: MONTH_EVENTS,
  magicWalls: MAGIC_WALLS,
  banishing: BANISHING,
  teleportWithUnits: TELEPORT_WITH_UNITS,
  chariotRace: CHARIOT_RACE,
  rolePlayGp: ROLE_PLAY_GP,
} as const;

export type PhoenixTables = Widen<typeof DEFAULT_TABLES>;

/**
 * Switches between readings of ambiguous passages; each names its entry in
 * docs/phoenix/interpretations.md. The first choice listed is the default.
 */
export const INTERPRETATION_CHOICES = {
  /** P-1: divide the melee size factor by the smaller strength, or literally by the loser's. */
  meleeSizeFactor: ['smaller-strength', 'loser-strength'],
  /** P-4: match duel dice by descending value with parries, or pair both sorted rolls by rank. */
  diceMatching: ['descending', 'rank'],
  /** P-6: characters keep tenths of GP, or round every change to whole GP (the §5.3 examples). */
  gpRounding: ['tenths', 'whole'],
  /** P-7: characters and wizards moving alone have 21 or 42 BWP. */
  figureMovement: ['21', '42'],
  /** P-3, P-112: melee survivors rounded once per army and shared out by largest remainder, or rounded down per unit kind. */
  meleeSurvivorRounding: ['per-army', 'per-kind'],
  /** P-110: attacking war ships count as one ship each (their 5/10 is a defence value), or as 5/10 like defending ones. */
  warShipAttack: ['as-ships', 'as-defending'],
  /** P-111, P-27: the 10:1 overrun counts a war ship as one ship, or with its 5/10 defence value. */
  overrunWarShips: ['as-ships', 'defence-value'],
  /** P-12: an attacker's GP is split over several defending parties in proportion, or applies whole to each. */
  attackerGpSplit: ['proportional', 'undivided'],
  /** P-13: each HF gives 1 GP without cap (errata 44), or the SL sheet's 0.5 from the 101st and 0 from the 201st. */
  commanderGp: ['errata-44', 'sl-sheet'],
  /** P-31: the 140-GP terrain advantage does not protect under fire, or it does. */
  rangedTerrainAdvantage: ['excluded', 'included'],
  /** P-34: troops in a stronghold share their 33 % by Heeresstärke (errata 53) or by BP (errata 92). */
  strongholdTroopSplit: ['strength', 'bp'],
  /** P-113: commanders under fire are lost by the share of the army's BP lost, catapults counted, or by the share of the weight that split the damage. */
  rangedCommanderShare: ['army-bp', 'split-weight'],
  /** P-35: units lost to fire are rounded to the nearest unit, or survivors rounded down as P-3. */
  rangedUnitRounding: ['nearest', 'survivors-down'],
  /** P-41: GP a fighter brings into the melee after a character combat: GP minus hits taken, or GP after the change. */
  meleeGpAfterDuel: ['minus-hits', 'after-change'],
  /** P-43: a lone fighter's class level in the §5.3 formula from its rank or class, or from its GP like a side total. */
  duelClassLevel: ['rank', 'gp-total'],
  /** P-142: a character wizard's emergency teleport goes to its capital (none: it dies), or without a capital to the realm's highest stronghold. */
  emergencyTeleportTo: ['capital', 'largest-stronghold'],
  /** P-172: a spell whose caster only drew the duel it started takes effect ("Unterliegt der bannende Zauberer": a draw is no defeat), or has none like a lost one. */
  drawnDuelSpell: ['takes-effect', 'no-effect'],
  /** P-49: a beaten character retreats when it survives the rearguard fight (§5.4), or only when it wins it (§5.5). */
  rearguardRetreat: ['survive', 'win'],
  /** P-60: stepping down an elevation costs elevation points like climbing, or is free. */
  elevationDescent: ['costs', 'free'],
  /** P-70: a grant makes allies on the granter's land (Wegerecht) or in its coastal waters (Küstenrecht) (R §5); or realms with mutual Wegerecht are allies everywhere; or every two realms are at war. */
  alliances: ['by-terrain', 'mutual-wegerecht', 'none'],
  /** P-84: good harvest and plague are the game masters' events (R §6.11) and off, or drawn each income month with `tables.monthEvents`. */
  monthEvents: ['game-masters', 'drawn'],
  /** P-92: a damaged stronghold arms as the highest level whose full BP it holds (the §1.5.12 example), or as the level it counts as. */
  damagedArmament: ['completed-level', 'current-level'],
  /** P-96: gifts need bordering realms with a stronghold each, or goods carried into the receiver's land (§3.2.2); or no such condition. */
  giftConditions: ['border-or-transport', 'none'],
  /** P-162: banished troops in the banishing realm's melee are defenceless (no strength; taken when their party loses), or only sit it out. */
  banishedInMelee: ['defenceless', 'aside'],
} as const;

export type InterpretationId = keyof typeof INTERPRETATION_CHOICES;
export type Interpretations = { readonly [K in InterpretationId]: (typeof INTERPRETATION_CHOICES)[K][number] };

export const DEFAULT_INTERPRETATIONS = Object.fromEntries(
  Object.entries(INTERPRETATION_CHOICES).map(([key, choices]) => [key, choices[0]]),
) as Interpretations;

/** Everything Phoenix's rules need: the tables and the chosen readings. */
export interface PhoenixRules {
  readonly tables: PhoenixTables;
  readonly interpretations: Interpretations;
}

export const DEFAULT_RULES: PhoenixRules = {
  tables: DEFAULT_TABLES,
  interpretations: DEFAULT_INTERPRETATIONS,
};
