import { BorderTrial, type AreaInfo } from './areas.js';
import { EDGES, LINKS as BOARD_LINKS, SQUARES, colOf, edgeName, edgeSquares, rowOf, squareName } from './board.js';
import { commandSchema, type DomCommand } from './commands.js';
import { Look } from './look.js';
import { areaOf, domaineOwner, seatIndex, seatName, type DomState } from './state.js';
import { refusal, type Refusal, type RefusalCode } from './texts.js';

/** A module-local name for the neighbour table: read in the hottest loops. */
const LINKS = BOARD_LINKS;

const okSquare = (s: number) => Number.isInteger(s) && s >= 0 && s < SQUARES;
/** No refusal: one shared empty list, never written. */
const NONE: Refusal[] = Object.freeze([]) as unknown as Refusal[];
const MEADOW = '.'.charCodeAt(0);
const FOREST = 'F'.charCodeAt(0);
const badSquare = (s: number, where: string) => refusal('bad-square', { square: s }, where);

const ROW = Int8Array.from({ length: SQUARES }, (_, s) => rowOf(s));
const COL = Int8Array.from({ length: SQUARES }, (_, s) => colOf(s));

export function distance(state: DomState, a: number, b: number): number {
  const dr = Math.abs(rowOf(a) - rowOf(b));
  const dc = Math.abs(colOf(a) - colOf(b));
  return state.rules.distance.metric === 'manhattan' ? dr + dc : Math.max(dr, dc);
}

/** The castle squares of `seat`, ascending. */
export function ownCastles(state: DomState, seat: number): number[] {
  return new Look(state).castlesOf(seat).slice();
}

/** Setup: a free meadow with a free meadow or forest next to it, for a castle and its knight. */
export function foundable(state: DomState, s: number): boolean {
  if (state.terrain.charCodeAt(s) !== MEADOW || state.castle[s] !== -1 || state.knight[s] !== -1) return false;
  const links = LINKS[s] as readonly number[];
  for (let i = 0; i < links.length; i += 2) if (knightGround(state, links[i] as number)) return true;
  return false;
}

/** A free meadow or forest: where a castle's first knight may stand. */
export function knightGround(state: DomState, s: number): boolean {
  const t = state.terrain.charCodeAt(s);
  return (t === MEADOW || t === FOREST) && state.castle[s] === -1 && state.knight[s] === -1;
}

/**
 * The distance a new castle must keep from the player's own (DOM-3): the preferred 6 while some
 * square allows it, else 5, else as far as the board still allows.
 */
export function requiredDistance(state: DomState, seat: number, look = new Look(state)): number {
  const own = look.castlesOf(seat);
  if (own.length === 0) return 0;
  const { preferred, fallback } = state.rules.distance;
  const manhattan = state.rules.distance.metric === 'manhattan';
  let best = 0;
  for (let s = 0; s < SQUARES && best < preferred; s++) {
    const d = nearestOwn(own, manhattan, s);
    if (d > best && foundable(state, s)) best = d;
  }
  return best >= preferred ? preferred : best >= fallback ? fallback : best;
}

/** Farther than any two squares are apart. */
export const FAR = 99;

/** The distance from `s` to the nearest of the castles `own` (FAR when there is none), by the metric of DOM-3. */
export function nearestOwn(own: readonly number[], manhattan: boolean, s: number): number {
  // distance() unrolled: rows and columns from tables, the metric chosen by the caller.
  const rs = ROW[s] as number;
  const cs = COL[s] as number;
  let nearest = FAR;
  for (let i = 0; i < own.length; i++) {
    const c = own[i] as number;
    const dr = Math.abs((ROW[c] as number) - rs);
    const dc = Math.abs((COL[c] as number) - cs);
    const d = manhattan ? dr + dc : dr > dc ? dr : dc;
    if (d < nearest) nearest = d;
  }
  return nearest;
}

function foundProblems(state: DomState, seat: number, castle: number, knight: number): Refusal[] {
  if (!okSquare(castle)) return [badSquare(castle, 'castle')];
  if (!okSquare(knight)) return [badSquare(knight, 'knight')];
  if ((state.castlesLeft[seat] as number) <= 0) return [refusal('no-castles-left')];
  if (state.terrain[castle] !== '.' || state.castle[castle] !== -1 || state.knight[castle] !== -1) return [refusal('castle-not-meadow', { square: squareName(castle) }, 'castle')];
  const look = new Look(state);
  const min = requiredDistance(state, seat, look);
  for (const other of look.castlesOf(seat)) {
    const d = distance(state, castle, other);
    if (d < min) return [refusal('castle-too-close', { square: squareName(castle), distance: d, other: squareName(other), min }, 'castle')];
  }
  if (!(LINKS[castle] as readonly number[]).some((n, i) => i % 2 === 0 && n === knight)) return [refusal('knight-not-adjacent', { square: squareName(knight) }, 'knight')];
  if (state.terrain[knight] !== '.' && state.terrain[knight] !== 'F') return [refusal('knight-terrain', { square: squareName(knight) }, 'knight')];
  if (state.castle[knight] !== -1 || state.knight[knight] !== -1) return [refusal('square-taken', { square: squareName(knight) }, 'knight')];
  return NONE;
}

/**
 * Why `seat` may not place a knight on `square` (base game: meadow or forest, free, orthogonally next
 * to an own knight or castle; DOM-8 borders do not separate; DOM-9 not into another's domaine), or
 * null. `extra` is a square already taken by the same action's first knight.
 */
function knightFailure(state: DomState, seat: number, square: number, extra: number): RefusalCode | null {
  if (!okSquare(square)) return 'bad-square';
  const t = state.terrain.charCodeAt(square);
  if (t !== MEADOW && t !== FOREST) return 'knight-terrain';
  const { castle, knight } = state;
  if (castle[square] !== -1 || knight[square] !== -1 || square === extra) return 'square-taken';
  const links = LINKS[square] as readonly number[];
  let next = false;
  for (let i = 0; i < links.length && !next; i += 2) {
    const n = links[i] as number;
    next = knight[n] === seat || castle[n] === seat || n === extra;
  }
  if (!next) return 'knight-not-adjacent';
  if (!state.rules.knightsIntoForeignDomaine) {
    const owner = domaineOwner(state, square);
    if (owner !== -1 && owner !== seat) return 'knight-foreign-domaine';
  }
  return null;
}

/** knightFailure as a refusal for `where`. */
export function knightProblem(state: DomState, seat: number, square: number, where: string, extra = -1): Refusal | null {
  const code = knightFailure(state, seat, square, extra);
  if (code === null) return null;
  return code === 'bad-square' ? badSquare(square, where) : refusal(code, { square: squareName(square) }, where);
}

/** Whether `seat` may place a knight on `square` (knightFailure without a refusal). */
export function knightOk(state: DomState, seat: number, square: number, extra = -1): boolean {
  return knightFailure(state, seat, square, extra) === null;
}

function forestExtra(state: DomState, squares: readonly number[]): number {
  let forests = 0;
  for (let i = 0; i < squares.length; i++) if (state.terrain[squares[i] as number] === 'F') forests += 1;
  return forests * state.rules.prices.forest;
}

export function knightsPrice(state: DomState, squares: readonly number[]): number {
  return (state.rules.prices.knights[squares.length - 1] as number) + forestExtra(state, squares);
}

function pay(state: DomState, seat: number, price: number): Refusal[] {
  const have = state.ducats[seat] as number;
  return have < price ? [refusal('cannot-pay', { price, have })] : NONE;
}

const canPay = (state: DomState, seat: number, price: number): boolean => (state.ducats[seat] as number) >= price;

/** Why the knights action is refused: a code and, for a square, its index; null when it passes. */
function knightsFailure(state: DomState, seat: number, squares: readonly number[]): RefusalCode | null {
  if (squares.length === 2 && squares[0] === squares[1]) return 'knight-count';
  if ((state.knightsLeft[seat] as number) < squares.length) return 'no-knights-left';
  const first = knightFailure(state, seat, squares[0] as number, -1);
  if (first !== null) return first;
  if (squares.length === 2) {
    const second = knightFailure(state, seat, squares[1] as number, squares[0] as number);
    if (second !== null) return second;
  }
  return canPay(state, seat, knightsPrice(state, squares)) ? null : 'cannot-pay';
}

function knightsProblems(state: DomState, seat: number, squares: readonly number[]): Refusal[] {
  const code = knightsFailure(state, seat, squares);
  if (code === null) return NONE;
  if (code === 'knight-count' || code === 'no-knights-left') return [refusal(code)];
  if (code === 'cannot-pay') return pay(state, seat, knightsPrice(state, squares));
  const first = knightProblem(state, seat, squares[0] as number, 'squares[0]');
  return [first ?? (knightProblem(state, seat, squares[1] as number, 'squares[1]', squares[0]) as Refusal)];
}

/**
 * The borders of one action, each checked on the board as the ones before it left it (DOM-5):
 * in an area holding one of the player's castles while some are outside domaines, else anywhere
 * but in a domaine; never cutting off an area without castle; with two players, closing an
 * opponent's domaine only if the action closes one of the player's own (DOM-7).
 */
export function bordersProblems(state: DomState, seat: number, edges: readonly number[], look = new Look(state)): Refusal[] {
  const failure = bordersFailure(look, seat, edges);
  if (failure === null) return NONE;
  if (typeof failure === 'number') return [refusal('cannot-pay', { price: failure, have: state.ducats[seat] as number })];
  const [code, i] = failure;
  if (code === 'border-count') return [refusal(code)];
  if (i < 0) return [refusal(code, {}, 'edges')];
  const e = edges[i] as number;
  return [refusal(code, code === 'bad-edge' ? { edge: e } : { edge: edgeName(e) }, `edges[${i}]`)];
}

/** bordersProblems without building the refusal's texts: for bots and the random player trying many slots. */
export const bordersOk = (state: DomState, seat: number, edges: readonly number[], look = new Look(state)): boolean => bordersFailure(look, seat, edges) === null;

/** Equality as a Set sees it (NaN equals NaN). */
const sameValueZero = (a: unknown, b: unknown): boolean => a === b || (a !== a && b !== b);

/** Why the borders are refused: a price the player cannot pay, or the refusal code and the index of the edge (-1: the whole action). */
function bordersFailure(look: Look, seat: number, edges: readonly number[]): number | [RefusalCode, number] | null {
  const state = look.state;
  for (let i = 0; i < edges.length; i++) for (let j = i + 1; j < edges.length; j++) if (sameValueZero(edges[i], edges[j])) return ['border-count', -1];
  for (let i = 0; i < edges.length; i++) {
    const e = edges[i];
    if (!Number.isInteger(e) || (e as number) < 0 || (e as number) >= EDGES) return ['bad-edge', i];
  }
  const price = state.rules.prices.borders[edges.length - 1] as number;
  if ((state.ducats[seat] as number) < price) return price;
  // Each border is checked on the board as the ones before it left it (areas.ts: a trial that copies nothing it need not).
  const t = new BordersTrial(look, seat);
  for (let i = 0; i < edges.length; i++) {
    const code = t.edge(edges[i] as number);
    if (code !== null) return [code, i];
  }
  if (state.players === 2 && t.closedOther && !t.closedOwn) return ['border-closes-opponent', -1];
  return null;
}

/** Borders of one action tried one by one on the areas, and whether they closed the player's or another's domaine. */
class BordersTrial {
  private readonly trial: BorderTrial;
  closedOwn = false;
  closedOther = false;
  /** The last edge that passed: placed on the trial only when another one is tried after it. */
  private passed = -1;
  private open: boolean | null = null;

  private readonly state: DomState;

  constructor(
    private readonly look: Look,
    private readonly seat: number,
  ) {
    this.state = look.state;
    this.trial = new BorderTrial(look.state.areas, look.state);
  }

  /** Tries border `e` after the ones that passed before it: the refusal code, or null when the rules of one border allow it there. */
  edge(e: number): RefusalCode | null {
    if (this.passed !== -1) {
      if (this.trial.place(this.passed)) this.open = null;
      this.passed = -1;
    }
    const { state, seat } = this;
    const w = this.trial;
    if (w.has(e)) return 'border-taken';
    const [a] = edgeSquares(e);
    const info = w.info[w.label[a] as number];
    if (info === undefined) throw new Error(`no area for square ${a}`);
    if (info.castles.length === 1) return 'border-in-domaine';
    if (this.ownCastleOpen() && !holdsCastleOf(state, info, seat)) return 'border-not-own-castle';
    const side = this.trial.probe(e);
    if (side !== null) {
      // The castles of the side cut off and of the rest of the area.
      let cut = 0;
      let cutCastle = -1;
      for (let i = 0; i < side.length; i++) {
        const s = side[i] as number;
        if ((state.castle[s] as number) >= 0) {
          cut += 1;
          cutCastle = s;
        }
      }
      const rest = info.castles.length - cut;
      if (cut === 0 || rest === 0) return 'border-neutral-zone';
      if (cut === 1) this.closed(cutCastle);
      if (rest === 1) for (const c of info.castles) if (!side.includes(c)) this.closed(c);
    }
    this.passed = e;
    return null;
  }

  /** Forgets the last edge that passed (the random player's slot refused by the two-player rule). */
  drop(): void {
    this.passed = -1;
  }

  private closed(castle: number): void {
    if (this.state.castle[castle] === this.seat) this.closedOwn = true;
    else this.closedOther = true;
  }

  /** Some castle of the player still outside a domaine on the trial (known until a border placed on it cuts an area off). */
  private ownCastleOpen(): boolean {
    if (this.open === null) {
      const w = this.trial;
      this.open = false;
      for (const c of this.look.castlesOf(this.seat)) if (w.info[w.label[c] as number]?.castles.length !== 1) this.open = true;
    }
    return this.open;
  }
}

function holdsCastleOf(state: DomState, info: AreaInfo, seat: number): boolean {
  for (const c of info.castles) if (state.castle[c] === seat) return true;
  return false;
}

/**
 * A borders action the random player builds slot by slot: `add(e)` answers as
 * `bordersOk(state, seat, [...added, e])` would, without placing the slots added before once more.
 */
export class BordersBuilder {
  readonly edges: number[] = [];
  private trial: BordersTrial | null = null;

  constructor(
    private readonly look: Look,
    private readonly seat: number,
  ) {}

  add(e: number): boolean {
    const { seat, edges } = this;
    const state = this.look.state;
    const price = state.rules.prices.borders[edges.length] as number;
    if ((state.ducats[seat] as number) < price || !Number.isInteger(e) || e < 0 || e >= EDGES) return false;
    if (edges.includes(e)) return false;
    const t = (this.trial ??= new BordersTrial(this.look, seat));
    const { closedOwn, closedOther } = t;
    if (t.edge(e) !== null || (state.players === 2 && t.closedOther && !t.closedOwn)) {
      t.drop();
      t.closedOwn = closedOwn;
      t.closedOther = closedOther;
      return false;
    }
    edges.push(e);
    return true;
  }
}

/** Knights of `seat` in the area of `square`: the squares sharing its label (labels are kept exact, areas.ts). */
export function knightsInArea(state: DomState, square: number, seat: number): number {
  return new Look(state).knightsInArea(square, seat);
}

export function allied(state: DomState, x: number, y: number): boolean {
  const list = state.alliances;
  for (let i = 0; i < list.length; i++) {
    const a = list[i] as (typeof list)[number];
    if ((a.a === x && a.b === y) || (a.a === y && a.b === x)) return true;
  }
  return false;
}

/** Why `castle` is not the castle square of one of the player's domaines, or null. */
function ownDomaineFailure(state: DomState, seat: number, castle: number): RefusalCode | null {
  if (!okSquare(castle)) return 'bad-square';
  if (state.castle[castle] !== seat || areaOf(state, castle).castles.length !== 1) return 'not-own-domaine';
  return null;
}

const ownDomaineProblem = (code: RefusalCode, castle: number, where: string): Refusal =>
  code === 'bad-square' ? badSquare(castle, where) : refusal(code, { square: squareName(castle) }, where);

/** Why the player's domaine of `castle` may not expand to `square` (DOM-10), or null. */
function expandFailure(look: Look, seat: number, castle: number, square: number): RefusalCode | null {
  const state = look.state;
  const bad = ownDomaineFailure(state, seat, castle);
  if (bad !== null) return bad;
  if (!okSquare(square)) return 'bad-square';
  const label = state.areas.label;
  const home = label[castle];
  if (label[square] === home) return 'expand-own-domaine';
  const links = LINKS[square] as readonly number[];
  let adjacent = false;
  for (let i = 0; i < links.length && !adjacent; i += 2) adjacent = label[links[i] as number] === home;
  if (!adjacent) return 'expand-not-adjacent';
  if (state.castle[square] !== -1) return 'expand-castle';
  const target = areaOf(state, square);
  if (target.castles.length === 1) {
    const other = target.castles[0] as number;
    const owner = state.castle[other] as number;
    if (owner === seat) return 'expand-own-domaine';
    if (allied(state, castle, other)) return 'expand-allied';
    // DOM-10: the knights of each domaine's owner inside it.
    if (look.knightsInArea(castle, seat) <= look.knightsInArea(other, owner)) return 'expand-too-few-knights';
  }
  return canPay(state, seat, state.rules.prices.expansion) ? null : 'cannot-pay';
}

function expandProblems(look: Look, seat: number, castle: number, square: number): Refusal[] {
  const state = look.state;
  const code = expandFailure(look, seat, castle, square);
  if (code === null) return NONE;
  if (code === 'cannot-pay') return pay(state, seat, state.rules.prices.expansion);
  if (code === 'not-own-domaine' || (code === 'bad-square' && !okSquare(castle))) return [ownDomaineProblem(code, castle, 'castle')];
  if (code === 'bad-square') return [badSquare(square, 'square')];
  if (code === 'expand-too-few-knights') {
    const other = areaOf(state, square).castles[0] as number;
    return [refusal(code, { mine: look.knightsInArea(castle, seat), theirs: look.knightsInArea(other, state.castle[other] as number) }, 'square')];
  }
  return [refusal(code, { square: squareName(square) }, 'square')];
}

/** Why treason (DOM-11) on `square` is refused — it takes an opponent's knight in a domaine where the player has a knight too — or null. */
function treasonFailure(look: Look, seat: number, square: number): RefusalCode | null {
  const state = look.state;
  if (!okSquare(square)) return 'bad-square';
  const victim = state.knight[square] as number;
  if (victim === -1 || victim === seat) return 'treason-no-target';
  if (areaOf(state, square).castles.length !== 1) return 'treason-not-in-domaine';
  if (look.knightsInArea(square, seat) === 0) return 'treason-no-own-knight';
  if ((state.knightsLeft[seat] as number) <= 0) return 'no-knights-left';
  return null;
}

export function treasonProblems(state: DomState, seat: number, square: number, look = new Look(state)): Refusal[] {
  const code = treasonFailure(look, seat, square);
  if (code === null) return NONE;
  if (code === 'bad-square') return [badSquare(square, 'square')];
  if (code === 'no-knights-left') return [refusal(code)];
  return [refusal(code, { square: squareName(square) }, 'square')];
}

/** The castles of other players' domaines next to the player's domaine of `castle`, ascending. */
export function neighbourDomaines(state: DomState, seat: number, castle: number): number[] {
  return new Look(state).neighbourDomaines(seat, castle).slice();
}

/** Why an alliance (DOM-13, DOM-14) is refused — the player's domaine with one adjacent domaine of another player, several with the sub-variant — or null. */
function allianceFailure(look: Look, seat: number, castle: number, others: readonly number[], marker: number): RefusalCode | null {
  const state = look.state;
  const bad = ownDomaineFailure(state, seat, castle);
  if (bad !== null) return bad;
  if (new Set(others).size !== others.length || (others.length > 1 && !state.rules.subVariant)) return 'alliance-count';
  const next = look.neighbourDomaines(seat, castle);
  for (const o of others) {
    const code = allyFailure(state, castle, next, o);
    if (code !== null) return code;
  }
  if (!okSquare(marker)) return 'bad-square';
  const label = state.areas.label;
  const markerArea = label[marker];
  if (label[castle] === markerArea) return null;
  for (const c of others) if (label[c] === markerArea) return null;
  return 'alliance-marker';
}

/** Why the domaine of `castle` may not ally with the domaine of `o`, given the castles of its neighbour domaines; or null. */
function allyFailure(state: DomState, castle: number, next: readonly number[], o: number): RefusalCode | null {
  if (!okSquare(o)) return 'bad-square';
  if (!next.includes(o)) return 'alliance-not-neighbour';
  if (allied(state, castle, o)) return 'alliance-exists';
  return null;
}

function allianceProblems(look: Look, seat: number, castle: number, others: readonly number[], marker: number): Refusal[] {
  const state = look.state;
  const code = allianceFailure(look, seat, castle, others, marker);
  if (code === null) return NONE;
  if (code === 'not-own-domaine' || (code === 'bad-square' && !okSquare(castle))) return [ownDomaineProblem(code, castle, 'castle')];
  if (code === 'alliance-count') return [refusal(code, {}, 'with')];
  const next = look.neighbourDomaines(seat, castle);
  for (const [i, o] of others.entries()) {
    const failure = allyFailure(state, castle, next, o);
    if (failure === 'bad-square') return [badSquare(o, `with[${i}]`)];
    if (failure !== null) return [refusal(failure, { square: squareName(o) }, `with[${i}]`)];
  }
  if (code === 'bad-square') return [badSquare(marker, 'marker')];
  return [refusal(code, { square: squareName(marker) }, 'marker')];
}

const isInt = (x: unknown): boolean => Number.isInteger(x);
function ints(x: unknown, min: number, max: number): boolean {
  if (!Array.isArray(x) || x.length < min || x.length > max) return false;
  // As every(isInt), which skips holes.
  for (let i = 0; i < x.length; i++) if (!Number.isInteger(x[i]) && i in x) return false;
  return true;
}
const KEYS: Readonly<Record<string, readonly string[]>> = {
  found: ['castle', 'knight', 'type'],
  borders: ['edges', 'type'],
  knights: ['squares', 'type'],
  expand: ['castle', 'square', 'type'],
  treason: ['square', 'type'],
  alliance: ['castle', 'marker', 'type', 'with'],
  'take-ducats': ['type'],
  'special-income': ['type'],
  'free-knight': ['square', 'type'],
  merge: ['castle', 'type'],
};

/** A quick test that a command has the schema's shape (the schema itself answers when it has not, with its reasons). */
function wellFormed(c: unknown): c is DomCommand {
  if (c === null || typeof c !== 'object') return false;
  const o = c as Record<string, unknown>;
  const keys = typeof o.type === 'string' && Object.hasOwn(KEYS, o.type) ? KEYS[o.type] : undefined;
  if (keys === undefined) return false;
  let n = 0;
  for (const key in o) {
    if (!Object.hasOwn(o, key) || !keys.includes(key)) return false;
    n += 1;
  }
  if (n !== keys.length) return false;
  switch (o.type) {
    case 'found':
      return isInt(o.castle) && isInt(o.knight);
    case 'borders':
      return ints(o.edges, 1, 3);
    case 'knights':
      return ints(o.squares, 1, 2);
    case 'expand':
      return isInt(o.castle) && isInt(o.square);
    case 'treason':
      return isInt(o.square);
    case 'alliance':
      return isInt(o.castle) && isInt(o.marker) && ints(o.with, 1, 4);
    case 'free-knight':
      return o.square === null || isInt(o.square);
    case 'merge':
      return isInt(o.castle);
    default:
      return true;
  }
}

/** Why `seat` may not give `command` now; empty when it may. Never throws for bad input. */
export function checkCommand(state: DomState, seatName_: string, input: DomCommand): Refusal[] {
  let command = input;
  if (!wellFormed(input)) {
    const parsed = commandSchema.safeParse(input);
    if (!parsed.success) return [refusal('bad-command', { why: parsed.error.issues.map((i) => `${i.path.join('.') || 'command'}: ${i.message}`).join('; ') })];
    command = parsed.data;
  }
  const seat = seatIndex(state, seatName_);
  if (seat === -1) return [refusal('not-a-seat', { seat: String(seatName_) })];
  if (state.phase === 'over') return [refusal('game-over')];
  const pending = state.pending;
  if (pending !== null) {
    if (seat !== pending.seat) return [refusal('not-your-turn', { seat: seatName(pending.seat) })];
    if (pending.kind === 'free-knight') {
      if (command.type !== 'free-knight') return [refusal('answer-pending', { kind: pending.kind })];
      if (command.square === null) return NONE;
      const code = freeKnightFailure(state, seat, command.square);
      if (code === null) return NONE;
      if (code === 'no-knights-left') return [refusal(code)];
      if (code === 'cannot-pay') return pay(state, seat, forestExtra(state, [command.square]));
      return [knightProblem(state, seat, command.square, 'square') as Refusal];
    }
    if (command.type !== 'merge') return [refusal('answer-pending', { kind: pending.kind })];
    return pending.domaines.includes(command.castle) ? NONE : [refusal('merge-choice', { options: pending.domaines.map(squareName).join(', ') }, 'castle')];
  }
  if (seat !== state.current) return [refusal('not-your-turn', { seat: seatName(state.current) })];
  if (state.phase === 'setup') return command.type === 'found' ? foundProblems(state, seat, command.castle, command.knight) : [refusal('setup-running')];
  return actionProblems(new Look(state), seat, command);
}

/** The checks of an action on the seat's own turn in play, nothing pending. */
function actionProblems(look: Look, seat: number, command: DomCommand): Refusal[] {
  const state = look.state;
  switch (command.type) {
    case 'found':
      return [refusal('setup-over')];
    case 'free-knight':
    case 'merge':
      return [refusal('bad-command', { why: `nothing asks for "${command.type}" now` })];
    case 'borders':
      return bordersProblems(state, seat, command.edges, look);
    case 'knights':
      return knightsProblems(state, seat, command.squares);
    case 'expand':
      return expandProblems(look, seat, command.castle, command.square);
    case 'treason':
      return treasonProblems(state, seat, command.square, look);
    case 'alliance':
      return allianceProblems(look, seat, command.castle, command.with, command.marker);
    case 'take-ducats':
    case 'special-income':
      return NONE;
  }
}

/** Why the free knight of the special income (DOM-15) may not go on `square`, or null. */
function freeKnightFailure(state: DomState, seat: number, square: number): RefusalCode | null {
  if ((state.knightsLeft[seat] as number) <= 0) return 'no-knights-left';
  return knightFailure(state, seat, square, -1) ?? (canPay(state, seat, forestExtra(state, [square])) ? null : 'cannot-pay');
}

/** Whether the free knight may go on `square` now (the pending question asked of `seat`). */
export const freeKnightOk = (state: DomState, seat: number, square: number): boolean => freeKnightFailure(state, seat, square) === null;

/** actionProblems without refusals: whether the action passes. */
function actionOk(look: Look, seat: number, command: DomCommand): boolean {
  const state = look.state;
  switch (command.type) {
    case 'found':
    case 'free-knight':
    case 'merge':
      return false;
    case 'borders':
      return bordersFailure(look, seat, command.edges) === null;
    case 'knights':
      return knightsFailure(state, seat, command.squares) === null;
    case 'expand':
      return expandFailure(look, seat, command.castle, command.square) === null;
    case 'treason':
      return treasonFailure(look, seat, command.square) === null;
    case 'alliance':
      return allianceFailure(look, seat, command.castle, command.with, command.marker) === null;
    case 'take-ducats':
    case 'special-income':
      return true;
  }
}

/** Whether `seat` may give `command` now (refusals are worded only when read, texts.ts). */
export function passes(state: DomState, seatName_: string, command: DomCommand): boolean {
  return checkCommand(state, seatName_, command).length === 0;
}

/** passes() for a command built by the lists of legal commands (well formed, by seat index): on the seat's plain turn straight to the action's checks. */
export function actionPasses(state: DomState, seat: number, command: DomCommand, look = new Look(state)): boolean {
  if (state.phase !== 'play' || state.pending !== null || seat !== state.current) return passes(state, seatName(seat), command);
  return actionOk(look, seat, command);
}
