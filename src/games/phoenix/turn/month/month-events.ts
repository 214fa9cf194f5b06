import { t } from '../../reports/text.js';
import { isIncomeMonth } from './calendar.js';
import type { MonthContext, MonthStep } from './context.js';
import { EVERYONE } from './events.js';
import { isWater } from '../movement/geography.js';

type EventId = 'goodHarvest' | 'plague' | 'vermin' | 'disease';

/**
 * The month's events as the game masters entered them (`calendar.events`, R §6.11; P-234): everyone
 * reads them as news at the month's start; in an income month they change the taxes of the land hexes
 * struck by the event's factor (`tables.monthEvents`; several events on one hex multiply).
 */
export const A0_MONTH_EVENTS: MonthStep = {
  id: 'A0',
  rule: 'R §6.11',
  title: t('Ereignisse des Monats', 'Events of the month'),
  run(context) {
    const { state, rules } = context;
    const applied = isIncomeMonth(state.world.calendar.turn, rules);
    for (const entry of state.world.calendar.events ?? []) {
      const factor = rules.tables.monthEvents[entry.event as EventId].incomeFactor;
      state.emit({ code: 'monthEvent', rule: 'R §6.11; P-234', audience: EVERYONE, data: { event: entry.event, at: [...entry.at], factor, applied } });
    }
  },
};

/** Income factors by place from the game masters' events, or undefined when they entered none (then P-84 decides). */
export function enteredEventFactors(context: MonthContext): Map<number, number> | undefined {
  const { state, rules } = context;
  const entered = state.world.calendar.events;
  if (entered === undefined) return undefined;
  const factors = new Map<number, number>();
  for (const entry of entered) {
    const factor = rules.tables.monthEvents[entry.event as EventId].incomeFactor;
    for (const at of entry.at) {
      const index = state.place(at);
      if (index < 0 || isWater(state, index)) continue;
      factors.set(index, (factors.get(index) ?? 1) * factor);
    }
  }
  return factors;
}
