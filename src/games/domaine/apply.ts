import { addBorder, addCastle, removeBorder, type AreaOwnership, type MutableAreas } from './areas.js';
import type { DomEvent } from './events.js';
import { scores } from './score.js';
import type { DomState } from './state.js';

/** A state being built: its top level may change; arrays only once copied (see `Owned`). */
export type Draft = { -readonly [K in keyof DomState]: DomState[K] };

/**
 * Which arrays of a draft are its own copies, written in place by the events after the first that
 * copied them. A fresh record for each draft: arrays shared with an earlier state are never written.
 */
export interface Owned {
  castle: boolean;
  knight: boolean;
  /** The areas object itself (its four fields may be set). */
  areas: boolean;
  /** Which of the areas' arrays are the draft's own (areas.ts: borders; labels with their info). */
  readonly areaParts: AreaOwnership;
  ducats: boolean;
  knightsLeft: boolean;
  castlesLeft: boolean;
}

export const noneOwned = (): Owned => ({ castle: false, knight: false, areas: false, areaParts: { borders: false, labels: false }, ducats: false, knightsLeft: false, castlesLeft: false });

/** A copy of the top level naming every field: one object shape, far cheaper than a spread (as D-8 found for Fall of Rome). */
export function copyState(s: DomState): Draft {
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

type ListKey = 'castle' | 'knight' | 'ducats' | 'knightsLeft' | 'castlesLeft';

/** `d[key]` set at `i`, copying the array first unless the draft owns it. */
function put(d: Draft, o: Owned, key: ListKey, i: number, value: number): void {
  let list = d[key] as number[];
  if (!o[key]) {
    list = list.slice();
    d[key] = list;
    o[key] = true;
  }
  list[i] = value;
}

/** The draft's own areas object; its arrays are copied only when written (areas.ts). */
function ownAreas(d: Draft, o: Owned): MutableAreas {
  if (!o.areas) {
    const a = d.areas;
    d.areas = { borders: a.borders, label: a.label, info: a.info, next: a.next };
    o.areas = true;
  }
  return d.areas as MutableAreas;
}

/** Writes the effect of `e` into the draft `d` (arrays copied on their first write, per `o`). */
export function applyTo(d: Draft, e: DomEvent, o: Owned): void {
  switch (e.t) {
    case 'action':
    case 'die':
      return;
    case 'founded':
      put(d, o, 'castle', e.castle, e.seat);
      addCastle(ownAreas(d, o), e.castle, o.areaParts);
      put(d, o, 'knight', e.knight, e.seat);
      put(d, o, 'castlesLeft', e.seat, (d.castlesLeft[e.seat] as number) - 1);
      put(d, o, 'knightsLeft', e.seat, (d.knightsLeft[e.seat] as number) - 1);
      return;
    case 'turn':
      d.phase = e.turn === 0 ? 'setup' : 'play';
      d.current = e.seat;
      d.turn = e.turn;
      d.pending = null;
      return;
    case 'ducats':
      put(d, o, 'ducats', e.seat, (d.ducats[e.seat] as number) + e.delta);
      return;
    case 'border': {
      // The draft is the areas' context (terrain, values, castles): a border never moves a castle.
      const w = ownAreas(d, o);
      if (e.on) addBorder(w, d, e.edge, o.areaParts);
      else removeBorder(w, e.edge, o.areaParts);
      d.scores = scores(w, d.castle, d.players, d.rules);
      return;
    }
    case 'knight':
      put(d, o, 'knight', e.square, e.on ? e.seat : -1);
      put(d, o, 'knightsLeft', e.seat, (d.knightsLeft[e.seat] as number) + (e.on ? -1 : 1));
      return;
    case 'alliance':
      // Always a new list: resolve.ts reads the old one while it breaks alliances.
      d.alliances = e.on ? [...d.alliances, e.alliance] : d.alliances.filter((a) => !(a.a === e.alliance.a && a.b === e.alliance.b && a.marker === e.alliance.marker));
      return;
    case 'pending':
      d.pending = e.pending;
      return;
    case 'ended':
      d.phase = 'over';
      d.pending = null;
      d.result = e.result;
      return;
  }
}

/** The state after one event; never changes `state`. */
export function applyEvent(s: DomState, e: DomEvent): DomState {
  if (e.t === 'action' || e.t === 'die') return s;
  const d = copyState(s);
  applyTo(d, e, noneOwned());
  return d;
}

export const apply = applyEvent;
