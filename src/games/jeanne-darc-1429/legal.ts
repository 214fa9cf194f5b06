import type { AttackPower, JdaCommand } from './commands.js';
import { holdingsAt, ownersAt } from './city-counts.js';
import { contextOf, type Ctx } from './context.js';
import { askedSeats, checkWellFormed } from './dispatch.js';
import { garrisonsInUse, powerCardIn } from './battle.js';
import { attacksLeft } from './phases/attacks.js';
import { freeByRoad, garrisonsLeft } from './phases/expansion.js';
import { isPower, type Power } from './powers.js';
import { playerOf, type JdaState, type Pending } from './state.js';

/**
 * The seat the game waits for, or undefined when it is over. A question put to several seats at
 * once (War or Peace, a duel) waits for the first of them that has not answered yet.
 */
export function seatToMove(s: JdaState): Power | undefined {
  if (s.result !== null || s.pending === null) return undefined;
  return askedSeats(s.pending)[0];
}

/** Whether the rule set accepts `command` from `seat` now. */
export function isLegal(s: JdaState, seat: string, command: JdaCommand): boolean {
  if (s.result !== null || !isPower(seat) || !s.turnOrder.includes(seat)) return false;
  // A typed command needs no schema parse: the bots test many candidates per move.
  return checkWellFormed(s, seat, command).length === 0;
}

/** The siege cards of a hand grouped by value, lowest value first, each group's card ids in hand order. */
function siegeGroups(ctx: Ctx, hand: readonly string[]): string[][] {
  const values: number[] = [];
  const groups: string[][] = [];
  for (const card of hand) {
    const info = ctx.index.cards.get(card);
    if (info?.kind !== 'siege') continue;
    const at = values.indexOf(info.value);
    if (at >= 0) {
      (groups[at] as string[]).push(card);
      continue;
    }
    let i = values.length;
    while (i > 0 && (values[i - 1] as number) > info.value) i--;
    values.splice(i, 0, info.value);
    groups.splice(i, 0, [card]);
  }
  return groups;
}

/** One siege card per value held (lowest value first). */
export function siegeChoices(ctx: Ctx, hand: readonly string[]): string[] {
  return siegeGroups(ctx, hand).map((ids) => ids[0] as string);
}

/** Every pair of siege card values the hand can pay (a value twice only with two such cards), lowest first. */
export function siegePairs(ctx: Ctx, hand: readonly string[]): string[][] {
  const entries = siegeGroups(ctx, hand);
  const pairs: string[][] = [];
  for (let i = 0; i < entries.length; i++) {
    const low = entries[i] as string[];
    if (low.length >= 2) pairs.push([low[0] as string, low[1] as string]);
    for (let j = i + 1; j < entries.length; j++) pairs.push([low[0] as string, (entries[j] as string[])[0] as string]);
  }
  return pairs;
}

/** Influence to put into a fight: none, about half and all that may be put in. */
export function influenceSteps(ctx: Ctx, power: Power): number[] {
  const max = Math.min(ctx.rules.fightInfluenceMax, playerOf(ctx.s, power).influence);
  const half = Math.ceil(max / 2);
  // 0 ≤ half ≤ max: each step once, in this order (asked at every attack question, so no Set).
  const steps = [0];
  if (half > 0) steps.push(half);
  if (max > half) steps.push(max);
  return steps;
}

const ATTACK_POWERS: readonly AttackPower[] = ['ambassador', 'double', 'traitor'];

/** Power cards to add to an attack: none, each kind held alone, and all kinds held together. */
export function attackPowerSets(ctx: Ctx, hand: readonly string[]): AttackPower[][] {
  const held = ATTACK_POWERS.filter((kind) => powerCardIn(hand, ctx.index.cards, kind) !== undefined);
  const sets: AttackPower[][] = [[], ...held.map((kind) => [kind])];
  if (held.length > 1) sets.push(held);
  return sets;
}

/**
 * Where the power may attack from and to: per target one origin by road and one by sea (another
 * origin only spends another city's attack), cities it has attacked this round left out. A
 * long-range attack needs no link: one origin per target.
 */
export function attackRoutes(ctx: Ctx, power: Power, longRange = false): [string, string][] {
  const { s, index } = ctx;
  const { cityIds, neighboursAt, portAt } = index;
  const owners = ownersAt(s.cities, index);
  // Origins by board position; roads run both ways (the board check refuses a road to an unknown city),
  // so the first origin linked to a target is the lowest-placed origin among the target's neighbours.
  const origin = new Uint8Array(owners.length);
  const ports: number[] = [];
  let first = -1;
  for (let i = 0; i < owners.length; i++) {
    if (owners[i] !== power || s.attackOrigins.includes(cityIds[i] as string)) continue;
    origin[i] = 1;
    if (first < 0) first = i;
    if (portAt[i] === true) ports.push(i);
  }
  if (first < 0) return [];
  const done = s.attackTargets[power] ?? [];
  const routes: [string, string][] = [];
  for (let t = 0; t < owners.length; t++) {
    const to = cityIds[t] as string;
    const held = owners[t];
    // A city held by another player, or a free city a foreign legion holds (public facts).
    if (held === power || (held === undefined && !s.legion.includes(to)) || done.includes(to)) continue;
    if (longRange) {
      routes.push([cityIds[first] as string, to]);
      continue;
    }
    const near = neighboursAt[t] as readonly number[];
    let road = -1;
    for (const from of near) if (origin[from] === 1 && (road < 0 || from < road)) road = from;
    if (road >= 0) routes.push([cityIds[road] as string, to]);
    if (portAt[t] === true) {
      for (const sea of ports) {
        if (sea === road || near.includes(sea)) continue;
        routes.push([cityIds[sea] as string, to]);
        break;
      }
    }
  }
  return routes;
}

/** Every attack over some routes with each siege pair, influence step and set of power cards, built only when read. */
export interface AttackSpace {
  readonly routes: readonly (readonly [string, string])[];
  readonly pairs: readonly string[][];
  readonly steps: readonly number[];
  readonly powerSets: readonly AttackPower[][];
  /** Attacks per route. */
  readonly perRoute: number;
}

export function attackSpace(ctx: Ctx, power: Power, routes: readonly (readonly [string, string])[]): AttackSpace {
  const hand = playerOf(ctx.s, power).hand;
  const pairs = siegePairs(ctx, hand);
  const steps = influenceSteps(ctx, power);
  const powerSets = attackPowerSets(ctx, hand);
  return { routes: pairs.length === 0 ? [] : routes, pairs, steps, powerSets, perRoute: pairs.length * steps.length * powerSets.length };
}

/** The `i`-th attack of route `r`; attack 0 is the cheapest (lowest pair, no influence, no power card). */
export function attackAt(space: AttackSpace, r: number, i: number): JdaCommand {
  const [from, to] = space.routes[r] as readonly [string, string];
  const powers = space.powerSets[i % space.powerSets.length] as AttackPower[];
  const rest = Math.floor(i / space.powerSets.length);
  const influence = space.steps[rest % space.steps.length] as number;
  const cards = space.pairs[Math.floor(rest / space.steps.length)] as string[];
  return powers.length === 0 ? { type: 'attack', from, to, cards, influence } : { type: 'attack', from, to, cards, influence, powers };
}

/** Free cities a road links to one of the power's cities, and the free ports. */
function freeCities(ctx: Ctx, power: Power): { road: string[]; ports: string[] } {
  const { s, index } = ctx;
  const free = (city: string) => s.cities[city] === undefined && !s.legion.includes(city);
  return { road: freeByRoad(ctx, power), ports: index.ports.filter(free) };
}

/** Expansions: none, each free city by road alone and every pair of them, or one free port by sea. */
function expansions(ctx: Ctx, power: Power, out: JdaCommand[]): void {
  out.push({ type: 'expand', cities: [] });
  if (ctx.rules.garrisonMarkers - garrisonsInUse(ctx.s, power) <= 0) return;
  const { road, ports } = freeCities(ctx, power);
  for (let i = 0; i < road.length; i++) {
    out.push({ type: 'expand', cities: [road[i] as string] });
    if (ctx.rules.expansion.byRoad >= 2) for (let j = i + 1; j < road.length; j++) out.push({ type: 'expand', cities: [road[i] as string, road[j] as string] });
  }
  const from = ctx.index.ports.find((port) => ctx.s.cities[port]?.owner === power);
  if (from !== undefined && ctx.rules.expansion.bySea >= 1) for (const port of ports) out.push({ type: 'expand', cities: [port], bySea: true, from });
}

/** The cards over the hand limit at the end of purchases: the lowest (power cards count as the highest). */
function excess(ctx: Ctx, hand: readonly string[]): string[] {
  const over = hand.length - ctx.rules.handLimit;
  if (over <= 0) return [];
  // Each card's worth looked up once; the sort is stable, so the order is that of sorting the cards by worth.
  const rated = hand.map((card) => {
    const info = ctx.index.cards.get(card);
    return { card, worth: info?.kind === 'siege' ? info.value : 100 };
  });
  return rated
    .sort((a, b) => a.worth - b.worth)
    .slice(0, over)
    .map((r) => r.card);
}

function permutations<T>(list: readonly T[]): T[][] {
  if (list.length <= 1) return [list.slice()];
  return list.flatMap((item, i) => permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** The candidates for a question: a list, and for an attack question the attacks, kept apart so they can be drawn lazily. */
export interface Choices {
  readonly list: JdaCommand[];
  readonly attacks: AttackSpace | null;
}

/**
 * What `power` might answer to `pending`, before the rules' check: bounded lists (attacks by
 * value pairs, a few influence steps, one origin per target and link), not every parameter.
 */
export function choices(ctx: Ctx, power: Power, pending: Pending): Choices {
  const { s, index } = ctx;
  const hand = playerOf(s, power).hand;
  const out: JdaCommand[] = [];
  let attacks: AttackSpace | null = null;
  switch (pending.kind) {
    case 'status':
      out.push({ type: 'status', choice: 'war' }, { type: 'status', choice: 'peace' });
      break;
    case 'buy': {
      out.push({ type: 'end-buying', ...(hand.length > ctx.rules.handLimit ? { discards: excess(ctx, hand) } : {}) }, { type: 'buy', purchase: { type: 'card' } });
      const at = holdingsAt(s.cities, index);
      for (let i = 0; i < at.length; i++) {
        const holding = at[i];
        const city = index.cityIds[i] as string;
        if (holding?.owner !== power) continue;
        if (holding.defence === 'garrison') out.push({ type: 'buy', purchase: { type: 'castle', city } });
        else if (holding.defence === 'castle') out.push({ type: 'buy', purchase: { type: 'fortress', city } });
      }
      break;
    }
    case 'order-events': {
      const orders = s.eventsDrawn.length <= 3 ? permutations(s.eventsDrawn) : [s.eventsDrawn.slice(), s.eventsDrawn.slice().reverse()];
      const seen = new Set<string>();
      for (const order of orders) {
        const key = order.join('\n');
        if (!seen.has(key)) out.push({ type: 'order-events', order });
        seen.add(key);
      }
      break;
    }
    case 'choose-city':
      for (const city of index.cityIds) out.push({ type: 'choose-city', city });
      break;
    case 'choose-player':
      for (const other of s.turnOrder) if (other !== power) out.push({ type: 'choose-player', power: other });
      break;
    case 'papal':
      for (const province of index.provinces.keys()) out.push({ type: 'papal', province });
      for (const city of index.cityIds) out.push({ type: 'papal', city });
      break;
    case 'long-range-attack':
      out.push({ type: 'pass' });
      attacks = attackSpace(ctx, power, attackRoutes(ctx, power, true));
      break;
    case 'duel': {
      const cards: (string | null)[] = siegeChoices(ctx, hand);
      if (cards.length === 0) cards.push(null);
      for (const card of cards) for (const influence of influenceSteps(ctx, power)) out.push({ type: 'duel', card, influence });
      break;
    }
    case 'veto':
      out.push({ type: 'veto', forbid: true }, { type: 'veto', forbid: false });
      break;
    case 'defend': {
      const double = powerCardIn(hand, index.cards, 'double') !== undefined;
      out.push({ type: 'defend', card: null });
      for (const card of siegeChoices(ctx, hand)) {
        out.push({ type: 'defend', card });
        if (double) out.push({ type: 'defend', card, powers: ['double'] });
      }
      if (powerCardIn(hand, index.cards, 'retreat') !== undefined) out.push({ type: 'defend', card: null, powers: ['retreat'] });
      break;
    }
    case 'expand':
      expansions(ctx, power, out);
      break;
    case 'attack':
      out.push({ type: 'pass' });
      if (powerCardIn(hand, index.cards, 'uprising') !== undefined) {
        const owners = ownersAt(s.cities, index);
        for (let i = 0; i < owners.length; i++) if (owners[i] !== undefined && owners[i] !== power) out.push({ type: 'provoke', city: index.cityIds[i] as string });
      }
      attacks = attackSpace(ctx, power, attackRoutes(ctx, power));
      break;
  }
  return { list: out, attacks };
}

/** Every candidate of `choices` as one list. */
export function candidates(ctx: Ctx, power: Power, pending: Pending): JdaCommand[] {
  const { list, attacks } = choices(ctx, power, pending);
  if (attacks === null) return list;
  const all = list.slice();
  for (let r = 0; r < attacks.routes.length; r++) for (let i = 0; i < attacks.perRoute; i++) all.push(attackAt(attacks, r, i));
  return all;
}

/** The commands `seat` may give now: the candidates for the pending question that the rule set accepts. */
export function legalCommands(s: JdaState, seat: string): JdaCommand[] {
  if (s.result !== null || s.pending === null) return [];
  const asked = askedSeats(s.pending) as readonly string[];
  if (!asked.includes(seat)) return [];
  const power = seat as Power;
  return candidates(contextOf(s), power, s.pending).filter((command) => isLegal(s, power, command));
}

/**
 * A command drawn uniformly from the legal ones without checking them all: a candidate is drawn,
 * checked, and drawn again from the rest when refused. The first time a route of attacks is drawn
 * its cheapest attack is checked: refused, the whole route goes (what else differs — cards of the
 * hand, influence held, power cards held — the rules allow when the cheapest passes). Undefined
 * when nothing is legal.
 */
export function randomLegal(s: JdaState, seat: string, random: (min: number, max: number) => number): JdaCommand | undefined {
  if (s.result !== null || s.pending === null || !(askedSeats(s.pending) as readonly string[]).includes(seat)) return undefined;
  const ctx = contextOf(s);
  const { list, attacks } = choices(ctx, seat as Power, s.pending);
  // No attack passes when the round allows no more or no garrison marker is left (attackProblems,
  // longRangeProblems refuse every one): each route drawn is dropped without a check, the draws unchanged.
  const hopeless = attacks !== null && attacks.routes.length > 0 && (!attacksLeft(ctx, seat as Power) || garrisonsLeft(ctx, seat as Power) === 0);
  const per = attacks?.perRoute ?? 0;
  const routes = attacks?.routes.length ?? 0;
  /** Per route: unknown (undefined), refused (null) or the attacks refused so far. */
  const routeState: (Set<number> | null | undefined)[] = new Array<undefined>(routes);
  let listLeft = list.length;
  let attackLeft = routes * per;
  while (listLeft + attackLeft > 0) {
    const pick = random(0, listLeft + attackLeft - 1);
    if (pick < listLeft) {
      const command = list[pick] as JdaCommand;
      if (isLegal(s, seat, command)) return command;
      list[pick] = list[listLeft - 1] as JdaCommand;
      listLeft -= 1;
      continue;
    }
    // The pick-th attack still open, counted over the routes in order.
    let rest = pick - listLeft;
    let r = 0;
    let i = 0;
    for (; r < routes; r++) {
      const known = routeState[r];
      if (known === null) continue;
      const open = per - (known?.size ?? 0);
      if (rest < open) {
        for (i = 0; i < per; i++) {
          if (known?.has(i) === true) continue;
          if (rest === 0) break;
          rest -= 1;
        }
        break;
      }
      rest -= open;
    }
    const space = attacks as AttackSpace;
    if (routeState[r] === undefined) {
      if (hopeless || !isLegal(s, seat, attackAt(space, r, 0))) {
        routeState[r] = null;
        attackLeft -= per;
        continue;
      }
      routeState[r] = new Set();
    }
    const command = attackAt(space, r, i);
    if (isLegal(s, seat, command)) return command;
    (routeState[r] as Set<number>).add(i);
    attackLeft -= 1;
  }
  return undefined;
}
