import type { Direction } from '../../map/coords.js';
import type { LocatedOrder, SpellSide } from '../../orders/ast.js';
import { num, t } from '../../reports/text.js';
import { parseDirection, placeNeighbour, placesWithin, sideKey } from '../../world/places.js';
import type { Wizard } from '../../world/schema.js';
import { refuse, type MonthContext, type RealmTurn } from '../month/context.js';
import { hostile } from '../movement/geography.js';

/**
 * The wizard that is to cast `order`'s spell, or undefined after refusing the order: an own wizard
 * at liberty that has not cast this month and stands with no other own or allied wizard at liberty
 * (R §1.4: "nur einen Zauberspruch pro Monat", "Stehen mehrere Zauberer auf einer Gemark so können
 * sie nicht zaubern"; §1.3; P-42).
 */
export function castingWizard(context: MonthContext, turn: RealmTurn, order: LocatedOrder, id: string): Wizard | undefined {
  const { state } = context;
  const wizard = state.loaded.wizards.get(id);
  if (wizard === undefined || wizard.realm !== turn.realm) {
    refuse(context, turn, order, 'unknown-wizard', t(`${turn.realm} hat keinen Zauberer „${id}“.`, `${turn.realm} has no wizard "${id}"`));
    return undefined;
  }
  if (wizard.prisonerOf !== undefined) {
    refuse(context, turn, order, 'wizard-prisoner', t(`${wizard.name} ist Gefangener von ${wizard.prisonerOf} und zaubert nicht.`, `${wizard.name} is a prisoner of ${wizard.prisonerOf} and casts no spell`));
    return undefined;
  }
  if (state.cast.has(wizard.id)) {
    refuse(context, turn, order, 'spell-twice', t(`${wizard.name} hat in diesem Monat schon gezaubert: ein Zauberspruch pro Monat (R §1.4, §3).`, `${wizard.name} has cast a spell this month already: one spell a month (R §1.4, §3)`));
    return undefined;
  }
  const at = state.place(wizard.at);
  const others = state.world.wizards.filter((w) => w !== wizard && w.prisonerOf === undefined && w.at === wizard.at && !hostile(state, w.realm, wizard.realm, at));
  if (others.length > 0) {
    const names = others.map((w) => w.name).join(', ');
    refuse(context, turn, order, 'wizards-together', t(`${wizard.name} steht in ${wizard.at} mit ${names}: mehrere Zauberer auf einer Gemark können nicht zaubern (R §1.4).`, `${wizard.name} stands at ${wizard.at} with ${names}: several wizards in one hex cannot cast (R §1.4)`));
    return undefined;
  }
  return wizard;
}

/** Pays a spell's ZKP before it is spoken and records the wizard's one spell of the month (R §1.4); false after refusing it for want of ZKP. */
export function paySpell(context: MonthContext, turn: RealmTurn, order: LocatedOrder, wizard: Wizard, zkp: number): boolean {
  if (wizard.zkp < zkp) {
    refuse(context, turn, order, 'zkp', t(`${wizard.name} hat ${num(wizard.zkp, 'de', 1)} ZKP; der Spruch kostet ${num(zkp, 'de', 1)} (R §1.4, Tabelle 7).`, `${wizard.name} has ${num(wizard.zkp, 'en', 1)} ZKP; the spell costs ${num(zkp, 'en', 1)} (R §1.4, Table 7)`));
    return false;
  }
  wizard.zkp = Math.round((wizard.zkp - zkp) * 10) / 10;
  context.state.cast.add(wizard.id);
  return true;
}

/** A hex side a spell names, as a side key with the two hexes (dense indices). */
export interface SpellTarget {
  readonly key: number;
  readonly here: number;
  readonly there: number;
  /** Hexes from the wizard to the nearer of the side's two hexes (P-150). */
  readonly distance: number;
}

/**
 * The sides a wall spell names, each checked against the map, the wizard's reach (distance 2 only
 * from `farFromLevel`) and named once; the first that fails refuses the whole spell (P-151).
 * `rule` names the spell's section in the messages.
 */
export function spellTargets(context: MonthContext, turn: RealmTurn, order: LocatedOrder, wizard: Wizard, sides: readonly SpellSide[], rule: string): SpellTarget[] | undefined {
  const { state, rules } = context;
  // Spells reach 0, 1 or 2 hexes (R §1.4.2, §1.4.4).
  const reach = placesWithin(state.place(wizard.at), 2);
  const far = rules.tables.magicWalls.farFromLevel;
  const targets: SpellTarget[] = [];
  for (const { at, side } of sides) {
    const here = state.place(at);
    const direction = parseDirection(side);
    const there = here < 0 || direction === undefined ? -1 : placeNeighbour(here, direction);
    if (there < 0 || state.hexAt(here) === undefined || state.hexAt(there) === undefined) {
      refuse(context, turn, order, 'spell-side', t(`${at} ${side} ist keine Seite zwischen zwei Gemarken der Karte.`, `${at} ${side} is no side between two hexes of the map`));
      return undefined;
    }
    const key = sideKey(here, direction as Direction);
    if (targets.some((target) => target.key === key)) {
      refuse(context, turn, order, 'spell-side-twice', t(`${at} ${side}: dieselbe Gemarkseite ist zweimal genannt.`, `${at} ${side}: the same side is named twice`));
      return undefined;
    }
    const distance = Math.min(reach.get(here) ?? 3, reach.get(there) ?? 3);
    if (distance > 2) {
      refuse(context, turn, order, 'spell-distance', t(`${at} ${side} liegt mehr als 2 Gemarken von ${wizard.name} (${wizard.at}) entfernt (${rule}).`, `${at} ${side} lies more than 2 hexes from ${wizard.name} (${wizard.at}) (${rule})`));
      return undefined;
    }
    if (distance === 2 && rules.tables.wizardClasses[wizard.class].level < far) {
      const from = Object.entries(rules.tables.wizardClasses).find(([, c]) => c.level === far)?.[0] ?? String(far);
      refuse(context, turn, order, 'spell-class', t(`${at} ${side} liegt 2 Gemarken von ${wizard.name} entfernt: erst ab Klasse ${from} möglich, ${wizard.name} ist Klasse ${wizard.class} (${rule}).`, `${at} ${side} lies 2 hexes from ${wizard.name}: only from class ${from}, ${wizard.name} is class ${wizard.class} (${rule})`));
      return undefined;
    }
    targets.push({ key, here, there, distance });
  }
  return targets;
}
