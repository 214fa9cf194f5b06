import { t } from '../../reports/text.js';
import type { MonthStep } from '../month/context.js';
import { EVERYONE } from '../month/events.js';

/** More hexes than this and a pirate or undead realm loses its status (R §6.6, §6.7). */
export const SPECIAL_REALM_MAX_HEXES = 50;

/**
 * E: a pirate or undead realm holding more than 50 hexes at the end of the month loses the status
 * and all special rules and is treated as an original realm from the next month (R §6.6, §6.7,
 * errata 104; P-203). Holding fewer again does not bring the status back.
 */
export const E_SPECIAL_STATUS: MonthStep = {
  id: 'E',
  rule: 'R §6.6, §6.7, errata 104',
  title: t('Status der Piraten und Untoten', 'Status of pirates and undead'),
  run(context) {
    const { state } = context;
    const hexes = new Map<string, number>();
    for (const owner of state.loaded.owner) if (owner !== undefined) hexes.set(owner, (hexes.get(owner) ?? 0) + 1);
    for (const realm of state.world.realms) {
      if (realm.kind !== 'pirate' && realm.kind !== 'undead') continue;
      const held = hexes.get(realm.id) ?? 0;
      if (held <= SPECIAL_REALM_MAX_HEXES) continue;
      const was = realm.kind;
      realm.kind = 'original';
      delete realm.pirateBonus;
      state.emit({ code: 'specialStatusLost', rule: 'R §6.6, §6.7, errata 104', audience: EVERYONE, data: { realm: realm.id, was, hexes: held } });
    }
  },
};
