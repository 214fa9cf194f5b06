import type { DiceSource } from '../../kernel/dice.js';
import { Emitter as KernelEmitter, type Drafting } from '../../kernel/emitter.js';
import { areaSquares } from './areas.js';
import { LINKS, edgeBetween } from './board.js';
import { knightOk, knightsPrice } from './check.js';
import type { DomCommand } from './commands.js';
import type { DomEvent } from './events.js';
import { applyTo, copyState, noneOwned, type Draft, type Owned } from './apply.js';
import { income } from './score.js';
import { areaOf, seatName, type DomState, type Pending } from './state.js';

/** A draft of the state and which of its arrays the command has copied already (apply.ts). */
interface Drafted {
  readonly draft: Draft;
  readonly owned: Owned;
}

/** Arrays are copied once per command, on their first write. */
const DRAFTED: Drafting<DomState, DomEvent, Drafted> = {
  begin: (state) => ({ draft: copyState(state), owned: noneOwned() }),
  apply(d, event) {
    applyTo(d.draft, event, d.owned);
    return d;
  },
  read: (d) => d.draft,
};

/** The kernel's emitter, with the game's payment. */
export class Emitter extends KernelEmitter<DomState, DomEvent, Drafted> {
  /** The state the command was given in; never changed. */
  readonly before: DomState;

  constructor(state: DomState, dice: DiceSource) {
    super(DRAFTED, state, dice);
    this.before = state;
  }

  pay(seat: number, price: number): void {
    if (price > 0) this.emit({ t: 'ducats', seat, delta: -price, why: 'price' });
  }
}

/** Starts the turn of `seat`: income first (a ducat per mine kind in the player's domaines). */
export function startTurn(em: Emitter, seat: number): void {
  em.emit({ t: 'turn', seat, turn: em.s.turn + 1 });
  const gain = income(em.s.areas, em.s.castle, em.s.players, seat);
  if (gain > 0) em.emit({ t: 'ducats', seat, delta: gain, why: 'income' });
}

/**
 * The end (DOM-17, DOM-18): at once when a player's points reach the king token; else when every
 * castle lies in a domaine, most points winning, ties to the richest (DOM-19: still equal, all win).
 */
function checkEnd(em: Emitter): boolean {
  const s = em.s;
  const kings = s.rules.king;
  const king = s.players === 2 ? kings['2'] : s.players === 3 ? kings['3'] : kings['4'];
  let anyReached = false;
  for (let p = 0; p < s.players; p++) if ((s.scores[p] as number) >= king) anyReached = true;
  if (anyReached) {
    const reached = allSeats(s).filter((p) => (s.scores[p] as number) >= king);
    em.emit({ t: 'ended', result: { reason: 'king', winners: best(s, reached), scores: s.scores } });
    return true;
  }
  let domaines = 0;
  let castles = 0;
  const { info, next } = s.areas;
  for (let l = 0; l < next; l++) {
    const n = info[l]?.castles.length ?? 0;
    castles += n;
    if (n === 1) domaines += 1;
  }
  if (castles > 0 && domaines === castles) {
    em.emit({ t: 'ended', result: { reason: 'all-castles', winners: best(s, allSeats(s)), scores: s.scores } });
    return true;
  }
  return false;
}

const allSeats = (s: DomState): number[] => Array.from({ length: s.players }, (_, p) => p);

/** Of `seats`, those with the most points, and of those the richest (DOM-19). */
function best(s: DomState, seats: number[]): number[] {
  const top = Math.max(...seats.map((p) => s.scores[p] as number));
  const level = seats.filter((p) => s.scores[p] === top);
  const rich = Math.max(...level.map((p) => s.ducats[p] as number));
  return level.filter((p) => s.ducats[p] === rich);
}

/** After an action (and any question it raised): the end, or the next player's turn. */
function finishTurn(em: Emitter): void {
  if (em.s.pending !== null || checkEnd(em)) return;
  startTurn(em, (em.s.current + 1) % em.s.players);
}

function ask(em: Emitter, pending: Pending | null): void {
  em.emit({ t: 'pending', pending });
}

/** Removes the borders between the area of `zone` and the area of `other`. */
function openBetween(em: Emitter, zone: number, other: number): void {
  const label = em.s.areas.label[other];
  const edges: number[] = [];
  for (const s of areaSquares(em.s.areas.borders, zone)) {
    const links = LINKS[s] as readonly number[];
    for (let i = 0; i < links.length; i += 2) if (em.s.areas.label[links[i] as number] === label) edges.push(links[i + 1] as number);
  }
  for (const e of edges.sort((x, y) => x - y)) em.emit({ t: 'border', edge: e, on: false });
}

/**
 * Areas without castle formed by an expansion, settled in turn (variant text, DOM-16): next to a
 * neutral zone (any area not a domaine) the borders between them go; next to domaines of one
 * colour only, the borders to one of them go, the owner choosing when there are several; next to
 * several colours it stays a neutral domaine.
 */
function settle(em: Emitter, queue: readonly number[]): void {
  const done: number[] = [];
  for (let q = 0; q < queue.length; q++) {
    const zone = queue[q] as number;
    const label = em.s.areas.label[zone] as number;
    if (areaOf(em.s, zone).castles.length > 0 || done.some((d) => em.s.areas.label[d] === label)) continue;
    done.push(zone);
    const neutral: number[] = [];
    const domaines = new Map<number, number>();
    for (const s of areaSquares(em.s.areas.borders, zone)) {
      const links = LINKS[s] as readonly number[];
      for (let i = 0; i < links.length; i += 2) {
        const n = links[i] as number;
        const l = em.s.areas.label[n] as number;
        if (l === label) continue;
        const info = em.s.areas.info[l];
        if (info === undefined) continue;
        if (info.castles.length === 1) domaines.set(info.castles[0] as number, em.s.castle[info.castles[0] as number] as number);
        else if (!neutral.some((x) => em.s.areas.label[x] === l)) neutral.push(n);
      }
    }
    if (neutral.length > 0) {
      for (const n of neutral) if (em.s.areas.label[n] !== em.s.areas.label[zone]) openBetween(em, zone, n);
      continue;
    }
    const owners = new Set(domaines.values());
    if (owners.size !== 1) continue;
    const choices = [...domaines.keys()].sort((x, y) => x - y);
    if (choices.length === 1) {
      openBetween(em, zone, choices[0] as number);
      continue;
    }
    ask(em, { kind: 'merge', seat: [...owners][0] as number, zone, domaines: choices, queue: queue.slice(q + 1) });
    return;
  }
}

function expand(em: Emitter, seat: number, castle: number, square: number): void {
  em.pay(seat, em.s.rules.prices.expansion);
  // DOM-10: knights of other players on the square taken go back to their supply.
  const other = em.s.knight[square] as number;
  if (other !== -1 && other !== seat) em.emit({ t: 'knight', seat: other, square, on: false });
  const home = em.s.areas.label[castle];
  const links = LINKS[square] as readonly number[];
  const cuts: number[] = [];
  // First close the square off from where it was, then open it to the domaine (DOM-10).
  for (let i = 0; i < links.length; i += 2) {
    const n = links[i] as number;
    const e = links[i + 1] as number;
    if (em.s.areas.label[n] === home || em.s.areas.borders[e] === 1) continue;
    const before = em.s.areas.next;
    em.emit({ t: 'border', edge: e, on: true });
    if (em.s.areas.next !== before) cuts.push(n);
  }
  for (let i = 0; i < links.length; i += 2) {
    const n = links[i] as number;
    if (em.s.areas.label[n] === home) em.emit({ t: 'border', edge: edgeBetween(square, n), on: false });
  }
  // Variant: a third party taking the marked square breaks the alliance.
  for (const a of em.s.alliances) {
    if (a.marker === square && em.s.castle[a.a] !== seat && em.s.castle[a.b] !== seat) em.emit({ t: 'alliance', alliance: a, on: false });
  }
  const formed = cuts.filter((n) => areaOf(em.s, n).castles.length === 0).sort((x, y) => x - y);
  settle(em, formed);
}

/** A die of the variant's "Alliance et Trahison" table: the price, or null when the attempt fails (DOM-13: also when the price is more than the player has). */
function attempt(em: Emitter, seat: number, table: 'treason' | 'alliance', extra: number): number | null {
  const roll = em.dice.roll('W6', table, seatName(seat));
  const base = em.s.rules.attemptTable[roll - 1];
  const price = base === null || base === undefined ? null : base + extra;
  const outcome = price === null || price > (em.s.ducats[seat] as number) ? 'fail' : price;
  em.emit({ t: 'die', seat, table, roll, outcome });
  return outcome === 'fail' ? null : outcome;
}

/** A square where the free knight of the special income may go, given its forest price (DOM-15). */
export function freeKnightPossible(s: DomState, seat: number): boolean {
  if ((s.knightsLeft[seat] as number) <= 0) return false;
  for (let q = 0; q < s.terrain.length; q++) {
    if (s.terrain[q] === 'F' && (s.ducats[seat] as number) < s.rules.prices.forest) continue;
    // knightOk: the same test as knightProblem without building refusal texts for every square.
    if (knightOk(s, seat, q)) return true;
  }
  return false;
}

export function resolveCommand(em: Emitter, seat: number, command: DomCommand): void {
  const s = em.before;
  switch (command.type) {
    case 'found': {
      em.emit({ t: 'founded', seat, castle: command.castle, knight: command.knight });
      const n = s.players;
      for (let k = 1; k <= n; k++) {
        const next = (seat + k) % n;
        if ((em.s.castlesLeft[next] as number) > 0) {
          // Turn 0: still the setup; castles are founded in seat order, round after round (DOM-2).
          em.emit({ t: 'turn', seat: next, turn: 0 });
          return;
        }
      }
      startTurn(em, 0);
      return;
    }
    case 'free-knight':
      if (command.square !== null) {
        em.pay(seat, knightsPrice(s, [command.square]) - (s.rules.prices.knights[0] as number));
        em.emit({ t: 'knight', seat, square: command.square, on: true });
      }
      ask(em, null);
      finishTurn(em);
      return;
    case 'merge': {
      const p = s.pending;
      if (p === null || p.kind !== 'merge') throw new Error('no merge is asked for');
      ask(em, null);
      openBetween(em, p.zone, command.castle);
      settle(em, p.queue);
      finishTurn(em);
      return;
    }
    default:
      em.emit({ t: 'action', seat, action: command.type });
  }
  switch (command.type) {
    case 'borders':
      em.pay(seat, s.rules.prices.borders[command.edges.length - 1] as number);
      for (const e of command.edges) em.emit({ t: 'border', edge: e, on: true });
      break;
    case 'knights':
      em.pay(seat, knightsPrice(s, command.squares));
      for (const q of command.squares) em.emit({ t: 'knight', seat, square: q, on: true });
      break;
    case 'expand':
      expand(em, seat, command.castle, command.square);
      break;
    case 'treason': {
      const price = attempt(em, seat, 'treason', 0);
      if (price !== null) {
        em.pay(seat, price);
        em.emit({ t: 'knight', seat: s.knight[command.square] as number, square: command.square, on: false });
        em.emit({ t: 'knight', seat, square: command.square, on: true });
      }
      break;
    }
    case 'alliance': {
      // Sub-variant: 1 ducat more for an alliance with more than one adjacent domaine.
      const price = attempt(em, seat, 'alliance', command.with.length > 1 ? s.rules.subVariantExtra : 0);
      if (price !== null) {
        em.pay(seat, price);
        for (const b of command.with) em.emit({ t: 'alliance', alliance: { a: command.castle, b, marker: command.marker }, on: true });
      }
      break;
    }
    case 'take-ducats':
      em.emit({ t: 'ducats', seat, delta: s.rules.prices.take, why: 'take' });
      break;
    case 'special-income': {
      const roll = em.dice.roll('W6', 'special income', seatName(seat));
      const gain = s.rules.specialIncome[roll - 1];
      const outcome = gain === null || gain === undefined ? 'knight' : gain;
      em.emit({ t: 'die', seat, table: 'special-income', roll, outcome });
      if (outcome !== 'knight') em.emit({ t: 'ducats', seat, delta: outcome, why: 'special-income' });
      else if (freeKnightPossible(em.s, seat)) ask(em, { kind: 'free-knight', seat });
      break;
    }
  }
  finishTurn(em);
}

/** The state after a command that passed `check`, without the events: for bots looking ahead. */
export function advance(state: DomState, seat: number, command: DomCommand, dice: DiceSource): DomState {
  const em = new Emitter(state, dice);
  resolveCommand(em, seat, command);
  return em.s;
}
