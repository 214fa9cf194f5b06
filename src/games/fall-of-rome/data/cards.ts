import { CITIES, CITY_NAMES, cityIndex } from './cities.js';
import { TRIBE_INFO, tribeIndex } from './tribes.js';

/** A city card or barbarian card names a city and a tribe: "Roma/Os". */
export type CityCard = string;

export interface CityCardInfo {
  readonly id: CityCard;
  readonly city: number;
  readonly tribe: number;
}

/** The 49 (city, tribe) pairs; the city deck and the barbarian deck each hold one card of every pair. */
export const CITY_CARDS: readonly CityCardInfo[] = CITIES.flatMap((city, c) =>
  city.tribes.map((t) => ({ id: `${city.name}/${(TRIBE_INFO[t] as { abbr: string }).abbr}`, city: c, tribe: t })),
);

const cityCardById = new Map(CITY_CARDS.map((card) => [card.id, card]));

export function cityCard(id: string): CityCardInfo | undefined {
  return cityCardById.get(id);
}

/** Reads "roma/os", "Roma/Ostrogoths" or "Roma/blue" as the card id, or undefined. */
export function parseCityCard(text: string): CityCard | undefined {
  if (cityCardById.has(text)) return text;
  const slash = text.lastIndexOf('/');
  if (slash < 0) return undefined;
  const c = cityIndex(text.slice(0, slash).trim());
  const t = tribeIndex(text.slice(slash + 1).trim());
  if (c < 0 || t < 0) return undefined;
  const id = `${CITY_NAMES[c]}/${(TRIBE_INFO[t] as { abbr: string }).abbr}`;
  return cityCardById.has(id) ? id : undefined;
}

/** The 9 route-entry barbarian cards dealt at setup (data.md "Decks"). */
export const ROUTE_ENTRY_CARDS: readonly CityCard[] = [
  'Mogontiacum/Va',
  'Mogontiacum/AS',
  'Gesoriacum/AS',
  'Philippopolis/Hu',
  'Philippopolis/Vi',
  'Carnuntum/Hu',
  'Carnuntum/Os',
  'Chersonesus/Os',
  'Tyras/Vi',
];

export const EVENT_IDS = [
  'do-ut-des',
  'vae-victis',
  'si-vis-pacem',
  'hic-manebimus-optime',
  'audentes-fortuna-iuvat',
  'mors-tua-vita-mea',
  'homo-faber',
  'alea-iacta-est',
  'abundans-cautela',
  'melius-cavere',
  'mortui-non-mordent',
  'festina-lente',
  'veni-vidi-vici',
  'carpe-diem',
] as const;
export type EventId = (typeof EVENT_IDS)[number];

/** The 14 events: title and both effects as data.md gives them (a corrupt play also adds 1 decline). */
export const EVENT_TEXT: Readonly<Record<EventId, { title: string; normal: string; corrupt: string }>> = {
  'do-ut-des': { title: 'Do ut des', normal: 'two players in one city swap a card', corrupt: 'two players anywhere swap a card' },
  'vae-victis': {
    title: 'Vae victis',
    normal: 'after a battle, remove as many barbarians as it removed from 1 other city',
    corrupt: 'after a battle, remove as many barbarians as it removed from any cities',
  },
  'si-vis-pacem': { title: 'Si vis pacem, para bellum', normal: 'place a fort anywhere', corrupt: 'place a fort anywhere and move a pawn there with up to 3 legions' },
  'hic-manebimus-optime': { title: 'Hic manebimus optime', normal: '+2 legions in up to 3 fort cities', corrupt: '+3 legions in every fort city' },
  'audentes-fortuna-iuvat': { title: 'Audentes fortuna iuvat', normal: 'draw 2 more player cards', corrupt: 'draw 4 more player cards' },
  'mors-tua-vita-mea': { title: 'Mors tua, vita mea', normal: 'replace 1 barbarian with a legion', corrupt: 'replace up to 3 barbarians in one city with legions' },
  'homo-faber': { title: 'Homo faber fortunae suae', normal: 'take the city card matching your city from the discard', corrupt: 'take any city card from the discard' },
  'alea-iacta-est': { title: 'Alea iacta est', normal: 'set the dice of 1 battle', corrupt: 'set the dice of every battle this turn' },
  'abundans-cautela': { title: 'Abundans cautela non nocet', normal: 'draw 2 fewer invasion cards', corrupt: 'skip the invasion step' },
  'melius-cavere': { title: 'Melius cavere quam pavere', normal: 'look at and reorder the top 6 barbarian cards', corrupt: 'look at and reorder the top 6 barbarian cards and remove 1' },
  'mortui-non-mordent': { title: 'Mortui non mordent', normal: 'remove up to 2 barbarians of one colour', corrupt: 'remove up to 4 barbarians of one colour' },
  'festina-lente': { title: 'Festina lente', normal: 'move 1 pawn to any city', corrupt: 'move any number of pawns, each with up to 3 legions' },
  'veni-vidi-vici': { title: 'Veni, vidi, vici', normal: 'move to any city with up to 3 legions and battle for free', corrupt: 'as normal, ignoring your legion losses' },
  'carpe-diem': { title: 'Carpe diem', normal: '+2 actions', corrupt: '+4 actions' },
};

const eventSet = new Set<string>(EVENT_IDS);
export function isEvent(card: string): card is EventId {
  return eventSet.has(card);
}

/** Revolt cards are "revolt-1" … "revolt-n". */
export function isRevolt(card: string): boolean {
  return card.startsWith('revolt-');
}

/** What a card is called in reports. */
export function cardTitle(card: string): string {
  if (isEvent(card)) return EVENT_TEXT[card].title;
  if (isRevolt(card)) return `Revolt (${card.slice(7)})`;
  return card;
}
