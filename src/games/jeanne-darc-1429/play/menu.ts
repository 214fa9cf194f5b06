import type { AttackPower, JdaCommand } from '../commands.js';
import { contextOf } from '../context.js';
import type { GameIndex } from '../data/board-index.js';
import { influenceSteps, legalCommands } from '../legal.js';
import type { Power } from '../powers.js';
import { playerOf, type JdaState } from '../state.js';
import { cardText, cityText, commandText, powerCardText } from './text.js';

/**
 * One line of the terminal's menu: a command, a list to choose from next, or an amount to type.
 * Built from the rule set's legal commands, so every legal command is reachable; the amounts
 * (influence) and the cards to discard are asked one by one, as the rules let the player choose them.
 */
export type Choice =
  | { readonly label: string; readonly command: JdaCommand }
  | { readonly label: string; readonly sub: () => readonly Choice[] }
  | { readonly label: string; readonly amount: { readonly max: number; readonly prompt: string; readonly make: (n: number) => JdaCommand } };

/** Lists longer than this are grouped (by province for cities). */
const LONG = 12;

const KIND_TEXT: Readonly<Record<JdaCommand['type'], string>> = {
  status: 'War or Peace',
  buy: 'buy',
  'end-buying': 'end the purchases',
  'order-events': 'the order of the events',
  'choose-city': 'choose a city',
  'choose-player': 'choose a player',
  papal: 'papal protection',
  duel: 'the duel',
  expand: 'expansion',
  attack: 'attack a city',
  defend: 'defend',
  veto: 'the landing',
  provoke: 'provoke an uprising',
  pass: 'pass',
};

function distinct<T>(items: readonly T[], key: (t: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

function commandChoices(commands: readonly JdaCommand[], index: GameIndex): Choice[] {
  return commands.map((command) => ({ label: commandText(command, index), command }));
}

/** A city's commands grouped by province when the list is long. */
function byProvince(commands: readonly JdaCommand[], index: GameIndex, cityOf: (c: JdaCommand) => string | undefined): Choice[] {
  if (commands.length <= LONG) return commandChoices(commands, index);
  const groups = new Map<string, JdaCommand[]>();
  const loose: JdaCommand[] = [];
  for (const c of commands) {
    const city = cityOf(c);
    const province = city === undefined ? undefined : index.cities.get(city)?.province;
    if (province === undefined) loose.push(c);
    else groups.set(province, [...(groups.get(province) ?? []), c]);
  }
  return [
    ...commandChoices(loose, index),
    ...[...groups].map(([province, list]): Choice => ({ label: `in ${index.provinces.get(province)?.name ?? province} (${list.length})`, sub: () => commandChoices(list, index) })),
  ];
}

/** The discards above the hand limit, one card at a time from what is left of the hand. */
function discardChoices(hand: readonly string[], left: number, chosen: readonly string[], index: GameIndex): Choice[] {
  const rest = hand.slice();
  for (const card of chosen) rest.splice(rest.indexOf(card), 1);
  return distinct(rest, (card) => card).map((card): Choice => {
    const picked = [...chosen, card];
    const label = `discard ${cardText(index, card)}${left > 1 ? ` (${left - 1} more to choose)` : ''}`;
    return left > 1 ? { label, sub: () => discardChoices(hand, left - 1, picked, index) } : { label, command: { type: 'end-buying', discards: picked } };
  });
}

function withInfluence(label: string, max: number, make: (n: number) => JdaCommand): Choice {
  return max === 0 ? { label, command: make(0) } : { label, amount: { max, prompt: `influence to put in (0–${max})`, make } };
}

type Attack = Extract<JdaCommand, { type: 'attack' }>;

/** One route's attacks: the pair of siege cards, then the power cards, then the influence. */
function routeChoices(route: readonly Attack[], index: GameIndex, max: number): Choice[] {
  return distinct(route, (a) => a.cards.join('+')).map((pair): Choice => {
    const sets = distinct(
      route.filter((a) => a.cards.join('+') === pair.cards.join('+')),
      (a) => (a.powers ?? []).join('+'),
    );
    const base = { type: 'attack', from: pair.from, to: pair.to, cards: pair.cards } as const;
    const make = (powers: readonly AttackPower[] | undefined) => (influence: number): JdaCommand =>
      powers === undefined || powers.length === 0 ? { ...base, influence } : { ...base, influence, powers };
    const cards = `with ${pair.cards.map((c) => cardText(index, c)).join(' and ')}`;
    if (sets.length === 1) return withInfluence(cards, max, make(sets[0]?.powers));
    return {
      label: cards,
      sub: () => sets.map((set) => withInfluence(set.powers === undefined || set.powers.length === 0 ? 'no power card' : `+ ${set.powers.map(powerCardText).join(', ')}`, max, make(set.powers))),
    };
  });
}

/** Attacks by target city, then by origin when there are several. */
function attackChoices(attacks: readonly Attack[], index: GameIndex, max: number): Choice[] {
  return distinct(attacks, (a) => a.to).map((target): Choice => {
    const here = attacks.filter((a) => a.to === target.to);
    const origins = distinct(here, (a) => a.from);
    const route = (from: string) => () => routeChoices(here.filter((a) => a.from === from), index, max);
    const label = `attack ${cityText(index, target.to)}`;
    if (origins.length === 1) return { label: `${label} from ${cityText(index, target.from)}`, sub: route(target.from) };
    return { label, sub: () => origins.map((o): Choice => ({ label: `from ${cityText(index, o.from)}`, sub: route(o.from) })) };
  });
}

function duelChoices(duels: readonly Extract<JdaCommand, { type: 'duel' }>[], index: GameIndex, max: number): Choice[] {
  return distinct(duels, (d) => d.card ?? '').map((d) => withInfluence(d.card === null ? 'fight with no card' : `fight with ${cardText(index, d.card)}`, max, (influence) => ({ type: 'duel', card: d.card, influence })));
}

function kindChoices(type: JdaCommand['type'], commands: readonly JdaCommand[], s: JdaState, seat: Power, index: GameIndex): Choice[] {
  const max = influenceSteps(contextOf(s), seat).at(-1) ?? 0;
  switch (type) {
    case 'attack':
      return attackChoices(commands as Extract<JdaCommand, { type: 'attack' }>[], index, max);
    case 'duel':
      return duelChoices(commands as Extract<JdaCommand, { type: 'duel' }>[], index, max);
    case 'end-buying': {
      const over = (commands[0] as Extract<JdaCommand, { type: 'end-buying' }>).discards?.length ?? 0;
      return over === 0 ? commandChoices(commands, index) : discardChoices(playerOf(s, seat).hand, over, [], index);
    }
    case 'choose-city':
    case 'provoke':
      return byProvince(commands, index, (c) => ('city' in c ? c.city : undefined));
    case 'papal':
      return byProvince(commands, index, (c) => (c.type === 'papal' ? c.city : undefined));
    case 'expand':
      return byProvince(commands, index, (c) => (c.type === 'expand' ? c.cities[0] : undefined));
    default:
      return commandChoices(commands, index);
  }
}

/** The menu of a seat's question: the kinds of command first, each opening on its places and details. */
export function menu(s: JdaState, seat: Power, index: GameIndex): Choice[] {
  const legal = legalCommands(s, seat);
  const kinds = distinct(legal, (c) => c.type).map((c) => c.type);
  if (kinds.length === 1) return kindChoices(kinds[0] as JdaCommand['type'], legal, s, seat, index);
  return kinds.map((type): Choice => {
    const commands = legal.filter((c) => c.type === type);
    const choices = kindChoices(type, commands, s, seat, index);
    if (choices.length === 1) return choices[0] as Choice;
    return { label: `${KIND_TEXT[type]} (${choices.length} choices)`, sub: () => choices };
  });
}

/** Every command the menu can give: each amount at 0 and at its highest (for tests). */
export function reachable(choices: readonly Choice[]): JdaCommand[] {
  return choices.flatMap((c) => ('command' in c ? [c.command] : 'sub' in c ? reachable(c.sub()) : [c.amount.make(0), c.amount.make(c.amount.max)]));
}

