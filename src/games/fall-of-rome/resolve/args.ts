import type { Problem } from '../../../kernel/problems.js';
import { CITY_NAMES, cityIndex } from '../data/cities.js';
import { cityCard, isEvent, parseCityCard, type CityCardInfo } from '../data/cards.js';
import { TRIBE_INFO, tribeIndex } from '../data/tribes.js';
import type { FrState } from '../state.js';
import type { Emitter } from './emitter.js';
import { cardName, seatName, seatTitles } from './words.js';

/**
 * A refusal's words: English (the problem's message and texts.en), German, Dutch and French (its
 * texts.de, texts.nl, texts.fr). Every one is required, so a refusal missing a language does not compile.
 */
export interface Said {
  readonly en: string;
  readonly de: string;
  readonly nl: string;
  readonly fr: string;
}

/** "1 Legion", "2 legions": a count with the noun in the number it takes, in either language. */
export function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A name that is no seat of the game: the seats are named by their roles, never by their ids. */
export function unknownSeat(s: FrState, value: string): Said {
  const roles = seatTitles(s);
  return {
    en: `"${value}" is not a seat of this game (its roles: ${roles})`,
    de: `„${value}“ ist kein Platz in diesem Spiel (seine Rollen: ${roles})`,
    nl: `"${value}" is geen plaats in dit spel (de rollen: ${roles})`,
    fr: `« ${value} » n’est pas une place de cette partie (ses rôles : ${roles})`,
  };
}

export function refusal(code: string, said: Said, where?: string): Problem {
  // Worded in every language, so a page in any shows these words rather than the server's summary with field names.
  const texts = { en: said.en, de: said.de, nl: said.nl, fr: said.fr };
  return where === undefined ? { code, message: said.en, texts } : { code, message: said.en, where, texts };
}

/** Reads a command's fields into indices, collecting a problem for each one that does not fit. */
export class Args {
  readonly problems: Problem[] = [];

  constructor(readonly c: Readonly<Record<string, unknown>>) {}

  fail(code: string, said: Said, where?: string): void {
    this.problems.push(refusal(code, said, where));
  }

  get ok(): boolean {
    return this.problems.length === 0;
  }

  has(field: string): boolean {
    return this.c[field] !== undefined;
  }

  city(field: string, value: unknown = this.c[field]): number {
    if (typeof value !== 'string') {
      this.fail('missing', { en: `name a city in "${field}"`, de: `nenne eine Stadt in „${field}“`, nl: `noem een stad in "${field}"`, fr: `nomme une ville dans « ${field} »` }, field);
      return -1;
    }
    const i = cityIndex(value);
    if (i < 0) this.fail('unknown-city', { en: `there is no city "${value}"`, de: `es gibt keine Stadt „${value}“`, nl: `er is geen stad "${value}"`, fr: `il n’y a pas de ville « ${value} »` }, field);
    return i;
  }

  tribe(field: string, value: unknown = this.c[field]): number {
    const i = typeof value === 'string' ? tribeIndex(value) : -1;
    // The list stays the JSON words of the tribes in every language: it tells a JSON user what to type.
    const ids = TRIBE_INFO.map((t) => t.id).join(', ');
    if (i < 0) this.fail('unknown-tribe', { en: `"${String(value)}" is not a tribe (${ids})`, de: `„${String(value)}“ ist kein Stamm (${ids})`, nl: `"${String(value)}" is geen stam (${ids})`, fr: `« ${String(value)} » n’est pas une tribu (${ids})` }, field);
    return i;
  }

  seat(state: FrState, field: string, value: unknown = this.c[field]): number {
    const i = typeof value === 'string' ? state.seats.indexOf(value) : -1;
    if (i < 0) this.fail('unknown-seat', unknownSeat(state, String(value)), field);
    return i;
  }

  /** A card in the hand of `seat`, by id or by a case-insensitive city card name. */
  handCard(state: FrState, seat: number, field: string, value: unknown = this.c[field]): string {
    if (typeof value !== 'string') {
      this.fail('missing', { en: `name a card in "${field}"`, de: `nenne eine Karte in „${field}“`, nl: `noem een kaart in "${field}"`, fr: `nomme une carte dans « ${field} »` }, field);
      return '';
    }
    const id = parseCityCard(value) ?? value;
    if (!(state.hands[seat] as readonly string[]).includes(id)) {
      this.fail('card-not-in-hand', { en: `${seatName(state, seat, 'en')} holds no card "${value}"`, de: `${seatName(state, seat, 'de')} hält keine Karte „${value}“`, nl: `${seatName(state, seat, 'nl')} heeft geen kaart "${value}"`, fr: `${seatName(state, seat, 'fr')} n’a pas de carte « ${value} »` }, field);
      return '';
    }
    return id;
  }

  cityCardIn(state: FrState, seat: number, field: string, value: unknown = this.c[field]): CityCardInfo | undefined {
    const id = this.handCard(state, seat, field, value);
    if (id === '') return undefined;
    const info = cityCard(id);
    if (info === undefined) this.fail('not-a-city-card', { en: `${cardName(id, 'en')} is not a city card`, de: `${cardName(id, 'de')} ist keine Stadtkarte`, nl: `${cardName(id, 'nl')} is geen stadkaart`, fr: `${cardName(id, 'fr')} n’est pas une carte Ville` }, field);
    return info;
  }

  int(field: string, min: number, max: number, fallback: number): number {
    const value = this.c[field];
    if (value === undefined) return Math.min(Math.max(fallback, min), max);
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.fail('not-a-number', { en: `"${field}" must be a whole number`, de: `„${field}“ muss eine ganze Zahl sein`, nl: `"${field}" moet een geheel getal zijn`, fr: `« ${field} » doit être un nombre entier` }, field);
      return min;
    }
    if (value < min || value > max) this.fail('out-of-range', { en: `"${field}" must be between ${min} and ${max}, not ${value}`, de: `„${field}“ muss zwischen ${min} und ${max} liegen, nicht ${value}`, nl: `"${field}" moet tussen ${min} en ${max} liggen, niet ${value}`, fr: `« ${field} » doit être entre ${min} et ${max}, pas ${value}` }, field);
    return value;
  }

  list(field: string, required = true): readonly unknown[] {
    const value = this.c[field];
    if (Array.isArray(value)) return value;
    if (value !== undefined || required) this.fail('not-a-list', { en: `"${field}" must be a list`, de: `„${field}“ muss eine Liste sein`, nl: `"${field}" moet een lijst zijn`, fr: `« ${field} » doit être une liste` }, field);
    return [];
  }

  event(field: string): string {
    const value = this.c[field];
    if (typeof value !== 'string' || !isEvent(value)) {
      this.fail('not-an-event', { en: `"${String(value)}" is not an event card`, de: `„${String(value)}“ ist keine Ereigniskarte`, nl: `"${String(value)}" is geen gebeurteniskaart`, fr: `« ${String(value)} » n’est pas une carte Événement` }, field);
      return '';
    }
    return value;
  }
}

/** What a command handler gets: the state, the seat (index), its fields, and in resolve mode the emitter. */
export interface Ctx {
  readonly s: FrState;
  readonly seat: number;
  readonly a: Args;
  readonly em?: Emitter;
}

export function cityName(city: number): string {
  return CITY_NAMES[city] as string;
}
