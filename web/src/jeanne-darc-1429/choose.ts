import { type AttackPower, choices, contextOf, type GameIndex, type JdaCommand, type JdaView, jeanneDarcRules, priceOf } from '../../../src/games/jeanne-darc-1429/client.js';
import type * as paths from '../ui/choicePaths.js';
import { tap } from '../ui/choicePaths.js';
import { offeredCommands, stateFromView } from './offers.js';

// Playing on the board (issue 45 item 1), after Fall of Rome's web/src/fall-of-rome/choose.ts: every
// command the seat may give is a path of choices — a city tapped on the map (the target of an
// attack, a castle's city, a free city to take), a card tapped in the hand (for a duel or a
// defence), or a button of the sheet — then each detail the rules leave free (the origin, the two
// siege cards, the influence put in, the power cards). The candidates are the rules' own lists
// (legal.ts `choices`) widened where the player is free (any of his cities to attack from, any of his
// ports to sail from, any influence held, either order of two cities or cards, any set of power cards
// held), and each is kept only when the rules' check accepts it (an attack: its route's cheapest
// attack and its parts, as legal.ts randomLegal reads them): the table never offers what the rules
// refuse, and never presets what they leave free (test/jeanne-darc-1429/board-choices.test.ts checks
// every offer on the whole state).
// The cards discarded above the hand limit are picked card by card in the hand (discardNeeded).

/** What a choice picks: a city (on the map), a card (in the hand), a number, a seat or a word (the sheet's buttons). */
export type FacetKind = 'city' | 'card' | 'count' | 'seat' | 'word';

/** One choice on an offer's path, and an offer with its path (the walking of paths: ui/choicePaths.ts). */
export type Facet = paths.Facet<FacetKind>;
export type Entry = paths.Entry<JdaCommand, FacetKind>;

const f = (key: string, value: string | number, kind: FacetKind): Facet => ({ key, value: String(value), kind });

/** An offer's path of choices. */
export function facetsOf(command: JdaCommand): Facet[] {
  switch (command.type) {
    case 'status':
      return [f('turn', command.choice, 'word')];
    case 'pass':
      return [f('turn', 'pass', 'word')];
    case 'end-buying':
      return [f('turn', 'end', 'word')];
    case 'veto':
      return [f('turn', command.forbid ? 'forbid' : 'allow', 'word')];
    case 'buy':
      return command.purchase.type === 'card' ? [f('turn', 'buy-card', 'word')] : [f('at', command.purchase.city, 'city'), f('build', command.purchase.type, 'word')];
    case 'order-events':
      return [f('order', command.order.join('>'), 'word')];
    case 'choose-city':
      return [f('at', command.city, 'city')];
    case 'choose-player':
      return [f('player', command.power, 'seat')];
    case 'papal':
      return command.province !== undefined ? [f('province', command.province, 'word')] : [f('at', command.city ?? '', 'city')];
    case 'duel':
      return [f('card', command.card ?? '', 'card'), f('influence', command.influence, 'count')];
    case 'defend':
      return [f('card', command.card ?? '', 'card'), f('powers', (command.powers ?? []).join('+'), 'word')];
    case 'expand': {
      const [first, second] = command.cities;
      if (first === undefined) return [f('turn', 'none', 'word')];
      if (command.bySea === true) return [f('at', first, 'city'), f('how', `sea:${command.from ?? ''}`, 'word')];
      return [f('at', first, 'city'), f('how', 'road', 'word'), ...(second === undefined ? [] : [f('and', second, 'city')])];
    }
    case 'provoke':
      return [f('at', command.city, 'city'), f('action', 'provoke', 'word')];
    case 'attack':
      return [
        f('at', command.to, 'city'),
        f('action', 'attack', 'word'),
        f('from', command.from, 'city'),
        ...command.cards.map((card, i) => f(`card${i}`, card, 'card')),
        f('influence', command.influence, 'count'),
        f('powers', (command.powers ?? []).join('+'), 'word'),
      ];
  }
}

/** Every subset of a list, the empty one first. */
function subsets<T>(list: readonly T[]): T[][] {
  return list.reduce<T[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);
}

const ATTACK_POWERS: readonly AttackPower[] = ['ambassador', 'double', 'traitor'];

/** The power cards' kinds the hand holds. */
function powersHeld(index: GameIndex, hand: readonly string[]): Set<string> {
  const held = new Set<string>();
  for (const id of hand) {
    const card = index.cards.get(id);
    if (card?.kind === 'power') held.add(card.power);
  }
  return held;
}

/** The hand's siege cards, one per id (cards of one id are alike). */
function siegeIds(index: GameIndex, hand: readonly string[]): string[] {
  return [...new Set(hand.filter((id) => index.cards.get(id)?.kind === 'siege'))];
}

/**
 * The candidates for the seat's question, widened where the player is free, each kept only when
 * the rules' check accepts it.
 */
export function candidateCommands(view: JdaView): JdaCommand[] {
  const you = view.you;
  if (you === null || view.pending === null || view.result !== null) return [];
  const offer = offeredCommands(view);
  if (offer.commands.length === 0 && offer.attacks === null) return [];
  const state = stateFromView(view);
  const ctx = contextOf(state);
  const me = view.players.find((p) => p.power === you);
  const hand = me?.hand ?? [];
  const influence = Array.from({ length: (me?.influence ?? 0) + 1 }, (_, i) => i);
  const held = powersHeld(ctx.index, hand);
  const siege = siegeIds(ctx.index, hand);
  const { list } = choices(ctx, you, view.pending);
  const index = ctx.index;
  const ports = index.ports.filter((port) => view.cities[port]?.owner === you);
  const out: JdaCommand[] = [];
  const kinds = new Set(list.map((c) => c.type));
  for (const command of list) {
    if (command.type === 'duel' || command.type === 'defend') continue;
    if (command.type === 'end-buying' && (command.discards?.length ?? 0) > 0) continue;
    out.push(command);
    if (command.type === 'expand' && command.cities.length === 2) out.push({ ...command, cities: [command.cities[1] as string, command.cities[0] as string] });
    // By sea from any of the player's ports, not only the first.
    if (command.type === 'expand' && command.bySea === true) for (const port of ports) if (port !== command.from) out.push({ ...command, from: port });
  }
  if (kinds.has('duel')) for (const card of [null, ...siege]) for (const n of influence) out.push({ type: 'duel', card, influence: n });
  if (kinds.has('defend')) {
    const kept = (['double', 'retreat'] as const).filter((p) => held.has(p));
    for (const card of [null, ...siege]) for (const powers of subsets(kept)) out.push(powers.length === 0 ? { type: 'defend', card } : { type: 'defend', card, powers });
  }
  const ok = (command: JdaCommand) => jeanneDarcRules.check(state, you, command).length === 0;
  const checked: JdaCommand[] = [];
  if (offer.attacks !== null) {
    const pairs: string[][] = [];
    for (const a of siege) for (const b of siege) if (a !== b || hand.filter((id) => id === a).length >= 2) pairs.push([a, b]);
    const sets = subsets(ATTACK_POWERS.filter((p) => held.has(p)));
    // The rules' list keeps one origin per target and link; the player may attack from any of his cities the rules accept.
    const own = index.cityIds.filter((id) => view.cities[id]?.owner === you);
    const targets = [...new Set(offer.attacks.routes.map(([, to]) => to))];
    const first = pairs[0];
    const attack = (from: string, to: string, cards: readonly string[], n: number, powers: readonly AttackPower[]): JdaCommand => ({ type: 'attack', from, to, cards, influence: n, ...(powers.length > 0 ? { powers } : {}) });
    // A route whose cheapest attack the rules accept allows what else differs (the cards, influence and power
    // cards held; legal.ts randomLegal): the parts are checked on the first such route, the other routes take them.
    let parts: [readonly string[], number, readonly AttackPower[]][] | undefined;
    const routes: [string, string][] = [];
    for (const to of targets) for (const from of own) if (first !== undefined && ok({ type: 'attack', from, to, cards: first, influence: 0 })) routes.push([from, to]);
    for (const [from, to] of routes) {
      parts ??= pairs.flatMap((cards) => influence.flatMap((n) => sets.map((powers) => [cards, n, powers] as [readonly string[], number, readonly AttackPower[]]))).filter(([cards, n, powers]) => ok(attack(from, to, cards, n, powers)));
      for (const [cards, n, powers] of parts) checked.push(attack(from, to, cards, n, powers));
    }
  }
  return [...out.filter(ok), ...checked];
}

/** Every offer with its path. */
export function entriesOf(view: JdaView): Entry[] {
  return candidateCommands(view).map((command) => ({ command, facets: facetsOf(command) }));
}

/** How many cards the seat must discard when it ends its purchases (the rules' own end-buying candidate says), 0 when none. */
export function discardNeeded(view: JdaView): number {
  const end = offeredCommands(view).commands.find((c) => c.type === 'end-buying');
  return end?.type === 'end-buying' ? (end.discards?.length ?? 0) : 0;
}

/** The end of the purchases with the cards picked to discard, when the rules accept it. */
export function discardCommand(view: JdaView, picked: readonly string[]): JdaCommand | undefined {
  if (view.you === null) return undefined;
  const command: JdaCommand = { type: 'end-buying', discards: [...picked] };
  return jeanneDarcRules.check(stateFromView(view), view.you, command).length === 0 ? command : undefined;
}

export type Option = paths.Option<JdaCommand, FacetKind>;
export type Step = paths.Step<JdaCommand, FacetKind>;
export type Chosen = paths.Chosen<JdaCommand, FacetKind>;
export { choose, step } from '../ui/choicePaths.js';

/** A tap on a city: the open choice of that city, else that city's own choices from the start. */
export const tapCity = (entries: readonly Entry[], path: readonly Facet[], city: string): Chosen | undefined => tap(entries, path, 'city', city, 'at');

/** A tap on a card of the hand: the open choice of that card (a card of that id), if any. */
export const tapCard = (entries: readonly Entry[], path: readonly Facet[], card: string): Chosen | undefined => tap(entries, path, 'card', card);

/**
 * A tap on one of the seat's own cities that is no choice itself: the attacks from it, its targets
 * lit. The path chosen is the start; `fromOrigin` keeps only the options with an attack from it.
 */
export function fromOrigin(options: readonly Option[], origin: string): Option[] {
  return options
    .map((o) => ({ ...o, commands: o.commands.filter((c) => c.type === 'attack' && c.from === origin) }))
    .filter((o) => o.commands.length > 0);
}

/** The price of a purchase in Louis d'Or, by the rules' own price list. */
export function priceIn(view: JdaView, type: 'card' | 'castle' | 'fortress'): number {
  return priceOf(type, view.turnOrder.length, contextOf(stateFromView(view)).rules);
}
