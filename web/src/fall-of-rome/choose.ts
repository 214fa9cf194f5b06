import { type FrCommand, type FrView } from '../../../src/games/fall-of-rome/client.js';
import type * as paths from '../ui/choicePaths.js';
import { tap } from '../ui/choicePaths.js';

// Playing on the board (issue 45 item 1): every offered command (offers.ts, the rules' list) is a
// path of choices (ui/choicePaths.ts) — where it is tapped (a city, a card in the hand, the header),
// then each detail the rules let the player choose (the destination, how, the card to discard, the
// legions along).

/** What a choice picks: a city (tapped on the map), a card (tapped in the hand), a seat, a tribe, a number or a word. */
export type FacetKind = 'city' | 'card' | 'seat' | 'tribe' | 'count' | 'word' | 'escort';

/** One choice on an offer's path, and an offer with its path (the walking of paths: ui/choicePaths.ts). */
export type Facet = paths.Facet<FacetKind>;
export type Entry = paths.Entry<FrCommand, FacetKind>;

const f = (key: string, value: string | number, kind: FacetKind): Facet => ({ key, value: String(value), kind });

/** Barbarians along, in one canonical word ("huns:1,vandals:2"). */
export const escortValue = (barbarians: Readonly<Record<string, number>>): string =>
  Object.keys(barbarians)
    .sort()
    .map((t) => `${t}:${barbarians[t]}`)
    .join(',');

/** Die faces set, one choice per die (sorted, so that one set is one path). */
const faces = (set: readonly number[] | undefined): Facet[] => (set === undefined ? [] : set.slice().sort((a, b) => a - b).map((v, i) => f(`face${i}`, v, 'count')));

/** The city the seat's pawn stands in. */
export function pawnCity(view: FrView): string {
  return view.players.find((p) => p.seat === view.seat)?.city ?? '';
}

/** An offer's path of choices. */
export function facetsOf(command: FrCommand, view: FrView): Facet[] {
  const at = f('at', pawnCity(view), 'city');
  const along = (legions: number | undefined, barbarians: Readonly<Record<string, number>> | undefined) => [
    f('legions', legions ?? 0, 'count'),
    ...(barbarians === undefined ? [] : [f('barbarians', escortValue(barbarians), 'escort')]),
  ];
  const action = f('action', command.type, 'word');
  switch (command.type) {
    case 'march':
      return [at, f('to', command.to, 'city'), f('how', 'march', 'word'), ...along(command.legions, command.barbarians)];
    case 'sail':
      return [at, f('to', command.to, 'city'), f('how', 'sail', 'word'), f('card', command.card ?? '', 'card'), ...along(command.legions, command.barbarians)];
    case 'transfer':
      return [at, f('to', command.to, 'city'), f('how', 'transfer', 'word'), f('card', command.card, 'card'), ...along(command.legions, undefined)];
    case 'recruit':
      return [at, action];
    case 'battle':
      return [at, action, f('dice', command.dice ?? '', 'count'), ...faces(command.set)];
    case 'build-fort':
      return [at, action, f('card', command.card ?? '', 'card'), ...(command.from === undefined ? [] : [f('from', command.from, 'city')])];
    case 'conspire':
    case 'trade':
      return [at, action, f('with', command.with, 'seat'), f('direction', command.direction, 'word'), f('card', command.card, 'card')];
    case 'ally':
      return [at, action, f('tribe', command.tribe, 'tribe'), ...command.cards.map((card, i) => f(`card${i}`, card, 'card'))];
    case 'enlist':
      return [at, action, f('tribe', command.tribe, 'tribe'), f('card', command.card ?? '', 'card'), f('legions', command.legions ?? '', 'count')];
    case 'levy':
      return [at, action, f('card', command.card, 'card'), f('legions', command.legions ?? '', 'count')];
    case 'consult':
      return [at, action, f('card', command.card, 'card')];
    case 'reinforce':
      return [f('at', command.city, 'city'), action];
    case 'draw':
      return [f('turn', command.three === true ? 'draw3' : 'draw', 'word')];
    case 'invade':
    case 'continue':
    case 'undo':
      return [f('turn', command.type, 'word')];
    case 'remove':
      return [f('turn', 'remove', 'word'), ...command.tribes.map((tribe, i) => f(`tribe${i}`, tribe, 'tribe'))];
    case 'reorder':
      return [f('turn', 'reorder', 'word'), ...(command.remove === undefined ? [] : [f('remove', command.remove, 'card')]), ...command.order.map((card, i) => f(`order${i}`, card, 'card'))];
    case 'discard':
      return [f('card', command.card, 'card'), f('use', 'discard', 'word')];
    case 'put-back':
      return [f('card', command.card, 'card'), f('use', 'put-back', 'word')];
    case 'event':
      return eventFacets(command);
  }
}

function eventFacets(c: Extract<FrCommand, { type: 'event' }>): Facet[] {
  const out: Facet[] = [f('card', c.card, 'card'), f('use', c.corrupt === true ? 'corrupt' : 'normal', 'word')];
  if (c.a !== undefined) out.push(f('a', c.a, 'seat'), f('aCard', c.aCard ?? '', 'card'));
  if (c.b !== undefined) out.push(f('b', c.b, 'seat'), f('bCard', c.bCard ?? '', 'card'));
  if (c.take !== undefined) out.push(f('take', c.take, 'card'));
  if (c.city !== undefined) out.push(f('city', c.city, 'city'));
  if (c.from !== undefined) out.push(f('from', c.from, 'city'));
  if (c.pawn !== undefined) out.push(f('pawn', c.pawn, 'seat'));
  if (c.to !== undefined) out.push(f('to', c.to, 'city'));
  c.moves?.forEach((m, i) => {
    out.push(f(`pawn${i}`, m.seat, 'seat'), f(`to${i}`, m.to, 'city'));
    if (m.legions !== undefined) out.push(f(`legions${i}`, m.legions, 'count'));
    if (m.barbarians !== undefined) out.push(f(`barbarians${i}`, escortValue(m.barbarians), 'escort'));
  });
  c.cities?.forEach((city, i) => out.push(f(`cities${i}`, city, 'city')));
  if (c.cities !== undefined) out.push(f('citiesEnd', '', 'word'));
  // Barbarians to remove: by city and tribe, as many of each as listed together.
  if (c.removals !== undefined) {
    const runs: { city: string; tribe: string; n: number }[] = [];
    for (const r of c.removals) {
      const last = runs.at(-1);
      if (last !== undefined && last.city === r.city && last.tribe === r.tribe) last.n++;
      else runs.push({ city: r.city, tribe: r.tribe, n: 1 });
    }
    runs.forEach((run, i) => out.push(f(`rcity${i}`, run.city, 'city'), f(`rtribe${i}`, run.tribe, 'tribe'), f(`count${i}`, run.n, 'count')));
  }
  if (c.legions !== undefined) out.push(f('legions', c.legions, 'count'));
  const barbarians = (c as unknown as { barbarians?: Readonly<Record<string, number>> }).barbarians;
  if (barbarians !== undefined) out.push(f('barbarians', escortValue(barbarians), 'escort'));
  if (c.card === 'veni-vidi-vici') out.push(f('dice', c.dice ?? '', 'count'));
  out.push(...faces(c.set));
  return out;
}

/** Every offer with its path. */
export function entriesOf(offered: readonly FrCommand[], view: FrView): Entry[] {
  return offered.map((command) => ({ command, facets: facetsOf(command, view) }));
}

export type Option = paths.Option<FrCommand, FacetKind>;
export type Step = paths.Step<FrCommand, FacetKind>;
export { choose, step } from '../ui/choicePaths.js';

/**
 * A tap on a city: the open choice of that city when the map offers one, else that city's own
 * actions (from the start), else nothing but the city selected.
 */
export const tapCity = (entries: readonly Entry[], path: readonly Facet[], city: string): paths.Chosen<FrCommand, FacetKind> | undefined => tap(entries, path, 'city', city, 'at');

/** A tap on a card of the hand (or of a sheet): the open choice of that card, else that card's own plays from the start. */
export const tapCard = (entries: readonly Entry[], path: readonly Facet[], card: string): paths.Chosen<FrCommand, FacetKind> | undefined => tap(entries, path, 'card', card, 'card');
