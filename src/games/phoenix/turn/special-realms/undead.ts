import { ARMY_KINDS, UNIT_CODES } from '../../data/units.js';
import type { ArmOrder, LocatedOrder } from '../../orders/ast.js';
import { num, t } from '../../reports/text.js';
import { type MonthContext, ordersOf, type RealmStep, type RealmTurn, refuse } from '../month/context.js';
import { realmsOnly } from '../month/events.js';
import { classOfGp } from '../magic/wizards.js';
import type { Wizard } from '../../world/schema.js';

/** The undead's immediate armament (R §6.7): 20 % of the turn's combat income, at most 83 % of it for troops and 17 % for HF. */
export const UNDEAD_ARMAMENT = { incomeShare: 0.2, troopsShare: 0.83, commandersShare: 0.17 } as const;

/** The combat income the realm won in the melees of its own turn so far (R §5.6; P-206). */
function turnCombatIncome(context: MonthContext, realm: string): number {
  return context.state.events
    .filter((e) => e.code === 'melee' && e.turnOf === realm && e.audience.to === 'realms' && e.audience.realms.includes(realm))
    .reduce((sum, e) => sum + Number(e.data.income ?? 0), 0);
}

interface Budget {
  troops: number;
  commanders: number;
  /** Whether the one ZA of the turn is armed. */
  za: boolean;
}

/**
 * SOFORT ZA <id>: "und maximal einen ZA" — one a turn, paid from the 17 % share (the HF's), the footnote's
 * open question read so (P-284); it stands in the army's hex, paid from the gold the army carries.
 */
function armZa(context: MonthContext, turn: RealmTurn, order: ArmOrder & LocatedOrder, budget: Budget, army: NonNullable<ReturnType<MonthContext['state']['army']>>): void {
  const { state, rules } = context;
  const id = order.wizard as string;
  if (budget.za) return refuse(context, turn, order, 'undead-one-za', t('Die Untoten rüsten sofort höchstens einen ZA je Zug (R §6.7).', 'the undead arm at once at most one ZA a turn (R §6.7)'));
  if (state.loaded.wizards.has(id) || state.loaded.characters.has(id)) return refuse(context, turn, order, 'wizard-id', t(`„${id}“ führt schon ein Charakter oder Zauberer.`, `"${id}" is already held by a character or wizard`));
  const { price, gp } = rules.tables.wizardArmament.ZA;
  if (price > budget.commanders) {
    return refuse(context, turn, order, 'undead-share', t(
      `Ein ZA kostet ${num(price, 'de')} GS aus dem Anteil für Heerführer (17 %); übrig sind ${num(budget.commanders, 'de')} GS (R §6.7, Fußnote 9).`,
      `a ZA costs ${num(price, 'en')} GS of the commanders' share (17 %); ${num(budget.commanders, 'en')} GS are left (R §6.7, footnote 9)`,
    ));
  }
  if (price > (army.cargo?.gold ?? 0)) return refuse(context, turn, order, 'money', t(`Heer ${order.army} trägt ${num(army.cargo?.gold ?? 0, 'de')} GS Kampfeinnahmen; ${num(price, 'de')} GS sind nötig (R §6.7).`, `army ${order.army} carries ${num(army.cargo?.gold ?? 0, 'en')} GS of combat income; ${num(price, 'en')} GS are needed (R §6.7)`));
  budget.za = true;
  budget.commanders -= price;
  state.adjustCargo(army, 'gold', -price);
  const wizard: Wizard = { id, name: id, realm: turn.realm, at: army.at, class: classOfGp(gp, rules), gp, zkp: gp };
  state.world.wizards.push(wizard);
  (state.loaded.wizards as Map<string, Wizard>).set(id, wizard);
  state.emit({ code: 'undeadWizard', rule: 'R §6.7', audience: realmsOnly(turn.realm), data: { id, army: order.army, at: army.at, gp, class: wizard.class, cost: price } });
}

function armNow(context: MonthContext, turn: RealmTurn, order: ArmOrder & LocatedOrder, budget: Budget): void {
  const { state, rules } = context;
  const army = state.army(turn.realm, order.army);
  if (army === undefined || army.at !== order.at || army.aboard !== undefined) {
    return refuse(context, turn, order, 'army-elsewhere', t(`Heer ${order.army} steht nicht in ${order.at}: Die Untoten rüsten sofort in das Heer, wo es steht (R §6.7).`, `army ${order.army} does not stand at ${order.at}: the undead arm at once into the army where it stands (R §6.7)`));
  }
  if (order.wizard !== undefined) return armZa(context, turn, order, budget, army);
  const units = UNIT_CODES.filter((unit) => (order.units[unit] ?? 0) > 0);
  const misfit = units.find((unit) => !(ARMY_KINDS[army.kind].units as readonly string[]).includes(unit));
  if (misfit !== undefined) return refuse(context, turn, order, 'unit-kind', t(`${misfit} passt nicht in Heer ${order.army} (${army.kind}).`, `${misfit} does not fit army ${order.army} (${army.kind})`));
  let troops = 0;
  let commanders = 0;
  for (const unit of units) {
    const cost = (order.units[unit] as number) * rules.tables.units[unit].price;
    if (unit === 'HF') commanders += cost;
    else troops += cost;
  }
  if (troops > budget.troops || commanders > budget.commanders) {
    return refuse(context, turn, order, 'undead-share', t(
      `Die Untoten rüsten sofort höchstens ${num(budget.troops, 'de')} GS für Truppen (83 %) und ${num(budget.commanders, 'de')} GS für HF (17 %) von 20 % der Kampfeinnahmen dieses Zuges; verlangt sind ${num(troops, 'de')} und ${num(commanders, 'de')} GS (R §6.7).`,
      `the undead arm at once at most ${num(budget.troops, 'en')} GS of troops (83 %) and ${num(budget.commanders, 'en')} GS of HF (17 %) of 20 % of this turn's combat income; ${num(troops, 'en')} and ${num(commanders, 'en')} GS asked (R §6.7)`,
    ));
  }
  const cost = troops + commanders;
  if (cost > (army.cargo?.gold ?? 0)) {
    return refuse(context, turn, order, 'money', t(`Heer ${order.army} trägt ${num(army.cargo?.gold ?? 0, 'de')} GS Kampfeinnahmen; ${num(cost, 'de')} GS sind nötig (R §6.7).`, `army ${order.army} carries ${num(army.cargo?.gold ?? 0, 'en')} GS of combat income; ${num(cost, 'en')} GS are needed (R §6.7)`));
  }
  budget.troops -= troops;
  budget.commanders -= commanders;
  state.adjustCargo(army, 'gold', -cost);
  for (const unit of units) state.adjust(army, unit, order.units[unit] as number);
  state.emit({ code: 'undeadArmament', rule: 'R §6.7', audience: realmsOnly(turn.realm), data: { army: order.army, at: order.at, units: order.units, cost } });
}

/**
 * B15 (the emergency teleport's phase of the undead's own turn): `RUESTE <Gemark> <Heer> SOFORT …`
 * arms from 20 % of the combat income won in this turn, into the army where it stands, paid from
 * the gold it carries; at most 83 % of the 20 % for troops, weapons, mounts and ships, 17 % for HF
 * (R §6.7; P-206), and at most one ZA from the 17 % (P-284). Other realms' SOFORT orders are refused.
 */
export const B15_UNDEAD_ARMAMENT: RealmStep = {
  id: 'B15',
  rule: 'R §6.7',
  title: t('Sofortrüstung der Untoten', 'Undead armament at once'),
  run(context, turn) {
    const orders = ordersOf(turn, 'arm').filter((order) => order.now === true);
    if (orders.length === 0) return;
    if (context.state.loaded.realms.get(turn.realm)?.kind !== 'undead') {
      for (const order of orders) refuse(context, turn, order, 'not-undead', t('Nur Untote rüsten sofort aus Kampfeinnahmen (R §6.7).', 'only the undead arm at once from combat income (R §6.7)'));
      return;
    }
    const share = Math.floor(turnCombatIncome(context, turn.realm) * UNDEAD_ARMAMENT.incomeShare);
    const budget: Budget = { troops: Math.floor(share * UNDEAD_ARMAMENT.troopsShare), commanders: Math.floor(share * UNDEAD_ARMAMENT.commandersShare), za: false };
    for (const order of orders) armNow(context, turn, order, budget);
  },
};
