import type { Escort, FrCommand } from './commands.js';
import { cityCard } from './data/cards.js';
import { CITIES, CITY_COUNT, CITY_NAMES, PORTS } from './data/cities.js';
import { TRIBE_COUNT, TRIBE_INFO, TRIBES } from './data/tribes.js';
import type { FrState } from './state.js';

// Every parameter of every action and answer, for the menus (offers.ts): the rules' own list
// (legal.ts) names one ready-made variant where a player may choose among several. Candidates only:
// offers.ts keeps those the rules accept.

const name = (city: number) => CITY_NAMES[city] as string;

/** What a pawn may take along when it moves: 0–3 legions and, for the Regina Foederata, barbarians of any tribes there, at most 3 pieces in all (FR-12). */
export function escorts(s: FrState, seat: number): { legions?: number; barbarians?: Escort }[] {
  const from = s.pawns[seat] as number;
  const most = Math.min(3, s.legions[from] as number);
  const out: { legions?: number; barbarians?: Escort }[] = [];
  for (let n = 0; n <= most; n++) out.push(n > 0 ? { legions: n } : {});
  if (s.roles[seat] !== 'regina-foederata') return out;
  const present = TRIBES.map((_, t) => s.cubes[from * TRIBE_COUNT + t] as number);
  for (const barbarians of groupsUpTo(present, 3)) {
    const b = Object.values(barbarians).reduce((sum, k) => sum + k, 0);
    for (let n = 0; n <= Math.min(most, 3 - b); n++) out.push({ ...(n > 0 ? { legions: n } : {}), barbarians });
  }
  return out;
}

/** Every non-empty choice of at most `most` pieces from counts by tribe, as an escort. */
function groupsUpTo(present: readonly number[], most: number): Escort[] {
  const out: Escort[] = [];
  const walk = (t: number, left: number, chosen: Record<string, number>) => {
    if (t === TRIBE_COUNT) {
      if (Object.keys(chosen).length > 0) out.push({ ...chosen });
      return;
    }
    for (let k = 0; k <= Math.min(left, present[t] as number); k++) {
      const next = { ...chosen };
      if (k > 0) next[TRIBES[t] as string] = k;
      walk(t + 1, left - k, next);
    }
  };
  walk(0, most, {});
  return out;
}

/** Every set of `size` items of `items` (order kept). */
function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => combinations(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
}

/** Every order of the items. */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** Die faces set by Alea iacta est: every multiset of 1–3 values (the order does not matter). */
function faceSets(dice: number): number[][] {
  const out: number[][] = [];
  const walk = (from: number, chosen: number[]) => {
    if (chosen.length === dice) return void out.push(chosen);
    for (let v = from; v <= 6; v++) walk(v, [...chosen, v]);
  };
  walk(1, []);
  return out;
}

/** The answers to what the game asks of the seat: every order of a reorder, every mix of tribes of a removal. */
export function answerChoices(s: FrState): FrCommand[] {
  const p = s.pending;
  if (p === null) return [];
  if (p.kind === 'reorder') {
    if (!p.remove) return orders(p.cards).map((order) => ({ type: 'reorder', order }));
    return p.cards.flatMap((remove, i) => orders([...p.cards.slice(0, i), ...p.cards.slice(i + 1)]).map((order) => ({ type: 'reorder', order, remove })));
  }
  if (p.kind === 'remove') {
    const present = TRIBES.map((_, t) => s.cubes[p.city * TRIBE_COUNT + t] as number);
    return groupsUpTo(present, p.count).map((group) => ({ type: 'remove', tribes: Object.entries(group).flatMap(([tribe, n]) => Array.from({ length: n }, () => tribe)) }));
  }
  return [];
}

/** Every action of the seat with every parameter its role and hand allow. */
export function actionChoices(s: FrState, seat: number): FrCommand[] {
  if (s.pending !== null || s.phase !== 'actions' || s.active !== seat) return [];
  const out: FrCommand[] = [];
  const role = s.roles[seat];
  const city = s.pawns[seat] as number;
  const hand = [...new Set(s.hands[seat] as string[])].filter((c) => cityCard(c) !== undefined);
  const along = escorts(s, seat);
  const forts = [...Array(CITY_COUNT).keys()].filter((c) => s.forts[c] === true);
  for (const to of (CITIES[city] as (typeof CITIES)[number]).neighbours) for (const escort of along) out.push({ type: 'march', to: name(to), ...escort });
  if (PORTS.includes(city)) {
    for (const to of PORTS) {
      if (to === city) continue;
      for (const card of [undefined, ...hand]) for (const escort of along) out.push({ type: 'sail', to: name(to), ...(card ? { card } : {}), ...escort });
    }
  }
  for (const card of [undefined, ...hand]) for (const from of [undefined, ...forts]) out.push({ type: 'build-fort', ...(card ? { card } : {}), ...(from === undefined ? {} : { from: name(from) }) });
  // No dice given is every die the legions allow: fewer are offered as such.
  const dice = Math.max(1, Math.min(s.rules.maxDice, s.legions[city] as number));
  for (let n = 1; n <= dice; n++) {
    if (n < dice) out.push({ type: 'battle', dice: n });
    if (s.flags.setDice !== 'none') for (const set of faceSets(n)) out.push({ type: 'battle', ...(n < dice ? { dice: n } : {}), set });
  }
  const others = s.solitaire ? ['treasury'] : s.seats.filter((_, i) => i !== seat);
  for (const other of others) {
    const theirs = other === 'treasury' ? s.treasury : (s.hands[s.seats.indexOf(other)] as string[]);
    for (const type of ['conspire', 'trade'] as const) {
      for (const card of hand) out.push({ type, with: other, card, direction: 'give' });
      for (const card of new Set(theirs)) out.push({ type, with: other, card, direction: 'take' });
    }
  }
  TRIBE_INFO.forEach((info, t) => {
    const cards = hand.filter((c) => cityCard(c)?.tribe === t);
    for (const chosen of combinations(cards, info.allianceCost)) out.push({ type: 'ally', tribe: info.id, cards: chosen });
    // No legions given is as many as the barbarians there: fewer are offered as such (FR-26).
    const present = s.cubes[city * TRIBE_COUNT + t] as number;
    if (s.allied[t]) for (const card of [undefined, ...cards]) for (let legions = -1; legions < present; legions++) out.push({ type: 'enlist', tribe: info.id, ...(card ? { card } : {}), ...(legions < 0 ? {} : { legions }) });
  });
  if (role === 'consul') for (let c = 0; c < CITY_COUNT; c++) out.push({ type: 'reinforce', city: name(c) });
  // No legions given is 2 (fewer when the supply runs short).
  if (role === 'praefectus-classis') for (const card of hand) for (const legions of [undefined, 1]) out.push({ type: 'levy', card, ...(legions === undefined ? {} : { legions }) });
  if (role === 'praefectus-fabrum') for (let to = 0; to < CITY_COUNT; to++) for (const card of hand) for (const escort of along) out.push({ type: 'transfer', to: name(to), card, ...escort });
  if (role === 'vestalis') for (const card of hand) out.push({ type: 'consult', card });
  return out;
}
