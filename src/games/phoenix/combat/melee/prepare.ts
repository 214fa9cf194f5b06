import type { StrongholdLevel } from '../../data/structures.js';
import type { PhoenixRules } from '../../rules.js';
import type { MeleeFile } from './schema.js';
import { zeroedFloats } from './floats.js';
import { effectiveStrongholdLevel, meleeSide, type MeleeSide, type MeleeUnit } from './strength.js';

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
  /** The party's HS for the 10:1 rule (P-111). */
  readonly defOverrunHs: number;
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
  readonly survivorsPerArmy: boolean;
}

function meanGp(side: MeleeSide): number {
  if (side.hs === 0) return 0;
  let weighted = 0;
  for (const unit of side.units) weighted += unit.hs * unit.gp;
  return weighted / side.hs;
}

function hasGuard(side: MeleeSide): boolean {
  for (const unit of side.units) if (unit.guard) return true;
  return false;
}

/** HS, GP and tie GP per unit as flat arrays, scaled by the shares (1 for a defender). */
function unitColumns(side: MeleeSide, hsShare: number, gpShare: number): { hs: Float64Array; gp: Float64Array; tie: Float64Array } {
  const units = side.units;
  const hs = zeroedFloats(units.length);
  const gp = zeroedFloats(units.length);
  const tie = zeroedFloats(units.length);
  for (let u = 0; u < units.length; u++) {
    const unit = units[u] as MeleeUnit;
    hs[u] = unit.hs * hsShare;
    gp[u] = unit.gp * gpShare;
    tie[u] = unit.tieBonusGp;
  }
  return { hs, gp, tie };
}

/** How the attacker's HS and GP are split over the defending parties (R §5.5, P-12, P-26). */
interface AttackerSplit {
  readonly fightingHs: number;
  readonly fightingParties: number;
  readonly partyGps: readonly number[];
  readonly gpWeightTotal: number;
  readonly undivided: boolean;
}

function attackerSplit(defenders: readonly MeleeSide[], rules: PhoenixRules): AttackerSplit {
  let fightingHs = 0;
  let fightingParties = 0;
  let gpWeightTotal = 0;
  const partyGps: number[] = [];
  for (const side of defenders) {
    const partyGp = meanGp(side);
    partyGps.push(partyGp);
    if (side.hs > 0) {
      fightingHs += side.hs;
      fightingParties++;
      gpWeightTotal += partyGp;
    }
  }
  return { fightingHs, fightingParties, partyGps, gpWeightTotal, undivided: rules.interpretations.attackerGpSplit === 'undivided' };
}

function prepareBattle(attacker: MeleeSide, side: MeleeSide, party: number, split: AttackerSplit, overrunRatio: number): PreparedBattle {
  const hsShare = side.hs > 0 ? side.hs / split.fightingHs : 0;
  const partyGp = split.partyGps[party] as number;
  // P-12: GP split by the parties' GP; by HS when no party has GP.
  const gpShare = split.undivided || split.fightingParties <= 1 ? 1 : split.gpWeightTotal > 0 ? partyGp / split.gpWeightTotal : hsShare;
  const attHsTotal = attacker.hs * hsShare;
  const mode: BattleMode = side.hs === 0 ? 'surrender' : !hasGuard(side) && attHsTotal >= overrunRatio * side.overrunHs ? 'overrun' : 'fight';
  const att = unitColumns(attacker, hsShare, gpShare);
  const def = unitColumns(side, 1, 1);
  return {
    party,
    mode,
    hsShare,
    gpShare,
    attHs: att.hs,
    attGp: att.gp,
    attTie: att.tie,
    defHs: def.hs,
    defGp: def.gp,
    defTie: def.tie,
    attHsTotal,
    defHsTotal: side.hs,
    defOverrunHs: side.overrunHs,
    partyGp,
  };
}

/** Everything of a melee that does not depend on the dice. */
export function prepareMelee(file: MeleeFile, rules: PhoenixRules): PreparedMelee {
  const level = effectiveStrongholdLevel(file.hex, rules);
  const context = { hex: file.hex, level, attackerRealm: file.attacker.realm };
  const attacker = meleeSide(file.attacker, false, context, rules);
  const defenders: MeleeSide[] = [];
  for (const side of file.defenders) defenders.push(meleeSide(side, true, context, rules));
  const overrunRatio = rules.tables.melee.overrunRatio;
  const split = attackerSplit(defenders, rules);
  const battles: PreparedBattle[] = [];
  for (let party = 0; party < defenders.length; party++) battles.push(prepareBattle(attacker, defenders[party] as MeleeSide, party, split, overrunRatio));
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
    survivorsPerArmy: rules.interpretations.meleeSurvivorRounding === 'per-army',
  };
}
