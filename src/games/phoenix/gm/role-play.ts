import { num } from '../reports/text.js';
import type { PhoenixRules } from '../rules.js';
import type { World } from '../world/schema.js';
import { addGp, figureOf, removeFigure, toTenths, type Booking, type Report } from './ledger.js';
import type { Bookings } from './schema.js';

type Groups = NonNullable<Bookings['rolePlay']>['groups'];

/**
 * GP for role play (R §7.1.1): at most 2 GP a player and meeting, a group at most its surviving
 * players × 1.3 and at least half of that, in tenths; a player who died gets none (P-185).
 */
export function checkRolePlay(world: World, groups: Groups, rules: PhoenixRules, report: Report): void {
  const table = rules.tables.rolePlayGp;
  const perPlayer = new Map<string, number>();
  const maxPlayer = toTenths(table.maxPerPlayerAndMeeting);
  groups.forEach((group, g) => {
    const seen = new Set<string>();
    let total = 0;
    let survivors = 0;
    group.members.forEach((member, m) => {
      const where = `rolePlay.groups[${g}].members[${m}]`;
      const figure = figureOf(world, member.figure);
      if (figure === undefined) return report(`${where}.figure`, 'unknown-figure', `no character or wizard has the id "${member.figure}"`);
      if (seen.has(member.figure)) report(`${where}.figure`, 'member-twice', `${member.figure} is in this group twice`);
      seen.add(member.figure);
      const gp = toTenths(member.gp);
      if (member.died === true) {
        if (gp > 0) report(`${where}.gp`, 'dead-awarded', 'a player whose character died gets no GP; only survivors count (R §7.1.1)');
        return;
      }
      survivors++;
      total += gp;
      const sum = (perPlayer.get(member.figure) ?? 0) + gp;
      perPlayer.set(member.figure, sum);
      if (sum > maxPlayer) report(`${where}.gp`, 'player-max', `${figure.name} would get ${sum / 10} GP at this meeting; at most ${table.maxPerPlayerAndMeeting} GP a player and meeting (R §7.1.1)`);
    });
    const max = Math.round(survivors * table.groupFactor * 10);
    const min = Math.ceil(Math.round(max * table.minShareOfGroupMax * 1000) / 1000);
    const where = `rolePlay.groups[${g}]`;
    if (total > max) report(where, 'group-max', `the group awards ${total / 10} GP; ${survivors} surviving players × ${table.groupFactor} allow at most ${max / 10} GP (R §7.1.1)`);
    else if (total < min) report(where, 'group-min', `the group awards ${total / 10} GP; at least ${Math.round(table.minShareOfGroupMax * 100)} % of ${max / 10} GP, ${min / 10} GP, must be given (R §7.1.1; P-185)`);
  });
}

export function bookRolePlay(world: World, groups: Groups, deathLockFrom: number): Booking[] {
  const bookings: Booking[] = [];
  for (const group of groups) {
    for (const member of group.members) {
      const figure = figureOf(world, member.figure)!;
      if (member.died === true) {
        removeFigure(world, figure, deathLockFrom);
        bookings.push({ code: 'rolePlayDeath', rule: 'R §7.1.1, §1.9', realm: figure.realm, data: { figure: figure.id, group: group.name, lockFrom: deathLockFrom }, de: `${figure.name} ist im Rollenspiel (${group.name}) gestorben; eine neue Identität ab Monat ${deathLockFrom}`, en: `${figure.name} died in role play (${group.name}); a new identity from month ${deathLockFrom}` });
        continue;
      }
      const tenths = toTenths(member.gp);
      if (tenths === 0) continue;
      addGp(figure, tenths);
      bookings.push({ code: 'rolePlayGp', rule: 'R §7.1.1', realm: figure.realm, data: { figure: figure.id, group: group.name, gp: tenths / 10 }, de: `${figure.name}: +${num(tenths / 10, 'de', 1)} GP im Rollenspiel (${group.name})`, en: `${figure.name}: +${num(tenths / 10, 'en', 1)} GP in role play (${group.name})` });
    }
  }
  return bookings;
}
