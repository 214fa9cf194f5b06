import { parseHex } from '../../map/coords.js';
import { distance } from '../../map/grid.js';
import { costCell, figureMover } from '../../movement/mover.js';
import { mayStayAlone } from '../../movement/step.js';
import type { LocatedOrder, TeleportOrder } from '../../orders/ast.js';
import { t } from '../../reports/text.js';
import { isWaterTerrain } from '../../world/loaded.js';
import type { Wizard } from '../../world/schema.js';
import { ordersOf, refuse, type MonthContext, type RealmStep, type RealmTurn } from '../month/context.js';
import { realmsOnly } from '../month/events.js';

/**
 * Why a wizard may not land on a hex, or undefined. The teleport is "eine Bewegungsfertigkeit" (R §1.3):
 * it lands only where the wizard alone could stand — on land a rider may enter (no water, no teleport
 * field, §6.6.5; no mountains, Table 5), and a wizard who is no character outside own or allied land only
 * where an own army stands (§1.3, P-122). Nothing on the way counts: no path, so no magic wall (P-143).
 * A wizard that brings own armies along (B10) always stands with them: `withArmies` skips that test.
 */
export function landingProblem(context: MonthContext, wizard: Wizard, at: string, withArmies = false): { code: string; de: string; en: string } | undefined {
  const { state, rules } = context;
  const place = state.place(at);
  const terrain = place < 0 ? undefined : state.loaded.terrain[place];
  if (terrain === undefined) return { code: 'unknown-place', de: `${at} liegt nicht auf der Karte.`, en: `${at} is not on the map` };
  if (isWaterTerrain(terrain)) return { code: 'water', de: `${at} ist Wasser; ein Zauberer allein steht nur an Land (R §1.3, Errata 89).`, en: `${at} is water; a wizard alone stands only on land (R §1.3, errata 89)` };
  if (!(costCell(figureMover(wizard, rules), terrain, rules) ?? []).some((bwp) => bwp > 0)) {
    return { code: 'impassable', de: `${at} ist für einen Zauberer, der sich wie Reiter bewegt, unpassierbar (Tabelle 5, Errata 89).`, en: `${at} is impassable for a wizard, who moves like riders (Table 5, errata 89)` };
  }
  if (!withArmies && wizard.character !== true && !mayStayAlone(state.loaded, rules, wizard.realm, place)) {
    return {
      code: 'wizard-alone',
      de: `${wizard.name} ist kein Charakter und darf außerhalb eigenen oder alliierten Gebiets nur bei eigenen Heeren stehen; in ${at} steht keines (R §1.3).`,
      en: `${wizard.name} is no character and may stand outside own or allied land only with own armies; none stands at ${at} (R §1.3)`,
    };
  }
  return undefined;
}

/**
 * TELEPORTIERE: once a month, free of ZKP, as many hexes as the class allows (R §1.3 table); the
 * wizard leaves its army and stands alone where it lands (P-143, P-144).
 */
function teleport(context: MonthContext, turn: RealmTurn, order: TeleportOrder & LocatedOrder): void {
  const { state, rules } = context;
  const wizard = state.loaded.wizards.get(order.wizard);
  if (wizard === undefined || wizard.realm !== turn.realm) return refuse(context, turn, order, 'unknown-wizard', t(`Euer Reich hat keinen Zauberer „${order.wizard}“.`, `your realm has no wizard "${order.wizard}"`));
  if (wizard.prisonerOf !== undefined) return refuse(context, turn, order, 'prisoner', t(`${wizard.name} ist Gefangener von ${wizard.prisonerOf} und teleportiert nicht (R §1.9).`, `${wizard.name} is a prisoner of ${wizard.prisonerOf} and does not teleport (R §1.9)`));
  if (state.teleported.has(wizard.id)) return refuse(context, turn, order, 'teleport-twice', t(`${wizard.name} hat in diesem Monat schon teleportiert; ein Zauberer teleportiert einmal im Monat (R §1.3, Errata 89).`, `${wizard.name} has already teleported this month; a wizard teleports once a month (R §1.3, errata 89)`));
  const from = parseHex(wizard.at);
  const to = parseHex(order.to);
  const hexes = from === undefined || to === undefined ? undefined : distance(from, to);
  const range = rules.tables.wizardClasses[wizard.class].teleportHexes;
  if (hexes === 0) return refuse(context, turn, order, 'teleport-here', t(`${wizard.name} steht schon in ${order.to}.`, `${wizard.name} already stands at ${order.to}`));
  if (hexes !== undefined && hexes > range) {
    return refuse(context, turn, order, 'teleport-range', t(`${order.to} liegt ${hexes} Gemarken von ${wizard.at}; ein Z${wizard.class} teleportiert höchstens ${range} (R §1.3).`, `${order.to} is ${hexes} hexes from ${wizard.at}; a Z${wizard.class} teleports at most ${range} (R §1.3)`));
  }
  const problem = landingProblem(context, wizard, order.to);
  if (problem !== undefined) return refuse(context, turn, order, problem.code, t(problem.de, problem.en));
  state.teleported.add(wizard.id);
  const army = wizard.army;
  const start = wizard.at;
  wizard.at = order.to;
  delete wizard.army;
  state.emit({ code: 'teleported', rule: 'R §1.3, §3, errata 89', audience: realmsOnly(turn.realm), data: { id: wizard.id, name: wizard.name, from: start, to: order.to, ...(army === undefined ? {} : { army }) } });
}

/** B5: teleports written VOR, before the fire and the movement (R §3 phase 5). */
export const B5_TELEPORT: RealmStep = {
  id: 'B5',
  rule: 'R §1.3, §3',
  title: t('Teleportation', 'Teleportation'),
  run(context, turn) {
    for (const order of ordersOf(turn, 'teleport')) if (order.when === 'before') teleport(context, turn, order);
  },
};

/** B9: teleports written NACH, from where the movement left the wizard (R §3 phase 9). */
export const B9_TELEPORT: RealmStep = {
  id: 'B9',
  rule: 'R §1.3, §3',
  title: t('Teleportation', 'Teleportation'),
  run(context, turn) {
    for (const order of ordersOf(turn, 'teleport')) if (order.when === 'after') teleport(context, turn, order);
  },
};
