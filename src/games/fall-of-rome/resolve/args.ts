import type { Problem } from '../../../kernel/problems.js';
import { CITY_NAMES, cityIndex } from '../data/cities.js';
import { cityCard, isEvent, parseCityCard, type CityCardInfo } from '../data/cards.js';
import { TRIBE_INFO, tribeIndex } from '../data/tribes.js';
import type { FrState } from '../state.js';
import type { Emitter } from './emitter.js';

/** Reads a command's fields into indices, collecting a problem for each one that does not fit. */
export class Args {
  readonly problems: Problem[] = [];

  constructor(readonly c: Readonly<Record<string, unknown>>) {}

  fail(code: string, message: string, where?: string): void {
    this.problems.push(where === undefined ? { code, message } : { code, message, where });
  }

  get ok(): boolean {
    return this.problems.length === 0;
  }

  has(field: string): boolean {
    return this.c[field] !== undefined;
  }

  city(field: string, value: unknown = this.c[field]): number {
    if (typeof value !== 'string') {
      this.fail('missing', `name a city in "${field}"`, field);
      return -1;
    }
    const i = cityIndex(value);
    if (i < 0) this.fail('unknown-city', `there is no city "${value}"`, field);
    return i;
  }

  tribe(field: string, value: unknown = this.c[field]): number {
    const i = typeof value === 'string' ? tribeIndex(value) : -1;
    if (i < 0) this.fail('unknown-tribe', `"${String(value)}" is not a tribe (${TRIBE_INFO.map((t) => t.id).join(', ')})`, field);
    return i;
  }

  seat(state: FrState, field: string, value: unknown = this.c[field]): number {
    const i = typeof value === 'string' ? state.seats.indexOf(value) : -1;
    if (i < 0) this.fail('unknown-seat', `"${String(value)}" is not a seat of this game (${state.seats.join(', ')})`, field);
    return i;
  }

  /** A card in the hand of `seat`, by id or by a case-insensitive city card name. */
  handCard(state: FrState, seat: number, field: string, value: unknown = this.c[field]): string {
    if (typeof value !== 'string') {
      this.fail('missing', `name a card in "${field}"`, field);
      return '';
    }
    const id = parseCityCard(value) ?? value;
    if (!(state.hands[seat] as readonly string[]).includes(id)) {
      this.fail('card-not-in-hand', `${state.seats[seat]} holds no card "${value}"`, field);
      return '';
    }
    return id;
  }

  cityCardIn(state: FrState, seat: number, field: string, value: unknown = this.c[field]): CityCardInfo | undefined {
    const id = this.handCard(state, seat, field, value);
    if (id === '') return undefined;
    const info = cityCard(id);
    if (info === undefined) this.fail('not-a-city-card', `${id} is not a city card`, field);
    return info;
  }

  int(field: string, min: number, max: number, fallback: number): number {
    const value = this.c[field];
    if (value === undefined) return Math.min(Math.max(fallback, min), max);
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.fail('not-a-number', `"${field}" must be a whole number`, field);
      return min;
    }
    if (value < min || value > max) this.fail('out-of-range', `"${field}" must be between ${min} and ${max}, not ${value}`, field);
    return value;
  }

  list(field: string, required = true): readonly unknown[] {
    const value = this.c[field];
    if (Array.isArray(value)) return value;
    if (value !== undefined || required) this.fail('not-a-list', `"${field}" must be a list`, field);
    return [];
  }

  event(field: string): string {
    const value = this.c[field];
    if (typeof value !== 'string' || !isEvent(value)) {
      this.fail('not-an-event', `"${String(value)}" is not an event card`, field);
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
