import type { PhoenixRules } from '../../rules.js';
import { levelOfGp, type Fighter, type Side } from './fighters.js';
import type { MatchTotals } from './matching.js';

/** The class level of one side of a pairing in the §5.3 formula. */
export interface SideLevel {
  readonly level: number;
  /** Sum of the fighters' board GP (each fighter's full GP, also when it splits its dice, P-5). */
  readonly totalGp: number;
  /** `rank`: a lone fighter's rank or class (§5.3 table); `gp-total`: the GP thresholds (P-43). */
  readonly from: 'rank' | 'gp-total';
}

export function sideLevel(fighters: readonly Fighter[], rules: PhoenixRules): SideLevel {
  const totalGp = fighters.reduce((sum, f) => sum + f.boardGp, 0);
  const lone = fighters.length === 1 ? fighters[0] : undefined;
  if (lone !== undefined && rules.interpretations.duelClassLevel === 'rank') return { level: lone.level, totalGp, from: 'rank' };
  return { level: levelOfGp(totalGp, rules), totalGp, from: 'gp-total' };
}

export interface PairingChange {
  /** More hits dealt than taken against this opponent (errata 97), or the opponent lost automatically (§1.3). */
  readonly winner?: Side;
  readonly automaticLoser?: Side;
  /** Class level of the winning side over that of the losing side; 1 in a draw. */
  readonly ratio: number;
  /** The exact formula result of each side, before it is shared and rounded. */
  readonly change: Readonly<Record<Side, number>>;
  /** The formula as a game master writes it, per side. */
  readonly formula: Readonly<Record<Side, string>>;
}

const other = (side: Side): Side => (side === 'attacker' ? 'defender' : 'attacker');

function hitsOf(totals: MatchTotals, side: Side): { hits: number; auto: number } {
  return side === 'attacker' ? { hits: totals.hitsA, auto: totals.autoHitsA } : { hits: totals.hitsB, auto: totals.autoHitsB };
}

const short = (value: number): string => String(Math.round(value * 10_000) / 10_000);

/**
 * R §5.3 with errata 36, 95–97: change = (hits dealt − hits taken) / (level winner : level loser).
 * The winner's hits against automatic 1s do not count for its gain (errata 96), and a winner
 * never loses GP (§5.3, errata 96). A draw changes nothing.
 */
export function pairingChange(totals: MatchTotals, levels: Readonly<Record<Side, SideLevel>>, automaticLoser?: Side): PairingChange {
  const a = hitsOf(totals, 'attacker');
  const d = hitsOf(totals, 'defender');
  const winner: Side | undefined = automaticLoser !== undefined ? other(automaticLoser) : a.hits > d.hits ? 'attacker' : d.hits > a.hits ? 'defender' : undefined;
  if (winner === undefined) {
    return { ratio: 1, change: { attacker: 0, defender: 0 }, formula: { attacker: `(${a.hits}−${d.hits}) = 0`, defender: `(${d.hits}−${a.hits}) = 0` } };
  }
  const loser = other(winner);
  const w = hitsOf(totals, winner);
  const l = hitsOf(totals, loser);
  const ratio = levels[winner].level / levels[loser].level;
  const ratioText = `(${levels[winner].level}:${levels[loser].level})`;
  const gain = Math.max(0, (w.hits - w.auto - l.hits) / ratio);
  const loss = (l.hits - w.hits) / ratio;
  const gainText = `(${w.hits}${w.auto > 0 ? `−${w.auto} auto` : ''}−${l.hits}):${ratioText} = ${short(gain)}`;
  const lossText = `(${l.hits}−${w.hits}):${ratioText} = ${short(loss)}`;
  return {
    winner,
    ...(automaticLoser === undefined ? {} : { automaticLoser }),
    ratio,
    change: winner === 'attacker' ? { attacker: gain, defender: loss } : { attacker: loss, defender: gain },
    formula: winner === 'attacker' ? { attacker: gainText, defender: lossText } : { attacker: lossText, defender: gainText },
  };
}

/**
 * P-6: characters keep tenths (half away from zero); other figures whole GP, cut toward zero
 * (gains rounded down, P-48); `gpRounding: "whole"` rounds every change half away from zero.
 */
export function roundChange(value: number, keepsTenths: boolean, rules: PhoenixRules): number {
  const sign = Math.sign(value);
  const size = Math.abs(value);
  let rounded: number;
  if (rules.interpretations.gpRounding === 'whole') rounded = Math.round(size + 1e-9);
  else if (keepsTenths) rounded = Math.round(size * 10 + 1e-9) / 10;
  else rounded = Math.floor(size + 1e-9);
  return rounded === 0 ? 0 : sign * rounded;
}

/** Splits `total` into whole parts in proportion to `weights` (largest remainder, the earlier on a tie). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (weights.length === 0) return [];
  const shares = sum > 0 ? weights.map((w) => (total * w) / sum) : weights.map(() => total / weights.length);
  const parts = shares.map((s) => Math.floor(s));
  let rest = total - parts.reduce((s, p) => s + p, 0);
  const order = shares.map((s, i) => ({ frac: s - Math.floor(s), i })).sort((x, y) => y.frac - x.frac || x.i - y.i);
  for (const { i } of order) {
    if (rest <= 0) break;
    parts[i] = (parts[i] as number) + 1;
    rest -= 1;
  }
  return parts;
}

/** A side's change shared among its fighters in proportion to the dice each brought (P-45). */
export function shareChange(change: number, dice: readonly number[]): number[] {
  const sum = dice.reduce((s, d) => s + d, 0);
  return dice.map((d) => (sum > 0 ? (change * d) / sum : change / dice.length));
}

/** Adds GP without floating-point dust: GP are kept to tenths. */
export function addGp(a: number, b: number): number {
  return Math.round((a + b) * 10) / 10;
}
