import { turnInput, type Lang, type Turn } from '../../../games/phoenix/index.js';
import type { MissedPolicy, Store, Submission, TableEvent, TurnBody } from '../../../store/index.js';
import { GM_SEAT } from '../../auth/caller.js';
import { ApiError } from '../../http/errors.js';
import { lostRealms } from './table.js';

export const MISSED_POLICIES = ['hold', 'standing', 'gm'] as const satisfies readonly MissedPolicy[];

/** The standing orders a realm's turn carries over (SONDERBEFEHL, KAMPF, RUECKZUG), as the parser names them. */
const STANDING_TYPES: ReadonlySet<string> = new Set(['standing', 'pairing', 'retreat']);

/** How a realm that missed the deadline was treated, as the game master's report records it. */
export interface MissedTurn {
  readonly realm: string;
  /** 'hold': an empty turn; 'standing': the standing orders of an earlier turn. */
  readonly applied: 'hold' | 'standing';
  /** The match's policy; 'gm' when the game master chose hold for the realm. */
  readonly policy: MissedPolicy;
  /** For 'standing': the month whose turn was repeated and how many orders it gave (0 when none). */
  readonly from?: number;
  readonly orders?: number;
  /** The realm lost its turn at the table: another realm insisted on the 20 minutes (R §3.4, P-292). */
  readonly lost?: true;
}

/** Only the standing-order lines of a turn, read through the order parser (an unreadable turn gives none). */
export function standingOrders(body: TurnBody, realm: string, lang: Lang): { body: TurnBody; orders: number } {
  const input = turnInput(body, lang);
  if (Array.isArray(input)) return { body: { format: 'text', content: `REICH ${realm}\n` }, orders: 0 };
  const turn = 'turn' in input ? input.turn : (input as Turn);
  const kept = turn.orders.filter((order) => STANDING_TYPES.has(order.type));
  if (body.format === 'json') {
    const all = (body.content as { orders?: unknown[] }).orders ?? [];
    const indices = new Set(kept.map((order) => Number(/\[(\d+)\]$/.exec(order.loc.path ?? '')?.[1])));
    return { body: { format: 'json', content: { realm, orders: all.filter((_, i) => indices.has(i)) } }, orders: kept.length };
  }
  const lines = String(body.content).split(/\r?\n/);
  const text = [`REICH ${realm}`, ...kept.map((order) => lines[order.loc.line - 1] ?? '')].join('\n');
  return { body: { format: 'text', content: `${text}\n` }, orders: kept.length };
}

/** The realm's latest turn before `period`, searching back month by month. */
async function lastTurn(store: Store, matchId: string, period: number, realm: string): Promise<Submission | undefined> {
  for (let p = period - 1; p >= 1; p--) {
    const found = (await store.submissions(matchId, p)).find((s) => s.seat === realm);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Applies the match's missed-turn policy to the realms with no turn this month: the turns the month
 * reads, and what was done for the report. Policy 'gm' refuses (409) while a realm is neither
 * given a turn by the game master nor held by it (`held`). Claims are read from `table` (default:
 * the month's table events now; a kept step's replay gives those made by then).
 */
export async function applyMissedPolicy(
  store: Store,
  matchId: string,
  period: number,
  submissions: readonly Submission[],
  held: readonly string[],
  lang: Lang,
  table?: readonly TableEvent[],
): Promise<{ submissions: Submission[]; missed: MissedTurn[] }> {
  const policy = await store.missedPolicy(matchId);
  const seats = await store.seats(matchId);
  const realms = seats.map((s) => s.seat).filter((seat) => seat !== GM_SEAT);
  const unknown = held.filter((realm) => !realms.includes(realm));
  if (unknown.length > 0) throw new ApiError(400, 'no-realm', `the match has no realm ${unknown.map((r) => `"${r}"`).join(', ')}`);
  // A turn lost at the table is an empty turn whatever was handed in: "Alle Einheiten bleiben … stehen" (R §3.4).
  const lost = lostRealms(table ?? (await store.tableEvents(matchId, period))).filter((realm) => realms.includes(realm));
  const handedIn = new Set(submissions.filter((s) => !lost.includes(s.seat)).map((s) => s.seat));
  const missing = realms.filter((realm) => !handedIn.has(realm) && !lost.includes(realm));
  const undecided = policy === 'gm' ? missing.filter((realm) => !held.includes(realm)) : [];
  if (undecided.length > 0) {
    throw new ApiError(409, 'missed-turns', `the game master decides for realms that missed the deadline: enter a turn or hold for ${undecided.join(', ')}`);
  }
  const turns = submissions.filter((s) => !lost.includes(s.seat));
  const missed: MissedTurn[] = lost.map((realm) => ({ realm, applied: 'hold', policy, lost: true }));
  for (const realm of missing) {
    if (policy !== 'standing') {
      missed.push({ realm, applied: 'hold', policy });
      continue;
    }
    const last = await lastTurn(store, matchId, period, realm);
    if (last === undefined) {
      missed.push({ realm, applied: 'standing', policy, orders: 0 });
      continue;
    }
    const standing = standingOrders(last, realm, lang);
    turns.push({ ...standing.body, seat: realm, period, version: 0, submittedAt: last.submittedAt });
    missed.push({ realm, applied: 'standing', policy, from: last.period, orders: standing.orders });
  }
  return { submissions: turns, missed };
}
