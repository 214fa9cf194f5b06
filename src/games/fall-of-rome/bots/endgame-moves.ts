import type { FrCommand } from '../commands.js';
import { CITIES, CITY_COUNT, CITY_NAMES, PORTS } from '../data/cities.js';
import { cityCard } from '../data/cards.js';
import { hostileAt, type FrState } from '../state.js';
import { DISTANCE } from './distance.js';

export const name = (city: number): string => CITY_NAMES[city] as string;

export const holds = (s: FrState, seat: number, card: string): boolean => (s.hands[seat] as readonly string[]).includes(card);

/** Cities holding barbarians of tribes not allied. */
export function hostileCities(s: FrState): number[] {
  const out: number[] = [];
  for (let c = 0; c < CITY_COUNT; c++) if (hostileAt(s, c) > 0) out.push(c);
  return out;
}

/** A card that may pay for a voyage to `port`, the least useful first: an allied tribe's, then the tribe the seat holds fewest of. */
function fare(s: FrState, seat: number, port: number): string | undefined {
  const hand = s.hands[seat] as readonly string[];
  const colours = (CITIES[port] as { tribes: readonly number[] }).tribes;
  let best: string | undefined;
  let bestKey = Infinity;
  for (const card of hand) {
    const info = cityCard(card);
    if (info === undefined || !colours.includes(info.tribe)) continue;
    const key = s.allied[info.tribe] ? -1 : hand.filter((c) => cityCard(c)?.tribe === info.tribe).length;
    if (key < bestKey) {
      bestKey = key;
      best = card;
    }
  }
  return best;
}

/** Actions the seat needs to reach `to` by road, or by one voyage and road. */
export function travelCost(s: FrState, seat: number, to: number): number {
  const from = s.pawns[seat] as number;
  const walk = (DISTANCE[from] as readonly number[])[to] as number;
  if (!(CITIES[from] as { port: boolean }).port) return walk;
  let best = walk;
  for (const port of PORTS) {
    if (port === from) continue;
    const cost = 1 + ((DISTANCE[port] as readonly number[])[to] as number);
    if (cost < best && (s.roles[seat] === 'praefectus-classis' || fare(s, seat, port) !== undefined)) best = cost;
  }
  return best;
}

/**
 * The next step toward `to` with up to 3 legions of the pawn's city: a voyage when it saves an
 * action (the Praefectus Classis sails free), else a march along a shortest road.
 */
export function stepToward(s: FrState, seat: number, to: number): FrCommand | null {
  const from = s.pawns[seat] as number;
  if (from === to || s.actionsLeft <= 0) return null;
  const legions = Math.min(3, s.legions[from] as number);
  const carry = legions > 0 ? { legions } : {};
  const walk = (DISTANCE[from] as readonly number[])[to] as number;
  if ((CITIES[from] as { port: boolean }).port) {
    let best = -1;
    let bestCost = walk;
    for (const port of PORTS) {
      if (port === from) continue;
      const cost = 1 + ((DISTANCE[port] as readonly number[])[to] as number);
      if (cost < bestCost && (s.roles[seat] === 'praefectus-classis' || fare(s, seat, port) !== undefined)) {
        bestCost = cost;
        best = port;
      }
    }
    if (best >= 0) {
      const card = s.roles[seat] === 'praefectus-classis' ? undefined : fare(s, seat, best);
      return { type: 'sail', to: name(best), ...(card === undefined ? {} : { card }), legions };
    }
  }
  for (const next of (CITIES[from] as { neighbours: readonly number[] }).neighbours) {
    if ((DISTANCE[next] as readonly number[])[to] === walk - 1) return { type: 'march', to: name(next), ...carry };
  }
  return null;
}
