import { seatsLost } from '../careers/careers.js';
import { ARMY_KINDS, UNIT_CODES, type UnitCode } from '../../data/units.js';
import type { GiftOrder, LocatedOrder, RightOrder } from '../../orders/ast.js';
import { num, t, type Text } from '../../reports/text.js';
import { armyKey } from '../../world/loaded.js';
import { ordersOf, refuse, type MonthContext, type RealmStep, type RealmTurn } from '../month/context.js';
import { EVERYONE, realmsOnly } from '../month/events.js';
import { conquestCapable, neighboursOf, type WorldView } from '../movement/geography.js';
import { tidyHex } from '../month/tidy.js';

type Located<T> = T & { loc: LocatedOrder['loc'] };

/** What may be given or traded: horses, ships and ranged weapons, gold, land (R §6.1, errata 72). */
const GIVABLE: readonly UnitCode[] = ['P', 'S', 'LKP', 'SKP', 'LKS', 'SKS'];

/** The hexes of `realm`'s land connected to `start` through its own land (R §3.2.2 "Reichsgebiete"). */
function territory(view: WorldView, realm: string, start: number, seen: Set<number>): number[] {
  const found: number[] = [];
  const stack = [start];
  seen.add(start);
  while (stack.length > 0) {
    const at = stack.pop() as number;
    found.push(at);
    for (const n of neighboursOf(at)) {
      if (seen.has(n) || view.loaded.owner[n] !== realm) continue;
      seen.add(n);
      stack.push(n);
    }
  }
  return found;
}

/**
 * R §3.2.2: the realms hold territories that border each other directly and each hold a stronghold
 * of their realm (P-96): one connected piece of the giver's land with a stronghold touches one of
 * the receiver's with a stronghold.
 */
export function borderWithStrongholds(view: WorldView, giver: string, receiver: string): boolean {
  const pieces = (realm: string) => {
    const seen = new Set<number>();
    const piece = new Map<number, number>();
    let id = 0;
    for (const stronghold of view.loaded.world.strongholds) {
      const at = view.place(stronghold.at);
      if (stronghold.owner !== realm || at < 0 || view.loaded.owner[at] !== realm || seen.has(at)) continue;
      for (const hex of territory(view, realm, at, seen)) piece.set(hex, id);
      id += 1;
    }
    return piece;
  };
  const mine = pieces(giver);
  if (mine.size === 0) return false;
  const theirs = pieces(receiver);
  for (const hex of mine.keys()) for (const n of neighboursOf(hex)) if (theirs.has(n)) return true;
  return false;
}

/**
 * Whether the land `hex` given to `receiver` is taken: "Gelände, soweit sie zusammenhängend sind,
 * gelten als in Besitz genommen, sobald 1 GEMARK des jeweiligen zusammenhängenden Gebietes von einem
 * eroberungsfähigen Heer des Empfängers betreten wird" (R §3.2.2; P-96): some hex of the connected
 * piece the turn gives the receiver holds a conquest-capable army of it.
 */
function landTaken(context: MonthContext, turn: RealmTurn, receiver: string, hex: string): boolean {
  const { state, rules } = context;
  const given = new Set(ordersOf(turn, 'gift').filter((o) => o.to === receiver && o.hex !== undefined).map((o) => state.place(o.hex as string)));
  const start = state.place(hex);
  const seen = new Set([start]);
  const stack = [start];
  while (stack.length > 0) {
    const at = stack.pop() as number;
    if (state.armiesIn(at).some((a) => a.realm === receiver && conquestCapable(a, rules))) return true;
    for (const n of neighboursOf(at)) {
      if (seen.has(n) || !given.has(n)) continue;
      seen.add(n);
      stack.push(n);
    }
  }
  return false;
}

/** Why a gift may not be handed over (R §3.2.2, §6.1; P-96), or undefined. */
function giftBlocked(context: MonthContext, turn: RealmTurn, giver: string, order: GiftOrder): Text | undefined {
  const { state, rules } = context;
  if (rules.interpretations.giftConditions === 'none' || borderWithStrongholds(state, giver, order.to)) return undefined;
  const carried = (at: string | undefined) => at !== undefined && state.loaded.owner[state.place(at)] === order.to;
  if (order.gold !== undefined && order.gold > 0) return t('Gold aus dem Reichsschatz', 'gold from the treasury');
  if (order.army !== undefined && !carried(state.army(giver, order.army)?.at)) return t(`das Gut von Heer ${order.army}`, `the goods of army ${order.army}`);
  if (order.hex !== undefined && !landTaken(context, turn, order.to, order.hex)) return t(`${order.hex} (weder dort noch im zusammenhängend geschenkten Land steht ein eroberungsfähiges Heer von ${order.to})`, `${order.hex} (no conquest-capable army of ${order.to} stands there or in the connected land given)`);
  return undefined;
}

/** Whether `realm` has had its turn this month before the realm whose turn it is. */
function hadTurn(context: MonthContext, realm: string): boolean {
  const order = context.state.world.calendar.turnOrder[0] ?? [];
  const now = context.state.turnOf;
  return now !== undefined && order.indexOf(realm) >= 0 && order.indexOf(realm) < order.indexOf(now);
}

function gift(context: MonthContext, turn: RealmTurn, order: Located<GiftOrder>): void {
  const { state } = context;
  const giver = turn.realm;
  if (!state.loaded.realms.has(order.to) || order.to === giver) return refuse(context, turn, order, 'unknown-realm', t(`Es gibt kein anderes Reich „${order.to}“.`, `no other realm is called "${order.to}"`));
  const blocked = giftBlocked(context, turn, giver, order);
  if (blocked !== undefined) {
    return refuse(context, turn, order, 'gift-no-border', t(`${giver} und ${order.to} grenzen nicht mit je einem Rüstort aneinander, und ${blocked.de} wurde nicht ins Land von ${order.to} gebracht (R §3.2.2; P-96).`, `${giver} and ${order.to} do not border each other with a stronghold each, and ${blocked.en} was not carried into ${order.to}'s land (R §3.2.2; P-96)`));
  }
  // The traders and the game masters' creatures hold no land (R §6.3.2, §6.4.1; P-280, P-283).
  const receiver = state.loaded.realms.get(order.to)?.kind;
  if (order.hex !== undefined && (receiver === 'traders' || receiver === 'creatures')) return refuse(context, turn, order, 'no-land', t(`${order.to} hält kein Land: ${order.hex} kann ihm nicht geschenkt werden (R §6.3.2, §6.4.1).`, `${order.to} holds no land: ${order.hex} cannot be given to it (R §6.3.2, §6.4.1)`));
  const gold = order.gold ?? 0;
  if (gold > (state.loaded.realms.get(giver)?.treasury ?? 0)) return refuse(context, turn, order, 'money', t(`${num(gold, 'de')} GS sind mehr, als im Reichsschatz liegt.`, `${num(gold, 'en')} GS are more than the treasury holds`));
  const parts: Record<string, unknown> = {};
  if (order.army !== undefined && order.prisoners !== undefined) {
    const army = state.army(giver, order.army);
    if (army === undefined) return refuse(context, turn, order, 'unknown-army', t(`${giver} hat kein Heer ${order.army}.`, `${giver} has no army ${order.army}`));
    if (order.prisoners > (army.cargo?.prisoners ?? 0)) return refuse(context, turn, order, 'not-held', t(`Heer ${order.army} trägt nicht ${num(order.prisoners, 'de')} Gefangene.`, `army ${order.army} does not carry ${num(order.prisoners, 'en')} prisoners`));
    // The receiver stands where the prisoners are and carries them from now (R §6.1, §4.3).
    const taker = state.armiesIn(state.place(army.at)).find((a) => a.realm === order.to && a.aboard === undefined);
    if (taker === undefined) return refuse(context, turn, order, 'no-receiver', t(`${order.to} hat in ${army.at} kein Heer, das die Gefangenen übernehmen kann (R §6.1).`, `${order.to} has no army at ${army.at} to take the prisoners (R §6.1)`));
    state.adjustCargo(army, 'prisoners', -order.prisoners);
    state.adjustCargo(taker, 'prisoners', order.prisoners);
    // What is received is not moved in the receiver's next turn (R §3; P-94): nor the army carrying it.
    if (hadTurn(context, order.to)) taker.immobileIn = state.world.calendar.turn + 1;
    else state.immobile.add(armyKey(taker.realm, taker.number));
    parts.army = order.army;
    parts.prisoners = order.prisoners;
    parts.at = army.at;
  }
  if (order.army !== undefined && order.units !== undefined) {
    const army = state.army(giver, order.army);
    if (army === undefined) return refuse(context, turn, order, 'unknown-army', t(`${giver} hat kein Heer ${order.army}.`, `${giver} has no army ${order.army}`));
    const units = UNIT_CODES.filter((unit) => (order.units?.[unit] ?? 0) > 0);
    // A pirate neither gives nor receives armament (R §6.6; P-204).
    const pirate = [giver, order.to].find((realm) => state.loaded.realms.get(realm)?.kind === 'pirate');
    if (pirate !== undefined && units.length > 0) return refuse(context, turn, order, 'pirate-armament', t(`${pirate} ist ein Pirat: Er kann keine Rüstgüter verschenken oder geschenkt bekommen (R §6.6).`, `${pirate} is a pirate: it can neither give nor receive armament (R §6.6)`));
    const bad = units.find((unit) => !GIVABLE.includes(unit) || (army[unit] ?? 0) < (order.units?.[unit] ?? 0));
    if (bad !== undefined) return refuse(context, turn, order, 'not-givable', t(`${bad}: Verschenkt werden nur Pferde, Schiffe und Fernkampfwaffen, die das Heer hat (R §6.1).`, `${bad}: only horses, ships and ranged weapons the army holds are given (R §6.1)`));
    // A guard is armed only in the capital or with the ruler and merges with nothing: gifts go to other armies (R §6.8).
    const receivers = state.armiesIn(state.place(army.at)).filter((a) => a.realm === order.to && a.aboard === undefined && a.guard !== true);
    const takers = units.map((unit) => receivers.find((a) => (ARMY_KINDS[a.kind].units as readonly string[]).includes(unit)));
    if (takers.some((taker) => taker === undefined)) return refuse(context, turn, order, 'no-receiver', t(`${order.to} hat in ${army.at} kein Heer, das ${units.join(', ')} aufnehmen kann (R §6.1).`, `${order.to} has no army at ${army.at} that can take ${units.join(', ')} (R §6.1)`));
    units.forEach((unit, i) => {
      const taker = takers[i] as NonNullable<(typeof takers)[number]>;
      const n = order.units?.[unit] as number;
      state.adjust(army, unit, -n);
      state.adjust(taker, unit, n);
      // The receiver may not move the gift in its next turn: this month's, or the next month's when it has moved already (R §3; P-94).
      if (hadTurn(context, order.to)) taker.immobileIn = state.world.calendar.turn + 1;
      else state.immobile.add(armyKey(taker.realm, taker.number));
    });
    // "Bei der Truppe verbliebene HF des schenkenden Reiches lösen sich in diesem Moment auf" (R §6.1): a troop given whole leaves its commanders alone (P-78).
    tidyHex(context, state.place(army.at));
    parts.army = order.army;
    parts.units = order.units;
    parts.at = army.at;
  }
  if (order.hex !== undefined) {
    const index = state.place(order.hex);
    const stronghold = state.loaded.strongholds.get(index);
    if (index < 0 || state.loaded.owner[index] !== giver) return refuse(context, turn, order, 'not-own', t(`${order.hex} ist kein Land von ${giver}.`, `${order.hex} is not land of ${giver}`));
    if (stronghold !== undefined && (stronghold.level === 'HST' || stronghold.level === 'FHS' || stronghold.capitalMove !== undefined)) return refuse(context, turn, order, 'capital', t('Eine Hauptstadt wird nicht verschenkt (P-83).', 'a capital is not given away (P-83)'));
    if (stronghold !== undefined) seatsLost(context, stronghold, 'gift');
    state.setOwner(index, order.to);
    if (stronghold !== undefined) stronghold.owner = order.to;
    parts.hex = order.hex;
  }
  state.treasury(giver, -gold);
  state.treasury(order.to, gold);
  if (gold > 0) parts.gold = gold;
  state.emit({ code: 'gift', rule: 'R §3, §6.1, errata 71–73', audience: realmsOnly(giver, order.to), data: { from: giver, to: order.to, ...parts } });
  if (order.hex !== undefined) state.emit({ code: 'landGiven', rule: 'R §6.1', audience: EVERYONE, data: { at: order.hex, from: giver, to: order.to } });
}

/** B17: gifts and trade change hands at the end of the giver's turn; the receiver may not move them in its next turn (R §3, §6.1, errata 71–73; P-83). */
export const B17_GIFTS: RealmStep = {
  id: 'B17',
  rule: 'R §3, §6.1, errata 13/71/72/73',
  title: t('Übertragung von Schenkungen und Handel', 'Gifts and trade handed over'),
  run(context, turn) {
    for (const order of ordersOf(turn, 'gift')) gift(context, turn, order);
  },
};

function right(context: MonthContext, turn: RealmTurn, order: Located<RightOrder>): void {
  const { state } = context;
  if (ordersOf(turn, 'right').some((o) => o.right === order.right && o.realm === order.realm && o.grant !== order.grant)) {
    return refuse(context, turn, order, 'right-contradiction', t(`${order.right} für ${order.realm} wird in diesem Zug zugleich gewährt und entzogen (P-97).`, `${order.right} for ${order.realm} is both granted and revoked in this turn (P-97)`));
  }
  const holder = state.loaded.realms.get(order.realm);
  if (holder === undefined || order.realm === turn.realm) return refuse(context, turn, order, 'unknown-realm', t(`Es gibt kein anderes Reich „${order.realm}“.`, `no other realm is called "${order.realm}"`));
  const key = order.right === 'wegerecht' ? 'wegerechtFrom' : 'kuestenrechtFrom';
  const list = new Set(holder[key] ?? []);
  if (order.grant) list.add(turn.realm);
  else list.delete(turn.realm);
  if (list.size === 0) delete holder[key];
  else holder[key] = [...list].sort();
  // A right granted or revoked "muss offiziell den Mitspielern verkündet werden" (R §4.1, §4.2): everyone learns it.
  state.emit({ code: 'right', rule: 'R §4.1, §4.2', audience: EVERYONE, data: { right: order.right, grant: order.grant, from: turn.realm, to: order.realm } });
}

/** B1: the turn is handed in; rights of way and coastal rights it grants or revokes hold from now (R §3, §4.1, §4.2; P-70). */
export const B1_TURN: RealmStep = {
  id: 'B1',
  rule: 'R §3, §4.1, §4.2',
  title: t('Abgabe des Spielzugs', 'Turn handed in'),
  run(context, turn) {
    context.state.characterCombat.clear();
    context.state.duelled.clear();
    for (const order of ordersOf(turn, 'right')) right(context, turn, order);
  },
};
