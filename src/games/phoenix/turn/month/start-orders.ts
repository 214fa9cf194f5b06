import type { Order } from '../../orders/ast.js';

/**
 * Orders carried out at the month's start, before the first realm's turn (R §3: A2 armament, bonus
 * strongholds, character wizards; A3 building begun) — not an undead's armament from this turn's
 * combat income (B15, P-206). At the table a turn handed in after the first step comes too late for them (P-297).
 */
export function isStartOrder(order: Order): boolean {
  if (order.type === 'arm') return order.now !== true;
  return order.type === 'armWizard' || order.type === 'bonusStronghold' || order.type === 'build';
}
