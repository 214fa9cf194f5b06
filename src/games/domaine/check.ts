import { areaSquares, trialAreas, trialGeneration, trialSteps, tryBorder, undoLastTry, type AreaContext, type AreaInfo, type MutableAreas } from './areas.js';
import { EDGES, LINKS as BOARD_LINKS, SQUARES, colOf, edgeName, edgeSquares, rowOf, squareName } from './board.js';
import { commandSchema, type DomCommand } from './commands.js';
import { areaContext } from './score.js';
import { areaOf, domaineOwner, seatIndex, seatName, type DomState } from './state.js';
import { refusal, textless, type Refusal, type RefusalCode } from './texts.js';

/** A module-local name for the neighbour table: read in the hottest loops. */
const LINKS = BOARD_LINKS;

const okSquare = (s: number) => Number.isInteger(s) && s >= 0 && s < SQUARES;
const badSquare = (s: number, where: string) => refusal('bad-square', { square: s }, where);

const ROW = Int8Array.from({ length: SQUARES }, (_, s) => rowOf(s));
const COL = Int8Array.from({ length: SQUARES }, (_, s) => colOf(s));

export function distance(state: DomState, a: number, b: number): number {
  const dr = Math.abs(rowOf(a) - rowOf(b));
  const dc = Math.abs(colOf(a) - colOf(b));
  return state.rules.distance.metric === 'manhattan' ? dr + dc : Math.max(dr, dc);
}

/** Castle squares by seat, kept per castle array: castles never move, so the array changes only when one is founded. */
const castlesBySeat = new WeakMap<readonly number[], number[][]>();

export function ownCastles(state: DomState, seat: number): readonly number[] {
  let bySeat = castlesBySeat.get(state.castle);
  if (bySeat === undefined) {
    bySeat = [[], [], [], []];
    for (let s = 0; s < SQUARES; s++) {
      const owner = state.castle[s] as number;
      if (owner >= 0) (bySeat[owner] ??= []).push(s);
    }
    castlesBySeat.set(state.castle, bySeat);
  }
  return bySeat[seat] ?? [];
}

/** Setup: a free meadow with a free meadow or forest next to it, for a castle and its knight. */
function foundable(state: DomState, s: number): boolean {
  if (state.terrain[s] !== '.' || state.castle[s] !== -1 || state.knight[s] !== -1) return false;
  const links = LINKS[s] as readonly number[];
  for (let i = 0; i < links.length; i += 2) if (knightGround(state, links[i] as number)) return true;
  return false;
}

const knightGround = (state: DomState, s: number) => (state.terrain[s] === '.' || state.terrain[s] === 'F') && state.castle[s] === -1 && state.knight[s] === -1;

/**
 * The distance a new castle must keep from the player's own (DOM-3): the preferred 6 while some
 * square allows it, else 5, else as far as the board still allows.
 */
export function requiredDistance(state: DomState, seat: number): number {
  const own = ownCastles(state, seat);
  if (own.length === 0) return 0;
  // The last answer, found again by what it depends on: the bot and the check ask for the same state in turn.
  const last = lastDistance;
  if (last !== null && last.castle === state.castle && last.knight === state.knight && last.terrain === state.terrain && last.rules === state.rules && last.seat === seat) return last.min;
  const nearest = nearestOwnCastle(state, seat);
  const { preferred, fallback } = state.rules.distance;
  let best = 0;
  for (let s = 0; s < SQUARES && best < preferred; s++) if ((nearest[s] as number) > best && foundable(state, s)) best = nearest[s] as number;
  const min = best >= preferred ? preferred : best >= fallback ? fallback : best;
  lastDistance = { castle: state.castle, knight: state.knight, terrain: state.terrain, rules: state.rules, seat, min };
  return min;
}
/** Per square, the distance to the nearest castle of `seat` (Infinity when it has none); kept for the last castle array asked about. */
export function nearestOwnCastle(state: DomState, seat: number): Float64Array {
  const known = nearest;
  if (known !== null && known.castle === state.castle && known.rules === state.rules && known.seat === seat) return known.distances;
  // Only the last answer is kept, so its array is reused.
  const distances = known?.distances ?? new Float64Array(SQUARES);
  distances.fill(Infinity);
  const manhattan = state.rules.distance.metric === 'manhattan';
  for (const c of ownCastles(state, seat)) {
    // distance() unrolled over the board: rows and columns from tables, the metric chosen once.
    const rc = ROW[c] as number;
    const cc = COL[c] as number;
    for (let s = 0; s < SQUARES; s++) {
      const dr = Math.abs((ROW[s] as number) - rc);
      const dc = Math.abs((COL[s] as number) - cc);
      const d = manhattan ? dr + dc : Math.max(dr, dc);
      if (d < (distances[s] as number)) distances[s] = d;
    }
  }
  nearest = { castle: state.castle, rules: state.rules, seat, distances };
  return distances;
}
let nearest: { castle: readonly number[]; rules: DomState['rules']; seat: number; distances: Float64Array } | null = null;
let lastDistance: { castle: readonly number[]; knight: readonly number[]; terrain: string; rules: DomState['rules']; seat: number; min: number } | null = null;

function foundProblems(state: DomState, seat: number, castle: number, knight: number): Refusal[] {
  if (!okSquare(castle)) return [badSquare(castle, 'castle')];
  if (!okSquare(knight)) return [badSquare(knight, 'knight')];
  if ((state.castlesLeft[seat] as number) <= 0) return [refusal('no-castles-left')];
  if (state.terrain[castle] !== '.' || state.castle[castle] !== -1 || state.knight[castle] !== -1) return [refusal('castle-not-meadow', { square: squareName(castle) }, 'castle')];
  const min = requiredDistance(state, seat);
  for (const other of ownCastles(state, seat)) {
    const d = distance(state, castle, other);
    if (d < min) return [refusal('castle-too-close', { square: squareName(castle), distance: d, other: squareName(other), min }, 'castle')];
  }
  if (!(LINKS[castle] as readonly number[]).some((n, i) => i % 2 === 0 && n === knight)) return [refusal('knight-not-adjacent', { square: squareName(knight) }, 'knight')];
  if (state.terrain[knight] !== '.' && state.terrain[knight] !== 'F') return [refusal('knight-terrain', { square: squareName(knight) }, 'knight')];
  if (state.castle[knight] !== -1 || state.knight[knight] !== -1) return [refusal('square-taken', { square: squareName(knight) }, 'knight')];
  return [];
}

/**
 * Whether `seat` may place a knight on `square` (base game: meadow or forest, free, orthogonally next
 * to an own knight or castle; DOM-8 borders do not separate; DOM-9 not into another's domaine).
 * `extra` is a square already taken by the same action's first knight.
 */
export function knightProblem(state: DomState, seat: number, square: number, where: string, extra = -1): Refusal | null {
  if (knightOk(state, seat, square, extra)) return null;
  if (!okSquare(square)) return badSquare(square, where);
  const name = squareName(square);
  if (state.terrain[square] !== '.' && state.terrain[square] !== 'F') return refusal('knight-terrain', { square: name }, where);
  if (state.castle[square] !== -1 || state.knight[square] !== -1 || square === extra) return refusal('square-taken', { square: name }, where);
  const links = LINKS[square] as readonly number[];
  let next = false;
  for (let i = 0; i < links.length; i += 2) {
    const n = links[i] as number;
    if (state.knight[n] === seat || state.castle[n] === seat || n === extra) next = true;
  }
  if (!next) return refusal('knight-not-adjacent', { square: name }, where);
  if (!state.rules.knightsIntoForeignDomaine) {
    const owner = domaineOwner(state, square);
    if (owner !== -1 && owner !== seat) return refusal('knight-foreign-domaine', { square: name }, where);
  }
  return null;
}

/** The same test as knightProblem without building a refusal: for listing legal squares quickly. */
export function knightOk(state: DomState, seat: number, square: number, extra = -1): boolean {
  if (!okSquare(square)) return false;
  const t = state.terrain[square];
  if ((t !== '.' && t !== 'F') || state.castle[square] !== -1 || state.knight[square] !== -1 || square === extra) return false;
  const links = LINKS[square] as readonly number[];
  let next = false;
  for (let i = 0; i < links.length; i += 2) {
    const n = links[i] as number;
    if (state.knight[n] === seat || state.castle[n] === seat || n === extra) next = true;
  }
  if (!next) return false;
  if (state.rules.knightsIntoForeignDomaine) return true;
  const owner = domaineOwner(state, square);
  return owner === -1 || owner === seat;
}

const forestExtra = (state: DomState, squares: readonly number[]) => squares.filter((s) => state.terrain[s] === 'F').length * state.rules.prices.forest;

export function knightsPrice(state: DomState, squares: readonly number[]): number {
  return (state.rules.prices.knights[squares.length - 1] as number) + forestExtra(state, squares);
}

function pay(state: DomState, seat: number, price: number): Refusal[] {
  const have = state.ducats[seat] as number;
  return have < price ? [refusal('cannot-pay', { price, have })] : [];
}

function knightsProblems(state: DomState, seat: number, squares: readonly number[]): Refusal[] {
  if (squares.length === 2 && squares[0] === squares[1]) return [refusal('knight-count')];
  if ((state.knightsLeft[seat] as number) < squares.length) return [refusal('no-knights-left')];
  const first = knightProblem(state, seat, squares[0] as number, 'squares[0]');
  if (first !== null) return [first];
  if (squares.length === 2) {
    const second = knightProblem(state, seat, squares[1] as number, 'squares[1]', squares[0]);
    if (second !== null) return [second];
  }
  return pay(state, seat, knightsPrice(state, squares));
}

/**
 * The borders of one action, each checked on the board as the ones before it left it (DOM-5):
 * in an area holding one of the player's castles while some are outside domaines, else anywhere
 * but in a domaine; never cutting off an area without castle; with two players, closing an
 * opponent's domaine only if the action closes one of the player's own (DOM-7).
 */
export function bordersProblems(state: DomState, seat: number, edges: readonly number[]): Refusal[] {
  const failure = bordersFailure(state, seat, edges);
  if (failure === null) return [];
  if (typeof failure === 'number') return [refusal('cannot-pay', { price: failure, have: state.ducats[seat] as number })];
  const [code, i] = failure;
  if (code === 'border-count') return [refusal(code)];
  if (i < 0) return [refusal(code, {}, 'edges')];
  const e = edges[i] as number;
  return [refusal(code, code === 'bad-edge' ? { edge: e } : { edge: edgeName(e) }, `edges[${i}]`)];
}

/** bordersProblems without building the refusal's texts: for bots and the random player trying many slots. */
export const bordersOk = (state: DomState, seat: number, edges: readonly number[]): boolean => bordersFailure(state, seat, edges) === null;

/** Equality as a Set sees it (NaN equals NaN). */
const sameValueZero = (a: unknown, b: unknown): boolean => a === b || (a !== a && b !== b);

/** Why the borders are refused: a price the player cannot pay, or the refusal code and the index of the edge (-1: the whole action). */
function bordersFailure(state: DomState, seat: number, edges: readonly number[]): number | [RefusalCode, number] | null {
  if (passedBefore(state, seat, edges)) return null;
  for (let i = 0; i < edges.length; i++) for (let j = i + 1; j < edges.length; j++) if (sameValueZero(edges[i], edges[j])) return ['border-count', -1];
  for (let i = 0; i < edges.length; i++) {
    const e = edges[i];
    if (!Number.isInteger(e) || (e as number) < 0 || (e as number) >= EDGES) return ['bad-edge', i];
  }
  const price = state.rules.prices.borders[edges.length - 1] as number;
  if ((state.ducats[seat] as number) < price) return price;
  // Each border is checked on the board as the ones before it left it: a trial copy, undone by the next check.
  const t = startTrial(state, seat);
  for (let i = 0; i < edges.length; i++) {
    const code = trialEdge(t, edges[i] as number);
    if (code !== null) return [code, i];
  }
  if (state.players === 2 && t.closedOther && !t.closedOwn) return ['border-closes-opponent', -1];
  remember(state, seat, edges);
  return null;
}

/** Borders of one action placed on the trial copy so far, and whether they closed the player's or another's domaine. */
interface BorderTrial {
  state: DomState;
  seat: number;
  w: MutableAreas;
  ctx: AreaContext;
  own: readonly number[];
  closedOwn: boolean;
  closedOther: boolean;
  /** The trial copy's generation when this trial began (areas.ts): another trial in between means starting again. */
  generation: number;
  readonly edges: number[];
}

function startTrial(state: DomState, seat: number): BorderTrial {
  const w = trialAreas(state.areas);
  return { state, seat, w, ctx: areaContext(state), own: ownCastles(state, seat), closedOwn: false, closedOther: false, generation: trialGeneration(), edges: [] };
}

/** Places border `e` on the trial copy if the rules of one border allow it there; the refusal code when not (the border may stay placed then). */
function trialEdge(t: BorderTrial, e: number): RefusalCode | null {
  const { w, state, seat } = t;
  if (w.borders[e] === 1) return 'border-taken';
  const [a, b] = edgeSquares(e);
  const info = w.info[w.label[a] as number];
  if (info === undefined) throw new Error(`no area for square ${a}`);
  if (info.castles.length === 1) return 'border-in-domaine';
  if (ownCastleOpen(t) && !holdsCastleOf(state, info, seat)) return 'border-not-own-castle';
  if (tryBorder(w, t.ctx, e) === null) return null;
  const sideA = w.info[w.label[a] as number];
  const sideB = w.info[w.label[b] as number];
  if (sideA === undefined || sideA.castles.length === 0 || sideB === undefined || sideB.castles.length === 0) return 'border-neutral-zone';
  for (const side of [sideA, sideB]) {
    if (side.castles.length === 1) {
      if (state.castle[side.castles[0] as number] === seat) t.closedOwn = true;
      else t.closedOther = true;
    }
  }
  return null;
}

/** Some castle of the player still outside a domaine on the trial copy. */
function ownCastleOpen(t: BorderTrial): boolean {
  for (const c of t.own) if (t.w.info[t.w.label[c] as number]?.castles.length !== 1) return true;
  return false;
}

function holdsCastleOf(state: DomState, info: AreaInfo, seat: number): boolean {
  for (const c of info.castles) if (state.castle[c] === seat) return true;
  return false;
}

/** The last borders found to pass, by state (states are never changed), seat and edges: the check of the command the random player built. */
const passed: { state: DomState | null; seat: number; edges: number[] } = { state: null, seat: -1, edges: [] };

function remember(state: DomState, seat: number, edges: readonly number[]): void {
  passed.state = state;
  passed.seat = seat;
  passed.edges = edges.slice();
}

function passedBefore(state: DomState, seat: number, edges: readonly number[]): boolean {
  if (passed.state !== state || passed.seat !== seat || passed.edges.length !== edges.length) return false;
  for (let i = 0; i < edges.length; i++) if (passed.edges[i] !== edges[i]) return false;
  return true;
}

/** The borders action the random player is building: its trial begins with the first slot that gets that far. */
const building: { state: DomState | null; seat: number; trial: BorderTrial | null } = { state: null, seat: -1, trial: null };

/** Starts a borders action for the random player: slots are then added one at a time by `addBorderSlot`. */
export function startBorders(state: DomState, seat: number): void {
  building.state = state;
  building.seat = seat;
  building.trial = null;
}

/**
 * Adds slot `e` to the borders started by `startBorders` if `bordersOk(state, seat, [...added, e])`
 * holds, with the same answer, without placing the slots added before once more.
 */
export function addBorderSlot(e: number): boolean {
  const { state, seat } = building;
  if (state === null) throw new Error('addBorderSlot before startBorders');
  let t = building.trial;
  const added = t === null ? 0 : t.edges.length;
  const price = state.rules.prices.borders[added] as number;
  if ((state.ducats[seat] as number) < price || !Number.isInteger(e) || e < 0 || e >= EDGES) return false;
  if (t === null) {
    t = startTrial(state, seat);
    building.trial = t;
  } else if (t.generation !== trialGeneration()) {
    // Another check used the trial copy in between: place the slots added so far again.
    const again = startTrial(state, seat);
    for (const x of t.edges) if (trialEdge(again, x) !== null) throw new Error(`border ${x} no longer passes`);
    again.edges.push(...t.edges);
    t = again;
    building.trial = t;
  }
  const edges = t.edges;
  if (edges.includes(e)) return false;
  const steps = trialSteps();
  const { closedOwn, closedOther } = t;
  const code = trialEdge(t, e);
  if (code !== null || (state.players === 2 && t.closedOther && !t.closedOwn)) {
    if (trialSteps() > steps) undoLastTry();
    t.closedOwn = closedOwn;
    t.closedOther = closedOther;
    return false;
  }
  edges.push(e);
  remember(state, seat, edges);
  return true;
}

/** Knights of `seat` in the area of `square`: the squares sharing its label (labels are kept exact, areas.ts). */
export function knightsInArea(state: DomState, square: number, seat: number): number {
  const label = state.areas.label;
  let known = knightCounts;
  if (known === null || known.label !== label || known.knight !== state.knight) {
    // Counted once per labels and knights (both replaced, never changed, when they change): by label and seat.
    const size = state.areas.next * 4;
    if (countsBuffer.length < size) countsBuffer = new Int32Array(Math.max(size, 2 * countsBuffer.length));
    const counts = countsBuffer;
    counts.fill(0, 0, size);
    for (let s = 0; s < SQUARES; s++) {
      const k = state.knight[s] as number;
      if (k < 0) continue;
      const i = (label[s] as number) * 4 + k;
      counts[i] = (counts[i] as number) + 1;
    }
    known = { label, knight: state.knight, counts };
    knightCounts = known;
  }
  return known.counts[(label[square] as number) * 4 + seat] ?? 0;
}
let knightCounts: { label: readonly number[]; knight: readonly number[]; counts: Int32Array } | null = null;
/** Reused for every count: only the last is kept. */
let countsBuffer = new Int32Array(1024);

export function allied(state: DomState, x: number, y: number): boolean {
  return state.alliances.some((a) => (a.a === x && a.b === y) || (a.a === y && a.b === x));
}

/** The castle square of the player's domaine `castle`, or a refusal. */
function ownDomaine(state: DomState, seat: number, castle: number, where: string): Refusal | null {
  if (!okSquare(castle)) return badSquare(castle, where);
  const info = areaOf(state, castle);
  if (state.castle[castle] !== seat || info.castles.length !== 1) return refusal('not-own-domaine', { square: squareName(castle) }, where);
  return null;
}

function expandProblems(state: DomState, seat: number, castle: number, square: number): Refusal[] {
  const bad = ownDomaine(state, seat, castle, 'castle');
  if (bad !== null) return [bad];
  if (!okSquare(square)) return [badSquare(square, 'square')];
  const name = squareName(square);
  const home = state.areas.label[castle];
  const links = LINKS[square] as readonly number[];
  if (state.areas.label[square] === home) return [refusal('expand-own-domaine', { square: name }, 'square')];
  if (!links.some((n, i) => i % 2 === 0 && state.areas.label[n] === home)) return [refusal('expand-not-adjacent', { square: name }, 'square')];
  if (state.castle[square] !== -1) return [refusal('expand-castle', { square: name }, 'square')];
  const target = areaOf(state, square);
  if (target.castles.length === 1) {
    const other = target.castles[0] as number;
    const owner = state.castle[other] as number;
    if (owner === seat) return [refusal('expand-own-domaine', { square: name }, 'square')];
    if (allied(state, castle, other)) return [refusal('expand-allied', { square: name }, 'square')];
    // DOM-10: the knights of each domaine's owner inside it.
    const mine = knightsInArea(state, castle, seat);
    const theirs = knightsInArea(state, other, owner);
    if (mine <= theirs) return [refusal('expand-too-few-knights', { mine, theirs }, 'square')];
  }
  return pay(state, seat, state.rules.prices.expansion);
}

/** Treason (DOM-11): an opponent's knight in a domaine where the player has a knight too. */
export function treasonProblems(state: DomState, seat: number, square: number): Refusal[] {
  if (!okSquare(square)) return [badSquare(square, 'square')];
  const name = squareName(square);
  const victim = state.knight[square] as number;
  if (victim === -1 || victim === seat) return [refusal('treason-no-target', { square: name }, 'square')];
  if (areaOf(state, square).castles.length !== 1) return [refusal('treason-not-in-domaine', { square: name }, 'square')];
  if (knightsInArea(state, square, seat) === 0) return [refusal('treason-no-own-knight', { square: name }, 'square')];
  if ((state.knightsLeft[seat] as number) <= 0) return [refusal('no-knights-left')];
  return [];
}

/** The castles of other players' domaines next to the player's domaine of `castle`. */
export function neighbourDomaines(state: DomState, seat: number, castle: number): number[] {
  // Asked again for the same areas while listing and checking alliances: answers kept for the last areas and castles.
  if (neighbours.areas !== state.areas || neighbours.castle !== state.castle) {
    neighbours.areas = state.areas;
    neighbours.castle = state.castle;
    neighbours.found.clear();
  }
  const key = castle * 4 + seat;
  let found = neighbours.found.get(key);
  if (found === undefined) {
    found = findNeighbourDomaines(state, seat, castle);
    neighbours.found.set(key, found);
  }
  return found.slice();
}
const neighbours: { areas: DomState['areas'] | null; castle: readonly number[] | null; found: Map<number, number[]> } = { areas: null, castle: null, found: new Map() };

function findNeighbourDomaines(state: DomState, seat: number, castle: number): number[] {
  const home = state.areas.label[castle] as number;
  const out = new Set<number>();
  for (const s of areaSquares(state.areas.borders, castle)) {
    const links = LINKS[s] as readonly number[];
    for (let i = 0; i < links.length; i += 2) {
      const l = state.areas.label[links[i] as number] as number;
      const info = state.areas.info[l];
      if (l === home || info === undefined || info.castles.length !== 1) continue;
      const c = info.castles[0] as number;
      if (state.castle[c] !== seat) out.add(c);
    }
  }
  return [...out].sort((x, y) => x - y);
}

/** Alliance (DOM-13, DOM-14): the player's domaine with one adjacent domaine of another player (several with the sub-variant). */
function allianceProblems(state: DomState, seat: number, castle: number, others: readonly number[], marker: number): Refusal[] {
  const bad = ownDomaine(state, seat, castle, 'castle');
  if (bad !== null) return [bad];
  if (new Set(others).size !== others.length || (others.length > 1 && !state.rules.subVariant)) return [refusal('alliance-count', {}, 'with')];
  const next = neighbourDomaines(state, seat, castle);
  for (const [i, o] of others.entries()) {
    if (!okSquare(o)) return [badSquare(o, `with[${i}]`)];
    if (!next.includes(o)) return [refusal('alliance-not-neighbour', { square: squareName(o) }, `with[${i}]`)];
    if (allied(state, castle, o)) return [refusal('alliance-exists', { square: squareName(o) }, `with[${i}]`)];
  }
  if (!okSquare(marker)) return [badSquare(marker, 'marker')];
  const markerArea = state.areas.label[marker];
  if (![castle, ...others].some((c) => state.areas.label[c] === markerArea)) return [refusal('alliance-marker', { square: squareName(marker) }, 'marker')];
  return [];
}

const isInt = (x: unknown): boolean => Number.isInteger(x);
const ints = (x: unknown, min: number, max: number): boolean => Array.isArray(x) && x.length >= min && x.length <= max && x.every(isInt);
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
      if (command.square === null) return [];
      if ((state.knightsLeft[seat] as number) <= 0) return [refusal('no-knights-left')];
      const problem = knightProblem(state, seat, command.square, 'square');
      return problem !== null ? [problem] : pay(state, seat, forestExtra(state, [command.square]));
    }
    if (command.type !== 'merge') return [refusal('answer-pending', { kind: pending.kind })];
    return pending.domaines.includes(command.castle) ? [] : [refusal('merge-choice', { options: pending.domaines.map(squareName).join(', ') }, 'castle')];
  }
  if (seat !== state.current) return [refusal('not-your-turn', { seat: seatName(state.current) })];
  if (state.phase === 'setup') return command.type === 'found' ? foundProblems(state, seat, command.castle, command.knight) : [refusal('setup-running')];
  return actionProblems(state, seat, command);
}

/** The checks of an action on the seat's own turn in play, nothing pending. */
function actionProblems(state: DomState, seat: number, command: DomCommand): Refusal[] {
  switch (command.type) {
    case 'found':
      return [refusal('setup-over')];
    case 'free-knight':
    case 'merge':
      return [refusal('bad-command', { why: `nothing asks for "${command.type}" now` })];
    case 'borders':
      return bordersProblems(state, seat, command.edges);
    case 'knights':
      return knightsProblems(state, seat, command.squares);
    case 'expand':
      return expandProblems(state, seat, command.castle, command.square);
    case 'treason':
      return treasonProblems(state, seat, command.square);
    case 'alliance':
      return allianceProblems(state, seat, command.castle, command.with, command.marker);
    case 'take-ducats':
    case 'special-income':
      return [];
  }
}

/** Whether `seat` may give `command` now: checkCommand without building the refusals' texts (for bots listing commands). */
export function passes(state: DomState, seatName_: string, command: DomCommand): boolean {
  textless.depth += 1;
  try {
    return checkCommand(state, seatName_, command).length === 0;
  } finally {
    textless.depth -= 1;
  }
}

/** passes() for a command built by the lists of legal commands (well formed, by seat index): on the seat's plain turn straight to the action's checks. */
export function actionPasses(state: DomState, seat: number, command: DomCommand): boolean {
  if (state.phase !== 'play' || state.pending !== null || seat !== state.current) return passes(state, seatName(seat), command);
  textless.depth += 1;
  try {
    return actionProblems(state, seat, command).length === 0;
  } finally {
    textless.depth -= 1;
  }
}
