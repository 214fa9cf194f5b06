import type { StrongholdLevel } from '../../data/structures.js';
import type { PhoenixRules } from '../../rules.js';
import type { MeleeFile } from './schema.js';
import { effectiveStrongholdLevel, meleeSide, type MeleeSide } from './strength.js';

/**
 * How one defending party meets the attacker: a normal melee, overrun at 10:1 (R §5.5, P-27,
 * errata 8), or surrender of a party without fighting troops (catapults only, R §5.5).
 */
export type BattleMode = 'fight' | 'overrun' | 'surrender';

/** One defending party's battle, as flat numbers for the numeric core. */
export interface PreparedBattle {
  readonly party: number;
  readonly mode: BattleMode;
  /** Share of the attacker's HS that fights this party (R §5.5, P-26). */
  readonly hsShare: number;
  /** Factor on the attacker's GP in this battle (P-12). */
  readonly gpShare: number;
  readonly attHs: Float64Array;
  readonly attGp: Float64Array;
  readonly attTie: Float64Array;
  readonly defHs: Float64Array;
  readonly defGp: Float64Array;
  readonly defTie: Float64Array;
  readonly attHsTotal: number;
  readonly defHsTotal: number;
  /** The party's GP without dice, HS-weighted over its units: the weight of the GP split (P-12). */
  readonly partyGp: number;
}

export interface PreparedMelee {
  readonly file: MeleeFile;
  readonly level: StrongholdLevel | null;
  readonly attacker: MeleeSide;
  readonly defenders: readonly MeleeSide[];
  readonly battles: readonly PreparedBattle[];
  readonly withoutDice: boolean;
  /** Constants of the loss formula, read once from the rules. */
  readonly literalSizeFactor: boolean;
  readonly overrunRatio: number;
  readonly catapultsDestroyed: number;
}

function meanGp(side: MeleeSide): number {
  if (side.hs === 0) return 0;
  let weighted = 0;
  for (const unit of side.units) weighted += unit.hs * unit.gp;
  return weighted / side.hs;
}

/** Everything of a melee that does not depend on the dice. */
export function prepareMelee(file: MeleeFile, rules: PhoenixRules): PreparedMelee {
  const level = effectiveStrongholdLevel(file.hex, rules);
  const context = { hex: file.hex, level, attackerRealm: file.attacker.realm };
  const attacker = meleeSide(file.attacker, false, context, rules);
  const defenders = file.defenders.map((side) => meleeSide(side, true, context, rules));
  const overrunRatio = rules.tables.melee.overrunRatio;
  const fighting = defenders.filter((side) => side.hs > 0);
  let fightingHs = 0;
  for (const side of fighting) fightingHs += side.hs;
  const partyGps = defenders.map(meanGp);
  let gpWeightTotal = 0;
  defenders.forEach((side, index) => {
    if (side.hs > 0) gpWeightTotal += partyGps[index] as number;
  });
  const undivided = rules.interpretations.attackerGpSplit === 'undivided';
  const battles = defenders.map((side, party): PreparedBattle => {
    const hsShare = side.hs > 0 ? side.hs / fightingHs : 0;
    // P-12: GP split by the parties' GP; by HS when no party has GP.
    const gpShare = undivided || fighting.length <= 1 ? 1 : gpWeightTotal > 0 ? (partyGps[party] as number) / gpWeightTotal : hsShare;
    const attHsTotal = attacker.hs * hsShare;
    const hasGuard = side.units.some((unit) => unit.guard);
    const mode: BattleMode = side.hs === 0 ? 'surrender' : !hasGuard && attHsTotal >= overrunRatio * side.hs ? 'overrun' : 'fight';
    return {
      party,
      mode,
      hsShare,
      gpShare,
      attHs: Float64Array.from(attacker.units, (unit) => unit.hs * hsShare),
      attGp: Float64Array.from(attacker.units, (unit) => unit.gp * gpShare),
      attTie: Float64Array.from(attacker.units, (unit) => unit.tieBonusGp),
      defHs: Float64Array.from(side.units, (unit) => unit.hs),
      defGp: Float64Array.from(side.units, (unit) => unit.gp),
      defTie: Float64Array.from(side.units, (unit) => unit.tieBonusGp),
      attHsTotal,
      defHsTotal: side.hs,
      partyGp: partyGps[party] as number,
    };
  });
  return {
    file,
    level,
    attacker,
    defenders,
    battles,
    withoutDice: file.withoutDice === true,
    literalSizeFactor: rules.interpretations.meleeSizeFactor === 'loser-strength',
    overrunRatio,
    catapultsDestroyed: rules.tables.melee.catapultsDestroyedWhenBeaten,
  };
}
