import { STRONGHOLD_LEVELS } from '../../data/structures.js';
import { WIZARD_CLASS_IDS, type WizardClass } from '../../data/figures.js';
import type { DismissOrder, LocatedOrder } from '../../orders/ast.js';
import { t, type Text } from '../../reports/text.js';
import type { PhoenixRules } from '../../rules.js';
import type { Wizard } from '../../world/schema.js';
import { refuse, type MonthContext, type RealmStep, type RealmTurn } from '../month/context.js';
import { realmsOnly } from '../month/events.js';
import { killFigure } from '../careers/death.js';

/**
 * The class a wizard's GP has reached: the highest whose GP limit the board GP (whole GP, R §1.9.2)
 * reaches; below the ZB limit a ZA, and a ZF stays a ZF however high it climbs (R §1.3; P-140).
 */
export function classOfGp(gp: number, rules: PhoenixRules): WizardClass {
  const board = Math.floor(gp + 1e-9);
  let reached: WizardClass = 'A';
  for (const id of WIZARD_CLASS_IDS) if (board >= rules.tables.wizardClasses[id].gpLimit) reached = id;
  return reached;
}

/**
 * "Ein Zauberer wechselt die Klasse, sobald deren Grenze von unten oder oben durch den betreffenden
 * Gutpunktwert erreicht wird" (R §1.3): the class follows the GP whenever they change, and the ZKP
 * never exceed the GP, their maximum. Returns the change, if any (P-140).
 */
export function settleClass(wizard: Wizard, rules: PhoenixRules): { from: WizardClass; to: WizardClass } | undefined {
  if (wizard.zkp > wizard.gp) wizard.zkp = wizard.gp;
  const to = classOfGp(wizard.gp, rules);
  if (to === wizard.class) return undefined;
  const from = wizard.class;
  wizard.class = to;
  return { from, to };
}

/**
 * A wizard's GP have changed (B2, a duel): below 1 GP it dies (R §1.9.3, errata 24), else its class
 * follows (settleClass); its realm learns the new class. Returns whether it lives.
 */
export function settleWizard(context: MonthContext, wizard: Wizard): boolean {
  if (wizard.gp < 1) {
    killFigure(context, wizard.id, t(`weniger als 1 GP (R §1.9.3)`, `less than 1 GP (R §1.9.3)`));
    return false;
  }
  const change = settleClass(wizard, context.rules);
  if (change !== undefined) {
    context.state.emit({ code: 'wizardClass', rule: 'R §1.3', audience: realmsOnly(wizard.realm), data: { id: wizard.id, name: wizard.name, gp: wizard.gp, ...change } });
  }
  return true;
}

/**
 * Where a character wizard's emergency teleport takes it: its realm's capital; with
 * `emergencyTeleportTo: "largest-stronghold"` the realm's highest finished stronghold when it has no
 * capital. Undefined when there is none (P-142).
 */
function refuge(context: MonthContext, realm: string): string | undefined {
  const { state, rules } = context;
  const capital = state.loaded.realms.get(realm)?.capital;
  if (capital !== undefined || rules.interpretations.emergencyTeleportTo === 'capital') return capital;
  const own = state.world.strongholds.filter((s) => s.owner === realm && s.building !== true);
  own.sort((a, b) => STRONGHOLD_LEVELS.indexOf(b.level) - STRONGHOLD_LEVELS.indexOf(a.level) || b.bp - a.bp || a.at.localeCompare(b.at));
  return own[0]?.at;
}

/**
 * A character wizard's emergency teleport (R §5.1 with errata 65, §5.4): it leaves its army for its
 * capital; a realm without one (P-142) has nowhere to take it, and it dies. Only its realm learns
 * where it went. The monthly teleport is not used up (P-142). For fire today; duels and melee later.
 */
export function emergencyTeleport(context: MonthContext, wizard: Wizard, why: Text): void {
  const to = refuge(context, wizard.realm);
  if (to === undefined) {
    killFigure(context, wizard.id, t(`${why.de}; die Notteleportation findet keine Hauptstadt (R §5.1, §5.4)`, `${why.en}; the emergency teleport finds no capital (R §5.1, §5.4)`));
    return;
  }
  const from = wizard.at;
  const army = wizard.army;
  wizard.at = to;
  delete wizard.army;
  context.state.emit({ code: 'emergencyTeleport', rule: 'R §5.1, §5.4, errata 65', audience: realmsOnly(wizard.realm), data: { id: wizard.id, name: wizard.name, from, to, ...(army === undefined ? {} : { army }), why: why.de, whyEn: why.en } });
}

/**
 * ENTLASSE: "Vor den Beginn seiner Bewegung kann ein Reich einen Nichtcharakterzauberer aus seinem
 * Diensten entlassen. Der Zauberer wird aus den Heeresstärken ausgelistet und von der Karte
 * genommen. Eine Entschädigung erfolgt nicht." (R §1.3.1; P-141)
 */
function dismiss(context: MonthContext, turn: RealmTurn, order: DismissOrder & LocatedOrder): void {
  const { state } = context;
  const wizard = state.loaded.wizards.get(order.wizard);
  if (wizard === undefined || wizard.realm !== turn.realm) return refuse(context, turn, order, 'unknown-wizard', t(`Euer Reich hat keinen Zauberer „${order.wizard}“.`, `your realm has no wizard "${order.wizard}"`));
  if (wizard.character === true) return refuse(context, turn, order, 'character-wizard', t(`${wizard.name} ist ein Charakterzauberer; entlassen werden nur Nichtcharakterzauberer (R §1.3.1).`, `${wizard.name} is a character wizard; only wizards who are no characters are dismissed (R §1.3.1)`));
  if (wizard.prisonerOf !== undefined) return refuse(context, turn, order, 'prisoner', t(`${wizard.name} ist Gefangener von ${wizard.prisonerOf} und steht nicht in euren Diensten.`, `${wizard.name} is a prisoner of ${wizard.prisonerOf} and not in your service`));
  state.world.wizards.splice(state.world.wizards.indexOf(wizard), 1);
  (state.loaded.wizards as Map<string, Wizard>).delete(wizard.id);
  state.emit({ code: 'wizardDismissed', rule: 'R §1.3.1', audience: realmsOnly(turn.realm), data: { id: wizard.id, name: wizard.name, at: wizard.at } });
}

/**
 * B2 for wizards (R §1.3, errata 14: "pro Monat am Anfang des Spielzuges"): GP changed since the last
 * turn (role play, races: R §1.9.2, errata 111) settle the class first, then the ZKP of that class
 * regenerate up to the GP. Prisoners do not regenerate.
 */
export function regenerateWizards(context: MonthContext, realm: string): void {
  const { state, rules } = context;
  for (const wizard of [...state.world.wizards]) {
    if (wizard.realm !== realm || wizard.prisonerOf !== undefined || !settleWizard(context, wizard) || wizard.zkp >= wizard.gp) continue;
    const zkp = Math.min(wizard.gp, Math.round((wizard.zkp + rules.tables.wizardClasses[wizard.class].zkpPerMonth) * 10) / 10);
    state.emit({ code: 'regenerated', rule: 'R §1.3', audience: realmsOnly(realm), data: { id: wizard.id, name: wizard.name, from: wizard.zkp, to: zkp } });
    wizard.zkp = zkp;
  }
}

/** B3, before anything else moves: wizards dismissed (R §1.3.1). */
export const B3_DISMISSAL: RealmStep = {
  id: 'B3',
  rule: 'R §1.3.1',
  title: t('Entlassung von Nichtcharakterzauberern', 'Dismissal of wizards who are no characters'),
  run(context, turn) {
    for (const order of turn.orders) if (order.type === 'dismiss') dismiss(context, turn, order);
  },
};
