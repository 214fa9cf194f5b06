import { addBorder, addCastle, copyAreas, removeBorder } from './areas.js';
import type { DomEvent } from './events.js';
import { areaContext, scores } from './score.js';
import type { DomState } from './state.js';

function set<T>(list: readonly T[], i: number, value: T): T[] {
  const copy = list.slice();
  copy[i] = value;
  return copy;
}

/** A copy of the top level naming every field: one object shape, far cheaper than a spread (as D-8 found for Fall of Rome). */
function copyState(s: DomState): { -readonly [K in keyof DomState]: DomState[K] } {
  return {
    rules: s.rules,
    players: s.players,
    terrain: s.terrain,
    layout: s.layout,
    castle: s.castle,
    knight: s.knight,
    areas: s.areas,
    ducats: s.ducats,
    knightsLeft: s.knightsLeft,
    castlesLeft: s.castlesLeft,
    scores: s.scores,
    alliances: s.alliances,
    phase: s.phase,
    current: s.current,
    turn: s.turn,
    pending: s.pending,
    result: s.result,
  };
}

/** The state after one event; never changes `state`. */
export function applyEvent(s: DomState, e: DomEvent): DomState {
  if (e.t === 'action' || e.t === 'die') return s;
  const d = copyState(s);
  switch (e.t) {
    case 'founded': {
      d.castle = set(s.castle, e.castle, e.seat);
      const w = copyAreas(s.areas);
      addCastle(w, e.castle);
      d.knight = set(s.knight, e.knight, e.seat);
      d.areas = w;
      d.castlesLeft = set(s.castlesLeft, e.seat, (s.castlesLeft[e.seat] as number) - 1);
      d.knightsLeft = set(s.knightsLeft, e.seat, (s.knightsLeft[e.seat] as number) - 1);
      break;
    }
    case 'turn':
      d.phase = e.turn === 0 ? 'setup' : 'play';
      d.current = e.seat;
      d.turn = e.turn;
      d.pending = null;
      break;
    case 'ducats':
      d.ducats = set(s.ducats, e.seat, (s.ducats[e.seat] as number) + e.delta);
      break;
    case 'border': {
      const w = copyAreas(s.areas);
      if (e.on) addBorder(w, areaContext(s), e.edge);
      else removeBorder(w, e.edge);
      d.areas = w;
      d.scores = scores(w, s.castle, s.players, s.rules);
      break;
    }
    case 'knight':
      d.knight = set(s.knight, e.square, e.on ? e.seat : -1);
      d.knightsLeft = set(s.knightsLeft, e.seat, (s.knightsLeft[e.seat] as number) + (e.on ? -1 : 1));
      break;
    case 'alliance':
      d.alliances = e.on ? [...s.alliances, e.alliance] : s.alliances.filter((a) => !(a.a === e.alliance.a && a.b === e.alliance.b && a.marker === e.alliance.marker));
      break;
    case 'pending':
      d.pending = e.pending;
      break;
    case 'ended':
      d.phase = 'over';
      d.pending = null;
      d.result = e.result;
      break;
  }
  return d;
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
