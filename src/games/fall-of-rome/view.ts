import type { Rules } from './data/options.js';
import { CITY_NAMES, CITY_COUNT } from './data/cities.js';
import { isEvent } from './data/cards.js';
import type { Role } from './data/roles.js';
import { TRIBE_COUNT, TRIBE_INFO, type Tribe } from './data/tribes.js';
import type { FrEvent } from './events.js';
import { barbarianPiles, invasionRate, recruitmentRate, type FrState, type Phase, type Result, type TurnFlags } from './state.js';

/** A card a seat may not see. */
export const HIDDEN = '?';

export interface CityView {
  readonly name: string;
  readonly legions: number;
  readonly fort: boolean;
  /** Barbarians by tribe, only tribes present. */
  readonly barbarians: Partial<Record<Tribe, number>>;
}

export type PendingView =
  | { readonly kind: 'remove'; readonly seat: string; readonly city: string; readonly count: number }
  | { readonly kind: 'discard' | 'second-revolt'; readonly seat: string }
  | { readonly kind: 'put-back'; readonly seat: string; readonly cards: readonly string[] }
  | { readonly kind: 'reorder'; readonly seat: string; readonly cards: readonly string[]; readonly remove: boolean };

/** What one seat may know: no deck order, and no card another seat holds in secret. */
export interface FrView {
  readonly seat: string;
  readonly turn: number;
  readonly active: string;
  readonly phase: Phase;
  readonly actionsLeft: number;
  readonly difficulty: string;
  readonly solitaire: boolean;
  readonly invasionRate: number;
  /** The marker's step on the invasion track (and the recruitment track beside it). */
  readonly invasionStep: number;
  readonly recruitmentRate: number;
  readonly decline: number;
  readonly declineLimit: number;
  /** The rules options of the match (public: every player knows the rules played). */
  readonly rules: Rules;
  readonly players: readonly { readonly seat: string; readonly role: Role; readonly city: string; readonly hand: readonly string[]; readonly handSize: number }[];
  readonly cities: readonly CityView[];
  readonly supply: { readonly legions: number; readonly forts: number; readonly barbarians: Readonly<Record<Tribe, number>> };
  readonly allied: readonly Tribe[];
  readonly playerDeck: number;
  readonly playerDiscard: readonly string[];
  /** Solitaire: the city cards in the treasury, face up (FR-23). */
  readonly treasury: readonly string[];
  readonly barbarianDeck: number;
  readonly barbarianDiscard: readonly string[];
  /** The piles shuffled onto the barbarian deck, top first, each pile's cards sorted: public, their order not (FR-28). */
  readonly barbarianKnownTop: readonly (readonly string[])[];
  /** The Vestalis's private deck: its cards (sorted) for her, its size for everyone. */
  readonly vestalisDeck: readonly string[];
  readonly vestalisDeckSize: number;
  /** Revolts resolved and barbarian cards removed; unused events only as a count. */
  readonly box: readonly string[];
  readonly unusedEvents: number;
  readonly flags: TurnFlags;
  readonly pending: PendingView | null;
  /** The battle fought this turn, if any: where, and how many barbarians it removed (public, as the log tells it; Vae victis follows it). */
  readonly lastBattle: { readonly city: string; readonly removed: number } | null;
  readonly canUndo: boolean;
  readonly result: Result | null;
}

function handVisible(state: FrState, owner: number, viewer: number): boolean {
  return state.rules.openHands || owner === viewer;
}

function pendingView(state: FrState, viewer: number): PendingView | null {
  const p = state.pending;
  if (p === null) return null;
  const seat = state.seats[p.seat] as string;
  switch (p.kind) {
    case 'remove':
      return { kind: 'remove', seat, city: CITY_NAMES[p.city] as string, count: p.count };
    case 'put-back':
      return { kind: 'put-back', seat, cards: handVisible(state, p.seat, viewer) ? p.cards : p.cards.map(() => HIDDEN) };
    case 'reorder':
      return { kind: 'reorder', seat, cards: p.seat === viewer ? p.cards : p.cards.map(() => HIDDEN), remove: p.remove };
    default:
      return { kind: p.kind, seat };
  }
}

/** The cards of each known pile on top of the barbarian deck, top pile first, sorted within a pile. */
export function knownTop(state: FrState): string[][] {
  const deck = state.barbarianDeck;
  let end = deck.length;
  return barbarianPiles(state).map((n) => {
    const pile = deck.slice(end - n, end).sort();
    end -= n;
    return pile;
  });
}

export function viewFor(state: FrState, seat: string): FrView {
  const viewer = state.seats.indexOf(seat);
  const cities: CityView[] = [];
  for (let c = 0; c < CITY_COUNT; c++) {
    const barbarians: Partial<Record<Tribe, number>> = {};
    for (let t = 0; t < TRIBE_COUNT; t++) {
      const n = state.cubes[c * TRIBE_COUNT + t] as number;
      if (n > 0) barbarians[(TRIBE_INFO[t] as { id: Tribe }).id] = n;
    }
    cities.push({ name: CITY_NAMES[c] as string, legions: state.legions[c] as number, fort: state.forts[c] as boolean, barbarians });
  }
  const vestalis = state.roles.indexOf('vestalis');
  return {
    seat,
    turn: state.turn,
    active: state.seats[state.active] as string,
    phase: state.phase,
    actionsLeft: state.actionsLeft,
    difficulty: state.difficulty,
    solitaire: state.solitaire,
    invasionRate: invasionRate(state),
    invasionStep: state.invasion,
    recruitmentRate: recruitmentRate(state),
    decline: state.decline,
    declineLimit: state.rules.declineLimit,
    rules: state.rules,
    players: state.seats.map((name, i) => ({
      seat: name,
      role: state.roles[i] as Role,
      city: CITY_NAMES[state.pawns[i] as number] as string,
      hand: handVisible(state, i, viewer) ? (state.hands[i] as string[]).slice() : [],
      handSize: (state.hands[i] as string[]).length,
    })),
    cities,
    supply: {
      legions: state.legionSupply,
      forts: state.fortSupply,
      barbarians: Object.fromEntries(TRIBE_INFO.map((t, i) => [t.id, state.cubeSupply[i] as number])) as Record<Tribe, number>,
    },
    allied: TRIBE_INFO.filter((_, i) => state.allied[i]).map((t) => t.id),
    playerDeck: state.playerDeck.length,
    playerDiscard: state.playerDiscard.slice(),
    treasury: state.treasury.slice(),
    barbarianDeck: state.barbarianDeck.length,
    barbarianDiscard: state.barbarianDiscard.slice(),
    barbarianKnownTop: knownTop(state),
    vestalisDeck: viewer >= 0 && viewer === vestalis ? state.vestalisDeck.slice().sort() : [],
    vestalisDeckSize: state.vestalisDeck.length,
    box: state.box.filter((card) => !isEvent(card)),
    unusedEvents: state.box.filter(isEvent).length,
    flags: state.flags,
    pending: pendingView(state, viewer),
    lastBattle: state.lastBattle === null ? null : { city: CITY_NAMES[state.lastBattle.city] as string, removed: state.lastBattle.removed },
    canUndo: state.previous !== null && state.undoBy === viewer && state.pending === null,
    result: state.result,
  };
}

/** The seat's index from its name "p1", "p2", …; -1 for an onlooker. */
export function seatNumber(seat: string): number {
  return /^p[1-9]$/.test(seat) ? Number(seat.slice(1)) - 1 : -1;
}

/** The event as `seat` may see it: deck orders never, secret cards as "?" (FR-2). */
export function redactEvent(event: FrEvent, seat: string): FrEvent {
  const viewer = seatNumber(seat);
  switch (event.t) {
    case 'shuffle':
      return { t: 'shuffle', order: event.order.map(() => HIDDEN) };
    case 'reorder':
      return event.seat === viewer ? event : { ...event, top: event.top.map(() => HIDDEN) };
    case 'draw':
    case 'consult':
    case 'put-back':
      return !event.secret || event.seat === viewer ? event : { ...event, card: HIDDEN };
    case 'give':
      return !event.secret || event.from === viewer || event.to === viewer ? event : { ...event, card: HIDDEN };
    case 'pending': {
      const p = event.pending;
      if (p?.kind === 'reorder' && p.seat !== viewer) return { t: 'pending', pending: { ...p, cards: p.cards.map(() => HIDDEN) } };
      if (p?.kind === 'put-back' && p.secret && p.seat !== viewer) return { t: 'pending', pending: { ...p, cards: p.cards.map(() => HIDDEN) } };
      return event;
    }
    default:
      return event;
  }
}
