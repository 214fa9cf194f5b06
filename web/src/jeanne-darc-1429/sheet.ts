import { askedSeats, type GameIndex, type JdaView } from '../../../src/games/jeanne-darc-1429/client.js';
import { counted, formatNumber } from '../app/lang.js';
import { NOUNS } from './describe.js';
import { botName } from '../seatLabels.js';
import type { Option } from './choose.js';
import { priceIn } from './choose.js';
import { cardLabel, cityLabel, eventName, label, type LabelKey, POWER_CARDS, powerName, questionText, type JdaLang } from './labels.js';

// The words of the board (issue 45 item 1): each choice of choose.ts as a button, a lit city's cost,
// a card's name and effect, the header's "who acts and for what" — never an id or a command's text.

const money = (lang: JdaLang, n: number) => `${formatNumber(lang, n)} Louis d'Or`;

const POWER_EFFECT: Readonly<Record<string, LabelKey>> = {
  retreat: 'retreatEffect',
  traitor: 'traitorEffect',
  ambassador: 'ambassadorEffect',
  double: 'doubleEffect',
  uprising: 'uprisingEffect',
};

/** A card's name and what it does, in the language. */
export function cardFace(index: GameIndex, lang: JdaLang, id: string): { name: string; effect: string; kind: 'siege' | 'power' } {
  const card = index.cards.get(id);
  if (card === undefined) return { name: '?', effect: '', kind: 'power' };
  if (card.kind === 'siege') return { name: cardLabel(index, lang, id), effect: `${formatNumber(lang, card.value)} ${label(lang, 'siegeEffect')}`, kind: 'siege' };
  const effect = POWER_EFFECT[card.power];
  return { name: cardLabel(index, lang, id), effect: effect === undefined ? '' : label(lang, effect), kind: 'power' };
}

/** The hand in the order chosen: as drawn, or siege cards by value then the power cards by name. */
export function sortedHand(index: GameIndex, lang: JdaLang, hand: readonly string[], by: 'drawn' | 'kind'): { id: string; at: number }[] {
  const cards = hand.map((id, at) => ({ id, at }));
  if (by === 'drawn') return cards;
  const rank = (id: string) => {
    const card = index.cards.get(id);
    return card?.kind === 'siege' ? card.value : 100;
  };
  return cards.sort((a, b) => rank(a.id) - rank(b.id) || cardLabel(index, lang, a.id).localeCompare(cardLabel(index, lang, b.id)) || a.at - b.at);
}

const powersText = (lang: JdaLang, value: string) => (value === '' ? label(lang, 'noPower') : value.split('+').map((p) => POWER_CARDS[p]?.[lang] ?? p).join(' + '));

/** An option of the sheet as its button says it. */
export function optionLabel(option: Option, view: JdaView, index: GameIndex, lang: JdaLang): string {
  const l = (key: LabelKey) => label(lang, key);
  const { key, value } = option.facet;
  const city = (id: string) => cityLabel(index, id);
  switch (key) {
    case 'turn':
      switch (value) {
        case 'war':
          return l('chooseWar');
        case 'peace':
          return l('choosePeace');
        case 'pass':
          return l('pass');
        case 'end':
          return l('endBuying');
        case 'none':
          return l('takeNoCity');
        case 'forbid':
          return l('forbidLanding');
        case 'allow':
          return l('allowLanding');
        case 'buy-card':
          return `${l('buyCard')} (${money(lang, priceIn(view, 'card'))})`;
        default:
          return value;
      }
    case 'at':
      return `${city(value)}${mapCost(option, view, lang) === '' ? '' : ` · ${mapCost(option, view, lang)}`}`;
    case 'build':
      return `${l(value === 'castle' ? 'buildCastle' : 'buildFortress')} ${city((option.commands[0] as { purchase: { city: string } }).purchase.city)} (${money(lang, priceIn(view, value as 'castle'))})`;
    case 'action':
      return value === 'provoke' ? `${l('provoke')} …` : `${l('attack')} (${l('attackCost')})`;
    case 'how':
      return value === 'road' ? l('byRoad') : `${l('bySeaFrom')} ${city(value.slice('sea:'.length))}`;
    case 'and':
      return `${l('alsoTake')} ${city(value)}`;
    case 'from':
      return `${l('attackFrom')} ${city(value)}`;
    case 'card':
    case 'card0':
    case 'card1':
      return value === '' ? l('noCardChoice') : cardLabel(index, lang, value);
    case 'influence':
      return `${l('influence')} ${formatNumber(lang, Number(value))}`;
    case 'powers':
      return powersText(lang, value);
    case 'order':
      return value
        .split('>')
        .map((e) => eventName(index, lang, e))
        .join(' › ');
    case 'player':
      return powerName(lang, value);
    case 'province':
      return `${l('papal')}: ${index.provinces.get(value)?.name ?? value}`;
    default:
      return value;
  }
}

/** What a lit city costs: a price, a garrison marker, two siege cards; `short` as the map writes it under the city. */
export function mapCost(option: Option, view: JdaView, lang: JdaLang, short = false): string {
  if (option.facet.key !== 'at') return '';
  const parts = new Set<string>();
  for (const command of option.commands) {
    if (command.type === 'buy' && command.purchase.type !== 'card') parts.add(`${label(lang, command.purchase.type === 'castle' ? 'castle' : 'fortress')} ${formatNumber(lang, priceIn(view, command.purchase.type))} LdO`);
    else if (command.type === 'expand') parts.add(`${command.bySea === true ? '⚓ ' : ''}${short ? '+1 ◯' : label(lang, 'garrisonCost')}`);
    else if (command.type === 'attack') parts.add(`⚔ ${short ? counted(lang, 2, NOUNS.card) : label(lang, 'attackCost')}`);
    else if (command.type === 'provoke') parts.add(label(lang, 'uprisingCost'));
  }
  return [...parts].join(' / ');
}

/** The header: who acts now and what the game waits for, in the language. */
export function headerText(view: JdaView, index: GameIndex, lang: JdaLang, asked: boolean, bots: ReadonlyMap<string, string>): string {
  const pending = view.pending;
  if (pending === null) return label(lang, 'waitingFor') + ' …';
  const seats = askedSeats(pending);
  const name = (s: string) => `${powerName(lang, s)}${bots.has(s) ? ` (${label(lang, 'botPlays')}: ${botName(bots.get(s) as string, lang)})` : ''}`;
  const question = questionText(lang, pending);
  if (asked) {
    const others = seats.filter((s) => s !== view.you);
    return `${label(lang, 'youAct')} ${question}${others.length > 0 ? ` (${label(lang, 'alsoAsked')} ${others.map(name).join(', ')})` : ''}`;
  }
  const mine = view.you !== null && 'waiting' in pending && view.turnOrder.includes(view.you) && !seats.includes(view.you);
  if (mine) return `${label(lang, 'youAnswered')} ${seats.map(name).join(', ')}: ${question}`;
  return `${label(lang, 'waitingFor')} ${seats.map(name).join(', ')}: ${question}`;
}
