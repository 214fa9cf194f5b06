import type { TurnBody } from '../../../kernel/periodic.js';
import type { Problem } from '../../../kernel/problems.js';
import type { Lang } from '../reports/text.js';
import { isStartOrder } from '../turn/month/start-orders.js';
import type { Turn } from './ast.js';
import { whereOf } from './check-run.js';
import { turnInput } from './turn-body.js';

/**
 * At the table, once the month's start has been evaluated (the first realm's step), a realm whose
 * own step is still to come hears at each such line that its orders of the month's start are no
 * longer carried out (P-297).
 */
export function lateStartProblems(body: TurnBody, lang: Lang): Problem[] {
  const input = turnInput(body, lang);
  if (Array.isArray(input)) return [];
  const turn = ('turn' in input ? input.turn : input) as Turn;
  const message =
    lang === 'de'
      ? 'Der Beginn des Monats ist schon ausgewertet: Rüstung, Bonusrüstorte und Baubeginn dieses Zuges werden nicht mehr ausgeführt (R §3.3).'
      : "The month's start has been evaluated already: this turn's armament, bonus strongholds and building begun are no longer carried out (R §3.3).";
  return turn.orders.filter(isStartOrder).map((order) => ({ code: 'start-order-late', message, where: whereOf(order) }));
}
