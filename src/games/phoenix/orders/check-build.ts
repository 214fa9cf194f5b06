import { STRONGHOLD_LEVELS, type StrongholdLevel } from '../data/structures.js';
import { UNITS, type UnitCode } from '../data/units.js';
import { armyRp } from '../world/check-figures.js';
import { isWaterTerrain, linkKey, sideOf } from '../world/loaded.js';
import { directionBetween, parseDirection, placeNeighbour } from '../world/places.js';
import type { Stronghold } from '../world/schema.js';
import { conquestCapable, viewOf } from '../turn/geography.js';
import { borderWithStrongholds } from '../turn/gifts.js';
import { armamentLevel, besiegingHexes, siegeFactor } from '../turn/strongholds.js';
import type { LocatedOrder } from './ast.js';
import { kindOfNumber, type TurnCheck } from './check-run.js';

type Of<T extends LocatedOrder['type']> = Extract<LocatedOrder, { type: T }>;

/** Hawar and Hel, the armament months (R §3.3; tables.md §10). */
const ARMAMENT_MONTHS = [1, 5];


/** What a build or repair order costs from the treasury, or a problem and undefined. */
function buildCost(check: TurnCheck, order: Extract<LocatedOrder, { type: 'build' | 'repair' }>): number | undefined {
  const { loaded, realm, rules } = check;
  const tables = rules.tables;
  const resolve = (text: string) => loaded.placeOf.get(text) ?? -1;
  const at = resolve(order.at);
  const what = order.structure;
  if (loaded.owner[at] !== realm.id || (order.to !== undefined && loaded.owner[resolve(order.to)] !== realm.id && what === 'bridge')) {
    check.report(order, 'build-not-owned', { at: order.to !== undefined && loaded.owner[at] === realm.id ? order.to : order.at });
    return undefined;
  }
  const bad = (why: string) => {
    check.report(order, 'build-place', { what, at: order.at, why });
    return undefined;
  };
  const de = check.lang === 'de';
  if (what === 'stronghold') {
    const existing = loaded.strongholds.get(at);
    if (order.type === 'repair') return repairCost(check, order, existing?.bp, existing === undefined ? undefined : tables.strongholds[existing.repairTo ?? existing.level].bp, tables.construction.strongholdBpPerMonth);
    if (existing?.level === 'FHS') return (check.report(order, 'stronghold-max', { at: order.at }), undefined);
    if (existing?.building !== true && !ARMAMENT_MONTHS.includes(check.month)) return (check.report(order, 'stronghold-month'), undefined);
    const next = existing === undefined ? 'BUR' : existing.building === true ? existing.level : (STRONGHOLD_LEVELS[STRONGHOLD_LEVELS.indexOf(existing.level) + 1] as StrongholdLevel);
    return tables.strongholds[next].price;
  }
  let key: number;
  let existing: { bp: number } | undefined;
  if (what === 'road' || what === 'bridge') {
    const to = resolve(order.to ?? '');
    if (to < 0 || directionBetween(at, to) === undefined) return bad(de ? `${order.to} grenzt nicht an ${order.at}` : `${order.to} is not next to ${order.at}`);
    key = linkKey(resolve, { from: order.at, to: order.to ?? '', bp: 0 });
    if (isWaterTerrain(loaded.terrain[to])) return bad(de ? 'das Nachbarfeld ist Wasser' : 'the other hex is water');
    const step = Math.abs((loaded.elevation[at] as number) - (loaded.elevation[to] as number));
    if (what === 'road' && step > 1) return bad(de ? 'mehr als eine Höhenstufe Unterschied (R §1.5.1)' : 'more than one elevation step (R §1.5.1)');
    if (what === 'bridge' && (step !== 0 || !loaded.rivers.has(key))) return bad(de ? 'Brücken führen über einen Fluss zwischen gleichen Höhenstufen (R §1.5.3)' : 'bridges cross a river between equal elevations (R §1.5.3)');
    existing = (what === 'road' ? loaded.roads : loaded.bridges).get(key);
  } else {
    key = sideOf(resolve, order.at, order.side ?? '');
    const direction = parseDirection(order.side ?? '');
    const beyond = direction === undefined ? -1 : placeNeighbour(at, direction);
    if (beyond < 0) return bad(de ? 'hinter dieser Seite liegt kein Feld' : 'there is no hex beyond this side');
    if (what === 'quay' && ((loaded.elevation[at] as number) !== 1 || !isWaterTerrain(loaded.terrain[beyond]))) {
      return bad(de ? 'Kaianlagen stehen in Höhenstufe 1 an einer Wasserseite (R §1.5.2)' : 'quays stand at elevation 1 on a side facing water (R §1.5.2)');
    }
    existing = (what === 'quay' ? loaded.quays : loaded.walls).get(key);
  }
  const full = tables.structures[what].bp;
  if (order.type === 'repair') return repairCost(check, order, existing?.bp, full);
  if (existing !== undefined) return (check.report(order, 'build-exists', { at: order.at, what }), undefined);
  return tables.structures[what].price;
}

function repairCost(check: TurnCheck, order: LocatedOrder & { at: string; structure: string }, bp: number | undefined, full: number | undefined, perMonth = Infinity): number | undefined {
  if (bp === undefined || full === undefined || bp >= full) {
    check.report(order, 'nothing-to-repair', { at: order.at, what: order.structure });
    return undefined;
  }
  // A stronghold is repaired by at most 250 BP a month (R §1.5.12).
  return Math.min(full - bp, perMonth) * check.rules.tables.construction.goldPerBp;
}

interface Spent {
  gold: number;
  commanders: number;
}

/** What an arm order costs and takes of the stronghold's capacity, after its own checks. */
function armCost(check: TurnCheck, order: Of<'arm'>, used: Map<string, Spent>): number | undefined {
  const { loaded, realm, rules } = check;
  const at = loaded.placeOf.get(order.at) ?? -1;
  const stronghold = loaded.strongholds.get(at);
  // A site counts as its last completed level, a damaged stronghold as the highest level whose full BP it holds (P-8, P-92).
  const level = stronghold === undefined || stronghold.owner !== realm.id || loaded.owner[at] !== realm.id ? undefined : (armamentLevel(stronghold, rules) ?? undefined);
  if (level === undefined) return (check.report(order, 'arm-no-stronghold', { at: order.at }), undefined);
  const armamentMonth = ARMAMENT_MONTHS.includes(check.month);
  if (!armamentMonth && !order.fromSpecialIncome) return (check.report(order, 'arm-month'), undefined);
  const until = loaded.hexes[at]?.plunderedUntil;
  if (until !== undefined && until >= loaded.world.calendar.turn) return (check.report(order, 'arm-plundered', { at: order.at, until }), undefined);

  const existing = loaded.army(realm.id, order.army);
  const kind = existing?.kind ?? kindOfNumber(order.army);
  if (kind === undefined) return (check.report(order, 'number-range', { a: order.army, from: 101, to: 399, kind: check.lang === 'de' ? 'Heere' : 'armies' }), undefined);
  const fitting = rules.tables.units;
  for (const unit of Object.keys(order.units)) {
    if (!(['warriors', 'riders', 'fleet'] as const).some((k) => k === kind) || !isUnitOfKind(unit as UnitCode, kind)) {
      return (check.report(order, 'unit-not-in-kind', { unit, a: order.army }), undefined);
    }
  }
  if (existing !== undefined) {
    const fleetNext = kind === 'fleet' && directionBetween(at, loaded.placeOf.get(existing.at) ?? -1) !== undefined;
    if (kind === 'fleet' ? !fleetNext : existing.at !== order.at) {
      const rule = check.lang === 'de' ? (kind === 'fleet' ? 'auf ein Wasserfeld neben dem Rüstort' : 'im Rüstort') : kind === 'fleet' ? 'onto water next to the stronghold' : 'in the stronghold';
      return (check.report(order, 'arm-army-elsewhere', { a: order.army, where: existing.at, rule }), undefined);
    }
  } else {
    const rp = armyRp({ realm: realm.id, number: order.army, kind, at: order.at, ...order.units }, true);
    if (rp < rules.tables.armyThresholds.minimumRp || (order.units.HF ?? 0) === 0) {
      check.report(order, 'too-small', { a: order.army, rp, hf: order.units.HF ?? 0 });
    }
  }

  let gold = 0;
  let price = 0;
  for (const [unit, count] of Object.entries(order.units)) {
    price += (count ?? 0) * fitting[unit as UnitCode].price;
    if (unit !== 'HF') gold += (count ?? 0) * fitting[unit as UnitCode].price;
  }
  const capacity = rules.tables.armamentCapacity[level];
  const half = order.fromSpecialIncome && !armamentMonth;
  // Each besieging hex takes 15 % of the capacity, as the month counts it at the month's start (R §1.7.1; P-73).
  const siege = siegeFactor(besiegingHexes(viewOf(loaded, rules), stronghold as Stronghold, rules), rules.tables.armament.siegeReductionPerHex);
  const factor = (half ? rules.tables.armament.specialIncomeFactor : 1) * siege;
  const spent = used.get(order.at) ?? { gold: 0, commanders: 0 };
  spent.gold += gold;
  spent.commanders += order.units.HF ?? 0;
  used.set(order.at, spent);
  const goldCap = Math.floor(capacity.gold * factor);
  const hfCap = Math.floor(capacity.commanders * factor);
  const de = check.lang === 'de';
  const sieged = Math.round((1 - siege) * 100);
  if (spent.gold > goldCap) check.report(order, 'arm-capacity', { at: order.at, cap: goldCap, what: 'GS', want: spent.gold, half: half ? 1 : 0, siege: sieged });
  if (spent.commanders > hfCap) check.report(order, 'arm-capacity', { at: order.at, cap: hfCap, what: de ? 'HF' : 'HF', want: spent.commanders, half: half ? 1 : 0, siege: sieged });
  return price;
}

function isUnitOfKind(unit: UnitCode, kind: 'warriors' | 'riders' | 'fleet'): boolean {
  const allowed: Record<typeof kind, readonly UnitCode[]> = { warriors: ['K', 'P', 'HF', 'LKP', 'SKP'], riders: ['R', 'HF'], fleet: ['S', 'HF', 'LKS', 'SKS'] };
  return UNITS[unit] !== undefined && allowed[kind].includes(unit);
}

/**
 * BAUE, REPARIERE, RUESTE, HAUPTSTADT, SCHENKE (gold), in the order written: each order's own
 * checks, then whether the treasury (or the special income waiting in the stronghold) still pays.
 */
export function checkSpending(check: TurnCheck): void {
  const { loaded, realm, rules } = check;
  let treasury = realm.treasury;
  const special = new Map<string, number>((realm.specialFunds ?? []).map((f) => [f.at, f.gold]));
  const used = new Map<string, Spent>();
  for (const order of check.turn.orders) {
    let cost: number | undefined;
    if (order.type === 'build' || order.type === 'repair') cost = buildCost(check, order);
    else if (order.type === 'arm') {
      cost = armCost(check, order, used);
      if (cost !== undefined && order.fromSpecialIncome) {
        const have = special.get(order.at) ?? 0;
        if (cost > have) check.report(order, 'arm-special-funds', { at: order.at, have, want: cost });
        special.set(order.at, have - cost);
        continue;
      }
    } else if (order.type === 'capitalMove') {
      const at = loaded.placeOf.get(order.to) ?? -1;
      const fortress = loaded.strongholds.get(at);
      if (loaded.world.strongholds.some((s) => s.owner === realm.id && s.capitalMove !== undefined)) check.report(order, 'capital-running');
      else if (fortress === undefined || fortress.level !== 'FST' || fortress.building === true || fortress.owner !== realm.id) check.report(order, 'capital-target', { at: order.to });
      else cost = rules.tables.construction.capitalMoveCost;
    } else if (order.type === 'gift' && order.gold !== undefined) cost = order.gold;
    if (cost === undefined) continue;
    if (cost > treasury) check.report(order, 'money', { need: cost, have: treasury });
    treasury -= cost;
  }
}

/** WEGERECHT, KUESTENRECHT, SCHENKE: realms named, rights in the state they change from (R §4.1, §4.2, §3.2.2). */
export function checkDiplomacy(check: TurnCheck): void {
  const { loaded, realm } = check;
  const giftable = new Set(['P', 'S', 'LKP', 'SKP', 'LKS', 'SKS']);
  for (const order of check.turn.orders) {
    if (order.type === 'right') {
      const given = check.turn.orders.filter((o) => o.type === 'right' && o.right === order.right && o.realm === order.realm);
      // Granting and revoking the same right in one turn contradict each other: both are refused (P-97).
      if (given.some((o) => o.type === 'right' && o.grant !== order.grant)) {
        check.report(order, 'right-contradiction', { realm: order.realm, right: order.right === 'wegerecht' ? 'Wegerecht' : 'Küstenrecht' });
        continue;
      }
      const other = loaded.realms.get(order.realm);
      if (other === undefined) check.report(order, 'unknown-realm', { realm: order.realm });
      else if (other.id === realm.id) check.report(order, 'right-self');
      else {
        const granted = (order.right === 'wegerecht' ? other.wegerechtFrom : other.kuestenrechtFrom)?.includes(realm.id) ?? false;
        if (granted === order.grant) check.report(order, 'right-state', { realm: other.name, right: order.right === 'wegerecht' ? 'Wegerecht' : 'Küstenrecht', granted: granted ? 1 : 0 });
      }
    }
    if (order.type !== 'gift') continue;
    const other = loaded.realms.get(order.to);
    if (other === undefined) check.report(order, 'unknown-realm', { realm: order.to });
    else if (other.id === realm.id) check.report(order, 'gift-self');
    if (order.army !== undefined) {
      const army = check.own(order, order.army);
      for (const [unit, count] of Object.entries(order.units ?? {})) {
        if (!giftable.has(unit)) check.report(order, 'gift-units', { unit });
        else if (army !== undefined && (count ?? 0) > (army[unit as UnitCode] ?? 0)) check.report(order, 'not-held', { a: army.number, unit, have: army[unit as UnitCode] ?? 0, want: count ?? 0 });
      }
    }
    if (order.hex !== undefined && loaded.owner[loaded.placeOf.get(order.hex) ?? -1] !== realm.id) check.report(order, 'gift-hex', { at: order.hex });
    if (other === undefined || other.id === realm.id || check.rules.interpretations.giftConditions === 'none') continue;
    const what = giftNotCarried(check, order, other.id);
    if (what !== undefined && !borderWithStrongholds(viewOf(loaded, check.rules), realm.id, other.id)) check.report(order, 'gift-no-border', { realm: other.name, what });
  }
}

/** Whether `receiver` has its turn this month before the realm whose turn is checked; undefined when the month's order is not drawn yet. */
function receiverFirst(check: TurnCheck, receiver: string): boolean | undefined {
  const order = check.loaded.world.calendar.turnOrder[0] ?? [];
  const [giver, taker] = [order.indexOf(check.realm.id), order.indexOf(receiver)];
  return giver < 0 || taker < 0 ? undefined : taker < giver;
}

/**
 * What of a gift is certainly not in the receiver's land at the end of the giver's turn, as far as
 * the world before the month tells (R §3.2.2, §6.1; P-96, P-100): gold from the treasury never is;
 * the goods of an army are when the army ends its move in the receiver's land; a hex is when a
 * conquest-capable army of the receiver stands in it. When the receiver's turn may come first, its
 * armies may still conquer or enter the hex: the month decides.
 */
function giftNotCarried(check: TurnCheck, order: Extract<LocatedOrder, { type: 'gift' }>, receiver: string): string | undefined {
  const { loaded, lang } = check;
  const de = lang === 'de';
  if ((order.gold ?? 0) > 0) return de ? 'Gold aus dem Staatsschatz' : 'gold from the treasury';
  if (receiverFirst(check, receiver) !== false) return undefined;
  if (order.army !== undefined) {
    const army = loaded.army(check.realm.id, order.army);
    if (army === undefined || army.aboard !== undefined) return undefined;
    if (check.turn.orders.some((o) => (o.type === 'embark' || o.type === 'disembark') && o.army === army.number)) return undefined;
    const end = check.endOf(army);
    if (end === undefined || loaded.owner[loaded.placeOf.get(end) ?? -1] === receiver) return undefined;
    return de ? `was Heer ${army.number} schenkt (am Ende seines Zugs in ${end})` : `what army ${army.number} gives (at ${end} at the end of its move)`;
  }
  if (order.hex !== undefined) {
    const at = loaded.placeOf.get(order.hex) ?? -1;
    const rules = check.rules;
    const holder = loaded.world.armies.some((a) => a.realm === receiver && loaded.placeOf.get(a.at) === at && conquestCapable(a, rules));
    if (holder) return undefined;
    return de ? `${order.hex} (dort steht kein eroberungsfähiges Heer von ${receiver})` : `${order.hex} (no conquest-capable army of ${receiver} stands there)`;
  }
  return undefined;
}
