import type { FrCommand } from '../commands.js';
import { CITIES, CITY_COUNT } from '../data/cities.js';
import { cityCard } from '../data/cards.js';
import { TRIBE_COUNT, TRIBE_INFO } from '../data/tribes.js';
import { freeEnlist } from '../resolve/actions.js';
import { hostileAt, type FrState } from '../state.js';
import { eventFirst, holdInvasion, setDice } from './endgame-events.js';
import { holds, hostileCities, name, stepToward, travelCost } from './endgame-moves.js';

/**
 * What one seat works toward in one of its turns of an endgame line: clear the hostile
 * barbarians of a city (then the nearest others), ally a tribe, meet another pawn to pass a card
 * by Conspire, or nothing (end the actions).
 */
export type Goal =
  | { readonly kind: 'hunt'; readonly city: number }
  | { readonly kind: 'ally'; readonly tribe: number }
  | { readonly kind: 'meet'; readonly card: string; readonly giver: number; readonly taker: number }
  | { readonly kind: 'idle' };

const TRIBE_IDS = TRIBE_INFO.map((t) => t.id);
const COST = TRIBE_INFO.map((t) => t.allianceCost);

export function cardsOf(s: FrState, seat: number, tribe: number): string[] {
  return (s.hands[seat] as readonly string[]).filter((c) => cityCard(c)?.tribe === tribe);
}

/** An alliance the seat can make where it stands, if any (the Mercator's needs no barbarian there). */
function allyNow(s: FrState, seat: number): FrCommand | null {
  if (s.actionsLeft <= 0) return null;
  const city = s.pawns[seat] as number;
  for (let t = 0; t < TRIBE_COUNT; t++) {
    if (s.allied[t]) continue;
    const cards = cardsOf(s, seat, t);
    const present = (s.cubes[city * TRIBE_COUNT + t] as number) > 0 || s.roles[seat] === 'mercator';
    if (present && cards.length >= (COST[t] as number)) return { type: 'ally', tribe: TRIBE_IDS[t] as string, cards: cards.slice(0, COST[t]) };
  }
  return null;
}

/** The hostile city the seat reaches in the fewest actions (-1 if none). */
export function nearestHostile(s: FrState, seat: number, avoid: ReadonlySet<number> = new Set()): number {
  let best = -1;
  let bestCost = Infinity;
  for (const c of hostileCities(s)) {
    const cost = travelCost(s, seat, c) + (avoid.has(c) ? 50 : 0);
    if (cost < bestCost) {
      bestCost = cost;
      best = c;
    }
  }
  return best;
}

/** Legions where the pawn stands, by a power or an Enlist of allied barbarians there. */
function raiseLegions(s: FrState, seat: number): FrCommand | null {
  const city = s.pawns[seat] as number;
  if (s.legionSupply <= 0) return null;
  for (let t = 0; t < TRIBE_COUNT; t++) {
    if (!s.allied[t] || (s.cubes[city * TRIBE_COUNT + t] as number) === 0) continue;
    if (freeEnlist(s, seat)) return { type: 'enlist', tribe: TRIBE_IDS[t] as string };
    const card = cardsOf(s, seat, t)[0];
    if (card !== undefined && s.actionsLeft > 0) return { type: 'enlist', tribe: TRIBE_IDS[t] as string, card };
  }
  if (s.actionsLeft <= 0) return null;
  if (s.roles[seat] === 'consul') return { type: 'reinforce', city: name(city) };
  const own = (s.hands[seat] as readonly string[]).find((c) => cityCard(c)?.city === city);
  if (s.roles[seat] === 'praefectus-classis' && (CITIES[city] as { port: boolean }).port && own !== undefined) return { type: 'levy', card: own };
  if (s.forts[city]) return { type: 'recruit' };
  return null;
}

/** Toward the target (or, once it is clear, the nearest hostile city) with legions, then battle there. */
function hunt(s: FrState, seat: number, target: number): FrCommand | null {
  const h = hostileAt(s, target) > 0 ? target : nearestHostile(s, seat);
  if (h < 0) return null;
  const city = s.pawns[seat] as number;
  if (city === h) {
    if ((s.legions[h] as number) > 0) {
      if (s.actionsLeft <= 0) return null;
      const set = s.flags.setDice === 'none' ? undefined : setDice(s, seat);
      return set === undefined ? { type: 'battle' } : { type: 'battle', set };
    }
    return raiseLegions(s, seat);
  }
  const legions = Math.min(3, s.legions[city] as number);
  // No legion to take along and none waiting there: raise some here first, or the walk ends without a battle.
  if (legions === 0 && (s.legions[h] as number) === 0) {
    const raise = raiseLegions(s, seat);
    if (raise !== null) return raise;
  }
  // Veni, vidi, vici: there at once with the legions, and a battle free of actions.
  if (holds(s, seat, 'veni-vidi-vici') && s.pending === null && legions + (s.legions[h] as number) > 0) {
    return { type: 'event', card: 'veni-vidi-vici', to: name(h), legions };
  }
  return stepToward(s, seat, h);
}

/** With the set in hand, toward the nearest barbarian of the tribe (allyNow then makes the alliance). */
function ally(s: FrState, seat: number, tribe: number): FrCommand | null {
  if (s.allied[tribe]) return null;
  const cards = cardsOf(s, seat, tribe);
  if (cards.length < (COST[tribe] as number)) return null;
  let best = -1;
  let bestCost = Infinity;
  for (let c = 0; c < CITY_COUNT; c++) {
    if ((s.cubes[c * TRIBE_COUNT + tribe] as number) === 0) continue;
    const cost = travelCost(s, seat, c);
    if (cost < bestCost) {
      bestCost = cost;
      best = c;
    }
  }
  return best < 0 ? null : stepToward(s, seat, best);
}

/** Both pawns to the card's city, where Conspire passes it; then the taker allies and the giver hunts. */
function meet(s: FrState, seat: number, goal: Extract<Goal, { kind: 'meet' }>): FrCommand | null {
  const tribe = cityCard(goal.card)?.tribe as number;
  if (holds(s, goal.taker, goal.card)) return seat === goal.taker ? ally(s, seat, tribe) : hunt(s, seat, nearestHostile(s, seat));
  if (!holds(s, goal.giver, goal.card)) return null;
  const city = cityCard(goal.card)?.city as number;
  const partner = seat === goal.giver ? goal.taker : goal.giver;
  if (s.pawns[seat] !== city) return stepToward(s, seat, city);
  if (s.pawns[partner] !== city || s.actionsLeft <= 0) return null;
  return { type: 'conspire', with: s.seats[partner] as string, card: goal.card, direction: seat === goal.giver ? 'give' : 'take' };
}

function inner(s: FrState, seat: number, goal: Exclude<Goal, { kind: 'idle' }>): FrCommand | null {
  switch (goal.kind) {
    case 'hunt':
      return hunt(s, seat, goal.city);
    case 'ally':
      return ally(s, seat, goal.tribe);
    case 'meet':
      return meet(s, seat, goal);
  }
}

/**
 * The seat's next command toward its goal, or null to end its actions (at once for `idle`).
 * Before the goal: an alliance it can make where it stands, and a free event that removes
 * hostile barbarians or passes a card (endgame-events.ts); at the end of the actions, Carpe diem
 * when the goal still has work for them, then Abundans cautela to keep the next invasion off the
 * board.
 */
export function goalCommand(s: FrState, seat: number, goal: Goal): FrCommand | null {
  if (goal.kind === 'idle') return null;
  const now = allyNow(s, seat);
  if (now !== null) return now;
  const event = eventFirst(s, seat, goal);
  if (event !== null) return event;
  const next = inner(s, seat, goal);
  if (next !== null) return next;
  if (s.actionsLeft === 0 && holds(s, seat, 'carpe-diem') && inner({ ...s, actionsLeft: 2 }, seat, goal) !== null) {
    return { type: 'event', card: 'carpe-diem' };
  }
  return holdInvasion(s, seat);
}
