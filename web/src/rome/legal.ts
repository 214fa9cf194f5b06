import type { FrCommand } from '../../../src/games/fall-of-rome/commands.js';
import { CITY_COUNT, CITY_NAMES, cityIndex } from '../../../src/games/fall-of-rome/data/cities.js';
import { checkCommand } from '../../../src/games/fall-of-rome/resolve/dispatch.js';
import { TRIBE_COUNT, TRIBE_INFO, type Tribe } from '../../../src/games/fall-of-rome/data/tribes.js';
import { legalCommands } from '../../../src/games/fall-of-rome/legal.js';
import type { FrState, Pending } from '../../../src/games/fall-of-rome/state.js';
import { HIDDEN, type FrView, type PendingView } from '../../../src/games/fall-of-rome/view.js';

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
    rules: { declineLimit: view.declineLimit } as FrState['rules'],
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
    barbarianDeck: hidden(view.barbarianDeck),
    barbarianDiscard: view.barbarianDiscard,
    vestalisDeck,
    box: view.box,
    invasion: 0,
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

type Removal = { readonly city: string; readonly tribe: string };

/**
 * Vae victis after this turn's battle: every way to remove as many barbarians as the battle did
 * (or fewer, when fewer stand) from one other city — and, corrupt, from several — each kept only
 * if the rules accept it on the seat's view.
 */
function vaeVictis(view: FrView, state: FrState): FrCommand[] {
  const battle = view.lastBattle;
  if (battle === null || battle === undefined || battle.removed === 0) return [];
  const card = 'vae-victis';
  if (!view.players.find((p) => p.seat === view.seat)?.hand.includes(card)) return [];
  const cubesOf = (city: number): Removal[] =>
    TRIBE_INFO.map((info) => info.id as string).flatMap((tribe, t) => Array.from({ length: state.cubes[city * TRIBE_COUNT + t] as number }, () => ({ city: CITY_NAMES[city] as string, tribe })));
  const others = [...Array(CITY_COUNT).keys()].filter((c) => CITY_NAMES[c] !== battle.city && cubesOf(c).length > 0);
  const candidates: FrCommand[] = [];
  for (const city of others) {
    const here = cubesOf(city);
    // All of one tribe first, then the city's barbarians in order.
    for (const tribe of new Set(here.map((r) => r.tribe))) candidates.push({ type: 'event', card, corrupt: false, removals: here.filter((r) => r.tribe === tribe).slice(0, battle.removed) } as FrCommand);
    candidates.push({ type: 'event', card, corrupt: false, removals: here.slice(0, battle.removed) } as FrCommand);
  }
  // Corrupt: from the cities with the most barbarians, across cities.
  const most = [...others].sort((a, b) => cubesOf(b).length - cubesOf(a).length).flatMap(cubesOf).slice(0, battle.removed);
  if (most.length > 0) candidates.push({ type: 'event', card, corrupt: true, removals: most } as FrCommand);
  const seen = new Set<string>();
  return candidates.filter((command) => {
    const key = JSON.stringify(command);
    if (seen.has(key)) return false;
    seen.add(key);
    return checkCommand(state, view.seat, command).length === 0;
  });
}

/** The commands the viewing seat may give now; none when another seat is to move. */
export function offeredCommands(view: FrView): FrCommand[] {
  if (view.result !== null) return [];
  const toMove = view.pending?.seat ?? view.active;
  if (toMove !== view.seat) return [];
  const state = stateFromView(view);
  // The rules' list, with Vae victis in every useful form instead of its one ready-made play.
  const listed = legalCommands(state).filter((c) => !(c.type === 'event' && c.card === 'vae-victis'));
  const offered = [...listed, ...vaeVictis(view, state)];
  return view.canUndo ? [...offered, { type: 'undo' }] : offered;
}
