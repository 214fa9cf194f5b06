import { CITIES, CITY_COUNT, CITY_NAMES, PORTS } from './data/cities.js';
import { cityCard, isEvent } from './data/cards.js';
import { TRIBE_COUNT, TRIBE_INFO, TRIBES } from './data/tribes.js';
import type { Escort, FrCommand, PawnMove, Removal } from './commands.js';
import { freeEnlist } from './resolve/actions.js';
import { cubesAt, cubesIn, type FrState } from './state.js';
import { HIDDEN } from './view.js';

// What the seat to move may do, at two breadths from one generator. `legalCommands`: one ready-made
// variant of each action, answer and event — legal by construction and fast, for the bots and the
// random games. `everyVariant`: every parameter a player may choose instead (legions, cards,
// escorts, dice, orders, targets), for the menus, which keep the candidates the rules accept
// (offers.ts). Each block below serves both, so a rule's where and who is written once.

const name = (city: number): string => CITY_NAMES[city] as string;

/** The events that take targets: the ready-made list has one play of each (none of Do ut des), the menus every target. */
export const TARGETED_EVENTS: ReadonlySet<string> = new Set(['vae-victis', 'hic-manebimus-optime', 'mortui-non-mordent', 'mors-tua-vita-mea', 'homo-faber', 'si-vis-pacem', 'festina-lente', 'veni-vidi-vici', 'do-ut-des']);

/** Corrupt Festina lente's fullest play: every pawn to `to`, each with up to 3 legions of its own city. */
function everyPawnTo(s: FrState, to: string): PawnMove[] {
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

function answers(s: FrState, out: FrCommand[], every: boolean): void {
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
      if (every) everyReorder(p.cards, p.remove, out);
      else if (p.remove) for (const card of p.cards) out.push({ type: 'reorder', order: p.cards.filter((c) => c !== card), remove: card });
      else out.push({ type: 'reorder', order: p.cards }, { type: 'reorder', order: p.cards.slice().reverse() });
      return;
    case 'remove':
      if (every) {
        everyRemoval(s, p.city, p.count, out);
        return;
      }
      // Ready-made: from each tribe present on, as many as come in tribe order.
      for (let first = 0; first < TRIBE_COUNT; first++) {
        if (cubesAt(s, p.city, first) === 0) continue;
        const tribes: string[] = [];
        for (let k = 0; k < TRIBE_COUNT && tribes.length < p.count; k++) {
          const t = (first + k) % TRIBE_COUNT;
          for (let n = cubesAt(s, p.city, t); n > 0 && tribes.length < p.count; n--) tribes.push(TRIBES[t] as string);
        }
        out.push({ type: 'remove', tribes });
      }
      return;
  }
}

/** Every order of Melius cavere's cards, each without each card when one goes. */
function everyReorder(cards: readonly string[], remove: boolean, out: FrCommand[]): void {
  if (!remove) for (const order of orders(cards)) out.push({ type: 'reorder', order });
  else cards.forEach((card, i) => orders([...cards.slice(0, i), ...cards.slice(i + 1)]).forEach((order) => out.push({ type: 'reorder', order, remove: card })));
}

/** Every mix of tribes of `city` a battle's removal may take. */
function everyRemoval(s: FrState, city: number, count: number, out: FrCommand[]): void {
  const present = TRIBES.map((_, t) => cubesAt(s, city, t));
  for (const group of groupsUpTo(present, count)) out.push({ type: 'remove', tribes: Object.entries(group).flatMap(([tribe, n]) => Array.from({ length: n }, () => tribe)) });
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

const NO_CARDS: readonly string[] = [];
const NO_ESCORTS: readonly Along[] = [];

function actions(s: FrState, seat: number, out: FrCommand[], every: boolean): void {
  const role = s.roles[seat];
  const city = s.pawns[seat] as number;
  const here = CITIES[city] as (typeof CITIES)[number];
  const hand = s.hands[seat] as string[];
  const legions = Math.min(3, s.legions[city] as number);
  // Every variant: each city card of the hand once, and each escort the pawn may take along.
  const cards = every ? [...new Set(hand)].filter((c) => cityCard(c) !== undefined) : NO_CARDS;
  const along = every ? escorts(s, seat) : NO_ESCORTS;
  // Indexed loops: this runs for every step of every game, often before the optimiser has.
  for (let i = 0; i < here.neighbours.length; i++) {
    const to = name(here.neighbours[i] as number);
    if (every) for (const escort of along) out.push({ type: 'march', to, ...escort });
    else {
      out.push({ type: 'march', to });
      if (legions > 0) out.push({ type: 'march', to, legions });
    }
  }
  const { byTribe, firstAt, own, anyCity } = readHand(hand, city);
  if (here.port) {
    for (let p = 0; p < PORTS.length; p++) {
      const to = PORTS[p] as number;
      if (to === city) continue;
      if (every) for (const card of [undefined, ...cards]) for (const escort of along) out.push({ type: 'sail', to: name(to), ...(card ? { card } : {}), ...escort });
      else if (role === 'praefectus-classis') out.push({ type: 'sail', to: name(to), legions });
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
  if (!s.forts[city]) {
    if (every) {
      // With no fort left in the supply, one moves `from` a city.
      const froms = s.fortSupply > 0 ? [undefined] : fortCities(s, CITY_COUNT);
      for (const card of [undefined, ...cards]) for (const from of froms) out.push({ type: 'build-fort', ...(card ? { card } : {}), ...(from === undefined ? {} : { from }) });
    } else if (s.fortSupply > 0) {
      if (own !== undefined) out.push({ type: 'build-fort', card: own });
      else if (role === 'praefectus-fabrum' && (s.legions[city] as number) >= 2) out.push({ type: 'build-fort' });
    }
  }
  if (s.forts[city] && s.legionSupply > 0) out.push({ type: 'recruit' });
  if (legions > 0 && cubesIn(s, city) > 0) {
    out.push({ type: 'battle' });
    if (every) {
      // No dice given is every die the legions allow: fewer are offered as such.
      const most = Math.min(s.rules.maxDice, s.legions[city] as number);
      for (let n = 1; n <= most; n++) {
        if (n < most) out.push({ type: 'battle', dice: n });
        if (s.flags.setDice !== 'none') for (const set of faceSets(n)) out.push({ type: 'battle', ...(n < most ? { dice: n } : {}), set });
      }
    }
  }
  if (s.actionsLeft > 0 && s.solitaire) {
    // FR-23: in solitaire Conspire goes through the treasury.
    if (every) for (const card of cards) out.push({ type: 'conspire', with: 'treasury', card, direction: 'give' });
    else if (own !== undefined) out.push({ type: 'conspire', with: 'treasury', card: own, direction: 'give' });
    for (const card of new Set(s.treasury)) out.push({ type: 'conspire', with: 'treasury', card, direction: 'take' });
  } else if (s.actionsLeft > 0) {
    const trades = role === 'mercator' && !s.flags.mercatorTraded;
    for (let other = 0; other < s.pawns.length; other++) {
      if (other === seat || s.pawns[other] !== city) continue;
      const withSeat = s.seats[other] as string;
      if (every) {
        exchanges('conspire', withSeat, cards, s.hands[other] as string[], out);
        if (trades) exchanges('trade', withSeat, cards, s.hands[other] as string[], out);
        continue;
      }
      if (own !== undefined) out.push({ type: 'conspire', with: withSeat, card: own, direction: 'give' });
      // A card is offered for taking only from a hand the seat may see (FR-2); a closed hand's holder gives it on its turn.
      const theirs = s.rules.openHands ? cardOf(s.hands[other] as string[], city) : undefined;
      if (theirs !== undefined) out.push({ type: 'conspire', with: withSeat, card: theirs, direction: 'take' });
      if (trades) mercatorTrades(s, seat, other, out);
    }
  }
  const free = freeEnlist(s, seat);
  for (let t = 0; t < TRIBE_COUNT; t++) {
    const mine = every ? ofTribe(cards, t) : (byTribe[t] as readonly string[]);
    if (mine.length === 0 && !every) continue;
    const tribe = TRIBES[t] as string;
    const present = cubesAt(s, city, t);
    const cost = (TRIBE_INFO[t] as { allianceCost: number }).allianceCost;
    if (!s.allied[t] && mine.length >= cost && (present > 0 || role === 'mercator')) {
      if (every) for (const chosen of combinations(mine, cost)) out.push({ type: 'ally', tribe, cards: chosen });
      else out.push({ type: 'ally', tribe, cards: mine.slice(0, cost) });
    }
    if (!s.allied[t] || present === 0) continue;
    // No legions given is as many as the barbarians there: fewer are offered as such (FR-26).
    if (every) for (const card of [undefined, ...mine]) for (let n = -1; n < present; n++) out.push({ type: 'enlist', tribe, ...(card ? { card } : {}), ...(n < 0 ? {} : { legions: n }) });
    else if (!free) out.push({ type: 'enlist', tribe, card: mine[0] as string });
  }
  if (!every) {
    // FR-12: the Regina Foederata's first Enlist of a turn needs no card.
    if (free) for (let t = 0; t < TRIBE_COUNT; t++) if (s.allied[t] && cubesAt(s, city, t) > 0) out.push({ type: 'enlist', tribe: TRIBES[t] as string });
    if (role === 'regina-foederata') barbarianMarches(s, city, legions, out);
  }
  if (role === 'consul' && s.legionSupply > 0) {
    // To his own city or any fort city; the ready-made list names his own.
    if (!every) out.push({ type: 'reinforce', city: name(city) });
    else for (let c = 0; c < CITY_COUNT; c++) if (c === city || s.forts[c]) out.push({ type: 'reinforce', city: name(c) });
  }
  if (role === 'praefectus-classis' && here.port && s.legionSupply > 0) {
    // No legions given is 2 (fewer when the supply runs short).
    if (every) {
      for (const card of cards) if (cityCard(card)?.city === city) out.push({ type: 'levy', card }, { type: 'levy', card, legions: 1 });
    } else if (own !== undefined) {
      out.push({ type: 'levy', card: own });
      if (s.legionSupply > 1) out.push({ type: 'levy', card: own, legions: 1 });
    }
  }
  if (role === 'vestalis' && s.rules.vestalisConsult === 'action') consults(s, seat, out);
  if (role === 'praefectus-fabrum' && anyCity !== undefined) {
    // From a fort city anywhere, or to a fort city; the ready-made list names the latter, with the first city card.
    for (let to = 0; to < s.forts.length; to++) {
      if (to === city) continue;
      if (!every) {
        if (s.forts[to]) out.push({ type: 'transfer', to: name(to), card: anyCity, legions });
      } else if (s.forts[city] || s.forts[to]) for (const card of cards) for (const escort of along) out.push({ type: 'transfer', to: name(to), card, ...escort });
    }
  }
}

/** The cards of tribe `t` (no closure in the tribes' loop, which would cost every step a context). */
function ofTribe(cards: readonly string[], t: number): string[] {
  return cards.filter((c) => cityCard(c)?.tribe === t);
}

/** Every card each way of one kind of exchange with `withSeat`: the rules keep those of the city (or, trading with the option, any). */
function exchanges(type: 'conspire' | 'trade', withSeat: string, cards: readonly string[], theirs: readonly string[], out: FrCommand[]): void {
  for (const card of cards) out.push({ type, with: withSeat, card, direction: 'give' });
  for (const card of new Set(theirs)) out.push({ type, with: withSeat, card, direction: 'take' });
}

/** The Mercator's trades with `other`: cards of his city each way (FR-11), or any card with the option. */
function mercatorTrades(s: FrState, seat: number, other: number, out: FrCommand[]): void {
  const city = s.pawns[seat] as number;
  const fits = (c: string) => s.rules.mercatorTrade === 'any-card' || cityCard(c)?.city === city;
  const withSeat = s.seats[other] as string;
  for (const card of new Set((s.hands[seat] as string[]).filter(fits))) out.push({ type: 'trade', with: withSeat, card, direction: 'give' });
  if (!s.rules.openHands) return;
  for (const card of new Set((s.hands[other] as string[]).filter(fits))) out.push({ type: 'trade', with: withSeat, card, direction: 'take' });
}

/** The Regina Foederata's marches with barbarians: of each tribe here she may take (FR-12) as many as fit (at most 3 pieces, never a 4th of a colour). */
function barbarianMarches(s: FrState, city: number, legions: number, out: FrCommand[]): void {
  for (const to of (CITIES[city] as (typeof CITIES)[number]).neighbours) {
    for (let t = 0; t < TRIBE_COUNT; t++) {
      if (s.rules.reginaMoves === 'allied' && !s.allied[t]) continue;
      const n = Math.min(3, cubesAt(s, city, t), 3 - cubesAt(s, to, t));
      if (n <= 0) continue;
      const barbarians = { [TRIBES[t] as string]: n };
      out.push({ type: 'march', to: name(to), barbarians });
      if (n < 3 && legions > 0) out.push({ type: 'march', to: name(to), barbarians, legions: Math.min(legions, 3 - n) });
    }
  }
}

/** What a pawn may take along. */
type Along = { legions?: number; barbarians?: Escort };

/** Every escort of `seat`'s pawn: 0–3 legions and, for the Regina Foederata, barbarians of any tribes there, at most 3 pieces in all (FR-12). */
function escorts(s: FrState, seat: number): Along[] {
  const from = s.pawns[seat] as number;
  const most = Math.min(3, s.legions[from] as number);
  const out: Along[] = [];
  for (let n = 0; n <= most; n++) out.push(n > 0 ? { legions: n } : {});
  if (s.roles[seat] !== 'regina-foederata') return out;
  const present = TRIBES.map((_, t) => cubesAt(s, from, t));
  for (const barbarians of groupsUpTo(present, 3)) {
    const b = Object.values(barbarians).reduce((sum, k) => sum + k, 0);
    for (let n = 0; n <= Math.min(most, 3 - b); n++) out.push({ ...(n > 0 ? { legions: n } : {}), barbarians });
  }
  return out;
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

/** The barbarians of `city` one by one, in tribe order. */
function cubesOf(s: FrState, city: number): Removal[] {
  return TRIBES.flatMap((tribe, t) => Array.from({ length: cubesAt(s, city, t) }, () => ({ city: name(city), tribe })));
}

const ALL_CITIES: readonly number[] = [...Array(CITY_COUNT).keys()];

/**
 * The events in the hand: ready-made, a few plays of each (not every parameter; enough to
 * explore); every variant, each target of the events that take targets.
 */
function events(s: FrState, seat: number, out: FrCommand[], every: boolean): void {
  const city = s.pawns[seat] as number;
  // FR-21: the Vestalis's draw from her deck is, by default, no action and open whenever an event is.
  if (s.rules.vestalisConsult === 'free') consults(s, seat, out);
  let picked = -1;
  const target = () => (picked < 0 ? (picked = pickCity(s, seat)) : picked);
  const hand = s.hands[seat] as string[];
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i] as string;
    if (!isEvent(card) || (every && !TARGETED_EVENTS.has(card))) continue;
    for (let k = 0; k < 2; k++) {
      const corrupt = k === 1;
      // The ready-made list spares the bots a corruption that loses the game; the rules allow it.
      if (!every && corrupt && s.decline + 1 >= s.rules.declineLimit) continue;
      // The ready-made plays are literals: quicker than spreading `base` on the bots' path.
      const base = { type: 'event', card, corrupt } as const;
      switch (card) {
        case 'carpe-diem':
        case 'alea-iacta-est':
        case 'abundans-cautela':
        case 'audentes-fortuna-iuvat':
          out.push(base);
          break;
        case 'melius-cavere':
          if (s.barbarianDeck.length > 0) out.push(base);
          break;
        case 'hic-manebimus-optime':
          // Corrupt: every fort city, so no list (FR-24).
          if (every) {
            if (corrupt) out.push(base);
            else for (const cities of subsets(fortCities(s, CITY_COUNT), 3)) out.push({ ...base, cities });
          } else if (s.legionSupply > 0) out.push(corrupt ? base : { type: 'event', card, corrupt, cities: fortCities(s, 3) });
          break;
        case 'mortui-non-mordent':
        case 'mors-tua-vita-mea': {
          // Ready-made: the first tribe of the fullest city (Mortui non mordent) or of the seat's own (Mors tua).
          const mors = card === 'mors-tua-vita-mea';
          const most = mors ? 1 : corrupt ? 4 : 2;
          for (const c of every ? ALL_CITIES : [mors ? city : target()]) {
            for (let t = 0; t < TRIBE_COUNT; t++) {
              if (cubesAt(s, c, t) === 0) continue;
              out.push({ type: 'event', card, corrupt, removals: removalsOf(c, t, Math.min(most, cubesAt(s, c, t))) });
              if (!every) break;
            }
          }
          break;
        }
        case 'homo-faber': {
          if (every) {
            for (const take of new Set(s.playerDiscard)) if (cityCard(take) !== undefined) out.push({ ...base, take });
            break;
          }
          const take = discardedCard(s, corrupt ? -1 : city);
          if (take !== undefined) out.push({ type: 'event', card, corrupt, take });
          break;
        }
        case 'si-vis-pacem':
          if (every) siVisPacem(s, base, out);
          else if (!s.forts[city] && s.fortSupply > 0) out.push({ type: 'event', card, corrupt, city: name(city) });
          break;
        case 'festina-lente': {
          if (every) {
            festinaLente(s, base, out);
            break;
          }
          const to = name(target());
          out.push({ type: 'event', card, corrupt, moves: corrupt ? everyPawnTo(s, to) : [{ seat: s.seats[seat] as string, to }] });
          break;
        }
        case 'veni-vidi-vici':
          // Anywhere (its own city too) with what the pawn may take along, and every number of dice; dice set by Alea iacta est are asked apart (compose.ts).
          if (every) for (const c of ALL_CITIES) for (const escort of escorts(s, seat)) for (const dice of [undefined, 1, 2]) out.push({ ...base, to: name(c), ...escort, ...(dice === undefined ? {} : { dice }) });
          else out.push({ type: 'event', card, corrupt, to: name(target()), legions: Math.min(3, s.legions[city] as number) });
          break;
        case 'vae-victis':
          vaeVictis(s, base, out, every);
          break;
        case 'do-ut-des':
          if (every) doUtDes(s, base, out);
          break;
      }
    }
  }
}

/** `n` barbarians of tribe `t` from `city`. */
function removalsOf(city: number, t: number, n: number): Removal[] {
  const removals: Removal[] = [];
  for (; n > 0; n--) removals.push({ city: name(city), tribe: TRIBES[t] as string });
  return removals;
}

type EventBase = { readonly type: 'event'; readonly card: string; readonly corrupt: boolean };

/** Festina lente anywhere. Normal: one pawn alone. Corrupt: one pawn with what it may take along, or every pawn with as many legions as it can take. */
function festinaLente(s: FrState, base: EventBase, out: FrCommand[]): void {
  for (const c of ALL_CITIES) {
    s.seats.forEach((seat, p) => {
      for (const escort of base.corrupt ? escorts(s, p) : [{}]) out.push({ ...base, moves: [{ seat, to: name(c), ...escort }] });
    });
    if (base.corrupt && s.seats.length > 1) out.push({ ...base, moves: everyPawnTo(s, name(c)) });
  }
}

/** Si vis pacem anywhere, moving a fort when none is left; corrupt, with a pawn and what it may take along. */
function siVisPacem(s: FrState, base: EventBase, out: FrCommand[]): void {
  const forts = fortCities(s, CITY_COUNT);
  for (const c of ALL_CITIES) {
    const sites = s.fortSupply > 0 ? [{ city: name(c) }] : forts.map((from) => ({ city: name(c), from }));
    for (const site of sites) {
      out.push({ ...base, ...site });
      if (base.corrupt) s.seats.forEach((pawn, p) => escorts(s, p).forEach((escort) => out.push({ ...base, ...site, pawn, ...escort })));
    }
  }
}

/**
 * Vae victis after this turn's battle. Ready-made: one barbarian of another city. Every variant:
 * as many as the battle removed (or fewer, when fewer stand) from one other city — all of one
 * tribe, or the city's barbarians in order — and, corrupt, from the fullest cities, the battle's too (FR-31).
 */
function vaeVictis(s: FrState, base: EventBase, out: FrCommand[], every: boolean): void {
  const last = s.lastBattle;
  if (last === null || last.removed === 0) return;
  if (every && base.corrupt) {
    const most = ALL_CITIES.filter((c) => cubesIn(s, c) > 0)
      .sort((a, b) => cubesIn(s, b) - cubesIn(s, a))
      .flatMap((c) => cubesOf(s, c))
      .slice(0, last.removed);
    if (most.length > 0) out.push({ ...base, removals: most });
    return;
  }
  for (let other = 0; other < CITY_COUNT; other++) {
    if (other === last.city || cubesIn(s, other) === 0) continue;
    if (!every) {
      out.push({ type: 'event', card: base.card, corrupt: base.corrupt, removals: removalsOf(other, firstTribeIn(s, other), 1) });
      return;
    }
    const here = cubesOf(s, other);
    for (const tribe of new Set(here.map((r) => r.tribe))) out.push({ ...base, removals: here.filter((r) => r.tribe === tribe).slice(0, last.removed) });
    out.push({ ...base, removals: here.slice(0, last.removed) });
  }
}

/** Do ut des: two seats swap a card each, of hands the seat may see (a hidden card cannot be named). */
function doUtDes(s: FrState, base: EventBase, out: FrCommand[]): void {
  const shown = s.seats.flatMap((seat, i) => ((s.hands[i] as string[]).includes(HIDDEN) ? [] : [{ seat, hand: s.hands[i] as string[] }]));
  for (const [i, a] of shown.entries()) for (const b of shown.slice(i + 1)) for (const aCard of new Set(a.hand)) for (const bCard of new Set(b.hand)) out.push({ ...base, a: a.seat, aCard, b: b.seat, bCard });
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

/** Every subset of up to `most` items (order kept). */
function subsets<T>(items: readonly T[], most: number): T[][] {
  const out: T[][] = [[]];
  for (const item of items) for (const subset of [...out]) if (subset.length < most) out.push([...subset, item]);
  return out;
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

function commands(s: FrState, withEvents: boolean, every: boolean): FrCommand[] {
  const out: FrCommand[] = [];
  if (s.result !== null) return out;
  if (s.pending !== null) {
    answers(s, out, every);
    if (withEvents && s.pending.kind !== 'remove' && s.pending.kind !== 'put-back' && s.pending.kind !== 'reorder') events(s, s.pending.seat, out, every);
    return out;
  }
  const seat = s.active;
  if (s.phase === 'actions') {
    out.push({ type: 'draw' });
    if (s.roles[seat] === 'vestalis' && s.playerDeck.length >= 3) out.push({ type: 'draw', three: true });
    if (s.actionsLeft > 0) actions(s, seat, out, every);
    else if (s.roles[seat] === 'regina-foederata' && !s.flags.reginaEnlisted) {
      const all: FrCommand[] = [];
      actions(s, seat, all, every);
      for (const c of all) if (c.type === 'enlist') out.push(c);
    }
  } else if (s.phase === 'invade') out.push({ type: 'invade' });
  if (withEvents) events(s, seat, out, every);
  return out;
}

/**
 * Commands the seat to move may give now, legal by construction (a test checks each against the
 * rules). Events are offered with a few ready-made parameters each.
 */
export function legalCommands(s: FrState, withEvents = true): FrCommand[] {
  return commands(s, withEvents, false);
}

/**
 * Every variant of what the seat to move may give now, for the menus: candidates, which offers.ts
 * keeps when the rules accept them. Events without targets are in `legalCommands` alone.
 */
export function everyVariant(s: FrState): FrCommand[] {
  return commands(s, true, true);
}
