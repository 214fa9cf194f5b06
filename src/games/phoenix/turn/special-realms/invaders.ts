import { t } from '../../reports/text.js';
import { placeAtIndex } from '../../world/places.js';
import { isIncomeMonth } from '../month/calendar.js';
import type { MonthStep } from '../month/context.js';
import { realmsOnly } from '../month/events.js';
import { isWater } from '../movement/geography.js';
import { TERRAIN_GROUP } from '../../data/terrain.js';
import { isInvaderKind } from '../../world/check-special-realms.js';

/** An invader's tax for a water province it alone holds with a fleet (R §6.5). */
export const WATER_PROVINCE = { minWaterHexes: 25, gold: 3000 } as const;

/**
 * D: in an income month every invader (pirates and undead are invaders too, R §6.6, §6.7) gets
 * 3,000 GS for each province of at least 25 water hexes in which it is the only realm with a fleet
 * (R §6.5; P-207). Fleets are counted where they lie at the income.
 */
export const D_INVADER_WATER: MonthStep = {
  id: 'D',
  rule: 'R §6.5',
  title: t('Steuern der Invasoren aus Wasserprovinzen', 'Invaders’ taxes from water provinces'),
  run(context) {
    const { state, rules } = context;
    if (!isIncomeMonth(state.world.calendar.turn, rules)) return;
    const invaders = new Set(state.world.realms.filter((realm) => isInvaderKind(realm.kind)).map((realm) => realm.id));
    if (invaders.size === 0) return;
    const water = new Map<number, number>();
    state.loaded.terrain.forEach((_terrain, index) => {
      if (!isWater(state, index)) return;
      const province = Math.floor(placeAtIndex(index) / 100);
      water.set(province, (water.get(province) ?? 0) + 1);
    });
    const fleets = new Map<number, Set<string>>();
    for (const army of state.world.armies) {
      if (army.kind !== 'fleet') continue;
      const province = Math.floor(placeAtIndex(state.place(army.at)) / 100);
      const realms = fleets.get(province) ?? new Set<string>();
      realms.add(army.realm);
      fleets.set(province, realms);
    }
    const paid = new Map<string, number[]>();
    for (const [province, realms] of [...fleets].sort(([a], [b]) => a - b)) {
      if (realms.size !== 1 || (water.get(province) ?? 0) < WATER_PROVINCE.minWaterHexes) continue;
      const [realm] = [...realms] as [string];
      if (!invaders.has(realm)) continue;
      paid.set(realm, [...(paid.get(realm) ?? []), province]);
    }
    for (const [realm, provinces] of [...paid].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const gold = provinces.length * WATER_PROVINCE.gold;
      state.treasury(realm, gold);
      state.emit({ code: 'invaderWaterIncome', rule: 'R §6.5', audience: realmsOnly(realm), data: { provinces, gold } });
    }
  },
};

/** The free strongholds of an invader by its hexes (R §6.5): castle, to town, to fortress, to capital. */
export const BONUS_STRONGHOLDS = [
  { hexes: 12, step: 'BUR' },
  { hexes: 24, step: 'STD' },
  { hexes: 36, step: 'FST' },
  { hexes: 48, step: 'HST' },
] as const;

/**
 * E: an invader (pirates and undead too) that holds 12 / 24 / 36 / 48 hexes at the end of a month
 * earns its next free stronghold step (R §6.5; P-208); `bonusStrongholds` counts the steps earned,
 * which are never lost when the realm shrinks. Where it is built, under the building rules, the
 * game masters book.
 */
export const E_INVADER_BONUS: MonthStep = {
  id: 'E',
  rule: 'R §6.5',
  title: t('Bonusrüstorte der Invasoren', 'Invaders’ bonus strongholds'),
  run(context) {
    const { state } = context;
    const hexes = new Map<string, number>();
    for (const owner of state.loaded.owner) if (owner !== undefined) hexes.set(owner, (hexes.get(owner) ?? 0) + 1);
    for (const realm of state.world.realms) {
      if (!isInvaderKind(realm.kind)) continue;
      const held = hexes.get(realm.id) ?? 0;
      let earned = realm.bonusStrongholds ?? 0;
      while (earned < BONUS_STRONGHOLDS.length && held >= (BONUS_STRONGHOLDS[earned] as (typeof BONUS_STRONGHOLDS)[number]).hexes) {
        const bonus = BONUS_STRONGHOLDS[earned] as (typeof BONUS_STRONGHOLDS)[number];
        earned += 1;
        realm.bonusStrongholds = earned;
        state.emit({ code: 'invaderBonusStronghold', rule: 'R §6.5', audience: realmsOnly(realm.id), data: { realm: realm.id, hexes: held, threshold: bonus.hexes, step: bonus.step, earned } });
      }
    }
  },
};

/**
 * E, last: an invader's standard terrain follows its capital (R §6.5; P-275): water without one;
 * when it has one and still fights on water, the terrain group of its capital's hex. Pirates keep
 * water (R §6.6); a realm founded by a coup keeps its largest stronghold's terrain (R §6.2).
 */
export const E_INVADER_TERRAIN: MonthStep = {
  id: 'E',
  rule: 'R §6.5',
  title: t('Standardgelände der Invasoren', 'Invaders’ standard terrain'),
  run(context) {
    const { state } = context;
    for (const realm of state.world.realms) {
      if (!isInvaderKind(realm.kind) || realm.kind === 'pirate' || (realm.coupFrom !== undefined && realm.capital === undefined)) continue;
      const group = realm.capital === undefined ? 'water' : realm.standardTerrain === 'water' ? (TERRAIN_GROUP[state.loaded.terrain[state.place(realm.capital)] ?? 'water'] ?? 'water') : realm.standardTerrain;
      if (group === realm.standardTerrain) continue;
      const from = realm.standardTerrain;
      realm.standardTerrain = group;
      state.emit({ code: 'standardTerrain', rule: 'R §6.5', audience: realmsOnly(realm.id), data: { from, to: group, ...(realm.capital === undefined ? {} : { capital: realm.capital }) } });
    }
  },
};
