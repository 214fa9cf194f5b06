import { createHash } from 'node:crypto';
import type { LoadedWorld } from '../../../games/phoenix/world/loaded.js';
import { parseWorld } from '../../../games/phoenix/world/load.js';
import type { PeriodInfo, Store } from '../../../store/index.js';
import { CachedAnswer } from '../../http/cached.js';
import { ApiError } from '../../http/errors.js';
import type { WorkPool } from '../../work/pool.js';
import type { WorldRef } from '../../work/tasks.js';
import type { Problem } from '../../../kernel/problems.js';
import type { TurnBody } from '../../../store/index.js';
import type { Lang } from '../../../games/phoenix/report/text.js';
import { CheckVerdicts } from './verdicts.js';
import { realmView } from '../../../games/phoenix/world/view.js';

const KEEP = 32;
/** Rendered maps kept, by size: the whole Erkenfara is a few MB of SVG. */
const SVG_BYTES = 96 * 1024 * 1024;
/**
 * Kept map.json answers and reports, by size: a realm's map.json of a 2,000-army world is about
 * 400 kB, so a busy evening's 15 matches of 13 realms need about 100 MB with their reports; a
 * budget below what is read in turn would miss on every request (issue 18).
 */
const VIEW_BYTES = 256 * 1024 * 1024;

export interface RenderedMap {
  readonly svg: string;
  /** A strong validator of the picture, for If-None-Match. */
  readonly etag: string;
}
/**
 * Checked worlds of Phoenix periods, kept so that the check endpoint (called as a player types)
 * does not re-read a large world each time. An entry is dropped when its match is corrected or
 * evaluated; the evaluation itself always reads the store afresh.
 */
export class PhoenixWorlds {
  private readonly cache = new Map<string, LoadedWorld>();
  /** A key per loaded world that changes whenever the world is loaded anew: how worker threads know theirs. */
  private readonly keys = new WeakMap<LoadedWorld, string>();
  private loads = 0;
  private readonly maps = new Map<string, RenderedMap>();
  /** map.json answers and published reports by month and realm, kept like the maps (issue 18: no JSON of whole worlds per request). */
  private readonly views = new Map<string, CachedAnswer>();
  private viewBytes = 0;
  private mapBytes = 0;
  private readonly watched = new Map<string, () => void>();
  private readonly verdicts = new CheckVerdicts();

  constructor(
    private readonly store: Store,
    private readonly work: WorkPool,
  ) {}

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
    this.keys.set(loaded, `${key}#${++this.loads}`);
    this.cache.set(key, loaded);
    while (this.cache.size > KEEP) this.cache.delete(this.cache.keys().next().value as string);
    return loaded;
  }

  /** The month's world as worker threads take it (pool.ts): its key, and the world for threads that lack it. */
  async ref(matchId: string, period: number): Promise<WorldRef> {
    const loaded = await this.world(matchId, period);
    return { key: this.keys.get(loaded) as string, world: loaded.world };
  }

  /** The problems of a realm's turn against the month's world, checked on a worker thread once per world and turn (verdicts.ts). */
  async check(matchId: string, period: number, realm: string, body: TurnBody, lang: Lang): Promise<Problem[]> {
    const world = await this.ref(matchId, period);
    return this.verdicts.verdict(world.key, realm, body, lang, () => this.work.run({ kind: 'check', world, realm, body, lang }));
  }

  /**
   * A month's map as one realm sees it (or the whole, for the game master), rendered once and
   * kept until the month's world changes (a correction, an evaluation): panning through the
   * months or reloading the page does not render the map again.
   */
  async map(matchId: string, period: number, realm: string | undefined): Promise<RenderedMap> {
    const key = `${matchId}/${period}/${realm ?? ''}`;
    const hit = this.maps.get(key);
    if (hit !== undefined) {
      this.maps.delete(key);
      this.maps.set(key, hit);
      return hit;
    }
    const svg = await this.work.run({ kind: 'map', world: await this.ref(matchId, period), realm });
    const rendered = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
    this.maps.set(key, rendered);
    this.mapBytes += svg.length;
    while (this.mapBytes > SVG_BYTES && this.maps.size > 1) {
      const [oldest, map] = this.maps.entries().next().value as [string, RenderedMap];
      this.maps.delete(oldest);
      this.mapBytes -= map.svg.length;
    }
    return rendered;
  }

  /** The world of a month as a realm may see it, as the JSON text the API answers, made once and kept until the month's world changes. */
  viewJson(matchId: string, period: number, realm: string | undefined): Promise<CachedAnswer> {
    return this.kept(`${matchId}/${period}/view/${realm ?? ''}`, async () => new CachedAnswer(JSON.stringify(realmView((await this.world(matchId, period)).world, realm)), 'application/json; charset=utf-8'));
  }

  /**
   * A realm's published report as the JSON text the API answers, kept like the views (issue 18: a
   * published report never changes; read from the store and compressed once, not per request).
   * `load` answers undefined for a report that is not published: that is not kept.
   */
  publishedReport(matchId: string, period: number, realm: string, load: () => Promise<unknown>): Promise<CachedAnswer | undefined> {
    this.watch(matchId);
    return this.kept(`${matchId}/${period}/report/${realm}`, async () => {
      const report = await load();
      return report === undefined ? undefined : new CachedAnswer(JSON.stringify(report), 'application/json; charset=utf-8');
    });
  }

  /** A kept answer, or `make`'s (kept when there is one), the least recently used dropped beyond the byte budget. */
  private async kept<T extends CachedAnswer | undefined>(key: string, make: () => Promise<T>): Promise<T> {
    const hit = this.views.get(key);
    if (hit !== undefined) {
      this.views.delete(key);
      this.views.set(key, hit);
      return hit as T;
    }
    const answer = await make();
    if (answer === undefined || this.views.has(key)) return answer;
    this.views.set(key, answer);
    this.viewBytes += answer.bytes;
    while (this.viewBytes > VIEW_BYTES && this.views.size > 1) {
      const [oldest, view] = this.views.entries().next().value as [string, CachedAnswer];
      this.views.delete(oldest);
      this.viewBytes -= view.bytes;
    }
    return answer;
  }

  close(): void {
    this.views.clear();
    this.viewBytes = 0;
    for (const stop of this.watched.values()) stop();
    this.watched.clear();
    this.cache.clear();
    this.maps.clear();
    this.mapBytes = 0;
  }

  private watch(matchId: string): void {
    if (this.watched.has(matchId)) return;
    this.watched.set(
      matchId,
      this.store.subscribe(matchId, (update) => {
        if (update.kind !== 'correction' && update.kind !== 'evaluation') return;
        for (const key of [...this.cache.keys()]) if (key.startsWith(`${matchId}/`)) this.cache.delete(key);
        this.verdicts.forget(`${matchId}/`);
        for (const [key, view] of [...this.views]) {
          if (!key.startsWith(`${matchId}/`)) continue;
          this.views.delete(key);
          this.viewBytes -= view.bytes;
        }
        for (const [key, map] of [...this.maps]) {
          if (!key.startsWith(`${matchId}/`)) continue;
          this.maps.delete(key);
          this.mapBytes -= map.svg.length;
        }
      }),
    );
  }
}
