import { CITIES, PREVIOUS, ROMA, SUPPLY } from '../data/cities.js';
import { cityCard } from '../data/cards.js';
import { TRIBE_COUNT } from '../data/tribes.js';
import { cubesAt, pawnIn } from '../state.js';
import type { Emitter } from './emitter.js';

/**
 * One barbarian of `tribe` arrives in `city` (invasion, revolt or a sack's spread). Legions stop
 * it, losing 1 with a pawn or fort present and all otherwise (ambush, FR-7); a 4th cube of a
 * colour sacks the city instead. `chain` holds the cities sacked so far in this chain (FR-8).
 */
export function arrive(em: Emitter, city: number, tribe: number, chain: Set<number>): void {
  if (em.over || chain.has(city)) return;
  // Read before any event of its own.
  const s = em.now;
  const legions = s.legions[city] as number;
  if (legions > 0) {
    const guarded = pawnIn(s, city) || (s.forts[city] as boolean) || !s.rules.ambush;
    const lost = guarded ? 1 : legions;
    em.emit({ t: 'legions', city, n: -lost });
    em.emit({ t: 'blocked', city, tribe, lost });
    return;
  }
  if (cubesAt(s, city, tribe) >= 3) {
    sack(em, city, tribe, chain);
    return;
  }
  if ((s.cubeSupply[tribe] as number) <= 0) {
    if (s.rules.lossWhenCubesRunOut) em.lose('cubes-exhausted', tribe);
    return;
  }
  em.emit({ t: 'cubes', city, tribe, n: 1 });
}

/** A city sacked: decline +1; a fort there is removed; one cube of the tribe goes to each neighbour (FR-22; only from a fort city with FR-17's option). */
function sack(em: Emitter, city: number, tribe: number, chain: Set<number>): void {
  chain.add(city);
  em.emit({ t: 'sacked', city, tribe });
  const decline = em.now.decline + 1;
  em.emit({ t: 'decline', value: decline });
  if (city === ROMA) return em.lose('roma-sacked');
  if (decline >= em.now.rules.declineLimit) return em.lose('decline');
  const hadFort = em.now.forts[city] as boolean;
  if (hadFort) em.emit({ t: 'fort', city, on: false });
  if (em.now.rules.sackSpread === 'always' || hadFort) {
    for (const next of (CITIES[city] as { neighbours: readonly number[] }).neighbours) arrive(em, next, tribe, chain);
  }
}

/** Whether `tribe` may invade `city`: its barbarians are there or in the previous city of a route. */
export function mayInvade(em: Emitter, city: number, tribe: number): boolean {
  if (cubesAt(em.now, city, tribe) > 0) return true;
  for (const previous of PREVIOUS[tribe]?.[city] ?? []) {
    if (previous === SUPPLY || cubesAt(em.now, previous, tribe) > 0) return true;
  }
  return false;
}

/** Takes the top barbarian card, refilling the deck from its discard when empty (FR-10). */
function revealTop(em: Emitter): string | undefined {
  if (em.now.barbarianDeck.length === 0) {
    if (em.now.barbarianDiscard.length === 0) return undefined;
    em.emit({ t: 'shuffle', order: em.shuffled(em.now.barbarianDiscard) });
  }
  const card = em.now.barbarianDeck[em.now.barbarianDeck.length - 1] as string;
  em.emit({ t: 'reveal', card, from: 'top' });
  return card;
}

/** Phase 3 for one card: the tribe invades the city if it may. */
export function invadeOnce(em: Emitter): void {
  const card = revealTop(em);
  if (card === undefined) return;
  const { city, tribe } = cityCard(card) as { city: number; tribe: number };
  if (!mayInvade(em, city, tribe)) return;
  em.emit({ t: 'invade', city, tribe });
  arrive(em, city, tribe, new Set());
}

/** A revolt: invasion rate up, 3 barbarians from the bottom card, the discard shuffled on top. */
export function resolveRevolt(em: Emitter): void {
  const s = em.s;
  em.emit({ t: 'revolts', left: s.revoltsLeft - 1, resolved: s.revoltsResolved + 1 });
  em.emit({ t: 'invasion-rate', step: Math.min(s.invasion + 1, s.rules.invasionTrack.length - 1) });
  const card = em.s.barbarianDeck[0];
  if (card !== undefined) {
    em.emit({ t: 'reveal', card, from: 'bottom' });
    const { city, tribe } = cityCard(card) as { city: number; tribe: number };
    em.emit({ t: 'invade', city, tribe });
    const chain = new Set<number>();
    for (let i = 0; i < 3 && !chain.has(city); i++) arrive(em, city, tribe, chain);
  }
  if (!em.over && em.now.barbarianDiscard.length > 0) em.emit({ t: 'shuffle', order: em.shuffled(em.now.barbarianDiscard) });
}

/** Won when every tribe is allied or no city holds barbarians of a tribe not allied. */
export function checkWin(em: Emitter): void {
  const s = em.now;
  if (s.result !== null) return;
  if (s.allied.every(Boolean)) {
    em.emit({ t: 'end', result: { outcome: 'won', cause: 'all-tribes-allied' } });
    return;
  }
  for (let i = 0; i < s.cubes.length; i++) {
    if ((s.cubes[i] as number) > 0 && !s.allied[i % TRIBE_COUNT]) return;
  }
  em.emit({ t: 'end', result: { outcome: 'won', cause: 'no-hostile-barbarians' } });
}
