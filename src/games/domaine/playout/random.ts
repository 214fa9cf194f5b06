import { EDGES, SQUARES } from '../board.js';
import type { DomCommand } from '../commands.js';
import type { DomRules } from '../rules.js';
import { NB } from './areas.js';
import {
  alliance,
  borderAction,
  expand,
  expandOk,
  finishBorders,
  found,
  foundingKnights,
  foundingPairs,
  freeKnight,
  knightsPrice,
  merge,
  placeKnights,
  requiredDistance,
  specialIncome,
  takeDucats,
  treason,
  treasonOk,
  tryBorder,
} from './actions.js';
import { FOREST, FREE_KNIGHT, MERGE, OVER, SETUP, FastGame } from './game.js';
import { PlayoutRandom } from '../../../kernel/simulation/playout-random.js';

/** A command the random player gave, for replaying the game through the Match. */
export interface PlayedCommand {
  readonly seat: number;
  readonly command: DomCommand;
}

const pairs = new Int32Array(4 * SQUARES);
const squares = new Int32Array(SQUARES);
const choice = new Int32Array(8 * SQUARES);
const area = new Int32Array(SQUARES);

/** Squares where `seat` may place one knight now (only squares next to an own piece can: `near` filters first), into `squares`; their count. */
function knightSquares(g: FastGame, seat: number): number {
  let n = 0;
  const near = g.areas.near;
  const base = seat * SQUARES;
  for (let s = 0; s < SQUARES; s++) if (near[base + s] !== 0 && g.knightOk(seat, s)) squares[n++] = s;
  return n;
}

/** A castle square drawn at random until one may hold a castle (up to 64 draws, then one of all placements), and a knight square beside it. */
function drawFounding(g: FastGame, seat: number, r: PlayoutRandom): [number, number] {
  const min = requiredDistance(g, seat);
  for (let t = 0; t < 64; t++) {
    const c = r.below(SQUARES);
    const n = foundingKnights(g, seat, c, min, squares);
    if (n > 0) return [c, squares[r.below(n)] as number];
  }
  const n = foundingPairs(g, seat, pairs);
  if (n === 0) throw new Error('no place for a castle');
  const i = 2 * r.below(n / 2);
  return [pairs[i] as number, pairs[i + 1] as number];
}

/**
 * A square where `seat` may place a knight (next to `extra` too, when not -1), or -1 after 16
 * misses: a side of one of its pieces (or of `extra`) drawn at random.
 */
function drawKnightSquare(g: FastGame, seat: number, extra: number, r: PlayoutRandom): number {
  const a = g.areas;
  const own = a.pieceCount[seat] as number;
  const sides = 4 * (extra >= 0 ? own + 1 : own);
  if (sides === 0) return -1;
  for (let t = 0; t < 16; t++) {
    const i = r.below(sides);
    const piece = i >> 2 < own ? (a.pieces[64 * seat + (i >> 2)] as number) : extra;
    const s = NB[8 * piece + 2 * (i & 3)] as number;
    if (s >= 0 && g.knightOk(seat, s, extra)) return s;
  }
  return -1;
}

/**
 * The random player of the playout engine; its own distribution (docs/domaine/README.md "Speed"):
 * - setup: a castle square drawn among all 144 until one may hold a castle, its knight beside it;
 * - a turn: up to 6 tries of an action kind drawn 0–9, then take 3 ducats. 0–3 borders (1–3
 *   wanted, up to 12 random slots, those that pass kept); 4–5 knights (a side of one of the
 *   player's pieces drawn until its square passes, up to 16 draws, so squares beside several
 *   pieces are likelier; a second the same way half the time, kept when the price allows); 6 an
 *   expansion (uniform over pairs of a domaine square and its neighbour); 7 treason or alliance
 *   (one neighbour or, with the sub-variant, half the time the first four; the marker on a random
 *   square of the player's domaine); 8–9 take 3 ducats or the special income;
 * - free knight: a legal square at random, or none one time in eight; merge: a choice at random.
 * Every command passes the rules' checks (test/domaine/fast-playout.test.ts replays them).
 */
export function playRandomCommand(g: FastGame, r: PlayoutRandom, record: PlayedCommand[] | null): void {
  const seat = g.seatToMove();
  if (g.pending === MERGE) {
    const castle = g.mergeChoices[r.below(g.mergeChoices.length)] as number;
    record?.push({ seat, command: { type: 'merge', castle } });
    merge(g, castle);
    return;
  }
  if (g.pending === FREE_KNIGHT) {
    let n = 0;
    for (let i = 0, all = knightSquares(g, seat); i < all; i++) {
      const s = squares[i] as number;
      if (g.ground[s] !== FOREST || (g.ducats[seat] as number) >= g.rules.prices.forest) squares[n++] = s;
    }
    const square = n === 0 || r.below(8) === 0 ? -1 : (squares[r.below(n)] as number);
    record?.push({ seat, command: { type: 'free-knight', square: square < 0 ? null : square } });
    freeKnight(g, seat, square);
    return;
  }
  if (g.phase === SETUP) {
    const [castle, knight] = drawFounding(g, seat, r);
    record?.push({ seat, command: { type: 'found', castle, knight } });
    found(g, seat, castle, knight);
    return;
  }
  for (let attempt = 0; attempt < 6; attempt++) {
    const kind = r.below(10);
    if (kind <= 3 && tryBorders(g, seat, r, record)) return;
    if ((kind === 4 || kind === 5) && tryKnights(g, seat, r, record)) return;
    if (kind === 6 && tryExpansion(g, seat, r, record)) return;
    if (kind === 7 && (r.below(2) === 0 ? tryTreason(g, seat, r, record) : tryAlliance(g, seat, r, record))) return;
    if (kind >= 8) {
      if (r.below(2) === 0) {
        record?.push({ seat, command: { type: 'take-ducats' } });
        takeDucats(g, seat);
      } else {
        record?.push({ seat, command: { type: 'special-income' } });
        specialIncome(g, seat);
      }
      return;
    }
  }
  record?.push({ seat, command: { type: 'take-ducats' } });
  takeDucats(g, seat);
}

function tryBorders(g: FastGame, seat: number, r: PlayoutRandom, record: PlayedCommand[] | null): boolean {
  const want = 1 + r.below(3);
  const prices = g.rules.prices.borders;
  borderAction.closedOwn = false;
  borderAction.closedOther = false;
  let placed = 0;
  const edges: number[] | null = record === null ? null : [];
  // Whether a castle of the player is still open is asked on the board as the borders so far left it.
  let open = g.hasOpenCastle(seat);
  for (let t = 0; t < 12 && placed < want && (g.ducats[seat] as number) >= (prices[placed] as number); t++) {
    const e = r.below(EDGES);
    if (tryBorder(g, seat, e, open)) {
      placed++;
      edges?.push(e);
      open = g.hasOpenCastle(seat);
    }
  }
  if (placed === 0) return false;
  if (edges !== null) record?.push({ seat, command: { type: 'borders', edges } });
  finishBorders(g, seat, placed);
  return true;
}

function tryKnights(g: FastGame, seat: number, r: PlayoutRandom, record: PlayedCommand[] | null): boolean {
  const left = g.knightsLeft[seat] as number;
  if (left <= 0) return false;
  const first = drawKnightSquare(g, seat, -1, r);
  if (first < 0 || knightsPrice(g, first, -1) > (g.ducats[seat] as number)) return false;
  let second = left >= 2 && r.below(2) === 0 ? drawKnightSquare(g, seat, first, r) : -1;
  if (second >= 0 && knightsPrice(g, first, second) > (g.ducats[seat] as number)) second = -1;
  record?.push({ seat, command: { type: 'knights', squares: second >= 0 ? [first, second] : [first] } });
  placeKnights(g, seat, first, second);
  return true;
}

function tryExpansion(g: FastGame, seat: number, r: PlayoutRandom, record: PlayedCommand[] | null): boolean {
  if ((g.ducats[seat] as number) < g.rules.prices.expansion) return false;
  const a = g.areas;
  let n = 0;
  // Each own domaine's squares by a search from its castle, in castle order.
  for (let i = 8 * seat; i < 8 * seat + (g.ownCount[seat] as number); i++) {
    const castle = g.ownCastles[i] as number;
    const l = a.label[castle] as number;
    if (a.castles[l] !== 1) continue;
    const size = a.areaSquares(castle, area);
    for (let k = 0; k < size; k++) {
      const s = area[k] as number;
      for (let j = 8 * s; j < 8 * s + 8 && (NB[j] as number) >= 0; j += 2) {
        const x = NB[j] as number;
        if (a.label[x] !== l && expandOk(g, seat, castle, x)) {
          choice[n++] = castle;
          choice[n++] = x;
        }
      }
    }
  }
  if (n === 0) return false;
  const i = 2 * r.below(n / 2);
  const castle = choice[i] as number;
  const square = choice[i + 1] as number;
  record?.push({ seat, command: { type: 'expand', castle, square } });
  expand(g, seat, castle, square);
  return true;
}

/** Some domaine holds a knight of `seat` and one of another player: else no square passes treasonOk. */
function treasonPossible(g: FastGame, seat: number): boolean {
  if ((g.knightsLeft[seat] as number) <= 0) return false;
  const a = g.areas;
  for (let i = 0; i < a.liveCount; i++) {
    const k = 4 * (a.live[i] as number);
    if (a.castles[k >> 2] !== 1 || a.knightsOf[k + seat] === 0) continue;
    for (let p = 0; p < g.players; p++) if (p !== seat && a.knightsOf[k + p] !== 0) return true;
  }
  return false;
}

function tryTreason(g: FastGame, seat: number, r: PlayoutRandom, record: PlayedCommand[] | null): boolean {
  if (!treasonPossible(g, seat)) return false;
  let n = 0;
  for (let s = 0; s < SQUARES; s++) if (treasonOk(g, seat, s)) squares[n++] = s;
  if (n === 0) return false;
  const square = squares[r.below(n)] as number;
  record?.push({ seat, command: { type: 'treason', square } });
  treason(g, seat, square);
  return true;
}

/** The other players' domaines (castle squares) next to the domaine of `castle`, not yet allied with it, into `out`. */
function allyCandidates(g: FastGame, seat: number, castle: number, out: number[]): void {
  const a = g.areas;
  const home = a.label[castle] as number;
  for (let s = 0; s < SQUARES; s++) {
    if (a.label[s] !== home) continue;
    for (let i = 8 * s; i < 8 * s + 8 && (NB[i] as number) >= 0; i += 2) {
      const l = a.label[NB[i] as number] as number;
      if (l === home || a.castles[l] !== 1) continue;
      const c = a.castleSum[l] as number;
      if (a.castle[c] !== seat && !out.includes(c) && !g.allied(castle, c)) out.push(c);
    }
  }
}

function tryAlliance(g: FastGame, seat: number, r: PlayoutRandom, record: PlayedCommand[] | null): boolean {
  const a = g.areas;
  const own: number[] = [];
  for (let i = 0; i < a.liveCount; i++) {
    const l = a.live[i] as number;
    if (a.castles[l] === 1 && a.castle[a.castleSum[l] as number] === seat) own.push(a.castleSum[l] as number);
  }
  if (own.length === 0) return false;
  own.sort((x, y) => x - y);
  const castle = own[r.below(own.length)] as number;
  const others: number[] = [];
  allyCandidates(g, seat, castle, others);
  if (others.length === 0) return false;
  others.sort((x, y) => x - y);
  const withAll = g.rules.subVariant && others.length > 1 && r.below(2) === 0;
  // The command names at most four (commands.ts).
  const chosen = withAll ? others.slice(0, 4) : [others[r.below(others.length)] as number];
  const home = a.label[castle] as number;
  let n = 0;
  for (let s = 0; s < SQUARES; s++) if (a.label[s] === home) squares[n++] = s;
  const marker = squares[r.below(n)] as number;
  record?.push({ seat, command: { type: 'alliance', castle, with: chosen.slice(), marker } });
  alliance(g, seat, castle, chosen, marker);
  return true;
}

/** A whole random game on `g` (started by the caller); the commands played. */
export function playRandomGame(g: FastGame, r: PlayoutRandom, record: PlayedCommand[] | null = null, maxCommands = 5000): number {
  let n = 0;
  while (g.phase !== OVER && n < maxCommands) {
    playRandomCommand(g, r, record);
    n++;
  }
  return n;
}

/** One random game from scratch: rules, players and seed, a fresh engine unless one is given to reuse. */
export function fastRandomGame(rules: DomRules, players: number, seed: number, g = new FastGame(), record: PlayedCommand[] | null = null): FastGame {
  g.start(rules, players, seed);
  playRandomGame(g, new PlayoutRandom(seed ^ 0x5bd1e995), record);
  return g;
}
