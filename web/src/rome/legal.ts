import type { EventCommand, FrCommand } from '../../../src/games/fall-of-rome/commands.js';
import { cityCard, isEvent } from '../../../src/games/fall-of-rome/data/cards.js';
import { CITY_COUNT, CITY_NAMES, cityIndex } from '../../../src/games/fall-of-rome/data/cities.js';
import { checkCommand } from '../../../src/games/fall-of-rome/resolve/dispatch.js';
import { TRIBE_COUNT, TRIBE_INFO, type Tribe } from '../../../src/games/fall-of-rome/data/tribes.js';
import { everyPawnTo, legalCommands } from '../../../src/games/fall-of-rome/legal.js';
import type { FrState, Pending } from '../../../src/games/fall-of-rome/state.js';
import { HIDDEN, type FrView, type PendingView } from '../../../src/games/fall-of-rome/view.js';

const hidden = (count: number) => Array.from({ length: count }, () => HIDDEN);

function pendingOf(view: FrView, seats: readonly string[]): Pending | null {
  const p: PendingView | null = view.pending;
  if (p === null) return null;
  const seat = seats.indexOf(p.seat);
  switch (p.kind) {
    case 'remove':
      return { kind: 'remove', seat, city: cityIndex(p.city), count: p.count };
    case 'put-back':
      return { kind: 'put-back', seat, cards: p.cards, secret: p.cards.includes(HIDDEN) };
    case 'reorder':
      return { kind: 'reorder', seat, cards: p.cards, remove: p.remove };
    default:
      return { kind: p.kind, seat };
  }
}

/**
 * The game as far as a seat's view tells it, in the rules' own shape, so that the rules' list of
 * legal commands (legal.ts) offers the seat's choices. What the view hides (deck order, others'
 * hands) stands as hidden cards: no choice depends on them — taking a card by Conspire is offered
 * when the other's hand is shown (open hands, the default); with hidden hands its holder gives it.
 * The server checks every command again.
 */
export function stateFromView(view: FrView): FrState {
  const seats = view.players.map((p) => p.seat);
  const cubes = new Array<number>(CITY_COUNT * TRIBE_COUNT).fill(0);
  view.cities.forEach((city, c) => {
    TRIBE_INFO.forEach((tribe, t) => {
      cubes[c * TRIBE_COUNT + t] = city.barbarians[tribe.id as Tribe] ?? 0;
    });
  });
  const vestalisDeck = view.vestalisDeck.length > 0 ? view.vestalisDeck : hidden(view.vestalisDeckSize);
  return {
    rules: view.rules,
    difficulty: view.difficulty as FrState['difficulty'],
    solitaire: view.solitaire,
    seats,
    roles: view.players.map((p) => p.role),
    pawns: view.players.map((p) => cityIndex(p.city)),
    hands: view.players.map((p) => (p.hand.length === p.handSize ? p.hand : hidden(p.handSize))),
    cubes,
    legions: view.cities.map((c) => c.legions),
    forts: view.cities.map((c) => c.fort),
    legionSupply: view.supply.legions,
    fortSupply: view.supply.forts,
    cubeSupply: TRIBE_INFO.map((t) => view.supply.barbarians[t.id as Tribe]),
    playerDeck: hidden(view.playerDeck),
    playerDiscard: view.playerDiscard,
    treasury: view.treasury,
    barbarianDeck: hidden(view.barbarianDeck),
    barbarianDiscard: view.barbarianDiscard,
    barbarianStrata: view.barbarianKnownTop.map((pile) => pile.length),
    vestalisDeck,
    box: view.box,
    invasion: view.invasionStep,
    decline: view.decline,
    allied: TRIBE_INFO.map((t) => view.allied.includes(t.id as Tribe)),
    turn: view.turn,
    active: seats.indexOf(view.active),
    phase: view.phase,
    actionsLeft: view.actionsLeft,
    flags: view.flags,
    lastBattle: view.lastBattle === null || view.lastBattle === undefined ? null : { city: cityIndex(view.lastBattle.city), removed: view.lastBattle.removed },
    revoltsLeft: 0,
    revoltsResolved: 0,
    pending: pendingOf(view, seats),
    result: view.result,
    previous: null,
    undoBy: -1,
  } as FrState;
}

type Removal = { readonly city: string; readonly tribe: string };

/** Each candidate once (the first of equal ones), and only those the rules accept from the viewing seat. */
function legalOnce(view: FrView, state: FrState, candidates: readonly FrCommand[]): FrCommand[] {
  const seen = new Set<string>();
  return candidates.filter((command) => {
    const key = JSON.stringify(command);
    if (seen.has(key)) return false;
    seen.add(key);
    return checkCommand(state, view.seat, command).length === 0;
  });
}

/**
 * Vae victis after this turn's battle: every way to remove as many barbarians as the battle did
 * (or fewer, when fewer stand) from one other city — and, corrupt, from several — each kept only
 * if the rules accept it on the seat's view.
 */
function vaeVictis(view: FrView, state: FrState): FrCommand[] {
  const battle = view.lastBattle;
  if (battle === null || battle === undefined || battle.removed === 0) return [];
  const card = 'vae-victis';
  if (!view.players.find((p) => p.seat === view.seat)?.hand.includes(card)) return [];
  const cubesOf = (city: number): Removal[] =>
    TRIBE_INFO.map((info) => info.id as string).flatMap((tribe, t) => Array.from({ length: state.cubes[city * TRIBE_COUNT + t] as number }, () => ({ city: CITY_NAMES[city] as string, tribe })));
  const others = [...Array(CITY_COUNT).keys()].filter((c) => CITY_NAMES[c] !== battle.city && cubesOf(c).length > 0);
  const candidates: FrCommand[] = [];
  for (const city of others) {
    const here = cubesOf(city);
    // All of one tribe first, then the city's barbarians in order.
    for (const tribe of new Set(here.map((r) => r.tribe))) candidates.push({ type: 'event', card, corrupt: false, removals: here.filter((r) => r.tribe === tribe).slice(0, battle.removed) } as FrCommand);
    candidates.push({ type: 'event', card, corrupt: false, removals: here.slice(0, battle.removed) } as FrCommand);
  }
  // Corrupt: from the cities with the most barbarians, across cities, the battle's too (FR-31).
  const anywhere = [...Array(CITY_COUNT).keys()].filter((c) => cubesOf(c).length > 0);
  const most = anywhere.sort((a, b) => cubesOf(b).length - cubesOf(a).length).flatMap(cubesOf).slice(0, battle.removed);
  if (most.length > 0) candidates.push({ type: 'event', card, corrupt: true, removals: most } as FrCommand);
  return legalOnce(view, state, candidates);
}

/** Every subset of up to `most` items (order kept). */
function subsets<T>(items: readonly T[], most: number): T[][] {
  const out: T[][] = [[]];
  for (const item of items) for (const subset of [...out]) if (subset.length < most) out.push([...subset, item]);
  return out;
}

/** The cards whose parameters the browser offers as choices; the rules' ready-made plays of them are replaced. */
const CHOSEN = new Set(['vae-victis', 'hic-manebimus-optime', 'mortui-non-mordent', 'mors-tua-vita-mea', 'homo-faber', 'si-vis-pacem', 'festina-lente', 'veni-vidi-vici', 'do-ut-des']);

/**
 * Events with their parameters as choices — targets, cities, cards — built from what the seat's
 * view shows (cities and their barbarians, forts, the discard, hands shown), each kept only if the
 * rules' own check accepts it on that view. Vae victis has its own builder above.
 */
function eventChoices(view: FrView, state: FrState): FrCommand[] {
  const me = view.players.find((p) => p.seat === view.seat);
  if (me === undefined) return [];
  const cities = [...Array(CITY_COUNT).keys()];
  const name = (c: number) => CITY_NAMES[c] as string;
  const tribesIn = (c: number) => TRIBE_INFO.map((info, t) => ({ tribe: info.id as string, n: state.cubes[c * TRIBE_COUNT + t] as number })).filter((x) => x.n > 0);
  const forts = cities.filter((c) => state.forts[c] === true);
  const here = state.pawns[state.seats.indexOf(view.seat)] as number;
  const candidates: EventCommand[] = [];
  for (const card of new Set(me.hand)) {
    if (!isEvent(card) || !CHOSEN.has(card) || card === 'vae-victis') continue;
    for (const corrupt of [false, true]) {
      const base = { type: 'event' as const, card, corrupt };
      switch (card) {
        case 'hic-manebimus-optime':
          for (const chosen of subsets(forts, 3)) candidates.push({ ...base, cities: chosen.map(name) });
          break;
        case 'mortui-non-mordent':
          for (const c of cities) for (const { tribe, n } of tribesIn(c)) candidates.push({ ...base, removals: Array.from({ length: Math.min(corrupt ? 4 : 2, n) }, () => ({ city: name(c), tribe })) });
          break;
        case 'mors-tua-vita-mea':
          for (const c of cities) for (const { tribe } of tribesIn(c)) candidates.push({ ...base, removals: [{ city: name(c), tribe }] });
          break;
        case 'homo-faber':
          for (const take of new Set(view.playerDiscard)) if (cityCard(take) !== undefined) candidates.push({ ...base, take });
          break;
        case 'si-vis-pacem':
          for (const c of cities) {
            if (state.fortSupply > 0) candidates.push({ ...base, city: name(c) });
            else for (const from of forts) candidates.push({ ...base, city: name(c), from: name(from) });
          }
          break;
        case 'festina-lente':
          for (const c of cities) {
            // Normal: one pawn alone. Corrupt: one pawn with 0–3 legions of its city, or every pawn with as many as it can take.
            state.seats.forEach((seat, i) => {
              const most = corrupt ? Math.min(3, state.legions[state.pawns[i] as number] as number) : 0;
              for (let n = 0; n <= most; n++) candidates.push({ ...base, moves: [{ seat, to: name(c), ...(n > 0 ? { legions: n } : {}) }] });
              // The Regina Foederata takes barbarians of one tribe along, with legions up to 3 pieces (FR-12).
              if (corrupt && state.roles[i] === 'regina-foederata') {
                for (const { tribe, n: here } of tribesIn(state.pawns[i] as number)) {
                  for (let b = 1; b <= Math.min(3, here); b++) for (let n = 0; n <= Math.min(most, 3 - b); n++) candidates.push({ ...base, moves: [{ seat, to: name(c), ...(n > 0 ? { legions: n } : {}), barbarians: { [tribe]: b } }] });
                }
              }
            });
            if (corrupt && state.seats.length > 1) candidates.push({ ...base, moves: everyPawnTo(state, name(c)) });
          }
          break;
        case 'veni-vidi-vici':
          for (const c of cities) if (c !== here) candidates.push({ ...base, to: name(c), legions: Math.min(3, state.legions[here] as number) });
          break;
        case 'do-ut-des': {
          // Two seats swap a card each: only cards the view shows can be named.
          const shown = view.players.filter((p) => p.hand.length === p.handSize);
          for (const [i, a] of shown.entries())
            for (const b of shown.slice(i + 1)) for (const aCard of new Set(a.hand)) for (const bCard of new Set(b.hand)) candidates.push({ ...base, a: a.seat, aCard, b: b.seat, bCard });
          break;
        }
      }
    }
  }
  return legalOnce(view, state, candidates);
}

/** The commands the viewing seat may give now; none when another seat is to move. */
export function offeredCommands(view: FrView): FrCommand[] {
  if (view.result !== null) return [];
  const toMove = view.pending?.seat ?? view.active;
  if (toMove !== view.seat) return [];
  const state = stateFromView(view);
  // The rules' list, with the events that take parameters offered with every choice the rules accept instead of their ready-made plays.
  const listed = legalCommands(state).filter((c) => !(c.type === 'event' && CHOSEN.has(c.card)));
  // While a removal, a put-back or a reorder is asked for, no event may be played (as the rules' list says).
  const eventsAllowed = !['remove', 'put-back', 'reorder'].includes(view.pending?.kind ?? '');
  const offered = [...listed, ...vaeVictis(view, state), ...(eventsAllowed ? eventChoices(view, state) : [])];
  return view.canUndo ? [...offered, { type: 'undo' }] : offered;
}
