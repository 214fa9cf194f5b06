import type { GameIndex, JdaEvent } from '../../../src/games/jeanne-darc-1429/client.js';
import { counted, formatNumber, type Noun, type Words } from '../app/lang.js';
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
  influence: {
    one: { de: 'Einflusspunkt', en: 'influence point', nl: 'invloedspunt', fr: 'point d’influence' },
    other: { de: 'Einflusspunkte', en: 'influence points', nl: 'invloedspunten', fr: 'points d’influence' },
  },
  intervention: {
    one: { de: 'ausländische Intervention', en: 'foreign intervention', nl: 'buitenlandse interventie', fr: 'intervention étrangère' },
    other: { de: 'ausländische Interventionen', en: 'foreign interventions', nl: 'buitenlandse interventies', fr: 'interventions étrangères' },
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
      const n = formatNumber(lang, event.delta);
      return pick(lang, { de: `${w} erhält ${n} Louis d'Or`, en: `${w} receives ${n} Louis d'Or`, nl: `${w} ontvangt ${n} Louis d'Or`, fr: `${w} reçoit ${n} Louis d'Or` });
    }
    case 'influence': {
      const w = who(event.power);
      const n = counted(lang, Math.abs(event.delta), NOUNS.influence);
      const why = word(lang, event.why);
      if (event.delta < 0) return pick(lang, { de: `${w} setzt ${n} ein (${why})`, en: `${w} spends ${n} (${why})`, nl: `${w} zet ${n} in (${why})`, fr: `${w} dépense ${n} (${why})` });
      return pick(lang, { de: `${w} erhält ${n} (${why})`, en: `${w} gains ${n} (${why})`, nl: `${w} krijgt ${n} (${why})`, fr: `${w} gagne ${n} (${why})` });
    }
    case 'plunder': {
      const c = city(event.city);
      return pick(lang, { de: `${c} wird geplündert`, en: `${c} is plundered`, nl: `${c} wordt geplunderd`, fr: `${c} est pillée` });
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
      const war = event.war.map(who).join(', ') || nobody;
      const peace = event.peace.map(who).join(', ') || nobody;
      return pick(lang, {
        de: `Diese Runde herrscht ${status} (für Krieg: ${war}; für Frieden: ${peace})`,
        en: `This round is ${status} (for War: ${war}; for Peace: ${peace})`,
        nl: `Deze ronde is het ${status.toLowerCase()} (voor oorlog: ${war}; voor vrede: ${peace})`,
        fr: `Cette manche est en ${status.toLowerCase()} (pour la guerre : ${war} ; pour la paix : ${peace})`,
      });
    }
    case 'draw': {
      const w = who(event.power);
      const what = event.cards.includes('?') ? counted(lang, event.cards.length, NOUNS.card) : cardsText(index, lang, event.cards);
      return pick(lang, { de: `${w} zieht ${what}`, en: `${w} draws ${what}`, nl: `${w} trekt ${what}`, fr: `${w} pioche ${what}` });
    }
    case 'purchase': {
      const p = event.purchase;
      const w = who(event.power);
      const price = `${formatNumber(lang, event.price)} Louis d'Or`;
      if (p.type === 'card') return pick(lang, { de: `${w} kauft eine Kampfkarte für ${price}`, en: `${w} buys a combat card for ${price}`, nl: `${w} koopt een gevechtskaart voor ${price}`, fr: `${w} achète une carte de combat pour ${price}` });
      const c = city(p.city);
      if (p.type === 'castle') return pick(lang, { de: `${w} baut eine Burg in ${c} für ${price}`, en: `${w} builds a castle in ${c} for ${price}`, nl: `${w} bouwt een burcht in ${c} voor ${price}`, fr: `${w} construit un château à ${c} pour ${price}` });
      return pick(lang, { de: `${w} baut eine Festung in ${c} für ${price}`, en: `${w} builds a fortress in ${c} for ${price}`, nl: `${w} bouwt een vesting in ${c} voor ${price}`, fr: `${w} construit une forteresse à ${c} pour ${price}` });
    }
    case 'discard': {
      const w = who(event.power);
      const what = `${cardsText(index, lang, event.cards, HIDDEN_CARD[lang])} (${word(lang, event.why)})`;
      return pick(lang, { de: `${w} legt ab: ${what}`, en: `${w} discards ${what}`, nl: `${w} legt af: ${what}`, fr: `${w} défausse ${what}` });
    }
    case 'order': {
      const order = event.order.map(who).join(' › ');
      return pick(lang, { de: `Die Spielerreihenfolge ist jetzt ${order}`, en: `The turn order is now ${order}`, nl: `De spelersvolgorde is nu ${order}`, fr: `L’ordre des joueurs est maintenant ${order}` });
    }
    case 'events-drawn': {
      const w = who(event.power);
      const what = event.events.includes('?') ? counted(lang, event.events.length, NOUNS.event) : event.events.map((e) => eventName(index, lang, e)).join(', ');
      return pick(lang, { de: `${w} zieht ${what}`, en: `${w} draws ${what}`, nl: `${w} trekt ${what}`, fr: `${w} tire ${what}` });
    }
    case 'event': {
      const e = eventName(index, lang, event.event);
      return pick(lang, { de: `Das Ereignis „${e}“ tritt ein`, en: `The event “${e}” takes place`, nl: `De gebeurtenis „${e}” vindt plaats`, fr: `L’événement « ${e} » a lieu` });
    }
    case 'papal': {
      if (event.papal === null) return undefined;
      const place = 'city' in event.papal ? city(event.papal.city) : (index.provinces.get(event.papal.province)?.name ?? event.papal.province);
      return pick(lang, {
        de: `Päpstliche Intervention: in ${place} wird nicht gekämpft`,
        en: `Papal intervention: no fighting in ${place}`,
        nl: `Pauselijke tussenkomst: in ${place} wordt niet gevochten`,
        fr: `Intervention papale : aucun combat à ${place}`,
      });
    }
    case 'interventions':
      if (event.left <= 0) return undefined;
      return pick(lang, {
        de: `Noch ${counted(lang, event.left, NOUNS.intervention)} ausstehend`,
        en: `${counted(lang, event.left, NOUNS.intervention)} still to come`,
        nl: `Nog ${counted(lang, event.left, NOUNS.intervention)} te gaan`,
        fr: `Encore ${counted(lang, event.left, NOUNS.intervention)} à venir`,
      });
    case 'fight': {
      const side = (s: { power: string; total: number }) => `${who(s.power)} ${formatNumber(lang, s.total)}`;
      const a = side(event.attacker);
      const d = side(event.defender);
      const c = event.city === null ? undefined : city(event.city);
      const title = pick(lang, {
        de: c === undefined ? 'Kampf' : `Kampf um ${c}`,
        en: c === undefined ? 'Fight' : `Fight at ${c}`,
        nl: c === undefined ? 'Gevecht' : `Gevecht om ${c}`,
        fr: c === undefined ? 'Combat' : `Combat pour ${c}`,
      });
      if (event.winner === 'none') return pick(lang, { de: `${title}: ${a} gegen ${d}, niemand gewinnt`, en: `${title}: ${a} against ${d}, nobody wins`, nl: `${title}: ${a} tegen ${d}, niemand wint`, fr: `${title} : ${a} contre ${d}, personne ne l’emporte` });
      const w = who(event.winner === 'attacker' ? event.attacker.power : event.defender.power);
      return pick(lang, { de: `${title}: ${a} gegen ${d}, ${w} gewinnt`, en: `${title}: ${a} against ${d}, ${w} wins`, nl: `${title}: ${a} tegen ${d}, ${w} wint`, fr: `${title} : ${a} contre ${d}, ${w} l’emporte` });
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
      const c = city(event.city);
      if (event.holding === null && event.legion) return pick(lang, { de: `${c} hält jetzt die Fremdenlegion`, en: `${c} is now held by the foreign legion`, nl: `${c} is nu in handen van het vreemdelingenlegioen`, fr: `${c} est maintenant tenue par la Légion étrangère` });
      if (event.holding === null) return pick(lang, { de: `${c} ist wieder frei`, en: `${c} is free again`, nl: `${c} is weer vrij`, fr: `${c} est de nouveau libre` });
      const w = who(event.holding.owner);
      const d = label(lang, event.holding.defence);
      return pick(lang, { de: `${c} gehört jetzt ${w} (${d})`, en: `${c} now belongs to ${w} (${d})`, nl: `${c} is nu van ${w} (${d})`, fr: `${c} appartient maintenant à ${w} (${d})` });
    }
    case 'throne': {
      const w = who(event.power);
      const n = `${counted(lang, event.delta, NOUNS.throne)} (${word(lang, event.why)})`;
      return pick(lang, { de: `${w} erhält ${n}`, en: `${w} gains ${n}`, nl: `${w} krijgt ${n}`, fr: `${w} gagne ${n}` });
    }
    case 'sea-lord':
      if (event.power === null) return undefined;
      return pick(lang, { de: `${who(event.power)} ist jetzt Herr der See`, en: `${who(event.power)} is now lord of the sea`, nl: `${who(event.power)} is nu heerser over de zee`, fr: `${who(event.power)} est maintenant maître des mers` });
    case 'hero':
      if (!event.active) return undefined;
      return pick(lang, { de: `Der Held von ${who(event.power)} ist jetzt aktiv`, en: `The hero of ${who(event.power)} is now active`, nl: `De held van ${who(event.power)} is nu actief`, fr: `Le héros de ${who(event.power)} est maintenant actif` });
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
