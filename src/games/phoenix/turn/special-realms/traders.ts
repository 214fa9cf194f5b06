import { ARMY_KINDS, ARMY_KIND_IDS, UNIT_CODES, type ArmyKind, type UnitCode } from '../../data/units.js';
import { TRADERS, unitsRp } from '../../data/traders.js';
import type { ArmOrder, LocatedOrder, SellOrder, Units } from '../../orders/ast.js';
import { num, t, type Text } from '../../reports/text.js';
import { isNeutralGround } from '../../world/alliance.js';
import { armyRp } from '../../world/check-figures.js';
import type { Army, Realm, World } from '../../world/schema.js';
import { formatHex } from '../../map/coords.js';
import { placeAtIndex } from '../../world/places.js';
import { isArmamentMonth } from '../month/calendar.js';
import { ordersOf, refuse, type MonthContext, type RealmStep, type RealmTurn } from '../month/context.js';
import { realmsOnly } from '../month/events.js';
import { isWater, neighboursOf } from '../movement/geography.js';
import { armamentLevel } from '../economy/strongholds.js';

type Refusal = [string, Text];
type Counts = Partial<Record<UnitCode, number>>;

const listed = (units: Units): [UnitCode, number][] => UNIT_CODES.filter((u) => (units[u] ?? 0) > 0).map((u) => [u, units[u] as number]);

function realmOf(context: MonthContext, id: string): Realm | undefined {
  return context.state.loaded.realms.get(id);
}

function addTo(counts: Counts, units: Units, sign: 1 | -1): Counts {
  const next: Counts = { ...counts };
  for (const [unit, n] of listed(units)) {
    const value = (next[unit] ?? 0) + sign * n;
    if (value === 0) delete next[unit];
    else next[unit] = value;
  }
  return next;
}

/**
 * The RP of the traders' goods: the stock, the goods on their way through the portals (they come back
 * when they cannot be delivered) and the dead goods sold to them, not yet for sale (P-280, P-286).
 */
export function traderGoodsRp(world: World, traders: Realm): number {
  const sent = world.realms.reduce((sum, r) => sum + (r.deliveries ?? []).reduce((n, d) => n + unitsRp(d.units), 0), 0);
  const arriving = (traders.stockArriving ?? []).reduce((n, a) => n + unitsRp(a.units), 0);
  return unitsRp(traders.stock ?? {}) + sent + arriving;
}

/** The dead goods the realms sold to the traders in an earlier month join the stock, for sale from now on (R §6.4.1; P-286). */
function receiveDeadGoods(context: MonthContext, traders: Realm): void {
  const now = context.state.world.calendar.turn;
  const due = (traders.stockArriving ?? []).filter((a) => a.turn < now);
  if (due.length === 0) return;
  for (const arrival of due) traders.stock = addTo(traders.stock ?? {}, arrival.units, 1);
  const waiting = (traders.stockArriving ?? []).filter((a) => a.turn >= now);
  if (waiting.length === 0) delete traders.stockArriving;
  else traders.stockArriving = waiting;
  const units = due.reduce<Counts>((sum, a) => addTo(sum, a.units, 1), {});
  context.state.emit({ code: 'deadGoodsInStock', rule: 'R §6.4.1', audience: realmsOnly(traders.id), data: { units, rp: unitsRp(traders.stock ?? {}) } });
}

/** What the traders armed into their stock this month (A2), for the capacity of the city. */
const armedThisMonth = new WeakMap<MonthContext, { gold: number; commanders: number }>();

/**
 * A2, the traders' armament (R §6.4.1; P-280): `RUESTE <Audvacar> LAGER …` in an armament month from
 * their own treasury, within the city's capacity for its level (their "extra Rüstkapazität", apart from
 * the 100,000 GS the other realms share) and the 100,000 RP their goods may hold. Anything else the
 * traders arm, and any realm but the traders arming LAGER, is refused. Returns why, or undefined.
 */
export function armTraders(context: MonthContext, turn: RealmTurn, order: ArmOrder): Refusal | undefined {
  const { state, rules } = context;
  const realm = realmOf(context, turn.realm);
  if (realm?.kind !== 'traders') return ['not-traders', t('Nur die Händler rüsten Waren in ihr Lager auf Audvacar (R §6.4.1).', 'only the traders arm goods into their stock on Audvacar (R §6.4.1)')];
  if (order.stock !== true) return ['traders-goods', t('Die Händler können ihre Rüstgüter weder bewegen noch einsetzen, nur verkaufen: Sie rüsten mit RÜSTE <Audvacar> LAGER in ihr Lager (R §6.4.1).', 'the traders can neither move nor use their goods, only sell them: they arm with ARM <Audvacar> STOCK into their stock (R §6.4.1)')];
  const index = state.place(order.at);
  const city = index < 0 ? undefined : state.loaded.strongholds.get(index);
  if (city === undefined || !isNeutralGround(state.loaded, index)) return ['traders-audvacar', t(`${order.at} ist nicht Audvacar: Die Händler rüsten nur dort (R §6.4.1).`, `${order.at} is not Audvacar: the traders arm only there (R §6.4.1)`)];
  if (!isArmamentMonth(state.world.calendar.turn, rules)) return ['not-armament-month', t('Die Händler rüsten in jedem Rüstmonat, in Hawar und Hel (R §6.4.1, §3.3).', 'the traders arm in every armament month, in Hawar and Hel (R §6.4.1, §3.3)')];
  const level = armamentLevel(city, rules);
  if (level === null) return ['no-level', t(`${order.at} hat die vollen BP keiner Stufe (R §1.5.12).`, `${order.at} holds the full BP of no level (R §1.5.12)`)];
  const capacity = rules.tables.armamentCapacity[level];
  const units = listed(order.units);
  const commanders = order.units.HF ?? 0;
  const gold = units.reduce((sum, [unit, n]) => sum + (unit === 'HF' ? 0 : rules.tables.units[unit].price * n), 0);
  const sofar = armedThisMonth.get(context) ?? { gold: 0, commanders: 0 };
  if (sofar.gold + gold > capacity.gold) return ['capacity', t(`Audvacar rüstet für die Händler höchstens ${num(capacity.gold, 'de')} GS in diesem Monat (${level}); verlangt sind ${num(sofar.gold + gold, 'de')} GS (R §6.4.1, §3.3).`, `Audvacar arms at most ${num(capacity.gold, 'en')} GS for the traders this month (${level}); ${num(sofar.gold + gold, 'en')} GS asked (R §6.4.1, §3.3)`)];
  if (sofar.commanders + commanders > capacity.commanders) return ['capacity', t(`Audvacar rüstet für die Händler höchstens ${num(capacity.commanders, 'de')} HF in diesem Monat; verlangt sind ${num(sofar.commanders + commanders, 'de')} (R §6.4.1, §3.3).`, `Audvacar arms at most ${num(capacity.commanders, 'en')} HF for the traders this month; ${num(sofar.commanders + commanders, 'en')} asked (R §6.4.1, §3.3)`)];
  const total = gold + commanders * rules.tables.units.HF.price;
  if (total > realm.treasury) return ['money', t(`${num(total, 'de')} GS nötig, ${num(realm.treasury, 'de')} GS im Reichsschatz: Die Händler rüsten nur mit eigenem Geld (R §6.4.1).`, `${num(total, 'en')} GS needed, ${num(realm.treasury, 'en')} GS in the treasury: the traders arm with their own money only (R §6.4.1)`)];
  const stock = addTo(realm.stock ?? {}, order.units, 1);
  const held = traderGoodsRp(state.world, { ...realm, stock });
  if (held > TRADERS.stockRp) return ['stock-full', t(`Das Lager der Händler auf Audvacar fasst ${num(TRADERS.stockRp, 'de')} RP (mit den Waren auf dem Weg durch die Portale); danach wären es ${num(held, 'de')} RP (R §6.4.1).`, `the traders' stock on Audvacar holds ${num(TRADERS.stockRp, 'en')} RP (with the goods on their way through the portals); it would hold ${num(held, 'en')} RP (R §6.4.1)`)];
  armedThisMonth.set(context, { gold: sofar.gold + gold, commanders: sofar.commanders + commanders });
  state.treasury(turn.realm, -total);
  realm.stock = stock;
  state.emit({ code: 'traderStock', rule: 'R §6.4.1', audience: realmsOnly(turn.realm), data: { at: order.at, units: order.units, cost: total, rp: unitsRp(stock) } });
  return undefined;
}

/** The buyer's trading post at `post` as the traders' turn finds it: a stronghold of the buyer with a post. */
function postOf(context: MonthContext, buyer: string, post: string): boolean {
  const index = context.state.place(post);
  const stronghold = index < 0 ? undefined : context.state.loaded.strongholds.get(index);
  return stronghold?.owner === buyer && stronghold.tradingPost === true;
}

function kindOfNumber(number: number): ArmyKind | undefined {
  return ARMY_KIND_IDS.find((kind) => number >= ARMY_KINDS[kind].range[0] && number <= ARMY_KINDS[kind].range[1]);
}

function sell(context: MonthContext, turn: RealmTurn, order: SellOrder & LocatedOrder, sent: Map<string, number>): Refusal | undefined {
  const traders = realmOf(context, turn.realm);
  if (traders?.kind !== 'traders') return ['not-traders', t('Nur die Händler verkaufen durch die Portale (R §6.4.1).', 'only the traders sell through the portals (R §6.4.1)')];
  const buyer = realmOf(context, order.to);
  if (buyer === undefined || buyer.kind === 'traders') return ['unknown-realm', t(`Es gibt kein anderes Reich „${order.to}“.`, `no other realm is called "${order.to}"`)];
  if (!postOf(context, order.to, order.post)) return ['no-trading-post', t(`${order.post} ist kein Rüstort von ${order.to} mit Handelskontor: Ohne Kontor kauft niemand beim Händler (R §6.4.1).`, `${order.post} is no stronghold of ${order.to} with a trading post: without one nobody buys from the traders (R §6.4.1)`)];
  const kind = kindOfNumber(order.army);
  if (kind === undefined) return ['army-number', t(`${order.army} ist keine Heeresnummer (R §1.8).`, `${order.army} is no army number (R §1.8)`)];
  const units = listed(order.units);
  const misfit = units.find(([unit]) => !(ARMY_KINDS[kind].units as readonly string[]).includes(unit));
  if (misfit !== undefined) return ['unit-not-in-kind', t(`${misfit[0]} gehört nicht in die Gattung ${ARMY_KINDS[kind].de} (R §1.8).`, `a ${ARMY_KINDS[kind].en} holds no ${misfit[0]} (R §1.8)`)];
  const short = units.find(([unit, n]) => (traders.stock?.[unit] ?? 0) < n);
  if (short !== undefined) return ['stock-short', t(`Im Lager der Händler liegen ${num(traders.stock?.[short[0]] ?? 0, 'de')} ${short[0]}, verkauft werden sollen ${num(short[1], 'de')} (R §6.4.1).`, `the traders' stock holds ${num(traders.stock?.[short[0]] ?? 0, 'en')} ${short[0]}; ${num(short[1], 'en')} are to be sold (R §6.4.1)`)];
  const rp = unitsRp(order.units);
  const before = sent.get(order.post) ?? 0;
  if (before + rp > TRADERS.portalRp) return ['portal-limit', t(`Durch die Portale gehen je Kontor und Zug höchstens ${num(TRADERS.portalRp, 'de')} RP; nach ${order.post} wären es ${num(before + rp, 'de')} RP (R §6.4.1).`, `at most ${num(TRADERS.portalRp, 'en')} RP a trading post and turn pass through the portals; ${num(before + rp, 'en')} RP to ${order.post} (R §6.4.1)`)];
  sent.set(order.post, before + rp);
  const stock = addTo(traders.stock ?? {}, order.units, -1);
  if (Object.keys(stock).length === 0) delete traders.stock;
  else traders.stock = stock;
  buyer.deliveries = [...(buyer.deliveries ?? []), { post: order.post, army: order.army, units: { ...order.units } }];
  context.state.emit({ code: 'traderSale', rule: 'R §6.4.1', audience: realmsOnly(turn.realm, order.to), data: { from: turn.realm, to: order.to, post: order.post, army: order.army, units: order.units, rp } });
  return undefined;
}

/**
 * B17 of the traders' turn: their sales leave the stock through the portals, at most 25,000 RP a trading
 * post and turn (R §6.4.1, 2022 text; P-281). The goods stand at the post at the start of the buyer's next turn.
 */
export const B17_TRADER_SALES: RealmStep = {
  id: 'B17',
  rule: 'R §6.4.1',
  title: t('Verkäufe der Händler', 'The traders’ sales'),
  run(context, turn) {
    const traders = realmOf(context, turn.realm);
    if (traders?.kind === 'traders') receiveDeadGoods(context, traders);
    const sent = new Map<string, number>();
    for (const order of ordersOf(turn, 'sell')) {
      const refusal = sell(context, turn, order, sent);
      if (refusal !== undefined) refuse(context, turn, order, refusal[0], refusal[1]);
    }
  },
};

/** Where a delivery stands: in the post's stronghold, a fleet on water beside it (as armament, R §3.3). */
function landing(context: MonthContext, realm: string, index: number, army: number, kind: ArmyKind): string | undefined {
  const { state } = context;
  if (kind !== 'fleet') return formatHex(placeAtIndex(index));
  if (state.loaded.elevation[index] !== 1) return undefined;
  const water = neighboursOf(index).filter((n) => isWater(state, n));
  const existing = state.army(realm, army);
  const at = existing !== undefined ? water.find((n) => state.place(existing.at) === n) : water[0];
  return at === undefined ? undefined : formatHex(placeAtIndex(at));
}

/** Why a delivery cannot stand at its post now (a code for the report), or the army that takes it. */
function receiver(context: MonthContext, realm: string, delivery: NonNullable<Realm['deliveries']>[number]): Army | 'post-gone' | 'no-water' | 'army-elsewhere' | 'too-small' {
  const { state, rules } = context;
  const index = state.place(delivery.post);
  if (!postOf(context, realm, delivery.post)) return 'post-gone';
  const kind = kindOfNumber(delivery.army) as ArmyKind;
  const at = landing(context, realm, index, delivery.army, kind);
  if (at === undefined) return 'no-water';
  const existing = state.army(realm, delivery.army);
  if (existing !== undefined) return existing.kind !== kind || existing.at !== at || existing.aboard !== undefined || existing.guard === true ? 'army-elsewhere' : existing;
  const probe: Army = { realm, number: delivery.army, kind, at, ...delivery.units };
  return (delivery.units.HF ?? 0) === 0 || armyRp(probe, true) < rules.tables.armyThresholds.minimumRp ? 'too-small' : probe;
}

/**
 * B1: goods bought from the traders stand at the trading post at the start of the buyer's own turn
 * (R §6.4.1: "stehen dem Reich zu Beginn des eigenen Zuges zur Verfügung"; P-281), in the army named there
 * (a fleet beside the stronghold) as armament would. When the post is gone or the army cannot take them
 * they go back to the traders' stock; both realms learn it.
 */
export const B1_TRADER_DELIVERIES: RealmStep = {
  id: 'B1',
  rule: 'R §6.4.1',
  title: t('Lieferungen durch die Portale', 'Deliveries through the portals'),
  run(context, turn) {
    const { state } = context;
    const buyer = realmOf(context, turn.realm);
    if (buyer?.deliveries === undefined) return;
    const traders = state.world.realms.find((realm) => realm.kind === 'traders');
    for (const delivery of buyer.deliveries) {
      const taker = receiver(context, turn.realm, delivery);
      if (typeof taker === 'string') {
        if (traders !== undefined) traders.stock = addTo(traders.stock ?? {}, delivery.units, 1);
        state.emit({ code: 'traderDeliveryReturned', rule: 'R §6.4.1', audience: realmsOnly(turn.realm, ...(traders === undefined ? [] : [traders.id])), data: { to: turn.realm, post: delivery.post, army: delivery.army, units: delivery.units, why: taker } });
        continue;
      }
      let army = state.army(turn.realm, delivery.army);
      if (army === undefined) {
        army = { realm: turn.realm, number: delivery.army, kind: taker.kind, at: taker.at };
        state.addArmy(army);
      }
      for (const [unit, n] of listed(delivery.units)) state.adjust(army, unit, n);
      state.emit({ code: 'traderDelivery', rule: 'R §6.4.1', audience: realmsOnly(turn.realm), data: { post: delivery.post, army: delivery.army, at: army.at, units: delivery.units } });
    }
    delete buyer.deliveries;
  },
};
