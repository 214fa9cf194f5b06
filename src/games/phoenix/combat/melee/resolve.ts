import type { PreparedBattle } from './prepare.js';
import { zeroedFloats } from './floats.js';

/** How the winner was found (R §5.5, errata 82). */
export type DecidedBy = 'ks' | 'hs' | 'tie';

/** Kampfstärken closer than this share count as equal: they differ only by floating-point noise (P-20). */
const TIE_TOLERANCE = 1e-9;

/** The figure arrays of a battle, in their order in `BattleNumbers.figures`. */
const ATT_KS = 0;
const DEF_KS = 1;
const WINNER_GP = 2;
const SPREAD = 3;
const GPF_DIFF = 4;
const LOSS = 5;

/**
 * The figures of one party battle. Preallocated and reused, so the core allocates nothing; the
 * loss arrays are indexed by the winner's units. The per-unit figures share one buffer, so a
 * battle allocates one array rather than six; the named views are made when first read.
 */
export class BattleNumbers {
  /** Per-unit figures, `units` each: KS attacker, KS defender, winner GP, spread, GPF(diff), loss. */
  readonly figures: Float64Array;
  /** Where the winner's losses start in `figures`. */
  readonly lossAt: number;
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
  private views: Float64Array[] | null = null;

  constructor(readonly units: number) {
    this.figures = zeroedFloats(6 * units);
    this.lossAt = LOSS * units;
  }

  private view(index: number): Float64Array {
    if (this.views === null) {
      this.views = [];
      for (let i = ATT_KS; i <= LOSS; i++) this.views.push(this.figures.subarray(i * this.units, (i + 1) * this.units));
    }
    return this.views[index] as Float64Array;
  }

  get attKs(): Float64Array {
    return this.view(ATT_KS);
  }

  get defKs(): Float64Array {
    return this.view(DEF_KS);
  }

  /** Winner's GP per unit for the loss formula: GP + W20 (+ the tie commander). */
  get winnerGp(): Float64Array {
    return this.view(WINNER_GP);
  }

  /** Losses by HS share before GP (§5.5 "VerlusteEinheit"). */
  get spread(): Float64Array {
    return this.view(SPREAD);
  }

  get gpfDiff(): Float64Array {
    return this.view(GPF_DIFF);
  }

  /** Resulting losses per winner unit, capped at its HS. */
  get loss(): Float64Array {
    return this.view(LOSS);
  }
}

/**
 * Writes each unit's KS to `out` from `at` and returns their sum. §5.5: KS = HS × (1 + GP(a)/200),
 * the W20 added to every unit's GP (P-2), worked out as HS × (200 + GP) / 200 with one division
 * each, so a KS of whole HS and GP comes out exact (22,200, not 22,199.999…; P-115).
 */
function kampfstaerke(hs: Float64Array, gp: Float64Array, w20: number, out: Float64Array, at: number): number {
  let sum = 0;
  for (let i = 0; i < hs.length; i++) {
    const scaled = (hs[i] as number) * (KS_DIVISOR + (gp[i] as number) + w20);
    out[at + i] = scaled / KS_DIVISOR;
    sum += scaled;
  }
  return sum / KS_DIVISOR;
}

/** The 200 of the Kampfstärke formula (§5.5). */
const KS_DIVISOR = 200;

/**
 * Kampfstärke of both sides and who is ahead: 1 attacker, -1 defender, 0 a complete tie that a
 * W% must decide (§5.5, errata 82).
 */
export function compareStrength(b: PreparedBattle, w20Attacker: number, w20Defender: number, out: BattleNumbers): number {
  out.w20Attacker = w20Attacker;
  out.w20Defender = w20Defender;
  out.tieRoll = 0;
  const ksA = kampfstaerke(b.attHs, b.attGp, w20Attacker, out.figures, ATT_KS * out.units);
  const ksD = kampfstaerke(b.defHs, b.defGp, w20Defender, out.figures, DEF_KS * out.units);
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
  // Each figure is one quotient of whole numbers, so a terminating one comes out exact (P-115).
  const divisor = 10 * (literalSizeFactor ? hsL : Math.min(hsL, hsW));
  const tenth = hsL < hsW ? -divisor / 10 : hsL > hsW ? divisor / 10 : 0;
  const factorTimesDivisor = hsL === hsW ? 0 : hsL - hsW + tenth;
  out.factor = factorTimesDivisor / divisor;
  out.baseLoss = hsL;
  const total = Math.max(0, (hsL * (divisor + factorTimesDivisor)) / divisor);
  out.totalLoss = total;
  // GP(schnitt) = (KS/HS − 1) × 100 = (200·KS − 200·HS) / (2·HS).
  const ksTimes200 = ksL * KS_DIVISOR;
  const average = (ksTimes200 - KS_DIVISOR * hsL) / (2 * hsL);
  out.loserGpAverage = average;
  const { figures, units } = out;
  let sum = 0;
  for (let i = 0; i < winHs.length; i++) {
    const hs = winHs[i] as number;
    const gp = (winGp[i] as number) + w20 + (tie ? (winTie[i] as number) : 0);
    figures[WINNER_GP * units + i] = gp;
    const spread = hsW > 0 ? (hs / hsW) * total : 0;
    figures[SPREAD * units + i] = spread;
    // GPF(diff) = (GP/2 − GP(schnitt)) / 100, over the common denominator 200·HS.
    const diff = (gp * hsL - (ksTimes200 - KS_DIVISOR * hsL)) / (KS_DIVISOR * hsL);
    figures[GPF_DIFF * units + i] = diff;
    const loss = Math.min(hs, diff >= 0 ? spread / (1 + diff) : spread * (1 - diff));
    figures[LOSS * units + i] = loss;
    sum += loss;
  }
  out.winnerLoss = sum;
}
