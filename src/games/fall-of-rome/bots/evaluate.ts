import { CITY_COUNT, ROMA } from '../data/cities.js';
import { cityCard } from '../data/cards.js';
import { TRIBE_COUNT, TRIBE_INFO } from '../data/tribes.js';
import type { FrState } from '../state.js';

/** How good a state looks for the players: high is good; a finished game is ±1000. */
export function evaluate(s: FrState): number {
  if (s.result !== null) return s.result.outcome === 'won' ? 1000 - s.turn : -1000 + s.turn;
  let score = -25 * s.decline;
  for (let c = 0; c < CITY_COUNT; c++) {
    const legions = s.legions[c] as number;
    score += Math.min(legions, 3) * 2 + (s.forts[c] ? 3 : 0);
    for (let t = 0; t < TRIBE_COUNT; t++) {
      const n = s.cubes[c * TRIBE_COUNT + t] as number;
      if (n === 0 || s.allied[t]) continue;
      score -= n === 3 ? (c === ROMA ? 60 : 12) : n * 2;
    }
  }
  for (let t = 0; t < TRIBE_COUNT; t++) {
    if (s.allied[t]) {
      score += 40;
      continue;
    }
    let cards = 0;
    for (const hand of s.hands) for (const card of hand) if (cityCard(card)?.tribe === t) cards += 1;
    score += 3 * Math.min(cards, (TRIBE_INFO[t] as { allianceCost: number }).allianceCost);
  }
  return score;
}
