import { ARMY_KINDS, ARMY_KIND_IDS, UNIT_CODES, type ArmyKind, type UnitCode } from '../../data/units.js';
import type { ArmOrder, LocatedOrder } from '../../orders/ast.js';
import { num, t, type Text } from '../../reports/text.js';
import { armyRp } from '../../world/check-figures.js';
import { placeAtIndex } from '../../world/places.js';
import { formatHex } from '../../map/coords.js';
import type { Army } from '../../world/schema.js';
import { isArmamentMonth } from '../month/calendar.js';
import { ordersOf, refuse, type MonthContext, type MonthStep, type RealmTurn } from '../month/context.js';
import { realmsOnly } from '../month/events.js';
import { isWater, neighboursOf } from '../movement/geography.js';
import { armamentLevel, besiegingHexes, limits } from './strongholds.js';
import { armCharacterWizards } from '../magic/character-wizards.js';
import { isNeutralGround } from '../../world/alliance.js';
import { startPlacement } from '../month/start.js';
import { armTraders } from '../special-realms/traders.js';
import { sellDeadGoods } from './dead-goods.js';

const SHIP_UNITS: readonly UnitCode[] = ['S', 'LKS', 'SKS'];

function kindOfNumber(number: number): ArmyKind | undefined {
  return ARMY_KIND_IDS.find((kind) => number >= ARMY_KINDS[kind].range[0] && number <= ARMY_KINDS[kind].range[1]);
}

/** Where the units of an arm order stand: in the stronghold, or for a fleet on water beside an elevation-1 stronghold (R §3.3). */
function placement(context: MonthContext, realm: string, index: number, order: ArmOrder, kind: ArmyKind): string | undefined {
  const { state } = context;
  if (kind !== 'fleet') return formatHex(placeAtIndex(index));
  if (state.loaded.elevation[index] !== 1) return undefined;
  const water = neighboursOf(index).filter((n) => isWater(state, n));
  const existing = state.army(realm, order.army);
  const at = existing !== undefined ? water.find((n) => state.place(existing.at) === n) : water[0];
  return at === undefined ? undefined : formatHex(placeAtIndex(at));
}

/** What a stronghold has armed this month: all of it, and what of it came from special income. */
interface Used {
  gold: number;
  commanders: number;
  specialGold: number;
  specialCommanders: number;
}

/**
 * A realm's share of Audvacar's armament this month: 100,000 GS divided equally, rounded down, among
 * the realms with an army there (R §6.4: one realm 100,000, two 50,000, three 33,333; P-186).
 */
export function audvacarShare(context: MonthContext, index: number): number {
  // The game masters' hostile creatures are no player's realm: they take no share (R §6.4 "Truppen der Spieler"; P-283).
  const realms = new Set(context.state.armiesIn(index).filter((a) => context.state.loaded.realms.get(a.realm)?.kind !== 'creatures').map((a) => a.realm));
  return realms.size === 0 ? 0 : Math.floor(context.rules.tables.armament.audvacarGold / realms.size);
}

/**
 * Armament into a guard (R §6.8 with errata 2): no ranged weapons, and only in the capital or in the
 * stronghold where the ruler (a character ruler or a ruler wizard, at liberty) stands — not on a
 * fleet beside it (P-186).
 */
function guardArmament(context: MonthContext, realm: string, order: ArmOrder): [string, Text] | undefined {
  const { state } = context;
  const ranged = (['LKP', 'SKP', 'LKS', 'SKS'] as const).filter((unit) => (order.units[unit] ?? 0) > 0);
  if (ranged.length > 0) return ['guard-ranged', t(`Gardeheere und Gardeflotten können keine Fernkampfwaffen beinhalten (${ranged.join(', ')}; R §6.8).`, `guard armies and guard fleets hold no ranged weapons (${ranged.join(', ')}; R §6.8)`)];
  if (state.loaded.realms.get(realm)?.capital === order.at) return undefined;
  const rulerThere = state.world.characters.some((c) => c.realm === realm && c.rank === 'ruler' && c.prisonerOf === undefined && c.at === order.at) || state.world.wizards.some((w) => w.realm === realm && w.rulerBonus !== undefined && w.prisonerOf === undefined && w.at === order.at);
  if (rulerThere) return undefined;
  return ['guard-place', t(`Die Garde wird nur in der Hauptstadt gerüstet oder in dem Rüstort, in dem der Herrscher steht; in ${order.at} steht er nicht (R §6.8, Errata 2).`, `the guard is armed only in the capital or in the stronghold where the ruler stands; he does not stand at ${order.at} (R §6.8, errata 2)`)];
}

/** One arm order; returns why it is refused, or undefined when the units stand on the map. */
function arm(context: MonthContext, turn: RealmTurn, order: ArmOrder, used: Map<string, Used>): [string, Text] | undefined {
  const { state, rules } = context;
  const realm = turn.realm;
  const index = state.place(order.at);
  const stronghold = index < 0 ? undefined : state.loaded.strongholds.get(index);
  const audvacar = stronghold !== undefined && isNeutralGround(state.loaded, index);
  // A new realm's first armament: anywhere in its seven start hexes, without a stronghold's limits (R §2; P-270).
  const start = startPlacement(context, realm, order);
  if (Array.isArray(start)) return start;
  if (start !== undefined) return armUnits(context, realm, order, { at: (kind) => start.place(kind) });
  if (audvacar) {
    // Audvacar: every realm standing there arms its equal share (R §6.4; P-186).
    if (!state.armiesIn(index).some((a) => a.realm === realm)) return ['audvacar-absent', t(`Aus Audvacar (${order.at}) rüstet nur, wer zu Monatsbeginn mit einem Heer dort steht (R §6.4).`, `only a realm standing at Audvacar (${order.at}) with an army at the start of the month arms from it (R §6.4)`)];
    if (order.fromSpecialIncome) return ['audvacar-special', t('Audvacar rüstet nur aus dem Reichsschatz in Rüstmonaten (R §6.4; P-186).', 'Audvacar arms only from the treasury in armament months (R §6.4; P-186)')];
  } else if (stronghold === undefined || stronghold.owner !== realm || state.ownerAtStart[index] !== realm) {
    return ['not-own-stronghold', t(`${order.at} ist zu Monatsbeginn kein Rüstort von ${realm} (R §3.3).`, `${order.at} is no stronghold of ${realm} at the start of the month (R §3.3)`)];
  }
  const turnNumber = state.world.calendar.turn;
  if ((state.hexAt(index)?.plunderedUntil ?? 0) >= turnNumber) return ['plundered', t(`${order.at} wurde geplündert: Dort wird bis nach Monat ${state.hexAt(index)?.plunderedUntil} nicht gerüstet (R §3.2.2).`, `${order.at} was plundered: no armament there until after month ${state.hexAt(index)?.plunderedUntil} (R §3.2.2)`)];
  const level = armamentLevel(stronghold, rules);
  if (level === null) return ['no-level', t(`${order.at} hat die vollen BP keiner Stufe: Es rüstet nichts, bis es repariert ist (R §1.5.12; P-92).`, `${order.at} holds the full BP of no level: it arms nothing until repaired (R §1.5.12; P-92)`)];
  if (!order.fromSpecialIncome && !isArmamentMonth(turnNumber, rules)) return ['not-armament-month', t('Aus dem Reichsschatz wird nur in Hawar und Hel gerüstet; sonst rüsten nur besondere Einnahmen (R §3.3, §3.3.1).', 'the treasury arms only in Hawar and Hel; outside them only special income arms (R §3.3, §3.3.1)')];
  const capacity = audvacar ? { ...rules.tables.armamentCapacity[level], gold: audvacarShare(context, index) } : rules.tables.armamentCapacity[level];
  const besiegers = audvacar ? 0 : besiegingHexes(state, stronghold, rules);
  const perHex = Math.round(rules.tables.armament.siegeReductionPerHex * 100);
  const gold = limits(capacity.gold, besiegers, perHex);
  const heads = limits(capacity.commanders, besiegers, perHex);
  const sofar = used.get(order.at) ?? { gold: 0, commanders: 0, specialGold: 0, specialCommanders: 0 };
  const special = order.fromSpecialIncome;
  const sieged = besiegers > 0 ? t(` nach ${besiegers * perHex} % Belagerung`, ` after a ${besiegers * perHex} % siege`) : t('', '');
  const goldCap = special ? Math.min(gold.special, gold.all - sofar.gold + sofar.specialGold) : gold.all;
  const goldUsed = special ? sofar.specialGold : sofar.gold;
  const headCap = special ? Math.min(heads.special, heads.all - sofar.commanders + sofar.specialCommanders) : heads.all;
  const headsUsed = special ? sofar.specialCommanders : sofar.commanders;
  return armUnits(context, realm, order, {
    at: (kind) => placement(context, realm, index, order, kind),
    level,
    capacity: goldCap,
    limit(cost, commanders) {
      if (goldUsed + cost > goldCap) {
        return special
          ? ['capacity', t(`${order.at} (${level}) rüstet mit besonderen Einnahmen höchstens ${num(goldCap, 'de')} GS in diesem Monat (die Hälfte der Rüstkapazität${sieged.de}); verlangt sind ${num(goldUsed + cost, 'de')} GS (R §3.3.1, §1.7.1).`, `${order.at} (${level}) arms at most ${num(goldCap, 'en')} GS from special income this month (half the capacity${sieged.en}); ${num(goldUsed + cost, 'en')} GS asked (R §3.3.1, §1.7.1)`)]
          : ['capacity', t(`${order.at} (${level}) rüstet höchstens ${num(goldCap, 'de')} GS in diesem Monat${sieged.de}; verlangt sind ${num(goldUsed + cost, 'de')} GS (R §3.3, §1.7.1).`, `${order.at} (${level}) arms at most ${num(goldCap, 'en')} GS this month${sieged.en}; ${num(goldUsed + cost, 'en')} GS asked (R §3.3, §1.7.1)`)];
      }
      if (headsUsed + commanders > headCap) return ['capacity', t(`${order.at} (${level}) rüstet höchstens ${num(headCap, 'de')} HF in diesem Monat${special ? ' mit besonderen Einnahmen' : ''}; verlangt sind ${num(headsUsed + commanders, 'de')} (R §3.3${special ? ', §3.3.1' : ''}).`, `${order.at} (${level}) arms at most ${num(headCap, 'en')} HF this month${special ? ' from special income' : ''}; ${num(headsUsed + commanders, 'en')} asked (R §3.3${special ? ', §3.3.1' : ''})`)];
      return undefined;
    },
    armed(cost, commanders) {
      sofar.gold += cost;
      sofar.commanders += commanders;
      state.commandersArmed.set(order.at, (state.commandersArmed.get(order.at) ?? 0) + commanders);
      if (special) {
        sofar.specialGold += cost;
        sofar.specialCommanders += commanders;
      }
      used.set(order.at, sofar);
    },
  });
}

/** Where and under which limits an arm order places its units. */
interface Where {
  at(kind: ArmyKind): string | undefined;
  readonly level?: string;
  readonly capacity?: number;
  /** A stronghold's capacity this month for the gold (HF not counted) and the HF of the order. */
  limit?(cost: number, commanders: number): [string, Text] | undefined;
  armed?(cost: number, commanders: number): void;
}

/** The part of an arm order every armament shares: the army, its units, the price and the new army's size (R §1.8, §3.3). */
function armUnits(context: MonthContext, realm: string, order: ArmOrder, where: Where): [string, Text] | undefined {
  const { state, rules } = context;
  if (order.audvacar === true) return sellDeadGoods(context, realm, order, where.limit, where.armed);
  const kind = kindOfNumber(order.army);
  if (kind === undefined) return ['army-number', t(`${order.army} ist keine Heeresnummer (R §1.8).`, `${order.army} is no army number (R §1.8)`)];
  const units = Object.entries(order.units).filter(([, n]) => (n ?? 0) > 0) as [UnitCode, number][];
  const foreign = units.find(([unit]) => !(ARMY_KINDS[kind].units as readonly string[]).includes(unit));
  if (foreign !== undefined) return ['unit-not-in-kind', t(`${foreign[0]} gehört nicht in die Gattung ${ARMY_KINDS[kind].de} (R §1.8).`, `a ${ARMY_KINDS[kind].en} holds no ${foreign[0]} (R §1.8)`)];
  const at = where.at(kind);
  if (at === undefined) return ['no-water', t(`Schiffe werden auf Wasser neben einem Rüstort der Höhenstufe 1 gerüstet (R §3.3); ${order.at} hat keines.`, `ships are armed on water beside a stronghold at elevation 1 (R §3.3); ${order.at} has none`)];
  const existing = state.army(realm, order.army);
  if (existing !== undefined && (existing.kind !== kind || existing.at !== at || existing.aboard !== undefined)) return ['army-elsewhere', t(`Heer ${order.army} steht in ${existing.at}, nicht in ${at}.`, `army ${order.army} stands at ${existing.at}, not at ${at}`)];
  if (existing?.guard === true) {
    const refusal = guardArmament(context, realm, order);
    if (refusal !== undefined) return refusal;
  }
  const commanders = order.units.HF ?? 0;
  const cost = units.reduce((sum, [unit, n]) => sum + (unit === 'HF' ? 0 : rules.tables.units[unit].price * n), 0);
  const total = cost + commanders * rules.tables.units.HF.price;
  const limited = where.limit?.(cost, commanders);
  if (limited !== undefined) return limited;
  const held = order.fromSpecialIncome ? (state.loaded.realms.get(realm)?.specialFunds?.find((f) => f.at === order.at)?.gold ?? 0) : (state.loaded.realms.get(realm)?.treasury ?? 0);
  if (total > held) return ['money', t(
        `${num(total, 'de')} GS nötig, ${num(held, 'de')} GS vorhanden ${order.fromSpecialIncome ? `als besondere Einnahmen in ${order.at}` : 'im Reichsschatz'} (R §3.3).`,
        `${num(total, 'en')} GS needed, ${num(held, 'en')} GS held ${order.fromSpecialIncome ? `as special income in ${order.at}` : 'in the treasury'} (R §3.3)`,
      ),
    ];
  if (existing === undefined) {
    const probe: Army = { realm, number: order.army, kind, at, ...order.units };
    if (commanders === 0 || armyRp(probe, true) < rules.tables.armyThresholds.minimumRp) return ['too-small', t(`Ein neues Heer braucht einen HF und daneben ${rules.tables.armyThresholds.minimumRp} RP (R §1.8).`, `a new army needs an HF and ${rules.tables.armyThresholds.minimumRp} RP besides it (R §1.8)`)];
  }

  where.armed?.(cost, commanders);
  if (order.fromSpecialIncome) state.adjustFunds(realm, order.at, -total);
  else state.treasury(realm, -total);
  let army = existing;
  if (army === undefined) {
    army = { realm, number: order.army, kind, at };
    state.addArmy(army);
  }
  for (const unit of UNIT_CODES) if ((order.units[unit] ?? 0) > 0) state.adjust(army, unit, order.units[unit] as number);
  state.emit({
    code: 'armament',
    rule: 'R §3.3',
    audience: realmsOnly(realm),
    data: { at: order.at, placedAt: at, army: order.army, units: order.units, cost: total, fromSpecialIncome: order.fromSpecialIncome, level: where.level ?? null, capacity: where.capacity ?? null, ships: units.some(([u]) => SHIP_UNITS.includes(u)), ...(where.level === undefined ? { start: true } : {}) },
  });
  return undefined;
}

/** A2: every realm's new armament stands on the map at once, before the first realm moves (R §3.3). */
export const A2_ARMAMENT: MonthStep = {
  id: 'A2',
  rule: 'R §3.3, §3.3.1, §1.7.1, §3.2.2, §1.9.2',
  title: t('Aufstellung aller Neurüstung', 'New armament placed'),
  run(context) {
    for (const turn of context.turns.values()) {
      const used = new Map<string, Used>();
      for (const order of ordersOf(turn, 'arm')) {
        if (order.now === true) continue; // an undead's armament from combat income, in B15 (P-206)
        const traders = order.stock === true || context.state.loaded.realms.get(turn.realm)?.kind === 'traders';
        const refusal = traders ? armTraders(context, turn, order) : arm(context, turn, order, used);
        if (refusal !== undefined) refuse(context, turn, order as LocatedOrder, refusal[0], refusal[1]);
      }
    }
    armCharacterWizards(context);
  },
};
