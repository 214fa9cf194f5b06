import { t } from '../reports/text.js';
import { A2_ARMAMENT } from './economy/armament.js';
import { B10_BANISH, B16_BANISHMENT_ENDS } from './magic/banishing.js';
import { B13_CHARACTER_COMBAT } from './combat/characters.js';
import { advanceCapitalMoves, B4_CAPITAL_MOVE } from './movement/capital.js';
import { A3_BUILDING, C_COMPLETION } from './economy/construction.js';
import type { MonthStep, RealmStep } from './month/context.js';
import { B18_END_OF_TURN } from './month/end-of-turn.js';
import { EVERYONE } from './month/events.js';
import { B2_REGENERATION, B15_CAPTURE } from './careers/figures.js';
import { B7_FIRE, B12_FIRE } from './combat/fire.js';
import { B1_TURN, B17_GIFTS } from './diplomacy/gifts.js';
import { B11_WIZARD_DUELS } from './magic/duels.js';
import { D_INCOME } from './economy/income.js';
import { B10_SPELLS_II, B16_SPELLS_III, B1_MAGIC_WALLS_FALL, B6_SPELLS_I, fallUnreached } from './magic/magic-walls.js';
import { B14_MELEE } from './combat/conquest.js';
import { B3_MOVEMENT_START, B8_MOVEMENT } from './movement/moves.js';
import { B17_SPECIAL_INCOME } from './economy/special-income.js';
import { B11_SPELLS_TAKE_EFFECT } from './magic/spells-take-effect.js';
import { B5_TELEPORT, B9_TELEPORT } from './magic/teleport.js';
import { B10_TELEPORT_UNITS } from './magic/teleport-units.js';
import { A1_TURN_ORDER } from './month/turn-order.js';
import { B3_DISMISSAL } from './magic/wizards.js';
import { B2_RANKS, expireLocks } from './careers/careers.js';
import { B3_CONVERSION } from './magic/character-wizards.js';
import { B17_RELEASE } from './combat/prisoners.js';
import { B11_ABSENT_VANISH } from './special-realms/absence.js';
import { D_PIRATE_BONUS } from './special-realms/pirate-bonus.js';
import { B17_PIRATE_LOOT } from './special-realms/pirates.js';
import { B15_UNDEAD_ARMAMENT } from './special-realms/undead.js';
import { D_INVADER_WATER, E_INVADER_BONUS, E_INVADER_TERRAIN } from './special-realms/invaders.js';
import { E_SPECIAL_STATUS } from './special-realms/special-status.js';
import { A0_ABSENT_REALMS } from './special-realms/absent-realms.js';
import { A0_MONTH_EVENTS } from './month/month-events.js';
import { A0_TRADING_POSTS, E_TRADING_POSTS } from './special-realms/trading-posts.js';
import { A2_BONUS_STRONGHOLDS } from './economy/bonus-strongholds.js';
import { B17_TRADER_SALES, B1_TRADER_DELIVERIES } from './special-realms/traders.js';

/** The end of the month: capital moves go on, magic walls of realms without a turn fall, the calendar turns (R §1.4.2, §1.5.13, §3). */
const END_OF_MONTH: MonthStep = {
  id: 'E',
  rule: 'R §1.4.2, §1.5.13, §3',
  title: t('Ende des Monats', 'End of the month'),
  run(context) {
    const { state } = context;
    advanceCapitalMoves(context);
    const calendar = state.world.calendar;
    fallUnreached(context);
    // Gift marks of this month have done their work (P-94).
    for (const army of state.world.armies) if (army.immobileIn !== undefined && army.immobileIn <= calendar.turn) delete army.immobileIn;
    calendar.turn += 1;
    // The game masters' events and counted absences were this month's; protection lasts until lifted (R §6.9, §6.11; P-230, P-234).
    delete calendar.events;
    for (const realm of state.world.realms) if (realm.absence !== undefined && !('protection' in realm.absence)) delete realm.absence;
    expireLocks(context, calendar.turn);
    calendar.turnOrder.shift();
    calendar.emergence.shift();
    state.emit({ code: 'calendar', rule: 'R §3', audience: EVERYONE, data: { turn: calendar.turn } });
  },
};

/**
 * The month as data, in the order of the §3 table. The spells of B10 that wait for the duels
 * (banishing, teleporting with units) take effect after them (`B11_SPELLS_TAKE_EFFECT`).
 */
export const MONTH_START: readonly MonthStep[] = [
  A0_MONTH_EVENTS,
  A0_ABSENT_REALMS,
  A0_TRADING_POSTS,
  A1_TURN_ORDER,
  A2_ARMAMENT,
  A2_BONUS_STRONGHOLDS,
  A3_BUILDING,
];

export const REALM_STEPS: readonly RealmStep[] = [
  B1_MAGIC_WALLS_FALL,
  B1_TURN,
  B1_TRADER_DELIVERIES,
  B2_REGENERATION,
  B2_RANKS,
  B3_DISMISSAL,
  B3_CONVERSION,
  B3_MOVEMENT_START,
  B4_CAPITAL_MOVE,
  B5_TELEPORT,
  B6_SPELLS_I,
  B7_FIRE,
  B8_MOVEMENT,
  B9_TELEPORT,
  B10_SPELLS_II,
  B10_BANISH,
  B10_TELEPORT_UNITS,
  B11_ABSENT_VANISH,
  B11_WIZARD_DUELS,
  B11_SPELLS_TAKE_EFFECT,
  B12_FIRE,
  B13_CHARACTER_COMBAT,
  B14_MELEE,
  B15_CAPTURE,
  B15_UNDEAD_ARMAMENT,
  B16_SPELLS_III,
  B16_BANISHMENT_ENDS,
  B17_SPECIAL_INCOME,
  B17_PIRATE_LOOT,
  B17_GIFTS,
  B17_TRADER_SALES,
  B17_RELEASE,
  B18_END_OF_TURN,
];

export const MONTH_END: readonly MonthStep[] = [C_COMPLETION, D_INCOME, D_INVADER_WATER, D_PIRATE_BONUS, E_INVADER_BONUS, E_SPECIAL_STATUS, END_OF_MONTH, E_TRADING_POSTS, E_INVADER_TERRAIN];
