import { describe, expect, it } from 'vitest';
import { TERRAIN } from '../../../src/games/phoenix/data/terrain.js';
import { generateWorld } from '../../../src/games/phoenix/map/generate/world.js';
import { type Direction, parseHex } from '../../../src/games/phoenix/map/coords.js';
import { distance, ring } from '../../../src/games/phoenix/map/grid.js';
import { HEX_COUNT, hexIndex, neighbourIndex } from '../../../src/games/phoenix/map/neighbours.js';
import { worldProblems } from '../../../src/games/phoenix/world/load.js';
import { parseDirection, placeIndex, placeNeighbour } from '../../../src/games/phoenix/world/places.js';
import { formatWorld } from '../../../src/games/phoenix/world/save.js';
import { worldSchema } from '../../../src/games/phoenix/world/schema.js';

const world = generateWorld({ seed: 42, realms: 13 });
const { loaded, problems } = worldProblems(worldSchema.parse(world));
const at = (text: string) => placeIndex(parseHex(text) ?? Number(text.replace('/', '')));
const terrainAt = (text: string) => loaded.terrain[at(text)];

describe('a generated Erkenfara', () => {
  it('is a valid world of all 135 provinces and the pirate nest', () => {
    expect(problems).toEqual([]);
    expect(world.hexes).toHaveLength(HEX_COUNT + 48);
    expect(world.source).toMatch(/generated sample data.*not the original map/i);
  });

  it('is the same, byte for byte, for the same seed, and different for another', () => {
    const again = formatWorld(generateWorld({ seed: 42, realms: 13 }));
    expect(again).toBe(formatWorld(world));
    expect(formatWorld(generateWorld({ seed: 43, realms: 13 }))).not.toBe(again);
  });

  it('has coasts and seas: water, deep sea and every land terrain', () => {
    const counts = new Map<string, number>();
    for (const hex of world.hexes) counts.set(hex.terrain, (counts.get(hex.terrain) ?? 0) + 1);
    for (const terrain of ['water', 'deepSea', 'lowland', 'forest', 'desert', 'swamp', 'highland', 'hills', 'mountains']) expect(counts.get(terrain), terrain).toBeGreaterThan(30);
    const water = [...counts].filter(([t]) => TERRAIN[t as keyof typeof TERRAIN].water).reduce((sum, [, n]) => sum + n, 0);
    expect(water / world.hexes.length).toBeGreaterThan(0.3);
    expect(water / world.hexes.length).toBeLessThan(0.7);
  });

  it('puts Audvacar on a central island ringed by deep sea', () => {
    const centre = parseHex('806/27')!;
    expect(world.hexes.find((h) => h.at === '806/27')?.marks).toEqual(['audvacar']);
    expect(TERRAIN[terrainAt('806/27')!].water).toBe(false);
    for (const id of ring(centre, 3)) expect(['deepSea', 'oneWayPoint']).toContain(loaded.terrain[hexIndex(id)]);
    expect(world.strongholds.find((s) => s.at === '806/27')).toMatchObject({ level: 'HST' });
  });

  it('has the pirate teleport fields, one-way points and nest at their known places', () => {
    for (const field of ['601/09', '1001/05', '1503/29', '1011/38', '611/42', '103/45']) expect(terrainAt(field), field).toBe('teleportField');
    for (const point of ['806/07', '806/47']) expect(terrainAt(point), point).toBe('oneWayPoint');
    expect(terrainAt('2001/04')).toBe('teleportField');
    expect(world.hexes.filter((h) => h.at.startsWith('2001/'))).toHaveLength(48);
    for (const e of world.calendar.emergence) expect(['teleportField', 'oneWayPoint']).toContain(terrainAt(e));
  });

  it('rings mountains with hills: no lowland or highland next to mountains', () => {
    for (let i = 0; i < HEX_COUNT; i++) {
      if (loaded.elevation[i] !== 4) continue;
      for (let d = 0; d < 6; d++) {
        const n = neighbourIndex(i, d as Direction);
        if (n >= 0 && loaded.elevation[n]! > 0) expect(loaded.elevation[n]).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('runs rivers along sides between land hexes of equal elevation', () => {
    expect(world.rivers.length).toBeGreaterThan(100);
    for (const river of world.rivers) {
      const a = at(river.at);
      const b = placeNeighbour(a, parseDirection(river.side)!);
      expect(loaded.elevation[a]).toBeGreaterThan(0);
      expect(loaded.elevation[b]).toBe(loaded.elevation[a]);
    }
  });

  it('starts 13 original realms ≥ 10 hexes apart with a capital, 6 hexes around it and 200,000 GS (R §2)', () => {
    expect(world.realms).toHaveLength(13);
    for (const realm of world.realms) {
      expect(realm).toMatchObject({ kind: 'original', treasury: 200_000 });
      const capital = at(realm.capital!);
      expect(world.strongholds.find((s) => s.at === realm.capital)).toMatchObject({ level: 'HST', bp: 5000, owner: realm.id });
      expect(world.hexes.filter((h) => h.owner === realm.id)).toHaveLength(7);
      for (let d = 0; d < 6; d++) expect(loaded.owner[neighbourIndex(capital, d as Direction)]).toBe(realm.id);
      for (const other of world.realms) {
        if (other !== realm) expect(distance(parseHex(realm.capital!)!, parseHex(other.capital!)!)).toBeGreaterThanOrEqual(10);
      }
    }
    for (const order of world.calendar.turnOrder) expect([...order].sort()).toEqual(world.realms.map((r) => r.id).sort());
  });

  it('keeps the last three of a month out of the next month’s first three places (R §3.1)', () => {
    const orders = world.calendar.turnOrder;
    for (let m = 1; m < orders.length; m++) {
      const lastThree = orders[m - 1]!.slice(-3);
      for (const first of orders[m]!.slice(0, 3)) expect(lastThree).not.toContain(first);
    }
  });

  it('optionally gives each realm a starting force paid from its 200,000 GS', () => {
    const armed = generateWorld({ seed: 42, realms: 13, armies: true });
    expect(worldProblems(worldSchema.parse(armed)).problems).toEqual([]);
    for (const realm of armed.realms) {
      const armies = armed.armies.filter((a) => a.realm === realm.id);
      expect(armies.length).toBeGreaterThanOrEqual(3);
      const fleet = armies.find((a) => a.kind === 'fleet');
      expect(realm.treasury).toBe(200_000 - 15_000 - 3_000 - 10_000 - 2_000 - 15_000 - 2_000 - 15_000 - (fleet ? 11_000 : 0));
    }
  });

  it('refuses more realms than fit 10 hexes apart', () => {
    expect(() => generateWorld({ seed: 1, realms: 200 })).toThrow(/realms fit 10 hexes apart/);
  });
});
