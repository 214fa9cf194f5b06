import { commanded } from '../movement/command.js';
import { UNITS, type UnitCode } from '../../data/units.js';
import { t, type Text } from '../../reports/text.js';
import { armyRp, unitRp } from '../../world/check-figures.js';
import type { Army } from '../../world/schema.js';
import type { MonthContext } from './context.js';
import { realmsOnly } from './events.js';


function dissolve(context: MonthContext, army: Army, why: Text): void {
  const { state } = context;
  const at = army.at;
  if (army.kind === 'fleet') {
    for (const passenger of [...state.armiesIn(state.place(at))]) if (passenger.realm === army.realm && passenger.aboard === army.number) dissolve(context, passenger, t(`seine Flotte ${army.number} ist fort`, `its fleet ${army.number} is gone`));
  }
  const units = Object.fromEntries(Object.entries(army).filter(([key, value]) => key in UNITS && typeof value === 'number' && value > 0));
  state.empty(army);
  state.removeArmy(army);
  state.emit({ code: 'dissolved', rule: 'R §1.8; P-78', audience: realmsOnly(army.realm), data: { army: army.number, at, units, why: why.de, whyEn: why.en } });
}

/** The order in which an army loses RP it cannot keep: troops and ships in proportion, then ranged weapons, the commanders last (P-85, P-303). */
const SHEDDING: readonly (readonly UnitCode[])[] = [['K', 'R', 'P', 'S'], ['LKP', 'SKP', 'LKS', 'SKS'], ['HF']];

/**
 * Units of `army` worth at least `rp` RP, as few as whole units allow: within each group of SHEDDING
 * in proportion to the RP each kind holds, whole units by the largest remainder (integers throughout).
 * With `keepLastCommander` an army's last HF stays (R §5: the last HF dies only with its army).
 */
export function unitsWorth(army: Army, rp: number, keepLastCommander = false): Partial<Record<UnitCode, number>> {
  const lost: Partial<Record<UnitCode, number>> = {};
  const available = (code: UnitCode) => (army[code] ?? 0) - (keepLastCommander && code === 'HF' ? 1 : 0);
  let left = rp;
  for (const group of SHEDDING) {
    if (left <= 0) break;
    const kinds = group.filter((code) => available(code) > 0);
    const held = kinds.map((code) => available(code) * unitRp(army, code));
    const total = held.reduce((sum, n) => sum + n, 0);
    if (total === 0) continue;
    if (total <= left) {
      for (const code of kinds) lost[code] = available(code);
      left -= total;
      continue;
    }
    // Kind i's exact share in units is left × held_i / (total × rp_i): floor, then the largest remainders.
    const take = kinds.map((code, i) => Math.floor((left * (held[i] as number)) / (total * unitRp(army, code))));
    const rest = kinds.map((code, i) => left * (held[i] as number) - (take[i] as number) * total * unitRp(army, code));
    let sunk = kinds.reduce((sum, code, i) => sum + (take[i] as number) * unitRp(army, code), 0);
    while (sunk < left) {
      let best = -1;
      kinds.forEach((code, i) => {
        if ((take[i] as number) < available(code) && (best < 0 || (rest[i] as number) > (rest[best] as number))) best = i;
      });
      take[best] = (take[best] as number) + 1;
      rest[best] = -Infinity;
      sunk += unitRp(army, kinds[best] as UnitCode);
    }
    kinds.forEach((code, i) => {
      if ((take[i] as number) > 0) lost[code] = take[i] as number;
    });
    left -= sunk;
  }
  return lost;
}

/** Sinks units of an army aboard worth the fleet's overhang `rp` (R §0.3.2); returns the RP sunk. */
function sinkOverhang(context: MonthContext, army: Army, fleet: Army, rp: number): number {
  const { state } = context;
  const units = unitsWorth(army, rp);
  let sunk = 0;
  for (const [code, n] of Object.entries(units) as [UnitCode, number][]) {
    sunk += n * unitRp(army, code);
    state.adjust(army, code, -n);
  }
  state.emit({ code: 'overhangSunk', rule: 'R §0.3.2; P-303', audience: realmsOnly(army.realm), data: { army: army.number, fleet: fleet.number, at: army.at, units } });
  if (armyRp(army) === 0) {
    // Nothing of it is aboard any more: its cargo sinks with it.
    state.empty(army);
    state.removeArmy(army);
    return sunk;
  }
  if (armyRp(army, true) < context.rules.tables.armyThresholds.minimumRp) dissolve(context, army, t('weniger als 100 RP ohne seine Heerführer', 'fewer than 100 RP besides its commanders'));
  else if (!commanded(context.state, army)) dissolve(context, army, t('kein Heerführer mehr', 'no commander left'));
  return sunk;
}

/**
 * What an army must be at every moment the world could be saved (R §1.8; P-78): led, 100 RP
 * besides its commanders, mounts led by warriors, a fleet not carrying more than its ships hold.
 * Armies that fall short after a fight or a cut are dissolved; what they held is lost.
 */
export function tidyHex(context: MonthContext, index: number): void {
  const { state } = context;
  for (const army of [...state.armiesIn(index)]) {
    if (state.army(army.realm, army.number) !== army) continue;
    // "Ein Reittier muß außerhalb eines Rüstortes von einem Krieger am Zügel geführt werden" (R §1.1.2): inside one they wait.
    const stronghold = state.loaded.strongholds.get(index);
    const inStronghold = stronghold !== undefined && stronghold.building !== true;
    if (army.kind === 'warriors' && !inStronghold && (army.P ?? 0) > (army.K ?? 0)) {
      const extra = (army.P ?? 0) - (army.K ?? 0);
      state.adjust(army, 'P', -extra);
      state.emit({ code: 'mountsLost', rule: 'R §1.1.2', audience: realmsOnly(army.realm), data: { army: army.number, at: army.at, P: extra } });
    }
    if (armyRp(army, true) < context.rules.tables.armyThresholds.minimumRp) dissolve(context, army, t('weniger als 100 RP ohne seine Heerführer', 'fewer than 100 RP besides its commanders'));
    else if (!commanded(context.state, army)) dissolve(context, army, t('kein Heerführer mehr', 'no commander left'));
  }
  for (const fleet of [...state.armiesIn(index)]) {
    if (fleet.kind !== 'fleet' || state.army(fleet.realm, fleet.number) !== fleet) continue;
    const capacity = (fleet.S ?? 0) * UNITS.S.transport;
    const aboard = state.armiesIn(index).filter((a) => a.realm === fleet.realm && a.aboard === fleet.number);
    let overhang = aboard.reduce((sum, a) => sum + armyRp(a), 0) - capacity;
    // "… so wird der Überhang als nicht an Bord der Schiffe betrachtet und versinkt im Wasser" (R §0.3.2): the last to board first (P-303).
    for (const passenger of [...aboard].reverse()) {
      if (overhang <= 0) break;
      overhang -= sinkOverhang(context, passenger, fleet, overhang);
    }
  }
  for (const army of [...state.armiesIn(index)]) {
    if (army.aboard !== undefined && state.army(army.realm, army.aboard)?.at !== army.at) dissolve(context, army, t(`seine Flotte ${army.aboard} ist fort`, `its fleet ${army.aboard} is gone`));
  }
}
