import { STRONGHOLD_LEVELS, type StrongholdLevel } from '../../data/structures.js';
import type { PhoenixTables } from '../../rules.js';

/**
 * Stronghold levels by build points (R §1.5, §1.5.12, errata 93; P-8).
 * `null` means no level: a finished stronghold is destroyed, a site has no completed level yet.
 */

/** The level a finished stronghold `built` as `level` keeps at `bp`: the highest threshold it still reaches. */
export function damagedLevel(bp: number, level: StrongholdLevel, tables: PhoenixTables): StrongholdLevel | null {
  for (let i = STRONGHOLD_LEVELS.indexOf(level); i >= 0; i--) {
    const candidate = STRONGHOLD_LEVELS[i] as StrongholdLevel;
    if (bp >= tables.strongholds[candidate].keepsLevelFrom) return candidate;
  }
  return null;
}

/** A site under construction counts as its last completed level: the highest whose full BP it holds (R §1.5.12). */
export function completedLevel(bp: number, tables: PhoenixTables): StrongholdLevel | null {
  let completed: StrongholdLevel | null = null;
  for (const candidate of STRONGHOLD_LEVELS) if (bp >= tables.strongholds[candidate].bp) completed = candidate;
  return completed;
}

/** The BP a finished stronghold of `level` can have: from its threshold up to below the next one's (errata 93). */
export function levelBpRange(level: StrongholdLevel, tables: PhoenixTables): { min: number; max: number } {
  const next = STRONGHOLD_LEVELS[STRONGHOLD_LEVELS.indexOf(level) + 1];
  const min = tables.strongholds[level].keepsLevelFrom;
  const max = next === undefined ? tables.strongholds[level].bp : Math.max(tables.strongholds[level].bp, tables.strongholds[next].keepsLevelFrom - 1);
  return { min, max };
}
