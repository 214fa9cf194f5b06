import { num } from '../reports/text.js';
import type { PhoenixRules } from '../rules.js';
import type { World } from '../world/schema.js';
import { addGp, figureOf, removeFigure, toTenths, type Booking, type Report } from './ledger.js';
import type { RaceEntrant } from './schema.js';

/**
 * The chariot race (R §8, errata 23): each realm with a driver pays the entry fee; every surviving
 * driver gets 0.5 GP for the semi-final and 0.5 GP more for the final; the first three get their
 * prize per GP (warlords 1,000 / 500 / 250 GS, wizards 2,000 / 1,000 / 500 GS) and the winner all
 * entry fees besides. Prizes count the driver's board GP before the race's GP (P-184).
 */
export function checkRace(world: World, entrants: readonly RaceEntrant[], rules: PhoenixRules, report: Report): void {
  const table = rules.tables.chariotRace;
  const realms = new Map<string, number>();
  const places = new Map<number, number>();
  entrants.forEach((entrant, i) => {
    const where = `race.entrants[${i}]`;
    const figure = figureOf(world, entrant.figure);
    if (figure === undefined) return report(`${where}.figure`, 'unknown-figure', `no character or wizard has the id "${entrant.figure}"`);
    if (figure.prisonerOf !== undefined) report(`${where}.figure`, 'prisoner', `${figure.name} is a prisoner of ${figure.prisonerOf} and cannot drive`);
    const first = realms.get(figure.realm);
    if (first !== undefined) report(`${where}.figure`, 'second-driver', `${figure.realm} already has a driver (race.entrants[${first}]): one driver a realm (R §8)`);
    else realms.set(figure.realm, i);
    if (entrant.place !== undefined) {
      if (entrant.reached !== 'final') report(`${where}.place`, 'place-without-final', 'only a driver who reached the final is placed (R §8)');
      if (entrant.died === true) report(`${where}.place`, 'dead-placed', 'a driver who died is not placed');
      const other = places.get(entrant.place);
      if (other !== undefined) report(`${where}.place`, 'place-twice', `place ${entrant.place} is given to race.entrants[${other}] already`);
      else places.set(entrant.place, i);
    }
  });
  for (const [realm, i] of realms) {
    const treasury = world.realms.find((r) => r.id === realm)?.treasury ?? 0;
    if (treasury < table.entryFee) report(`race.entrants[${i}]`, 'fee-unpaid', `${realm} holds ${treasury} GS and cannot pay the entry fee of ${table.entryFee} GS (R §8)`);
  }
}

export function bookRace(world: World, entrants: readonly RaceEntrant[], rules: PhoenixRules, deathLockFrom: number): Booking[] {
  const table = rules.tables.chariotRace;
  const bookings: Booking[] = [];
  const treasury = (realm: string, delta: number) => {
    const r = world.realms.find((x) => x.id === realm);
    if (r !== undefined) r.treasury += delta;
  };
  const fees = entrants.length * table.entryFee;
  for (const entrant of entrants) {
    const figure = figureOf(world, entrant.figure)!;
    treasury(figure.realm, -table.entryFee);
    bookings.push({ code: 'raceFee', rule: 'R §8', realm: figure.realm, data: { figure: figure.id, fee: table.entryFee }, de: `Startgebühr Wagenrennen für ${figure.name}: −${num(table.entryFee, 'de')} GS`, en: `Chariot race entry fee for ${figure.name}: −${num(table.entryFee, 'en')} GS` });
  }
  // Prizes by the GP the drivers brought to the race (P-184).
  for (const entrant of [...entrants].filter((e) => e.place !== undefined).sort((a, b) => (a.place ?? 0) - (b.place ?? 0))) {
    const figure = figureOf(world, entrant.figure)!;
    const place = entrant.place as 1 | 2 | 3;
    const wizard = !('rank' in figure);
    const perGp = (wizard ? table.prizePerGpWizard : table.prizePerGpWarlord)[place - 1] ?? 0;
    const boardGp = Math.floor(figure.gp + 1e-9);
    const prize = boardGp * perGp + (place === 1 ? fees : 0);
    treasury(figure.realm, prize);
    bookings.push({
      code: 'racePrize',
      rule: 'R §8',
      realm: figure.realm,
      data: { figure: figure.id, place, gp: boardGp, perGp, fees: place === 1 ? fees : 0, prize },
      de: `${place}. Platz im Wagenrennen: ${figure.name} (${boardGp} GP × ${num(perGp, 'de')} GS${place === 1 ? ` + ${entrants.length} × ${num(table.entryFee, 'de')} GS Startgebühren` : ''}) = ${num(prize, 'de')} GS`,
      en: `Place ${place} in the chariot race: ${figure.name} (${boardGp} GP × ${num(perGp, 'en')} GS${place === 1 ? ` + ${entrants.length} × ${num(table.entryFee, 'en')} GS entry fees` : ''}) = ${num(prize, 'en')} GS`,
    });
  }
  for (const entrant of entrants) {
    const figure = figureOf(world, entrant.figure)!;
    if (entrant.died === true) {
      removeFigure(world, figure, deathLockFrom);
      bookings.push({ code: 'raceDeath', rule: 'R §8, §1.9', realm: figure.realm, data: { figure: figure.id, lockFrom: deathLockFrom }, de: `${figure.name} ist im Wagenrennen gestorben; eine neue Identität ab Monat ${deathLockFrom}`, en: `${figure.name} died in the chariot race; a new identity from month ${deathLockFrom}` });
      continue;
    }
    const tenths = (entrant.reached === 'heat' ? 0 : toTenths(table.semifinalGp)) + (entrant.reached === 'final' ? toTenths(table.finalGp) : 0);
    if (tenths === 0) continue;
    addGp(figure, tenths);
    const gp = num(tenths / 10, 'de', 1);
    bookings.push({ code: 'raceGp', rule: 'R §8', realm: figure.realm, data: { figure: figure.id, gp: tenths / 10, reached: entrant.reached }, de: `${figure.name}: +${gp} GP für ${entrant.reached === 'final' ? 'Halbfinale und Finale' : 'das Halbfinale'}`, en: `${figure.name}: +${num(tenths / 10, 'en', 1)} GP for ${entrant.reached === 'final' ? 'semi-final and final' : 'the semi-final'}` });
  }
  return bookings;
}
