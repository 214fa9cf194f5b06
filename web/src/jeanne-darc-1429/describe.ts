import { eventText, type GameIndex, type JdaEvent } from '../../../src/games/jeanne-darc-1429/client.js';
import { cityLabel, eventName, label, powerName, type JdaLang } from './labels';

type Words = Readonly<Record<JdaLang, string>>;
const pick = (lang: JdaLang, words: Words) => words[lang];

/**
 * A log event in the table's language: the events of every round (income, status, cards, purchases,
 * order, events, fights, cities, throne points, the end); the rarer ones as the terminal words them.
 */
export function eventLine(event: JdaEvent, index: GameIndex, lang: JdaLang): string | undefined {
  const who = (id: string) => powerName(lang, id);
  const city = (id: string) => cityLabel(index, id);
  switch (event.t) {
    case 'round':
      return `— ${label(lang, 'round')} ${event.round} —`;
    case 'money':
      return pick(lang, { de: `${who(event.power)} erhält ${event.delta} Louis d'Or`, en: `${who(event.power)} receives ${event.delta} Louis d'Or`, nl: `${who(event.power)} ontvangt ${event.delta} Louis d'Or` });
    case 'status': {
      const status = label(lang, event.status);
      if (event.plague === true) return pick(lang, { de: `Nach der Pest ist diese Runde ${status}, ohne Abstimmung`, en: `After the plague this round is ${status}, without a vote`, nl: `Na de pest is deze ronde ${status}, zonder stemming` });
      if (event.truce) return pick(lang, { de: `Waffenstillstand: ${status}`, en: `Truce: ${status}`, nl: `Wapenstilstand: ${status}` });
      return `${status} (${label(lang, 'war')}: ${event.war.map(who).join(', ') || '—'}; ${label(lang, 'peace')}: ${event.peace.map(who).join(', ') || '—'})`;
    }
    case 'draw': {
      const what = event.cards.includes('?') ? `${event.cards.length} ${label(lang, 'cards')}` : event.cards.join(', ');
      return pick(lang, { de: `${who(event.power)} zieht ${what}`, en: `${who(event.power)} draws ${what}`, nl: `${who(event.power)} trekt ${what}` });
    }
    case 'purchase': {
      const p = event.purchase;
      const what = p.type === 'card' ? label(lang, 'buyCard') : `${label(lang, p.type === 'castle' ? 'buildCastle' : 'buildFortress')} ${city(p.city)}`;
      return `${who(event.power)}: ${what} (${event.price} Louis d'Or)`;
    }
    case 'discard':
      return pick(lang, { de: `${who(event.power)} legt ab: ${event.cards.join(', ')}`, en: `${who(event.power)} discards ${event.cards.join(', ')}`, nl: `${who(event.power)} legt af: ${event.cards.join(', ')}` });
    case 'order':
      return `${label(lang, 'turnOrder')}: ${event.order.map(who).join(' › ')}`;
    case 'events-drawn': {
      const what = event.events.includes('?') ? `${event.events.length}` : event.events.map((e) => eventName(index, lang, e)).join(', ');
      return `${who(event.power)}: ${label(lang, 'events')} ${label(lang, 'drawn')}: ${what}`;
    }
    case 'event':
      return `${label(lang, 'events')}: ${eventName(index, lang, event.event)}`;
    case 'fight': {
      const side = (s: { power: string; total: number }) => `${who(s.power)} ${s.total}`;
      const where = event.city === null ? '' : ` ${city(event.city)}`;
      const won = event.winner === 'none' ? '—' : who(event.winner === 'attacker' ? event.attacker.power : event.defender.power);
      return `${label(lang, 'battle')}${where}: ${side(event.attacker)} : ${side(event.defender)} → ${won}`;
    }
    case 'city': {
      const holder = event.holding === null ? label(lang, event.legion ? 'legion' : 'free') : `${who(event.holding.owner)}, ${label(lang, event.holding.defence)}`;
      return `${city(event.city)}: ${holder}`;
    }
    case 'throne':
      return `${who(event.power)}: +${event.delta} ${label(lang, 'throne')}`;
    case 'end':
      return `${label(lang, 'phaseOver')} · ${label(lang, 'winners')}: ${event.result.winners.map(who).join(', ')}`;
    default:
      return eventText(event, index);
  }
}
