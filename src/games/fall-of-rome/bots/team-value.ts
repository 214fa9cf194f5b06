import { CITY_COUNT } from '../data/cities.js';
import { cityCard } from '../data/cards.js';
import { TRIBE_COUNT, TRIBE_INFO } from '../data/tribes.js';
import type { FrState } from '../state.js';
import { DISTANCE } from './distance.js';
import type { TablePlan } from './table-plan.js';

/** Weights of the table plan's progress in the team bot's evaluation. */
export interface TeamWeights {
  /** A card of the set in its collector's hand. */
  readonly collect: number;
  /** A needed card in another hand, not yet on its way. */
  readonly reserve: number;
  /** Each road step a planned meeting is closer than `horizon`. */
  readonly meet: number;
  readonly horizon: number;
  /** Each road step the full set's collector is closer to a barbarian of its tribe than 5. */
  readonly approach: number;
  /** The second way to win, no city holding hostile barbarians: worth clear × allies / 4 / (1 + hostile cubes). */
  readonly clear: number;
  /** How much more clearing is worth as the draws run out: × (1 + urgency / turns left). */
  readonly urgency: number;
  /** With 3 or more tribes allied, each step a pawn is closer than 4 to the nearest hostile cube. */
  readonly hunt: number;
}

/**
 * A tribe not yet allied, as the table plan sees it: the collector's cards, the needed cards in
 * other hands (more as a planned meeting comes closer, never more than in the collector's hand,
 * so making the pass always pays), and the walk of a full set's collector to a barbarian of the
 * tribe (the Mercator allies anywhere).
 */
export function teamTribeValue(s: FrState, t: number, plan: TablePlan, w: TeamWeights): number {
  const collector = plan.collectors[t] as number;
  if (collector < 0) return 0;
  const cost = (TRIBE_INFO[t] as { allianceCost: number }).allianceCost;
  let have = 0;
  for (const card of s.hands[collector] as readonly string[]) if (cityCard(card)?.tribe === t) have += 1;
  let value = w.collect * Math.min(have, cost);
  for (const pass of plan.needed[t] as readonly { walk: number; giver: number; card: string }[]) {
    const meeting = plan.meetings.some((m) => m.card === pass.card && m.giver === pass.giver);
    value += w.reserve + (meeting ? w.meet * Math.max(0, w.horizon - pass.walk) : 0);
  }
  if (have < cost) return value;
  let near = 99;
  if (s.roles[collector] === 'mercator') near = 0;
  const dist = DISTANCE[s.pawns[collector] as number] as readonly number[];
  for (let c = 0; c < CITY_COUNT && near > 0; c++) if ((s.cubes[c * TRIBE_COUNT + t] as number) > 0) near = Math.min(near, dist[c] as number);
  return value + 12 + w.approach * Math.max(0, 5 - near);
}

/** What an allied tribe is worth: more than its full set beside a barbarian, so allying always pays. */
export function alliedWorth(cost: number, w: TeamWeights): number {
  return 120 + w.collect * cost + 12 + 5 * w.approach;
}

/**
 * The second way to win (no city holds barbarians of a tribe not allied) comes closer with every
 * hostile cube removed, the more so the fewer are left, the more tribes are allied and the fewer
 * draws the player deck has left (then no later turn will clear them): the last cubes are worth
 * most, and pawns walk to them (`hunt` per step closer than 4), each hostile city drawing its own pawn.
 */
export function clearValue(s: FrState, hostile: number, allies: number, w: TeamWeights): number {
  if (allies === 0) return 0;
  const turnsLeft = Math.max(1, Math.floor(s.playerDeck.length / 2));
  const urgency = 1 + w.urgency / turnsLeft;
  let value = (w.clear * urgency * allies) / 4 / (1 + hostile);
  if (allies < 3 || hostile === 0) return value;
  const cities: number[] = [];
  for (let c = 0; c < CITY_COUNT; c++) {
    for (let t = 0; t < TRIBE_COUNT; t++) {
      if (!s.allied[t] && (s.cubes[c * TRIBE_COUNT + t] as number) > 0) {
        cities.push(c);
        break;
      }
    }
  }
  // Each hostile city draws its own pawn, the closest pairs first, so the pawns spread over the last cubes.
  const pairs: [number, number, number][] = [];
  s.pawns.forEach((at, pawn) => {
    for (const c of cities) pairs.push([(DISTANCE[at] as readonly number[])[c] as number, pawn, c]);
  });
  pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  const pawnsUsed = new Set<number>();
  const citiesUsed = new Set<number>();
  for (const [dist, pawn, c] of pairs) {
    if (pawnsUsed.has(pawn) || citiesUsed.has(c)) continue;
    pawnsUsed.add(pawn);
    citiesUsed.add(c);
    value += w.hunt * urgency * Math.max(0, 4 - dist);
  }
  return value;
}
