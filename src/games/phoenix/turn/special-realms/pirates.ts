import { GATE_LOSS_PERCENT } from '../../data/pirates.js';
import { UNIT_CODES } from '../../data/units.js';
import type { Counts } from '../../combat/melee/outcome.js';
import type { Army } from '../../world/schema.js';
import { t } from '../../reports/text.js';
import type { MonthContext, RealmStep, RealmTurn } from '../month/context.js';
import { realmsOnly } from '../month/events.js';

/** The W10 of a realm's gate losses, rolled once in its turn (R §6.6.2 "Es wird pro Zug einmal gewürfelt"; P-201). */
const gateRolls = new WeakMap<RealmTurn, number>();

/**
 * A fleet came out of a teleport gate (R §6.6.2, §6.6.4, §6.6.5; P-201): a pirate loses nothing;
 * any other realm loses the W10 table's share of its ships, and the armies aboard sink with them in
 * the same share, their cargo too; characters and wizards are no units and lose nothing.
 */
export function gateLosses(context: MonthContext, turn: RealmTurn, fleet: Army, gate: string): void {
  const { state, dice } = context;
  if (state.loaded.realms.get(turn.realm)?.kind === 'pirate') {
    state.emit({ code: 'gatePassed', rule: 'R §6.6.2', audience: realmsOnly(turn.realm), data: { army: fleet.number, gate, at: fleet.at, percent: 0 } });
    return;
  }
  let roll = gateRolls.get(turn);
  if (roll === undefined) {
    roll = dice.roll('W10', `teleport gate losses of ${turn.realm}`, turn.realm);
    gateRolls.set(turn, roll);
  }
  const percent = GATE_LOSS_PERCENT[roll] as number;
  const aboard = state.armiesIn(state.place(fleet.at)).filter((army) => army.realm === fleet.realm && army.aboard === fleet.number);
  const lost: Record<string, Record<string, number>> = {};
  for (const army of [fleet, ...aboard]) {
    const cut: Record<string, number> = {};
    // Losses are whole units, rounded down (R §4 "grundsätzlich abgerundet"; P-201).
    for (const unit of UNIT_CODES) {
      const n = Math.floor(((army[unit] ?? 0) * percent) / 100);
      if (n > 0) {
        state.adjust(army, unit, -n);
        cut[unit] = n;
      }
    }
    for (const what of ['gold', 'prisoners'] as const) {
      const n = Math.floor(((army.cargo?.[what] ?? 0) * percent) / 100);
      if (n > 0) {
        state.adjustCargo(army, what, -n);
        cut[what] = n;
      }
    }
    lost[String(army.number)] = cut;
  }
  state.emit({ code: 'gatePassed', rule: 'R §6.6.2', audience: realmsOnly(turn.realm), data: { army: fleet.number, gate, at: fleet.at, roll, percent, lost } });
}

/**
 * Pirate units are never taken (R §6.6; P-205): what a winner would capture of a pirate — overrun
 * 10:1, defenceless, or surrendering — is destroyed, and its price is credited to the winner's first
 * fighting army as combat income at the winner's rate for fallen enemies (50 %, a pirate 100 %).
 * Returns false when the loser is no pirate (the usual capture applies).
 */
export function pirateUnitsTaken(context: MonthContext, loser: string, winners: readonly Army[], captured: Counts): boolean {
  const { state, rules } = context;
  if (state.loaded.realms.get(loser)?.kind !== 'pirate') return false;
  let value = 0;
  for (const unit of UNIT_CODES) value += (captured[unit] ?? 0) * rules.tables.units[unit].price;
  const winner = winners[0];
  if (winner === undefined || value === 0) return true;
  const table = rules.tables.combatIncome;
  const rate = state.loaded.realms.get(winner.realm)?.kind === 'pirate' ? table.pirateEnemyFallen : table.enemyFallen;
  const income = Math.floor(value * rate);
  const carrier = winners.find((army) => (army.K ?? 0) + (army.R ?? 0) + (army.S ?? 0) + (army.LKS ?? 0) + (army.SKS ?? 0) > 0) ?? winner;
  state.adjustCargo(carrier, 'gold', income);
  state.emit({ code: 'pirateUnitsNotTaken', rule: 'R §6.6', audience: realmsOnly(winner.realm, loser), data: { pirate: loser, winner: winner.realm, units: captured, value, income, army: carrier.number } });
  return true;
}

/**
 * B17: a pirate's combat income, loot and plunder go to its treasury at once, as other income
 * (R §6.6, errata 6; P-205): at the end of every realm's turn — a pirate may win a fight in
 * another realm's turn — the gold its armies carry is delocalised.
 */
export const B17_PIRATE_LOOT: RealmStep = {
  id: 'B17',
  rule: 'R §6.6, errata 6',
  title: t('Beute der Piraten in den Reichsschatz', 'Pirates’ loot to the treasury'),
  run(context) {
    const { state } = context;
    for (const realm of state.world.realms) {
      if (realm.kind !== 'pirate') continue;
      for (const army of [...state.armiesOf(realm.id)]) {
        const gold = army.cargo?.gold ?? 0;
        if (gold === 0) continue;
        state.adjustCargo(army, 'gold', -gold);
        state.treasury(realm.id, gold);
        state.emit({ code: 'pirateLoot', rule: 'R §6.6, errata 6', audience: realmsOnly(realm.id), data: { army: army.number, at: army.at, gold } });
      }
    }
  },
};
