import { SeededDice } from '../../../kernel/dice.js';
import type { Problem } from '../../../kernel/problems.js';
import type { PhoenixRules } from '../rules.js';
import type { Refusal } from '../turn/month/context.js';
import { trialMonth } from '../turn/month/month.js';
import { DEFAULT_PORTS } from '../turn/month/ports.js';
import type { LoadedWorld } from '../world/loaded.js';
import type { MoveOrder, Turn } from './ast.js';
import type { MonthEvent } from '../turn/month/events.js';
import { checkOrders } from './check-orders.js';
import { lineColumn } from './parse.js';

/** The checker's trial dice: a fixed seed, never the month's (which the realm may not know). */
const TRIAL_SEED = 1;

/**
 * A realm's turn checked by the month's own rules (docs/phoenix/orders.md; P-103): the month is
 * evaluated on the current world with this turn alone, up to the end of this realm's turn and the
 * month's building (C), and every order it refuses is a problem,
 * with the month's code and words (German by default), line and column or JSON path. Refusals
 * that follow a die rolled in the turn (a fight's outcome) are left out: they depend on the
 * month's dice. Other realms' turns may still change the world before this realm's turn. The
 * trial sees the world as the realm may know it: other realms' magic walls are left out.
 */
export function checkTurn(loaded: LoadedWorld, turn: Turn, rules: PhoenixRules, lang: 'de' | 'en' = 'de'): Problem[] {
  if (!loaded.realms.has(turn.realm)) return checkOrders(loaded, turn, rules, lang);
  // Other realms' magic walls are invisible (R §1.4.2; P-153): the trial must not reveal them.
  const known = { ...loaded.world, magicWalls: loaded.world.magicWalls.filter((wall) => wall.realm === turn.realm) };
  const month = trialMonth(known, turn.realm, turn, new SeededDice(TRIAL_SEED), rules, DEFAULT_PORTS);
  const refused = month.turns.get(turn.realm)?.refused ?? [];
  const certain = refused.filter((refusal) => refusal.afterDice !== true);
  // In the order of the turn: checked before the month or by it, a problem stands at its line.
  const notes = cutShort(turn, month.events);
  const byLine = [...certain, ...notes].map((refusal, i) => ({ refusal, i })).sort((a, b) => (a.refusal.line ?? 0) - (b.refusal.line ?? 0) || (a.refusal.column ?? 0) - (b.refusal.column ?? 0) || a.i - b.i);
  return byLine.map(({ refusal }) => ('severity' in refusal ? { ...problemOf(refusal, lang), severity: 'warning' as const } : problemOf(refusal, lang)));
}

/**
 * Moves the trial month walks only part of the way (P-120): no refusal, but a note ("Hinweis") naming
 * where the move ends and why, so the player learns it before the deadline. The stop is the trial's,
 * on the world as the realm knows it; other realms' moves may still change it.
 */
function cutShort(turn: Turn, events: readonly MonthEvent[]): (Refusal & { severity: 'warning' })[] {
  const notes: (Refusal & { severity: 'warning' })[] = [];
  for (const event of events) {
    if (event.code !== 'moved' || event.turnOf !== turn.realm) continue;
    const data = event.data as { army?: number; figure?: string; to: string; stop?: { message: string; messageEn: string } };
    const order = turn.orders.find((o): o is Turn['orders'][number] & MoveOrder => o.type === 'move' && (data.figure === undefined ? o.figure === undefined && o.army === data.army : o.figure === data.figure));
    const target = order?.to ?? order?.path?.at(-1);
    if (order === undefined || data.stop === undefined || target === data.to) continue;
    const de = `Hinweis: Der Zug endet voraussichtlich in ${data.to}, nicht in ${target}: ${data.stop.message}`;
    const en = `note: the move is likely to end at ${data.to}, not at ${target}: ${data.stop.messageEn}`;
    notes.push({ code: 'move-cut-short', line: order.loc.line, column: order.loc.column, ...(order.loc.path === undefined ? {} : { path: order.loc.path }), message: de, messageEn: en, severity: 'warning' });
  }
  return notes;
}

function problemOf(refusal: Refusal, lang: 'de' | 'en'): Problem {
  const where = refusal.path ?? (refusal.line === undefined ? undefined : lineColumn(refusal.line, refusal.column ?? 1));
  return { code: refusal.code, message: lang === 'en' ? (refusal.messageEn ?? refusal.message) : refusal.message, ...(where === undefined ? {} : { where }) };
}
