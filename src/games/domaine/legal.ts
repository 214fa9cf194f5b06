import { EDGES, EDGE_A, LINKS as BOARD_LINKS, NEIGHBOURS, SQUARES } from './board.js';
import { BordersBuilder, actionPasses, bordersOk, freeKnightOk, knightGround, nearestOwn, requiredDistance } from './check.js';
import { Look, insertAscending } from './look.js';
import type { DomCommand } from './commands.js';
import { areaOf, domaineOwner, seatName, type DomState } from './state.js';

/** A module-local name for the neighbour table: read in the hottest loops. */
const LINKS = BOARD_LINKS;

export type RandomInt = (min: number, max: number) => number;

/** The seat the game waits for, or undefined when it is over. */
export function seatToMove(state: DomState): string | undefined {
  if (state.phase === 'over') return undefined;
  return seatName(state.pending?.seat ?? state.current);
}

/** Every legal setup placement (castle, knight), in square order. */
export function foundings(state: DomState, seat: number): DomCommand[] {
  const pairs = foundingPairs(new Look(state), seat);
  const out: DomCommand[] = [];
  for (let i = 0; i < pairs.length; i += 2) out.push({ type: 'found', castle: pairs[i] as number, knight: pairs[i + 1] as number });
  return out;
}

const MEADOW = '.'.charCodeAt(0);
const FOREST = 'F'.charCodeAt(0);

/**
 * The placements of `foundings` (castle, knight) in order: the one numbered `stop` (counting from
 * 0) as castle × 144 + knight, or with `stop` -1 how many there are in all (each added to `pairs`
 * when given). The random player counts them, then finds the one it drew: no list of them all.
 */
function foundingsScan(state: DomState, distances: FoundingDistances, stop: number, pairs?: number[]): number {
  const { own, manhattan, min, ground } = distances;
  const terrain = state.terrain;
  let n = 0;
  for (let c = 0; c < SQUARES; c++) {
    if ((((ground[c >> 4] as number) >> (c & 15)) & 1) === 0 || terrain.charCodeAt(c) !== MEADOW) continue;
    if (nearestOwn(own, manhattan, c) < min) continue;
    for (let k = 4 * c, end = k + 4; k < end; k++) {
      const q = NEIGHBOURS[k] as number;
      if (q < 0) break;
      if ((((ground[q >> 4] as number) >> (q & 15)) & 1) === 0) continue;
      if (n === stop) return c * SQUARES + q;
      pairs?.push(c, q);
      n += 1;
    }
  }
  return n;
}

/** The placements of `foundings` as flat pairs castle, knight. */
function foundingPairs(look: Look, seat: number): number[] {
  const out: number[] = [];
  foundingsScan(look.state, foundingDistances(look, seat), -1, out);
  return out;
}

/** The seat's castles, the metric, the distance a new castle must keep from them (DOM-3), and the free meadows and forests as bits (16 squares a word). */
interface FoundingDistances {
  readonly own: readonly number[];
  readonly manhattan: boolean;
  readonly min: number;
  readonly ground: readonly number[];
}

function foundingDistances(look: Look, seat: number): FoundingDistances {
  const state = look.state;
  const ground = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let s = 0; s < SQUARES; s++) if (knightGround(state, s)) ground[s >> 4] = (ground[s >> 4] as number) | (1 << (s & 15));
  return { own: look.castlesOf(seat), manhattan: state.rules.distance.metric === 'manhattan', min: requiredDistance(state, seat, look), ground };
}

/** Squares where `seat` may place one knight now, ascending. */
export function knightSquares(state: DomState, seat: number, look = new Look(state)): number[] {
  const out: number[] = [];
  if ((state.knightsLeft[seat] as number) <= 0) return out;
  const { castle, knight, terrain } = state;
  // Only squares next to one of the player's pieces can pass: their bits first (16 squares a word), then knightOk's other tests in square order.
  const near = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  const castles = look.castlesOf(seat);
  for (let s = 0, c = 0; s < SQUARES; s++) {
    if (knight[s] !== seat) {
      if (c >= castles.length || castles[c] !== s) continue;
      c += 1;
    }
    for (let k = 4 * s, end = k + 4; k < end; k++) {
      const n = NEIGHBOURS[k] as number;
      if (n < 0) break;
      near[n >> 4] = (near[n >> 4] as number) | (1 << (n & 15));
    }
  }
  const foreign = !state.rules.knightsIntoForeignDomaine;
  for (let w = 0; w < WORDS; w++) {
    let bits = near[w] as number;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const s = (w << 4) + (31 - Math.clz32(low));
      if (castle[s] !== -1 || knight[s] !== -1) continue;
      const t = terrain.charCodeAt(s);
      if (t !== MEADOW && t !== FOREST) continue;
      if (foreign) {
        const owner = domaineOwner(state, s);
        if (owner !== -1 && owner !== seat) continue;
      }
      out.push(s);
    }
  }
  return out;
}

/** Words of 16 squares each for sets of squares as bits. */
const WORDS = Math.ceil(SQUARES / 16);

/** Single border slots `seat` may fill now. */
export function borderEdges(state: DomState, seat: number): number[] {
  const out: number[] = [];
  for (let e = 0; e < EDGES; e++) if (state.areas.borders[e] === 0 && bordersOk(state, seat, [e])) out.push(e);
  return out;
}

/** The player's domaines (castle squares). */
export function ownDomaines(state: DomState, seat: number): number[] {
  const out: number[] = [];
  const { info, next } = state.areas;
  for (let l = 0; l < next; l++) {
    const area = info[l];
    if (area === undefined || area.castles.length !== 1) continue;
    const c = area.castles[0] as number;
    if (state.castle[c] === seat) insertAscending(out, c);
  }
  return out;
}

/** Expansions (castle, square) that pass the rules. */
export function expansions(state: DomState, seat: number, look = new Look(state)): DomCommand[] {
  const out: DomCommand[] = [];
  const label = state.areas.label;
  for (const castle of ownDomaines(state, seat)) {
    const home = label[castle];
    // Squares already offered for this domaine: bits of 16 squares per word.
    const offered = new Array<number>(WORDS).fill(0);
    for (let s = 0; s < SQUARES; s++) {
      if (label[s] !== home) continue;
      const links = LINKS[s] as readonly number[];
      for (let i = 0; i < links.length; i += 2) {
        const n = links[i] as number;
        const word = n >> 4;
        const bit = 1 << (n & 15);
        if (label[n] === home || ((offered[word] as number) & bit) !== 0) continue;
        offered[word] = (offered[word] as number) | bit;
        const command: DomCommand = { type: 'expand', castle, square: n };
        if (actionPasses(state, seat, command, look)) out.push(command);
      }
    }
  }
  return out;
}

/** Treason targets that pass the rules (before the die). */
export function treasons(state: DomState, seat: number, look = new Look(state)): DomCommand[] {
  const out: DomCommand[] = [];
  for (let s = 0; s < SQUARES; s++) {
    const k = state.knight[s] as number;
    if (k === -1 || k === seat || areaOf(state, s).castles.length !== 1) continue;
    const command: DomCommand = { type: 'treason', square: s };
    if (actionPasses(state, seat, command, look)) out.push(command);
  }
  return out;
}

/** Alliances with one neighbouring domaine each, the marker on the player's own castle square. */
export function alliances(state: DomState, seat: number, look = new Look(state)): DomCommand[] {
  const out: DomCommand[] = [];
  for (const castle of ownDomaines(state, seat)) {
    for (const other of look.neighbourDomaines(seat, castle)) {
      const command: DomCommand = { type: 'alliance', castle, with: [other], marker: castle };
      if (actionPasses(state, seat, command, look)) out.push(command);
    }
  }
  return out;
}

/** Some castle of `seat` in an area that is not a domaine. */
function hasOpenCastle(look: Look, seat: number): boolean {
  for (const c of look.castlesOf(seat)) if (areaOf(look.state, c).castles.length !== 1) return true;
  return false;
}

/** A cheap first test of a border slot (its area): the full check follows only for slots that pass. */
function mayHoldBorder(state: DomState, seat: number, e: number, open: boolean): boolean {
  const info = areaOf(state, EDGE_A[e] as number);
  const castles = info.castles;
  if (castles.length === 1) return false;
  if (!open) return true;
  for (let i = 0; i < castles.length; i++) if (state.castle[castles[i] as number] === seat) return true;
  return false;
}

const pick = <T>(list: readonly T[], random: RandomInt): T | undefined => (list.length === 0 ? undefined : list[random(0, list.length - 1)]);

/**
 * A legal command picked at random: first an action kind, then one of its legal forms. Borders and
 * knights are sampled (a few tries each) instead of listed, to keep a random game fast.
 */
export function randomLegal(state: DomState, seat: number, random: RandomInt): DomCommand {
  const name = seatName(seat);
  const look = new Look(state);
  const p = state.pending;
  if (p?.kind === 'merge') return { type: 'merge', castle: pick(p.domaines, random) as number };
  if (p?.kind === 'free-knight') {
    const squares = knightSquares(state, seat, look).filter((q) => freeKnightOk(state, seat, q));
    return { type: 'free-knight', square: pick(squares, random) ?? null };
  }
  if (state.phase === 'setup') {
    // Counted first, then the one drawn found again: no list of every placement.
    const distances = foundingDistances(look, seat);
    const count = foundingsScan(state, distances, -1);
    if (count === 0) throw new Error(`no place for a castle of ${name}`);
    const pair = foundingsScan(state, distances, random(0, count - 1));
    return { type: 'found', castle: Math.floor(pair / SQUARES), knight: pair % SQUARES };
  }
  // Candidates the lists below already checked in full need no second check while it is this seat's plain turn.
  const plain = state.phase === 'play' && state.pending === null && seat === state.current;
  // The lists of this state, each made once for the attempts below that ask for it.
  let open: boolean | undefined;
  let knights: number[] | undefined;
  let expanding: DomCommand[] | undefined;
  let betraying: DomCommand[] | undefined;
  let allying: DomCommand[] | undefined;
  for (let attempt = 0; attempt < 6; attempt++) {
    const kind = random(0, 9);
    let command: DomCommand | undefined;
    let checked = plain;
    if (kind <= 3) {
      const n = random(1, 3);
      open ??= hasOpenCastle(look, seat);
      const builder = new BordersBuilder(look, seat);
      const edges = builder.edges;
      const prices = state.rules.prices.borders;
      const ducats = state.ducats[seat] as number;
      for (let t = 0; t < 12 && edges.length < n; t++) {
        const e = random(0, EDGES - 1);
        // The slots are drawn all the same; one more border than the player can pay is refused at once (as add would).
        if (ducats < (prices[edges.length] as number)) continue;
        // add answers as bordersOk(state, seat, [...edges, e]) would, without placing `edges` again.
        if (state.areas.borders[e] === 0 && (edges.length > 0 || mayHoldBorder(state, seat, e, open as boolean))) builder.add(e);
      }
      if (edges.length > 0) command = { type: 'borders', edges };
    } else if (kind <= 5) {
      knights ??= knightSquares(state, seat, look);
      const first = pick(knights, random);
      if (first !== undefined) command = { type: 'knights', squares: [first] };
      checked = false;
    } else if (kind === 6) command = pick((expanding ??= expansions(state, seat, look)), random);
    else if (kind === 7) command = pick(random(0, 1) === 0 ? (betraying ??= treasons(state, seat, look)) : (allying ??= alliances(state, seat, look)), random);
    else command = random(0, 1) === 0 ? { type: 'take-ducats' } : { type: 'special-income' };
    if (command !== undefined && (checked || actionPasses(state, seat, command, look))) return command;
  }
  return { type: 'take-ducats' };
}
