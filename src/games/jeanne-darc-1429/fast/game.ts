import { DEFAULT_RULES } from '../rules.js';
import { MatchDice } from './rng.js';
import { tables, type Tables } from './tables.js';

/** Phases, in the rule set's order (state.ts PHASES). */
export const INCOME = 0;
export const STATUS = 1;
export const CARDS = 2;
export const BUYING = 3;
export const ORDER = 4;
export const EVENTS = 5;
export const PLAYER = 6;
export const SCORING = 7;
export const OVER = 8;

/** Stages of phase 6 (phases/events.ts). */
export const DRAW = 0;
export const ORDERING = 1;
export const RESOLVE = 2;
export const INTERVENTION = 3;
export const TARGETS = 4;

/** Pending questions (state.ts pendingSchema); NONE: the flow goes on by itself. */
export const NONE = 0;
export const Q_STATUS = 1;
export const Q_BUY = 2;
export const Q_ORDER_EVENTS = 3;
export const Q_CHOOSE_CITY = 4;
export const Q_CHOOSE_PLAYER = 5;
export const Q_PAPAL = 6;
export const Q_LONG_RANGE = 7;
export const Q_DUEL = 8;
export const Q_VETO = 9;
export const Q_DEFEND = 10;
export const Q_EXPAND = 11;
export const Q_ATTACK = 12;

/** Reasons of the choose-city question. */
export const R_UPRISING = 0;
export const R_MERCENARIES = 1;
export const R_TREATY = 2;
export const R_INTERVENTION = 3;

/** Political status; 0: not yet known. */
export const WAR = 1;
export const PEACE = 2;

/** Battle kinds (state.ts battleSchema). */
export const K_ATTACK = 0;
export const K_LONG_RANGE = 1;
export const K_LANDING = 2;
export const K_INTERVENTION = 3;

/** The attacker of a foreign intervention, beside the powers 0–5. */
export const FOREIGN = 6;
/** Defences: garrison, castle, fortress. */
export const GARRISON = 0;
export const CASTLE = 1;
export const FORTRESS = 2;

const R = DEFAULT_RULES;
const MAX_ROUNDS = 64;

/**
 * A whole Jeanne d'Arc 1429 game with the default rules, changed in place and reused from game to
 * game: powers by their POWERS index, cities by board position, cards by kind (tables.ts). The
 * rules themselves are in phases.ts, events.ts and battles.ts.
 */
export class FastGame {
  readonly t: Tables = tables();
  readonly dice = new MatchDice();
  seed = 0;
  /** Commands given so far: the dice of the n-th come from stepSeed(seed, n), as the Match's. */
  commands = 0;
  players = 0;
  /** Prices of a card, a castle and a fortress at this player count. */
  readonly prices = new Int32Array(3);
  readonly inGame = new Uint8Array(6);
  readonly order = new Int32Array(6);
  lastFirst = -1;
  readonly money = new Int32Array(6);
  readonly influence = new Int32Array(6);
  readonly throne = new Int32Array(6);
  readonly hero = new Uint8Array(6);
  /** Cards held per power and kind (power * kinds + kind), and how many. */
  readonly hand: Uint8Array;
  readonly handSize = new Int32Array(6);
  /** The draw pile, top first: deck[deckStart … deckEnd). */
  readonly deck: Uint8Array;
  deckStart = 0;
  deckEnd = 0;
  readonly discard: Uint8Array;
  discardLen = 0;
  /** Per city: owner (-1 free), defence, the round its castle was built (0 none), foreign legion, plunder marker. */
  readonly owner: Int32Array;
  readonly defence: Uint8Array;
  readonly castleRound: Int32Array;
  readonly legion: Uint8Array;
  readonly plundered: Uint8Array;
  plunderCount = 0;
  /** Garrison markers on the board per power; castle and fortress markers on the board. */
  readonly garrisons = new Int32Array(6);
  castles = 0;
  fortresses = 0;
  round = 1;
  phase = INCOME;
  stage = DRAW;
  status = 0;
  /** Phase 2's secret choices per power (0: none yet). */
  readonly choices = new Uint8Array(6);
  readonly peaceRound = new Uint8Array(MAX_ROUNDS);
  readonly halfIncome = new Uint8Array(MAX_ROUNDS);
  plagueUsed = false;
  readonly eventsDrawn = new Int32Array(16);
  drawnLen = 0;
  readonly eventsDone = new Int32Array(32);
  doneLen = 0;
  /** Cities chosen for the event being resolved or the interventions (flags and list). */
  readonly eventCity: Uint8Array;
  readonly eventCities: Int32Array;
  eventCitiesLen = 0;
  /** Papal intervention: 0 none, 1 province, 2 city; and which. */
  papalKind = 0;
  papalAt = 0;
  seaLord = -1;
  interventionsLeft = 0;
  readonly attackOrigin: Uint8Array;
  /** Per power and city (power * cities + city): attacked this round. */
  readonly attackTarget: Uint8Array;
  readonly attacksMade = new Int32Array(6);
  /** Cities taken from a player: power, city, round per entry. */
  lost = new Int32Array(3 * 256);
  lostLen = 0;
  active = 0;
  expanded = false;
  /** Phase 4: present, whose purchases are next, who has built a castle. */
  buying = false;
  buyingNext = 0;
  readonly castleBuilder = new Uint8Array(6);
  /** The battle in progress: attacker (FOREIGN for an intervention), origin (-1 none), target, cards by kind, influence, kind, expansion city (-1 none). */
  battle = false;
  bAttacker = 0;
  bFrom = -1;
  bTo = 0;
  readonly bCards = new Int32Array(8);
  bCardsLen = 0;
  bInfluence = 0;
  bKind = 0;
  bExpansion = -1;
  /** The duel in progress: naval or field, pairs (a, b, …), the two camps, choices per power (card -1: none). */
  duel = false;
  dNaval = false;
  readonly dPairs = new Int32Array(6);
  dPairsLen = 0;
  readonly dCamps = new Int32Array(12);
  readonly dCampLen = new Int32Array(2);
  readonly dChosen = new Uint8Array(6);
  readonly dCard = new Int32Array(6);
  readonly dInfluence = new Int32Array(6);
  /** The pending question: kind, asked power, choose-city reason and count left. */
  pending = NONE;
  pPower = 0;
  pReason = 0;
  pLeft = 0;
  /** Every fight's two totals folded into one number in order, so a test can compare them with the Match's fight events. */
  fightTrace = 0;
  /** The end: the ranking, best first (powers), and how many share the first place. */
  readonly ranking = new Int32Array(6);
  winners = 0;

  constructor() {
    const { cities, kinds, deck } = this.t;
    this.hand = new Uint8Array(6 * kinds);
    this.deck = new Uint8Array(2 * deck.length);
    this.discard = new Uint8Array(deck.length);
    this.owner = new Int32Array(cities);
    this.defence = new Uint8Array(cities);
    this.castleRound = new Int32Array(cities);
    this.legion = new Uint8Array(cities);
    this.plundered = new Uint8Array(cities);
    this.eventCity = new Uint8Array(cities);
    this.eventCities = new Int32Array(cities);
    this.attackOrigin = new Uint8Array(cities);
    this.attackTarget = new Uint8Array(6 * cities);
  }

  /** Starts the n-th command: its dice, as the Match's. */
  begin(): void {
    this.commands += 1;
    this.dice.reseed(this.seed, this.commands);
  }

  get over(): boolean {
    return this.phase === OVER;
  }

  ask(kind: number, power = 0, reason = 0, left = 0): void {
    this.pending = kind;
    this.pPower = power;
    this.pReason = reason;
    this.pLeft = left;
  }

  goto(phase: number): void {
    this.phase = phase;
    this.stage = DRAW;
  }

  first(): number {
    return this.order[0] as number;
  }

  statusNow(): number {
    return this.status !== 0 ? this.status : this.peaceRound[this.round] === 1 ? PEACE : WAR;
  }

  garrisonsLeft(power: number): number {
    return Math.max(0, R.garrisonMarkers - (this.garrisons[power] as number));
  }

  attacksLeft(power: number): boolean {
    return this.statusNow() === WAR || (this.attacksMade[power] as number) < R.peaceAttacks;
  }

  papalProtects(city: number): boolean {
    if (this.papalKind === 0) return false;
    return this.papalKind === 2 ? this.papalAt === city : this.t.provinceOf[city] === this.papalAt;
  }

  /** Held by another player, or by a foreign legion. */
  isEnemy(power: number, city: number): boolean {
    const o = this.owner[city] as number;
    return o === -1 ? this.legion[city] === 1 : o !== power;
  }

  held(power: number, kind: number): number {
    return this.hand[power * this.t.kinds + kind] as number;
  }

  siegeCount(power: number): number {
    let n = 0;
    for (let k = 0; k < this.t.kinds; k++) if ((this.t.siege[k] as number) > 0) n += this.hand[power * this.t.kinds + k] as number;
    return n;
  }

  /** Hand → discard pile, face up, in the order given. */
  discardCard(power: number, kind: number): void {
    this.hand[power * this.t.kinds + kind] = (this.hand[power * this.t.kinds + kind] as number) - 1;
    this.handSize[power] = (this.handSize[power] as number) - 1;
    this.discard[this.discardLen++] = kind;
  }

  /** phases/deal.ts drawCards: a short draw pile gets the discard pile shuffled under it first (JDA-13). */
  drawCards(power: number, count: number): void {
    if (this.deckEnd - this.deckStart < count && this.discardLen > 0) this.reshuffle();
    const n = Math.min(count, this.deckEnd - this.deckStart);
    const base = power * this.t.kinds;
    for (let i = 0; i < n; i++) this.hand[base + (this.deck[this.deckStart + i] as number)] = (this.hand[base + (this.deck[this.deckStart + i] as number)] as number) + 1;
    this.handSize[power] = (this.handSize[power] as number) + n;
    this.deckStart += n;
  }

  /** Emitter.shuffled over the discard pile (a Fisher–Yates shuffle from the back), put under the draw pile. */
  reshuffle(): void {
    const { deck, discard } = this;
    deck.copyWithin(0, this.deckStart, this.deckEnd);
    this.deckEnd -= this.deckStart;
    this.deckStart = 0;
    for (let i = this.discardLen - 1; i > 0; i--) {
      const j = this.dice.int(0, i);
      const x = discard[i] as number;
      discard[i] = discard[j] as number;
      discard[j] = x;
    }
    deck.set(discard.subarray(0, this.discardLen), this.deckEnd);
    this.deckEnd += this.discardLen;
    this.discardLen = 0;
  }

  /** phases/events/lot.ts: one of `count` by the smallest die with enough faces, rolled again above `count`. */
  lot(count: number): number {
    if (count === 1) return 0;
    const faces = count <= 6 ? 6 : count <= 20 ? 20 : 100;
    for (;;) {
      const roll = this.dice.roll(faces);
      if (roll <= count) return roll - 1;
    }
  }

  /** A city's new holder (owner -1: free), its counts kept; a player's holding ends a foreign legion there. */
  setCity(city: number, owner: number, defence: number, castleRound: number, legion: boolean): void {
    const was = this.owner[city] as number;
    if (was !== -1) {
      this.garrisons[was] = (this.garrisons[was] as number) - 1;
      const d = this.defence[city];
      if (d === CASTLE) this.castles -= 1;
      else if (d === FORTRESS) this.fortresses -= 1;
    }
    this.owner[city] = owner;
    this.defence[city] = owner === -1 ? GARRISON : defence;
    this.castleRound[city] = owner === -1 ? 0 : castleRound;
    if (owner !== -1) {
      this.garrisons[owner] = (this.garrisons[owner] as number) + 1;
      if (defence === CASTLE) this.castles += 1;
      else if (defence === FORTRESS) this.fortresses += 1;
    }
    this.legion[city] = legion ? 1 : 0;
  }

  traceFight(attack: number, defence: number): void {
    this.fightTrace = (Math.imul(this.fightTrace, 31) + attack * 64 + defence) | 0;
  }

  addLost(power: number, city: number): void {
    if (this.lostLen * 3 + 3 > this.lost.length) {
      const bigger = new Int32Array(this.lost.length * 2);
      bigger.set(this.lost);
      this.lost = bigger;
    }
    this.lost[this.lostLen * 3] = power;
    this.lost[this.lostLen * 3 + 1] = city;
    this.lost[this.lostLen * 3 + 2] = this.round;
    this.lostLen += 1;
  }

  addEventCity(city: number): void {
    this.eventCity[city] = 1;
    this.eventCities[this.eventCitiesLen++] = city;
  }

  clearEventCities(): void {
    for (let i = 0; i < this.eventCitiesLen; i++) this.eventCity[this.eventCities[i] as number] = 0;
    this.eventCitiesLen = 0;
  }
}
