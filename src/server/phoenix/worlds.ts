import type { LoadedWorld } from '../../games/phoenix/world/loaded.js';
import { parseWorld } from '../../games/phoenix/world/load.js';
import type { PeriodInfo, Store } from '../../store/index.js';
import { ApiError } from '../http/errors.js';

const KEEP = 32;

/**
 * Checked worlds of Phoenix periods, kept so that the check endpoint (called as a player types)
 * does not re-read a large world each time. An entry is dropped when its match is corrected or
 * evaluated; the evaluation itself always reads the store afresh.
 */
export class PhoenixWorlds {
  private readonly cache = new Map<string, LoadedWorld>();
  private readonly watched = new Map<string, () => void>();

  constructor(private readonly store: Store) {}

  async period(matchId: string, period: number): Promise<PeriodInfo> {
    const info = await this.store.period(matchId, period);
    if (info === undefined) throw new ApiError(404, 'no-period', `the match has no month ${period} (yet)`);
    return info;
  }

  async world(matchId: string, period: number): Promise<LoadedWorld> {
    const key = `${matchId}/${period}`;
    const hit = this.cache.get(key);
    if (hit !== undefined) {
      this.cache.delete(key); // re-inserted: the map's order is the order of last use
      this.cache.set(key, hit);
      return hit;
    }
    this.watch(matchId);
    const loaded = parseWorld((await this.period(matchId, period)).state, 'the stored world');
    this.cache.set(key, loaded);
    while (this.cache.size > KEEP) this.cache.delete(this.cache.keys().next().value as string);
    return loaded;
  }

  close(): void {
    for (const stop of this.watched.values()) stop();
    this.watched.clear();
    this.cache.clear();
  }

  private watch(matchId: string): void {
    if (this.watched.has(matchId)) return;
    this.watched.set(
      matchId,
      this.store.subscribe(matchId, (update) => {
        if (update.kind !== 'correction' && update.kind !== 'evaluation') return;
        for (const key of [...this.cache.keys()]) if (key.startsWith(`${matchId}/`)) this.cache.delete(key);
      }),
    );
  }
}
