import type { FrCommand } from '../commands.js';
import { cityCard } from '../data/cards.js';
import { TRIBE_COUNT, TRIBE_INFO } from '../data/tribes.js';
import type { FrState } from '../state.js';
import { DISTANCE } from './distance.js';

/** A card to pass by Conspire: both pawns must stand in the card's city. */
export interface PlannedPass {
  readonly tribe: number;
  readonly card: string;
  readonly giver: number;
  readonly collector: number;
  readonly city: number;
  /** Road steps both pawns still have to walk to meet there. */
  readonly walk: number;
}

/**
 * What the whole table works toward (all seats are the same bot in a cooperative game): who
 * collects each tribe's set, the cards nobody may spend, and the meetings that pass them.
 */
export interface TablePlan {
  /** Per tribe the collecting seat; -1 when allied or no hand holds a card of it. */
  readonly collectors: readonly number[];
  /** Per tribe the cards still to pass to the collector (the shortest walks first), met or not. */
  readonly needed: readonly (readonly PlannedPass[])[];
  /** The meetings to walk to now: each seat in at most one, so couriers are not pulled two ways. */
  readonly meetings: readonly PlannedPass[];
  /** Cards nobody should spend: the sets at most 2 cards short and the cards they need from other hands. */
  readonly reserved: ReadonlySet<string>;
}

const COST = TRIBE_INFO.map((t) => t.allianceCost);
/** Cards a collector may still lack for the table to keep the set's cards. */
const RESERVE_WITHIN = 2;

function count(hand: readonly string[], tribe: number): number {
  let n = 0;
  for (const card of hand) if (cityCard(card)?.tribe === tribe) n += 1;
  return n;
}

/**
 * The collector of each tribe not allied: the seat holding most of its cards; ties go to a seat
 * whose hand has room for the set beside the sets it already collects (hand limit), then to the
 * Mercator (he allies without a barbarian present), then to the earlier seat. Tribes closest to
 * their alliance choose first.
 */
export function chooseCollectors(s: FrState): number[] {
  const seats = s.hands.length;
  const counts = Array.from({ length: TRIBE_COUNT }, (_, t) => s.hands.map((hand) => count(hand, t)));
  const load = new Array<number>(seats).fill(0);
  const collectors = new Array<number>(TRIBE_COUNT).fill(-1);
  const order = [...Array(TRIBE_COUNT).keys()]
    .filter((t) => !s.allied[t] && Math.max(...(counts[t] as number[])) > 0)
    .sort((a, b) => Math.max(...(counts[b] as number[])) / (COST[b] as number) - Math.max(...(counts[a] as number[])) / (COST[a] as number) || a - b);
  for (const t of order) {
    const cost = COST[t] as number;
    let best = -1;
    let bestKey = -Infinity;
    for (let seat = 0; seat < seats; seat++) {
      const room = (load[seat] as number) + cost <= s.rules.handLimit;
      const key = 4 * ((counts[t] as number[])[seat] as number) + (room ? 2 : 0) + (s.roles[seat] === 'mercator' ? 1 : 0);
      if (key > bestKey) {
        bestKey = key;
        best = seat;
      }
    }
    collectors[t] = best;
    load[best] = (load[best] as number) + cost;
  }
  return collectors;
}

/** The table's plan for the alliances, from the state alone (so every seat of the table computes the same one). */
export function tablePlan(s: FrState): TablePlan {
  const collectors = chooseCollectors(s);
  const reserved = new Set<string>();
  const needed: PlannedPass[][] = [];
  for (let t = 0; t < TRIBE_COUNT; t++) {
    const collector = collectors[t] as number;
    const passes: PlannedPass[] = [];
    needed.push(passes);
    if (collector < 0) continue;
    const own = (s.hands[collector] as readonly string[]).filter((c) => cityCard(c)?.tribe === t);
    const missing = (COST[t] as number) - own.length;
    // A set begun with one or two cards of five does not yet bind the table's cards.
    const binding = missing <= RESERVE_WITHIN;
    if (binding) for (const card of own.slice(0, COST[t])) reserved.add(card);
    if (missing <= 0) continue;
    const home = DISTANCE[s.pawns[collector] as number] as readonly number[];
    const offers: PlannedPass[] = [];
    s.hands.forEach((hand, giver) => {
      if (giver === collector) return;
      const dist = DISTANCE[s.pawns[giver] as number] as readonly number[];
      for (const card of hand) {
        const info = cityCard(card);
        if (info === undefined || info.tribe !== t) continue;
        offers.push({ tribe: t, card, giver, collector, city: info.city, walk: (dist[info.city] as number) + (home[info.city] as number) });
      }
    });
    offers.sort((a, b) => a.walk - b.walk || a.giver - b.giver || a.card.localeCompare(b.card));
    for (const pass of offers.slice(0, missing)) {
      passes.push(pass);
      if (binding) reserved.add(pass.card);
    }
  }
  const meetings: PlannedPass[] = [];
  const busy = new Set<number>();
  const all = needed.flat().sort((a, b) => a.walk - b.walk || a.tribe - b.tribe || a.card.localeCompare(b.card));
  for (const pass of all) {
    if (busy.has(pass.giver) || busy.has(pass.collector)) continue;
    busy.add(pass.giver);
    busy.add(pass.collector);
    meetings.push(pass);
  }
  return { collectors, needed, meetings, reserved };
}

const SPENDING = new Set(['sail', 'build-fort', 'enlist', 'levy', 'transfer', 'consult']);

/** Whether the command pays with a card the table plan keeps for an alliance (a voyage, a fort, a levy …). */
export function spendsReserved(s: FrState, command: FrCommand): boolean {
  if (!SPENDING.has(command.type) || !('card' in command) || command.card === undefined) return false;
  return tablePlan(s).reserved.has(command.card);
}
