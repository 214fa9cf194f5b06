import { SQUARES, colOf, rowOf } from '../board.js';
import { END, NB } from './areas.js';
import { FOREST, FREE_KNIGHT, MEADOW, MERGE, NO_PENDING, SETUP, type FastGame } from './game.js';

/**
 * The actions of the variant on a FastGame, each as resolve.ts does it, with the tests check.ts
 * makes (the random player in random.ts builds only commands that pass them).
 */

const ROW = Int32Array.from({ length: SQUARES }, (_, s) => rowOf(s));
const COL = Int32Array.from({ length: SQUARES }, (_, s) => colOf(s));
const buf = new Int32Array(SQUARES);

const groundFree = (g: FastGame, s: number) => (g.ground[s] as number) <= FOREST && g.areas.castle[s] === -1 && g.areas.knight[s] === -1;

/** Brings the game's `nearest` up to date with the castle of `seat` just founded on `c`. */
function updateNearest(g: FastGame, seat: number, c: number): void {
  const nearest = g.nearest;
  const manhattan = g.rules.distance.metric === 'manhattan';
  const base = seat * SQUARES;
  for (let s = 0; s < SQUARES; s++) {
    const dr = Math.abs((ROW[s] as number) - (ROW[c] as number));
    const dc = Math.abs((COL[s] as number) - (COL[c] as number));
    const d = manhattan ? dr + dc : Math.max(dr, dc);
    if (d < (nearest[base + s] as number)) nearest[base + s] = d;
  }
}

/** The distance a new castle of `seat` must keep from its own (check.ts requiredDistance, DOM-3). */
export function requiredDistance(g: FastGame, seat: number): number {
  if ((g.ownCount[seat] as number) === 0) return 0;
  const a = g.areas;
  const near = g.nearest;
  const base = seat * SQUARES;
  const { preferred, fallback } = g.rules.distance;
  let best = 0;
  for (let s = 0; s < SQUARES && best < preferred; s++) {
    if ((near[base + s] as number) <= best || g.ground[s] !== MEADOW || a.castle[s] !== -1 || a.knight[s] !== -1) continue;
    for (let i = 8 * s; i < 8 * s + 8 && (NB[i] as number) >= 0; i += 2) {
      if (groundFree(g, NB[i] as number)) {
        best = near[base + s] as number;
        break;
      }
    }
  }
  return best >= preferred ? preferred : best >= fallback ? fallback : best;
}

/** The knight squares that may go with a castle of `seat` on `c` at distance `min` (check.ts foundProblems), into `out`; their count (0: no castle there). */
export function foundingKnights(g: FastGame, seat: number, c: number, min: number, out: Int32Array): number {
  const a = g.areas;
  if (g.ground[c] !== MEADOW || a.castle[c] !== -1 || a.knight[c] !== -1 || (g.nearest[seat * SQUARES + c] as number) < min) return 0;
  let n = 0;
  for (let i = 8 * c; i < 8 * c + 8 && (NB[i] as number) >= 0; i += 2) if (groundFree(g, NB[i] as number)) out[n++] = NB[i] as number;
  return n;
}

/** Setup: every legal (castle, knight) pair as flat pairs into `out`, in square order; their count × 2. */
export function foundingPairs(g: FastGame, seat: number, out: Int32Array): number {
  const min = requiredDistance(g, seat);
  const knights = new Int32Array(4);
  let n = 0;
  for (let c = 0; c < SQUARES; c++) {
    const k = foundingKnights(g, seat, c, min, knights);
    for (let i = 0; i < k; i++) {
      out[n++] = c;
      out[n++] = knights[i] as number;
    }
  }
  return n;
}

/** A castle and its knight; then the next seat with castles left founds, or red's first turn begins (DOM-2). */
export function found(g: FastGame, seat: number, castle: number, knight: number): void {
  g.areas.addCastle(castle, seat);
  updateNearest(g, seat, castle);
  g.areas.setKnight(knight, seat);
  g.ownCastles[8 * seat + (g.ownCount[seat] as number)] = castle;
  g.ownCount[seat] = (g.ownCount[seat] as number) + 1;
  g.castlesLeft[seat] = (g.castlesLeft[seat] as number) - 1;
  g.knightsLeft[seat] = (g.knightsLeft[seat] as number) - 1;
  g.step++;
  for (let k = 1; k <= g.players; k++) {
    const next = (seat + k) % g.players;
    if ((g.castlesLeft[next] as number) > 0) {
      g.current = next;
      g.phase = SETUP;
      return;
    }
  }
  g.startTurn(0);
}

/** A borders action being built: whether its borders so far closed a domaine of the player or of another (DOM-7). */
export const borderAction = { closedOwn: false, closedOther: false };

/**
 * Places border `e` for `seat` if it may stand there now, the action's earlier borders standing
 * (check.ts trialEdge, DOM-4, DOM-5, DOM-7); else leaves the board as it was and answers false.
 */
export function tryBorder(g: FastGame, seat: number, e: number, open: boolean): boolean {
  const a = g.areas;
  if (a.border[e] === 1) return false;
  const l = a.label[END[2 * e] as number] as number;
  if (a.castles[l] === 1) return false;
  if (open && a.castlesOf[4 * l + seat] === 0) return false;
  // Never a neutral zone by placement: a cut leaving a side without castle is not placed (-2).
  const cut = a.addBorder(e, true);
  if (cut === -2) return false;
  if (cut === -1) return true;
  const la = a.label[END[2 * e] as number] as number;
  const lb = a.label[END[2 * e + 1] as number] as number;
  let own = borderAction.closedOwn;
  let other = borderAction.closedOther;
  for (let k = 0; k < 2; k++) {
    const side = k === 0 ? la : lb;
    if (a.castles[side] !== 1) continue;
    if (a.castle[a.castleSum[side] as number] === seat) own = true;
    else other = true;
  }
  if (g.players === 2 && other && !own) {
    a.removeBorder(e);
    return false;
  }
  borderAction.closedOwn = own;
  borderAction.closedOther = other;
  return true;
}

/** The borders placed by tryBorder: their price, then the end of the turn. */
export function finishBorders(g: FastGame, seat: number, count: number): void {
  g.pay(seat, g.rules.prices.borders[count - 1] as number);
  g.step++;
  g.finishTurn();
}

/** Knights' price (check.ts knightsPrice): the list price and 1 more for each forest. */
export function knightsPrice(g: FastGame, first: number, second: number): number {
  const p = g.rules.prices;
  let price = (p.knights[second >= 0 ? 1 : 0] as number) + (g.ground[first] === FOREST ? p.forest : 0);
  if (second >= 0 && g.ground[second] === FOREST) price += p.forest;
  return price;
}

/** One or two knights (second -1: one), paid. */
export function placeKnights(g: FastGame, seat: number, first: number, second: number): void {
  g.pay(seat, knightsPrice(g, first, second));
  g.areas.setKnight(first, seat);
  g.knightsLeft[seat] = (g.knightsLeft[seat] as number) - 1;
  if (second >= 0) {
    g.areas.setKnight(second, seat);
    g.knightsLeft[seat] = (g.knightsLeft[seat] as number) - 1;
  }
  g.step++;
  g.finishTurn();
}

/** Whether the free knight of a 6 can go anywhere (resolve.ts freeKnightPossible). */
export function freeKnightPossible(g: FastGame, seat: number): boolean {
  if ((g.knightsLeft[seat] as number) <= 0) return false;
  const near = g.areas.near;
  const base = seat * SQUARES;
  for (let q = 0; q < SQUARES; q++) {
    if (near[base + q] === 0 || (g.ground[q] === FOREST && (g.ducats[seat] as number) < g.rules.prices.forest)) continue;
    if (g.knightOk(seat, q)) return true;
  }
  return false;
}

/** The answer to the free knight: a square (forest costs its extra) or -1 for none. */
export function freeKnight(g: FastGame, seat: number, square: number): void {
  if (square >= 0) {
    if (g.ground[square] === FOREST) g.pay(seat, g.rules.prices.forest);
    g.areas.setKnight(square, seat);
    g.knightsLeft[seat] = (g.knightsLeft[seat] as number) - 1;
  }
  g.pending = NO_PENDING;
  g.step++;
  g.finishTurn();
}

export function takeDucats(g: FastGame, seat: number): void {
  g.ducats[seat] = (g.ducats[seat] as number) + g.rules.prices.take;
  g.step++;
  g.finishTurn();
}

/** Special income: the die gives ducats, or a free knight asked for at once when one can be placed (DOM-15). */
export function specialIncome(g: FastGame, seat: number): void {
  const gain = g.rules.specialIncome[g.roll() - 1];
  if (gain !== null && gain !== undefined) g.ducats[seat] = (g.ducats[seat] as number) + gain;
  else if (freeKnightPossible(g, seat)) {
    g.pending = FREE_KNIGHT;
    g.pendingSeat = seat;
  }
  g.step++;
  g.finishTurn();
}

/** The die of treason and alliance: the price, or -1 when it fails (DOM-13: also a price the player cannot pay). */
function attempt(g: FastGame, seat: number, extra: number): number {
  const base = g.rules.attemptTable[g.roll() - 1];
  if (base === null || base === undefined) return -1;
  const price = base + extra;
  return price > (g.ducats[seat] as number) ? -1 : price;
}

/** Treason may target `square` (check.ts treasonProblems, DOM-11). */
export function treasonOk(g: FastGame, seat: number, square: number): boolean {
  const a = g.areas;
  const victim = a.knight[square] as number;
  if (victim === -1 || victim === seat) return false;
  const l = a.label[square] as number;
  return a.castles[l] === 1 && (a.knightsOf[4 * l + seat] as number) > 0 && (g.knightsLeft[seat] as number) > 0;
}

export function treason(g: FastGame, seat: number, square: number): void {
  const price = attempt(g, seat, 0);
  if (price >= 0) {
    g.pay(seat, price);
    const victim = g.areas.knight[square] as number;
    g.knightsLeft[victim] = (g.knightsLeft[victim] as number) + 1;
    g.areas.setKnight(square, seat);
    g.knightsLeft[seat] = (g.knightsLeft[seat] as number) - 1;
  }
  g.step++;
  g.finishTurn();
}

/** An alliance of the domaine of `castle` with the domaines of `others`, marker on `marker` (DOM-13, DOM-14, the sub-variant). */
export function alliance(g: FastGame, seat: number, castle: number, others: readonly number[], marker: number): void {
  const price = attempt(g, seat, others.length > 1 ? g.rules.subVariantExtra : 0);
  if (price >= 0) {
    g.pay(seat, price);
    for (const b of others) g.alliances.push(castle, b, marker);
  }
  g.step++;
  g.finishTurn();
}

/** The domaine of `castle` (the player's) may take `square` (check.ts expandProblems, DOM-10). */
export function expandOk(g: FastGame, seat: number, castle: number, square: number): boolean {
  const a = g.areas;
  const home = a.label[castle] as number;
  if (a.castle[castle] !== seat || a.castles[home] !== 1 || a.label[square] === home || a.castle[square] !== -1) return false;
  let next = false;
  for (let i = 8 * square; i < 8 * square + 8 && (NB[i] as number) >= 0; i += 2) if (a.label[NB[i] as number] === home) next = true;
  if (!next) return false;
  const t = a.label[square] as number;
  if (a.castles[t] === 1) {
    const other = a.castleSum[t] as number;
    const owner = a.castle[other] as number;
    if (owner === seat || g.allied(castle, other)) return false;
    if ((a.knightsOf[4 * home + seat] as number) <= (a.knightsOf[4 * t + owner] as number)) return false;
  }
  return (g.ducats[seat] as number) >= g.rules.prices.expansion;
}

/** The expansion (resolve.ts expand): the square closed off where it was, opened to the domaine; alliances broken; new castle-less areas settled. */
export function expand(g: FastGame, seat: number, castle: number, square: number): void {
  const a = g.areas;
  g.pay(seat, g.rules.prices.expansion);
  const other = a.knight[square] as number;
  if (other !== -1 && other !== seat) {
    a.setKnight(square, -1);
    g.knightsLeft[other] = (g.knightsLeft[other] as number) + 1;
  }
  const home = a.label[castle] as number;
  const cuts: number[] = [];
  for (let i = 8 * square; i < 8 * square + 8 && (NB[i] as number) >= 0; i += 2) {
    const n = NB[i] as number;
    const e = NB[i + 1] as number;
    if (a.label[n] === home || a.border[e] === 1) continue;
    if (a.addBorder(e) >= 0) cuts.push(n);
  }
  for (let i = 8 * square; i < 8 * square + 8 && (NB[i] as number) >= 0; i += 2) if (a.label[NB[i] as number] === home) a.removeBorder(NB[i + 1] as number);
  const l = g.alliances;
  const kept: number[] = [];
  for (let i = 0; i < l.length; i += 3) {
    if (l[i + 2] === square && a.castle[l[i] as number] !== seat && a.castle[l[i + 1] as number] !== seat) continue;
    kept.push(l[i] as number, l[i + 1] as number, l[i + 2] as number);
  }
  g.alliances = kept;
  const formed = cuts.filter((n) => a.castles[a.label[n] as number] === 0).sort((x, y) => x - y);
  settle(g, formed);
  g.step++;
  g.finishTurn();
}

/** Removes the borders between the area of square `zone` and the area of square `other`. */
function openBetween(g: FastGame, zone: number, other: number): void {
  const a = g.areas;
  const target = a.label[other] as number;
  const n = a.areaSquares(zone, buf);
  const edges: number[] = [];
  for (let k = 0; k < n; k++) {
    const s = buf[k] as number;
    for (let i = 8 * s; i < 8 * s + 8 && (NB[i] as number) >= 0; i += 2) if (a.label[NB[i] as number] === target) edges.push(NB[i + 1] as number);
  }
  for (const e of edges) a.removeBorder(e);
}

/** Castle-less areas from an expansion, in square order (resolve.ts settle, DOM-16); may ask the owner to choose. */
function settle(g: FastGame, queue: readonly number[]): void {
  const a = g.areas;
  const done: number[] = [];
  for (let q = 0; q < queue.length; q++) {
    const zone = queue[q] as number;
    const label = a.label[zone] as number;
    if ((a.castles[label] as number) > 0 || done.some((d) => a.label[d] === label)) continue;
    done.push(zone);
    const neutral: number[] = [];
    const domaines: number[] = [];
    let owners = 0;
    const n = a.areaSquares(zone, buf);
    for (let k = 0; k < n; k++) {
      const s = buf[k] as number;
      for (let i = 8 * s; i < 8 * s + 8 && (NB[i] as number) >= 0; i += 2) {
        const x = NB[i] as number;
        const l = a.label[x] as number;
        if (l === label) continue;
        if (a.castles[l] === 1) {
          const c = a.castleSum[l] as number;
          if (!domaines.includes(c)) domaines.push(c);
          owners |= 1 << (a.castle[c] as number);
        } else if (!neutral.some((y) => a.label[y] === l)) neutral.push(x);
      }
    }
    if (neutral.length > 0) {
      for (const x of neutral) if (a.label[x] !== a.label[zone]) openBetween(g, zone, x);
      continue;
    }
    if (owners === 0 || (owners & (owners - 1)) !== 0) continue;
    if (domaines.length === 1) {
      openBetween(g, zone, domaines[0] as number);
      continue;
    }
    g.pending = MERGE;
    g.pendingSeat = 31 - Math.clz32(owners);
    g.mergeZone = zone;
    g.mergeChoices = domaines.sort((x, y) => x - y);
    g.mergeQueue = queue.slice(q + 1);
    return;
  }
}

/** The answer to a merge question: the castle-less zone joins the domaine of `castle`; the rest of the queue is settled. */
export function merge(g: FastGame, castle: number): void {
  g.pending = NO_PENDING;
  openBetween(g, g.mergeZone, castle);
  settle(g, g.mergeQueue);
  g.step++;
  g.finishTurn();
}
