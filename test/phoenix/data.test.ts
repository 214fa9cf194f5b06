import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../src/games/phoenix/rules.js';
import { RANGED_DAMAGE } from '../../src/games/phoenix/data/ranged.js';
import { STRONGHOLD_LEVELS, STRONGHOLDS } from '../../src/games/phoenix/data/structures.js';
import { TERRAIN, TERRAIN_GROUP, TERRAIN_IDS } from '../../src/games/phoenix/data/terrain.js';
import { ARMY_KINDS, UNITS } from '../../src/games/phoenix/data/units.js';
import { CLASS_LEVEL_FROM, WIZARD_CLASSES } from '../../src/games/phoenix/data/figures.js';

/** Every leaf object of a table that holds numbers must say where they come from. */
function entriesWithoutSource(node: unknown, path: string): string[] {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return [];
  const record = node as Record<string, unknown>;
  const children = Object.entries(record).filter(([, value]) => value !== null && typeof value === 'object' && !Array.isArray(value));
  const hasNumbers = Object.values(record).some((value) => typeof value === 'number');
  const own = hasNumbers && typeof record.source !== 'string' ? [path] : [];
  return [...own, ...children.flatMap(([key, value]) => entriesWithoutSource(value, `${path}.${key}`))];
}

describe('Phoenix rules data', () => {
  it('gives a source for every entry with numbers, except the ranged table (sourced as a whole)', () => {
    const { rangedDamage: _ranged, ...rest } = DEFAULT_RULES.tables;
    expect(entriesWithoutSource(rest, 'tables')).toEqual([]);
  });

  it('keeps the map database ids of the terrain types unique', () => {
    const ids = TERRAIN_IDS.map((id) => TERRAIN[id].id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(TERRAIN.lowland.id).toBe(9);
    expect(TERRAIN.mountains.elevation).toBe(4);
  });

  it('puts every land terrain in a standard-terrain group and no water', () => {
    for (const id of TERRAIN_IDS) expect(TERRAIN_GROUP[id] === null).toBe(TERRAIN[id].water);
  });

  it('reads table 8 as a damage that falls as the W10 rises, ten faces a column', () => {
    for (const [weapon, modes] of Object.entries(RANGED_DAMAGE)) {
      for (const [mode, column] of Object.entries(modes as Record<string, readonly number[]>)) {
        expect(column, `${weapon} ${mode}`).toHaveLength(10);
        for (let face = 1; face < 10; face++) expect(column[face], `${weapon} ${mode} W10=${face}`).toBeLessThanOrEqual(column[face - 1] as number);
      }
    }
    expect(RANGED_DAMAGE.LKP.near[0]).toBe(225);
    expect(RANGED_DAMAGE.SKS.farHigh[2]).toBe(80);
  });

  it('orders the stronghold levels by build points, GP and the damage thresholds of errata 93', () => {
    const levels = STRONGHOLD_LEVELS.map((level) => STRONGHOLDS[level]);
    for (let i = 1; i < levels.length; i++) {
      const [lower, higher] = [levels[i - 1], levels[i]] as [(typeof levels)[number], (typeof levels)[number]];
      expect(higher.bp).toBeGreaterThan(lower.bp);
      expect(higher.defenceGp).toBeGreaterThan(lower.defenceGp);
      expect(higher.keepsLevelFrom).toBeGreaterThan(lower.keepsLevelFrom);
      expect(higher.keepsLevelFrom).toBeLessThan(higher.bp);
    }
    expect(levels.map((l) => l.keepsLevelFrom)).toEqual([500, 1_500, 2_500, 3_500, 5_500]);
  });

  it('gives war ships their melee worth and catapults none (R §1.2, §5.5)', () => {
    expect(UNITS.LKS.meleeStrength).toBe(5);
    expect(UNITS.SKS.meleeStrength).toBe(10);
    expect(UNITS.LKP.meleeStrength + UNITS.SKP.meleeStrength + UNITS.HF.meleeStrength).toBe(0);
    expect(UNITS.SKS.bp).toBe(400);
  });

  it('lets army number ranges not overlap', () => {
    const ranges = Object.values(ARMY_KINDS).map((k) => k.range);
    for (const [a, b] of ranges.flatMap((r, i) => ranges.slice(i + 1).map((s) => [r, s] as const))) {
      expect(a[1] < b[0] || b[1] < a[0]).toBe(true);
    }
  });

  it('doubles the wizard GP limit class by class and matches the class-level thresholds', () => {
    const limits = Object.values(WIZARD_CLASSES).map((c) => c.gpLimit);
    expect(limits).toEqual([4, 8, 16, 32, 64, 128]);
    expect(CLASS_LEVEL_FROM.thresholds).toEqual(limits.slice(1));
  });
});
