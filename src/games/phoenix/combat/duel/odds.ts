import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { num, pct, t, type Lang } from '../../reports/text.js';
import type { PhoenixRules } from '../../rules.js';
import type { OddsOutcome } from '../battle-kind.js';
import type { Fighter, Side } from './fighters.js';
import { roundChange, sideLevel } from './gp-change.js';
import { emptyTotals, matcherFor } from './matching.js';
import type { Prepared } from './prepare.js';
import { splitDice } from './round.js';

/** Fixed seed: the same file always gives the same odds. */
export const ODDS_SEED = 0x5eed_d0e1;
/** 95 % two-sided normal quantile. */
const Z95 = 1.959964;
/** Target half-width of every probability: ±0.1 percentage points. */
export const ODDS_HALF_WIDTH = 0.001;
/** Trials that guarantee the target for any probability (worst case p = ½). */
export const ODDS_MAX_TRIALS = Math.ceil((Z95 * Z95 * 0.25) / (ODDS_HALF_WIDTH * ODDS_HALF_WIDTH));
const BATCH = 100_000;
const GUIDE = 64;

/** Inverse-CDF tables of Binomial(n, 1/k) for k = 2…6 and n ≤ max, each with a guide table for O(1) lookup. */
class BinomialTables {
  private readonly cdf: Float64Array[][] = [];
  private readonly guide: Int32Array[][] = [];

  constructor(max: number) {
    for (let k = 2; k <= 6; k++) {
      const p = 1 / k;
      const cdfs: Float64Array[] = [];
      const guides: Int32Array[] = [];
      for (let n = 0; n <= max; n++) {
        const cdf = new Float64Array(n + 1);
        let pmf = (1 - p) ** n;
        let sum = 0;
        for (let j = 0; j <= n; j++) {
          sum += pmf;
          cdf[j] = sum;
          pmf *= ((n - j) / (j + 1)) * (p / (1 - p));
        }
        cdf[n] = 2; // the last value catches every u < 1, whatever the rounding
        const guide = new Int32Array(GUIDE);
        let j = 0;
        for (let g = 0; g < GUIDE; g++) {
          while ((cdf[j] as number) <= g / GUIDE) j++;
          guide[g] = j;
        }
        cdfs.push(cdf);
        guides.push(guide);
      }
      this.cdf[k] = cdfs;
      this.guide[k] = guides;
    }
  }

  sample(k: number, n: number, u: number): number {
    const cdf = (this.cdf[k] as Float64Array[])[n] as Float64Array;
    let j = ((this.guide[k] as Int32Array[])[n] as Int32Array)[(u * GUIDE) | 0] as number;
    while (u >= (cdf[j] as number)) j++;
    return j;
  }
}

/** Per-face counts of n W6 as successive binomials: 6s ~ Bin(n, 1/6), 5s ~ Bin(rest, 1/5), … (a multinomial). */
function rollCounts(tables: BinomialTables, rng: RandomGenerator, n: number, out: Int32Array): void {
  let rest = n;
  for (let face = 6; face >= 2; face--) {
    const c = rest === 0 ? 0 : tables.sample(face, rest, (rng.next() >>> 0) * 2.3283064365386963e-10);
    out[face] = c;
    rest -= c;
  }
  out[1] = rest;
}

interface PairingModel {
  readonly number: number;
  readonly names: Record<Side, readonly string[]>;
  readonly w6: Record<Side, number>;
  readonly auto: Record<Side, number>;
  readonly levels: Record<Side, number>;
  readonly forcedLoser?: Side;
  /** Per side: fighter index and its share of the side's dice. */
  readonly shares: Record<Side, readonly { index: number; weight: number; tenths: boolean }[]>;
}

export interface FighterOdds {
  readonly winProbability: number;
  readonly deathProbability: number;
  readonly expectedChange: number;
  readonly expectedChangeHalfWidth: number;
}

export interface OddsData {
  readonly kind: 'odds';
  readonly method: string;
  readonly seed: number;
  readonly trials: number;
  readonly confidence: 0.95;
  /** The widest 95 % half-width of all probabilities, in percentage points. */
  readonly halfWidthPp: number;
  readonly pairings: readonly { number: number; attackers: readonly string[]; defenders: readonly string[]; attackerWins: number; draw: number; defenderWins: number }[];
  readonly fighters: Readonly<Record<string, FighterOdds>>;
}

function models(prepared: Prepared, rules: PhoenixRules, index: Map<string, number>): PairingModel[] {
  const split = splitDice(prepared.fighters, prepared.plan.pairings);
  return prepared.plan.pairings.map((pairing) => {
    const parts = split.get(pairing.number) as Record<Side, { name: string; w6: number; autoOnes: number }[]>;
    const figures = (side: Side): Fighter[] => parts[side].map((p) => prepared.fighters.get(p.name) as Fighter);
    const beaten = (side: Side): boolean => figures(side).length > 0 && figures(side).every((f) => f.fullyNeutralised);
    const forced = pairing.combat !== 'duel' ? undefined : beaten('attacker') && !beaten('defender') ? 'attacker' : beaten('defender') && !beaten('attacker') ? 'defender' : undefined;
    const shares = (side: Side): { index: number; weight: number; tenths: boolean }[] => {
      const total = parts[side].reduce((s, p) => s + p.w6 + p.autoOnes, 0);
      return parts[side].map((p) => ({ index: index.get(p.name) as number, weight: total > 0 ? (p.w6 + p.autoOnes) / total : 1 / parts[side].length, tenths: (prepared.fighters.get(p.name) as Fighter).keepsTenths }));
    };
    return {
      number: pairing.number,
      names: { attacker: pairing.attackers, defender: pairing.defenders },
      w6: { attacker: parts.attacker.reduce((s, p) => s + p.w6, 0), defender: parts.defender.reduce((s, p) => s + p.w6, 0) },
      auto: { attacker: parts.attacker.reduce((s, p) => s + p.autoOnes, 0), defender: parts.defender.reduce((s, p) => s + p.autoOnes, 0) },
      levels: { attacker: sideLevel(figures('attacker'), rules).level, defender: sideLevel(figures('defender'), rules).level },
      ...(forced === undefined ? {} : { forcedLoser: forced as Side }),
      shares: { attacker: shares('attacker'), defender: shares('defender') },
    };
  });
}

/**
 * Odds of a character combat or duel by Monte Carlo: each trial draws every pairing's per-face
 * counts as successive binomials (a multinomial) from a fixed seed, matches them as the
 * resolution does and scores the §5.3 formula. Trials run in batches until every probability's
 * 95 % half-width is ≤ 0.1 percentage points (at most ODDS_MAX_TRIALS, enough for any p).
 */
export function computeOdds(prepared: Prepared, rules: PhoenixRules): OddsData {
  const fighters = [...prepared.fighters.values()];
  const index = new Map(fighters.map((f, i) => [f.name, i]));
  const pairings = models(prepared, rules, index);
  const largest = Math.max(0, ...pairings.flatMap((p) => [p.w6.attacker, p.w6.defender]));
  const tables = new BinomialTables(largest);
  const rng = xoroshiro128plus(ODDS_SEED);
  const match = matcherFor(rules.interpretations.diceMatching);
  const totals = emptyTotals();
  const a = new Int32Array(7);
  const b = new Int32Array(7);
  const count = fighters.length;
  const change = new Float64Array(count);
  const lostAny = new Uint8Array(count);
  const fought = new Uint8Array(count);
  for (const p of pairings) for (const s of [...p.shares.attacker, ...p.shares.defender]) fought[s.index] = 1;
  const sum = new Float64Array(count);
  const sumSq = new Float64Array(count);
  const wins = new Float64Array(count);
  const deaths = new Float64Array(count);
  const outcomes = pairings.map(() => new Float64Array(3));

  let trials = 0;
  const halfWidth = (p: number): number => Z95 * Math.sqrt((p * (1 - p)) / trials);
  const widest = (): number => {
    let w = 0;
    for (const o of outcomes) for (const c of o) w = Math.max(w, halfWidth(c / trials));
    for (let i = 0; i < count; i++) if (fought[i]) w = Math.max(w, halfWidth((wins[i] as number) / trials), halfWidth((deaths[i] as number) / trials));
    return w;
  };
  while (trials < ODDS_MAX_TRIALS) {
    const batch = Math.min(BATCH, ODDS_MAX_TRIALS - trials);
    for (let trial = 0; trial < batch; trial++) {
      change.fill(0);
      lostAny.fill(0);
      for (let k = 0; k < pairings.length; k++) {
        const p = pairings[k] as PairingModel;
        rollCounts(tables, rng, p.w6.attacker, a);
        rollCounts(tables, rng, p.w6.defender, b);
        match(a, p.auto.attacker, b, p.auto.defender, totals);
        const winner: Side | undefined = p.forcedLoser !== undefined ? (p.forcedLoser === 'attacker' ? 'defender' : 'attacker') : totals.hitsA > totals.hitsB ? 'attacker' : totals.hitsB > totals.hitsA ? 'defender' : undefined;
        const o = outcomes[k] as Float64Array;
        let changeA = 0;
        let changeD = 0;
        if (winner === 'attacker') {
          const ratio = p.levels.attacker / p.levels.defender;
          changeA = Math.max(0, (totals.hitsA - totals.autoHitsA - totals.hitsB) / ratio);
          changeD = (totals.hitsB - totals.hitsA) / ratio;
          o[0] = (o[0] as number) + 1;
        } else if (winner === 'defender') {
          const ratio = p.levels.defender / p.levels.attacker;
          changeD = Math.max(0, (totals.hitsB - totals.autoHitsB - totals.hitsA) / ratio);
          changeA = (totals.hitsA - totals.hitsB) / ratio;
          o[2] = (o[2] as number) + 1;
        } else o[1] = (o[1] as number) + 1;
        for (const s of p.shares.attacker) {
          change[s.index] = (change[s.index] as number) + roundChange(changeA * s.weight, s.tenths, rules);
          if (winner !== 'attacker') lostAny[s.index] = 1;
        }
        for (const s of p.shares.defender) {
          change[s.index] = (change[s.index] as number) + roundChange(changeD * s.weight, s.tenths, rules);
          if (winner !== 'defender') lostAny[s.index] = 1;
        }
      }
      for (let i = 0; i < count; i++) {
        if (!fought[i]) continue;
        const c = change[i] as number;
        sum[i] = (sum[i] as number) + c;
        sumSq[i] = (sumSq[i] as number) + c * c;
        if (!lostAny[i]) wins[i] = (wins[i] as number) + 1;
        if ((fighters[i] as Fighter).gp + c < 1 - 1e-9) deaths[i] = (deaths[i] as number) + 1;
      }
    }
    trials += batch;
    if (trials >= 2 * BATCH && widest() <= ODDS_HALF_WIDTH) break;
  }

  const result: Record<string, FighterOdds> = {};
  fighters.forEach((f, i) => {
    const mean = (sum[i] as number) / trials;
    const variance = Math.max(0, (sumSq[i] as number) / trials - mean * mean);
    result[f.name] = {
      winProbability: fought[i] ? (wins[i] as number) / trials : 0,
      deathProbability: fought[i] ? (deaths[i] as number) / trials : 0,
      expectedChange: mean,
      expectedChangeHalfWidth: Z95 * Math.sqrt(variance / trials),
    };
  });
  return {
    kind: 'odds',
    method: 'monte-carlo, per-face counts as successive binomials (multinomial), fixed seed',
    seed: ODDS_SEED,
    trials,
    confidence: 0.95,
    halfWidthPp: widest() * 100,
    pairings: pairings.map((p, k) => {
      const o = outcomes[k] as Float64Array;
      return { number: p.number, attackers: p.names.attacker, defenders: p.names.defender, attackerWins: (o[0] as number) / trials, draw: (o[1] as number) / trials, defenderWins: (o[2] as number) / trials };
    }),
    fighters: result,
  };
}

function render(data: OddsData, lang: Lang): string {
  const lines: string[] = [];
  const title = lang === 'de' ? 'Aussichten des Charakterkampfs / Zauberduells (§5.3)' : 'Odds of the character combat / duel (§5.3)';
  lines.push(title, '='.repeat(title.length), '');
  const method = t(
    `Methode: Monte-Carlo mit ${num(data.trials, 'de')} Durchgängen; Augenzahlen je Seite als aufeinanderfolgende Binomialverteilungen (multinomial); fester Startwert ${data.seed}. 95-%-Konfidenzintervall: höchstens ±${num(data.halfWidthPp, 'de', 3)} Prozentpunkte.`,
    `Method: Monte Carlo with ${num(data.trials, 'en')} trials; each side's face counts as successive binomials (multinomial); fixed seed ${data.seed}. 95 % confidence interval: at most ±${num(data.halfWidthPp, 'en', 3)} percentage points.`,
  );
  lines.push(method[lang], '');
  for (const p of data.pairings) {
    const head = lang === 'de' ? `Paarung ${p.number}: ${p.attackers.join(' + ')} — ${p.defenders.join(' + ')}` : `Pairing ${p.number}: ${p.attackers.join(' + ')} — ${p.defenders.join(' + ')}`;
    const odds = lang === 'de' ? `Angreifer gewinnt ${pct(p.attackerWins, lang)}, unentschieden ${pct(p.draw, lang)}, Verteidiger gewinnt ${pct(p.defenderWins, lang)}` : `attacker wins ${pct(p.attackerWins, lang)}, draw ${pct(p.draw, lang)}, defender wins ${pct(p.defenderWins, lang)}`;
    lines.push(`  ${head}`, `    ${odds}`);
  }
  lines.push('');
  for (const [name, f] of Object.entries(data.fighters)) {
    const text =
      lang === 'de'
        ? `${name}: gewinnt alle Paarungen ${pct(f.winProbability, lang)}; erwartete GP-Änderung ${num(f.expectedChange, lang, 3)} (±${num(f.expectedChangeHalfWidth, lang, 3)}); stirbt ${pct(f.deathProbability, lang)}`
        : `${name}: wins all its pairings ${pct(f.winProbability, lang)}; expected GP change ${num(f.expectedChange, lang, 3)} (±${num(f.expectedChangeHalfWidth, lang, 3)}); dies ${pct(f.deathProbability, lang)}`;
    lines.push(`  ${text}`);
  }
  return `${lines.join('\n')}\n`;
}

export function duelOdds(prepared: Prepared, rules: PhoenixRules): OddsOutcome {
  const data = computeOdds(prepared, rules);
  return { data, render: (lang) => render(data, lang) };
}
