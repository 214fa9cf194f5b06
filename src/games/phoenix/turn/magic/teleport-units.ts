import { parseHex } from '../../map/coords.js';
import { distance } from '../../map/grid.js';
import { armyMover, costCell } from '../../movement/mover.js';
import type { LocatedOrder, TeleportUnitsOrder } from '../../orders/ast.js';
import { num, t } from '../../reports/text.js';
import { armyRp } from '../../world/check-figures.js';
import { armyKey } from '../../world/loaded.js';
import type { Army, Wizard } from '../../world/schema.js';
import { startsFurtherConflict } from './spell-casts.js';
import { ordersOf, refuse, type MonthContext, type RealmStep, type RealmTurn } from '../month/context.js';
import { realmsOnly } from '../month/events.js';
import { neighboursOf } from '../movement/geography.js';
import { castingWizard, paySpell } from './spells.js';
import { landingProblem } from './teleport.js';

type Located = TeleportUnitsOrder & LocatedOrder;

/** The named armies, each an own land army in the wizard's hex that may move, named once; undefined after refusing the order. */
function armiesOf(context: MonthContext, turn: RealmTurn, order: Located, wizard: Wizard): Army[] | undefined {
  const { state } = context;
  const armies: Army[] = [];
  for (const number of order.armies) {
    const army = state.army(turn.realm, number);
    if (army === undefined) {
      refuse(context, turn, order, 'unknown-army', t(`${turn.realm} hat kein Heer ${number}; teleportiert werden nur reichseigene Rüstgüter (R §1.4.1).`, `${turn.realm} has no army ${number}; only own goods are teleported (R §1.4.1)`));
      return undefined;
    }
    if (armies.includes(army)) {
      refuse(context, turn, order, 'army-twice', t(`Heer ${number} ist zweimal genannt.`, `army ${number} is named twice`));
      return undefined;
    }
    if (army.at !== wizard.at) {
      refuse(context, turn, order, 'army-elsewhere', t(`Heer ${number} steht in ${army.at}, ${wizard.name} in ${wizard.at}: mitgenommen wird nur, was bei dem Zauberer steht.`, `army ${number} stands at ${army.at}, ${wizard.name} at ${wizard.at}: only what stands with the wizard is taken along`));
      return undefined;
    }
    if (army.kind === 'fleet' || army.aboard !== undefined) {
      refuse(context, turn, order, 'teleport-fleet', t(`Heer ${number} ist eine Flotte oder an Bord; ein Zauberer landet nur an Land (R §1.3, Errata 89).`, `army ${number} is a fleet or aboard; a wizard lands only on land (R §1.3, errata 89)`));
      return undefined;
    }
    if (state.immobile.has(armyKey(army.realm, army.number))) {
      refuse(context, turn, order, 'immobile', t(`Heer ${number} darf sich in diesem Zug nicht bewegen (R §3, §5.5).`, `army ${number} may not move in this turn (R §3, §5.5)`));
      return undefined;
    }
    armies.push(army);
  }
  return armies;
}

/** The armies and the wizard land; armies gone or moved since B10 stay behind. */
function land(context: MonthContext, realm: string, wizard: Wizard, armies: readonly Army[], to: string): void {
  const { state } = context;
  if (wizard.prisonerOf !== undefined || !state.world.wizards.includes(wizard)) return;
  const from = wizard.at;
  const moving = armies.filter((army) => state.army(army.realm, army.number) === army && army.at === from);
  for (const army of moving) {
    state.moveArmy(army, to);
    state.moved.add(armyKey(army.realm, army.number));
  }
  wizard.at = to;
  // The wizard stands with the armies it brought (it leads none, R §1.3).
  if (wizard.army === undefined || !moving.some((army) => army.number === wizard.army)) {
    const first = moving[0];
    if (first === undefined) delete wizard.army;
    else wizard.army = first.number;
  }
  state.emit({ code: 'teleportedWithUnits', rule: 'R §1.4.1, §3', audience: realmsOnly(realm), data: { id: wizard.id, name: wizard.name, from, to, armies: moving.map((army) => army.number) } });
}

/**
 * TELEPORTIERE … MIT: from class E, own armies of the wizard's hex; every started 5,000 RP shortens
 * the class's range by a hex and costs 2 ZKP a hex; the wizard's one spell and its one teleport of
 * the month; lands as a teleport does (R §1.4.1, §1.3, errata 76, 89; P-165–P-167).
 */
function teleportUnits(context: MonthContext, turn: RealmTurn, order: Located): void {
  const { state, rules } = context;
  const wizard = castingWizard(context, turn, order, order.wizard);
  if (wizard === undefined) return;
  const table = rules.tables.teleportWithUnits;
  const wizardClass = rules.tables.wizardClasses[wizard.class];
  if (wizardClass.level < table.fromLevel) {
    return refuse(context, turn, order, 'teleport-units-class', t(`${wizard.name} ist Klasse ${wizard.class}; mit Rüstgütern teleportieren erst Zauberer der Klasse E (R §1.4.1).`, `${wizard.name} is class ${wizard.class}; only wizards from class E teleport with goods (R §1.4.1)`));
  }
  if (state.teleported.has(wizard.id)) {
    return refuse(context, turn, order, 'teleport-twice', t(`${wizard.name} hat in diesem Monat schon teleportiert; einmal pro Monat, gleich ob allein oder mit Rüstgütern (R §1.3, Errata 89).`, `${wizard.name} has already teleported this month; once a month, alone or with goods (R §1.3, errata 89)`));
  }
  const armies = armiesOf(context, turn, order, wizard);
  if (armies === undefined) return;
  const rp = armies.reduce((sum, army) => sum + armyRp(army), 0);
  if (rp > wizardClass.transportRp) {
    return refuse(context, turn, order, 'teleport-capacity', t(`Die Heere haben ${num(rp, 'de')} RP; ein Z${wizard.class} trägt höchstens ${num(wizardClass.transportRp, 'de')} RP (R §1.3).`, `the armies hold ${num(rp, 'en')} RP; a Z${wizard.class} carries at most ${num(wizardClass.transportRp, 'en')} RP (R §1.3)`));
  }
  const steps = Math.ceil(rp / table.rpPerStep);
  const range = wizardClass.teleportHexes - steps;
  const from = parseHex(wizard.at);
  const to = parseHex(order.to);
  const hexes = from === undefined || to === undefined ? undefined : distance(from, to);
  if (hexes === 0) return refuse(context, turn, order, 'teleport-here', t(`${wizard.name} steht schon in ${order.to}.`, `${wizard.name} already stands at ${order.to}`));
  if (hexes !== undefined && hexes > range) {
    return refuse(
      context,
      turn,
      order,
      'teleport-range',
      t(
        `${order.to} liegt ${hexes} Gemarken von ${wizard.at}; mit ${num(rp, 'de')} RP reicht ein Z${wizard.class} ${wizardClass.teleportHexes} − ${steps} = ${Math.max(0, range)} Gemarken (R §1.4.1).`,
        `${order.to} is ${hexes} hexes from ${wizard.at}; with ${num(rp, 'en')} RP a Z${wizard.class} reaches ${wizardClass.teleportHexes} − ${steps} = ${Math.max(0, range)} hexes (R §1.4.1)`,
      ),
    );
  }
  const problem = landingProblem(context, wizard, order.to, true);
  if (problem !== undefined) return refuse(context, turn, order, problem.code, t(problem.de, problem.en));
  const target = state.place(order.to);
  const terrain = state.loaded.terrain[target];
  const stuck = terrain === undefined ? undefined : armies.find((army) => !(costCell(armyMover(army, rules), terrain, rules) ?? []).some((bwp) => bwp > 0));
  if (stuck !== undefined) return refuse(context, turn, order, 'impassable', t(`${order.to} ist für Heer ${stuck.number} unpassierbar (Tabelle 5).`, `${order.to} is impassable for army ${stuck.number} (Table 5)`));
  if (startsFurtherConflict(context, wizard, [target, ...neighboursOf(target)])) {
    return refuse(context, turn, order, 'duel-conflict', t(`${wizard.name} steht nach der Teleportation schon in einem Zauberduellkonflikt; in ${order.to} träfe er auf einen weiteren fremden Zauberer (R §3 Phase 10).`, `${wizard.name} is already in a wizard duel conflict after the teleports; at ${order.to} it would meet another foreign wizard (R §3 phase 10)`));
  }
  const zkp = table.zkpPerStepAndHex * steps * (hexes ?? 0);
  if (!paySpell(context, turn, order, wizard, zkp)) return;
  state.teleported.add(wizard.id);
  state.emit({ code: 'teleportUnitsSpoken', rule: 'R §1.4, §1.4.1', audience: realmsOnly(turn.realm), data: { wizard: wizard.id, name: wizard.name, from: wizard.at, to: order.to, armies: armies.map((army) => army.number), rp, zkp, zkpLeft: wizard.zkp } });
  state.pendingSpells.push({ wizard: wizard.id, name: wizard.name, realm: turn.realm, at: target, spell: 'teleportUnits', apply: () => land(context, turn.realm, wizard, armies, order.to) });
}

/** B10 Spells II: teleports with units are spoken and paid; the wizard and the armies land after B11 (R §1.4.1, §3). */
export const B10_TELEPORT_UNITS: RealmStep = {
  id: 'B10',
  rule: 'R §1.4.1, §3',
  title: t('Zaubersprüche II (Teleportation mit Rüstgütern)', 'Spells II (teleporting with units)'),
  run(context, turn) {
    for (const order of ordersOf(turn, 'teleportUnits')) teleportUnits(context, turn, order);
  },
};
