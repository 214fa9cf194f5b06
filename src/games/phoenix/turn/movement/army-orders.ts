import { commanded } from './command.js';
import { ARMY_KINDS, UNIT_CODES, type ArmyKind, type UnitCode } from '../../data/units.js';
import type { CargoOrder, DumpOrder, HandOverOrder, LocatedOrder, MergeOrder, MountOrder, SplitOrder } from '../../orders/ast.js';
import { num, t } from '../../reports/text.js';
import { armyRp } from '../../world/check-figures.js';
import { armyKey } from '../../world/loaded.js';
import type { Army } from '../../world/schema.js';
import { type MonthContext, ownArmy, type RealmTurn, refuse } from '../month/context.js';
import { realmsOnly } from '../month/events.js';

type Located<T> = T & { loc: LocatedOrder['loc'] };

function kindOfNumber(number: number): ArmyKind | undefined {
  return (Object.keys(ARMY_KINDS) as ArmyKind[]).find((kind) => number >= ARMY_KINDS[kind].range[0] && number <= ARMY_KINDS[kind].range[1]);
}

/** Whether an army meets R §1.8: an HF (or a noble with it) and 100 RP besides. */
function viable(context: MonthContext, army: Army): boolean {
  return commanded(context.state, army) && armyRp(army, true) >= context.rules.tables.armyThresholds.minimumRp;
}

/** R §6.8: "Sie können mit keinen anderen Heeren fusionieren"; the checker says the same (orders/check-messages.ts). */
function guardMerge(number: number) {
  return t(`Die Garde ${number} kann mit keinem anderen Heer fusionieren (R §6.8).`, `the guard ${number} cannot merge with any other army (R §6.8)`);
}

/** A part split off a guard would be a second guard of its kind or guard troops in an ordinary army (R §6.8; P-132). */
function guardSplit(number: number) {
  return t(`Die Garde ${number} wird nicht geteilt: ein Reich hat nur eine Garde jeder Art, und ihre Truppen fusionieren mit keinem anderen Heer (R §6.8).`, `the guard ${number} is not split: a realm has one guard of each kind, and its troops merge with no other army (R §6.8)`);
}

/** Moves units from one army to another of the realm (both records changed, counts kept). */
function transfer(context: MonthContext, from: Army, to: Army, units: Partial<Record<UnitCode, number>>): void {
  for (const unit of UNIT_CODES) {
    const n = units[unit] ?? 0;
    if (n <= 0) continue;
    context.state.adjust(from, unit, -n);
    context.state.adjust(to, unit, n);
  }
}

/** TEILE: a new army of the same kind from part of an army (R §1.8). */
export function split(context: MonthContext, turn: RealmTurn, order: Located<SplitOrder>): void {
  const { state } = context;
  const army = ownArmy(context, turn, order, order.army);
  if (army === undefined) return;
  if (army.guard === true) return refuse(context, turn, order, 'guard-split', guardSplit(army.number));
  if (state.army(turn.realm, order.newArmy) !== undefined) return refuse(context, turn, order, 'army-exists', t(`${turn.realm} hat schon ein Heer ${order.newArmy}.`, `${turn.realm} already has an army ${order.newArmy}`));
  if (kindOfNumber(order.newArmy) !== army.kind) return refuse(context, turn, order, 'army-number', t(`${order.newArmy} ist keine Nummer der Gattung ${ARMY_KINDS[army.kind].de} (R §1.8).`, `${order.newArmy} is no ${ARMY_KINDS[army.kind].en} number (R §1.8)`));
  const short = UNIT_CODES.find((unit) => (order.units[unit] ?? 0) > (army[unit] ?? 0));
  if (short !== undefined) return refuse(context, turn, order, 'not-enough', t(`Heer ${order.army} hat ${army[short] ?? 0} ${short}, nicht ${order.units[short]}.`, `army ${order.army} has ${army[short] ?? 0} ${short}, not ${order.units[short]}`));
  const part: Army = { realm: turn.realm, number: order.newArmy, kind: army.kind, at: army.at, ...(army.aboard === undefined ? {} : { aboard: army.aboard }) };
  const rest: Army = { ...army };
  for (const unit of UNIT_CODES) {
    const n = order.units[unit] ?? 0;
    if (n > 0) {
      part[unit] = n;
      rest[unit] = (rest[unit] ?? 0) - n;
    }
  }
  if (!viable(context, part) || !viable(context, rest)) return refuse(context, turn, order, 'too-small', t('Beide Heere brauchen einen HF und daneben 100 RP (R §1.8).', 'both armies need an HF and 100 RP besides it (R §1.8)'));
  const created: Army = { realm: turn.realm, number: order.newArmy, kind: army.kind, at: army.at, ...(army.aboard === undefined ? {} : { aboard: army.aboard }) };
  state.addArmy(created);
  transfer(context, army, created, order.units);
  if (state.moved.has(armyKey(turn.realm, army.number))) state.moved.add(armyKey(turn.realm, created.number));
  state.emit({ code: 'split', rule: 'R §1.8', audience: realmsOnly(turn.realm), data: { army: order.army, newArmy: order.newArmy, at: army.at, units: order.units } });
}

/** VEREINE: an army joins another of its kind in the same hex, with its cargo and figures (R §1.8). */
export function merge(context: MonthContext, turn: RealmTurn, order: Located<MergeOrder>): void {
  const { state } = context;
  const army = ownArmy(context, turn, order, order.army);
  const into = ownArmy(context, turn, order, order.into);
  if (army === undefined || into === undefined) return;
  if (army === into || army.kind !== into.kind || army.at !== into.at || army.aboard !== into.aboard) {
    return refuse(context, turn, order, 'cannot-merge', t(`Heer ${order.army} und Heer ${order.into} sind nicht zwei Heere derselben Gattung auf demselben Feld.`, `armies ${order.army} and ${order.into} are not two armies of one kind in one place`));
  }
  const guard = [army, into].find((a) => a.guard === true);
  if (guard !== undefined) return refuse(context, turn, order, 'guard-merge', guardMerge(guard.number));
  const units: Partial<Record<UnitCode, number>> = {};
  for (const unit of UNIT_CODES) if ((army[unit] ?? 0) > 0) units[unit] = army[unit] as number;
  transfer(context, army, into, units);
  state.adjustCargo(into, 'gold', army.cargo?.gold ?? 0);
  state.adjustCargo(into, 'prisoners', army.cargo?.prisoners ?? 0);
  state.adjustCargo(army, 'gold', -(army.cargo?.gold ?? 0));
  state.adjustCargo(army, 'prisoners', -(army.cargo?.prisoners ?? 0));
  for (const figure of [...state.world.characters, ...state.world.wizards]) {
    if (figure.army === army.number && (figure.prisonerOf ?? figure.realm) === turn.realm) figure.army = into.number;
  }
  if (army.kind === 'fleet') for (const passenger of state.armiesOf(turn.realm)) if (passenger.aboard === army.number) passenger.aboard = into.number;
  state.removeArmy(army);
  state.emit({ code: 'merge', rule: 'R §1.8', audience: realmsOnly(turn.realm), data: { army: order.army, into: order.into, at: into.at } });
}

/** UEBERGIB HF: commanders change army in one hex; the giver must not have moved (R §1.8, errata 17). */
export function handOver(context: MonthContext, turn: RealmTurn, order: Located<HandOverOrder>): void {
  const { state } = context;
  const from = ownArmy(context, turn, order, order.from);
  const to = ownArmy(context, turn, order, order.to);
  if (from === undefined || to === undefined) return;
  if (from.at !== to.at || from === to) return refuse(context, turn, order, 'not-together', t(`Heer ${order.from} und Heer ${order.to} stehen nicht auf demselben Feld.`, `armies ${order.from} and ${order.to} do not stand in one hex`));
  if (state.moved.has(armyKey(turn.realm, from.number))) return refuse(context, turn, order, 'moved', t(`Heer ${order.from} hat sich in diesem Monat bewegt (R §1.8).`, `army ${order.from} has moved this month (R §1.8)`));
  if ((from.HF ?? 0) < order.commanders) return refuse(context, turn, order, 'not-enough', t(`Heer ${order.from} hat ${from.HF ?? 0} HF.`, `army ${order.from} has ${from.HF ?? 0} HF`));
  const rest: Army = { ...from, HF: (from.HF ?? 0) - order.commanders };
  if (!viable(context, rest)) return refuse(context, turn, order, 'leaderless', t(`Heer ${order.from} bliebe ohne Heerführer (R §1.8).`, `army ${order.from} would be left without a commander (R §1.8)`));
  transfer(context, from, to, { HF: order.commanders });
  state.emit({ code: 'handOver', rule: 'R §1.8', audience: realmsOnly(turn.realm), data: { from: order.from, to: order.to, commanders: order.commanders } });
}

/** AUFSITZEN / ABSITZEN: warriors with mounts become riders and back, at the start or end of the move (errata 88). */
export function mount(context: MonthContext, turn: RealmTurn, order: Located<MountOrder>): void {
  const { state } = context;
  const army = ownArmy(context, turn, order, order.army);
  if (army === undefined) return;
  const mounting = order.type === 'mount';
  if (army.kind !== (mounting ? 'warriors' : 'riders') || army.aboard !== undefined) return refuse(context, turn, order, 'wrong-kind', t(`Heer ${order.army} ist kein ${mounting ? 'Kriegerheer' : 'Reiterheer'} an Land.`, `army ${order.army} is no ${mounting ? 'warrior' : 'rider'} army on land`));
  const have = mounting ? Math.min(army.K ?? 0, army.P ?? 0) : (army.R ?? 0);
  if (order.count > have) return refuse(context, turn, order, 'not-enough', t(`Heer ${order.army} hat ${have} ${mounting ? 'Krieger mit Pferden' : 'Reiter'}.`, `army ${order.army} has ${have} ${mounting ? 'warriors with mounts' : 'riders'}`));
  const kind: ArmyKind = mounting ? 'riders' : 'warriors';
  let target = state.army(turn.realm, order.newArmy);
  if (target !== undefined && (target.kind !== kind || target.at !== army.at || target.aboard !== undefined)) return refuse(context, turn, order, 'army-elsewhere', t(`Heer ${order.newArmy} ist kein ${ARMY_KINDS[kind].de} in ${army.at}.`, `army ${order.newArmy} is no ${kind} army in ${army.at}`));
  if (target === undefined && kindOfNumber(order.newArmy) !== kind) return refuse(context, turn, order, 'army-number', t(`${order.newArmy} ist keine Nummer der Gattung ${ARMY_KINDS[kind].de} (R §1.8).`, `${order.newArmy} is no ${ARMY_KINDS[kind].en} number (R §1.8)`));
  const rest: Army = mounting ? { ...army, K: (army.K ?? 0) - order.count, P: (army.P ?? 0) - order.count } : { ...army, R: (army.R ?? 0) - order.count };
  const restEmpty = armyRp(rest, true) === 0;
  // A guard mounts or dismounts whole into an army of its own: anything else merges or splits it (R §6.8).
  const guard = [army, target].find((a) => a?.guard === true);
  if (guard !== undefined && target !== undefined) return refuse(context, turn, order, 'guard-merge', guardMerge(guard.number));
  if (army.guard === true && !restEmpty) return refuse(context, turn, order, 'guard-split', guardSplit(army.number));
  if (!restEmpty && !viable(context, rest)) return refuse(context, turn, order, 'too-small', t(`Heer ${order.army} behielte weniger als 100 RP (R §1.8).`, `army ${order.army} would keep fewer than 100 RP (R §1.8)`));
  if (target === undefined) {
    const probe: Army = { realm: turn.realm, number: order.newArmy, kind, at: army.at, ...(mounting ? { R: order.count } : { K: order.count, P: order.count }), HF: restEmpty ? (army.HF ?? 0) : 0 };
    if (armyRp(probe, true) < context.rules.tables.armyThresholds.minimumRp || (probe.HF ?? 0) === 0) return refuse(context, turn, order, 'too-small', t(`Heer ${order.newArmy} braucht einen HF und 100 RP; zuerst Heerführer abspalten (R §1.8).`, `army ${order.newArmy} needs an HF and 100 RP; split commanders first (R §1.8)`));
    target = { realm: turn.realm, number: order.newArmy, kind, at: army.at, ...(army.guard === true ? { guard: true } : {}) };
    state.addArmy(target);
  }
  if (mounting) {
    state.adjust(army, 'K', -order.count);
    state.adjust(army, 'P', -order.count);
    state.adjust(target, 'R', order.count);
  } else {
    state.adjust(army, 'R', -order.count);
    state.adjust(target, 'K', order.count);
    state.adjust(target, 'P', order.count);
  }
  if (restEmpty) {
    transfer(context, army, target, { HF: army.HF ?? 0 });
    for (const figure of [...state.world.characters, ...state.world.wizards]) if (figure.army === army.number && figure.realm === turn.realm && figure.prisonerOf === undefined) figure.army = target.number;
    state.adjustCargo(target, 'gold', army.cargo?.gold ?? 0);
    state.adjustCargo(target, 'prisoners', army.cargo?.prisoners ?? 0);
    state.adjustCargo(army, 'gold', -(army.cargo?.gold ?? 0));
    state.adjustCargo(army, 'prisoners', -(army.cargo?.prisoners ?? 0));
    state.removeArmy(army);
  }
  state.emit({ code: order.type, rule: 'R §1.1.2, errata 88', audience: realmsOnly(turn.realm), data: { army: order.army, newArmy: order.newArmy, count: order.count, when: order.when } });
}

/** LADUNG: gold (special income) or prisoners move between two armies in one hex (R §4.3, errata 88). */
export function cargo(context: MonthContext, turn: RealmTurn, order: Located<CargoOrder>): void {
  const { state } = context;
  const from = ownArmy(context, turn, order, order.from);
  const to = ownArmy(context, turn, order, order.to);
  if (from === undefined || to === undefined) return;
  if (from.at !== to.at || from === to) return refuse(context, turn, order, 'not-together', t(`Heer ${order.from} und Heer ${order.to} stehen nicht auf demselben Feld.`, `armies ${order.from} and ${order.to} do not stand in one hex`));
  const gold = (order.gold ?? 0) + (order.specialIncome ?? 0);
  const prisoners = order.prisoners ?? 0;
  if (gold > (from.cargo?.gold ?? 0) || prisoners > (from.cargo?.prisoners ?? 0)) return refuse(context, turn, order, 'not-enough', t(`Heer ${order.from} trägt ${num(from.cargo?.gold ?? 0, 'de')} GS und ${num(from.cargo?.prisoners ?? 0, 'de')} Gefangene.`, `army ${order.from} carries ${num(from.cargo?.gold ?? 0, 'en')} GS and ${num(from.cargo?.prisoners ?? 0, 'en')} prisoners`));
  state.adjustCargo(from, 'gold', -gold);
  state.adjustCargo(to, 'gold', gold);
  state.adjustCargo(from, 'prisoners', -prisoners);
  state.adjustCargo(to, 'prisoners', prisoners);
  state.emit({ code: 'cargo', rule: 'R §4.3, errata 88', audience: realmsOnly(turn.realm), data: { from: order.from, to: order.to, gold, prisoners } });
}

/** ABWERFEN: gold thrown away at the start of the turn (R §4.3). */
export function dump(context: MonthContext, turn: RealmTurn, order: Located<DumpOrder>): void {
  const army = ownArmy(context, turn, order, order.army);
  if (army === undefined) return;
  if (order.gold > (army.cargo?.gold ?? 0)) return refuse(context, turn, order, 'not-enough', t(`Heer ${order.army} trägt ${num(army.cargo?.gold ?? 0, 'de')} GS.`, `army ${order.army} carries ${num(army.cargo?.gold ?? 0, 'en')} GS`));
  context.state.adjustCargo(army, 'gold', -order.gold);
  context.state.emit({ code: 'dump', rule: 'R §4.3', audience: realmsOnly(turn.realm), data: { army: order.army, gold: order.gold } });
}
