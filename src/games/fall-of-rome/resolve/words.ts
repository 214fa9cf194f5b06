import { cityCard, isEvent, EVENT_TEXT } from '../data/cards.js';
import { CITY_NAMES } from '../data/cities.js';
import type { Role } from '../data/roles.js';
import { TRIBE_INFO } from '../data/tribes.js';
import type { FrState, Outcome, Pending, Phase } from '../state.js';

/**
 * The words of the refusals (Said) in each of their languages: phases, open choices, outcomes,
 * tribes, seats and cards. Dutch follows the rule text's terms (legioenen, stam, samenspannen,
 * binnenvallen …), French those of "Pandemic : La Chute de Rome" (légions, tribu, conspirer …).
 */

export type SaidLang = 'en' | 'de' | 'nl' | 'fr';
export const SAID_LANGS: readonly SaidLang[] = ['en', 'de', 'nl', 'fr'];

/** A phase as the refusals name it, after "in the …" / "in der …" / "in de …" / "pendant la …". */
export const PHASE: Readonly<Record<SaidLang, Readonly<Record<Phase, string>>>> = {
  en: { actions: 'action phase', draw: 'draw phase', invade: 'invasion phase', over: 'phase after the end of the game' },
  de: { actions: 'Aktionsphase', draw: 'Ziehphase', invade: 'Invasionsphase', over: 'Phase nach Spielende' },
  nl: { actions: 'actiefase', draw: 'fase van het kaarten trekken', invade: 'fase van het binnenvallen', over: 'fase na het einde van het spel' },
  fr: { actions: 'phase des actions', draw: 'phase de pioche', invade: 'phase d’invasion', over: 'phase qui suit la fin de la partie' },
};

/** What an open choice is about, as the refusals name it (in parentheses after "choice"). */
export const CHOICE: Readonly<Record<SaidLang, Readonly<Record<Pending['kind'], string>>>> = {
  en: { remove: 'removing barbarians', discard: 'discarding a card', 'put-back': 'putting a card back', reorder: 'reordering barbarian cards', 'second-revolt': 'second revolt' },
  de: { remove: 'Entfernen von Barbaren', discard: 'Abwerfen', 'put-back': 'Zurücklegen', reorder: 'Umordnen', 'second-revolt': 'zweiter Aufstand' },
  nl: { remove: 'barbaren verwijderen', discard: 'een kaart afleggen', 'put-back': 'een kaart terugleggen', reorder: 'barbaarkaarten herschikken', 'second-revolt': 'tweede opstand' },
  fr: { remove: 'retrait de barbares', discard: 'défausse d’une carte', 'put-back': 'remise d’une carte', reorder: 'réorganisation des cartes Barbare', 'second-revolt': 'seconde révolte' },
};

/** The players have … (won / gewonnen / gewonnen / gagné). */
export const OUTCOME: Readonly<Record<SaidLang, Readonly<Record<Outcome, string>>>> = {
  en: { won: 'won', lost: 'lost' },
  de: { won: 'gewonnen', lost: 'verloren' },
  nl: { won: 'gewonnen', lost: 'verloren' },
  fr: { won: 'gagné', lost: 'perdu' },
};

/** The tribes' names, plurals, by tribe index (data/tribes.ts order); English and German from the tribe table. */
const TRIBE_NL: readonly string[] = ['Ostrogoten', 'Visigoten', 'Hunnen', 'Vandalen', 'Angelsaksen & Franken'];
const TRIBE_FR: readonly string[] = ['Ostrogoths', 'Wisigoths', 'Huns', 'Vandales', 'Anglo-Saxons & Francs'];

/** The tribe's name in `lang`, a plural ("Huns", "Hunnen", "Hunnen", "Huns"). */
export function tribeName(tribe: number, lang: SaidLang): string {
  const info = TRIBE_INFO[tribe];
  if (info === undefined) return String(tribe);
  switch (lang) {
    case 'en':
      return info.name;
    case 'de':
      return info.nameDe;
    case 'nl':
      return TRIBE_NL[tribe] as string;
    case 'fr':
      return TRIBE_FR[tribe] as string;
  }
}

/** The role titles (Latin in every edition) with the article of each language: "the Consul", "die Vestalis", "la Regina Foederata". */
const ROLE_TITLE: Readonly<Record<Role, { title: string; feminine: boolean }>> = {
  consul: { title: 'Consul', feminine: false },
  'magister-militum': { title: 'Magister Militum', feminine: false },
  mercator: { title: 'Mercator', feminine: false },
  'praefectus-classis': { title: 'Praefectus Classis', feminine: false },
  'praefectus-fabrum': { title: 'Praefectus Fabrum', feminine: false },
  'regina-foederata': { title: 'Regina Foederata', feminine: true },
  vestalis: { title: 'Vestalis', feminine: true },
};

/** A seat by its role, never by its id ("p2"): the subject of a sentence, with its article ("the Consul", "der Consul", "de Consul", "le Consul"). */
export function seatName(s: FrState, seat: number, lang: SaidLang): string {
  const role = s.roles[seat];
  if (role === undefined) return { en: 'a player', de: 'ein Spieler', nl: 'een speler', fr: 'un joueur' }[lang];
  const { title, feminine } = ROLE_TITLE[role];
  const article = { en: 'the', de: feminine ? 'die' : 'der', nl: 'de', fr: feminine ? 'la' : 'le' }[lang];
  return `${article} ${title}`;
}

/** French "de" with a seat: "du Consul", "de la Vestalis". */
export function ofSeatFr(s: FrState, seat: number): string {
  const name = seatName(s, seat, 'fr');
  return name.startsWith('le ') ? `du ${name.slice(3)}` : `de ${name}`;
}

/** The game's seats by their roles, without articles: "Consul, Mercator, Vestalis". */
export function seatTitles(s: FrState): string {
  return s.roles.map((role) => ROLE_TITLE[role].title).join(', ');
}

/** A card as a player reads it: a city card by its city and tribe ("Roma (Hunnen)"), an event by its title; anything else as it is. */
export function cardName(card: string, lang: SaidLang): string {
  const info = cityCard(card);
  if (info !== undefined) return `${CITY_NAMES[info.city] as string} (${tribeName(info.tribe, lang)})`;
  if (isEvent(card)) return EVENT_TEXT[card].title;
  return card;
}

/** The verb "stand" agreeing with a count, per language: "1 legion stands", "2 Legionen stehen", "staat/staan", "se trouve/se trouvent". */
export function stands(n: number, lang: SaidLang): string {
  const one = n === 1;
  return { en: one ? 'stands' : 'stand', de: one ? 'steht' : 'stehen', nl: one ? 'staat' : 'staan', fr: one ? 'se trouve' : 'se trouvent' }[lang];
}

/** A French count: the noun in the singular for 0 and 1 ("0 barbare", "2 barbares"). */
export function countedFr(n: number, one: string, many: string): string {
  return `${n} ${n <= 1 ? one : many}`;
}

/** French "de" before a word, elided before a vowel: "d’Ostrogoths", "de Huns" (an aspirated h), "de Vandales". */
export function deFr(word: string): string {
  return /^[AEIOUY]/i.test(word) ? `d’${word}` : `de ${word}`;
}
