import type { TurnBody } from '../../../kernel/periodic.js';
import type { Lang } from '../reports/text.js';
import type { Turn } from './ast.js';
import { turnInput } from './turn-body.js';

/** The standing orders a realm's turn carries over (SONDERBEFEHL, KAMPF, RUECKZUG), as the parser names them. */
const STANDING_TYPES: ReadonlySet<string> = new Set(['standing', 'pairing', 'retreat']);

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
