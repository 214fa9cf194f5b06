import { CITY_COUNT, CITY_NAMES, ROMA } from '../data/cities.js';
import { cityCard } from '../data/cards.js';
import { TRIBE_COUNT, TRIBE_INFO } from '../data/tribes.js';
import { invasionRate, type FrState } from '../state.js';
import { DISTANCE } from './distance.js';
import { tablePlan } from './table-plan.js';
import { alliedWorth, clearValue, teamTribeValue, type TeamWeights } from './team-value.js';

/** The id of the card of (city, tribe), at city × TRIBE_COUNT + tribe. */
const CARD_ID: readonly string[] = CITY_NAMES.flatMap((city) => TRIBE_INFO.map((t) => `${city}/${t.abbr}`));
/** Weights of the evaluation, tuned on simulated 3-player standard games (docs/fall-of-rome/README.md). */
const W_ALLY = 120;
const W_HOLD = 14;
const W_OTHER = 3;
const W_PROX = 14;
const W_DEC = 45;
const W_DANGER = 1.4;
const W_PASS = 4;
const COST = TRIBE_INFO.map((t) => t.allianceCost);

/** Where the planner's evaluation departs from the heuristic's. */
export interface Tuning {
  /** 0: only the nearest card another seat could pass counts (the heuristic); else every card the holder still needs, by γ^(walk to meet + 1). */
  readonly passGamma: number;
  /** Extra worth of the cards of a tribe not yet allied when few are left beyond its alliance's cost (0: none, the heuristic). */
  readonly scarcity: number;
  /** The team bot: the alliances valued by the table plan (team-value.ts) instead. */
  readonly team?: TeamWeights;
  /**
   * Solitaire (FR-23): the treasury's cards count toward their tribe's alliance, an action short of
   * a hand card, and a full set's walk is from the nearest role's pawn (any role may ally).
   */
  readonly treasury?: boolean;
}
export const HEURISTIC_TUNING: Tuning = { passGamma: 0, scarcity: 0 };
/** The endgame bot's base: the heuristic's evaluation, and solitaire's treasury and every role's walk (bots.md, fifteenth part). */
export const ENDGAME_TUNING: Tuning = { passGamma: 0, scarcity: 0, treasury: true };
export const PLANNER_TUNING: Tuning = { passGamma: 0.7, scarcity: 3 };
export const TEAM_TUNING: Tuning = { passGamma: 0.7, scarcity: 3, team: { collect: 14, reserve: 3, meet: 1.2, horizon: 8, approach: 14, clear: 400, urgency: 4, hunt: 3 } };

/**
 * How likely the card of (city, tribe) is turned in the coming invasions, from what every seat
 * knows: a card in the discard pile comes back only after a revolt; one in the deck may come any
 * time. The order of the deck stays hidden.
 */
function drawChance(s: FrState, city: number, tribe: number): number {
  if (!s.barbarianDeck.includes(CARD_ID[city * TRIBE_COUNT + tribe] as string)) return 0.25;
  return 0.25 + Math.min(0.75, (2.5 * invasionRate(s)) / Math.max(1, s.barbarianDeck.length));
}

/** The cost of one city's barbarians: mostly the risk that a 4th cube sacks it (Roma loses the game). */
export function danger(s: FrState, city: number): number {
  let total = 0;
  const base = city * TRIBE_COUNT;
  const legions = s.legions[city] as number;
  const guarded = (s.forts[city] as boolean) || s.pawns.includes(city);
  for (let t = 0; t < TRIBE_COUNT; t++) {
    const n = s.cubes[base + t] as number;
    if (n === 0) continue;
    let d = n === 3 ? 6 + 14 * drawChance(s, city, t) : n === 2 ? 4 : 1.5;
    if (city === ROMA) d *= n === 3 ? 8 : 4;
    if (legions > 0) d *= guarded ? (n === 3 ? 0.35 : 0.6) : 0.8;
    if (s.allied[t]) d *= 0.8;
    total += d;
  }
  return total;
}

/**
 * The cards of tribe `t` in other hands that the holder still needs, the closest first: each is
 * worth more the shorter the walk for both pawns to meet in its city (Conspire passes a card only
 * there), so pawns are drawn together over several turns, not only when one step apart.
 */
function passValue(s: FrState, t: number, holder: number, missing: number, gamma: number): number {
  if (missing <= 0 || holder < 0) return 0;
  const home = DISTANCE[s.pawns[holder] as number] as readonly number[];
  const walks: number[] = [];
  s.hands.forEach((hand, seat) => {
    if (seat === holder) return;
    const dist = DISTANCE[s.pawns[seat] as number] as readonly number[];
    for (const card of hand) {
      const info = cityCard(card);
      if (info !== undefined && info.tribe === t) walks.push((dist[info.city] as number) + (home[info.city] as number));
    }
  });
  walks.sort((a, b) => a - b);
  let value = 0;
  for (let i = 0; i < Math.min(missing, walks.length); i++) value += W_OTHER + (W_HOLD - W_OTHER) * gamma ** ((walks[i] as number) + 1);
  return value;
}

/**
 * Cards of a tribe are worth more the fewer are left beyond its alliance's cost (in all hands and
 * the player deck; bots evaluate determinised states, so the deck holds no card its seat may not count): spending or discarding one then costs the
 * alliance. A tribe whose alliance is out of reach makes its cards free to spend.
 */
function tribeInHands(s: FrState, t: number): number {
  let n = 0;
  for (const hand of s.hands) for (const card of hand) if (cityCard(card)?.tribe === t) n += 1;
  return n;
}

function scarcityValue(s: FrState, t: number, inHands: number, cost: number, weight: number): number {
  let inDeck = 0;
  for (const card of s.playerDeck) if (cityCard(card)?.tribe === t) inDeck += 1;
  const slack = inHands + inDeck - cost;
  // The card that keeps the alliance possible is worth 4 × weight, the one before it 3 ×, then 2 ×, 1 ×.
  let value = 0;
  for (let spare = 0; spare <= Math.min(slack, 3); spare++) value += weight * (4 - spare);
  return value;
}

/** How many cards of each tribe a hand holds. */
function tribeCounts(hand: readonly string[]): number[] {
  const counts = new Array<number>(TRIBE_COUNT).fill(0);
  for (const card of hand) {
    const info = cityCard(card);
    if (info !== undefined) counts[info.tribe] = (counts[info.tribe] as number) + 1;
  }
  return counts;
}

/**
 * How good a state looks for the players: high is good; a finished game is ±1000. It counts
 * decline, alliances, the danger of every city (full cities whose card may come next, Roma
 * most), legions (with a pawn or fort, and close to danger), forts, the cards toward alliances
 * (most in one hand), pawns that can meet to pass such a card (Conspire), the walk of a full
 * set's holder to a barbarian of its tribe, and cards that the coming draw would push over the limit.
 * The planner's tuning values every card another seat could pass by the walk to meet, and cards
 * by how few of their tribe are left.
 */
export function evaluate(s: FrState, tuning: Tuning = HEURISTIC_TUNING): number {
  if (s.result !== null) return s.result.outcome === 'won' ? 1000 - s.turn : -1000 + s.turn;
  let score = -W_DEC * s.decline;
  const dangers = new Array<number>(CITY_COUNT).fill(0);
  let hostile = 0;
  for (let c = 0; c < CITY_COUNT; c++) {
    const d = danger(s, c);
    dangers[c] = d;
    score -= W_DANGER * d;
    for (let t = 0; t < TRIBE_COUNT; t++) if (!s.allied[t]) hostile += s.cubes[c * TRIBE_COUNT + t] as number;
    const legions = s.legions[c] as number;
    if (legions > 0) {
      const safe = (s.forts[c] as boolean) || s.pawns.includes(c);
      score += legions * (safe ? 2.5 : 1.2);
    }
    if (s.forts[c]) score += 6;
  }
  // Once most tribes are allied, clearing the rest of the board wins: hostile cubes weigh more.
  let allies = 0;
  for (const a of s.allied) if (a) allies += 1;
  score -= (0.8 + 1.5 * allies) * hostile;
  if (tuning.team !== undefined) score += clearValue(s, hostile, allies, tuning.team);
  // Pawns with legions are worth more near danger: they can battle or hold the city.
  const counted = new Set<number>();
  for (const at of s.pawns) {
    if (counted.has(at)) continue;
    counted.add(at);
    const legions = Math.min(3, s.legions[at] as number);
    const dist = DISTANCE[at] as readonly number[];
    let best = 0;
    for (let c = 0; c < CITY_COUNT; c++) {
      const reach = (dangers[c] as number) / (1 + 1.5 * (dist[c] as number));
      if (reach > best) best = reach;
    }
    score += best * (0.15 + 0.12 * legions);
  }
  const team = tuning.team;
  const plan = team === undefined ? null : tablePlan(s);
  // Solitaire: the roles share one hand (FR-23), counted once; nobody can pass a card to himself.
  const hands = s.solitaire ? s.hands.slice(0, 1) : s.hands;
  const heldBy = hands.map(tribeCounts);
  const solitaireTreasury = s.solitaire && tuning.treasury === true;
  const stored = solitaireTreasury ? tribeCounts(s.treasury) : null;
  for (let t = 0; t < TRIBE_COUNT; t++) {
    const cost = COST[t] as number;
    if (team !== undefined && plan !== null) {
      score += s.allied[t] ? alliedWorth(cost, team) : teamTribeValue(s, t, plan, team) + scarcityValue(s, t, tribeInHands(s, t), cost, tuning.scarcity);
      continue;
    }
    if (s.allied[t]) {
      // More than a full set next to a barbarian of the tribe is worth, so that allying always pays.
      score += W_ALLY + W_HOLD * cost + 12 + 5 * W_PROX;
      continue;
    }
    let most = 0;
    let total = 0;
    let holder = -1;
    heldBy.forEach((counts, seat) => {
      const n = counts[t] as number;
      total += n;
      if (n > most) {
        most = n;
        holder = seat;
      }
    });
    if (tuning.passGamma > 0) {
      if (tuning.scarcity > 0) score += scarcityValue(s, t, total, cost, tuning.scarcity);
      score += W_HOLD * Math.min(most, cost) + (most >= cost ? 12 : 0) + passValue(s, t, holder, cost - most, tuning.passGamma);
    } else {
      // Cards toward an alliance count most in one hand; the others can still be passed on.
      score += W_HOLD * Math.min(most, cost) + W_OTHER * Math.min(total - most, cost - Math.min(most, cost)) + (most >= cost ? 12 : 0);
      if (stored !== null) score += (W_HOLD - 4) * Math.min(stored[t] as number, cost - Math.min(most, cost));
      if (most < cost && holder >= 0 && total > most) {
        // Conspire: a card of the tribe in another hand can pass to the holder when both stand in its city.
        const home = s.pawns[holder] as number;
        let near = 99;
        hands.forEach((hand, seat) => {
          if (seat === holder) return;
          const dist = DISTANCE[s.pawns[seat] as number] as readonly number[];
          for (const card of hand) {
            const info = cityCard(card);
            if (info === undefined || info.tribe !== t) continue;
            const d = (dist[info.city] as number) + ((DISTANCE[home] as readonly number[])[info.city] as number);
            if (d < near) near = d;
          }
        });
        score += W_PASS * Math.max(0, 3 - near);
      }
    }
    if (most >= cost && holder >= 0) {
      // The holder should walk to a barbarian of the tribe to ally.
      const walkers = solitaireTreasury ? s.pawns : [s.pawns[holder] as number];
      let near = 99;
      for (const at of walkers) {
        const dist = DISTANCE[at] as readonly number[];
        for (let c = 0; c < CITY_COUNT; c++) if ((s.cubes[c * TRIBE_COUNT + t] as number) > 0 && (dist[c] as number) < near) near = dist[c] as number;
      }
      score += Math.max(0, 5 * W_PROX - W_PROX * near);
    }
  }
  hands.forEach((hand, seat) => {
    score += 0.5 * hand.length;
    // The active seat draws 2 at the end of its actions: cards over the limit then are lost.
    const coming = (seat === s.active || s.solitaire) && s.phase === 'actions' ? 2 : 0;
    score -= 5 * Math.max(0, hand.length + coming - s.rules.handLimit);
  });
  return score;
}
