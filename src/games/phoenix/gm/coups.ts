import { TERRAIN_GROUP } from '../data/terrain.js';
import type { PhoenixRules } from '../rules.js';
import type { Realm, World } from '../world/schema.js';
import { figureOf, type Booking, type Report } from './ledger.js';
import type { Bookings } from './schema.js';

type Coup = NonNullable<Bookings['coups']>[number];

const NOBLES = ['castleLord', 'townLord', 'fortressLord'];

/**
 * A fief is never a capital (every finished HST or FHS is its realm's capital, R §1.5.8), so a realm a
 * coup founds starts without one, as an invader does; the one capital of merged rebels (R §6.2) is the
 * world's rule of one capital a realm when it builds one (P-233).
 */
/** The realm a coup ends in: the one it joins, or the one it founds (several rebels may found one together). */
const targetOf = (coup: Coup): string => coup.joins ?? (coup.found?.id as string);

/**
 * Coups (R §6.2; P-233): only a noble (Burgherr, Stadthalter, Festungsherr) or a wizard with a fief
 * the game masters know, holding a stronghold of its own; the fief is land of its realm, never its
 * capital; the troops under it are the realm's armies, a fleet with those aboard it.
 */
export function checkCoups(world: World, coups: readonly Coup[], report: Report): void {
  const fiefs = new Map<string, number>();
  const numbers = new Map<string, string>();
  coups.forEach((coup, i) => {
    const where = `coups[${i}]`;
    const rebel = figureOf(world, coup.rebel);
    if (rebel === undefined) return report(`${where}.rebel`, 'unknown-figure', `no character or wizard has the id "${coup.rebel}"`);
    if ('rank' in rebel && !NOBLES.includes(rebel.rank)) report(`${where}.rebel`, 'not-noble', `${rebel.name} is no Burgherr, Stadthalter or Festungsherr: only nobles (and wizards) can lead a coup (R §6.2)`);
    if (!('rank' in rebel) && rebel.rulerBonus !== undefined) report(`${where}.rebel`, 'ruler', `${rebel.name} is its realm's ruler (R §6.2)`);
    if (rebel.prisonerOf !== undefined) report(`${where}.rebel`, 'prisoner', `${rebel.name} is a prisoner of ${rebel.prisonerOf}`);
    const former = world.realms.find((r) => r.id === rebel.realm) as Realm;
    if ((coup.joins === undefined) === (coup.found === undefined)) report(where, 'joins-or-found', 'a coup either joins a realm ("joins") or founds one ("found") (R §6.2)');
    if (coup.joins !== undefined && (coup.joins === former.id || !world.realms.some((r) => r.id === coup.joins))) report(`${where}.joins`, 'unknown-realm', `"${coup.joins}" is no other realm of the world`);
    if (coup.found !== undefined && world.realms.some((r) => r.id === coup.found?.id)) report(`${where}.found.id`, 'realm-exists', `a realm "${coup.found.id}" exists already`);
    let stronghold = false;
    coup.fiefs.forEach((at, j) => {
      const hex = world.hexes.find((h) => h.at === at);
      if (hex?.owner !== former.id) return report(`${where}.fiefs[${j}]`, 'not-own-land', `${at} is no land of ${former.id}`);
      if (former.capital === at) report(`${where}.fiefs[${j}]`, 'capital', `${at} is the capital of ${former.id}, no fief (R §6.2; P-233)`);
      if (fiefs.has(at)) report(`${where}.fiefs[${j}]`, 'fief-twice', `${at} is a fief of coups[${fiefs.get(at)}] already`);
      fiefs.set(at, i);
      if (world.strongholds.some((s) => s.at === at && s.owner === former.id && s.building !== true)) stronghold = true;
    });
    if (!stronghold) report(`${where}.fiefs`, 'no-stronghold', 'only a fief with a stronghold of its own can rise (R §6.2: "ein … Lehen mit einem eigenen Rüstort")');
    const target = targetOf(coup);
    const listed = new Set(coup.armies ?? []);
    (coup.armies ?? []).forEach((number, j) => {
      const army = world.armies.find((a) => a.realm === former.id && a.number === number);
      if (army === undefined) return report(`${where}.armies[${j}]`, 'unknown-army', `${former.id} has no army ${number}`);
      if (army.aboard !== undefined && !listed.has(army.aboard)) report(`${where}.armies[${j}]`, 'fleet-stays', `army ${number} is aboard fleet ${army.aboard}, which the coup does not take`);
      if (army.kind === 'fleet') for (const passenger of world.armies.filter((a) => a.realm === former.id && a.aboard === number && !listed.has(a.number))) report(`${where}.armies[${j}]`, 'passenger-stays', `army ${passenger.number} aboard fleet ${number} would stay behind`);
      const key = `${target}#${number}`;
      if (world.armies.some((a) => a.realm === target && a.number === number) || numbers.has(key)) report(`${where}.armies[${j}]`, 'army-number-taken', `${target} would have two armies ${number}`);
      numbers.set(key, where);
    });
  });
}

/** The standard terrain of a new realm: that of its stronghold with the most BP (R §6.2). */
function standardTerrainOf(world: World, fiefs: readonly string[]): Realm['standardTerrain'] {
  const strongholds = world.strongholds.filter((s) => fiefs.includes(s.at)).sort((a, b) => b.bp - a.bp || (a.at < b.at ? -1 : 1));
  const terrain = world.hexes.find((h) => h.at === strongholds[0]?.at)?.terrain ?? 'lowland';
  return TERRAIN_GROUP[terrain] ?? 'lowland';
}

/** Books checked coups into the world (a copy the caller owns). */
export function bookCoups(world: World, coups: readonly Coup[], rules: PhoenixRules): Booking[] {
  const booked: Booking[] = [];
  const fortressLord = rules.tables.characterRanks.fortressLord.maxGp;
  const calendar = world.calendar;
  for (const coup of coups) {
    const rebel = figureOf(world, coup.rebel);
    if (rebel === undefined) continue;
    const former = rebel.realm;
    const target = targetOf(coup);
    if (coup.found !== undefined && !world.realms.some((r) => r.id === target)) {
      const all = coups.filter((c) => c.found?.id === target);
      // An invader as to its strongholds and size; standard terrain from its largest stronghold (R §6.2).
      const coupFrom = [...new Set(all.map((c) => figureOf(world, c.rebel)?.realm as string))].sort();
      world.realms.push({ id: target, name: coup.found.name, colour: coup.found.colour, kind: 'invader', standardTerrain: standardTerrainOf(world, all.flatMap((c) => c.fiefs)), treasury: 0, coupFrom });
      // It moves before its former realm this month; in months already drawn, last (P-233).
      const [now, ...ahead] = calendar.turnOrder;
      if (now !== undefined) {
        const formers = all.map((c) => figureOf(world, c.rebel)?.realm);
        const first = now.findIndex((r) => formers.includes(r));
        now.splice(first < 0 ? now.length : first, 0, target);
      }
      for (const order of ahead) order.push(target);
    }
    const formerRealm = world.realms.find((r) => r.id === former) as Realm;
    for (const hex of world.hexes) if (coup.fiefs.includes(hex.at)) hex.owner = target;
    for (const stronghold of world.strongholds) {
      if (!coup.fiefs.includes(stronghold.at) || stronghold.owner !== former) continue;
      stronghold.owner = target;
      // Special income waiting in the stronghold goes with it (P-233).
      const fund = formerRealm.specialFunds?.find((f) => f.at === stronghold.at);
      if (fund !== undefined) {
        formerRealm.specialFunds = formerRealm.specialFunds?.filter((f) => f !== fund);
        if (formerRealm.specialFunds?.length === 0) delete formerRealm.specialFunds;
        const realm = world.realms.find((r) => r.id === target) as Realm;
        (realm.specialFunds ??= []).push({ ...fund });
        realm.specialFunds.sort((a, b) => (a.at < b.at ? -1 : 1));
      }
    }
    const armies = coup.armies ?? [];
    for (const army of world.armies) if (army.realm === former && armies.includes(army.number)) army.realm = target;
    for (const figure of [...world.characters, ...world.wizards]) {
      if (figure === rebel || figure.army === undefined || !armies.includes(figure.army)) continue;
      // Prisoners go with the army that holds them; the former realm's other figures stay behind.
      if (figure.prisonerOf === former) figure.prisonerOf = target;
      else if (figure.realm === former && figure.prisonerOf === undefined) delete figure.army;
    }
    rebel.realm = target;
    if (rebel.army !== undefined && !armies.includes(rebel.army)) delete rebel.army;
    let rank = '';
    if ('rank' in rebel) {
      // The fortress lord's GP at once (R §6.2); the rank where the realm has none yet (one a realm, R §1.9.1; P-233).
      const taken = world.characters.some((c) => c !== rebel && c.realm === target && c.rank === 'fortressLord');
      rebel.rank = taken ? rebel.rank : 'fortressLord';
      if (taken && world.characters.some((c) => c !== rebel && c.realm === target && c.rank === rebel.rank)) rebel.rank = 'commander';
      rebel.gp = fortressLord;
      rebel.maxGp = fortressLord;
      delete rebel.seat;
      rank = rebel.rank;
    }
    const data = { rebel: rebel.id, from: former, to: target, founded: coup.found !== undefined, fiefs: [...coup.fiefs], armies: [...armies], rank, gp: rebel.gp };
    const how = coup.found === undefined ? [`schließt sich ${target} an`, `joins ${target}`] : [`gründet das Reich ${target}`, `founds the realm ${target}`];
    booked.push({
      code: 'coup',
      rule: 'R §6.2',
      realm: target,
      data,
      de: `Putsch: ${rebel.name} verlässt ${former} und ${how[0]} mit ${coup.fiefs.join(', ')}${armies.length > 0 ? ` und den Heeren ${armies.join(', ')}` : ''}; ${rebel.gp} GP`,
      en: `Coup: ${rebel.name} leaves ${former} and ${how[1]} with ${coup.fiefs.join(', ')}${armies.length > 0 ? ` and armies ${armies.join(', ')}` : ''}; ${rebel.gp} GP`,
    });
  }
  return booked;
}
