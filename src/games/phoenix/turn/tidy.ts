import { UNITS } from '../data/units.js';
import { t, type Text } from '../report/text.js';
import { armyRp } from '../world/check-figures.js';
import type { Army } from '../world/schema.js';
import type { MonthContext } from './context.js';
import { realmsOnly } from './events.js';

function led(context: MonthContext, army: Army): boolean {
  return (army.HF ?? 0) > 0 || context.state.world.characters.some((c) => c.realm === army.realm && c.army === army.number && c.prisonerOf === undefined && c.rank !== 'civilian');
}

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

/**
 * What an army must be at every moment the world could be saved (R §1.8; P-78): led, 100 RP
 * besides its commanders, mounts led by warriors, a fleet not carrying more than its ships hold.
 * Armies that fall short after a fight or a cut are dissolved; what they held is lost.
 */
export function tidyHex(context: MonthContext, index: number): void {
  const { state } = context;
  for (const army of [...state.armiesIn(index)]) {
    if (state.army(army.realm, army.number) !== army) continue;
    if (army.kind === 'warriors' && (army.P ?? 0) > (army.K ?? 0)) {
      const extra = (army.P ?? 0) - (army.K ?? 0);
      state.adjust(army, 'P', -extra);
      state.emit({ code: 'mountsLost', rule: 'R §1.1.2', audience: realmsOnly(army.realm), data: { army: army.number, at: army.at, P: extra } });
    }
    if (armyRp(army, true) < context.rules.tables.armyThresholds.minimumRp) dissolve(context, army, t('weniger als 100 RP ohne seine Heerführer', 'fewer than 100 RP besides its commanders'));
    else if (!led(context, army)) dissolve(context, army, t('kein Heerführer mehr', 'no commander left'));
  }
  for (const fleet of [...state.armiesIn(index)]) {
    if (fleet.kind !== 'fleet' || state.army(fleet.realm, fleet.number) !== fleet) continue;
    const capacity = (fleet.S ?? 0) * UNITS.S.transport;
    const aboard = state.armiesIn(index).filter((a) => a.realm === fleet.realm && a.aboard === fleet.number);
    let load = aboard.reduce((sum, a) => sum + armyRp(a), 0);
    for (const passenger of [...aboard].reverse()) {
      if (load <= capacity) break;
      load -= armyRp(passenger);
      dissolve(context, passenger, t(`Flotte ${fleet.number} trägt es nicht mehr (P-78)`, `fleet ${fleet.number} no longer holds it (P-78)`));
    }
  }
  for (const army of [...state.armiesIn(index)]) {
    if (army.aboard !== undefined && state.army(army.realm, army.aboard)?.at !== army.at) dissolve(context, army, t(`seine Flotte ${army.aboard} ist fort`, `its fleet ${army.aboard} is gone`));
  }
}
