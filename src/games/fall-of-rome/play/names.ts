import { cardTitle, cityCard, isEvent, isRevolt, type EventId } from '../data/cards.js';
import { CITY_NAMES } from '../data/cities.js';
import { ROLE_TEXT } from '../data/roles.js';
import { TRIBE_INFO, tribeIndex } from '../data/tribes.js';
import type { Escort } from '../commands.js';
import { HIDDEN, type FrView } from '../view.js';
import { tribeName } from '../resolve/words.js';
import type { Lang } from './lang.js';

// What the terminal calls seats, cards and tribes: a seat by its role ("Consul", never "p1"), a
// city card by its city and its tribe spelt out ("Burdigala (Vandals)", never "Burdigala/Va").

/** A tribe by its index or id, as the language names it ("Anglo-Saxons & Franks", "Hunnen"). */
export function tribeText(tribe: number | string, lang: Lang): string {
  const index = typeof tribe === 'number' ? tribe : tribeIndex(tribe);
  return TRIBE_INFO[index] === undefined ? String(tribe) : tribeName(index, lang);
}

/** The words for what a card or seat is when it has no name of its own, per language. */
const UNNAMED: Readonly<Record<Lang, { hidden: string; revolt: string; treasury: string; player: string }>> = {
  en: { hidden: 'a hidden card', revolt: 'Revolt', treasury: 'the treasury', player: 'a player' },
  de: { hidden: 'eine verdeckte Karte', revolt: 'Aufstand', treasury: 'die Schatzkammer', player: 'ein Mitspieler' },
  nl: { hidden: 'een gedekte kaart', revolt: 'Opstand', treasury: 'de schatkist', player: 'een medespeler' },
  fr: { hidden: 'une carte cachée', revolt: 'Révolte', treasury: 'le trésor', player: 'un joueur' },
};

/** A card as a player reads it: "Burdigala (Vandals)", an event's title, "Revolt", "a hidden card". */
export function cardText(card: string, lang: Lang): string {
  if (card === HIDDEN) return UNNAMED[lang].hidden;
  if (isRevolt(card)) return UNNAMED[lang].revolt;
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
      if (seat === 'treasury') return UNNAMED[lang].treasury;
      const r = role.get(seat);
      return r === undefined ? UNNAMED[lang].player : ROLE_TEXT[r].title;
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
  nl: {
    'do-ut-des': ['twee spelers in één stad ruilen een kaart', 'twee spelers waar dan ook ruilen een kaart'],
    'vae-victis': ['zoveel barbaren als het gevecht, 1 andere stad', 'zoveel barbaren als het gevecht, andere steden'],
    'si-vis-pacem': ['een fort in een willekeurige stad', 'een fort ergens, een pion erheen met ≤ 3 legioenen'],
    'hic-manebimus-optime': ['+2 legioenen in maximaal 3 fortsteden', '+3 legioenen in elke fortstad'],
    'audentes-fortuna-iuvat': ['trek 2 speelkaarten extra', 'trek 4 speelkaarten extra'],
    'mors-tua-vita-mea': ['1 barbaar wordt 1 legioen', 'tot 3 barbaren van een stad worden legioenen'],
    'homo-faber': ['neem de kaart van je stad van de aflegstapel', 'neem een stadkaart naar keuze van de aflegstapel'],
    'alea-iacta-est': ['bepaal de dobbelstenen van 1 gevecht', 'bepaal de dobbelstenen van elk gevecht deze beurt'],
    'abundans-cautela': ['trek 2 barbaarkaarten minder', 'sla het binnenvallen over'],
    'melius-cavere': ['bekijk en herschik de bovenste 6 barbaarkaarten', 'herschik de bovenste 6 barbaarkaarten, verwijder 1'],
    'mortui-non-mordent': ['verwijder tot 2 barbaren van één kleur', 'verwijder tot 4 barbaren van één kleur'],
    'festina-lente': ['verplaats 1 pion naar een willekeurige stad', 'verplaats pionnen, elk met maximaal 3 legioenen'],
    'veni-vidi-vici': ['ga ergens heen met ≤ 3 legioenen, gratis gevecht', 'hetzelfde, zonder je eigen legioenverlies'],
    'carpe-diem': ['+2 acties', '+4 acties'],
  },
  fr: {
    'do-ut-des': ['deux joueurs d’une même ville échangent une carte', 'deux joueurs où qu’ils soient échangent une carte'],
    'vae-victis': ['autant de barbares que la bataille, 1 autre ville', 'autant de barbares que la bataille, toutes villes'],
    'si-vis-pacem': ['un fort dans n’importe quelle ville', 'un fort où tu veux, un pion y va avec ≤ 3 légions'],
    'hic-manebimus-optime': ['+2 légions dans 3 villes à fort au plus', '+3 légions dans chaque ville à fort'],
    'audentes-fortuna-iuvat': ['piocher 2 cartes Joueur de plus', 'piocher 4 cartes Joueur de plus'],
    'mors-tua-vita-mea': ['1 barbare devient 1 légion', 'jusqu’à 3 barbares d’une ville deviennent légions'],
    'homo-faber': ['reprendre la carte de ta ville dans la défausse', 'reprendre une carte Ville dans la défausse'],
    'alea-iacta-est': ['fixer les dés d’une bataille', 'fixer les dés de chaque bataille de ce tour'],
    'abundans-cautela': ['piocher 2 cartes Barbare de moins', 'sauter l’invasion'],
    'melius-cavere': ['voir et réordonner les 6 premières cartes Barbare', 'réordonner les 6 premières cartes Barbare, ôter 1'],
    'mortui-non-mordent': ['ôter jusqu’à 2 barbares d’une couleur', 'ôter jusqu’à 4 barbares d’une couleur'],
    'festina-lente': ['déplacer 1 pion vers n’importe quelle ville', 'déplacer des pions, chacun avec ≤ 3 légions'],
    'veni-vidi-vici': ['où tu veux avec ≤ 3 légions, bataille gratuite', 'pareil, sans perte de tes légions'],
    'carpe-diem': ['+2 actions', '+4 actions'],
  },
};

/** An event's effect in one form, or nothing for a card that is no event. */
export function eventEffect(card: string, corrupt: boolean, lang: Lang): string {
  return isEvent(card) ? EVENT_EFFECTS[lang][card][corrupt ? 1 : 0] : '';
}
