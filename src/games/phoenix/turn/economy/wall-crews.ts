import { ARMY_KINDS } from '../../data/units.js';
import type { LocatedOrder, WithdrawCrewOrder } from '../../orders/ast.js';
import { t } from '../../reports/text.js';
import { sideOf } from '../../world/loaded.js';
import { refuse, type MonthContext, type RealmTurn } from '../month/context.js';
import { EVERYONE, realmsOnly } from '../month/events.js';

type Located<T> = T & { loc: LocatedOrder['loc'] };

/**
 * ABZIEHEN (B3): "Diese Wallbesatzung kann abgezogen werden, wenn die Gemark am Anfang des Zuges im
 * eigenen Besitz ist. In diesem Fall verfällt das Bauwerk!" (R §1.5.4; P-134). The crew joins a
 * warrior army of the realm in the hex (a new one under a free number) and the wall is gone.
 */
export function withdrawCrew(context: MonthContext, turn: RealmTurn, order: Located<WithdrawCrewOrder>): void {
  const { state } = context;
  const index = state.place(order.at);
  if (index < 0 || state.loaded.owner[index] !== turn.realm) return refuse(context, turn, order, 'not-own-land', t(`${order.at} gehört zu Beginn des Zuges nicht ${turn.realm}; nur von eigenem Land wird eine Wallbesatzung abgezogen (R §1.5.4).`, `${order.at} is not ${turn.realm}'s at the start of the turn; a wall crew is withdrawn only from own land (R §1.5.4)`));
  const wall = state.loaded.walls.get(sideOf((text) => state.place(text), order.at, order.side));
  if (wall === undefined || wall.at !== order.at || wall.building === true) return refuse(context, turn, order, 'no-wall', t(`${order.at} hat an der Seite ${order.side} keinen fertigen Wall.`, `${order.at} has no finished wall on side ${order.side}`));
  if (wall.crewK + wall.crewHF === 0) return refuse(context, turn, order, 'no-crew', t(`Der Wall in ${order.at} (${order.side}) hat keine Besatzung mehr.`, `the wall at ${order.at} (${order.side}) has no crew left`));
  const [low, high] = ARMY_KINDS.warriors.range;
  if (order.army < low || order.army > high) return refuse(context, turn, order, 'army-number', t(`Die Besatzung sind Krieger: Sie geht in ein Kriegerheer ${low}–${high} (R §1.8).`, `the crew are warriors: they join a warrior army ${low}–${high} (R §1.8)`));
  let army = state.army(turn.realm, order.army);
  if (army !== undefined && (army.at !== order.at || army.aboard !== undefined)) return refuse(context, turn, order, 'army-elsewhere', t(`Heer ${order.army} steht nicht in ${order.at}.`, `army ${order.army} does not stand at ${order.at}`));
  if (army?.guard === true) return refuse(context, turn, order, 'guard-merge', t(`Heer ${order.army} ist die Garde; sie nimmt keine anderen Truppen auf (R §6.8).`, `army ${order.army} is the guard; it takes in no other troops (R §6.8)`));
  const { crewK: k, crewHF: hf } = wall;
  const minimum = context.rules.tables.armyThresholds.minimumRp;
  if (army === undefined && (hf === 0 || k < minimum)) return refuse(context, turn, order, 'too-small', t(`Die Besatzung (${k} K, ${hf} HF) ist allein kein Heer: Es braucht ${minimum} RP und einen HF (R §1.8); sie kann einem Kriegerheer in ${order.at} beitreten.`, `the crew (${k} K, ${hf} HF) is no army on its own: an army needs ${minimum} RP and an HF (R §1.8); it may join a warrior army at ${order.at}`));
  if (army === undefined) {
    army = { realm: turn.realm, number: order.army, kind: 'warriors', at: order.at };
    state.addArmy(army);
  }
  state.setCrew(wall, 0, 0);
  state.adjust(army, 'K', k);
  state.adjust(army, 'HF', hf);
  state.removeWall(wall);
  state.emit({ code: 'crewWithdrawn', rule: 'R §1.5.4', audience: realmsOnly(turn.realm), data: { at: order.at, side: order.side, army: order.army, K: k, HF: hf } });
  state.emit({ code: 'wallDecayed', rule: 'R §1.5.4', audience: EVERYONE, data: { at: order.at, side: order.side, owner: turn.realm } });
}
