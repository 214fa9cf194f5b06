import {
  alliances,
  bordersProblems,
  checkCommand,
  COLOURS,
  type DomCommand,
  type DomState,
  EDGES,
  expansions,
  foundings,
  knightSquares,
  knightsPrice,
  SQUARES,
  treasons,
} from '../../../src/games/domaine/client.js';

// Playing on the board (issue 45 item 1), as Fall of Rome does it (web/src/fall-of-rome/choose.ts):
// every command the rules allow now is a path of choices — the action (a card of the price list),
// then each square the player taps, then each detail the rules leave free (which of one's domaines
// expands, the alliance's marker square). The table asks one choice at a time, only among the
// commands that fit the choices made so far: nothing is lit that the rules refuse (checkCommand is
// the judge of every command offered), and every allowed command is one path of taps away.
// Borders are the exception only in how they are found: up to three of 264 slots are too many to
// list, so a slot is lit when the borders picked so far and it pass the rules together (in some
// order: each border is checked on the board as the ones before it left it).

/** The actions of the price list ("Coût des actions"), each a card at the table. */
export type Mode = 'borders' | 'knights' | 'expand' | 'treason' | 'alliance' | 'take-ducats' | 'special-income';
export const MODES: readonly Mode[] = ['borders', 'knights', 'expand', 'treason', 'alliance', 'take-ducats', 'special-income'];

/** What a lit square or slot costs: ducats, or a die that sets the price (plus ducats known now). */
export type Price = { readonly ducats: number; readonly die?: false } | { readonly ducats: number; readonly die: true };

/** One choice on a command's path: a square tapped on the board, or a word (the action, "no knight", "no more"). */
export interface Facet {
  readonly key: string;
  readonly square?: number;
  readonly word?: string;
}

export interface Entry {
  readonly command: DomCommand;
  readonly facets: readonly Facet[];
  readonly price: Price;
}

/** What the seat is asked now. */
export type Ask =
  | 'nothing'
  | 'mode'
  | 'setup-castle'
  | 'setup-knight'
  | 'free-knight'
  | 'merge'
  | 'borders'
  | 'knights'
  | 'expand-square'
  | 'expand-castle'
  | 'treason'
  | 'alliance-with'
  | 'alliance-castle'
  | 'alliance-marker';

/** The choices open after a path. */
export interface Step {
  readonly ask: Ask;
  /** Squares that may be tapped now, each with what the command it leads to costs (the cheapest). */
  readonly squares: ReadonlyMap<number, Price>;
  /** Border slots that may be tapped now, each with the price of the borders with it. */
  readonly edges: ReadonlyMap<number, Price>;
  /** The actions (cards) that have some allowed command, with their cheapest price. */
  readonly modes: ReadonlyMap<Mode, Price>;
  /** Word choices open now ("no free knight"). */
  readonly words: readonly string[];
  /** The command the path names in full (played by the confirm button when more may still be added). */
  readonly done?: DomCommand;
  readonly donePrice?: Price;
  /** Squares and slots already chosen. */
  readonly pickedSquares: ReadonlySet<number>;
  readonly pickedEdges: ReadonlySet<number>;
}

const sq = (key: string, square: number): Facet => ({ key, square });
const word = (key: string, w: string): Facet => ({ key, word: w });
const same = (a: Facet, b: Facet) => a.key === b.key && a.square === b.square && a.word === b.word;
const mode = (m: Mode) => word('mode', m);
const ducats = (n: number): Price => ({ ducats: n });
const die = (extra = 0): Price => ({ ducats: extra, die: true });

/** The seat's name for the rules' checks. */
const nameOf = (seat: number) => COLOURS[seat] as string;
const passes = (s: DomState, seat: number, command: DomCommand) => checkCommand(s, nameOf(seat), command).length === 0;

/** Every allowed command of the seat but borders, with its path and price. */
export function entriesOf(s: DomState, seat: number): Entry[] {
  if (s.result !== null || seat < 0) return [];
  const p = s.pending;
  const out: Entry[] = [];
  const add = (command: DomCommand, facets: Facet[], price: Price) => {
    if (passes(s, seat, command)) out.push({ command, facets, price });
  };
  if (p !== null) {
    if (p.seat !== seat) return [];
    if (p.kind === 'merge') {
      for (const castle of p.domaines) add({ type: 'merge', castle }, [sq('merge', castle)], ducats(0));
      return out;
    }
    const forest = s.rules.prices.forest;
    for (const q of knightSquares(s, seat)) add({ type: 'free-knight', square: q }, [sq('free-knight', q)], ducats(s.terrain[q] === 'F' ? forest : 0));
    add({ type: 'free-knight', square: null }, [word('free-knight', 'none')], ducats(0));
    return out;
  }
  if (s.current !== seat) return [];
  if (s.phase === 'setup') {
    for (const c of foundings(s, seat)) if (c.type === 'found') out.push({ command: c, facets: [sq('castle', c.castle), sq('knight', c.knight)], price: ducats(0) });
    return out;
  }
  if (s.phase !== 'play') return [];
  // Knights: one, or two (the second may stand next to the first).
  const singles = knightSquares(s, seat).filter((q) => passes(s, seat, { type: 'knights', squares: [q] }));
  for (const a of singles) {
    out.push({ command: { type: 'knights', squares: [a] }, facets: [mode('knights'), sq('k0', a)], price: ducats(knightsPrice(s, [a])) });
    for (let b = 0; b < SQUARES; b++) {
      if (b === a || s.knight[b] !== -1 || s.castle[b] !== -1) continue;
      add({ type: 'knights', squares: [a, b] }, [mode('knights'), sq('k0', a), sq('k1', b)], ducats(knightsPrice(s, [a, b])));
    }
  }
  // Expansion: the square, then which of one's domaines takes it (asked only when several may).
  for (const c of expansions(s, seat)) if (c.type === 'expand') out.push({ command: c, facets: [mode('expand'), sq('square', c.square), sq('castle', c.castle)], price: ducats(s.rules.prices.expansion) });
  for (const c of treasons(s, seat)) if (c.type === 'treason') out.push({ command: c, facets: [mode('treason'), sq('square', c.square)], price: die() });
  // Alliance: the other domaine(s) by their castle, one's own domaine, then the marker square (any square of the allied domaines).
  const pairs = alliances(s, seat).flatMap((c) => (c.type === 'alliance' ? [{ castle: c.castle, other: c.with[0] as number }] : []));
  const groups = new Map<number, number[]>();
  for (const { castle, other } of pairs) groups.set(castle, [...(groups.get(castle) ?? []), other]);
  for (const [castle, others] of groups) {
    const sets: number[][] = others.map((o) => [o]);
    if (s.rules.subVariant) for (let bits = 1; bits < 1 << others.length; bits++) if ((bits & (bits - 1)) !== 0) sets.push(others.filter((_, i) => (bits >> i) & 1));
    for (const set of sets) {
      const sorted = [...set].sort((x, y) => x - y);
      const withFacets = sorted.map((o, i) => sq(`with${i}`, o));
      if (s.rules.subVariant) withFacets.push(word('with-end', 'end'));
      const price = die(sorted.length > 1 ? s.rules.subVariantExtra : 0);
      for (let m = 0; m < SQUARES; m++) add({ type: 'alliance', castle, with: sorted, marker: m }, [mode('alliance'), ...withFacets, sq('castle', castle), sq('marker', m)], price);
    }
  }
  add({ type: 'take-ducats' }, [mode('take-ducats')], ducats(0));
  add({ type: 'special-income' }, [mode('special-income')], die());
  return out;
}

/** All permutations of a short list (borders: at most three). */
function orders(list: readonly number[]): number[][] {
  if (list.length <= 1) return [[...list]];
  return list.flatMap((x, i) => orders([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** The borders command for a set of slots: the first order in which the rules allow them, or undefined. */
export function bordersCommand(s: DomState, seat: number, edges: readonly number[]): DomCommand | undefined {
  if (edges.length === 0 || edges.length > s.rules.prices.borders.length) return undefined;
  for (const order of orders(edges)) {
    const command: DomCommand = { type: 'borders', edges: order };
    if (s.pending === null && s.phase === 'play' && s.current === seat && bordersProblems(s, seat, order).length === 0) return command;
  }
  return undefined;
}

/** Slots that, with the picked ones, make borders the rules allow, each with the price of them all. */
export function borderSlots(s: DomState, seat: number, picked: readonly number[]): Map<number, Price> {
  const out = new Map<number, Price>();
  if (picked.length >= s.rules.prices.borders.length || s.pending !== null || s.phase !== 'play' || s.current !== seat) return out;
  const price = s.rules.prices.borders[picked.length] as number;
  if ((s.ducats[seat] as number) < price) return out;
  for (let e = 0; e < EDGES; e++) if (s.areas.borders[e] === 0 && !picked.includes(e) && bordersCommand(s, seat, [...picked, e]) !== undefined) out.set(e, ducats(price));
  return out;
}

const cheaper = (a: Price | undefined, b: Price): Price => (a === undefined ? b : a.die === true && b.die !== true ? b : b.die === true && a.die !== true ? a : b.ducats < a.ducats ? b : a);

/** The offers whose path begins with `path`. */
function matching(entries: readonly Entry[], path: readonly Facet[]): Entry[] {
  return entries.filter((e) => e.facets.length >= path.length && path.every((f, i) => same(f, e.facets[i] as Facet)));
}

/** The path with every choice that has no alternative taken: only what the player may choose is asked. */
function settle(entries: readonly Entry[], path: readonly Facet[]): Facet[] {
  const out = [...path];
  for (;;) {
    const list = matching(entries, out);
    if (list.some((e) => e.facets.length === out.length)) return out;
    const next = new Map<string, Facet>();
    for (const e of list) {
      const f = e.facets[out.length] as Facet;
      next.set(`${f.key}=${f.square ?? f.word ?? ''}`, f);
    }
    // The action chosen stays to be seen; the marker and the own domaine are taken when there is only one.
    if (next.size !== 1 || out.length === 0) return out;
    out.push([...next.values()][0] as Facet);
  }
}

/** A path at the table: the facets chosen and, in borders mode, the slots picked. */
export interface Path {
  readonly facets: readonly Facet[];
  readonly edges: readonly number[];
}

export const START: Path = { facets: [], edges: [] };

const askOf = (s: DomState, path: readonly Facet[], next: readonly Facet[]): Ask => {
  if (s.pending?.kind === 'merge') return 'merge';
  if (s.pending?.kind === 'free-knight') return 'free-knight';
  if (s.phase === 'setup') return path.length === 0 ? 'setup-castle' : 'setup-knight';
  const m = path[0]?.word as Mode | undefined;
  if (m === undefined) return 'mode';
  if (m === 'knights') return 'knights';
  const key = next[0]?.key ?? '';
  if (m === 'expand') return key === 'castle' ? 'expand-castle' : 'expand-square';
  if (m === 'treason') return 'treason';
  if (m === 'alliance') return key === 'castle' ? 'alliance-castle' : key === 'marker' ? 'alliance-marker' : 'alliance-with';
  return 'nothing';
};

/** What the seat may choose after `path`. */
export function stepOf(s: DomState, seat: number, entries: readonly Entry[], path: Path): Step {
  const pickedSquares = new Set(path.facets.flatMap((f) => (f.square === undefined ? [] : [f.square])));
  const modes = new Map<Mode, Price>();
  const current = path.facets[0]?.word as Mode | undefined;
  if (s.phase === 'play' && s.pending === null && s.current === seat && s.result === null) {
    for (const e of entries) if (e.facets[0]?.key === 'mode') modes.set(e.facets[0].word as Mode, cheaper(modes.get(e.facets[0].word as Mode), e.price));
    const first = borderSlots(s, seat, []);
    if (first.size > 0) modes.set('borders', first.values().next().value as Price);
  }
  if (current === 'borders') {
    const done = bordersCommand(s, seat, path.edges);
    return {
      ask: 'borders',
      squares: new Map(),
      edges: borderSlots(s, seat, path.edges),
      modes,
      words: [],
      ...(done === undefined ? {} : { done, donePrice: ducats(s.rules.prices.borders[path.edges.length - 1] as number) }),
      pickedSquares,
      pickedEdges: new Set(path.edges),
    };
  }
  const list = matching(entries, path.facets);
  const squares = new Map<number, Price>();
  const words: string[] = [];
  let done: Entry | undefined;
  const next: Facet[] = [];
  for (const e of list) {
    const f = e.facets[path.facets.length];
    if (f === undefined) {
      done ??= e;
      continue;
    }
    next.push(f);
    if (f.square !== undefined) squares.set(f.square, cheaper(squares.get(f.square), e.price));
    else if (f.key !== 'mode' && f.word !== undefined && !words.includes(f.word)) words.push(f.word);
  }
  // A picked knight may be tapped again to take it back.
  if (current === 'knights') for (const q of pickedSquares) if (!squares.has(q)) squares.set(q, done?.price ?? ducats(0));
  return {
    ask: askOf(s, path.facets, next),
    squares,
    edges: new Map(),
    modes,
    words,
    ...(done === undefined ? {} : { done: done.command, donePrice: done.price }),
    pickedSquares,
    pickedEdges: new Set(),
  };
}

/** The result of a tap: the new path, and the command to play when the path names one in full and nothing else may follow. */
export interface Tapped {
  readonly path: Path;
  readonly play?: DomCommand;
}

function advance(entries: readonly Entry[], facets: Facet[]): Tapped {
  const settled = settle(entries, facets);
  const list = matching(entries, settled);
  const full = list.find((e) => e.facets.length === settled.length);
  if (full !== undefined && list.length === 1) return { path: START, play: full.command };
  return { path: { facets: settled, edges: [] } };
}

/** A tap on an action card. */
export function tapMode(entries: readonly Entry[], path: Path, m: Mode): Tapped {
  if (path.facets[0]?.word === m) return { path: START };
  if (m === 'borders') return { path: { facets: [mode('borders')], edges: [] } };
  return advance(entries, [mode(m)]);
}

/** A tap on a square: the open choice of that square, a picked knight taken back, or nothing. */
export function tapSquare(s: DomState, entries: readonly Entry[], path: Path, q: number): Tapped | undefined {
  const facets = path.facets;
  if (facets[0]?.word === 'knights' && facets.some((f) => f.square === q)) {
    const kept = facets.slice(1).flatMap((f) => (f.square === undefined || f.square === q ? [] : [f.square]));
    return { path: { facets: [mode('knights'), ...kept.map((k, i) => sq(`k${i}`, k))], edges: [] } };
  }
  // In setup, the castle picked may be tapped again to choose another.
  if (s.phase === 'setup' && facets.length === 1 && facets[0]?.square === q) return { path: START };
  const open = matching(entries, facets).find((e) => e.facets[facets.length]?.square === q);
  if (open === undefined) return undefined;
  return advance(entries, [...facets, open.facets[facets.length] as Facet]);
}

/** A tap on a word choice ("no free knight", "no more domaines"). */
export function tapWord(entries: readonly Entry[], path: Path, w: string): Tapped | undefined {
  const open = matching(entries, path.facets).find((e) => e.facets[path.facets.length]?.word === w);
  if (open === undefined) return undefined;
  return advance(entries, [...path.facets, open.facets[path.facets.length] as Facet]);
}

/** A tap on a border slot: picked, or taken back when picked already. */
export function tapEdge(s: DomState, seat: number, path: Path, e: number): Tapped | undefined {
  if (path.facets[0]?.word !== 'borders') return undefined;
  if (path.edges.includes(e)) return { path: { facets: path.facets, edges: path.edges.filter((x) => x !== e) } };
  if (!borderSlots(s, seat, path.edges).has(e)) return undefined;
  return { path: { facets: path.facets, edges: [...path.edges, e] } };
}

/** The squares of the area a merge settles (the castle-less area), to shade while the choice is open. */
export function mergeZone(s: DomState): number[] {
  if (s.pending?.kind !== 'merge') return [];
  const label = s.areas.label[s.pending.zone];
  const out: number[] = [];
  for (let q = 0; q < SQUARES; q++) if (s.areas.label[q] === label) out.push(q);
  return out;
}

/** The actions that may begin with square `q` (a tap on the board before any card): what may be done there. */
export function modesAt(entries: readonly Entry[], q: number): Mode[] {
  const out: Mode[] = [];
  for (const e of entries) {
    const [first, second] = e.facets;
    if (first?.key === 'mode' && second?.square === q && !out.includes(first.word as Mode)) out.push(first.word as Mode);
  }
  return MODES.filter((m) => out.includes(m));
}

/** An action chosen for a square tapped first: the card and that square at once. */
export function tapModeAt(entries: readonly Entry[], m: Mode, q: number): Tapped | undefined {
  const open = entries.find((e) => e.facets[0]?.word === m && e.facets[1]?.square === q);
  if (open === undefined) return undefined;
  return advance(entries, [mode(m), open.facets[1] as Facet]);
}
