import type { UnitCode } from '../data/units.js';
import { unitRp } from '../world/check-figures.js';
import type { Army } from '../world/schema.js';

/** How much a banishment reaches: RP per ZKP at each distance and the most ZKP a spell takes (data/banishing.ts). */
export interface BanishingTable {
  readonly rpPerZkp: { readonly 1: number; readonly 2: number };
  readonly maxZkp: number;
}

/** The RP a banishment of `zkp` ZKP reaches at `distance` hexes (R §1.4.3): the table's rate, at most its last row. */
export function banishableRp(table: BanishingTable, distance: 1 | 2, zkp: number): number {
  return Math.min(zkp, table.maxZkp) * table.rpPerZkp[distance];
}

/** Fighting troops, and the ranged weapons banished after them (R §1.4.3); commanders are never banished. */
const MELEE: readonly UnitCode[] = ['K', 'P', 'R', 'S'];
const RANGED: readonly UnitCode[] = ['LKP', 'SKP', 'LKS', 'SKS'];

/** 0 melee armies, 1 mixed, 2 ranged (R §1.4.3: "Nahkampfheere, gemischte Heere, Fernkampfheere"). */
function rank(army: Army): number {
  const melee = MELEE.some((unit) => (army[unit] ?? 0) > 0 && unit !== 'P');
  const ranged = RANGED.some((unit) => (army[unit] ?? 0) > 0);
  return ranged ? (melee ? 1 : 2) : 0;
}

function rpOf(army: Army): number {
  let rp = 0;
  for (const unit of [...MELEE, ...RANGED, 'HF'] as const) rp += (army[unit] ?? 0) * unitRp(army, unit);
  return rp;
}

/**
 * Which units of the target hex's hostile armies a banishment of `rp` RP banishes (R §1.4.3):
 * melee armies first, then mixed, then ranged armies, each group by the RP they take, largest
 * first; in an army its fighting troops first — warriors with their mounts, in proportion ("Pferde
 * bei einem Kriegerheer werden auch mit gebannt und fließen in die RP mit ein") — then its ranged
 * weapons, whole ones only; commanders never. Returns the banished units per army, in that order.
 */
export function chooseBanished(armies: readonly Army[], rp: number): Map<Army, Partial<Record<UnitCode, number>>> {
  const order = armies
    .map((army, i) => ({ army, i, rank: rank(army), rp: rpOf(army) }))
    .sort((a, b) => a.rank - b.rank || b.rp - a.rp || a.i - b.i);
  const banished = new Map<Army, Partial<Record<UnitCode, number>>>();
  let left = rp;
  for (const { army } of order) {
    if (left <= 0) break;
    const units: Partial<Record<UnitCode, number>> = {};
    left = banishTroops(army, units, left);
    for (const unit of RANGED) {
      const each = unitRp(army, unit);
      const n = Math.min(army[unit] ?? 0, Math.floor(left / each));
      if (n > 0) {
        units[unit] = n;
        left -= n * each;
      }
    }
    if (Object.keys(units).length > 0) banished.set(army, units);
  }
  return banished;
}

/** Banishes an army's fighting troops up to `left` RP, mounts in proportion to warriors; returns the RP left. */
function banishTroops(army: Army, units: Partial<Record<UnitCode, number>>, left: number): number {
  const troops = MELEE.filter((unit) => (army[unit] ?? 0) > 0);
  const total = troops.reduce((sum, unit) => sum + (army[unit] ?? 0) * unitRp(army, unit), 0);
  if (total === 0) return left;
  if (total <= left) {
    for (const unit of troops) units[unit] = army[unit] as number;
    return left - total;
  }
  // Part of the troops: every kind the same share, whole units, mounts with their warriors.
  let spent = 0;
  for (const unit of troops) {
    const n = Math.floor(((army[unit] as number) * left) / total);
    if (n > 0) units[unit] = n;
    spent += n * unitRp(army, unit);
  }
  return left - spent;
}
