import { readFileSync } from 'node:fs';
import { InputError } from '../../../kernel/problems.js';
import { parseJsonText, parseWith } from '../../../kernel/validation.js';
import type { PhoenixRules } from '../rules.js';
import { parseWorld } from '../world/load.js';
import type { World } from '../world/schema.js';
import { collector, type Booking } from './ledger.js';
import { bookRace, checkRace } from './race.js';
import { bookRolePlay, checkRolePlay } from './role-play.js';
import { bookCoups, checkCoups } from './coups.js';
import { bookTradeCards, checkTradeCards } from './trade-cards.js';
import { bookingsSchema, type Bookings } from './schema.js';

export interface BookedMeeting {
  readonly world: World;
  readonly bookings: readonly Booking[];
}

/**
 * Books a meeting's race and role-play GP into a world: everything is checked first, and a single
 * problem leaves the world as it was (an InputError naming each problem by JSON path). The caller's
 * world is not changed. A death at the meeting counts as in the month last evaluated (P-184).
 */
export function bookMeeting(world: World, input: unknown, rules: PhoenixRules, source?: string): BookedMeeting {
  const bookings = parseWith(bookingsSchema, input, source) as Bookings;
  const { problems, report } = collector();
  if (bookings.race !== undefined) checkRace(world, bookings.race.entrants, rules, report);
  if (bookings.rolePlay !== undefined) checkRolePlay(world, bookings.rolePlay.groups, rules, report);
  if (bookings.coups !== undefined) checkCoups(world, bookings.coups, report);
  if (bookings.tradeCards !== undefined) checkTradeCards(world, bookings.tradeCards, report);
  if (bookings.race !== undefined && bookings.rolePlay !== undefined) {
    const raced = new Set(bookings.race.entrants.filter((e) => e.died === true).map((e) => e.figure));
    bookings.rolePlay.groups.forEach((g, i) => g.members.forEach((m, j) => {
      if (raced.has(m.figure)) report(`rolePlay.groups[${i}].members[${j}].figure`, 'died-in-race', `${m.figure} died in the chariot race`);
    }));
  }
  if (problems.length > 0) throw new InputError(problems, source);
  const next = structuredClone(world);
  const lockFrom = next.calendar.turn - 1 + rules.tables.characterRules.identityLockMonths;
  const booked = [
    ...(bookings.race === undefined ? [] : bookRace(next, bookings.race.entrants, rules, lockFrom)),
    ...(bookings.rolePlay === undefined ? [] : bookRolePlay(next, bookings.rolePlay.groups, lockFrom)),
    ...(bookings.coups === undefined ? [] : bookCoups(next, bookings.coups, rules)),
    ...(bookings.tradeCards === undefined ? [] : bookTradeCards(next, bookings.tradeCards)),
  ];
  parseWorld(next, source); // the booked world must load (never a half-valid file)
  return { world: next, bookings: booked };
}

export function loadBookingsFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new InputError([{ code: 'unreadable', message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` }], path);
  }
  return parseJsonText(text, path);
}
