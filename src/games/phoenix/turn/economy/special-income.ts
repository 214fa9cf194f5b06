import type { DelocaliseOrder, DepositOrder, LocatedOrder } from '../../orders/ast.js';
import { num, t } from '../../reports/text.js';
import { type MonthContext, ordersOf, ownArmy, type RealmStep, type RealmTurn, refuse } from '../month/context.js';
import { realmsOnly } from '../month/events.js';
import { effectiveLevel } from './strongholds.js';

type Located<T> = T & { loc: LocatedOrder['loc'] };

/** EINLAGERN: an army's combat income goes into the own stronghold it stands in, to be armed there from next month (R §3.2.3; P-104). */
function deposit(context: MonthContext, turn: RealmTurn, order: Located<DepositOrder>): void {
  const { state, rules } = context;
  const army = ownArmy(context, turn, order, order.army);
  if (army === undefined) return;
  const carried = army.cargo?.gold ?? 0;
  const gold = order.gold ?? carried;
  if (carried === 0 || gold > carried) return refuse(context, turn, order, 'not-enough', t(`Heer ${order.army} trägt ${num(carried, 'de')} GS besondere Einnahmen.`, `army ${order.army} carries ${num(carried, 'en')} GS of special income`));
  const stronghold = army.aboard === undefined ? state.loaded.strongholds.get(state.place(army.at)) : undefined;
  if (stronghold === undefined || stronghold.owner !== turn.realm || effectiveLevel(stronghold, rules) === null) {
    return refuse(context, turn, order, 'no-own-stronghold', t(`Heer ${order.army} steht am Ende seines Zugs in keinem eigenen Rüstort (${army.at}); besondere Einnahmen werden dort eingelagert (R §3.2.3).`, `army ${order.army} stands in no own stronghold at the end of its turn (${army.at}); special income is deposited in one (R §3.2.3)`));
  }
  state.adjustCargo(army, 'gold', -gold);
  state.adjustFunds(turn.realm, stronghold.at, gold);
  state.emit({ code: 'deposit', rule: 'R §3.2.3', audience: realmsOnly(turn.realm), data: { army: order.army, at: stronghold.at, gold } });
}

/** DELOKALISIERE: special income waiting in an own stronghold goes to the treasury, as other income from then on (R §3.2.3; P-104). */
function delocalise(context: MonthContext, turn: RealmTurn, order: Located<DelocaliseOrder>): void {
  const { state } = context;
  const waiting = state.loaded.realms.get(turn.realm)?.specialFunds?.find((fund) => fund.at === order.at)?.gold ?? 0;
  const gold = order.gold ?? waiting;
  if (waiting === 0 || gold > waiting) return refuse(context, turn, order, 'not-enough', t(`In ${order.at} liegen ${num(waiting, 'de')} GS besondere Einnahmen von ${turn.realm}.`, `${order.at} holds ${num(waiting, 'en')} GS of special income of ${turn.realm}`));
  state.adjustFunds(turn.realm, order.at, -gold);
  state.treasury(turn.realm, gold);
  state.emit({ code: 'delocalise', rule: 'R §3.2.3', audience: realmsOnly(turn.realm), data: { at: order.at, gold } });
}

/** B17: combat income brought into own strongholds, or handed to the treasury, in the order written (R §3.2.3). */
export const B17_SPECIAL_INCOME: RealmStep = {
  id: 'B17',
  rule: 'R §3.2.3',
  title: t('Besondere Einnahmen einlagern und delokalisieren', 'Special income deposited and delocalised'),
  run(context, turn) {
    for (const order of ordersOf(turn, 'deposit', 'delocalise')) {
      if (order.type === 'deposit') deposit(context, turn, order);
      else delocalise(context, turn, order);
    }
  },
};
