import { CALENDAR } from '../data/month.js';
import type { Realm, World } from './schema.js';

/** The calendar's armament months as the loader and the month read them. */
export interface ArmamentCalendar {
  readonly monthsPerYear: number;
  readonly armamentMonths: readonly number[];
}

const isArmament = (turn: number, calendar: ArmamentCalendar) => calendar.armamentMonths.includes(((turn - 1) % calendar.monthsPerYear) + 1);

/**
 * A new realm's first and second armament months (R §2; P-270): the first armament month from its
 * founding on, and the one after it. "Am Ende der 2. Rüstrunde, also nach 4 Spielzügen" is the
 * second of them.
 */
export function startArmaments(founded: number, calendar: ArmamentCalendar = CALENDAR): readonly [number, number] {
  const found: number[] = [];
  for (let turn = founded; found.length < 2; turn++) if (isArmament(turn, calendar)) found.push(turn);
  return [found[0] as number, found[1] as number];
}

export function isArmamentTurn(turn: number, calendar: ArmamentCalendar = CALENDAR): boolean {
  return isArmament(turn, calendar);
}

/** Whether a realm is an invader in the sense of R §6.5: every kind but the original realms (pirates and undead are invaders with special rules). */
export const isInvader = (realm: Pick<Realm, 'kind'>) => realm.kind !== 'original';

/**
 * An invader still under the invaders' character rule (R §6.5; P-272): until it has built a
 * capital or holds six strongholds, its leader and five commanders need no stronghold.
 */
export function invaderWithoutBase(world: Pick<World, 'strongholds'>, realm: Pick<Realm, 'id' | 'kind' | 'capital'>): boolean {
  if (!isInvader(realm) || realm.capital !== undefined) return false;
  return world.strongholds.filter((s) => s.owner === realm.id && s.building !== true).length < 6;
}
