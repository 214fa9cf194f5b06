import { TRIBE_COUNT } from './data/tribes.js';
import type { FrEvent } from './events.js';
import { NO_FLAGS, type FrState } from './state.js';

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

function withHand(state: FrState, seat: number, hand: string[]): readonly (readonly string[])[] {
  return setAt(state.hands, seat, hand);
}

/** The state after one event; `state` is never changed, and arrays the event does not touch are shared (D-8). */
export function applyEvent(state: FrState, event: FrEvent): FrState {
  switch (event.t) {
    case 'begin':
      return { ...state, previous: event.undoable ? state : null, undoBy: event.undoable ? event.seat : -1 };
    case 'undone':
      return state.previous ?? state;
    case 'cubes': {
      const i = event.city * TRIBE_COUNT + event.tribe;
      return {
        ...state,
        cubes: setAt(state.cubes, i, (state.cubes[i] as number) + event.n),
        cubeSupply: setAt(state.cubeSupply, event.tribe, (state.cubeSupply[event.tribe] as number) - event.n),
      };
    }
    case 'legions':
      return { ...state, legions: setAt(state.legions, event.city, (state.legions[event.city] as number) + event.n), legionSupply: state.legionSupply - event.n };
    case 'fort':
      return { ...state, forts: setAt(state.forts, event.city, event.on), fortSupply: state.fortSupply + (event.on ? -1 : 1) };
    case 'pawn':
      return { ...state, pawns: setAt(state.pawns, event.seat, event.city) };
    case 'draw':
      return { ...state, playerDeck: state.playerDeck.slice(0, -1), hands: withHand(state, event.seat, [...(state.hands[event.seat] as string[]), event.card]) };
    case 'revolt':
      return { ...state, playerDeck: state.playerDeck.slice(0, -1), box: [...state.box, event.card] };
    case 'discard':
      return { ...state, hands: withHand(state, event.seat, without(state.hands[event.seat] as string[], event.card)), playerDiscard: [...state.playerDiscard, event.card] };
    case 'event':
      return { ...state, hands: withHand(state, event.seat, without(state.hands[event.seat] as string[], event.card)), playerDiscard: [...state.playerDiscard, event.card] };
    case 'give': {
      const hands = state.hands.slice();
      hands[event.from] = without(hands[event.from] as string[], event.card);
      hands[event.to] = [...(hands[event.to] as string[]), event.card];
      return { ...state, hands };
    }
    case 'retrieve':
      return { ...state, playerDiscard: without(state.playerDiscard, event.card), hands: withHand(state, event.seat, [...(state.hands[event.seat] as string[]), event.card]) };
    case 'consult':
      return { ...state, vestalisDeck: state.vestalisDeck.slice(0, -1), hands: withHand(state, event.seat, [...(state.hands[event.seat] as string[]), event.card]) };
    case 'put-back':
      return { ...state, hands: withHand(state, event.seat, without(state.hands[event.seat] as string[], event.card)), playerDeck: [...state.playerDeck, event.card] };
    case 'reveal':
      return {
        ...state,
        barbarianDeck: event.from === 'top' ? state.barbarianDeck.slice(0, -1) : state.barbarianDeck.slice(1),
        barbarianDiscard: [...state.barbarianDiscard, event.card],
      };
    case 'shuffle':
      return { ...state, barbarianDeck: [...state.barbarianDeck, ...event.order], barbarianDiscard: [] };
    case 'reorder': {
      const rest = state.barbarianDeck.slice(0, state.barbarianDeck.length - event.top.length);
      return { ...state, barbarianDeck: [...rest, ...event.top.slice().reverse()] };
    }
    case 'bury':
      return { ...state, barbarianDeck: without(state.barbarianDeck, event.card), box: [...state.box, event.card] };
    case 'invasion-rate':
      return { ...state, invasion: event.step };
    case 'decline':
      return { ...state, decline: event.value };
    case 'ally':
      return { ...state, allied: setAt(state.allied, event.tribe, true) };
    case 'actions':
      return { ...state, actionsLeft: event.left };
    case 'flags':
      return { ...state, flags: event.flags };
    case 'battle':
      return { ...state, lastBattle: { city: event.city, removed: event.remove } };
    case 'vae-victis-used':
      return { ...state, lastBattle: null };
    case 'pending':
      return { ...state, pending: event.pending };
    case 'phase': {
      const newTurn = event.turn !== state.turn;
      return {
        ...state,
        phase: event.phase,
        active: event.active,
        turn: event.turn,
        actionsLeft: event.actionsLeft,
        revoltsLeft: newTurn ? 0 : state.revoltsLeft,
        revoltsResolved: newTurn ? 0 : state.revoltsResolved,
        flags: newTurn ? NO_FLAGS : state.flags,
        lastBattle: newTurn ? null : state.lastBattle,
        previous: null,
        undoBy: -1,
      };
    }
    case 'revolts':
      return { ...state, revoltsLeft: event.left, revoltsResolved: event.resolved };
    case 'end':
      return { ...state, phase: 'over', result: event.result, pending: null, previous: null, undoBy: -1 };
    case 'invade':
    case 'blocked':
    case 'sacked':
      return state;
  }
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
