import type { CheckContext } from './check-context.js';
import { isInvaderKind } from './check-special-realms.js';
import { HEX_COUNT } from '../map/neighbours.js';

/** Status limit of pirates and undead (R §6.6, §6.7): more hexes and they are ordinary invaders. */
const SPECIAL_INVADER_MAX_HEXES = 50;

/** Realms, their rights and the calendar (docs/phoenix/world-files.md, "Realm checks"). */
export function checkRealms(context: CheckContext): void {
  const { world, loaded, report } = context;
  const ids = new Set<string>();
  const names = new Set<string>();
  const capitals = new Map<string, number>();
  const hexCount = new Map<string, number>();
  for (const owner of loaded.owner) if (owner !== undefined) hexCount.set(owner, (hexCount.get(owner) ?? 0) + 1);
  world.strongholds.forEach((stronghold, i) => {
    // A capital being extended to a fortress capital is still the capital (R §1.5.9; P-77).
    if (stronghold.owner === undefined || (stronghold.building === true && stronghold.level !== 'FHS') || (stronghold.level !== 'HST' && stronghold.level !== 'FHS')) return;
    if (capitals.has(stronghold.owner)) {
      report(`strongholds[${i}]`, 'two-capitals', `${stronghold.owner} already has a capital at strongholds[${capitals.get(stronghold.owner)}]: one capital a realm (R §1.5.8, §1.5.9)`);
    } else capitals.set(stronghold.owner, i);
  });

  world.realms.forEach((realm, i) => {
    const where = `realms[${i}]`;
    if (ids.has(realm.id)) report(`${where}.id`, 'duplicate-id', `a second realm with the id "${realm.id}"`);
    if (names.has(realm.name)) report(`${where}.name`, 'duplicate-name', `a second realm named "${realm.name}"`);
    ids.add(realm.id);
    names.add(realm.name);
    const capitalAt = capitals.get(realm.id);
    const capital = capitalAt === undefined ? undefined : world.strongholds[capitalAt];
    if (realm.capital !== undefined && context.place(realm.capital, `${where}.capital`) >= 0 && realm.capital !== capital?.at) {
      report(`${where}.capital`, 'capital-not-hst', `${realm.capital} is not a finished HST or FHS of ${realm.id}`);
    }
    if (realm.capital === undefined && capital !== undefined) report(`${where}.capital`, 'capital-missing', `${realm.id} has a capital at ${capital.at}: name it`);
    // A realm founded by a coup keeps the land terrain of its largest stronghold (R §6.2; P-233).
    const waterOnly = realm.kind === 'pirate' || (isInvaderKind(realm.kind) && realm.capital === undefined && realm.coupFrom === undefined);
    if (waterOnly && realm.standardTerrain !== 'water') {
      report(`${where}.standardTerrain`, 'standard-terrain', `${realm.kind === 'pirate' ? 'pirates' : 'invaders without a capital'} have water as standard terrain (R §6.5, §6.6)`);
    }
    if ((realm.kind === 'pirate' || realm.kind === 'undead') && (hexCount.get(realm.id) ?? 0) > SPECIAL_INVADER_MAX_HEXES) {
      report(`${where}.kind`, 'lost-status', `a ${realm.kind} realm with more than ${SPECIAL_INVADER_MAX_HEXES} hexes is an ordinary invader (R §6.6, §6.7): it holds ${hexCount.get(realm.id)}`);
    }
    if (realm.pirateBonus !== undefined && realm.kind !== 'pirate') {
      report(`${where}.pirateBonus`, 'pirate-bonus', `only a pirate realm has the income bonus of R §6.6.6; ${realm.id} is ${realm.kind}`);
    }
    realm.specialFunds?.forEach((fund, j) => {
      const index = context.place(fund.at, `${where}.specialFunds[${j}].at`);
      if (index >= 0 && loaded.strongholds.get(index)?.owner !== realm.id) {
        report(`${where}.specialFunds[${j}].at`, 'funds-not-in-stronghold', `special income waits in an own stronghold (R §3.2.3); ${fund.at} is none of ${realm.id}`);
      }
    });
    for (const key of ['wegerechtFrom', 'kuestenrechtFrom'] as const) {
      const seen = new Set<string>();
      realm[key]?.forEach((grantor, j) => {
        if (!loaded.realms.has(grantor)) report(`${where}.${key}[${j}]`, 'unknown-realm', `no realm has the id "${grantor}"`);
        else if (grantor === realm.id) report(`${where}.${key}[${j}]`, 'own-right', 'a realm holds its own rights anyway');
        else if (seen.has(grantor)) report(`${where}.${key}[${j}]`, 'duplicate-right', `${grantor} is listed twice`);
        seen.add(grantor);
      });
    }
  });
  if (world.realms.some((realm) => realm.kind === 'pirate') && !loaded.hexes.slice(HEX_COUNT).some((hex) => hex !== undefined)) {
    report('hexes', 'no-pirate-nest', 'a pirate realm needs its nest: the 48 hexes of province 2001 (R §6.6.1)');
  }
  checkCalendar(context, ids);
}

function checkCalendar(context: CheckContext, realmIds: ReadonlySet<string>): void {
  const { world, loaded, report } = context;
  world.calendar.turnOrder.forEach((order, i) => {
    const where = `calendar.turnOrder[${i}]`;
    const listed = new Set(order);
    const unknown = order.filter((id) => !realmIds.has(id));
    const missing = [...realmIds].filter((id) => !listed.has(id));
    if (unknown.length > 0) report(where, 'unknown-realm', `names no realm: ${unknown.join(', ')}`);
    if (listed.size !== order.length) report(where, 'turn-order', 'names a realm twice');
    if (missing.length > 0) report(where, 'turn-order', `every realm moves once a month (R §3.1); missing: ${missing.join(', ')}`);
  });
  world.calendar.emergence.forEach((at, i) => {
    const index = context.place(at, `calendar.emergence[${i}]`);
    const terrain = index < 0 ? undefined : loaded.terrain[index];
    if (index >= 0 && (index >= HEX_COUNT || (terrain !== 'teleportField' && terrain !== 'oneWayPoint'))) {
      report(`calendar.emergence[${i}]`, 'emergence-point', `pirates emerge at a teleport field or deep-sea one-way point of Erkenfara (R §6.6.3); ${at} is none`);
    }
  });
}
