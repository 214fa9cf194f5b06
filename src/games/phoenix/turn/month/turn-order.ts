import { HEX_COUNT } from '../../map/neighbours.js';
import { t } from '../../reports/text.js';
import { drawIndex } from './calendar.js';
import type { MonthContext, MonthStep } from './context.js';
import { EVERYONE } from './events.js';

/**
 * The turn order of a month drawn by lot (R §3.1): the first places are drawn from the realms
 * that were not among the last three of the month before; those three join the pool after.
 */
function drawOrder(context: MonthContext, realms: readonly string[], previous: readonly string[], purpose: string): string[] {
  const late = context.rules.tables.calendar.lateDrawn;
  const lastThree = previous.slice(-late);
  const pool = realms.filter((realm) => !lastThree.includes(realm));
  const order: string[] = [];
  const draw = (from: string[]) => from.splice(drawIndex(context.dice, from.length, purpose), 1)[0] as string;
  while (order.length < Math.min(late, realms.length) && pool.length > 0) order.push(draw(pool));
  const rest = [...pool, ...realms.filter((realm) => lastThree.includes(realm))];
  while (rest.length > 0) order.push(draw(rest));
  return order;
}

/** A1: the turn order and the active teleport gate of the month four ahead are announced (R §3.1, §6.6.3). */
export const A1_TURN_ORDER: MonthStep = {
  id: 'A1',
  rule: 'R §3, §3.1, §6.6.3',
  title: t('Bekanntgabe der Zugreihenfolge und der aktiven Teleportertore', 'Turn order and active teleport gates announced'),
  run(context) {
    const { state, rules } = context;
    const calendar = state.world.calendar;
    const realms = state.world.realms.map((realm) => realm.id).sort();
    const ahead = rules.tables.calendar.turnOrderMonths;
    while (calendar.turnOrder.length < ahead && realms.length > 0) {
      const month = calendar.turn + calendar.turnOrder.length;
      const order = drawOrder(context, realms, calendar.turnOrder.at(-1) ?? [], `turn order of month ${month}`);
      calendar.turnOrder.push(order);
      state.emit({ code: 'turnOrder', rule: 'R §3.1', audience: EVERYONE, data: { month, order } });
    }
    const gates = state.world.hexes
      .filter((hex) => (hex.terrain === 'teleportField' || hex.terrain === 'oneWayPoint') && state.place(hex.at) < HEX_COUNT)
      .map((hex) => hex.at);
    while (calendar.emergence.length < ahead && gates.length > 0) {
      const month = calendar.turn + calendar.emergence.length;
      const at = gates[drawIndex(context.dice, gates.length, `teleport gate of month ${month}`)] as string;
      calendar.emergence.push(at);
      state.emit({ code: 'teleportGate', rule: 'R §6.6.3', audience: EVERYONE, data: { month, at } });
    }
  },
};
