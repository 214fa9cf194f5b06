import { CITIES } from '../data/cities.js';
import { TRIBE_COUNT } from '../data/tribes.js';
import { cubesAt, type FrState } from '../state.js';
import { cityName, type Args, type Ctx } from './args.js';
import type { Emitter } from './emitter.js';
import { ALREADY_THERE, notAllied, notAPort, tooFewBarbarians, tooFewLegions } from './said.js';
import { cardName, tribeName } from './words.js';

/** Legions and (for the Regina Foederata) barbarians that go along with a pawn. */
export interface Escort {
  readonly legions: number;
  readonly cubes: readonly number[];
}

export const NOBODY: readonly number[] = [0, 0, 0, 0, 0];

/** Reads and checks who travels with `seat` from `from` to `to` (at most 3; FR-12 for barbarians). */
export function readEscort(s: FrState, seat: number, a: Args, from: number, to: number, legionField = 'legions'): Escort {
  const legions = a.int(legionField, 0, 3, 0);
  if (legions > (s.legions[from] as number)) a.fail('too-few-legions', tooFewLegions(s.legions[from] as number, from), legionField);
  return { legions, cubes: readBarbarians(s, seat, a, from, to, a.c.barbarians, 'barbarians', legions) };
}

/** The barbarians the Regina Foederata takes from `from` to `to` (FR-12), given as `value` at `where`; with the `legions` at most 3. */
export function readBarbarians(s: FrState, seat: number, a: Args, from: number, to: number, value: unknown, where: string, legions: number): readonly number[] {
  if (value === undefined) return NOBODY;
  if (s.roles[seat] !== 'regina-foederata') {
    a.fail('not-regina', { en: 'only the Regina Foederata takes barbarians along', de: 'nur die Regina Foederata nimmt Barbaren mit', nl: 'alleen de Regina Foederata neemt barbaren mee', fr: 'seule la Regina Foederata emmène des barbares' }, where);
    return NOBODY;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    a.fail('bad-escort', {
      en: `"${where}" must map tribes to numbers, e.g. {"huns": 2}`,
      de: `„${where}“ muss Stämmen Zahlen zuordnen (z. B. {"huns": 2})`,
      nl: `"${where}" moet stammen aan aantallen koppelen (bijv. {"huns": 2})`,
      fr: `« ${where} » doit associer un nombre à chaque tribu (p. ex. {"huns": 2})`,
    }, where);
    return NOBODY;
  }
  const cubes = [0, 0, 0, 0, 0];
  let total = legions;
  for (const [name, count] of Object.entries(value as Record<string, unknown>)) {
    const tribe = a.tribe(where, name);
    if (tribe < 0) continue;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
      a.fail('not-a-number', { en: `${where}.${name} must be a whole number ≥ 0`, de: `„${where}.${name}“ muss eine ganze Zahl ≥ 0 sein`, nl: `"${where}.${name}" moet een geheel getal ≥ 0 zijn`, fr: `« ${where}.${name} » doit être un nombre entier ≥ 0` }, `${where}.${name}`);
      continue;
    }
    if (s.rules.reginaMoves === 'allied' && !s.allied[tribe] && count > 0) a.fail('not-allied', notAllied(tribe), `${where}.${name}`);
    if (count > cubesAt(s, from, tribe)) a.fail('too-few-barbarians', tooFewBarbarians(cubesAt(s, from, tribe), tribe, from), `${where}.${name}`);
    if (to >= 0 && cubesAt(s, to, tribe) + count > 3) {
      a.fail('too-many-barbarians', {
        en: `${cityName(to)} would hold more than 3 ${tribeName(tribe, 'en')}`,
        de: `in ${cityName(to)} stünden dann mehr als 3 ${tribeName(tribe, 'de')}`,
        nl: `in ${cityName(to)} zouden dan meer dan 3 ${tribeName(tribe, 'nl')} staan`,
        fr: `${cityName(to)} compterait alors plus de 3 ${tribeName(tribe, 'fr')}`,
      }, `${where}.${name}`);
    }
    cubes[tribe] = count;
    total += count;
  }
  if (total > 3) a.fail('escort-too-large', {
      en: `the Regina Foederata takes at most 3 legions and barbarians along, not ${total}`,
      de: `die Regina Foederata nimmt höchstens 3 Legionen und Barbaren mit, nicht ${total}`,
      nl: `de Regina Foederata neemt hoogstens 3 legioenen en barbaren mee, niet ${total}`,
      fr: `la Regina Foederata emmène au plus 3 légions et barbares, pas ${total}`,
    }, where);
  return cubes;
}

export function moveWith(em: Emitter, seat: number, to: number, escort: Escort): void {
  const from = em.now.pawns[seat] as number;
  em.emit({ t: 'pawn', seat, city: to });
  if (escort.legions > 0) {
    em.emit({ t: 'legions', city: from, n: -escort.legions });
    em.emit({ t: 'legions', city: to, n: escort.legions });
  }
  for (let tribe = 0; tribe < TRIBE_COUNT; tribe++) {
    const n = escort.cubes[tribe] as number;
    if (n === 0) continue;
    em.emit({ t: 'cubes', city: from, tribe, n: -n });
    em.emit({ t: 'cubes', city: to, tribe, n });
  }
}

export function march(x: Ctx): void {
  const { s, seat, a } = x;
  const from = s.pawns[seat] as number;
  const to = a.city('to');
  if (to >= 0 && !(CITIES[from] as { neighbours: readonly number[] }).neighbours.includes(to)) {
    a.fail('not-adjacent', { en: `${cityName(to)} is not next to ${cityName(from)}`, de: `${cityName(to)} grenzt nicht an ${cityName(from)}`, nl: `${cityName(to)} grenst niet aan ${cityName(from)}`, fr: `${cityName(to)} n’est pas voisine de ${cityName(from)}` }, 'to');
  }
  const escort = readEscort(s, seat, a, from, to);
  if (a.ok && x.em) moveWith(x.em, seat, to, escort);
}

/** Sail port to port, discarding a card of a colour of the destination (FR-13); the Praefectus Classis needs none. */
export function sail(x: Ctx): void {
  const { s, seat, a } = x;
  const from = s.pawns[seat] as number;
  const to = a.city('to');
  if (!(CITIES[from] as { port: boolean }).port) a.fail('not-a-port', notAPort(from));
  if (to >= 0 && !(CITIES[to] as { port: boolean }).port) a.fail('not-a-port', notAPort(to), 'to');
  if (to === from) a.fail('same-city', ALREADY_THERE, 'to');
  const classis = s.roles[seat] === 'praefectus-classis';
  let card = '';
  if (!classis || a.has('card')) {
    const info = a.cityCardIn(s, seat, 'card');
    if (info !== undefined && to >= 0 && !(CITIES[to] as { tribes: readonly number[] }).tribes.includes(info.tribe)) {
      a.fail('wrong-colour', {
        en: `${cardName(info.id, 'en')} is not of a colour of ${cityName(to)}`,
        de: `${cardName(info.id, 'de')} hat keine der Farben von ${cityName(to)}`,
        nl: `${cardName(info.id, 'nl')} heeft geen van de kleuren van ${cityName(to)}`,
        fr: `${cardName(info.id, 'fr')} n’a aucune des couleurs de ${cityName(to)}`,
      }, 'card');
    }
    card = info?.id ?? '';
  }
  const escort = readEscort(s, seat, a, from, to);
  if (!a.ok || !x.em) return;
  if (card !== '') x.em.emit({ t: 'discard', seat, card });
  moveWith(x.em, seat, to, escort);
}

/** Praefectus Fabrum: discard any city card to move from a fort city anywhere or to a fort city. */
export function transfer(x: Ctx): void {
  const { s, seat, a } = x;
  if (s.roles[seat] !== 'praefectus-fabrum') a.fail('wrong-role', { en: 'only the Praefectus Fabrum may do this', de: 'nur der Praefectus Fabrum darf das', nl: 'alleen de Praefectus Fabrum mag dit doen', fr: 'seul le Praefectus Fabrum peut faire cela' });
  const from = s.pawns[seat] as number;
  const to = a.city('to');
  if (to >= 0 && !s.forts[from] && !s.forts[to]) a.fail('no-fort', { en: 'either where you stand or where you go must hold a fort', de: 'deine Stadt oder dein Ziel muss ein Fort haben', nl: 'jouw stad of je bestemming moet een fort hebben', fr: 'ta ville ou ta destination doit avoir un fort' }, 'to');
  if (to === from) a.fail('same-city', ALREADY_THERE, 'to');
  const card = a.cityCardIn(s, seat, 'card');
  const escort = readEscort(s, seat, a, from, to);
  if (!a.ok || !x.em || card === undefined) return;
  x.em.emit({ t: 'discard', seat, card: card.id });
  moveWith(x.em, seat, to, escort);
}
