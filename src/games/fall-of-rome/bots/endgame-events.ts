import type { FrCommand, Removal } from '../commands.js';
import { CITY_COUNT } from '../data/cities.js';
import { cityCard } from '../data/cards.js';
import { TRIBE_COUNT, TRIBE_INFO } from '../data/tribes.js';
import { tally } from '../resolve/battle.js';
import { hostileAt, hostileTotal, type FrState } from '../state.js';
import { DISTANCE } from './distance.js';
import type { Goal } from './endgame-goals.js';
import { holds, name } from './endgame-moves.js';

const TRIBE_IDS = TRIBE_INFO.map((t) => t.id);
const COST = TRIBE_INFO.map((t) => t.allianceCost);

/** A corrupt play adds 1 decline: only while that does not lose the game. */
const mayCorrupt = (s: FrState): boolean => s.decline + 1 < s.rules.declineLimit;

/** The die face that removes most (then loses fewest) for the seat where it stands, for Alea iacta est. */
export function setDice(s: FrState, seat: number): number[] {
  const city = s.pawns[seat] as number;
  let best = 1;
  let bestScore = -Infinity;
  for (let v = 1; v <= 6; v++) {
    const t = tally(s, seat, city, [v], false);
    const score = 10 * t.remove - t.lose + t.gain;
    if (score > bestScore) {
      bestScore = score;
      best = v;
    }
  }
  const dice = Math.max(1, Math.min(s.rules.maxDice, s.legions[city] as number));
  return Array.from({ length: dice }, () => best);
}

/** Road steps from the nearest pawn: the cities no pawn will reach soon are the ones worth clearing by card. */
function reach(s: FrState, city: number): number {
  let near = 99;
  for (const at of s.pawns) near = Math.min(near, (DISTANCE[at] as readonly number[])[city] as number);
  return near;
}

/** Up to `most` barbarians of `tribes` from `cities` in order; scored by the cities left without hostile barbarians, then by the count. */
function take(s: FrState, cities: readonly number[], tribes: readonly number[], most: number): { list: Removal[]; score: number } {
  const list: Removal[] = [];
  let cleared = 0;
  for (const c of cities) {
    let here = 0;
    for (const t of tribes) {
      for (let n = s.cubes[c * TRIBE_COUNT + t] as number; n > 0 && list.length < most; n--) {
        list.push({ city: name(c), tribe: TRIBE_IDS[t] as string });
        here += 1;
      }
    }
    if (here > 0 && here === hostileAt(s, c)) cleared += 1;
  }
  return { list, score: 10 * cleared + list.length };
}

/**
 * Hostile barbarians to remove by an event: up to `most` of one tribe from any cities
 * (`oneCity` false: Mortui non mordent) or of any hostile tribes from one city other than
 * `except` (Mors tua, Vae victis); whole cities emptied first, the farthest from every pawn first.
 */
function removals(s: FrState, most: number, oneCity: boolean, except = -1): Removal[] {
  const hostileTribes = [...Array(TRIBE_COUNT).keys()].filter((t) => !s.allied[t]);
  const cities = [...Array(CITY_COUNT).keys()].filter((c) => c !== except && hostileAt(s, c) > 0);
  cities.sort((a, b) => hostileAt(s, a) - hostileAt(s, b) || reach(s, b) - reach(s, a) || a - b);
  let best = { list: [] as Removal[], score: 0 };
  const options = oneCity ? cities.map((c) => take(s, [c], hostileTribes, most)) : hostileTribes.map((t) => take(s, cities, [t], most));
  for (const option of options) if (option.score > best.score) best = option;
  return best.list;
}

/** Do ut des for a planned pass: the card to its taker, who gives back one of another tribe (never the event card itself). */
function swap(s: FrState, seat: number, goal: Extract<Goal, { kind: 'meet' }>): FrCommand | null {
  if (!holds(s, seat, 'do-ut-des') || !holds(s, goal.giver, goal.card)) return null;
  const tribe = cityCard(goal.card)?.tribe;
  const back = (s.hands[goal.taker] as readonly string[]).find((c) => c !== 'do-ut-des' && cityCard(c)?.tribe !== tribe);
  if (back === undefined || (goal.giver === seat && goal.card === 'do-ut-des')) return null;
  const corrupt = s.pawns[goal.giver] !== s.pawns[goal.taker];
  if (corrupt && !mayCorrupt(s)) return null;
  return { type: 'event', card: 'do-ut-des', ...(corrupt ? { corrupt: true } : {}), a: s.seats[goal.giver] as string, aCard: goal.card, b: s.seats[goal.taker] as string, bCard: back };
}

/** Homo faber: the last card of a set from the discard (the corrupt form when it is not the card of the seat's city). */
function fromDiscard(s: FrState, seat: number, tribe: number): FrCommand | null {
  if (!holds(s, seat, 'homo-faber') || s.allied[tribe]) return null;
  const have = (s.hands[seat] as readonly string[]).filter((c) => cityCard(c)?.tribe === tribe).length;
  if (have !== (COST[tribe] as number) - 1) return null;
  const cards = s.playerDiscard.filter((c) => cityCard(c)?.tribe === tribe);
  const here = cards.find((c) => cityCard(c)?.city === s.pawns[seat]);
  if (here !== undefined) return { type: 'event', card: 'homo-faber', take: here };
  if (cards[0] === undefined || !mayCorrupt(s)) return null;
  return { type: 'event', card: 'homo-faber', corrupt: true, take: cards[0] };
}

/**
 * A free event that brings the goal closer, played before the next action: Mortui non mordent
 * and Mors tua, vita mea on hostile barbarians (emptying whole cities, the farthest first), Vae
 * victis after a battle, Alea iacta est before a battle, Do ut des for a planned pass, Homo faber
 * for a set one card short. Corrupt forms only where the normal one cannot finish the board.
 */
export function eventFirst(s: FrState, seat: number, goal: Goal): FrCommand | null {
  if (s.pending !== null) return null;
  const hostile = hostileTotal(s);
  if (hostile > 0 && holds(s, seat, 'mortui-non-mordent')) {
    const normal = removals(s, 2, false);
    const corrupt = mayCorrupt(s) ? removals(s, 4, false) : [];
    if (corrupt.length === hostile && normal.length < hostile) return { type: 'event', card: 'mortui-non-mordent', corrupt: true, removals: corrupt };
    if (normal.length > 0) return { type: 'event', card: 'mortui-non-mordent', removals: normal };
  }
  if (hostile > 0 && holds(s, seat, 'mors-tua-vita-mea')) {
    const one = removals(s, 1, true);
    if (one.length > 0) return { type: 'event', card: 'mors-tua-vita-mea', removals: one };
  }
  const last = s.lastBattle;
  if (hostile > 0 && last !== null && last.removed > 0 && holds(s, seat, 'vae-victis')) {
    const list = removals(s, last.removed, true, last.city);
    if (list.length > 0) return { type: 'event', card: 'vae-victis', removals: list };
  }
  const city = s.pawns[seat] as number;
  if (goal.kind === 'hunt' && holds(s, seat, 'alea-iacta-est') && s.flags.setDice === 'none' && hostileAt(s, city) > 0 && (s.legions[city] as number) > 0 && s.actionsLeft > 0) {
    return { type: 'event', card: 'alea-iacta-est' };
  }
  if (goal.kind === 'meet') return swap(s, seat, goal);
  if (goal.kind === 'ally') return fromDiscard(s, seat, goal.tribe);
  return null;
}

/** Abundans cautela at the end of the actions while hostile barbarians remain: the invasion skipped (corrupt) or two cards fewer. */
export function holdInvasion(s: FrState, seat: number): FrCommand | null {
  if (!holds(s, seat, 'abundans-cautela') || s.pending !== null || s.flags.skipInvasion || hostileTotal(s) === 0) return null;
  return mayCorrupt(s) ? { type: 'event', card: 'abundans-cautela', corrupt: true } : { type: 'event', card: 'abundans-cautela' };
}
