import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/kernel/problems.js';
import { MAP_LAYOUT, parseLayout } from '../../src/games/fall-of-rome/data/map-layout.js';
import { CITY_NAMES } from '../../src/games/fall-of-rome/data/cities.js';
import layoutFile from '../../src/games/fall-of-rome/data/map-layout.json' with { type: 'json' };

function problemsOf(input: unknown): string[] {
  try {
    parseLayout(input);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as InputError).problems.map((p) => `${p.code} @ ${p.where}`);
  }
}

describe('FR map layout (data/map-layout.json, drawn for Arbiter)', () => {
  it('places every city and supply space inside the map and says it is drawn for Arbiter', () => {
    expect(Object.keys(MAP_LAYOUT.cities).sort()).toEqual([...CITY_NAMES].sort());
    expect(MAP_LAYOUT.note).toMatch(/Drawn for Arbiter/);
  });

  it('names the JSON path of every fault', () => {
    const cities: Record<string, unknown> = { ...layoutFile.cities, Atlantis: { x: 1, y: 1 } };
    delete cities.Roma;
    cities.Genua = { x: 5000, y: 1 };
    expect(problemsOf({ ...layoutFile, cities, seaLanes: [['Roma', 'Mediolanum']] })).toEqual([
      'missing-city @ cities.Roma',
      'unknown-city @ cities.Atlantis',
      'off-map @ cities.Genua',
      'not-a-port @ seaLanes[0][1]',
    ]);
    expect(problemsOf({ ...layoutFile, width: 'wide' })[0]).toMatch(/@ width$/);
  });
});
