import type { AnyPeriodicRuleSet } from '../../kernel/periodic.js';
import type { SeatStep, Store, Submission, TableEvent } from '../../store/index.js';
import { applyMissedPolicy } from './missed.js';

/**
 * The turns each kept step of a period read (P-297): every seat's submission at the version the
 * step recorded and the claims made by then, with the missed-turn policy as it was applied then
 * (every seat decided: a seat without a turn at a later step was held). Steps kept before the
 * store recorded this (migration 0009) read the latest turns: none could be handed in after them.
 */
export async function keptStepSubmissions(store: Store, ruleSet: AnyPeriodicRuleSet, matchId: string, period: number, steps: readonly SeatStep[], latest: readonly Submission[], table: readonly TableEvent[], seats: readonly string[], lang: string): Promise<Submission[][]> {
  const history = new Map<string, Submission[]>();
  const versionOf = async (seat: string, version: number): Promise<Submission | undefined> => {
    const newest = latest.find((s) => s.seat === seat);
    if (newest?.version === version) return newest;
    if (!history.has(seat)) history.set(seat, await store.submissionHistory(matchId, period, seat));
    return history.get(seat)?.find((s) => s.version === version);
  };
  const sets: Submission[][] = [];
  for (const step of steps) {
    if (step.turns === null) {
      sets.push((await applyMissedPolicy(store, ruleSet, matchId, period, latest, seats, lang, table)).submissions);
      continue;
    }
    const read: Submission[] = [];
    for (const [seat, version] of Object.entries(step.turns.versions)) {
      const found = await versionOf(seat, version);
      if (found !== undefined) read.push(found);
    }
    sets.push((await applyMissedPolicy(store, ruleSet, matchId, period, read, seats, lang, table.slice(0, step.turns.tableEvents))).submissions);
  }
  return sets;
}
