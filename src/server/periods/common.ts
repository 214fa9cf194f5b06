import { z } from 'zod';
import { DIE_RANGE } from '../../kernel/dice.js';
import type { AnyPeriodicRuleSet } from '../../kernel/periodic.js';
import { findGame } from '../../kernel/registry.js';
import type { MatchInfo, Store, TurnBody } from '../../store/index.js';
import { GM_SEAT, type Caller } from '../auth/caller.js';
import { ApiError } from '../http/errors.js';
import { matchIdParams, problemSchema } from '../http/schemas.js';

/** A match played in periods, with its game's rule set. */
export type PeriodMatch = MatchInfo & { readonly currentPeriod: number; readonly ruleSet: AnyPeriodicRuleSet };

/** The match must be one played in periods (its game registers a periodic rule set). */
export function periodMatch(match: MatchInfo | undefined): PeriodMatch {
  const ruleSet = match === undefined ? undefined : findGame(match.game)?.periodic;
  if (match === undefined || ruleSet === undefined || match.currentPeriod === null) {
    throw new ApiError(400, 'not-periodic', 'this match is not played in periods: it takes commands (/api/matches/:matchId/commands)');
  }
  return { ...match, currentPeriod: match.currentPeriod, ruleSet };
}

/** The match's playing seats: every seat but the game master's. */
export async function playingSeats(store: Store, matchId: string): Promise<string[]> {
  return (await store.seats(matchId)).map((s) => s.seat).filter((seat) => seat !== GM_SEAT);
}

/** A language as asked (`lang`), which must be one the game writes in; its first when not given. */
export const langField = z.string().min(2).max(16).optional();

export function langOf(match: PeriodMatch, asked: string | undefined): string {
  const { languages } = match.ruleSet;
  if (asked === undefined) return languages[0];
  if (!languages.includes(asked)) throw new ApiError(400, 'lang', `lang: ${match.game} is written in ${languages.map((l) => `"${l}"`).join(', ')}, not "${asked}"`);
  return asked;
}

export const periodParams = matchIdParams.extend({ period: z.coerce.number().int().min(1) });
export const problemsSchema = z.array(problemSchema);
export const diceSchema = z.array(z.int().min(Math.min(...Object.values(DIE_RANGE).map((r) => r.min))).max(Math.max(...Object.values(DIE_RANGE).map((r) => r.max)))).max(1_000_000).optional();

/** A turn as a seat sends it: the turn text, or the JSON form. */
export const turnFields = {
  text: z.string().max(1_000_000).optional(),
  json: z.unknown().optional(),
  lang: langField,
};
const oneForm = { error: 'give the turn either as "text" or as "json"' };
export const turnRequest = z.strictObject(turnFields).refine((body) => (body.text === undefined) !== (body.json === undefined), oneForm);
export const submitRequest = z
  .strictObject({ ...turnFields, expectedVersion: z.int().min(0).optional() })
  .refine((body) => (body.text === undefined) !== (body.json === undefined), oneForm);

export function turnBody(body: { text?: string | undefined; json?: unknown }): TurnBody {
  return body.text !== undefined ? { format: 'text', content: body.text } : { format: 'json', content: body.json };
}

/** The seat whose data the caller asks for: players only their own; the game master any, or none for the whole. */
export function seatAsked(match: PeriodMatch, caller: Caller, asked: string | undefined): string | undefined {
  if (caller.gm) return asked;
  if (asked !== undefined && asked !== caller.seat) throw new ApiError(403, 'other-seat', `a ${match.ruleSet.words.seat} may read only its own reports and views`);
  return caller.seat;
}

export function requirePeriodSeen(match: PeriodMatch, period: number): void {
  if (period > match.currentPeriod) throw new ApiError(404, 'no-period', `${match.ruleSet.words.period} ${period} has not begun; the match is in ${match.ruleSet.words.period} ${match.currentPeriod}`);
}

/** Only the current period takes this. */
export function requireOpen(match: PeriodMatch, period: number): void {
  if (period !== match.currentPeriod) throw new ApiError(409, 'period-closed', `${match.ruleSet.words.period} ${period} is not open: the match is in ${match.ruleSet.words.period} ${match.currentPeriod}`);
}

/** A seat's stored report as the caller may read it: a seat its own once published, the game master any; 404 otherwise. */
export async function readableReport(store: Store, match: PeriodMatch, period: number, seat: string, caller: Caller): Promise<{ readonly report: unknown; readonly published: boolean }> {
  const { words } = match.ruleSet;
  const stored = await store.report(match.id, period, seat);
  if (stored === undefined) throw new ApiError(404, 'no-report', `there is no report of ${seat} for ${words.period} ${period}`);
  if (stored.publishedAt === null && !caller.gm) throw new ApiError(404, 'not-published', `the reports of ${words.period} ${period} are not published yet`);
  return { report: stored.report, published: stored.publishedAt !== null };
}
