import { type FrCommand, type FrView } from '../../../src/games/fall-of-rome/client.js';

// Playing on the board (issue 45 item 1): every offered command (offers.ts, the rules' list) is a
// path of choices — where it is tapped (a city, a card in the hand, the header), then each detail
// the rules let the player choose (the destination, how, the card to discard, the legions along).
// The table asks one choice at a time, only among the offers that fit the choices made so far, so
// nothing is offered that the rules refuse and every offer is one path of taps away.

/** What a choice picks: a city (tapped on the map), a card (tapped in the hand), a seat, a tribe, a number or a word. */
export type FacetKind = 'city' | 'card' | 'seat' | 'tribe' | 'count' | 'word' | 'escort';

/** One choice on an offer's path. */
export interface Facet {
  readonly key: string;
  readonly value: string;
  readonly kind: FacetKind;
}

/** An offer and its path. */
export interface Entry {
  readonly command: FrCommand;
  readonly facets: readonly Facet[];
}

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

/** One choice open now and the offers behind it. */
export interface Option {
  readonly facet: Facet;
  readonly commands: readonly FrCommand[];
}

/** What may be chosen after `path`: the options, and the offer the path already names in full (if any). */
export interface Step {
  readonly options: readonly Option[];
  readonly done?: FrCommand;
}

const same = (a: Facet, b: Facet) => a.key === b.key && a.value === b.value;

/** The offers whose path begins with `path`. */
export function matching(entries: readonly Entry[], path: readonly Facet[]): Entry[] {
  return entries.filter((e) => e.facets.length >= path.length && path.every((p, i) => same(p, e.facets[i] as Facet)));
}

export function step(entries: readonly Entry[], path: readonly Facet[]): Step {
  const options = new Map<string, { facet: Facet; commands: FrCommand[] }>();
  let done: FrCommand | undefined;
  for (const e of matching(entries, path)) {
    const next = e.facets[path.length];
    if (next === undefined) {
      done ??= e.command;
      continue;
    }
    const key = `${next.key}=${next.value}`;
    if (!options.has(key)) options.set(key, { facet: next, commands: [] });
    options.get(key)?.commands.push(e.command);
  }
  const list = [...options.values()];
  // Numbers (legions, dice, faces) in their order, "as many as there are" last.
  const rank = (o: Option) => (o.facet.value === '' ? Infinity : Number(o.facet.value));
  if (list.every((o) => o.facet.kind === 'count')) list.sort((a, b) => rank(a) - rank(b));
  return { options: list, ...(done === undefined ? {} : { done }) };
}

/** The path with every choice that has no alternative taken: only what the player may choose is asked. */
export function settle(entries: readonly Entry[], path: readonly Facet[]): Facet[] {
  const out = [...path];
  for (;;) {
    const s = step(entries, out);
    if (s.done !== undefined || s.options.length !== 1) return out;
    out.push((s.options[0] as Option).facet);
  }
}

/** After a choice: the settled path, and the offer to play when nothing is left to choose. */
export function choose(entries: readonly Entry[], path: readonly Facet[], facet: Facet): { path: Facet[]; play?: FrCommand } {
  const next = settle(entries, [...path, facet]);
  const s = step(entries, next);
  return s.options.length === 0 && s.done !== undefined ? { path: next, play: s.done } : { path: next };
}

/**
 * A tap on a city: the open choice of that city when the map offers one, else that city's own
 * actions (from the start), else nothing but the city selected.
 */
export function tapCity(entries: readonly Entry[], path: readonly Facet[], city: string): { path: Facet[]; play?: FrCommand } | undefined {
  const open = step(entries, path).options.find((o) => o.facet.kind === 'city' && o.facet.value === city);
  if (open !== undefined) return choose(entries, path, open.facet);
  const start = step(entries, []).options.find((o) => o.facet.key === 'at' && o.facet.value === city);
  if (start !== undefined) return choose(entries, [], start.facet);
  return undefined;
}

/** A tap on a card of the hand (or of a sheet): the open choice of that card, else that card's own plays from the start. */
export function tapCard(entries: readonly Entry[], path: readonly Facet[], card: string): { path: Facet[]; play?: FrCommand } | undefined {
  const open = step(entries, path).options.find((o) => o.facet.kind === 'card' && o.facet.value === card);
  if (open !== undefined) return choose(entries, path, open.facet);
  const start = step(entries, []).options.find((o) => o.facet.key === 'card' && o.facet.value === card);
  if (start !== undefined) return choose(entries, [], start.facet);
  return undefined;
}
