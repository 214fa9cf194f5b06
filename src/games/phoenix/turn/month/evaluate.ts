import type { DiceSource } from '../../../../kernel/dice.js';
import type { PhoenixRules } from '../../rules.js';
import type { World } from '../../world/schema.js';
import { gmReport, type GmReport } from '../../reports/gm-report.js';
import { realmReport, type RealmReport } from '../../reports/realm-report.js';
import type { MonthPorts } from './context.js';
import type { MonthEvent } from './events.js';
import { runMonth, type MonthTurns } from './month.js';
import { DEFAULT_PORTS } from './ports.js';

export interface EvaluatedMonth {
  readonly world: World;
  readonly events: readonly MonthEvent[];
  readonly reports: { readonly realms: ReadonlyMap<string, RealmReport>; readonly gm: GmReport };
}

/** One month of Phoenix as a library call: the next world, every event, and the reports. */
export function evaluateMonth(world: World, turns: MonthTurns, dice: DiceSource, rules: PhoenixRules, ports: MonthPorts = DEFAULT_PORTS): EvaluatedMonth {
  const outcome = runMonth(world, turns, dice, rules, ports);
  const realms = new Map(outcome.world.realms.map((realm) => [realm.id, realmReport(outcome, realm.id, rules)]));
  return { world: outcome.world, events: outcome.events, reports: { realms, gm: gmReport(outcome) } };
}
