import { CITIES } from '../data/cities.js';
import type { FaceKind } from '../data/options.js';
import type { Role } from '../data/roles.js';
import { TRIBE_COUNT } from '../data/tribes.js';
import { cubesAt, cubesIn, type FrState } from '../state.js';
import { cityName, counted, type Args, type Ctx } from './args.js';
import type { Emitter } from './emitter.js';
import { tooFewBarbarians } from './said.js';
import { countedFr } from './words.js';

interface Tally {
  remove: number;
  lose: number;
  gain: number;
}

/** The die special of each role (data.md "Roles"). */
function special(role: Role, s: FrState, city: number, t: Tally): void {
  switch (role) {
    case 'consul':
      t.gain += 1;
      return;
    case 'magister-militum':
      t.remove += 2;
      return;
    case 'mercator':
      t.remove += 1;
      t.lose += 1;
      return;
    case 'praefectus-classis':
      if (CITIES[city]?.port) t.remove += 1;
      return;
    case 'praefectus-fabrum':
      if (s.forts[city]) t.remove += 2;
      return;
    case 'regina-foederata':
      t.remove += 1;
      t.gain += 1;
      return;
    case 'vestalis':
      t.lose += 1;
      return;
  }
}

export function tally(s: FrState, seat: number, city: number, dice: readonly number[], ignoreLosses: boolean): Tally {
  const t: Tally = { remove: 0, lose: 0, gain: 0 };
  for (const value of dice) {
    const face = s.rules.dieFaces[value - 1] as FaceKind;
    if (face === 'special') special(s.roles[seat] as Role, s, city, t);
    else {
      if (face !== 'lose-1') t.remove += face === 'remove-2-lose-1' ? 2 : 1;
      if (face !== 'remove-1') t.lose += 1;
    }
  }
  if (s.roles[seat] === 'magister-militum') t.lose = Math.max(0, t.lose - 1);
  if (ignoreLosses) t.lose = 0;
  return t;
}

/** Checks a battle where `seat` stands (or will stand, `city`): barbarians present, a legion, dice and set dice. */
export function readBattle(s: FrState, seat: number, a: Args, city: number, legions: number): { dice: number; set: readonly number[] | undefined } {
  if (cubesIn(s, city) === 0) a.fail('no-barbarians', { en: `no barbarians stand in ${cityName(city)}`, de: `in ${cityName(city)} stehen keine Barbaren`, nl: `in ${cityName(city)} staan geen barbaren`, fr: `il n’y a pas de barbares à ${cityName(city)}` });
  if (legions === 0) a.fail('no-legions', {
      en: `no legions stand in ${cityName(city)} to battle with`,
      de: `in ${cityName(city)} stehen keine Legionen für eine Schlacht`,
      nl: `in ${cityName(city)} staan geen legioenen om mee te vechten`,
      fr: `il n’y a pas de légions à ${cityName(city)} pour combattre`,
    });
  const most = Math.max(1, Math.min(s.rules.maxDice, legions));
  const dice = a.int('dice', 1, most, most);
  const value = a.c.set;
  if (value === undefined) return { dice, set: undefined };
  if (s.flags.setDice === 'none') a.fail('dice-not-set', { en: 'only Alea iacta est lets you set the dice', de: 'nur Alea iacta est lässt dich die Würfel festlegen', nl: 'alleen Alea iacta est laat je de dobbelstenen kiezen', fr: 'seul Alea iacta est te permet de choisir les dés' }, 'set');
  if (!Array.isArray(value) || value.length !== dice || !value.every((v) => Number.isInteger(v) && v >= 1 && v <= 6)) {
    a.fail('bad-set-dice', {
      en: `"set" must list ${counted(dice, 'die value', 'die values')} from 1 to 6`,
      de: `„set“ muss ${counted(dice, 'Würfelwert', 'Würfelwerte')} von 1 bis 6 auflisten`,
      nl: `"set" moet ${counted(dice, 'dobbelsteenwaarde', 'dobbelsteenwaarden')} van 1 tot 6 opsommen`,
      fr: `« set » doit donner ${countedFr(dice, 'valeur de dé', 'valeurs de dé')} de 1 à 6`,
    }, 'set');
    return { dice, set: undefined };
  }
  return { dice, set: value as number[] };
}

/** Rolls (or sets) the dice and applies losses, gains and removals; mixed colours wait for a choice. */
export function fight(em: Emitter, seat: number, dice: number, set: readonly number[] | undefined, ignoreLosses: boolean): void {
  const s = em.s;
  const city = s.pawns[seat] as number;
  const values = set ?? Array.from({ length: dice }, () => em.dice.roll('W6', 'battle', s.seats[seat]));
  const t = tally(s, seat, city, values, ignoreLosses);
  const present = cubesIn(s, city);
  const remove = Math.min(t.remove, present);
  const lose = Math.min(t.lose, s.legions[city] as number);
  em.emit({ t: 'battle', seat, city, dice: values, set: set !== undefined, remove, lose, gain: t.gain });
  if (set !== undefined && s.flags.setDice === 'once') em.emit({ t: 'flags', flags: { ...s.flags, setDice: 'none' } });
  if (lose > 0) em.emit({ t: 'legions', city, n: -lose });
  const gain = Math.min(t.gain, em.now.legionSupply);
  if (gain > 0) em.emit({ t: 'legions', city, n: gain });
  if (remove === 0) return;
  let colours = 0;
  for (let tribe = 0; tribe < TRIBE_COUNT; tribe++) if (cubesAt(s, city, tribe) > 0) colours += 1;
  if (remove < present && colours > 1) {
    em.emit({ t: 'pending', pending: { kind: 'remove', seat, city, count: remove } });
    return;
  }
  for (let tribe = 0, left = remove; tribe < TRIBE_COUNT && left > 0; tribe++) {
    const n = Math.min(left, cubesAt(s, city, tribe));
    if (n > 0) em.emit({ t: 'cubes', city, tribe, n: -n });
    left -= n;
  }
}

export function battle(x: Ctx): void {
  const { s, seat, a } = x;
  const city = s.pawns[seat] as number;
  const { dice, set } = readBattle(s, seat, a, city, s.legions[city] as number);
  if (a.ok && x.em) fight(x.em, seat, dice, set, false);
}

/** The answer to a battle's mixed removals: exactly the count, by tribe. */
export function chooseRemovals(x: Ctx): void {
  const { s, a } = x;
  const pending = s.pending;
  if (pending?.kind !== 'remove') return;
  const tribes = a.list('tribes');
  if (tribes.length !== pending.count) a.fail('wrong-count', {
      en: `remove exactly ${counted(pending.count, 'barbarian', 'barbarians')}`,
      de: `entferne genau ${pending.count} Barbaren`,
      nl: `verwijder precies ${counted(pending.count, 'barbaar', 'barbaren')}`,
      fr: `retire exactement ${countedFr(pending.count, 'barbare', 'barbares')}`,
    }, 'tribes');
  const wanted = [0, 0, 0, 0, 0];
  tribes.forEach((value, i) => {
    const tribe = a.tribe(`tribes[${i}]`, value);
    if (tribe >= 0) wanted[tribe] = (wanted[tribe] as number) + 1;
  });
  wanted.forEach((n, tribe) => {
    if (n > cubesAt(s, pending.city, tribe)) a.fail('too-few-barbarians', tooFewBarbarians(cubesAt(s, pending.city, tribe), tribe, pending.city), 'tribes');
  });
  if (!a.ok || !x.em) return;
  x.em.emit({ t: 'pending', pending: null });
  wanted.forEach((n, tribe) => {
    if (n > 0) x.em?.emit({ t: 'cubes', city: pending.city, tribe, n: -n });
  });
}
