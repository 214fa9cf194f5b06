import { num, pct, type Lang } from '../../reports/text.js';
import { shown } from '../shown.js';
import { TIE_ATTACKER_MAX } from './losses.js';
import type { BattleMode, PreparedBattle, PreparedMelee } from './prepare.js';
import { BattleNumbers, compareStrength, computeLosses } from './resolve.js';

export interface LossPoint {
  readonly winner: 'attacker' | 'defender';
  /** The winner's losses in HS, rounded to a whole number. */
  readonly loss: number;
  readonly probability: number;
}

export interface PartyOdds {
  readonly party: number;
  readonly realm: string;
  readonly mode: BattleMode;
  readonly attackerWins: number;
  readonly defenderWins: number;
  /** Expected losses (HS) of the winner, over all outcomes and per winner. */
  readonly expectedWinnerLoss: number;
  readonly expectedLossIfAttackerWins: number | null;
  readonly expectedLossIfDefenderWins: number | null;
  readonly distribution: readonly LossPoint[];
}

export interface MeleeOdds {
  readonly kind: 'melee';
  /** Equally likely W20 pairs per battle: 400, or 1 without dice (P-2). */
  readonly pairs: number;
  readonly parties: readonly PartyOdds[];
}

const W20_FACES = 20;

function partyOdds(p: PreparedMelee, b: PreparedBattle, numbers: BattleNumbers): PartyOdds {
  const realm = p.file.defenders[b.party]?.realm ?? '';
  if (b.mode !== 'fight') {
    return { party: b.party, realm, mode: b.mode, attackerWins: 1, defenderWins: 0, expectedWinnerLoss: 0, expectedLossIfAttackerWins: 0, expectedLossIfDefenderWins: null, distribution: [{ winner: 'attacker', loss: 0, probability: 1 }] };
  }
  const faces = p.withoutDice ? 1 : W20_FACES;
  // Outcomes are counted in whole shares of a W20 pair (a tie's W% splits a pair into 100), and
  // every probability is one quotient of two counts, so a certain win is 1, not 0.99999… (P-115).
  const pairShares = 100;
  const allShares = faces * faces * pairShares;
  const points = new Map<number, number>();
  let attackerShares = 0;
  let attackerLoss = 0;
  let defenderLoss = 0;
  const record = (attackerWon: boolean, shares: number) => {
    computeLosses(b, attackerWon, p.literalSizeFactor, numbers);
    const loss = numbers.winnerLoss;
    if (attackerWon) {
      attackerShares += shares;
      attackerLoss += shares * loss;
    } else defenderLoss += shares * loss;
    // Keyed by sign for the winner: attacker ≥ 0, defender as −(loss + 1).
    const key = attackerWon ? Math.round(loss) : -Math.round(loss) - 1;
    points.set(key, (points.get(key) ?? 0) + shares);
  };
  for (let a = 1; a <= faces; a++) {
    for (let d = 1; d <= faces; d++) {
      const wA = p.withoutDice ? 0 : a;
      const wD = p.withoutDice ? 0 : d;
      const ahead = compareStrength(b, wA, wD, numbers);
      if (ahead !== 0) record(ahead > 0, pairShares);
      else {
        // W%: 1–50 attacker, 51–100 defender (P-20).
        record(true, TIE_ATTACKER_MAX);
        record(false, pairShares - TIE_ATTACKER_MAX);
      }
    }
  }
  const defenderShares = allShares - attackerShares;
  const distribution = [...points.entries()]
    .map(([key, shares]): LossPoint => {
      const probability = shares / allShares;
      return key >= 0 ? { winner: 'attacker', loss: key, probability } : { winner: 'defender', loss: -key - 1, probability };
    })
    .sort((x, y) => (x.winner === y.winner ? x.loss - y.loss : x.winner === 'attacker' ? -1 : 1));
  return {
    party: b.party,
    realm,
    mode: b.mode,
    attackerWins: attackerShares / allShares,
    defenderWins: defenderShares / allShares,
    expectedWinnerLoss: shown((attackerLoss + defenderLoss) / allShares),
    expectedLossIfAttackerWins: attackerShares > 0 ? shown(attackerLoss / attackerShares) : null,
    expectedLossIfDefenderWins: defenderShares > 0 ? shown(defenderLoss / defenderShares) : null,
    distribution,
  };
}

/** The exact odds of every party battle over all W20 pairs (R §5.5, P-2), ties split by the W%. */
export function meleeOdds(p: PreparedMelee): MeleeOdds {
  const width = Math.max(p.attacker.units.length, ...p.defenders.map((side) => side.units.length));
  const numbers = new BattleNumbers(width);
  return { kind: 'melee', pairs: p.withoutDice ? 1 : W20_FACES * W20_FACES, parties: p.battles.map((b) => partyOdds(p, b, numbers)) };
}

/** Up to `rows` ranges of the winner's losses with their probability. */
function buckets(points: readonly LossPoint[], rows: number): { from: number; to: number; probability: number }[] {
  if (points.length === 0) return [];
  const low = (points[0] as LossPoint).loss;
  const high = (points[points.length - 1] as LossPoint).loss;
  const width = Math.max(1, Math.ceil((high - low + 1) / rows));
  const result: { from: number; to: number; probability: number }[] = [];
  for (const point of points) {
    const index = Math.floor((point.loss - low) / width);
    const from = low + index * width;
    const last = result[result.length - 1];
    if (last !== undefined && last.from === from) last.probability += point.probability;
    else result.push({ from, to: Math.min(high, from + width - 1), probability: point.probability });
  }
  return result;
}

const MODE_TEXT = {
  de: { overrun: 'überrannt (10 : 1) – Angreifer gewinnt ohne Verluste', surrender: 'ergibt sich – Angreifer gewinnt ohne Verluste' },
  en: { overrun: 'overrun (10 : 1) – the attacker wins without losses', surrender: 'surrenders – the attacker wins without losses' },
} as const;

/** The odds as a table. */
export function renderOdds(odds: MeleeOdds, lang: Lang): string {
  const de = lang === 'de';
  const title = de ? 'Quoten Nahkampf (§5.5)' : 'Melee odds (§5.5)';
  const lines = [title, '='.repeat(title.length), de ? `${odds.pairs} gleich wahrscheinliche W20-Paare je Kampf; Gleichstand per W% geteilt` : `${odds.pairs} equally likely W20 pairs per battle; ties split by the W%`, ''];
  for (const party of odds.parties) {
    lines.push(de ? `Gegen ${party.realm}:` : `Against ${party.realm}:`);
    if (party.mode !== 'fight') {
      lines.push(`  ${MODE_TEXT[lang][party.mode]}`, '');
      continue;
    }
    const rows: [string, string][] = [
      [de ? 'Angreifer gewinnt' : 'attacker wins', pct(party.attackerWins, lang)],
      [de ? 'Verteidiger gewinnt' : 'defender wins', pct(party.defenderWins, lang)],
      [de ? 'Erwartete Verluste des Siegers (HS)' : "expected losses of the winner (HS)", num(party.expectedWinnerLoss, lang, 1)],
      [de ? '  wenn der Angreifer gewinnt' : '  if the attacker wins', party.expectedLossIfAttackerWins === null ? '–' : num(party.expectedLossIfAttackerWins, lang, 1)],
      [de ? '  wenn der Verteidiger gewinnt' : '  if the defender wins', party.expectedLossIfDefenderWins === null ? '–' : num(party.expectedLossIfDefenderWins, lang, 1)],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    for (const [label, value] of rows) lines.push(`  ${label.padEnd(width)}  ${value.padStart(10)}`);
    lines.push('', `  ${(de ? 'Sieger' : 'winner').padEnd(12)}${(de ? 'Verluste (HS)' : 'losses (HS)').padEnd(24)}${de ? 'Wahrscheinlichkeit' : 'probability'}`);
    for (const winner of ['attacker', 'defender'] as const) {
      const name = winner === 'attacker' ? (de ? 'Angreifer' : 'attacker') : de ? 'Verteidiger' : 'defender';
      for (const bucket of buckets(party.distribution.filter((point) => point.winner === winner), 8)) {
        const range = bucket.from === bucket.to ? num(bucket.from, lang, 0) : `${num(bucket.from, lang, 0)} – ${num(bucket.to, lang, 0)}`;
        lines.push(`  ${name.padEnd(12)}${range.padEnd(24)}${pct(bucket.probability, lang).padStart(10)}`);
      }
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
