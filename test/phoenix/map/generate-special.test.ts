import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/kernel/dice.js';
import { generateWorld } from '../../../src/games/phoenix/map/generate/world.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { evaluateMonth } from '../../../src/games/phoenix/turn/month/evaluate.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import { formatWorld } from '../../../src/games/phoenix/world/save.js';
import { TEST_PORTS } from '../turn/helpers.js';

describe('new-world --special (R §6.3–6.7)', () => {
  const world = generateWorld({ seed: 7, realms: 4, armies: true, special: true });

  it('adds a pirate realm in its nest with its four strongholds, an undead realm and an invader; the world loads', () => {
    const { world: loaded } = parseWorld(JSON.parse(formatWorld(world)));
    const kinds = loaded.realms.map((r) => r.kind);
    expect(kinds.filter((k) => k === 'original')).toHaveLength(4);
    expect(kinds).toEqual(expect.arrayContaining(['pirate', 'undead', 'invader', 'traders', 'creatures']));
    const nest = loaded.strongholds.filter((s) => s.at.startsWith('2001/') && s.owner === 'piraten').map((s) => s.level).sort();
    expect(nest).toEqual(['BUR', 'FST', 'HST', 'STD']);
    expect(loaded.realms.find((r) => r.id === 'piraten')?.capital).toMatch(/^2001\//);
    for (const id of ['piraten', 'untote', 'invasoren']) expect(loaded.armies.some((a) => a.realm === id)).toBe(true);
    expect(loaded.calendar.turnOrder.every((order) => order.length === 9)).toBe(true);
    // The traders hold a stock on Audvacar, no armies; the hostile creatures a martial creature 4xx (R §6.4.1, §6.3.2).
    expect(loaded.realms.find((r) => r.kind === 'traders')?.stock).toBeDefined();
    expect(loaded.armies.some((a) => a.realm === 'haendler')).toBe(false);
    expect(loaded.characters.find((c) => c.realm === 'haendler')).toMatchObject({ rank: 'ruler', at: '806/27' });
    expect(loaded.armies.filter((a) => a.realm === 'kreaturen').map((a) => [a.number, a.creature?.name])).toEqual([[401, 'Lindwurm']]);
  });

  it('is the same for the same seed; without --special only the original realms', () => {
    expect(formatWorld(generateWorld({ seed: 7, realms: 4, armies: true, special: true }))).toBe(formatWorld(world));
    expect(generateWorld({ seed: 7, realms: 4, armies: true }).realms).toHaveLength(4);
  });

  it('a month runs on it', () => {
    const month = evaluateMonth(world, new Map(), new SeededDice(1), DEFAULT_RULES, TEST_PORTS);
    expect(() => parseWorld(JSON.parse(formatWorld(month.world)))).not.toThrow();
  });
});
