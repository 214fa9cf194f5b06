import type { LoadedWorld } from './loaded.js';
import type { Realm } from './schema.js';

/**
 * The six cases of R §6.9.2 fall into four stages (P-230):
 * 1 — absent registered the first time (and under the gods' protection, §6.9.1, or leaving, §6.9.3):
 *     its land is not entered, its fleets are passed without battle, taxes kept;
 * 2 — unregistered the first time, registered the second: its land may be conquered except hexes with
 *     its strongholds or armies, fleets passed without battle, no income;
 * 3 — unregistered the second time, registered the third: everything attackable at half strength, no income;
 * 4 — unregistered the third time, registered the fourth (and later): the troops desert, the land is
 *     unconquered, strongholds and buildings decay, the treasury is zero.
 * In every stage its armies on land outside its own territory dissolve.
 */
export type AbsenceStage = 1 | 2 | 3 | 4;

export function absenceStage(realm: Pick<Realm, 'absence'> | undefined): AbsenceStage | undefined {
  const absence = realm?.absence;
  if (absence === undefined) return undefined;
  if ('protection' in absence) return 1;
  return Math.min(4, absence.times + (absence.registered ? 0 : 1)) as AbsenceStage;
}

function stageOf(loaded: LoadedWorld, realm: string | undefined): AbsenceStage | undefined {
  return realm === undefined ? undefined : absenceStage(loaded.realms.get(realm));
}

/** Units of this realm are passed without battle: nobody stops at them nor attacks them (R §6.9.2, stages 1–2). */
export function passedWithoutBattle(loaded: LoadedWorld, realm: string): boolean {
  const stage = stageOf(loaded, realm);
  return stage !== undefined && stage <= 2;
}

/** Whether `realm` may not enter `place`: land of an absent realm in stage 1, or in stage 2 a hex with its stronghold or armies. */
export function closedByAbsence(loaded: LoadedWorld, realm: string, place: number): boolean {
  const owner = loaded.owner[place];
  if (owner === undefined || owner === realm) return false;
  const stage = stageOf(loaded, owner);
  if (stage === 1) return true;
  if (stage !== 2) return false;
  if (loaded.strongholds.get(place)?.owner === owner) return true;
  return (loaded.armiesAt.get(place) ?? []).some((army) => army.realm === owner);
}

/** In stage 3 the absent realm's troops fight at half strength (R §6.9.2; P-231). */
export function fightsAtHalfStrength(loaded: LoadedWorld, realm: string): boolean {
  return stageOf(loaded, realm) === 3;
}
