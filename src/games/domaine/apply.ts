import { addBorder, addCastle, copyAreas, removeBorder } from './areas.js';
import type { DomEvent } from './events.js';
import { areaContext, scores } from './score.js';
import type { DomState } from './state.js';

function set<T>(list: readonly T[], i: number, value: T): T[] {
  const copy = list.slice();
  copy[i] = value;
  return copy;
}

/** The state after one event; never changes `state`. */
export function applyEvent(s: DomState, e: DomEvent): DomState {
  switch (e.t) {
    case 'founded': {
      const castle = set(s.castle, e.castle, e.seat);
      const w = copyAreas(s.areas);
      addCastle(w, e.castle);
      return {
        ...s,
        castle,
        knight: set(s.knight, e.knight, e.seat),
        areas: w,
        castlesLeft: set(s.castlesLeft, e.seat, (s.castlesLeft[e.seat] as number) - 1),
        knightsLeft: set(s.knightsLeft, e.seat, (s.knightsLeft[e.seat] as number) - 1),
      };
    }
    case 'turn':
      return { ...s, phase: e.turn === 0 ? 'setup' : 'play', current: e.seat, turn: e.turn, pending: null };
    case 'ducats':
      return { ...s, ducats: set(s.ducats, e.seat, (s.ducats[e.seat] as number) + e.delta) };
    case 'border': {
      const w = copyAreas(s.areas);
      if (e.on) addBorder(w, areaContext(s), e.edge);
      else removeBorder(w, e.edge);
      return { ...s, areas: w, scores: scores(w, s.castle, s.players, s.rules) };
    }
    case 'knight':
      return {
        ...s,
        knight: set(s.knight, e.square, e.on ? e.seat : -1),
        knightsLeft: set(s.knightsLeft, e.seat, (s.knightsLeft[e.seat] as number) + (e.on ? -1 : 1)),
      };
    case 'alliance':
      return {
        ...s,
        alliances: e.on ? [...s.alliances, e.alliance] : s.alliances.filter((a) => !(a.a === e.alliance.a && a.b === e.alliance.b && a.marker === e.alliance.marker)),
      };
    case 'pending':
      return { ...s, pending: e.pending };
    case 'ended':
      return { ...s, phase: 'over', pending: null, result: e.result };
    case 'action':
    case 'die':
      return s;
  }
}

/** Transitions `resolve` already computed, handed to `apply` (as Fall of Rome does, D-8). */
const memo: { events: readonly DomEvent[]; states: readonly DomState[]; cursor: number } = { events: [], states: [], cursor: 0 };

export function remember(events: readonly DomEvent[], states: readonly DomState[]): void {
  memo.events = events;
  memo.states = states;
  memo.cursor = 0;
}

export function apply(state: DomState, event: DomEvent): DomState {
  const i = memo.cursor;
  if (memo.events[i] === event && memo.states[i] === state) {
    memo.cursor = i + 1;
    return memo.states[i + 1] as DomState;
  }
  return applyEvent(state, event);
}
