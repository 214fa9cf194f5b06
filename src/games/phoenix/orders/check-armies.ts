import { ARMY_KINDS, type UnitCode } from '../data/units.js';
import { isNeutralGround } from '../world/alliance.js';
import { armyRp } from '../world/check-figures.js';
import { isWaterTerrain, linkKey, sideOf } from '../world/loaded.js';
import type { Army } from '../world/schema.js';
import type { LocatedOrder, Units } from './ast.js';
import type { TurnCheck } from './check-run.js';

/** Unit counts an army keeps after giving `units` away. */
function minus(army: Army, units: Units): Army {
  const left: Record<string, unknown> = { ...army };
  for (const [unit, count] of Object.entries(units)) left[unit] = ((army[unit as UnitCode] ?? 0) as number) - (count ?? 0);
  return left as Army;
}

function asArmy(like: Army, number: number, units: Units): Army {
  return { realm: like.realm, number, kind: like.kind, at: like.at, ...units };
}

function viable(check: TurnCheck, army: Army, order: LocatedOrder): boolean {
  const rp = armyRp(army, true);
  const hf = army.HF ?? 0;
  if (rp >= check.rules.tables.armyThresholds.minimumRp && (hf > 0 || check.hasCommander(army))) return true;
  check.report(order, 'too-small', { a: army.number, rp, hf });
  return false;
}

function checkNewNumber(check: TurnCheck, order: LocatedOrder, number: number, kind: keyof typeof ARMY_KINDS): void {
  const range = ARMY_KINDS[kind].range;
  if (number < range[0] || number > range[1]) check.report(order, 'number-range', { a: number, from: range[0], to: range[1], kind: ARMY_KINDS[kind][check.lang] });
}

function held(check: TurnCheck, order: LocatedOrder, army: Army, units: Units): boolean {
  let ok = true;
  for (const [unit, want] of Object.entries(units)) {
    if (!(ARMY_KINDS[army.kind].units as readonly string[]).includes(unit)) {
      check.report(order, 'unit-not-in-kind', { unit, a: army.number });
      ok = false;
    } else if ((want ?? 0) > (army[unit as UnitCode] ?? 0)) {
      check.report(order, 'not-held', { a: army.number, unit, have: army[unit as UnitCode] ?? 0, want: want ?? 0 });
      ok = false;
    }
  }
  return ok;
}

/** TEILE, VEREINE, UEBERGIB, AUFSITZEN/ABSITZEN (R §1.8, §1.1.2–1.1.3, §4.3, errata 17, 88). */
export function checkArmyOrders(check: TurnCheck): void {
  const { loaded, realm } = check;
  for (const order of check.turn.orders) {
    switch (order.type) {
      case 'split': {
        const army = check.own(order, order.army);
        if (army === undefined) break;
        if (army.guard === true) check.report(order, 'guard-split', { a: army.number });
        if (loaded.army(realm.id, order.newArmy) !== undefined) check.report(order, 'number-used', { a: order.newArmy });
        checkNewNumber(check, order, order.newArmy, army.kind);
        if (held(check, order, army, order.units) && viable(check, minus(army, order.units), order)) viable(check, asArmy(army, order.newArmy, order.units), order);
        break;
      }
      case 'merge': {
        const army = check.own(order, order.army);
        const into = check.own(order, order.into);
        if (army === undefined || into === undefined) break;
        const guard = [army, into].find((a) => a.guard === true);
        if (guard !== undefined) check.report(order, 'guard-merge', { a: guard.number });
        else if (army.kind !== into.kind) check.report(order, 'merge-kind', { a: army.number, b: into.number });
        else {
          const [a, b] = [check.endOf(army), check.endOf(into)];
          if (a !== undefined && b !== undefined && a !== b) check.report(order, 'not-same-hex', { a: army.number, at: a, b: into.number, bAt: b });
        }
        break;
      }
      case 'handOver': {
        const from = check.own(order, order.from);
        const to = check.own(order, order.to);
        if (from === undefined || to === undefined) break;
        // Boarding alone is no move: an army that boards the fleet this turn stands with it ("reines Einschiffen gilt nicht als Bewegung", R §1.8).
        const boards = check.turn.orders.some((o) => o.type === 'embark' && ((o.army === from.number && o.fleet === to.number) || (o.army === to.number && o.fleet === from.number)));
        if (check.moves(from.number)) check.report(order, 'handover-moved', { a: from.number });
        else if (!boards && from.at !== to.at && check.endOf(to) !== undefined && check.endOf(to) !== from.at) check.report(order, 'not-same-hex', { a: from.number, at: from.at, b: to.number, bAt: to.at });
        if (order.commanders > (from.HF ?? 0)) check.report(order, 'not-held', { a: from.number, unit: 'HF', have: from.HF ?? 0, want: order.commanders });
        else viable(check, minus(from, { HF: order.commanders }), order);
        break;
      }
      case 'mount':
      case 'dismount': {
        const army = check.own(order, order.army);
        if (army === undefined) break;
        const wanted = order.type === 'mount' ? 'warriors' : 'riders';
        if (army.kind !== wanted) {
          check.report(order, 'mount-kind', { a: army.number, kind: ARMY_KINDS[wanted][check.lang] });
          break;
        }
        if (army.aboard !== undefined) check.report(order, 'mount-aboard', { a: army.number });
        if (order.type === 'mount' && (order.count > (army.K ?? 0) || order.count > (army.P ?? 0))) {
          check.report(order, 'no-mounts', { a: army.number, K: army.K ?? 0, P: army.P ?? 0, want: order.count });
        }
        if (order.type === 'dismount' && order.count > (army.R ?? 0)) check.report(order, 'not-held', { a: army.number, unit: 'R', have: army.R ?? 0, want: order.count });
        const target = loaded.army(realm.id, order.newArmy);
        const targetKind = order.type === 'mount' ? 'riders' : 'warriors';
        if (target === undefined) checkNewNumber(check, order, order.newArmy, targetKind);
        else if (target.kind !== targetKind) check.report(order, 'merge-kind', { a: army.number, b: target.number });
        const guard = [army, target].find((a) => a?.guard === true);
        if (guard !== undefined && target !== undefined) check.report(order, 'guard-merge', { a: guard.number });
        else if (army.guard === true && (order.type === 'mount' ? order.count < (army.K ?? 0) : order.count < (army.R ?? 0))) check.report(order, 'guard-split', { a: army.number });
        break;
      }
      default:
        break;
    }
  }
}

/** LADUNG and ABWERFEN: cargo held, and shared hexes at the start or end of the move (R §4.3, errata 88, 112). */
export function checkCargoOrders(check: TurnCheck): void {
  for (const order of check.turn.orders) {
    if (order.type === 'dump') {
      const army = check.own(order, order.army);
      const have = army?.cargo?.gold ?? 0;
      if (army !== undefined && order.gold > have) check.report(order, 'cargo-not-held', { a: army.number, have, want: order.gold, what: 'GS' });
    }
    if (order.type !== 'cargo') continue;
    const from = check.own(order, order.from);
    const to = check.own(order, order.to);
    if (from === undefined || to === undefined) continue;
    const gold = (order.gold ?? 0) + (order.specialIncome ?? 0);
    if (gold > (from.cargo?.gold ?? 0)) check.report(order, 'cargo-not-held', { a: from.number, have: from.cargo?.gold ?? 0, want: gold, what: 'GS' });
    if ((order.prisoners ?? 0) > (from.cargo?.prisoners ?? 0)) {
      check.report(order, 'cargo-not-held', { a: from.number, have: from.cargo?.prisoners ?? 0, want: order.prisoners ?? 0, what: check.lang === 'de' ? 'Gefangene' : 'prisoners' });
    }
    const ends = [check.endOf(from), check.endOf(to)];
    const atStart = from.at === to.at;
    const atEnd = ends[0] === undefined || ends[1] === undefined || ends[0] === ends[1];
    // Without a VOR/NACH the cargo moves where the armies share a hex, at the start or at the end (R §4.3, errata 88; P-93).
    const together = order.when === 'before' ? atStart : order.when === 'after' ? atEnd : atStart || atEnd;
    if (!together) check.report(order, 'cargo-apart', { a: from.number, b: to.number });
  }
}

/** EROBERE, PLUENDERE, ZERSTOERE, AUFLOESEN, SONDERBEFEHL, and what rules out moving (R §1.6, §1.8, §3.2.2). */
export function checkArmyActions(check: TurnCheck): void {
  const { loaded, realm, lang } = check;
  const conquering = new Set<number>();
  const plundering = new Set<number>();
  for (const order of check.turn.orders) {
    switch (order.type) {
      case 'conquer':
      case 'plunder': {
        const army = check.own(order, order.army);
        if (army === undefined) break;
        (order.type === 'conquer' ? conquering : plundering).add(army.number);
        if (conquering.has(army.number) && plundering.has(army.number)) check.report(order, 'conquer-and-plunder', { a: army.number });
        if (!check.conquestCapable(army)) check.report(order, 'not-conquest-capable', { a: army.number });
        const end = check.endOf(army);
        const at = end === undefined ? -1 : (loaded.placeOf.get(end) ?? -1);
        if (end !== undefined && isWaterTerrain(loaded.terrain[at])) check.report(order, 'conquer-water', { at: end });
        else if (end !== undefined && isNeutralGround(loaded, at)) check.report(order, 'neutral-ground', { at: end });
        else if (end !== undefined && loaded.owner[at] === realm.id) check.report(order, order.type === 'plunder' ? 'plunder-own' : 'conquer-own', { at: end });
        if (order.type === 'plunder' && check.moves(army.number)) check.report(order, 'contradiction', { a: army.number, other: lang === 'de' ? 'PLUENDERE' : 'PLUNDER', rule: 'R §3.2.2' });
        break;
      }
      case 'destroy': {
        const army = check.own(order, order.army);
        if (army === undefined) break;
        if (!check.conquestCapable(army)) check.report(order, 'not-conquest-capable', { a: army.number });
        if (check.moves(army.number)) check.report(order, 'contradiction', { a: army.number, other: lang === 'de' ? 'ZERSTOERE' : 'DESTROY', rule: 'R §1.6' });
        const at = loaded.placeOf.get(army.at) ?? -1;
        if (loaded.owner[at] !== realm.id) check.report(order, 'destroy-not-own', { at: army.at });
        else if (!structureThere(check, army.at, order.target)) check.report(order, 'destroy-missing', { at: army.at, what: order.target.kind });
        break;
      }
      case 'disband': {
        const army = check.own(order, order.army);
        if (army !== undefined && check.moves(army.number)) check.report(order, 'contradiction', { a: army.number, other: lang === 'de' ? 'AUFLOESEN' : 'DISBAND', rule: 'R §1.6' });
        break;
      }
      case 'standing': {
        const army = check.own(order, order.army);
        if (army !== undefined && order.rule === 'fireWhenAttacked' && !(['LKP', 'SKP', 'LKS', 'SKS'] as const).some((w) => (army[w] ?? 0) > 0)) {
          check.report(order, 'standing-no-weapons', { a: army.number });
        }
        break;
      }
      default:
        break;
    }
  }
}

function structureThere(check: TurnCheck, at: string, target: Extract<LocatedOrder, { type: 'destroy' }>['target']): boolean {
  const { loaded } = check;
  const resolve = (text: string) => loaded.placeOf.get(text) ?? -1;
  switch (target.kind) {
    case 'roads':
      return loaded.world.roads.some((r) => r.from === at || r.to === at);
    case 'wall':
      return loaded.walls.has(sideOf(resolve, at, target.side));
    case 'quay':
      return loaded.quays.has(sideOf(resolve, at, target.side));
    case 'bridge':
      return loaded.bridges.has(linkKey(resolve, { from: at, to: target.to, bp: 0 }));
    case 'stronghold':
      return loaded.strongholds.has(resolve(at));
  }
}
