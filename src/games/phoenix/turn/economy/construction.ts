import { STRONGHOLD_LEVELS, STRUCTURES, type StructureId } from '../../data/structures.js';
import type { Direction } from '../../map/coords.js';
import type { BuildOrder, LocatedOrder } from '../../orders/ast.js';
import { t, type Text } from '../../reports/text.js';
import { linkKey, sideOf } from '../../world/loaded.js';
import { directionBetween, parseDirection, placeNeighbour } from '../../world/places.js';
import type { Army, Link, Quay, Stronghold, Wall } from '../../world/schema.js';
import { isArmamentMonth } from '../month/calendar.js';
import { ordersOf, refuse, type MonthContext, type MonthStep, type RealmTurn } from '../month/context.js';
import { realmsOnly } from '../month/events.js';
import { conquestCapable, couldEnter, hostile, isWater, threateningHexes } from '../movement/geography.js';
import type { MonthState } from '../month/state.js';
import { besiegingHexes, effectiveLevel, siegeFactor } from './strongholds.js';
import { damagedLevel } from '../../combat/ranged/stronghold-level.js';

type SideRecord = Quay | Wall;
type Site = { kind: 'link'; what: 'road' | 'bridge'; record: Link } | { kind: 'side'; what: 'quay' | 'wall'; record: SideRecord } | { kind: 'stronghold'; record: Stronghold };

/** The structure an order names, if it stands (or is being built). */
function findSite(state: MonthState, order: BuildOrder): Site | undefined {
  const resolve = (text: string) => state.place(text);
  if (order.structure === 'road' || order.structure === 'bridge') {
    if (order.to === undefined) return undefined;
    const key = linkKey(resolve, { from: order.at, to: order.to, bp: 0 });
    const record = (order.structure === 'road' ? state.loaded.roads : state.loaded.bridges).get(key);
    return record === undefined ? undefined : { kind: 'link', what: order.structure, record };
  }
  if (order.structure === 'quay' || order.structure === 'wall') {
    if (order.side === undefined) return undefined;
    const key = sideOf(resolve, order.at, order.side);
    const record = (order.structure === 'quay' ? state.loaded.quays : state.loaded.walls).get(key);
    return record === undefined ? undefined : { kind: 'side', what: order.structure, record };
  }
  const record = state.loaded.strongholds.get(state.place(order.at));
  return record === undefined ? undefined : { kind: 'stronghold', record };
}

/** Why a new structure cannot be started here, or undefined (R §1.5–1.5.4). */
/** The structures in German: with the indefinite article, as „none … finished“ (accusative) and with the definite article. */
const STRUCTURE_DE: Readonly<Record<BuildOrder['structure'], { a: string; none: string; the: string }>> = {
  road: { a: 'eine Straße', none: 'keine fertige Straße', the: 'Die Straße' },
  bridge: { a: 'eine Brücke', none: 'keine fertige Brücke', the: 'Die Brücke' },
  quay: { a: 'eine Kaianlage', none: 'keine fertige Kaianlage', the: 'Die Kaianlage' },
  wall: { a: 'ein Wall', none: 'keinen fertigen Wall', the: 'Der Wall' },
  stronghold: { a: 'ein Rüstort', none: 'keinen fertigen Rüstort', the: 'Der Rüstort' },
};

function structureProblem(state: MonthState, realm: string, order: BuildOrder): Text | undefined {
  const at = state.place(order.at);
  if (at < 0 || state.ownerAtStart[at] !== realm) return t(`${order.at} ist nicht seit Monatsbeginn Land von ${realm} (R §1.5).`, `${order.at} is not land of ${realm} since the start of the month (R §1.5)`);
  if (order.structure === 'road' || order.structure === 'bridge') {
    const to = order.to === undefined ? -1 : state.place(order.to);
    const direction = to < 0 ? undefined : directionBetween(at, to);
    if (direction === undefined) return t(`${order.to ?? '?'} ist kein Nachbarfeld von ${order.at}.`, `${order.to ?? '?'} is no neighbour of ${order.at}`);
    if (isWater(state, to)) return t(`${order.to} ist Wasser.`, `${order.to} is water`);
    const key = linkKey((text) => state.place(text), { from: order.at, to: order.to as string, bp: 0 });
    const river = state.loaded.rivers.has(key);
    if (order.structure === 'bridge' && (!river || state.loaded.elevation[at] !== state.loaded.elevation[to])) return t('Eine Brücke überquert einen Fluss zwischen Feldern gleicher Höhenstufe (R §1.5.3).', 'a bridge crosses a river between hexes of equal elevation (R §1.5.3)');
    // "… darf nur errichtet werden, wenn beide Felder zu Beginn des Zuges zum eigenen Reichsgebiet gehören" (R §1.5.3).
    if (order.structure === 'bridge' && state.ownerAtStart[to] !== realm) return t(`${order.to} ist nicht seit Monatsbeginn Land von ${realm}: eine Brücke verbindet zwei eigene Felder (R §1.5.3).`, `${order.to} is not land of ${realm} since the start of the month: a bridge joins two own hexes (R §1.5.3)`);
    if (order.structure === 'road' && Math.abs((state.loaded.elevation[at] as number) - (state.loaded.elevation[to] as number)) > 1) return t('Eine Straße steigt höchstens eine Höhenstufe (R §1.5.1).', 'a road climbs at most one elevation step (R §1.5.1)');
    return undefined;
  }
  const direction = order.side === undefined ? undefined : parseDirection(order.side);
  if (direction === undefined) return t('Eine Kaianlage oder ein Wall braucht eine Seite.', 'a quay or wall needs a side');
  const across = placeNeighbour(at, direction as Direction);
  if (across < 0) return t(`${order.at} hat auf der Seite ${order.side} kein Nachbarfeld.`, `${order.at} has no neighbour to the ${order.side}`);
  if (order.structure === 'quay' && (state.loaded.elevation[at] !== 1 || !isWater(state, across))) return t('Eine Kaianlage steht in einem Landfeld der Höhenstufe 1 an einer Seite zum Wasser (R §1.5.2).', 'a quay stands in an elevation-1 land hex on a side facing water (R §1.5.2)');
  return undefined;
}

function startStronghold(context: MonthContext, turn: RealmTurn, order: BuildOrder & { loc: LocatedOrder['loc'] }): void {
  const { state, rules } = context;
  const at = state.place(order.at);
  if (!isArmamentMonth(state.world.calendar.turn, rules)) return refuse(context, turn, order, 'not-armament-month', t('Rüstorte werden nur in Hawar und Hel begonnen oder ausgebaut (R §1.5).', 'building or extending a stronghold starts in Hawar or Hel (R §1.5)'));
  if (at < 0 || state.ownerAtStart[at] !== turn.realm) return refuse(context, turn, order, 'not-own-land', t(`${order.at} ist nicht seit Monatsbeginn Land von ${turn.realm} (R §1.5).`, `${order.at} is not land of ${turn.realm} since the start of the month (R §1.5)`));
  const existing = state.loaded.strongholds.get(at);
  if (existing === undefined) {
    state.addStronghold({ at: order.at, level: 'BUR', bp: 0, owner: turn.realm, building: true });
  } else {
    const next = STRONGHOLD_LEVELS[STRONGHOLD_LEVELS.indexOf(existing.level) + 1];
    const realm = state.loaded.realms.get(turn.realm);
    if (existing.owner !== turn.realm || existing.building === true) return refuse(context, turn, order, 'site-busy', t(`${order.at} ist kein fertiger Rüstort von ${turn.realm}.`, `${order.at} is no finished stronghold of ${turn.realm}`));
    if (next === undefined) return refuse(context, turn, order, 'no-extension', t('Eine Festungshauptstadt wird nicht weiter ausgebaut (R §1.5.9).', 'a fortress capital is not extended further (R §1.5.9)'));
    // Only the realm's own capital becomes a fortress capital; it stays the capital while the site grows (R §1.5.9; P-77).
    if (next === 'FHS' && realm?.capital !== existing.at) return refuse(context, turn, order, 'not-capital', t(`${order.at} ist nicht die Hauptstadt von ${turn.realm}: nur sie wird zur Festungshauptstadt ausgebaut (R §1.5.9).`, `${order.at} is not the capital of ${turn.realm}: only the capital is extended to a fortress capital (R §1.5.9)`));
    if (next === 'HST' && realm?.capital !== undefined) return refuse(context, turn, order, 'one-capital', t(`${turn.realm} hat schon eine Hauptstadt (R §1.5.8).`, `${turn.realm} already has a capital (R §1.5.8)`));
    existing.level = next;
    existing.building = true;
  }
  state.emit({ code: 'buildStart', rule: 'R §1.5', audience: realmsOnly(turn.realm), data: { structure: 'stronghold', at: order.at } });
}

function startStructure(context: MonthContext, turn: RealmTurn, order: BuildOrder & { loc: LocatedOrder['loc'] }): void {
  const { state } = context;
  if (findSite(state, order) !== undefined) return refuse(context, turn, order, 'exists', t(`Dort steht schon ${STRUCTURE_DE[order.structure].a}.`, `a ${order.structure} already stands there`));
  const problem = structureProblem(state, turn.realm, order);
  if (problem !== undefined) return refuse(context, turn, order, 'cannot-build', problem);
  const resolve = (text: string) => state.place(text);
  if (order.structure === 'road' || order.structure === 'bridge') {
    const record: Link = { from: order.at, to: order.to as string, bp: 0, building: true };
    state.world[order.structure === 'road' ? 'roads' : 'bridges'].push(record);
    (order.structure === 'road' ? (state.loaded.roads as Map<number, Link>) : (state.loaded.bridges as Map<number, Link>)).set(linkKey(resolve, record), record);
  } else if (order.structure === 'quay') {
    const record: Quay = { at: order.at, side: order.side as Quay['side'], bp: 0, building: true };
    state.world.quays.push(record);
    (state.loaded.quays as Map<number, Quay>).set(sideOf(resolve, record.at, record.side), record);
  } else {
    const record: Wall = { at: order.at, side: order.side as Wall['side'], bp: 0, crewK: 0, crewHF: 0, building: true };
    state.world.walls.push(record);
    (state.loaded.walls as Map<number, Wall>).set(sideOf(resolve, record.at, record.side), record);
  }
  state.emit({ code: 'buildStart', rule: 'R §1.5', audience: realmsOnly(turn.realm), data: { structure: order.structure, at: order.at, ...(order.to ? { to: order.to } : {}), ...(order.side ? { side: order.side } : {}) } });
}

/** A3: building and repairs begin; sites are set out, paid as their BP are added in C (P-76). */
export const A3_BUILDING: MonthStep = {
  id: 'A3',
  rule: 'R §1.5, §1.5.10, §1.5.12',
  title: t('Beginn des Errichtens und der Reparatur', 'Building and repairs begin'),
  run(context) {
    for (const turn of context.turns.values()) {
      for (const order of ordersOf(turn, 'build')) {
        if (order.structure === 'stronghold') startStronghold(context, turn, order);
        else startStructure(context, turn, order);
      }
    }
  },
};

/** The hex whose hostile armies stop work on a structure: around it for roads, across the side for the rest (R §1.5). */
function hindered(context: MonthContext, site: Site, owner: string): boolean {
  const { state, rules } = context;
  if (site.kind === 'stronghold') return false;
  if (site.kind === 'link' && site.what === 'road') return threateningHexes(state, state.place(site.record.from), owner, rules, false) > 0;
  const from = site.kind === 'link' ? state.place(site.record.from) : state.place(site.record.at);
  const across = site.kind === 'link' ? state.place(site.record.to) : placeNeighbour(from, parseDirection(site.record.side) as Direction);
  // A wall site is reached across its side; a bridge's far end is on the army's own bank (P-71).
  const reaches = (army: Army) => site.kind === 'link' || couldEnter(state, rules, army, across, from);
  return state.armiesIn(across).some((army) => hostile(state, army.realm, owner, from) && conquestCapable(army, rules) && reaches(army));
}

function ownerOf(state: MonthState, site: Site): string | undefined {
  if (site.kind === 'stronghold') return site.record.owner;
  const at = site.kind === 'link' ? site.record.from : site.record.at;
  return state.loaded.owner[state.place(at)];
}

/** Adds BP to a site or a damaged structure, paid from the treasury at 50 GS a BP (R §1.5). */
function addBp(context: MonthContext, site: Site, owner: string, repair: boolean): void {
  const { state, rules } = context;
  const record = site.record;
  const what: StructureId | 'stronghold' = site.kind === 'stronghold' ? 'stronghold' : site.what;
  let target: number;
  let limit: number;
  if (site.kind === 'stronghold') {
    // A stronghold fire brought below its level is repaired back to that level (R §1.5.12; P-92).
    const full = rules.tables.strongholds[site.record.repairTo ?? site.record.level].bp;
    const perMonth = Math.floor(rules.tables.construction.strongholdBpPerMonth * siegeFactor(besiegingHexes(state, site.record, rules), rules.tables.construction.siegeReductionPerHex));
    target = full;
    limit = Math.min(full, record.bp + perMonth);
  } else {
    target = rules.tables.structures[site.what].bp;
    limit = target;
  }
  if (hindered(context, site, owner)) {
    state.emit({ code: 'buildHindered', rule: 'R §1.5, §1.5.10', audience: realmsOnly(owner), data: { structure: what, at: site.kind === 'link' ? site.record.from : site.record.at } });
    return;
  }
  const price = rules.tables.construction.goldPerBp;
  const treasury = state.loaded.realms.get(owner)?.treasury ?? 0;
  const affordable = Math.min(limit - record.bp, Math.floor(treasury / price));
  // A structure is built or repaired whole; a stronghold grows by what the month and the money allow (P-76).
  const added = site.kind === 'stronghold' ? affordable : affordable === limit - record.bp ? affordable : 0;
  if (added <= 0) {
    state.emit({ code: 'buildUnpaid', rule: 'R §1.5', audience: realmsOnly(owner), data: { structure: what, at: site.kind === 'link' ? site.record.from : site.record.at, needed: (limit - record.bp) * price, treasury } });
    return;
  }
  state.treasury(owner, -added * price);
  record.bp += added;
  if (record.bp >= target) delete record.building;
  // A finished wall gets its crew of 400 K and an HF, armed with it (R §1.5.4).
  if (!repair && site.kind === 'side' && site.what === 'wall' && record.building !== true) {
    const wall = STRUCTURES.wall;
    state.setCrew(site.record as Wall, wall.crewK, wall.crewHF);
  }
  if (site.kind === 'stronghold' && record.building !== true) {
    const built = site.record.repairTo;
    const level = built === undefined ? effectiveLevel(site.record, rules) : damagedLevel(site.record.bp, built, rules.tables);
    if (level !== null) site.record.level = level;
    // Back at the level it was built to, the rest of the repair is that level's own (its full BP).
    if (built !== undefined && site.record.level === built) delete site.record.repairTo;
    const realm = state.loaded.realms.get(owner);
    if (realm !== undefined && (site.record.level === 'HST' || site.record.level === 'FHS')) realm.capital = site.record.at;
  }
  state.emit({
    code: repair ? 'repaired' : 'built',
    rule: site.kind === 'stronghold' ? 'R §1.5, §1.5.12, §1.7.2' : 'R §1.5, §1.5.10',
    audience: realmsOnly(owner),
    data: { structure: what, at: site.kind === 'link' ? site.record.from : site.record.at, bp: record.bp, added, cost: added * price, finished: record.building !== true },
  });
}

/** C: sites grow and are finished, ordered repairs are made (R §1.5, §1.5.10, §1.5.12). */
export const C_COMPLETION: MonthStep = {
  id: 'C',
  rule: 'R §1.5, §1.5.10, §1.5.12, §1.7.2',
  title: t('Fertigstellung von Bauwerken und Rüstorten, Reparaturen', 'Structures and strongholds completed, repairs'),
  run(context) {
    const { state } = context;
    const sites: Site[] = [
      ...state.world.roads.filter((r) => r.building).map((record): Site => ({ kind: 'link', what: 'road', record })),
      ...state.world.bridges.filter((r) => r.building).map((record): Site => ({ kind: 'link', what: 'bridge', record })),
      ...state.world.quays.filter((r) => r.building).map((record): Site => ({ kind: 'side', what: 'quay', record })),
      ...state.world.walls.filter((r) => r.building).map((record): Site => ({ kind: 'side', what: 'wall', record })),
      ...state.world.strongholds.filter((r) => r.building).map((record): Site => ({ kind: 'stronghold', record })),
    ];
    for (const site of sites) {
      const owner = ownerOf(state, site);
      if (owner !== undefined) addBp(context, site, owner, false);
    }
    for (const turn of context.turns.values()) {
      for (const order of ordersOf(turn, 'repair')) {
        const site = findSite(state, order);
        const full = site === undefined ? 0 : site.kind === 'stronghold' ? context.rules.tables.strongholds[site.record.repairTo ?? site.record.level].bp : context.rules.tables.structures[site.what].bp;
        if (site === undefined || site.record.building === true || ownerOf(state, site) !== turn.realm) refuse(context, turn, order, 'nothing-to-repair', t(`${order.at} hat ${STRUCTURE_DE[order.structure].none} von ${turn.realm}.`, `no finished ${order.structure} of ${turn.realm} at ${order.at}`));
        else if (site.record.bp >= full) refuse(context, turn, order, 'undamaged', t(`${STRUCTURE_DE[order.structure].the} in ${order.at} ist nicht beschädigt.`, `the ${order.structure} at ${order.at} is not damaged`));
        else if (site.kind === 'stronghold' && state.damaged.has(site.record.at)) refuse(context, turn, order, 'damaged-this-month', t(`Der Rüstort in ${order.at} wurde in diesem Monat beschädigt; seine Reparatur beginnt im nächsten Monat (R §1.5.12).`, `the stronghold at ${order.at} was damaged this month; its repair begins next month (R §1.5.12)`));
        else addBp(context, site, turn.realm, true);
      }
    }
  },
};
