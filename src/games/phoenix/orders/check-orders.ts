import type { Problem } from '../../../kernel/problems.js';
import type { PhoenixRules } from '../rules.js';
import type { LoadedWorld } from '../world/loaded.js';
import type { Turn } from './ast.js';
import { checkArmyActions, checkArmyOrders, checkCargoOrders } from './check-armies.js';
import { checkDiplomacy } from './check-diplomacy.js';
import { checkFigureOrders, checkRetreatOrders } from './check-figures.js';
import { checkMessage } from './check-messages.js';
import { checkFireOrders, checkMoveOrders, checkShipOrders } from './check-moves.js';
import { TurnCheck } from './check-run.js';

/**
 * The checks of a turn that need no evaluation (docs/phoenix/orders.md): orders on units the
 * realm has, contradictions within the turn, and the like. The month runs them before its first
 * step (P-72) and carries out, or refuses, the rest itself; paths are planned by the month (P-90).
 */
export function checkOrders(loaded: LoadedWorld, turn: Turn, rules: PhoenixRules, lang: 'de' | 'en' = 'de'): Problem[] {
  const realm = loaded.realms.get(turn.realm);
  if (realm === undefined) {
    return [{ code: 'unknown-realm', message: checkMessage('unknown-realm', { realm: turn.realm }, lang), where: 'line 1, column 1' }];
  }
  const check = new TurnCheck(loaded, turn, rules, lang, realm);
  for (const order of turn.orders) {
    if (order.type === 'unsupported') check.report(order, 'unsupported', { keyword: order.keyword, capability: order.capability });
  }
  checkMoveOrders(check);
  checkShipOrders(check);
  checkFireOrders(check);
  checkArmyOrders(check);
  checkCargoOrders(check);
  checkArmyActions(check);
  checkDiplomacy(check);
  checkFigureOrders(check);
  checkRetreatOrders(check);
  return check.problems;
}
