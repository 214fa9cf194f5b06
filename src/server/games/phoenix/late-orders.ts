import type { Problem } from '../../../kernel/problems.js';
import { isStartOrder, turnInput, whereOf, type Lang, type Turn } from '../../../games/phoenix/index.js';
import type { Store, TurnBody } from '../../../store/index.js';

/**
 * At the table, once the month's start has been evaluated (the first realm's step), a realm whose
 * own step is still to come hears at each such line that its orders of the month's start are no
 * longer carried out (P-297). Nothing outside the table, nor for a realm whose step ran.
 */
export async function lateStartProblems(store: Store, matchId: string, period: number, realm: string, body: TurnBody, lang: Lang): Promise<Problem[]> {
  const stepped = await store.stepSeats(matchId, period);
  if (stepped.length === 0 || stepped.includes(realm) || (await store.tableEvents(matchId, period)).length === 0) return [];
  const input = turnInput(body, lang);
  if (Array.isArray(input)) return [];
  const turn = ('turn' in input ? input.turn : input) as Turn;
  const message =
    lang === 'de'
      ? 'Der Beginn des Monats ist schon ausgewertet: Rüstung, Bonusrüstorte und Baubeginn dieses Zuges werden nicht mehr ausgeführt (R §3.3).'
      : "The month's start has been evaluated already: this turn's armament, bonus strongholds and building begun are no longer carried out (R §3.3).";
  return turn.orders.filter(isStartOrder).map((order) => ({ code: 'start-order-late', message, where: whereOf(order) }));
}
