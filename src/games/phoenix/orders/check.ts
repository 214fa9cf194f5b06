import type { Problem } from '../../../kernel/problems.js';
import type { PhoenixRules } from '../rules.js';
import type { LoadedWorld } from '../world/loaded.js';
import type { Turn } from './ast.js';
import { checkArmyActions, checkArmyOrders, checkCargoOrders } from './check-armies.js';
import { checkDiplomacy, checkSpending } from './check-build.js';
import { checkFigureOrders, checkRetreatOrders } from './check-figures.js';
import { checkMessage } from './check-messages.js';
import { checkFireOrders, checkMoveOrders, checkShipOrders } from './check-moves.js';
import { TurnCheck } from './check-run.js';

/** How the month calls the checker: it plans the moves itself, on the live state (P-90). */
export interface CheckOptions {
  /** Plan every move (default); `false` leaves paths to the month and checks only what does not depend on them. */
  readonly planMoves?: boolean;
}

/**
 * Everything about a turn that can be checked before the month (docs/phoenix/orders.md): each
 * problem names the order's line and column (or JSON path) and says why, German by default.
 * Moves are planned on the world as it is now; other realms may still change it before the
 * realm's turn, so the month re-plans them.
 */
export function checkTurn(loaded: LoadedWorld, turn: Turn, rules: PhoenixRules, lang: 'de' | 'en' = 'de', options: CheckOptions = {}): Problem[] {
  const realm = loaded.realms.get(turn.realm);
  if (realm === undefined) {
    return [{ code: 'unknown-realm', message: checkMessage('unknown-realm', { realm: turn.realm }, lang), where: 'line 1, column 1' }];
  }
  const check = new TurnCheck(loaded, turn, rules, lang, realm, options.planMoves ?? true);
  for (const order of turn.orders) {
    if (order.type === 'unsupported') check.report(order, 'unsupported', { keyword: order.keyword, capability: order.capability });
  }
  checkMoveOrders(check);
  checkShipOrders(check);
  checkFireOrders(check);
  checkArmyOrders(check);
  checkCargoOrders(check);
  checkArmyActions(check);
  checkSpending(check);
  checkDiplomacy(check);
  checkFigureOrders(check);
  checkRetreatOrders(check);
  return check.problems;
}
