import { CITIES, CITY_NAMES, PORTS } from './data/cities.js';
import { cityCard, isEvent } from './data/cards.js';
import { TRIBE_COUNT, TRIBE_INFO } from './data/tribes.js';
import type { FrCommand, PawnMove, Removal } from './commands.js';
import { freeEnlist } from './resolve/actions.js';
import { cubesAt, cubesIn, type FrState } from './state.js';

/** A seat and the command it gives. */
export interface Move {
  readonly seat: string;
  readonly command: FrCommand;
}

const TRIBE_IDS = TRIBE_INFO.map((t) => t.id);
const name = (city: number): string => CITY_NAMES[city] as string;

/** Corrupt Festina lente's fullest play: every pawn to `to`, each with up to 3 legions of its own city. */
export function everyPawnTo(s: FrState, to: string): PawnMove[] {
  const left = s.legions.slice();
  return s.seats.map((seat, i) => {
    const from = s.pawns[i] as number;
    const legions = Math.min(3, left[from] as number);
    left[from] = (left[from] as number) - legions;
    return { seat, to, legions };
  });
}

/** The seat whose answer or turn the game waits for, or undefined when it is over. */
export function seatToMove(s: FrState): string | undefined {
  if (s.result !== null) return undefined;
  return s.seats[s.pending?.seat ?? s.active];
}

function choices(s: FrState, out: FrCommand[]): void {
  const p = s.pending;
  if (p === null) return;
  switch (p.kind) {
    case 'second-revolt':
      out.push({ type: 'continue' });
      return;
    case 'discard':
      for (const card of s.hands[p.seat] as string[]) out.push({ type: 'discard', card });
      return;
    case 'put-back':
      for (const card of p.cards) out.push({ type: 'put-back', card });
      return;
    case 'reorder':
      if (p.remove) for (const card of p.cards) out.push({ type: 'reorder', order: p.cards.filter((c) => c !== card), remove: card });
      else out.push({ type: 'reorder', order: p.cards }, { type: 'reorder', order: p.cards.slice().reverse() });
      return;
    case 'remove':
      for (let first = 0; first < TRIBE_COUNT; first++) {
        if (cubesAt(s, p.city, first) === 0) continue;
        const tribes: string[] = [];
        for (let k = 0; k < TRIBE_COUNT && tribes.length < p.count; k++) {
          const t = (first + k) % TRIBE_COUNT;
          for (let n = cubesAt(s, p.city, t); n > 0 && tribes.length < p.count; n--) tribes.push(TRIBE_IDS[t] as string);
        }
        out.push({ type: 'remove', tribes });
      }
      return;
  }
}

/** No place in the hand: a small integer beyond any, so the places stay small integers (not Infinity, a double). */
const NONE = 0x3fffffff;

/** What the hand holds, read once (the generator runs for every step of every game). */
interface HandRead {
  /** Its city cards by tribe, in hand order. */
  readonly byTribe: readonly (readonly string[])[];
  /** Where in the hand each tribe's first city card is (NONE for none). */
  readonly firstAt: readonly number[];
  /** The first card of `city`, and the first city card at all. */
  readonly own: string | undefined;
  readonly anyCity: string | undefined;
}

function readHand(hand: readonly string[], city: number): HandRead {
  const byTribe: string[][] = [[], [], [], [], []];
  const firstAt = [NONE, NONE, NONE, NONE, NONE];
  let own: string | undefined;
  let anyCity: string | undefined;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i] as string;
    const info = cityCard(c);
    if (info === undefined) continue;
    (byTribe[info.tribe] as string[]).push(c);
    if (firstAt[info.tribe] === NONE) firstAt[info.tribe] = i;
    if (own === undefined && info.city === city) own = c;
    if (anyCity === undefined) anyCity = c;
  }
  return { byTribe, firstAt, own, anyCity };
}

/** The first card of `city` in `hand`, if any. */
function cardOf(hand: readonly string[], city: number): string | undefined {
  for (const c of hand) if (cityCard(c)?.city === city) return c;
  return undefined;
}

function actions(s: FrState, seat: number, out: FrCommand[]): void {
  const role = s.roles[seat];
  const city = s.pawns[seat] as number;
  const here = CITIES[city] as (typeof CITIES)[number];
  const hand = s.hands[seat] as string[];
  const legions = Math.min(3, s.legions[city] as number);
  // Indexed loops: this runs for every step of every game, often before the optimiser has.
  for (let i = 0; i < here.neighbours.length; i++) {
    const to = here.neighbours[i] as number;
    out.push({ type: 'march', to: name(to) });
    if (legions > 0) out.push({ type: 'march', to: name(to), legions });
  }
  const { byTribe, firstAt, own, anyCity } = readHand(hand, city);
  if (here.port) {
    for (let p = 0; p < PORTS.length; p++) {
      const to = PORTS[p] as number;
      if (to === city) continue;
      if (role === 'praefectus-classis') out.push({ type: 'sail', to: name(to), legions });
      else {
        // The first card in the hand of a colour the destination shows (FR-13).
        const tribes = (CITIES[to] as (typeof CITIES)[number]).tribes;
        let at = NONE;
        for (let i = 0; i < tribes.length; i++) {
          const first = firstAt[tribes[i] as number] as number;
          if (first < at) at = first;
        }
        if (at !== NONE) out.push({ type: 'sail', to: name(to), card: hand[at] as string, legions });
      }
    }
  }
  if (!s.forts[city] && s.fortSupply > 0) {
    if (own !== undefined) out.push({ type: 'build-fort', card: own });
    else if (role === 'praefectus-fabrum' && (s.legions[city] as number) >= 2) out.push({ type: 'build-fort' });
  }
  if (s.forts[city] && s.legionSupply > 0) out.push({ type: 'recruit' });
  if (legions > 0 && cubesIn(s, city) > 0) out.push({ type: 'battle' });
  if (s.actionsLeft > 0 && s.solitaire) {
    // FR-23: in solitaire Conspire goes through the treasury.
    if (own !== undefined) out.push({ type: 'conspire', with: 'treasury', card: own, direction: 'give' });
    for (const card of new Set(s.treasury)) out.push({ type: 'conspire', with: 'treasury', card, direction: 'take' });
  } else if (s.actionsLeft > 0) {
    for (let other = 0; other < s.pawns.length; other++) {
      if (other === seat || s.pawns[other] !== city) continue;
      if (own !== undefined) out.push({ type: 'conspire', with: s.seats[other] as string, card: own, direction: 'give' });
      // A card is offered for taking only from a hand the seat may see (FR-2); a closed hand's holder gives it on its turn.
      const theirs = s.rules.openHands ? cardOf(s.hands[other] as string[], city) : undefined;
      if (theirs !== undefined) out.push({ type: 'conspire', with: s.seats[other] as string, card: theirs, direction: 'take' });
      if (role === 'mercator' && !s.flags.mercatorTraded) trades(s, seat, other, out);
    }
  }
  const free = freeEnlist(s, seat);
  for (let t = 0; t < TRIBE_COUNT; t++) {
    const cards = byTribe[t] as string[];
    if (cards.length === 0) continue;
    const present = cubesAt(s, city, t) > 0;
    const cost = (TRIBE_INFO[t] as { allianceCost: number }).allianceCost;
    if (!s.allied[t] && cards.length >= cost && (present || role === 'mercator')) out.push({ type: 'ally', tribe: TRIBE_IDS[t] as string, cards: cards.slice(0, cost) });
    if (s.allied[t] && present && !free) out.push({ type: 'enlist', tribe: TRIBE_IDS[t] as string, card: cards[0] as string });
  }
  // FR-12: the Regina Foederata's first Enlist of a turn needs no card.
  if (free) for (let t = 0; t < TRIBE_COUNT; t++) if (s.allied[t] && cubesAt(s, city, t) > 0) out.push({ type: 'enlist', tribe: TRIBE_IDS[t] as string });
  if (role === 'regina-foederata') escorts(s, city, legions, out);
  if (role === 'consul' && s.legionSupply > 0) out.push({ type: 'reinforce', city: name(city) });
  if (role === 'praefectus-classis' && here.port && own !== undefined && s.legionSupply > 0) {
    out.push({ type: 'levy', card: own });
    if (s.legionSupply > 1) out.push({ type: 'levy', card: own, legions: 1 });
  }
  if (role === 'vestalis' && s.rules.vestalisConsult === 'action') consults(s, seat, out);
  if (role === 'praefectus-fabrum' && anyCity !== undefined) {
    for (let to = 0; to < s.forts.length; to++) if (s.forts[to] && to !== city) out.push({ type: 'transfer', to: name(to), card: anyCity, legions });
  }
}

/** The Mercator's trades with `other`: cards of his city each way (FR-11), or any card with the option. */
function trades(s: FrState, seat: number, other: number, out: FrCommand[]): void {
  const city = s.pawns[seat] as number;
  const fits = (c: string) => s.rules.mercatorTrade === 'any-card' || cityCard(c)?.city === city;
  const withSeat = s.seats[other] as string;
  for (const card of new Set((s.hands[seat] as string[]).filter(fits))) out.push({ type: 'trade', with: withSeat, card, direction: 'give' });
  if (!s.rules.openHands) return;
  for (const card of new Set((s.hands[other] as string[]).filter(fits))) out.push({ type: 'trade', with: withSeat, card, direction: 'take' });
}

/** The Regina Foederata's marches with barbarians: of each tribe here she may take (FR-12) as many as fit (at most 3 pieces, never a 4th of a colour). */
function escorts(s: FrState, city: number, legions: number, out: FrCommand[]): void {
  for (const to of (CITIES[city] as (typeof CITIES)[number]).neighbours) {
    for (let t = 0; t < TRIBE_COUNT; t++) {
      if (s.rules.reginaMoves === 'allied' && !s.allied[t]) continue;
      const n = Math.min(3, cubesAt(s, city, t), 3 - cubesAt(s, to, t));
      if (n <= 0) continue;
      const barbarians = { [TRIBE_IDS[t] as string]: n };
      out.push({ type: 'march', to: name(to), barbarians });
      if (n < 3 && legions > 0) out.push({ type: 'march', to: name(to), barbarians, legions: Math.min(legions, 3 - n) });
    }
  }
}

/** The Vestalis's draws from her deck, for each card of her city she holds. */
function consults(s: FrState, seat: number, out: FrCommand[]): void {
  if (s.roles[seat] !== 'vestalis' || s.vestalisDeck.length === 0) return;
  const city = s.pawns[seat] as number;
  for (const card of new Set((s.hands[seat] as string[]).filter((c) => cityCard(c)?.city === city))) out.push({ type: 'consult', card });
}

/** The city with the most barbarians (the first of equals), else the seat's own. */
function pickCity(s: FrState, seat: number): number {
  let best = s.pawns[seat] as number;
  let most = -1;
  for (let c = 0; c < CITIES.length; c++) {
    const n = cubesIn(s, c);
    if (n > most) {
      most = n;
      best = c;
    }
  }
  return best;
}

/** The first tribe with barbarians in `city`, or -1. */
function firstTribeIn(s: FrState, city: number): number {
  for (let t = 0; t < TRIBE_COUNT; t++) if (cubesAt(s, city, t) > 0) return t;
  return -1;
}

/** A few ready-made plays of each event in the hand (not every parameter; enough to explore). */
function events(s: FrState, seat: number, out: FrCommand[]): void {
  const city = s.pawns[seat] as number;
  // FR-21: the Vestalis's draw from her deck is, by default, no action and open whenever an event is.
  if (s.rules.vestalisConsult === 'free') consults(s, seat, out);
  let picked = -1;
  const target = () => (picked < 0 ? (picked = pickCity(s, seat)) : picked);
  const hand = s.hands[seat] as string[];
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i] as string;
    if (!isEvent(card)) continue;
    for (let k = 0; k < 2; k++) {
      const corrupt = k === 1;
      if (corrupt && s.decline + 1 >= s.rules.declineLimit) continue;
      switch (card) {
        case 'carpe-diem':
        case 'alea-iacta-est':
        case 'abundans-cautela':
        case 'audentes-fortuna-iuvat':
          out.push({ type: 'event', card, corrupt });
          break;
        case 'melius-cavere':
          if (s.barbarianDeck.length > 0) out.push({ type: 'event', card, corrupt });
          break;
        case 'hic-manebimus-optime':
          if (s.legionSupply > 0) out.push(corrupt ? { type: 'event', card, corrupt } : { type: 'event', card, corrupt, cities: fortCities(s, 3) });
          break;
        case 'mortui-non-mordent': {
          const at = target();
          const t = firstTribeIn(s, at);
          if (t < 0) break;
          const removals: Removal[] = [];
          for (let n = Math.min(corrupt ? 4 : 2, cubesAt(s, at, t)); n > 0; n--) removals.push({ city: name(at), tribe: TRIBE_IDS[t] as string });
          out.push({ type: 'event', card, corrupt, removals });
          break;
        }
        case 'mors-tua-vita-mea': {
          const t = firstTribeIn(s, city);
          if (t >= 0) out.push({ type: 'event', card, corrupt, removals: [{ city: name(city), tribe: TRIBE_IDS[t] as string }] });
          break;
        }
        case 'homo-faber': {
          const take = discardedCard(s, corrupt ? -1 : city);
          if (take !== undefined) out.push({ type: 'event', card, corrupt, take });
          break;
        }
        case 'si-vis-pacem':
          if (!s.forts[city] && s.fortSupply > 0) out.push({ type: 'event', card, corrupt, city: name(city) });
          break;
        case 'festina-lente': {
          const to = name(target());
          if (!corrupt) out.push({ type: 'event', card, corrupt, moves: [{ seat: s.seats[seat] as string, to }] });
          else out.push({ type: 'event', card, corrupt, moves: everyPawnTo(s, to) });
          break;
        }
        case 'veni-vidi-vici':
          out.push({ type: 'event', card, corrupt, to: name(target()), legions: Math.min(3, s.legions[city] as number) });
          break;
        case 'vae-victis': {
          const last = s.lastBattle;
          if (last === null || last.removed === 0) break;
          let other = 0;
          while (other < CITIES.length && (other === last.city || cubesIn(s, other) === 0)) other++;
          const t = other < CITIES.length ? firstTribeIn(s, other) : -1;
          if (t >= 0) out.push({ type: 'event', card, corrupt, removals: [{ city: name(other), tribe: TRIBE_IDS[t] as string }] });
          break;
        }
        case 'do-ut-des':
          break;
      }
    }
  }
}

/** The first `most` cities with a fort, by name. */
function fortCities(s: FrState, most: number): string[] {
  const cities: string[] = [];
  for (let c = 0; c < s.forts.length && cities.length < most; c++) if (s.forts[c]) cities.push(name(c));
  return cities;
}

/** The first city card in the discard, of `city` unless it is -1. */
function discardedCard(s: FrState, city: number): string | undefined {
  for (const c of s.playerDiscard) {
    const info = cityCard(c);
    if (info !== undefined && (city < 0 || info.city === city)) return c;
  }
  return undefined;
}

/**
 * Commands the seat to move may give now, legal by construction (a test checks each against the
 * rules). Events are offered with a few ready-made parameters each.
 */
export function legalCommands(s: FrState, withEvents = true): FrCommand[] {
  const out: FrCommand[] = [];
  if (s.result !== null) return out;
  if (s.pending !== null) {
    choices(s, out);
    if (withEvents && s.pending.kind !== 'remove' && s.pending.kind !== 'put-back' && s.pending.kind !== 'reorder') events(s, s.pending.seat, out);
    return out;
  }
  const seat = s.active;
  if (s.phase === 'actions') {
    out.push({ type: 'draw' });
    if (s.roles[seat] === 'vestalis' && s.playerDeck.length >= 3) out.push({ type: 'draw', three: true });
    if (s.actionsLeft > 0) actions(s, seat, out);
    else if (s.roles[seat] === 'regina-foederata' && !s.flags.reginaEnlisted) {
      const all: FrCommand[] = [];
      actions(s, seat, all);
      for (const c of all) if (c.type === 'enlist') out.push(c);
    }
  } else if (s.phase === 'invade') out.push({ type: 'invade' });
  if (withEvents) events(s, seat, out);
  return out;
}
