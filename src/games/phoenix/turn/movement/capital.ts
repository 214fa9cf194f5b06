import type { LocatedOrder, CapitalMoveOrder } from '../../orders/ast.js';
import { num, t } from '../../reports/text.js';
import { ordersOf, refuse, type MonthContext, type RealmStep, type RealmTurn } from '../month/context.js';
import { EVERYONE, realmsOnly } from '../month/events.js';

/** Announcing a capital move: 50,000 GS; the old capital is a fortress from now on (R §1.5.13). */
function announce(context: MonthContext, turn: RealmTurn, order: CapitalMoveOrder & { loc: LocatedOrder['loc'] }): void {
  const { state, rules } = context;
  const realm = state.loaded.realms.get(turn.realm);
  const target = state.loaded.strongholds.get(state.place(order.to));
  const old = realm?.capital === undefined ? undefined : state.loaded.strongholds.get(state.place(realm.capital));
  if (realm === undefined || old === undefined) return refuse(context, turn, order, 'no-capital', t(`${turn.realm} hat keine Hauptstadt, die verlegt werden könnte.`, `${turn.realm} has no capital to move`));
  if (state.world.strongholds.some((s) => s.owner === turn.realm && s.capitalMove !== undefined)) return refuse(context, turn, order, 'moving', t('Eine Hauptstadtverlegung ist schon im Gange.', 'a capital move is already under way'));
  if (target === undefined || target.owner !== turn.realm || target.level !== 'FST' || target.building === true) return refuse(context, turn, order, 'no-fortress', t(`${order.to} ist keine fertige Festung von ${turn.realm} (R §1.5.13).`, `${order.to} is no finished fortress of ${turn.realm} (R §1.5.13)`));
  const cost = rules.tables.construction.capitalMoveCost;
  if (realm.treasury < cost) return refuse(context, turn, order, 'money', t(`Eine Hauptstadtverlegung kostet ${num(cost, 'de')} GS; im Reichsschatz liegen ${num(realm.treasury, 'de')} GS.`, `a capital move costs ${num(cost, 'en')} GS; the treasury holds ${num(realm.treasury, 'en')} GS`));
  state.treasury(turn.realm, -cost);
  old.level = 'FST';
  old.bp = Math.min(old.bp, rules.tables.strongholds.FST.bp);
  delete realm.capital;
  target.capitalMove = 1;
  state.emit({ code: 'capitalMove', rule: 'R §1.5.13', audience: EVERYONE, data: { realm: turn.realm, from: old.at, to: order.to } });
  state.emit({ code: 'capitalMoveCost', rule: 'R §1.5.13', audience: realmsOnly(turn.realm), data: { cost } });
}

/** B4: a planned capital move is announced at the map (R §3 phase 4, §1.5.13). */
export const B4_CAPITAL_MOVE: RealmStep = {
  id: 'B4',
  rule: 'R §3, §1.5.13',
  title: t('Verkündung einer Hauptstadtverlegung', 'Capital move announced'),
  run(context, turn) {
    for (const order of ordersOf(turn, 'capitalMove')) announce(context, turn, order);
  },
};

/** At the month's end a capital move goes on; in its fourth month the fortress becomes the capital (R §1.5.13; P-82). */
export function advanceCapitalMoves(context: MonthContext): void {
  const { state, rules } = context;
  for (const stronghold of state.world.strongholds) {
    if (stronghold.capitalMove === undefined || stronghold.owner === undefined) continue;
    if (stronghold.capitalMove < rules.tables.construction.capitalMoveMonths) {
      stronghold.capitalMove += 1;
      continue;
    }
    delete stronghold.capitalMove;
    stronghold.level = 'HST';
    stronghold.bp = rules.tables.strongholds.HST.bp;
    const realm = state.loaded.realms.get(stronghold.owner);
    if (realm !== undefined) realm.capital = stronghold.at;
    state.emit({ code: 'capitalMoved', rule: 'R §1.5.13', audience: EVERYONE, data: { realm: stronghold.owner, at: stronghold.at } });
  }
}
