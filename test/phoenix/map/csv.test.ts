import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/kernel/problems.js';
import { exportMapCsv } from '../../../src/games/phoenix/map/csv/export.js';
import { importMapCsv } from '../../../src/games/phoenix/map/csv/import.js';
import { linkKey, makePlaceResolver, sideOf, type LoadedWorld } from '../../../src/games/phoenix/world/loaded.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import type { World } from '../../../src/games/phoenix/world/schema.js';
import { sampleWorld } from '../world/fixtures.js';

/** What the CSV carries: terrain, owners by name, strongholds and side structures, sides by key. */
function mapData(loaded: LoadedWorld) {
  const { resolve } = makePlaceResolver();
  const { world } = loaded;
  const name = (id: string | undefined) => (id === undefined ? undefined : loaded.realms.get(id)?.name);
  const sides = <T extends { at: string; side: string }>(list: readonly T[], rest: (t: T) => object) =>
    new Map(list.map((r) => [sideOf(resolve, r.at, r.side), { at: r.at, ...rest(r) }]));
  const links = (list: World['roads']) => new Map(list.map((l) => [linkKey(resolve, l), { bp: l.bp, building: l.building ?? false }]));
  return {
    hexes: world.hexes.map((h) => ({ at: h.at, terrain: h.terrain, owner: name(h.owner) })),
    rivers: new Set(world.rivers.map((r) => sideOf(resolve, r.at, r.side))),
    quays: sides(world.quays, (q) => ({ bp: q.bp, building: q.building ?? false })),
    walls: sides(world.walls, (w) => ({ bp: w.bp, building: w.building ?? false })),
    roads: links(world.roads),
    bridges: links(world.bridges),
    strongholds: world.strongholds.map((s) => ({ at: s.at, level: s.level, bp: s.bp, owner: name(s.owner), building: s.building ?? false })).sort((x, y) => x.at.localeCompare(y.at)),
    capitals: world.realms.map((r) => [r.name, r.capital]).sort(),
  };
}

/** A sample world with every kind of side structure, finished, damaged and under construction. */
function worldWithStructures(): World {
  const world = sampleWorld(5, 4, false);
  const realm = world.realms[0]!;
  const capital = realm.capital!;
  const own = world.hexes.filter((h) => h.owner === realm.id && h.at !== capital).map((h) => h.at);
  world.roads.push({ from: capital, to: own[0]!, bp: 60 }, { from: capital, to: own[1]!, bp: 0, building: true });
  world.walls.push({ at: capital, side: 'NW', bp: 80, crewK: 400, crewHF: 1 }, { at: capital, side: 'SO', bp: 0, crewK: 0, crewHF: 0, building: true });
  world.strongholds.push({ at: own[2]!, level: 'BUR', bp: 300, owner: realm.id, building: true });
  return world;
}

describe('map import from the community database CSV', () => {
  it('reads back exactly the map data it exports (export → import)', () => {
    const original = parseWorld(worldWithStructures());
    const csv = exportMapCsv(original);
    const imported = importMapCsv(csv, 'karte.csv', { name: 'Karte' });
    const [a, b] = [mapData(imported), mapData(original)];
    for (const key of Object.keys(a) as (keyof typeof a)[]) expect(a[key], key).toEqual(b[key]);
  });

  it('reads comma-separated files with any column order and ignores unknown columns', () => {
    const original = parseWorld(sampleWorld(5, 4, false));
    const [header, ...rows] = exportMapCsv(original).trimEnd().split('\n');
    const columns = header!.split(';');
    const order = [...columns.keys()].reverse();
    const shuffled = [[...order.map((i) => columns[i]), 'Bemerkung'].join(','), ...rows.map((row) => [...order.map((i) => row.split(';')[i]), 'x'].join(','))].join('\r\n');
    expect(mapData(importMapCsv(shuffled, 'karte.csv', { name: 'Karte' }))).toEqual(mapData(original));
  });

  it('fills missing hexes only when asked to, and reads a hand-written file', () => {
    const csv = ['gf;kf;Gelaendetyp;Reich;Ruestort;Baupunkte;Fluss_O;Kai_W;Strasse_O', '503;24;9;Nordmark;BUR;;1;1;-1', '503;25;9;Nordmark;;;0;0;0', '503;23;1;;;;0;0;0', ''].join('\n');
    expect(() => importMapCsv(csv, 'hand.csv', { name: 'Hand' })).toThrow(/hexes: lacks 6477 hex\(es\)/);
    const world = importMapCsv(csv, 'hand.csv', { name: 'Hand', fill: 'water' }).world;
    expect(world.hexes.find((h) => h.at === '503/24')).toEqual({ at: '503/24', terrain: 'lowland', owner: 'nordmark' });
    expect(world.realms).toEqual([{ id: 'nordmark', name: 'Nordmark', colour: '#c0392b', kind: 'original', standardTerrain: 'lowland', treasury: 0 }]);
    expect(world.strongholds).toEqual([{ at: '503/24', level: 'BUR', bp: 1000, owner: 'nordmark' }]);
    expect(world.rivers).toEqual([{ at: '503/24', side: 'O' }]);
    expect(world.quays).toEqual([{ at: '503/24', side: 'W', bp: 60 }]);
    expect(world.roads).toEqual([{ from: '503/24', to: '503/25', bp: 0, building: true }]);
  });

  it('names every bad row by its line', () => {
    const csv = [
      'gf;kf;Gelaendetyp;Fluss_O;Wall_W',
      '503;22;9;0;0',
      '503;49;9;0;0',
      '503;21;12;0;0',
      '503;20;9;x;0',
      '503;22;9;0;0',
      '503;19;9;0;-3',
      '503;18;9;0',
    ].join('\n');
    try {
      importMapCsv(csv, 'bad.csv', { name: 'Bad', fill: 'water' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).problems.map((p) => `${p.where}: ${p.message}`)).toEqual([
        'line 3: 503/49 is no hex of Erkenfara or of the pirate nest 2001',
        'line 4: Gelaendetyp 12 is not a terrain id (1–11, tables.md §1)',
        'line 5: Fluss_O must be a whole number, not "x"',
        'line 6: 503/22 was already given on line 2',
        'line 7: Wall_W is 0 (none), −1 (under construction) or the BP, not -3',
        'line 8: has 4 fields, the header 5',
      ]);
    }
  });

  it('maps consistency problems of the imported world to CSV lines', () => {
    const csv = ['gf;kf;Gelaendetyp;Strasse_O', '503;24;9;1', '503;25;7;0'].join('\n');
    expect(() => importMapCsv(csv, 'steep.csv', { name: 'Steep', fill: 'water' })).toThrow(/steep\.csv: line 2 \(roads\[0\]\): a road climbs at most one elevation step/);
  });

  it('refuses a file without the required columns', () => {
    expect(() => importMapCsv('x;y\n1;2\n', 'cols.csv', { name: 'C' })).toThrow(/line 1: needs a column "gf"/);
  });
});
