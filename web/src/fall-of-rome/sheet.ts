import { type FrCommand, type FrView, ROLE_TEXT } from '../../../src/games/fall-of-rome/client.js';
import type { Lang } from '../app/lang.js';
import { type BoardKey, cardName, EVENT_WORDS, say, sayCount, tribeWord } from './board-words.js';
import { type Entry, type Option, step } from './choose.js';
import { FALL_OF_ROME_WORDS } from './words.js';

// The words of the sheet: each choice of choose.ts as a button says what it picks and what it
// costs (actions, cards to discard), never a command's text.

/** A seat by its role ("Consul", "Regina Foederata"), never its id. */
export function seatName(view: FrView, seat: string, lang: Lang): string {
  const role = view.players.find((p) => p.seat === seat)?.role;
  return role === undefined ? (FALL_OF_ROME_WORDS.seatLabel?.(seat, lang) ?? seat) : ROLE_TEXT[role].title;
}

/** The role names by seat index (the log's events carry indexes). */
export const seatNames = (view: FrView): string[] => view.players.map((p) => ROLE_TEXT[p.role].title);

const ACTION_WORD: Readonly<Record<string, BoardKey>> = {
  march: 'march',
  sail: 'sail',
  transfer: 'transfer',
  recruit: 'recruit',
  battle: 'battle',
  'build-fort': 'buildFort',
  conspire: 'conspire',
  trade: 'trade',
  ally: 'ally',
  enlist: 'enlist',
  reinforce: 'reinforce',
  levy: 'levy',
  consult: 'consult',
  draw: 'draw',
  draw3: 'draw3',
  invade: 'invade',
  continue: 'continue',
  undo: 'undo',
  remove: 'remove',
  reorder: 'reorder',
};

/** What the offers behind an option cost: an action, and the cards they discard (always, some, none). */
function cost(commands: readonly FrCommand[], lang: Lang): string {
  const first = commands[0];
  if (first === undefined) return '';
  const parts: string[] = [];
  if (first.type === 'enlist' && commands.every((c) => c.type === 'enlist' && c.card === undefined)) parts.push(say(lang, 'noAction'));
  else parts.push(say(lang, 'oneAction'));
  const cards = commands.map((c) => (c.type === 'ally' ? c.cards.length : 'card' in c && typeof c.card === 'string' && c.card !== '' ? 1 : 0));
  const most = Math.max(...cards);
  if (most > 1) parts.push(say(lang, 'cardsCost', { n: most }));
  else if (most === 1) parts.push(cards.every((n) => n === 1) ? say(lang, 'oneCard') : say(lang, 'cardMaybe'));
  return parts.join(', ');
}

/** The ways the pawn may go to a city, with their cost: "March · 1 action". */
function ways(commands: readonly FrCommand[], lang: Lang): string {
  const kinds = [...new Set(commands.map((c) => c.type))];
  return kinds.map((k) => `${say(lang, ACTION_WORD[k] ?? 'march')}: ${cost(commands.filter((c) => c.type === k), lang)}`).join(' / ');
}

function legionsText(value: string, commands: readonly FrCommand[], lang: Lang): string {
  if (value === '') return commands[0]?.type === 'levy' ? say(lang, 'levyTwo') : say(lang, 'legionsAll');
  const n = Number(value);
  return n === 0 ? say(lang, 'alone') : sayCount(lang, 'legionsOne', 'legionsOther', n);
}

function escortText(value: string, lang: Lang): string {
  const list = value
    .split(',')
    .map((part) => part.split(':'))
    .map(([tribe, n]) => `${n} ${tribeWord(tribe ?? '', lang)}`)
    .join(', ');
  return say(lang, 'barbariansAlong', { L: list });
}

/** A lit city's cost as the map writes it under the city, short: "March / Sail +1 card" (the sheet says it in full). */
export function mapCost(option: Option, lang: Lang): string {
  if (option.facet.key !== 'to' || option.commands[0]?.type === 'event') return '';
  const kinds = [...new Set(option.commands.map((c) => c.type))];
  return kinds
    .map((k) => {
      const some = option.commands.filter((c) => c.type === k);
      const card = some.every((c) => 'card' in c && typeof c.card === 'string' && c.card !== '');
      return `${say(lang, ACTION_WORD[k] ?? 'march')}${card ? ` ${say(lang, 'plusCard')}` : ''}`;
    })
    .join(' / ');
}

/** An option as its button says it. */
export function optionLabel(option: Option, view: FrView, lang: Lang): string {
  const { key, value } = option.facet;
  const first = option.commands[0];
  const seat = (s: string) => seatName(view, s, lang);
  const base = key.replace(/\d+$/, '');
  switch (base) {
    case 'at':
      return value;
    case 'to':
      return first?.type === 'event' ? value : `${value} · ${ways(option.commands, lang)}`;
    case 'how':
      return `${say(lang, ACTION_WORD[value] ?? 'march')} · ${cost(option.commands, lang)}`;
    case 'action':
      return `${say(lang, ACTION_WORD[value] ?? 'recruit')} · ${cost(option.commands, lang)}`;
    case 'turn':
      return say(lang, ACTION_WORD[value] ?? 'draw');
    case 'card':
      if (key === 'card' && first !== undefined && (first.type === 'event' || first.type === 'discard' || first.type === 'put-back')) return cardName(value, lang);
      if (value === '') return first?.type === 'build-fort' ? say(lang, 'noCardFort') : say(lang, 'noCard');
      if (first?.type === 'conspire' || first?.type === 'trade') return cardName(value, lang);
      return say(lang, 'discardCard', { C: cardName(value, lang) });
    case 'use': {
      if (value === 'discard') return say(lang, 'discard');
      if (value === 'put-back') return say(lang, 'putBack');
      const card = first?.type === 'event' ? first.card : '';
      const effect = EVENT_WORDS[card]?.[value === 'corrupt' ? 'corrupt' : 'normal'][lang] ?? '';
      return `${say(lang, value === 'corrupt' ? 'playCorrupt' : 'playNormal')}: ${effect}`;
    }
    case 'legions':
      return legionsText(value, option.commands, lang);
    case 'barbarians':
      return escortText(value, lang);
    case 'dice':
      return value === '' ? say(lang, 'allDice') : sayCount(lang, 'diceOne', 'diceOther', Number(value));
    case 'face':
      return say(lang, 'face', { k: Number(key.slice(4)) + 1, n: value });
    case 'with':
      return value === 'treasury' ? say(lang, 'treasury') : say(lang, 'withSeat', { S: seat(value) });
    case 'direction':
      return say(lang, value === 'give' ? 'give' : 'take');
    case 'tribe':
    case 'rtribe':
      return tribeWord(value, lang);
    case 'from':
      return say(lang, 'fortFrom', { Y: value });
    case 'remove':
      return say(lang, 'removeFirst', { C: cardName(value, lang) });
    case 'order':
      return say(lang, 'nextCard', { C: cardName(value, lang) });
    case 'a':
    case 'b':
      return say(lang, 'giverA', { S: seat(value) });
    case 'pawn':
      return say(lang, 'pawnOf', { S: seat(value) });
    case 'aCard':
    case 'bCard':
      return cardName(value, lang);
    case 'take':
      return say(lang, 'takeFrom', { C: cardName(value, lang) });
    case 'citiesEnd':
      return say(lang, 'moreCities');
    case 'count':
      return say(lang, 'countOf', { n: value });
    default:
      // city, cities…, rcity…: a city by name.
      return value;
  }
}

/** The cards a play may begin with, as the table shows them: the hand, then any other card the rules offer a play of now (drawn cards to put back). */
export function startCards(view: FrView, entries: readonly Entry[]): string[] {
  const hand = view.players.find((p) => p.seat === view.seat)?.hand ?? [];
  const others = step(entries, [])
    .options.filter((o) => o.facet.key === 'card' && !hand.includes(o.facet.value))
    .map((o) => o.facet.value);
  return [...hand, ...new Set(others)];
}
