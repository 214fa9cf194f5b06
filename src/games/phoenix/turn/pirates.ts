import { GATE_LOSS_PERCENT } from '../data/pirates.js';
import { UNIT_CODES } from '../data/units.js';
import type { Army } from '../world/schema.js';
import type { MonthContext, RealmTurn } from './context.js';
import { realmsOnly } from './events.js';

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
