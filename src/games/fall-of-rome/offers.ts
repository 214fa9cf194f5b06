import { actionChoices, answerChoices, escorts } from './choices.js';
import type { EventCommand, FrCommand, Removal } from './commands.js';
import { cityCard, isEvent } from './data/cards.js';
import { CITY_COUNT, CITY_NAMES } from './data/cities.js';
import { TRIBE_COUNT, TRIBE_INFO } from './data/tribes.js';
import { everyPawnTo, legalCommands } from './legal.js';
import { checkCommand } from './resolve/dispatch.js';
import type { FrState } from './state.js';
import type { FrView } from './view.js';
import { stateFromView } from './view-state.js';

/** A command as the menus show it: "0 legions" is no legions, but for Enlist, where none given means as many as the barbarians. */
function plain(command: FrCommand): FrCommand {
  if (command.type === 'enlist' || !('legions' in command) || command.legions !== 0) return command;
  const { legions: _none, ...rest } = command;
  return rest as FrCommand;
}

/** A command's fields in one order, so that equal commands built in another order (the rules' list, choices.ts) compare equal. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(canonical) : typeof value === 'object' && value !== null ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])])) : value;

/** Each command once, the first of equal ones. */
function unique(commands: readonly FrCommand[]): FrCommand[] {
  const seen = new Set<string>();
  return commands.map(plain).filter((command) => {
    const key = JSON.stringify(canonical(command));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Each candidate once (the first of equal ones), and only those the rules accept from the viewing seat. */
function legalOnce(view: FrView, state: FrState, candidates: readonly FrCommand[]): FrCommand[] {
  return unique(candidates).filter((command) => checkCommand(state, view.seat, command).length === 0);
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
  const mine = state.seats.indexOf(view.seat);
  const candidates: EventCommand[] = [];
  for (const card of new Set(me.hand)) {
    if (!isEvent(card) || !CHOSEN.has(card) || card === 'vae-victis') continue;
    for (const corrupt of [false, true]) {
      const base = { type: 'event' as const, card, corrupt };
      switch (card) {
        case 'hic-manebimus-optime':
          // Corrupt: every fort city, so no list (FR-24).
          if (corrupt) candidates.push(base);
          else for (const chosen of subsets(forts, 3)) candidates.push({ ...base, cities: chosen.map(name) });
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
            const sites = state.fortSupply > 0 ? [{ city: name(c) }] : forts.map((from) => ({ city: name(c), from: name(from) }));
            for (const site of sites) {
              candidates.push({ ...base, ...site });
              // Corrupt: and a pawn moves there, with what it may take along.
              if (corrupt) state.seats.forEach((seat, i) => escorts(state, i).forEach((escort) => candidates.push({ ...base, ...site, pawn: seat, ...escort })));
            }
          }
          break;
        case 'festina-lente':
          for (const c of cities) {
            // Normal: one pawn alone. Corrupt: one pawn with what it may take along, or every pawn with as many legions as it can take.
            state.seats.forEach((seat, i) => {
              for (const escort of corrupt ? escorts(state, i) : [{}]) candidates.push({ ...base, moves: [{ seat, to: name(c), ...escort }] });
            });
            if (corrupt && state.seats.length > 1) candidates.push({ ...base, moves: everyPawnTo(state, name(c)) });
          }
          break;
        case 'veni-vidi-vici':
          // Anywhere (its own city too) with what the pawn may take along, and every number of dice; dice set by Alea iacta est are given as JSON.
          for (const c of cities) for (const escort of escorts(state, mine)) for (const dice of [undefined, 1, 2]) candidates.push({ ...base, to: name(c), ...escort, ...(dice === undefined ? {} : { dice }) });
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
  // And every parameter the rules' list leaves to one ready-made variant: legions, cards, escorts, dice, orders.
  const seat = state.seats.indexOf(view.seat);
  const wider = legalOnce(view, state, [...actionChoices(state, seat), ...answerChoices(state)]);
  // While a removal, a put-back or a reorder is asked for, no event may be played (as the rules' list says).
  const eventsAllowed = !['remove', 'put-back', 'reorder'].includes(view.pending?.kind ?? '');
  const offered = unique([...listed, ...wider, ...vaeVictis(view, state), ...(eventsAllowed ? eventChoices(view, state) : [])]);
  return view.canUndo ? [...offered, { type: 'undo' }] : offered;
}
