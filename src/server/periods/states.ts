import { createHash } from 'node:crypto';
import type { Problem } from '../../kernel/problems.js';
import { getPeriodic } from '../../kernel/registry.js';
import type { PeriodInfo, Store, TurnBody } from '../../store/index.js';
import { CachedAnswer } from '../http/cached.js';
import { ApiError } from '../http/errors.js';
import type { Lane, WorkPool } from '../work/pool.js';
import type { StateRef } from '../work/tasks.js';
import { HandInChecks, type HandInVerdict } from './handin-checks.js';
import { CheckVerdicts } from './verdicts.js';

const KEEP = 32;
/** Rendered pictures kept, by size: a large map is a few MB of SVG. */
const SVG_BYTES = 96 * 1024 * 1024;
/**
 * Kept view answers and reports, by size: a realm's view of a 2,000-army world is about
 * 400 kB, so a busy evening's 15 matches of 13 seats need about 100 MB with their reports; a
 * budget below what is read in turn would miss on every request (issue 18).
 */
const VIEW_BYTES = 256 * 1024 * 1024;

export interface RenderedMap {
  readonly svg: string;
  /** A strong validator of the picture, for If-None-Match. */
  readonly etag: string;
}
/** A match as the period machinery needs it: its id and its game. */
export interface MatchRef {
  readonly id: string;
  readonly game: string;
}

/**
 * Read states of periods (games played in periods, through the kernel's periodic contract), kept
 * so that the check endpoint (called as a player types) does not re-read a large state each time.
 * An entry is dropped when its match is corrected or evaluated; the evaluation itself always reads
 * the store afresh.
 */
export class PeriodStates {
  private readonly cache = new Map<string, object>();
  /** A key per read state that changes whenever the state is read anew: how worker threads know theirs. */
  private readonly keys = new WeakMap<object, string>();
  private loads = 0;
  private readonly maps = new Map<string, RenderedMap>();
  /** View answers and published reports by period and seat, kept like the pictures (issue 18: no JSON of whole states per request). */
  private readonly views = new Map<string, CachedAnswer>();
  private viewBytes = 0;
  private mapBytes = 0;
  private readonly watched = new Map<string, () => void>();
  private readonly verdicts = new CheckVerdicts();
  /** One check of a handed-in turn per worker thread at once: the rest wait, latest hand-in per seat. */
  private readonly handIns: HandInChecks;

  constructor(
    private readonly store: Store,
    private readonly work: WorkPool,
  ) {
    this.handIns = new HandInChecks(Math.max(1, work.size));
  }

  async period(match: MatchRef, period: number): Promise<PeriodInfo> {
    const info = await this.store.period(match.id, period);
    if (info === undefined) throw new ApiError(404, 'no-period', `the match has no ${getPeriodic(match.game).words.period} ${period} (yet)`);
    return info;
  }

  /** The period's state as its rule set reads it. */
  async state(match: MatchRef, period: number): Promise<unknown> {
    const matchId = match.id;
    const key = `${matchId}/${period}`;
    const hit = this.cache.get(key);
    if (hit !== undefined) {
      this.cache.delete(key); // re-inserted: the map's order is the order of last use
      this.cache.set(key, hit);
      return hit;
    }
    this.watch(matchId);
    const state = getPeriodic(match.game).parseState((await this.period(match, period)).state, 'the stored state') as object;
    this.keys.set(state, `${key}#${++this.loads}`);
    this.cache.set(key, state);
    while (this.cache.size > KEEP) this.cache.delete(this.cache.keys().next().value as string);
    return state;
  }

  /** The period's state as worker threads take it (pool.ts): its key, and the state for threads that lack it. */
  async ref(match: MatchRef, period: number): Promise<StateRef> {
    const state = (await this.state(match, period)) as object;
    return { game: match.game, key: this.keys.get(state) as string, state };
  }

  /** The problems of a seat's turn against the period's state, checked on a worker thread once per state and turn (verdicts.ts). */
  async check(match: MatchRef, period: number, seat: string, body: TurnBody, lang: string, lane: Lane = { owner: `${match.id}/${seat}`, match: match.id }): Promise<Problem[]> {
    const state = await this.ref(match, period);
    return this.verdicts.verdict(state.key, seat, body, lang, () => this.work.run({ kind: 'check', state, seat, body, lang }, lane));
  }

  /**
   * The check of a turn handed in and stored (issue 47): queued behind others' hand-ins, never
   * refused for load; 'superseded' when the seat handed in again before it ran.
   */
  checkHandedIn(match: MatchRef, period: number, seat: string, body: TurnBody, lang: string): Promise<HandInVerdict> {
    return this.handIns.check(`${match.id}/${seat}`, () => this.check(match, period, seat, body, lang, { background: true }));
  }

  /**
   * Refuses a seat the period's state does not have: a game master's made-up `?seat=` would
   * otherwise be drawn and kept like a real one (issue 47: 400 made-up realms kept 133 MB).
   */
  async requireSeat(match: MatchRef, period: number, seat: string | undefined): Promise<void> {
    if (seat === undefined) return;
    const ruleSet = getPeriodic(match.game);
    if (!ruleSet.seats(await this.state(match, period)).includes(seat)) throw new ApiError(404, 'no-seat', `${ruleSet.words.period} ${period} has no ${ruleSet.words.seat} "${seat}"`);
  }

  /**
   * A period's picture as one seat sees it (or the whole, for the game master), rendered once and
   * kept until the period's state changes (a correction, an evaluation): panning through the
   * periods or reloading the page does not render it again.
   */
  async render(match: MatchRef, period: number, seat: string | undefined): Promise<RenderedMap> {
    await this.requireSeat(match, period, seat);
    const matchId = match.id;
    const key = `${matchId}/${period}/${seat ?? ''}`;
    const hit = this.maps.get(key);
    if (hit !== undefined) {
      this.maps.delete(key);
      this.maps.set(key, hit);
      return hit;
    }
    const svg = await this.work.run({ kind: 'render', state: await this.ref(match, period), seat }, { owner: `${match.id}/${seat ?? '@gm'}`, match: match.id });
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

  /** The state of a period as a seat may see it, as the JSON text the API answers, made once and kept until the period's state changes. */
  async viewJson(match: MatchRef, period: number, seat: string | undefined): Promise<CachedAnswer> {
    await this.requireSeat(match, period, seat);
    return this.kept(`${match.id}/${period}/view/${seat ?? ''}`, async () => new CachedAnswer(JSON.stringify(getPeriodic(match.game).view(await this.state(match, period), seat)), 'application/json; charset=utf-8'));
  }

  /**
   * A seat's published report as the JSON text the API answers, kept like the views (issue 18: a
   * published report never changes; read from the store and compressed once, not per request).
   * `load` answers undefined for a report that is not published: that is not kept.
   */
  publishedReport(matchId: string, period: number, seat: string, load: () => Promise<unknown>): Promise<CachedAnswer | undefined> {
    this.watch(matchId);
    return this.kept(`${matchId}/${period}/report/${seat}`, async () => {
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
