import type { GameIndex, JdaEvent } from '../../../src/games/jeanne-darc-1429/client.js';
import { counted, type Noun, type Words } from '../app/lang.js';
import { cardsText, cityLabel, eventName, label, powerName, word, type JdaLang } from './labels.js';

const pick = (lang: JdaLang, words: Words) => words[lang];

/** The counted nouns of the log, in the number their count takes. */
export const NOUNS = {
  card: { one: { de: 'Karte', en: 'card', nl: 'kaart', fr: 'carte' }, other: { de: 'Karten', en: 'cards', nl: 'kaarten', fr: 'cartes' } },
  event: { one: { de: 'Ereignis', en: 'event', nl: 'gebeurtenis', fr: 'événement' }, other: { de: 'Ereignisse', en: 'events', nl: 'gebeurtenissen', fr: 'événements' } },
  throne: {
    one: { de: 'Thronpunkt', en: 'throne point', nl: 'Troonpunt', fr: 'point de trône' },
    other: { de: 'Thronpunkte', en: 'throne points', nl: 'Troonpunten', fr: 'points de trône' },
  },
  winner: { one: { de: 'Gewinner', en: 'Winner', nl: 'Winnaar', fr: 'Vainqueur' }, other: { de: 'Gewinner', en: 'Winners', nl: 'Winnaars', fr: 'Vainqueurs' } },
} satisfies Record<string, Noun>;

/** "Winner" or "Winners", as many as there are. */
export function winnersLabel(lang: JdaLang, n: number): string {
  return (n === 1 ? NOUNS.winner.one : NOUNS.winner.other)[lang];
}

const HIDDEN_CARD: Words = { de: 'eine Karte', en: 'a card', nl: 'een kaart', fr: 'une carte' };

/**
 * A log event in the table's language: every event the terminal words (src/games/jeanne-darc-1429/play/text.ts),
 * with the cards by their names and every count with its noun in the right number.
 */
export function eventLine(event: JdaEvent, index: GameIndex, lang: JdaLang): string | undefined {
  const who = (id: string) => powerName(lang, id);
  const city = (id: string) => cityLabel(index, id);
  switch (event.t) {
    case 'round':
      return `— ${label(lang, 'round')} ${event.round} —`;
    case 'money': {
      const w = who(event.power);
      return pick(lang, { de: `${w} erhält ${event.delta} Louis d'Or`, en: `${w} receives ${event.delta} Louis d'Or`, nl: `${w} ontvangt ${event.delta} Louis d'Or`, fr: `${w} reçoit ${event.delta} Louis d'Or` });
    }
    case 'status': {
      const status = label(lang, event.status);
      if (event.plague === true) {
        return pick(lang, {
          de: `Nach der Pest ist diese Runde ${status}, ohne Abstimmung`,
          en: `After the plague this round is ${status}, without a vote`,
          nl: `Na de pest is deze ronde ${status}, zonder stemming`,
          fr: `Après la peste, cette manche est en ${status.toLowerCase()}, sans vote`,
        });
      }
      if (event.truce) return pick(lang, { de: `Waffenstillstand: ${status}`, en: `Truce: ${status}`, nl: `Wapenstilstand: ${status}`, fr: `Trêve : ${status}` });
      const nobody = label(lang, 'nobody');
      return `${status} (${label(lang, 'war')}: ${event.war.map(who).join(', ') || nobody}; ${label(lang, 'peace')}: ${event.peace.map(who).join(', ') || nobody})`;
    }
    case 'draw': {
      const w = who(event.power);
      const what = event.cards.includes('?') ? counted(lang, event.cards.length, NOUNS.card) : cardsText(index, lang, event.cards);
      return pick(lang, { de: `${w} zieht ${what}`, en: `${w} draws ${what}`, nl: `${w} trekt ${what}`, fr: `${w} pioche ${what}` });
    }
    case 'purchase': {
      const p = event.purchase;
      const what = p.type === 'card' ? label(lang, 'buyCard') : `${label(lang, p.type === 'castle' ? 'buildCastle' : 'buildFortress')} ${city(p.city)}`;
      return `${who(event.power)}: ${what} (${event.price} Louis d'Or)`;
    }
    case 'discard': {
      const w = who(event.power);
      const what = `${cardsText(index, lang, event.cards, HIDDEN_CARD[lang])} (${word(lang, event.why)})`;
      return pick(lang, { de: `${w} legt ab: ${what}`, en: `${w} discards ${what}`, nl: `${w} legt af: ${what}`, fr: `${w} défausse ${what}` });
    }
    case 'order':
      return `${label(lang, 'turnOrder')}: ${event.order.map(who).join(' › ')}`;
    case 'events-drawn': {
      const w = who(event.power);
      const what = event.events.includes('?') ? counted(lang, event.events.length, NOUNS.event) : event.events.map((e) => eventName(index, lang, e)).join(', ');
      return pick(lang, { de: `${w} zieht ${what}`, en: `${w} draws ${what}`, nl: `${w} trekt ${what}`, fr: `${w} tire ${what}` });
    }
    case 'event':
      return `${NOUNS.event.one[lang].replace(/^./, (c) => c.toUpperCase())}: ${eventName(index, lang, event.event)}`;
    case 'papal': {
      if (event.papal === null) return undefined;
      const place = 'city' in event.papal ? city(event.papal.city) : (index.provinces.get(event.papal.province)?.name ?? event.papal.province);
      return `${label(lang, 'papal')}: ${place}`;
    }
    case 'interventions':
      return event.left > 0 ? `${label(lang, 'interventions')}: ${event.left}` : undefined;
    case 'fight': {
      const side = (s: { power: string; total: number }) => `${who(s.power)} ${s.total}`;
      const where = event.city === null ? '' : ` ${city(event.city)}`;
      const won = event.winner === 'none' ? label(lang, 'nobody') : who(event.winner === 'attacker' ? event.attacker.power : event.defender.power);
      return `${label(lang, 'battle')}${where}: ${side(event.attacker)} : ${side(event.defender)} → ${won}`;
    }
    case 'called-off': {
      const c = city(event.city);
      const why = `${word(lang, event.why)}, ${who(event.by)}`;
      return pick(lang, {
        de: `Der Kampf um ${c} fällt aus (${why})`,
        en: `The fight at ${c} is called off (${why})`,
        nl: `Het gevecht om ${c} gaat niet door (${why})`,
        fr: `Le combat pour ${c} est annulé (${why})`,
      });
    }
    case 'city': {
      const holder = event.holding === null ? label(lang, event.legion ? 'legion' : 'free') : `${who(event.holding.owner)}, ${label(lang, event.holding.defence)}`;
      return `${city(event.city)}: ${holder}`;
    }
    case 'throne':
      return `${who(event.power)}: +${counted(lang, event.delta, NOUNS.throne)} (${word(lang, event.why)})`;
    case 'sea-lord':
      return event.power === null ? undefined : `${label(lang, 'seaLord')}: ${who(event.power)}`;
    case 'hero':
      return event.active ? `${who(event.power)}: ${label(lang, 'hero')}` : undefined;
    case 'plague':
      return pick(lang, {
        de: 'Die Pest: der Rest der Runde entfällt',
        en: 'The plague: the rest of the round is skipped',
        nl: 'De pest: de rest van de ronde vervalt',
        fr: 'La peste : le reste de la manche est sauté',
      });
    case 'end-roll':
      return pick(lang, {
        de: `Spielende nach Runde ${event.round}? Gewürfelt ${event.roll}, nötig ${event.needed}`,
        en: `End of the game after round ${event.round}? Rolled ${event.roll}, needed ${event.needed}`,
        nl: `Einde van het spel na ronde ${event.round}? Gegooid ${event.roll}, nodig ${event.needed}`,
        fr: `Fin de la partie après la manche ${event.round} ? Obtenu ${event.roll}, il fallait ${event.needed}`,
      });
    case 'end':
      return `${label(lang, 'phaseOver')} · ${winnersLabel(lang, event.result.winners.length)}: ${event.result.winners.map(who).join(', ')}`;
    default:
      return undefined;
  }
}
