import { t } from '../../reports/text.js';
import { drawIndex, isIncomeMonth } from '../month/calendar.js';
import type { MonthContext, MonthStep } from '../month/context.js';
import { EVERYONE, realmsOnly } from '../month/events.js';
import { isWater } from '../movement/geography.js';
import { effectiveLevel } from './strongholds.js';
import { noIncomeWhileAbsent } from '../special-realms/absent-realms.js';
import { enteredEventFactors } from '../month/month-events.js';

/**
 * Good harvest and plague (R §6.11) with `monthEvents: "drawn"`: each strikes a few owned land
 * hexes drawn by lot and changes their tax income this income round by a factor (P-84).
 */
function drawEvents(context: MonthContext, owned: readonly number[]): Map<number, number> {
  const { state, rules, dice } = context;
  const factors = new Map<number, number>();
  const table = rules.tables.monthEvents;
  for (const [code, event] of [['goodHarvest', table.goodHarvest], ['plague', table.plague]] as const) {
    const pool = owned.filter((index) => !factors.has(index));
    for (let i = 0; i < event.hexes && pool.length > 0; i++) {
      const index = pool.splice(drawIndex(dice, pool.length, code), 1)[0] as number;
      factors.set(index, event.incomeFactor);
      state.emit({ code, rule: 'R §6.11; P-84', audience: EVERYONE, data: { at: state.hexAt(index)?.at, realm: state.loaded.owner[index], factor: event.incomeFactor } });
    }
  }
  return factors;
}

/** D: taxes in Larn and Agul from the hexes and strongholds each realm holds, unless plundered (R §3.2, §3.2.1, §3.2.2). */
export const D_INCOME: MonthStep = {
  id: 'D',
  rule: 'R §3.2, §3.2.1, §3.2.2, §6.11',
  title: t('Einnahmen', 'Income'),
  run(context) {
    const { state, rules } = context;
    const turn = state.world.calendar.turn;
    if (!isIncomeMonth(turn, rules)) return;
    const owned: number[] = [];
    state.loaded.owner.forEach((owner, index) => {
      if (owner !== undefined && !isWater(state, index)) owned.push(index);
    });
    // Events are the game masters' (R §6.11): drawn here only when the rules options ask for it (P-84).
    // The game masters' entered events come first (P-234).
    const factors = enteredEventFactors(context) ?? (rules.interpretations.monthEvents === 'drawn' ? drawEvents(context, owned) : new Map<number, number>());
    const perRealm = new Map<string, { hexes: number; land: number; strongholds: number; plundered: number; events: number }>();
    for (const index of owned) {
      const owner = state.loaded.owner[index] as string;
      const hex = state.hexAt(index);
      if (hex === undefined) continue;
      const sum = perRealm.get(owner) ?? { hexes: 0, land: 0, strongholds: 0, plundered: 0, events: 0 };
      perRealm.set(owner, sum);
      if ((hex.plunderedUntil ?? 0) >= turn) {
        sum.plundered += 1;
        continue;
      }
      const factor = factors.get(index) ?? 1;
      const land = Math.floor(rules.tables.terrain[hex.terrain].income * factor);
      sum.hexes += 1;
      sum.land += land;
      sum.events += land - rules.tables.terrain[hex.terrain].income;
      const stronghold = state.loaded.strongholds.get(index);
      const level = stronghold === undefined || stronghold.owner !== owner ? null : effectiveLevel(stronghold, rules);
      if (level !== null) sum.strongholds += rules.tables.strongholds[level].income;
    }
    for (const [realm, sum] of [...perRealm].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (noIncomeWhileAbsent(context, realm)) continue;
      const total = sum.land + sum.strongholds;
      state.treasury(realm, total);
      state.emit({ code: 'income', rule: 'R §3.2.1', audience: realmsOnly(realm), data: { ...sum, total } });
    }
  },
};
