import { completedLevel, damagedLevel } from '../../combat/ranged/stronghold-level.js';
import { STRONGHOLD_LEVELS, type StrongholdLevel } from '../../data/structures.js';
import type { PhoenixRules } from '../../rules.js';
import type { Stronghold } from '../../world/schema.js';
import { threateningHexes, type WorldView } from '../movement/geography.js';
import type { MonthState } from '../month/state.js';

/** The level a stronghold counts as now: a site its last completed level, a damaged one by its BP (P-8). */
export function effectiveLevel(stronghold: Stronghold, rules: PhoenixRules): StrongholdLevel | null {
  return stronghold.building === true ? completedLevel(stronghold.bp, rules.tables) : damagedLevel(stronghold.bp, stronghold.level, rules.tables);
}

/**
 * The level whose armament capacity a stronghold offers (R §1.5.12 and its example; P-92): the
 * highest level whose full BP it holds, never above the level it counts as — a fortress that
 * lost half its BP arms as a castle until the town is finished again, a new town at 1,750 BP as
 * the castle it already is. `damagedArmament: "current-level"` arms by the level it counts as.
 */
export function armamentLevel(stronghold: Stronghold, rules: PhoenixRules): StrongholdLevel | null {
  const current = effectiveLevel(stronghold, rules);
  if (current === null || stronghold.building === true || rules.interpretations.damagedArmament === 'current-level') return current;
  const completed = completedLevel(stronghold.bp, rules.tables);
  if (completed === null) return null;
  return STRONGHOLD_LEVELS.indexOf(completed) < STRONGHOLD_LEVELS.indexOf(current) ? completed : current;
}

/**
 * Hexes besieging a stronghold or its site (R §1.7): neighbours from which a hostile army could
 * enter it, and hostile fleets beside an elevation-1 stronghold (P-73). Fortresses and fortress
 * capitals cannot be besieged.
 */
export function besiegingHexes(state: WorldView, stronghold: Stronghold, rules: PhoenixRules): number {
  const level = effectiveLevel(stronghold, rules);
  if (stronghold.owner === undefined || (level !== null && !rules.tables.strongholds[level].canBeBesieged && stronghold.building !== true)) return 0;
  const index = state.place(stronghold.at);
  return threateningHexes(state, index, stronghold.owner, rules, state.loaded.elevation[index] === 1, true);
}

/** The share left by a siege: −15 % per besieging hex, never below 0 (R §1.7.1, §1.7.2). */
export function siegeFactor(hexes: number, perHex: number): number {
  return Math.max(0, 1 - hexes * perHex);
}

/**
 * A stronghold's limits this month (R §1.7.1, §3.3, §3.3.1; P-105): the capacity less 15 % per
 * besieging hex, and half of that (rounded down) for what special income arms — the halving
 * applies to special income only, and both together never exceed the whole. Whole percent.
 */
export function limits(capacity: number, besiegers: number, perHexPercent: number): { all: number; special: number } {
  const all = Math.floor((capacity * Math.max(0, 100 - besiegers * perHexPercent)) / 100);
  return { all, special: Math.floor(all / 2) };
}

/** How many more HF the stronghold may arm from the treasury this month, after the siege's cut (R §3.3, §1.7.1). */
export function commanderRoom(state: MonthState, rules: PhoenixRules, stronghold: Stronghold): number {
  const level = armamentLevel(stronghold, rules);
  if (level === null) return 0;
  const perHex = Math.round(rules.tables.armament.siegeReductionPerHex * 100);
  return limits(rules.tables.armamentCapacity[level].commanders, besiegingHexes(state, stronghold, rules), perHex).all - (state.commandersArmed.get(stronghold.at) ?? 0);
}
