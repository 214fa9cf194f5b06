import { UNIT_CODES } from '../../data/units.js';
import { t } from '../../reports/text.js';
import { HEX_COUNT } from '../../map/neighbours.js';
import { isIncomeMonth } from '../month/calendar.js';
import type { MonthContext, MonthStep } from '../month/context.js';
import { EVERYONE, realmsOnly } from '../month/events.js';
import { isWater } from '../movement/geography.js';
import type { StrongholdLevel } from '../../data/structures.js';

/** Land points of a stronghold outside the nest (R §6.6.6); a capital counts as the fortress it is at least (P-202). */
const STRONGHOLD_POINTS: Readonly<Record<StrongholdLevel, number>> = { BUR: 5, STD: 15, FST: 30, HST: 30, FHS: 30 };
/** The nest with its land and the strongholds given at the start (R §6.6.6). */
const NEST_POINTS = 20;
/** The bonus is paid only under this many land points (R §6.6.6). */
const LAND_POINTS_LIMIT = 100;

/** A pirate's land points (R §6.6.6; P-202): 1 a land hex, 5/15/30 a stronghold, the nest 20 in all. */
export function landPoints(context: MonthContext, realm: string): number {
  const { state } = context;
  let points = 0;
  let nest = false;
  state.loaded.owner.forEach((owner, index) => {
    if (owner !== realm) return;
    if (index >= HEX_COUNT) nest = true;
    else if (!isWater(state, index)) points += 1;
  });
  for (const stronghold of state.world.strongholds) {
    if (stronghold.owner !== realm || stronghold.building === true || state.place(stronghold.at) >= HEX_COUNT) continue;
    points += STRONGHOLD_POINTS[stronghold.level];
  }
  return points + (nest ? NEST_POINTS : 0);
}

/** The armament value of a realm: every unit of its armies at its price (R §6.6.6 "Rüstwerte"; P-202). */
export function armamentValue(context: MonthContext, realm: string): number {
  const { state, rules } = context;
  let value = 0;
  for (const army of state.armiesOf(realm)) for (const unit of UNIT_CODES) value += (army[unit] ?? 0) * rules.tables.units[unit].price;
  return value;
}

/**
 * D: a pirate's income bonus after the income round (R §6.6.6, errata 103; P-202): the game masters'
 * bonus, paid as ordinary income while the land points stay under 100 and the armament value under
 * the game masters' threshold. The bonus paid is public; points, value and threshold only the pirate learns.
 */
export const D_PIRATE_BONUS: MonthStep = {
  id: 'D',
  rule: 'R §6.6.6, errata 103',
  title: t('Einnahmebonus der Piraten', 'Pirates’ income bonus'),
  run(context) {
    const { state, rules } = context;
    if (!isIncomeMonth(state.world.calendar.turn, rules)) return;
    for (const realm of state.world.realms) {
      if (realm.kind !== 'pirate' || realm.pirateBonus === undefined) continue;
      const { gold, threshold } = realm.pirateBonus;
      const points = landPoints(context, realm.id);
      const value = armamentValue(context, realm.id);
      const paid = points < LAND_POINTS_LIMIT && value < threshold ? gold : 0;
      state.treasury(realm.id, paid);
      state.emit({ code: 'pirateBonusAssessed', rule: 'R §6.6.6', audience: realmsOnly(realm.id), data: { realm: realm.id, landPoints: points, value, threshold, bonus: gold, paid } });
      state.emit({ code: 'pirateBonus', rule: 'R §6.6.6, errata 103', audience: EVERYONE, data: { realm: realm.id, paid } });
    }
  },
};
