import { UNIT_CODES, type UnitCode } from '../../data/units.js';
import { TRADERS, unitsRp } from '../../data/traders.js';
import type { ArmOrder } from '../../orders/ast.js';
import { num, t, type Text } from '../../reports/text.js';
import type { MonthContext } from '../month/context.js';
import { realmsOnly } from '../month/events.js';
import { traderGoodsRp } from '../special-realms/traders.js';

type Refusal = [string, Text];

/** Goods that do not live: ships and ranged weapons (K, R, P and HF are "lebende Rüstgüter", which only the traders sell; R §6.4.1; P-286). */
const DEAD_GOODS: readonly UnitCode[] = ['S', 'LKP', 'SKP', 'LKS', 'SKS'];

/**
 * `RUESTE <Kontor> AUDVACAR …` (R §6.4.1, last paragraph; P-286): a realm arms dead goods at its own
 * stronghold with a trading post, within that stronghold's capacity and from its treasury, and sells
 * them virtually to Audvacar: they join the traders' stock for sale from the traders' next month on.
 * `limit` and `armed` are the stronghold's capacity for this month, as for any armament there.
 */
export function sellDeadGoods(
  context: MonthContext,
  realm: string,
  order: ArmOrder,
  limit: ((cost: number, commanders: number) => Refusal | undefined) | undefined,
  armed: ((cost: number, commanders: number) => void) | undefined,
): Refusal | undefined {
  const { state, rules } = context;
  const stronghold = state.loaded.strongholds.get(state.place(order.at));
  if (stronghold?.owner !== realm || stronghold.tradingPost !== true) return ['no-trading-post', t(`${order.at} hat kein Handelskontor: Nur über ein eigenes Kontor verkauft ein Reich Rüstgüter nach Audvacar (R §6.4.1).`, `${order.at} has no trading post: a realm sells goods to Audvacar only through a post of its own (R §6.4.1)`)];
  const units = UNIT_CODES.filter((u) => (order.units[u] ?? 0) > 0);
  const living = units.filter((u) => !DEAD_GOODS.includes(u));
  if (living.length > 0) return ['living-goods', t(`Nach Audvacar verkaufen die Reiche nur tote Rüstgüter (Schiffe, Katapulte, Kriegsschiffe), nicht ${living.join(', ')}: Lebende verkauft allein der Händler (R §6.4.1).`, `the realms sell only dead goods to Audvacar (ships, catapults, war ships), not ${living.join(', ')}: only the traders sell living ones (R §6.4.1)`)];
  const traders = state.world.realms.find((r) => r.kind === 'traders');
  if (traders === undefined) return ['no-traders', t('Auf Audvacar spielen keine Händler, die Rüstgüter kaufen (R §6.4.1).', 'no traders play on Audvacar to buy goods (R §6.4.1)')];
  const cost = units.reduce((sum, u) => sum + rules.tables.units[u].price * (order.units[u] as number), 0);
  const limited = limit?.(cost, 0);
  if (limited !== undefined) return limited;
  const treasury = state.loaded.realms.get(realm)?.treasury ?? 0;
  if (cost > treasury) return ['money', t(`${num(cost, 'de')} GS nötig, ${num(treasury, 'de')} GS im Reichsschatz (R §3.3).`, `${num(cost, 'en')} GS needed, ${num(treasury, 'en')} GS in the treasury (R §3.3)`)];
  const held = traderGoodsRp(state.world, traders) + unitsRp(order.units);
  if (held > TRADERS.stockRp) return ['stock-full', t(`Das Lager der Händler auf Audvacar fasst ${num(TRADERS.stockRp, 'de')} RP (mit den Waren auf dem Weg); danach wären es ${num(held, 'de')} RP (R §6.4.1).`, `the traders' stock on Audvacar holds ${num(TRADERS.stockRp, 'en')} RP (with the goods on their way); it would hold ${num(held, 'en')} RP (R §6.4.1)`)];
  armed?.(cost, 0);
  state.treasury(realm, -cost);
  const goods = Object.fromEntries(units.map((u) => [u, order.units[u] as number]));
  traders.stockArriving = [...(traders.stockArriving ?? []), { turn: state.world.calendar.turn, units: goods }];
  state.emit({ code: 'deadGoodsSold', rule: 'R §6.4.1', audience: realmsOnly(realm), data: { at: order.at, units: goods, cost } });
  state.emit({ code: 'deadGoodsBought', rule: 'R §6.4.1', audience: realmsOnly(traders.id), data: { from: realm, units: goods } });
  return undefined;
}
