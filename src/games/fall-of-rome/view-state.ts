import { CITY_COUNT, cityIndex } from './data/cities.js';
import { TRIBE_COUNT, TRIBE_INFO, type Tribe } from './data/tribes.js';
import type { FrState, Pending } from './state.js';
import { HIDDEN, type FrView, type PendingView } from './view.js';

const hidden = (count: number) => Array.from({ length: count }, () => HIDDEN);

function pendingOf(view: FrView, seats: readonly string[]): Pending | null {
  const p: PendingView | null = view.pending;
  if (p === null) return null;
  const seat = seats.indexOf(p.seat);
  switch (p.kind) {
    case 'remove':
      return { kind: 'remove', seat, city: cityIndex(p.city), count: p.count };
    case 'put-back':
      return { kind: 'put-back', seat, cards: p.cards, secret: p.cards.includes(HIDDEN) };
    case 'reorder':
      return { kind: 'reorder', seat, cards: p.cards, remove: p.remove };
    default:
      return { kind: p.kind, seat };
  }
}

/**
 * The game as far as a seat's view tells it, in the rules' own shape, so that the rules' list of
 * legal commands (legal.ts) offers the seat's choices. What the view hides (deck order, others'
 * hands) stands as hidden cards: no choice depends on them — taking a card by Conspire is offered
 * when the other's hand is shown (open hands, the default); with hidden hands its holder gives it.
 * The server checks every command again.
 */
export function stateFromView(view: FrView): FrState {
  const seats = view.players.map((p) => p.seat);
  const cubes = new Array<number>(CITY_COUNT * TRIBE_COUNT).fill(0);
  view.cities.forEach((city, c) => {
    TRIBE_INFO.forEach((tribe, t) => {
      cubes[c * TRIBE_COUNT + t] = city.barbarians[tribe.id as Tribe] ?? 0;
    });
  });
  const vestalisDeck = view.vestalisDeck.length > 0 ? view.vestalisDeck : hidden(view.vestalisDeckSize);
  return {
    rules: view.rules,
    difficulty: view.difficulty as FrState['difficulty'],
    solitaire: view.solitaire,
    seats,
    roles: view.players.map((p) => p.role),
    pawns: view.players.map((p) => cityIndex(p.city)),
    hands: view.players.map((p) => (p.hand.length === p.handSize ? p.hand : hidden(p.handSize))),
    cubes,
    legions: view.cities.map((c) => c.legions),
    forts: view.cities.map((c) => c.fort),
    legionSupply: view.supply.legions,
    fortSupply: view.supply.forts,
    cubeSupply: TRIBE_INFO.map((t) => view.supply.barbarians[t.id as Tribe]),
    playerDeck: hidden(view.playerDeck),
    playerDiscard: view.playerDiscard,
    treasury: view.treasury,
    barbarianDeck: hidden(view.barbarianDeck),
    barbarianDiscard: view.barbarianDiscard,
    barbarianStrata: view.barbarianKnownTop.map((pile) => pile.length),
    vestalisDeck,
    box: view.box,
    invasion: view.invasionStep,
    decline: view.decline,
    allied: TRIBE_INFO.map((t) => view.allied.includes(t.id as Tribe)),
    turn: view.turn,
    active: seats.indexOf(view.active),
    phase: view.phase,
    actionsLeft: view.actionsLeft,
    flags: view.flags,
    lastBattle: view.lastBattle === null || view.lastBattle === undefined ? null : { city: cityIndex(view.lastBattle.city), removed: view.lastBattle.removed },
    revoltsLeft: 0,
    revoltsResolved: 0,
    pending: pendingOf(view, seats),
    result: view.result,
    previous: null,
    undoBy: -1,
  } as FrState;
}
