import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/kernel/problems.js';
import { parseWorld, worldProblems } from '../../../src/games/phoenix/world/load.js';
import { formatWorld } from '../../../src/games/phoenix/world/save.js';
import { worldSchema, type World } from '../../../src/games/phoenix/world/schema.js';
import { sampleWorld } from './fixtures.js';

function problemsAfter(change: (world: World) => void): { code: string; where?: string; message: string }[] {
  const world = sampleWorld();
  change(world);
  try {
    parseWorld(JSON.parse(JSON.stringify(world)));
    return [];
  } catch (error) {
    if (error instanceof InputError) return [...error.problems];
    throw error;
  }
}

/** Position of the hex record at `at`. */
function hexIndexOf(world: World, at: string): number {
  return world.hexes.findIndex((hex) => hex.at === at);
}

describe('world files: save and load', () => {
  it('round-trip byte for byte', () => {
    const text = formatWorld(sampleWorld());
    const loaded = parseWorld(JSON.parse(text));
    expect(formatWorld(loaded.world)).toBe(text);
  });

  it('write the same bytes whatever order the keys were built in', () => {
    const world = sampleWorld();
    const reversed = JSON.parse(JSON.stringify(world), (_key, value: unknown) =>
      value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value,
    ) as World;
    expect(formatWorld(reversed)).toBe(formatWorld(world));
  });

  it('index armies by hex and realm for the month evaluation', () => {
    const loaded = parseWorld(sampleWorld());
    const army = loaded.world.armies[0]!;
    expect(loaded.armiesAt.get(loaded.placeOf.get(army.at)!)).toContain(army);
    expect(loaded.armiesOf.get(army.realm)).toContain(army);
    expect(loaded.army(army.realm, army.number)).toBe(army);
  });

  it('a generated world has no consistency problems', () => {
    expect(worldProblems(worldSchema.parse(sampleWorld(3, 13, true))).problems).toEqual([]);
  });

  it('names schema problems by JSON path', () => {
    const problems = problemsAfter((world) => {
      (world.armies[0] as Record<string, unknown>).K = -5;
      (world.hexes[2] as Record<string, unknown>).terrain = 'lava';
      (world.realms[0] as Record<string, unknown>).colour = 'red';
      (world.hexes[3] as Record<string, unknown>).at = '503-22';
    });
    expect(problems.map((p) => p.where)).toEqual(expect.arrayContaining(['armies[0].K', 'hexes[2].terrain', 'realms[0].colour', 'hexes[3].at']));
  });
});

describe('world files: consistency checks', () => {
  const cases: [string, (world: World) => void, string, string][] = [
    ['an army on water without a fleet', (w) => ((w.armies[0]!.at = w.hexes.find((h) => h.terrain === 'water')!.at), delete w.armies[0]!.aboard), 'army-on-water', 'armies[0].at'],
    ['two capitals in one realm', (w) => w.strongholds.push({ at: w.hexes.find((h) => h.owner === w.realms[0]!.id && h.at !== w.realms[0]!.capital)!.at, level: 'HST', bp: 5000, owner: w.realms[0]!.id }), 'two-capitals', `strongholds[${5}]`],
    ['an unknown owner', (w) => (w.hexes[hexIndexOf(w, w.realms[0]!.capital!)]!.owner = 'atlantis'), 'unknown-realm', `hexes[IDX].owner`],
    ['a stronghold on water', (w) => (w.strongholds[1]!.at = w.hexes.find((h) => h.terrain === 'deepSea')!.at), 'stronghold-on-water', 'strongholds[1].at'],
    ['an army number outside its range', (w) => (w.armies[0]!.number = 250), 'number-range', 'armies[0].number'],
    ['an army 4xx that is no creature (R §6.3.2)', (w) => (w.armies[0]!.number = 401), 'number-range', 'armies[0].number'],
    ['a creature outside 4xx (R §6.3.2)', (w) => (w.armies[0]!.creature = { name: 'Wilde Jagd' }), 'number-range', 'armies[0].number'],
    ['a rider in a warrior army', (w) => (w.armies[0]!.R = 10), 'unit-not-in-kind', 'armies[0].R'],
    ['an army without commander', (w) => (w.armies[1]!.HF = 0), 'no-commander', 'armies[1]'],
    ['an army below 100 RP', (w) => (w.armies[1]!.K = 50), 'too-small', 'armies[1]'],
    ['the same army number twice', (w) => (w.armies[1]!.number = 101), 'duplicate-army', 'armies[1].number'],
    ['a fleet on land', (w) => (w.armies.find((a) => a.kind === 'fleet')!.at = w.realms[0]!.capital!), 'fleet-on-land', 'armies[FLEET].at'],
    ['an overloaded fleet', (w) => {
      const fleet = w.armies.find((a) => a.kind === 'fleet')!;
      const army = w.armies.find((a) => a.realm === fleet.realm && a.number === 101)!;
      [army.aboard, army.at] = [fleet.number, fleet.at];
    }, 'overloaded', 'armies[FLEET]'],
    ['a guard with catapults', (w) => ((w.armies[0]!.guard = true), (w.armies[0]!.LKP = 1)), 'guard-ranged', 'armies[0].guard'],
    ['a second land guard of a realm (R §6.8: one of each kind)', (w) => {
      const [first, second] = w.armies.filter((a) => a.realm === w.armies[0]!.realm && a.kind !== 'fleet' && (a.LKP ?? 0) + (a.SKP ?? 0) === 0);
      [first!.guard, second!.guard] = [true, true];
    }, 'two-guards', 'armies[SECOND].guard'],
    ['a noble seated in another realm’s stronghold (P-300)', (w) => {
      const realm = w.realms[0]!.id;
      w.characters.push({ id: 'seated', name: 'Seated', realm, at: w.realms[0]!.capital!, rank: 'castleLord', gp: 24, maxGp: 24, seat: w.strongholds.find((s) => s.owner !== undefined && s.owner !== realm)!.at });
    }, 'seat-not-own', 'characters[NOBLE].seat'],
    ['two rulers', (w) => w.characters.push({ ...w.characters[0]!, id: 'second-ruler' }), 'rank-taken', 'characters[CHAR].rank'],
    ['a character with an army elsewhere', (w) => (w.characters[0]!.army = 102), 'not-with-army', 'characters[0].army'],
    ['a wizard with more ZKP than GP', (w) => (w.wizards[0]!.zkp = 9), 'zkp-above-gp', 'wizards[0].zkp'],
    ['a pirate realm on land terrain', (w) => (w.realms[0]!.kind = 'pirate'), 'standard-terrain', 'realms[0].standardTerrain'],
    ['an unknown right-of-way grantor', (w) => (w.realms[0]!.wegerechtFrom = ['atlantis']), 'unknown-realm', 'realms[0].wegerechtFrom[0]'],
    ['a turn order missing a realm', (w) => w.calendar.turnOrder[0]!.pop(), 'turn-order', 'calendar.turnOrder[0]'],
    ['an emergence point that is no teleport field', (w) => (w.calendar.emergence[0] = w.realms[0]!.capital!), 'emergence-point', 'calendar.emergence[0]'],
    ['a missing hex', (w) => w.hexes.splice(10, 1), 'missing-hexes', 'hexes'],
    ['a duplicate hex', (w) => w.hexes.push({ ...w.hexes[0]! }), 'duplicate-hex', 'hexes[LAST].at'],
    ['water with an elevation', (w) => (w.hexes.find((h) => h.terrain === 'water')!.elevation = 2), 'elevation', 'hexes[WATER].elevation'],
    ['an owned sea', (w) => (w.hexes.find((h) => h.terrain === 'water')!.owner = w.realms[0]!.id), 'water-owned', 'hexes[WATER].owner'],
    ['a stronghold with too few BP', (w) => (w.strongholds[1]!.bp = 3000), 'stronghold-bp', 'strongholds[1].bp'],
    ['a capital that is no stronghold', (w) => (w.realms[0]!.capital = w.armies[1]!.at), 'capital-not-hst', 'realms[0].capital'],
    ['a magic wall whose caster is of another realm', (w) => w.magicWalls.push({ at: w.realms[0]!.capital!, side: 'O', caster: w.wizards.find((z) => z.realm !== w.realms[0]!.id)!.id, realm: w.realms[0]!.id, expires: 2 }), 'caster-realm', 'magicWalls[0].caster'],
    ['an overfull hex', (w) => w.armies.push({ realm: w.realms[0]!.id, number: 150, kind: 'warriors', at: w.realms[0]!.capital!, K: 99_000, HF: 1 }), 'hex-overfull', 'armies'],
  ];
  for (const [name, change, code, where] of cases) {
    it(`finds ${name}`, () => {
      const problems = problemsAfter(change);
      expect(problems.map((p) => p.code)).toContain(code);
      const found = problems.find((p) => p.code === code)!;
      const pattern = new RegExp(`^${where.replace(/[[\].]/g, '\\$&').replace(/IDX|FLEET|CHAR|LAST|WATER|SECOND|NOBLE/, '\\d+')}$`);
      expect(found.where, JSON.stringify(problems)).toMatch(pattern);
    });
  }
});
