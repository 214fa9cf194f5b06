import { TRIBE_COUNT } from './data/tribes.js';
import type { FrEvent } from './events.js';
import { barbarianPiles, copyState, NO_FLAGS, type Draft, type FrState } from './state.js';
import { afterBottomReveal, afterBury, afterReorder, afterShuffle, afterTopReveal } from './strata.js';

/** The lists a work copies the first time an event changes them, one bit each. */
const CUBES = 1;
const CUBE_SUPPLY = 2;
const LEGIONS = 4;
const FORTS = 8;
const PAWNS = 16;
const ALLIED = 32;
const PLAYER_DECK = 64;
const PLAYER_DISCARD = 128;
const BARBARIAN_DECK = 256;
const BARBARIAN_DISCARD = 512;
const BOX = 1024;
const TREASURY = 2048;
const VESTALIS_DECK = 4096;

/**
 * A state being built by events: a copy of the top level of `from`, whose lists are copied the
 * first time an event changes them and changed in place after that. No one else sees `d` until
 * the work is done, so `from` and every state handed out before stay as they were (D-8, D-22).
 */
export class Work {
  readonly d: Draft;
  /** The lists of `d` that are this work's own copies. */
  owned = 0;

  constructor(readonly from: FrState) {
    this.d = copyState(from);
  }
}

/** `list` itself when the work already copied it, else a copy it now owns. */
function own<T>(w: Work, bit: number, list: readonly T[]): T[] {
  if ((w.owned & bit) !== 0) return list as T[];
  w.owned |= bit;
  return list.slice();
}

/** Takes out the last `card` of `list`, if it holds one. */
function remove(list: string[], card: string): void {
  const i = list.lastIndexOf(card);
  if (i >= 0) list.splice(i, 1);
}

function without(cards: readonly string[], card: string): string[] {
  const copy = cards.slice();
  remove(copy, card);
  return copy;
}

/** A new hand for `seat`; in solitaire all roles hold the one shared hand (FR-23). */
function withHand(d: Draft, seat: number, hand: string[]): readonly (readonly string[])[] {
  if (d.solitaire) return d.hands.map(() => hand);
  const hands = d.hands.slice();
  hands[seat] = hand;
  return hands;
}

/** Events that only report (battle aside, which the last battle remembers): they change nothing. */
export function reportsOnly(event: FrEvent): boolean {
  return event.t === 'invade' || event.t === 'blocked' || event.t === 'sacked';
}

/**
 * Applies one event to the work (not `undone`, which goes back to another state, nor a report).
 * A `begin` remembers `from`, so it goes to a work of its own, before any other event.
 */
export function applyTo(w: Work, event: FrEvent): void {
  const d = w.d;
  switch (event.t) {
    case 'begin':
      d.previous = event.undoable ? w.from : null;
      d.undoBy = event.undoable ? event.seat : -1;
      break;
    case 'cubes': {
      const cubes = (d.cubes = own(w, CUBES, d.cubes));
      const supply = (d.cubeSupply = own(w, CUBE_SUPPLY, d.cubeSupply));
      const i = event.city * TRIBE_COUNT + event.tribe;
      cubes[i] = (cubes[i] as number) + event.n;
      supply[event.tribe] = (supply[event.tribe] as number) - event.n;
      break;
    }
    case 'legions': {
      const legions = (d.legions = own(w, LEGIONS, d.legions));
      legions[event.city] = (legions[event.city] as number) + event.n;
      d.legionSupply -= event.n;
      break;
    }
    case 'fort':
      (d.forts = own(w, FORTS, d.forts))[event.city] = event.on;
      d.fortSupply += event.on ? -1 : 1;
      break;
    case 'pawn':
      (d.pawns = own(w, PAWNS, d.pawns))[event.seat] = event.city;
      break;
    case 'draw':
      (d.playerDeck = own(w, PLAYER_DECK, d.playerDeck)).pop();
      d.hands = withHand(d, event.seat, [...(d.hands[event.seat] as string[]), event.card]);
      break;
    case 'revolt':
      (d.playerDeck = own(w, PLAYER_DECK, d.playerDeck)).pop();
      (d.box = own(w, BOX, d.box)).push(event.card);
      break;
    case 'discard':
    case 'event':
      d.hands = withHand(d, event.seat, without(d.hands[event.seat] as string[], event.card));
      (d.playerDiscard = own(w, PLAYER_DISCARD, d.playerDiscard)).push(event.card);
      break;
    case 'give': {
      const hands = d.hands.slice();
      hands[event.from] = without(hands[event.from] as string[], event.card);
      hands[event.to] = [...(hands[event.to] as string[]), event.card];
      d.hands = hands;
      break;
    }
    case 'treasury': {
      const treasury = (d.treasury = own(w, TREASURY, d.treasury));
      const hand = d.hands[event.seat] as string[];
      if (event.into) treasury.push(event.card);
      else remove(treasury, event.card);
      d.hands = withHand(d, event.seat, event.into ? without(hand, event.card) : [...hand, event.card]);
      break;
    }
    case 'retrieve':
      remove((d.playerDiscard = own(w, PLAYER_DISCARD, d.playerDiscard)), event.card);
      d.hands = withHand(d, event.seat, [...(d.hands[event.seat] as string[]), event.card]);
      break;
    case 'consult':
      (d.vestalisDeck = own(w, VESTALIS_DECK, d.vestalisDeck)).pop();
      d.hands = withHand(d, event.seat, [...(d.hands[event.seat] as string[]), event.card]);
      break;
    case 'put-back':
      d.hands = withHand(d, event.seat, without(d.hands[event.seat] as string[], event.card));
      (d.playerDeck = own(w, PLAYER_DECK, d.playerDeck)).push(event.card);
      break;
    case 'reveal': {
      const piles = barbarianPiles(d);
      d.barbarianStrata = event.from === 'top' ? afterTopReveal(piles) : afterBottomReveal(piles, d.barbarianDeck.length);
      const deck = (d.barbarianDeck = own(w, BARBARIAN_DECK, d.barbarianDeck));
      if (event.from === 'top') deck.pop();
      else deck.shift();
      (d.barbarianDiscard = own(w, BARBARIAN_DISCARD, d.barbarianDiscard)).push(event.card);
      break;
    }
    case 'shuffle':
      d.barbarianStrata = afterShuffle(barbarianPiles(d), event.order.length);
      (d.barbarianDeck = own(w, BARBARIAN_DECK, d.barbarianDeck)).push(...event.order);
      d.barbarianDiscard = [];
      w.owned |= BARBARIAN_DISCARD;
      break;
    case 'reorder':
      d.barbarianStrata = afterReorder(barbarianPiles(d), event.top.length);
      d.barbarianDeck = [...d.barbarianDeck.slice(0, d.barbarianDeck.length - event.top.length), ...event.top.slice().reverse()];
      w.owned |= BARBARIAN_DECK;
      break;
    case 'bury':
      d.barbarianStrata = afterBury(barbarianPiles(d), d.barbarianDeck.length - 1 - d.barbarianDeck.lastIndexOf(event.card));
      remove((d.barbarianDeck = own(w, BARBARIAN_DECK, d.barbarianDeck)), event.card);
      (d.box = own(w, BOX, d.box)).push(event.card);
      break;
    case 'invasion-rate':
      d.invasion = event.step;
      break;
    case 'decline':
      d.decline = event.value;
      break;
    case 'ally':
      (d.allied = own(w, ALLIED, d.allied))[event.tribe] = true;
      break;
    case 'actions':
      d.actionsLeft = event.left;
      break;
    case 'flags':
      d.flags = event.flags;
      break;
    case 'battle':
      d.lastBattle = { city: event.city, removed: event.remove };
      break;
    case 'vae-victis-used':
      d.lastBattle = null;
      break;
    case 'pending':
      d.pending = event.pending;
      break;
    case 'revolts':
      d.revoltsLeft = event.left;
      d.revoltsResolved = event.resolved;
      break;
    case 'phase': {
      if (event.turn !== d.turn) {
        d.flags = NO_FLAGS;
        d.lastBattle = null;
        d.revoltsLeft = 0;
        d.revoltsResolved = 0;
      }
      d.phase = event.phase;
      d.active = event.active;
      d.turn = event.turn;
      d.actionsLeft = event.actionsLeft;
      d.previous = null;
      d.undoBy = -1;
      break;
    }
    case 'end':
      d.phase = 'over';
      d.result = event.result;
      d.pending = null;
      d.previous = null;
      d.undoBy = -1;
      break;
  }
}

/** The state after one event; `state` is never changed, and arrays the event does not touch are shared (D-8). */
export function applyEvent(state: FrState, event: FrEvent): FrState {
  if (event.t === 'undone') return state.previous ?? state;
  if (reportsOnly(event)) return state;
  const w = new Work(state);
  applyTo(w, event);
  return w.d;
}

export const apply = applyEvent;
