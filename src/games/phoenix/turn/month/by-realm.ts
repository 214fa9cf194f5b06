import type { DiceSource } from '../../../../kernel/dice.js';
import type { PhoenixRules } from '../../rules.js';
import type { World } from '../../world/schema.js';
import { gmReport } from '../../reports/gm-report.js';
import { realmReport } from '../../reports/realm-report.js';
import type { MonthPorts } from './context.js';
import type { EvaluatedMonth } from './evaluate.js';
import type { MonthEvent } from './events.js';
import { runMonth, type MonthTurns } from './month.js';
import { DEFAULT_PORTS } from './ports.js';

export interface MonthThrough extends EvaluatedMonth {
  /** The month's turn order: the realms whose turns run, first to last. */
  readonly order: readonly string[];
  /** The realms whose turns have run so far, in order. */
  readonly done: readonly string[];
  /** True when the month ran to its end: `world` is then next month's world, as from evaluateMonth. */
  readonly complete: boolean;
  /** The events of the last realm's turn that ran (none before the first). */
  readonly lastTurnEvents: readonly MonthEvent[];
}

/**
 * The month as the game master plays it at the table, realm by realm: A1–A3 for all, then the
 * turns (B1–B18) of the first `realms` realms in the turn order, and — once every realm's turn has
 * run — C, D and the calendar. Run with the same turns and the same dice, the month through n
 * realms is the month through n − 1 and then the n-th realm's turn; through all of them it is
 * evaluateMonth's month. `world` is the state after the last realm's turn that ran. At the table
 * `turns` holds the turns as they stood at each realm's step (MonthTurns), so later hand-ins leave
 * earlier steps as they ran.
 */
export function evaluateMonthThrough(world: World, turns: MonthTurns, dice: DiceSource, rules: PhoenixRules, realms: number, ports: MonthPorts = DEFAULT_PORTS): MonthThrough {
  const outcome = runMonth(world, turns, dice, rules, ports, Math.max(0, realms));
  const order = outcome.order ?? [];
  const done = order.slice(0, Math.max(0, Math.min(realms, order.length)));
  const last = done.at(-1);
  const reports = new Map(outcome.world.realms.map((realm) => [realm.id, realmReport(outcome, realm.id, rules)]));
  return {
    world: outcome.world,
    events: outcome.events,
    reports: { realms: reports, gm: gmReport(outcome) },
    order,
    done,
    complete: outcome.complete === true,
    lastTurnEvents: last === undefined ? [] : outcome.events.filter((event) => event.turnOf === last),
  };
}
