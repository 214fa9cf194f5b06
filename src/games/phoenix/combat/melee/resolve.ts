import type { PreparedBattle } from './prepare.js';

/** How the winner was found (R §5.5, errata 82). */
export type DecidedBy = 'ks' | 'hs' | 'tie';

/** Kampfstärken closer than this share count as equal: they differ only by floating-point noise (P-20). */
const TIE_TOLERANCE = 1e-9;

/**
 * The figures of one party battle. Preallocated and reused, so the core allocates nothing; the
 * loss arrays are indexed by the winner's units.
 */
export class BattleNumbers {
  readonly attKs: Float64Array;
  readonly defKs: Float64Array;
  /** Winner's GP per unit for the loss formula: GP + W20 (+ the tie commander). */
  readonly winnerGp: Float64Array;
  /** Losses by HS share before GP (§5.5 "VerlusteEinheit"). */
  readonly spread: Float64Array;
  readonly gpfDiff: Float64Array;
  /** Resulting losses per winner unit, capped at its HS. */
  readonly loss: Float64Array;
  w20Attacker = 0;
  w20Defender = 0;
  /** The W% of a tie, 0 when none was needed. */
  tieRoll = 0;
  ksAttacker = 0;
  ksDefender = 0;
  attackerWins = false;
  decidedBy: DecidedBy = 'ks';
  factor = 0;
  baseLoss = 0;
  totalLoss = 0;
  loserGpAverage = 0;
  winnerLoss = 0;

  constructor(units: number) {
    this.attKs = new Float64Array(units);
    this.defKs = new Float64Array(units);
    this.winnerGp = new Float64Array(units);
    this.spread = new Float64Array(units);
    this.gpfDiff = new Float64Array(units);
    this.loss = new Float64Array(units);
  }
}

function kampfstaerke(hs: Float64Array, gp: Float64Array, w20: number, out: Float64Array): number {
  let total = 0;
  for (let i = 0; i < hs.length; i++) {
    // §5.5: KS = HS × (1 + GP(a)/200), the W20 added to every unit's GP (P-2).
    const ks = (hs[i] as number) * (1 + ((gp[i] as number) + w20) / 200);
    out[i] = ks;
    total += ks;
  }
  return total;
}

/**
 * Kampfstärke of both sides and who is ahead: 1 attacker, -1 defender, 0 a complete tie that a
 * W% must decide (§5.5, errata 82).
 */
export function compareStrength(b: PreparedBattle, w20Attacker: number, w20Defender: number, out: BattleNumbers): number {
  out.w20Attacker = w20Attacker;
  out.w20Defender = w20Defender;
  out.tieRoll = 0;
  const ksA = kampfstaerke(b.attHs, b.attGp, w20Attacker, out.attKs);
  const ksD = kampfstaerke(b.defHs, b.defGp, w20Defender, out.defKs);
  out.ksAttacker = ksA;
  out.ksDefender = ksD;
  if (Math.abs(ksA - ksD) > TIE_TOLERANCE * Math.max(ksA, ksD)) {
    out.decidedBy = 'ks';
    return ksA > ksD ? 1 : -1;
  }
  if (Math.abs(b.attHsTotal - b.defHsTotal) > TIE_TOLERANCE * Math.max(b.attHsTotal, b.defHsTotal)) {
    out.decidedBy = 'hs';
    return b.attHsTotal > b.defHsTotal ? 1 : -1;
  }
  out.decidedBy = 'tie';
  return 0;
}

/**
 * The winner's losses (§5.5 "Verluste durch Heeresstärken" and "Verluste durch GP"): base = HS of
 * the loser, the size factor (P-1), spread by HS share, then each unit's GP against the loser's GP
 * average; never negative, never more than the unit's HS. Call after `compareStrength`.
 */
export function computeLosses(b: PreparedBattle, attackerWins: boolean, literalSizeFactor: boolean, out: BattleNumbers): void {
  out.attackerWins = attackerWins;
  const tie = out.decidedBy === 'tie';
  const winHs = attackerWins ? b.attHs : b.defHs;
  const winGp = attackerWins ? b.attGp : b.defGp;
  const winTie = attackerWins ? b.attTie : b.defTie;
  const w20 = attackerWins ? out.w20Attacker : out.w20Defender;
  const hsW = attackerWins ? b.attHsTotal : b.defHsTotal;
  const hsL = attackerWins ? b.defHsTotal : b.attHsTotal;
  const ksL = attackerWins ? out.ksDefender : out.ksAttacker;
  const divisor = 10 * (literalSizeFactor ? hsL : Math.min(hsL, hsW));
  out.factor = hsL < hsW ? (hsL - hsW) / divisor - 0.1 : hsL > hsW ? (hsL - hsW) / divisor + 0.1 : 0;
  out.baseLoss = hsL;
  const total = Math.max(0, hsL * (1 + out.factor));
  out.totalLoss = total;
  const average = (ksL / hsL - 1) * 100;
  out.loserGpAverage = average;
  let sum = 0;
  for (let i = 0; i < winHs.length; i++) {
    const hs = winHs[i] as number;
    const gp = (winGp[i] as number) + w20 + (tie ? (winTie[i] as number) : 0);
    out.winnerGp[i] = gp;
    const spread = hsW > 0 ? (hs / hsW) * total : 0;
    out.spread[i] = spread;
    const diff = (gp / 2 - average) / 100;
    out.gpfDiff[i] = diff;
    const loss = Math.min(hs, diff >= 0 ? spread / (1 + diff) : spread * (1 - diff));
    out.loss[i] = loss;
    sum += loss;
  }
  out.winnerLoss = sum;
}
