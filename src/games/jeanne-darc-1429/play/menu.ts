import type { AttackPower, JdaCommand } from '../commands.js';
import { contextOf } from '../context.js';
import type { GameIndex } from '../data/board-index.js';
import { influenceSteps, legalCommands } from '../legal.js';
import type { Power } from '../powers.js';
import { playerOf, type JdaState } from '../state.js';
import { cardText, cityText, commandText, powerCardText } from './text.js';
import { fill, num, WORDS, type PlayLang, type Words } from './words.js';

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

const KIND_KEYS: Readonly<Record<JdaCommand['type'], keyof Words>> = {
  status: 'kindStatus',
  buy: 'kindBuy',
  'end-buying': 'kindEndBuying',
  'order-events': 'kindOrder',
  'choose-city': 'kindCity',
  'choose-player': 'kindPlayer',
  papal: 'kindPapal',
  duel: 'kindDuel',
  expand: 'kindExpand',
  attack: 'kindAttack',
  defend: 'kindDefend',
  veto: 'kindVeto',
  provoke: 'kindProvoke',
  pass: 'kindPass',
};

function distinct<T>(items: readonly T[], key: (t: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

function commandChoices(commands: readonly JdaCommand[], index: GameIndex, lang: PlayLang): Choice[] {
  return commands.map((command) => ({ label: commandText(command, index, true, lang), command }));
}

/** A city's commands grouped by province when the list is long. */
function byProvince(commands: readonly JdaCommand[], index: GameIndex, cityOf: (c: JdaCommand) => string | undefined, lang: PlayLang): Choice[] {
  if (commands.length <= LONG) return commandChoices(commands, index, lang);
  const groups = new Map<string, JdaCommand[]>();
  const loose: JdaCommand[] = [];
  for (const c of commands) {
    const city = cityOf(c);
    const province = city === undefined ? undefined : index.cities.get(city)?.province;
    if (province === undefined) loose.push(c);
    else groups.set(province, [...(groups.get(province) ?? []), c]);
  }
  return [
    ...commandChoices(loose, index, lang),
    ...[...groups].map(([province, list]): Choice => ({ label: fill(WORDS[lang].inProvince, { province: index.provinces.get(province)?.name ?? province, n: num(list.length, lang) }), sub: () => commandChoices(list, index, lang) })),
  ];
}

/** The discards above the hand limit, one card at a time from what is left of the hand. */
function discardChoices(hand: readonly string[], left: number, chosen: readonly string[], index: GameIndex, lang: PlayLang): Choice[] {
  const w = WORDS[lang];
  const rest = hand.slice();
  for (const card of chosen) rest.splice(rest.indexOf(card), 1);
  return distinct(rest, (card) => card).map((card): Choice => {
    const picked = [...chosen, card];
    const label = `${fill(w.discard, { card: cardText(index, card, lang) })}${left > 1 ? fill(w.discardMore, { n: num(left - 1, lang) }) : ''}`;
    return left > 1 ? { label, sub: () => discardChoices(hand, left - 1, picked, index, lang) } : { label, command: { type: 'end-buying', discards: picked } };
  });
}

function withInfluence(label: string, max: number, make: (n: number) => JdaCommand, lang: PlayLang): Choice {
  return max === 0 ? { label, command: make(0) } : { label, amount: { max, prompt: fill(WORDS[lang].influencePrompt, { max: num(max, lang) }), make } };
}

type Attack = Extract<JdaCommand, { type: 'attack' }>;

/** One route's attacks: the pair of siege cards, then the power cards, then the influence. */
function routeChoices(route: readonly Attack[], index: GameIndex, max: number, lang: PlayLang): Choice[] {
  const w = WORDS[lang];
  return distinct(route, (a) => a.cards.join('+')).map((pair): Choice => {
    const sets = distinct(
      route.filter((a) => a.cards.join('+') === pair.cards.join('+')),
      (a) => (a.powers ?? []).join('+'),
    );
    const base = { type: 'attack', from: pair.from, to: pair.to, cards: pair.cards } as const;
    const make = (powers: readonly AttackPower[] | undefined) => (influence: number): JdaCommand =>
      powers === undefined || powers.length === 0 ? { ...base, influence } : { ...base, influence, powers };
    const cards = fill(w.withCards, { cards: pair.cards.map((c) => cardText(index, c, lang)).join(w.and) });
    if (sets.length === 1) return withInfluence(cards, max, make(sets[0]?.powers), lang);
    return {
      label: cards,
      sub: () =>
        sets.map((set) =>
          withInfluence(set.powers === undefined || set.powers.length === 0 ? w.noPowerCard : fill(w.plusPowers, { list: set.powers.map((p) => powerCardText(p, lang)).join(', ') }), max, make(set.powers), lang),
        ),
    };
  });
}

/** Attacks by target city, then by origin when there are several. */
function attackChoices(attacks: readonly Attack[], index: GameIndex, max: number, lang: PlayLang): Choice[] {
  const w = WORDS[lang];
  return distinct(attacks, (a) => a.to).map((target): Choice => {
    const here = attacks.filter((a) => a.to === target.to);
    const origins = distinct(here, (a) => a.from);
    const route = (from: string) => () => routeChoices(here.filter((a) => a.from === from), index, max, lang);
    const city = cityText(index, target.to);
    if (origins.length === 1) return { label: fill(w.attackCityFrom, { city, from: cityText(index, target.from) }), sub: route(target.from) };
    return { label: fill(w.attackCity, { city }), sub: () => origins.map((o): Choice => ({ label: fill(w.fromCity, { city: cityText(index, o.from) }), sub: route(o.from) })) };
  });
}

function duelChoices(duels: readonly Extract<JdaCommand, { type: 'duel' }>[], index: GameIndex, max: number, lang: PlayLang): Choice[] {
  const w = WORDS[lang];
  return distinct(duels, (d) => d.card ?? '').map((d) =>
    withInfluence(d.card === null ? w.fightNoCard : fill(w.fightWith, { card: cardText(index, d.card, lang) }), max, (influence) => ({ type: 'duel', card: d.card, influence }), lang),
  );
}

function kindChoices(type: JdaCommand['type'], commands: readonly JdaCommand[], s: JdaState, seat: Power, index: GameIndex, lang: PlayLang): Choice[] {
  const max = influenceSteps(contextOf(s), seat).at(-1) ?? 0;
  switch (type) {
    case 'attack':
      return attackChoices(commands as Extract<JdaCommand, { type: 'attack' }>[], index, max, lang);
    case 'duel':
      return duelChoices(commands as Extract<JdaCommand, { type: 'duel' }>[], index, max, lang);
    case 'end-buying': {
      const over = (commands[0] as Extract<JdaCommand, { type: 'end-buying' }>).discards?.length ?? 0;
      return over === 0 ? commandChoices(commands, index, lang) : discardChoices(playerOf(s, seat).hand, over, [], index, lang);
    }
    case 'choose-city':
    case 'provoke':
      return byProvince(commands, index, (c) => ('city' in c ? c.city : undefined), lang);
    case 'papal':
      return byProvince(commands, index, (c) => (c.type === 'papal' ? c.city : undefined), lang);
    case 'expand':
      return byProvince(commands, index, (c) => (c.type === 'expand' ? c.cities[0] : undefined), lang);
    default:
      return commandChoices(commands, index, lang);
  }
}

/** The menu of a seat's question: the kinds of command first, each opening on its places and details. */
export function menu(s: JdaState, seat: Power, index: GameIndex, lang: PlayLang = 'en'): Choice[] {
  const w = WORDS[lang];
  const legal = legalCommands(s, seat);
  const kinds = distinct(legal, (c) => c.type).map((c) => c.type);
  if (kinds.length === 1) return kindChoices(kinds[0] as JdaCommand['type'], legal, s, seat, index, lang);
  return kinds.map((type): Choice => {
    const commands = legal.filter((c) => c.type === type);
    const choices = kindChoices(type, commands, s, seat, index, lang);
    if (choices.length === 1) return choices[0] as Choice;
    return { label: fill(w.kindGroup, { kind: w[KIND_KEYS[type]], n: num(choices.length, lang) }), sub: () => choices };
  });
}

/** Every command the menu can give: each amount at 0 and at its highest (for tests). */
export function reachable(choices: readonly Choice[]): JdaCommand[] {
  return choices.flatMap((c) => ('command' in c ? [c.command] : 'sub' in c ? reachable(c.sub()) : [c.amount.make(0), c.amount.make(c.amount.max)]));
}

