import { UNIT_CODES } from '../../data/units.js';
import { t } from '../../reports/text.js';
import { absenceStage, fightsAtHalfStrength } from '../../world/absent-realms.js';
import type { Army } from '../../world/schema.js';
import type { MonthContext, MonthStep } from '../month/context.js';
import { seatsLost } from '../careers/careers.js';
import { EVERYONE, realmsOnly } from '../month/events.js';
import { isWater } from '../movement/geography.js';

function dissolveAll(context: MonthContext, armies: readonly Army[], code: string): void {
  const { state } = context;
  for (const army of armies) {
    const units = Object.fromEntries(UNIT_CODES.filter((unit) => (army[unit] ?? 0) > 0).map((unit) => [unit, army[unit]]));
    state.empty(army);
    state.removeArmy(army);
    state.emit({ code, rule: 'R §6.9.2', audience: realmsOnly(army.realm), data: { realm: army.realm, army: army.number, at: army.at, units } });
  }
}

/**
 * Absent realms at the month's start (R §6.9.2; P-230): armies on land outside the realm's own territory
 * dissolve (every stage); in stage 4 all troops desert, the land is unconquered again, its strongholds,
 * walls and quays decay and the treasury is zero. Everyone learns which realms are absent and how.
 */
export const A0_ABSENT_REALMS: MonthStep = {
  id: 'A0',
  rule: 'R §6.9',
  title: t('Abwesende Reiche', 'Absent realms'),
  run(context) {
    const { state } = context;
    for (const realm of [...state.world.realms].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const stage = absenceStage(realm);
      if (stage === undefined || realm.absence === undefined) continue;
      state.emit({ code: 'realmAbsent', rule: 'R §6.9', audience: EVERYONE, data: { realm: realm.id, stage, ...realm.absence } });
      // A realm not ready to play has no turn this month: orders it handed in are not carried out (P-230).
      const now = state.world.calendar.turnOrder[0];
      if (now?.includes(realm.id)) now.splice(now.indexOf(realm.id), 1);
      const orders = context.turns.get(realm.id)?.orders.length ?? 0;
      if (orders > 0) state.emit({ code: 'absentTurnIgnored', rule: 'R §6.9', audience: realmsOnly(realm.id), data: { realm: realm.id, orders } });
      const own = state.armiesOf(realm.id);
      // Land armies (not aboard) outside own land dissolve; fleets stay (P-230).
      const abroad = own.filter((army) => army.kind !== 'fleet' && army.aboard === undefined && state.loaded.owner[state.place(army.at)] !== realm.id);
      dissolveAll(context, abroad, 'absentArmyDissolved');
      if (stage < 4) continue;
      dissolveAll(context, [...state.armiesOf(realm.id)].sort((a, b) => a.number - b.number), 'absentDeserted');
      const hexes: string[] = [];
      state.loaded.owner.forEach((owner, index) => {
        if (owner !== realm.id) return;
        for (const wall of [...state.world.walls]) if (state.place(wall.at) === index) state.removeWall(wall);
        const quays = state.world.quays.filter((quay) => state.place(quay.at) === index);
        for (const quay of quays) state.world.quays.splice(state.world.quays.indexOf(quay), 1);
        if (quays.length > 0) for (const [key, quay] of state.loaded.quays) if (quays.includes(quay)) (state.loaded.quays as Map<number, unknown>).delete(key);
        if (!isWater(state, index)) hexes.push(state.hexAt(index)?.at as string);
        state.setOwner(index, undefined);
      });
      const strongholds = state.world.strongholds.filter((s) => s.owner === realm.id);
      for (const stronghold of strongholds) {
        seatsLost(context, stronghold, 'absence');
        state.removeStronghold(stronghold);
      }
      for (const fund of [...(realm.specialFunds ?? [])]) state.adjustFunds(realm.id, fund.at, -fund.gold);
      state.treasury(realm.id, -realm.treasury);
      if (realm.capital !== undefined) delete realm.capital;
      state.emit({ code: 'absentRealmFallen', rule: 'R §6.9.2', audience: EVERYONE, data: { realm: realm.id, hexes: hexes.length, strongholds: strongholds.map((s) => s.at) } });
    }
  },
};

/**
 * Stage 3 (R §6.9.2: "Durch verminderte Kampfmoral ist dabei die … Stärke zu halbieren"): when an absent
 * realm's army is attacked in a melee, half of each unit (rounded down) deserts before the fight; the
 * rest fights (P-231).
 */
export function halveAbsentDefenders(context: MonthContext, armies: readonly Army[], attacker: string): void {
  const { state } = context;
  for (const army of armies) {
    if (!fightsAtHalfStrength(state.loaded, army.realm)) continue;
    const units: Record<string, number> = {};
    for (const unit of UNIT_CODES) {
      const gone = Math.floor((army[unit] ?? 0) / 2);
      if (gone === 0) continue;
      state.adjust(army, unit, -gone);
      units[unit] = gone;
    }
    if (Object.keys(units).length > 0) state.emit({ code: 'absentMorale', rule: 'R §6.9.2', audience: realmsOnly(army.realm, attacker), data: { realm: army.realm, army: army.number, at: army.at, units } });
  }
}

/** No taxes for an absent realm from stage 2 on (R §6.9.2: "Für die verpassten Einnahmemonate gibt es keine Einnahmen"). */
export function noIncomeWhileAbsent(context: MonthContext, realm: string): boolean {
  const stage = absenceStage(context.state.loaded.realms.get(realm));
  if (stage === undefined || stage < 2) return false;
  context.state.emit({ code: 'absentNoIncome', rule: 'R §6.9.2', audience: realmsOnly(realm), data: { realm, stage } });
  return true;
}
