import { SeededDice } from '../../../kernel/dice.js';
import { stepSeed } from '../../../kernel/match.js';
import { SIZE, SQUARES } from '../board.js';
import { MINE_LETTERS, SAMPLE_TILES, type TileSet } from '../data/tiles.js';
import type { DomRules } from '../rules.js';
import { FastAreas } from './areas.js';
import { layLetters } from './board.js';

export const SETUP = 0;
const PLAY = 1;
export const OVER = 2;
export const NO_PENDING = 0;
export const FREE_KNIGHT = 1;
export const MERGE = 2;
/** Terrain codes: knights stand only on meadow and forest. */
export const MEADOW = 0;
export const FOREST = 1;
const OTHER = 2;
const MEADOW_LETTER = '.'.charCodeAt(0);
const FOREST_LETTER = 'F'.charCodeAt(0);
const VILLAGE_LETTER = 'V'.charCodeAt(0);
const CITY_LETTER = 'R'.charCodeAt(0);
const MINE_CODES = MINE_LETTERS.map((m) => m.charCodeAt(0));

/**
 * The whole state of a playout game, changed in place (the Match's DomState is immutable): the
 * same rules (resolve.ts and check.ts), with typed arrays and integer ids. Turns, income, scores and
 * the end live here; the actions in actions.ts.
 */
export class FastGame {
  readonly areas = new FastAreas();
  rules!: DomRules;
  players = 0;
  /** The seats 0 … players - 1, and the king token for this many players. */
  seats: number[] = [];
  king = 0;
  /** The match seed: the dice of command k come from stepSeed(seed, k + 1), as the Match's. */
  seed = 0;
  /** Commands accepted so far. */
  step = 0;
  /** The terrain letters' codes (data/tiles.ts). */
  readonly letters = new Uint8Array(SQUARES);
  readonly ground = new Int8Array(SQUARES);
  readonly ducats = new Int32Array(4);
  readonly knightsLeft = new Int32Array(4);
  readonly castlesLeft = new Int32Array(4);
  /** Castle squares by seat: 8 slots a seat. */
  readonly ownCastles = new Int32Array(32);
  readonly ownCount = new Int32Array(4);
  /** Per seat and square (seat * 144 + square): the distance to the seat's nearest castle (DOM-3's metric), Infinity before its first. */
  readonly nearest = new Float64Array(4 * SQUARES);
  /** Alliances as triples a, b, marker, in the order made. */
  alliances: number[] = [];
  phase = SETUP;
  current = 0;
  turn = 0;
  pending = NO_PENDING;
  pendingSeat = -1;
  /** Merge question: the zone's square, the castles to choose from, the zones still to settle. */
  mergeZone = -1;
  mergeChoices: number[] = [];
  mergeQueue: number[] = [];
  /** The end: 'king' or 'all-castles', the winners and the final scores. */
  reason: 'king' | 'all-castles' | null = null;
  winners: number[] = [];
  /** What `sum` found, for the areas as they were at `summedAt` (their change count). */
  private readonly scoreCache = new Int32Array(4);
  private readonly kinds = new Int32Array(4);
  private allInDomaines = false;
  private summedAt = -1;
  private readonly points = new Int32Array(SQUARES);
  private readonly mine = new Int32Array(SQUARES);

  /** A new game as setupState lays it for `seed`: board, supplies, red to found the first castle. */
  start(rules: DomRules, players: number, seed: number, tiles: TileSet = SAMPLE_TILES): void {
    this.rules = rules;
    this.players = players;
    this.seats = Array.from({ length: players }, (_, p) => p);
    this.king = rules.king[String(players) as '2' | '3' | '4'];
    this.seed = seed;
    this.step = 0;
    const letters = this.letters;
    layLetters(tiles, new SeededDice(stepSeed(seed, 0)), letters);
    const { forest, village, city } = rules.values;
    for (let s = 0; s < SQUARES; s++) {
      const t = letters[s];
      this.ground[s] = t === MEADOW_LETTER ? MEADOW : t === FOREST_LETTER ? FOREST : OTHER;
      this.points[s] = t === FOREST_LETTER ? forest : t === VILLAGE_LETTER ? village : t === CITY_LETTER ? city : 0;
      this.mine[s] = MINE_CODES.indexOf(t as number);
    }
    this.areas.reset(this.points, this.mine);
    const key = String(players) as '2' | '3' | '4';
    for (let p = 0; p < 4; p++) {
      this.ducats[p] = p < players ? rules.startDucats : 0;
      this.knightsLeft[p] = p < players ? rules.knights : 0;
      this.castlesLeft[p] = p < players ? rules.castles[key] : 0;
      this.ownCount[p] = 0;
    }
    this.nearest.fill(Infinity);
    this.alliances = [];
    this.phase = SETUP;
    this.current = 0;
    this.turn = 0;
    this.pending = NO_PENDING;
    this.pendingSeat = -1;
    this.reason = null;
    this.winners = [];
    this.summedAt = -1;
  }

  /** The seat the game waits for, or -1 when it is over. */
  seatToMove(): number {
    if (this.phase === OVER) return -1;
    return this.pending !== NO_PENDING ? this.pendingSeat : this.current;
  }

  /** The die of the current command: the first roll of the Match's dice for this step. */
  roll(): number {
    return new SeededDice(stepSeed(this.seed, this.step + 1)).int(1, 6);
  }

  pay(seat: number, price: number): void {
    this.ducats[seat] = (this.ducats[seat] as number) - price;
  }

  /** Some castle of `seat` lies outside a domaine. */
  hasOpenCastle(seat: number): boolean {
    const a = this.areas;
    for (let i = 8 * seat; i < 8 * seat + (this.ownCount[seat] as number); i++) if (a.castles[a.label[this.ownCastles[i] as number] as number] !== 1) return true;
    return false;
  }

  /** knightOk (check.ts): free meadow or forest next to an own piece (or `extra`), not in another's domaine. */
  knightOk(seat: number, s: number, extra = -1): boolean {
    const a = this.areas;
    if ((this.ground[s] as number) > FOREST || a.castle[s] !== -1 || a.knight[s] !== -1 || s === extra) return false;
    // Next to an own piece (counted in `near`) or to the same action's first knight.
    const d = s - extra;
    const next = a.near[seat * SQUARES + s] !== 0 || (extra >= 0 && (d === SIZE || d === -SIZE || ((d === 1 || d === -1) && Math.floor(s / SIZE) === Math.floor(extra / SIZE))));
    if (!next) return false;
    if (this.rules.knightsIntoForeignDomaine) return true;
    const owner = a.owner(s);
    return owner === -1 || owner === seat;
  }

  /** Allied castles x and y, either way round. */
  allied(x: number, y: number): boolean {
    const l = this.alliances;
    for (let i = 0; i < l.length; i += 3) if ((l[i] === x && l[i + 1] === y) || (l[i] === y && l[i + 1] === x)) return true;
    return false;
  }

  /** Turn of `seat` begins: income first, a ducat per mine kind in its domaines. */
  startTurn(seat: number): void {
    this.turn += 1;
    this.current = seat;
    this.phase = PLAY;
    this.pending = NO_PENDING;
    this.sum();
    const kinds = this.kinds[seat] as number;
    this.ducats[seat] = (this.ducats[seat] as number) + ((kinds & 1) + ((kinds >> 1) & 1) + ((kinds >> 2) & 1) + ((kinds >> 3) & 1));
  }

  /** Each player's points (score.ts): the value of their domaines and the mine bonus of DOM-12. */
  scores(): Int32Array {
    this.sum();
    return this.scoreCache;
  }

  /** Points, mine kinds by seat and whether some area holds several castles, in one pass over the areas; again only after they changed. */
  private sum(): void {
    const a = this.areas;
    if (this.summedAt === a.changes) return;
    const out = this.scoreCache;
    const kinds = this.kinds;
    out.fill(0);
    kinds.fill(0);
    let shared = false;
    let castles = 0;
    for (let i = 0; i < a.liveCount; i++) {
      const l = a.live[i] as number;
      const n = a.castles[l] as number;
      castles += n;
      if (n > 1) shared = true;
      if (n !== 1) continue;
      const owner = a.castle[a.castleSum[l] as number] as number;
      out[owner] = (out[owner] as number) + (a.value[l] as number);
      let bits = 0;
      for (let k = 0; k < 4; k++) if ((a.mines[4 * l + k] as number) > 0) bits |= 1 << k;
      kinds[owner] = (kinds[owner] as number) | bits;
    }
    if (this.rules.mines.mode === 'all-kinds') for (let p = 0; p < this.players; p++) if (kinds[p] === 15) out[p] = (out[p] as number) + this.rules.mines.points;
    this.allInDomaines = castles > 0 && !shared;
    this.summedAt = a.changes;
  }

  /** After an action and any question it raised: the end (DOM-17, DOM-18, DOM-19), or the next player's turn. */
  finishTurn(): void {
    if (this.pending !== NO_PENDING || this.checkEnd()) return;
    this.startTurn((this.current + 1) % this.players);
  }

  private checkEnd(): boolean {
    const scores = this.scores();
    const king = this.king;
    let reached = false;
    for (let p = 0; p < this.players; p++) if ((scores[p] as number) >= king) reached = true;
    if (reached) return this.end('king', this.seats.filter((p) => (scores[p] as number) >= king));
    return this.allInDomaines && this.end('all-castles', this.seats);
  }

  /** Of `seats`, the most points, then the richest (DOM-19: still equal, all win). */
  private end(reason: 'king' | 'all-castles', seats: number[]): boolean {
    const scores = this.scores();
    let top = -Infinity;
    for (const p of seats) top = Math.max(top, scores[p] as number);
    const level = seats.filter((p) => scores[p] === top);
    let rich = -Infinity;
    for (const p of level) rich = Math.max(rich, this.ducats[p] as number);
    this.winners = level.filter((p) => this.ducats[p] === rich);
    this.reason = reason;
    this.phase = OVER;
    this.pending = NO_PENDING;
    return true;
  }
}
