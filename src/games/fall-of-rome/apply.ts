import { TRIBE_COUNT } from './data/tribes.js';
import type { FrEvent } from './events.js';
import { copyState, NO_FLAGS, type FrState } from './state.js';

function without(cards: readonly string[], card: string): string[] {
  const copy = cards.slice();
  const i = copy.lastIndexOf(card);
  if (i >= 0) copy.splice(i, 1);
  return copy;
}

function setAt<T>(list: readonly T[], index: number, value: T): T[] {
  const copy = list.slice();
  copy[index] = value;
  return copy;
}

/** A new hand for `seat`; in solitaire all roles hold the one shared hand (FR-23). */
function withHand(state: FrState, seat: number, hand: string[]): readonly (readonly string[])[] {
  if (state.solitaire) return state.hands.map(() => hand);
  return setAt(state.hands, seat, hand);
}

/** The state after one event; `state` is never changed, and arrays the event does not touch are shared (D-8). */
export function applyEvent(state: FrState, event: FrEvent): FrState {
  if (event.t === 'undone') return state.previous ?? state;
  if (event.t === 'invade' || event.t === 'blocked' || event.t === 'sacked') return state;
  const d = copyState(state);
  switch (event.t) {
    case 'begin':
      d.previous = event.undoable ? state : null;
      d.undoBy = event.undoable ? event.seat : -1;
      break;
    case 'cubes': {
      const i = event.city * TRIBE_COUNT + event.tribe;
      d.cubes = setAt(state.cubes, i, (state.cubes[i] as number) + event.n);
      d.cubeSupply = setAt(state.cubeSupply, event.tribe, (state.cubeSupply[event.tribe] as number) - event.n);
      break;
    }
    case 'legions':
      d.legions = setAt(state.legions, event.city, (state.legions[event.city] as number) + event.n);
      d.legionSupply = state.legionSupply - event.n;
      break;
    case 'fort':
      d.forts = setAt(state.forts, event.city, event.on);
      d.fortSupply = state.fortSupply + (event.on ? -1 : 1);
      break;
    case 'pawn':
      d.pawns = setAt(state.pawns, event.seat, event.city);
      break;
    case 'draw':
      d.playerDeck = state.playerDeck.slice(0, -1);
      d.hands = withHand(state, event.seat, [...(state.hands[event.seat] as string[]), event.card]);
      break;
    case 'revolt':
      d.playerDeck = state.playerDeck.slice(0, -1);
      d.box = [...state.box, event.card];
      break;
    case 'discard':
    case 'event':
      d.hands = withHand(state, event.seat, without(state.hands[event.seat] as string[], event.card));
      d.playerDiscard = [...state.playerDiscard, event.card];
      break;
    case 'give': {
      const hands = state.hands.slice();
      hands[event.from] = without(hands[event.from] as string[], event.card);
      hands[event.to] = [...(hands[event.to] as string[]), event.card];
      d.hands = hands;
      break;
    }
    case 'treasury':
      d.treasury = event.into ? [...state.treasury, event.card] : without(state.treasury, event.card);
      d.hands = withHand(state, event.seat, event.into ? without(state.hands[event.seat] as string[], event.card) : [...(state.hands[event.seat] as string[]), event.card]);
      break;
    case 'retrieve':
      d.playerDiscard = without(state.playerDiscard, event.card);
      d.hands = withHand(state, event.seat, [...(state.hands[event.seat] as string[]), event.card]);
      break;
    case 'consult':
      d.vestalisDeck = state.vestalisDeck.slice(0, -1);
      d.hands = withHand(state, event.seat, [...(state.hands[event.seat] as string[]), event.card]);
      break;
    case 'put-back':
      d.hands = withHand(state, event.seat, without(state.hands[event.seat] as string[], event.card));
      d.playerDeck = [...state.playerDeck, event.card];
      break;
    case 'reveal':
      d.barbarianDeck = event.from === 'top' ? state.barbarianDeck.slice(0, -1) : state.barbarianDeck.slice(1);
      d.barbarianDiscard = [...state.barbarianDiscard, event.card];
      break;
    case 'shuffle':
      d.barbarianDeck = [...state.barbarianDeck, ...event.order];
      d.barbarianDiscard = [];
      break;
    case 'reorder':
      d.barbarianDeck = [...state.barbarianDeck.slice(0, state.barbarianDeck.length - event.top.length), ...event.top.slice().reverse()];
      break;
    case 'bury':
      d.barbarianDeck = without(state.barbarianDeck, event.card);
      d.box = [...state.box, event.card];
      break;
    case 'invasion-rate':
      d.invasion = event.step;
      break;
    case 'decline':
      d.decline = event.value;
      break;
    case 'ally':
      d.allied = setAt(state.allied, event.tribe, true);
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
      d.phase = event.phase;
      d.active = event.active;
      d.turn = event.turn;
      d.actionsLeft = event.actionsLeft;
      d.previous = null;
      d.undoBy = -1;
      if (event.turn !== state.turn) {
        d.flags = NO_FLAGS;
        d.lastBattle = null;
        d.revoltsLeft = 0;
        d.revoltsResolved = 0;
      }
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
  return d;
}

/**
 * The transitions of the last resolution: `resolve` computes each state on the way, so `apply`
 * given the same state and event object returns the state already computed (D-8).
 */
const memo = { events: [] as readonly FrEvent[], states: [] as FrState[], cursor: 0 };

export function remember(events: readonly FrEvent[], states: FrState[]): void {
  memo.events = events;
  memo.states = states;
  memo.cursor = 0;
}

export function apply(state: FrState, event: FrEvent): FrState {
  const i = memo.cursor;
  if (memo.events[i] === event && memo.states[i] === state) {
    memo.cursor = i + 1;
    return memo.states[i + 1] as FrState;
  }
  return applyEvent(state, event);
}
