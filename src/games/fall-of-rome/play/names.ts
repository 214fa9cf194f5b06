import { cardTitle, cityCard, isEvent, isRevolt, type EventId } from '../data/cards.js';
import { CITY_NAMES } from '../data/cities.js';
import { ROLE_TEXT } from '../data/roles.js';
import { TRIBE_INFO, tribeIndex } from '../data/tribes.js';
import type { Escort } from '../commands.js';
import { HIDDEN, type FrView } from '../view.js';
import type { Lang } from './lang.js';

// What the terminal calls seats, cards and tribes: a seat by its role ("Consul", never "p1"), a
// city card by its city and its tribe spelt out ("Burdigala (Vandals)", never "Burdigala/Va").

/** A tribe by its index or id, as the language names it ("Anglo-Saxons & Franks", "Hunnen"). */
export function tribeText(tribe: number | string, lang: Lang): string {
  const info = TRIBE_INFO[typeof tribe === 'number' ? tribe : tribeIndex(tribe)];
  return info === undefined ? String(tribe) : lang === 'de' ? info.nameDe : info.name;
}

/** A card as a player reads it: "Burdigala (Vandals)", an event's title, "Revolt", "a hidden card". */
export function cardText(card: string, lang: Lang): string {
  if (card === HIDDEN) return lang === 'de' ? 'eine verdeckte Karte' : 'a hidden card';
  if (isRevolt(card)) return lang === 'de' ? 'Aufstand' : 'Revolt';
  const info = cityCard(card);
  if (info !== undefined) return `${CITY_NAMES[info.city] as string} (${tribeText(info.tribe, lang)})`;
  return cardTitle(card);
}

/** City cards of one tribe by their cities alone: "Burdigala, Carthago, Roma" (the tribe is said once beside them). */
export function citiesOfCards(cards: readonly string[]): string {
  return cards.map((c) => {
    const info = cityCard(c);
    return info === undefined ? cardTitle(c) : (CITY_NAMES[info.city] as string);
  }).join(', ');
}

/** Barbarians by tribe: "Huns ×2, Vandals ×1". */
export function escortText(escort: Escort, lang: Lang): string {
  return Object.entries(escort).map(([tribe, n]) => `${tribeText(tribe, lang)} ×${n}`).join(', ');
}

/** Barbarians listed one by one ("huns", "huns", "vandals") counted by tribe: "Huns ×2, Vandals ×1". */
export function tribesText(tribes: readonly string[], lang: Lang): string {
  const counts: Record<string, number> = {};
  for (const t of tribes) counts[t] = (counts[t] ?? 0) + 1;
  return escortText(counts, lang);
}

/** Dice faces as typed and shown: "6 6 5". */
export const facesText = (set: readonly number[]): string => set.join(' ');

/** What the terminal needs to know to name things: seats by role, where pawns stand, what stands in a city. */
export interface Names {
  readonly lang: Lang;
  /** A seat by its role ("p2" → "Magister Militum"); the treasury of solitaire by name. */
  seat(seat: string): string;
  card(card: string): string;
  /** The city the seat's pawn stands in. */
  cityOf(seat: string): string;
  /** Barbarians of `tribe` (id) in `city`. */
  present(city: string, tribe: string): number;
  roleOf(seat: string): string | undefined;
  /** The city a pending removal is in, if one is pending. */
  readonly pendingCity: string | undefined;
  readonly view: FrView;
}

export function namesOf(view: FrView, lang: Lang): Names {
  const role = new Map(view.players.map((p) => [p.seat, p.role]));
  const at = new Map(view.players.map((p) => [p.seat, p.city]));
  return {
    lang,
    view,
    seat: (seat) => {
      if (seat === 'treasury') return lang === 'de' ? 'die Schatzkammer' : 'the treasury';
      const r = role.get(seat);
      return r === undefined ? (lang === 'de' ? 'ein Mitspieler' : 'a player') : ROLE_TEXT[r].title;
    },
    card: (card) => cardText(card, lang),
    cityOf: (seat) => at.get(seat) ?? '',
    present: (city, tribe) => view.cities.find((c) => c.name === city)?.barbarians[tribe as keyof (typeof view.cities)[number]['barbarians']] ?? 0,
    roleOf: (seat) => role.get(seat),
    pendingCity: view.pending?.kind === 'remove' ? view.pending.city : undefined,
  };
}

/** Each event's effects in a few words (≤ 50 characters, so a menu line fits 80 columns), per language: normal, corrupt. */
export const EVENT_EFFECTS: Readonly<Record<Lang, Readonly<Record<EventId, readonly [string, string]>>>> = {
  en: {
    'do-ut-des': ['two players in one city swap a card', 'two players anywhere swap a card'],
    'vae-victis': ['remove as many as your battle did, 1 other city', 'remove as many as your battle did, any cities'],
    'si-vis-pacem': ['place a fort anywhere', 'a fort anywhere, a pawn there with ≤ 3 legions'],
    'hic-manebimus-optime': ['+2 legions in up to 3 fort cities', '+3 legions in every fort city'],
    'audentes-fortuna-iuvat': ['draw 2 more player cards', 'draw 4 more player cards'],
    'mors-tua-vita-mea': ['replace 1 barbarian with a legion', 'replace up to 3 barbarians of a city with legions'],
    'homo-faber': ["take your city's card from the discard pile", 'take any city card from the discard pile'],
    'alea-iacta-est': ['set the dice of 1 battle', 'set the dice of every battle this turn'],
    'abundans-cautela': ['draw 2 fewer invasion cards', 'skip the invasion'],
    'melius-cavere': ['look at and reorder the top 6 barbarian cards', 'reorder the top 6 barbarian cards, remove 1'],
    'mortui-non-mordent': ['remove up to 2 barbarians of one colour', 'remove up to 4 barbarians of one colour'],
    'festina-lente': ['move 1 pawn to any city', 'move any pawns, each with up to 3 legions'],
    'veni-vidi-vici': ['go anywhere with ≤ 3 legions, battle for free', 'the same, ignoring your legion losses'],
    'carpe-diem': ['+2 actions', '+4 actions'],
  },
  de: {
    'do-ut-des': ['zwei Spieler in einer Stadt tauschen eine Karte', 'zwei Spieler irgendwo tauschen eine Karte'],
    'vae-victis': ['so viele Barbaren wie die Schlacht, 1 andere Stadt', 'so viele Barbaren wie die Schlacht, beliebige Städte'],
    'si-vis-pacem': ['ein Fort in einer beliebigen Stadt', 'ein Fort irgendwo, eine Figur mit ≤ 3 Legionen hin'],
    'hic-manebimus-optime': ['+2 Legionen in bis zu 3 Fort-Städten', '+3 Legionen in jeder Fort-Stadt'],
    'audentes-fortuna-iuvat': ['2 Spielerkarten mehr ziehen', '4 Spielerkarten mehr ziehen'],
    'mors-tua-vita-mea': ['1 Barbar wird zu 1 Legion', 'bis zu 3 Barbaren einer Stadt werden Legionen'],
    'homo-faber': ['die Karte deiner Stadt vom Ablagestapel nehmen', 'eine beliebige Stadtkarte vom Ablagestapel nehmen'],
    'alea-iacta-est': ['die Würfel einer Schlacht festlegen', 'die Würfel aller Schlachten dieses Zuges festlegen'],
    'abundans-cautela': ['2 Invasionskarten weniger ziehen', 'die Invasion auslassen'],
    'melius-cavere': ['die obersten 6 Barbarenkarten ansehen und ordnen', 'die obersten 6 Barbarenkarten ordnen, 1 entfernen'],
    'mortui-non-mordent': ['bis zu 2 Barbaren eines Stammes entfernen', 'bis zu 4 Barbaren eines Stammes entfernen'],
    'festina-lente': ['1 Figur in eine beliebige Stadt ziehen', 'beliebig viele Figuren ziehen, je mit ≤ 3 Legionen'],
    'veni-vidi-vici': ['irgendwohin mit ≤ 3 Legionen, Kampf ohne Aktion', 'ebenso, ohne eigene Legionenverluste'],
    'carpe-diem': ['+2 Aktionen', '+4 Aktionen'],
  },
};

/** An event's effect in one form, or nothing for a card that is no event. */
export function eventEffect(card: string, corrupt: boolean, lang: Lang): string {
  return isEvent(card) ? EVENT_EFFECTS[lang][card][corrupt ? 1 : 0] : '';
}
