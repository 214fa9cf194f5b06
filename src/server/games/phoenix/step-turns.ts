import type { SeatStep, Store, Submission, TableEvent } from '../../../store/index.js';
import { applyMissedPolicy } from './missed.js';
import type { Lang } from '../../../games/phoenix/index.js';

/**
 * The turns each kept step of a month read (P-297): every seat's submission at the version the step
 * recorded and the claims made by then, with the missed-turn policy as it was applied then (every
 * realm decided: a realm without a turn at a later step was held). Steps kept before the store
 * recorded this (migration 0009) read the latest turns: none could be handed in after them.
 */
export async function keptStepSubmissions(store: Store, matchId: string, period: number, steps: readonly SeatStep[], latest: readonly Submission[], table: readonly TableEvent[], realms: readonly string[], lang: Lang): Promise<Submission[][]> {
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
      sets.push((await applyMissedPolicy(store, matchId, period, latest, realms, lang, table)).submissions);
      continue;
    }
    const read: Submission[] = [];
    for (const [seat, version] of Object.entries(step.turns.versions)) {
      const found = await versionOf(seat, version);
      if (found !== undefined) read.push(found);
    }
    sets.push((await applyMissedPolicy(store, matchId, period, read, realms, lang, table.slice(0, step.turns.tableEvents))).submissions);
  }
  return sets;
}
