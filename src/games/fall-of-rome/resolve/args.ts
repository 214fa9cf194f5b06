import type { Problem } from '../../../kernel/problems.js';
import { CITY_NAMES, cityIndex } from '../data/cities.js';
import { cityCard, isEvent, parseCityCard, type CityCardInfo } from '../data/cards.js';
import { TRIBE_INFO, tribeIndex } from '../data/tribes.js';
import type { FrState } from '../state.js';
import type { Emitter } from './emitter.js';

/** A refusal's words: English (the problem's message and texts.en) and German (its texts.de). */
export interface Said {
  readonly en: string;
  readonly de: string;
}

/** "1 Legion", "2 legions": a count with the noun in the number it takes, in either language. */
export function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function refusal(code: string, said: Said, where?: string): Problem {
  // Worded in both languages, so a page in either shows these words rather than the server's summary with field names.
  const texts = { en: said.en, de: said.de };
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
      this.fail('missing', { en: `name a city in "${field}"`, de: `nenne eine Stadt in „${field}“` }, field);
      return -1;
    }
    const i = cityIndex(value);
    if (i < 0) this.fail('unknown-city', { en: `there is no city "${value}"`, de: `es gibt keine Stadt „${value}“` }, field);
    return i;
  }

  tribe(field: string, value: unknown = this.c[field]): number {
    const i = typeof value === 'string' ? tribeIndex(value) : -1;
    if (i < 0) this.fail('unknown-tribe', { en: `"${String(value)}" is not a tribe (${TRIBE_INFO.map((t) => t.id).join(', ')})`, de: `„${String(value)}“ ist kein Stamm (${TRIBE_INFO.map((t) => t.id).join(', ')})` }, field);
    return i;
  }

  seat(state: FrState, field: string, value: unknown = this.c[field]): number {
    const i = typeof value === 'string' ? state.seats.indexOf(value) : -1;
    if (i < 0) this.fail('unknown-seat', { en: `"${String(value)}" is not a seat of this game (${state.seats.join(', ')})`, de: `„${String(value)}“ ist kein Platz in diesem Spiel (${state.seats.join(', ')})` }, field);
    return i;
  }

  /** A card in the hand of `seat`, by id or by a case-insensitive city card name. */
  handCard(state: FrState, seat: number, field: string, value: unknown = this.c[field]): string {
    if (typeof value !== 'string') {
      this.fail('missing', { en: `name a card in "${field}"`, de: `nenne eine Karte in „${field}“` }, field);
      return '';
    }
    const id = parseCityCard(value) ?? value;
    if (!(state.hands[seat] as readonly string[]).includes(id)) {
      this.fail('card-not-in-hand', { en: `${state.seats[seat]} holds no card "${value}"`, de: `${state.seats[seat]} hält keine Karte „${value}“` }, field);
      return '';
    }
    return id;
  }

  cityCardIn(state: FrState, seat: number, field: string, value: unknown = this.c[field]): CityCardInfo | undefined {
    const id = this.handCard(state, seat, field, value);
    if (id === '') return undefined;
    const info = cityCard(id);
    if (info === undefined) this.fail('not-a-city-card', { en: `${id} is not a city card`, de: `${id} ist keine Stadtkarte` }, field);
    return info;
  }

  int(field: string, min: number, max: number, fallback: number): number {
    const value = this.c[field];
    if (value === undefined) return Math.min(Math.max(fallback, min), max);
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.fail('not-a-number', { en: `"${field}" must be a whole number`, de: `„${field}“ muss eine ganze Zahl sein` }, field);
      return min;
    }
    if (value < min || value > max) this.fail('out-of-range', { en: `"${field}" must be between ${min} and ${max}, not ${value}`, de: `„${field}“ muss zwischen ${min} und ${max} liegen, nicht ${value}` }, field);
    return value;
  }

  list(field: string, required = true): readonly unknown[] {
    const value = this.c[field];
    if (Array.isArray(value)) return value;
    if (value !== undefined || required) this.fail('not-a-list', { en: `"${field}" must be a list`, de: `„${field}“ muss eine Liste sein` }, field);
    return [];
  }

  event(field: string): string {
    const value = this.c[field];
    if (typeof value !== 'string' || !isEvent(value)) {
      this.fail('not-an-event', { en: `"${String(value)}" is not an event card`, de: `„${String(value)}“ ist keine Ereigniskarte` }, field);
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
