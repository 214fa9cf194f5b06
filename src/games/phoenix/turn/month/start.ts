import type { ArmyKind } from '../../data/units.js';
import type { ArmOrder } from '../../orders/ast.js';
import { t, type Text } from '../../reports/text.js';
import { startArmaments } from '../../world/start.js';
import { formatHex } from '../../map/coords.js';
import { placeAtIndex } from '../../world/places.js';
import type { MonthContext } from './context.js';
import { isWater, neighboursOf } from '../movement/geography.js';

/** Where a realm in its start armament places an arm order's units, by the army's kind. */
export interface StartPlacement {
  place(kind: ArmyKind): string | undefined;
}

/** The turn counted from which a realm's start rules apply: its first and second armament months (R §2; P-270). */
export function realmStart(context: MonthContext, realm: string): readonly [number, number] | undefined {
  const founded = context.state.loaded.realms.get(realm)?.founded;
  return founded === undefined ? undefined : startArmaments(founded, context.rules.tables.calendar);
}

/** Whether the realm is in its start: from its founding to its second armament month (R §1.9.1 "Ausnahme", §2; P-273). */
export function inStart(context: MonthContext, realm: string): boolean {
  const start = realmStart(context, realm);
  const founded = context.state.loaded.realms.get(realm)?.founded;
  const now = context.state.world.calendar.turn;
  return start !== undefined && founded !== undefined && now >= founded && now <= start[1];
}

/** The capital and its six neighbours, the realm's seven start hexes (R §2). */
function startHexes(context: MonthContext, realm: string): Set<number> | undefined {
  const capital = context.state.loaded.realms.get(realm)?.capital;
  if (capital === undefined) return undefined;
  const index = context.state.place(capital);
  return new Set([index, ...neighboursOf(index)]);
}

/**
 * The first armament of a new realm with a capital (R §2; P-270): from the start capital, in any of
 * its seven start hexes that it still owns, a fleet on water beside such a hex at elevation 1 or on
 * such water named itself; no stronghold's capacity applies. `undefined` when the order is not one of
 * the start armament (another month, special income, no capital), a refusal when its place is wrong.
 */
export function startPlacement(context: MonthContext, realm: string, order: ArmOrder): StartPlacement | [string, Text] | undefined {
  const { state } = context;
  const start = realmStart(context, realm);
  if (start === undefined || start[0] !== state.world.calendar.turn || order.fromSpecialIncome) return undefined;
  const seven = startHexes(context, realm);
  if (seven === undefined) return undefined;
  const own = [...seven].filter((i) => i >= 0 && state.ownerAtStart[i] === realm && !isWater(state, i));
  const index = state.place(order.at);
  const refusal: [string, Text] = ['start-place', t(
    `In der ersten Rüstung wird nur in der Hauptstadt und den sechs Gemarken um sie gerüstet, Schiffe auf dem Wasser neben einer dieser Gemarken der Höhenstufe 1; ${order.at} ist keine davon (R §2).`,
    `the first armament arms only in the capital and the six hexes around it, ships on water beside one of them at elevation 1; ${order.at} is none of them (R §2)`,
  )];
  const coastal = (i: number) => own.includes(i) && state.loaded.elevation[i] === 1;
  if (own.includes(index)) {
    return {
      place(kind) {
        if (kind !== 'fleet') return order.at;
        if (!coastal(index)) return undefined;
        const existing = state.army(realm, order.army);
        const water = neighboursOf(index).filter((n) => isWater(state, n));
        const at = existing === undefined ? water[0] : water.find((n) => state.place(existing.at) === n);
        return at === undefined ? undefined : formatHex(placeAtIndex(at));
      },
    };
  }
  if (index >= 0 && isWater(state, index) && neighboursOf(index).some(coastal)) return { place: (kind) => (kind === 'fleet' ? order.at : undefined) };
  return refusal;
}
