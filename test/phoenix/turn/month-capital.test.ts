import { describe, expect, it } from 'vitest';
import { parseTurnText } from '../../../src/games/phoenix/orders/parse.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import type { World } from '../../../src/games/phoenix/world/schema.js';
import { buildCaseWorld } from '../../conformance/phoenix-month-world.js';
import { month } from './helpers.js';

function capitalWorld(): World {
  return buildCaseWorld({
    turn: 1,
    realms: [{ id: 'a', treasury: 100_000, capital: '503/22' }, { id: 'b' }],
    hexes: [{ at: '503/22', terrain: 'lowland', owner: 'a' }],
    strongholds: [{ at: '503/22', level: 'HST', bp: 5000, owner: 'a' }],
  });
}

describe('a capital extended to a fortress capital (R §1.5, §1.5.9; P-77)', () => {
  it('grows 250 BP a month for four months, stays the capital meanwhile and is an FHS at 6,000 BP for 50,000 GS', () => {
    let world = capitalWorld();
    let cost = 0;
    const build = parseTurnText('REICH a\nBAUE RUESTORT 503/22').turn;
    for (let m = 1; m <= 4; m++) {
      const out = month(world, m === 1 && build !== undefined ? { a: build } : {});
      cost += out.events.filter((e) => e.code === 'built').reduce((sum, e) => sum + (e.data.cost as number), 0);
      world = parseWorld(JSON.parse(JSON.stringify(out.world))).world;
      const capital = world.strongholds.find((s) => s.at === '503/22');
      expect(world.realms.find((r) => r.id === 'a')?.capital).toBe('503/22');
      expect(capital?.bp).toBe(5000 + 250 * m);
      expect(capital?.building).toBe(m < 4 ? true : undefined);
      expect(capital?.level).toBe('FHS');
    }
    expect(cost).toBe(50_000);
  });

  it('a conquered capital site loses the site only: the conqueror takes the capital as a fortress', () => {
    const world = capitalWorld();
    world.strongholds[0] = { at: '503/22', level: 'FHS', bp: 5500, owner: 'a', building: true };
    world.armies.push({ realm: 'b', number: 101, kind: 'warriors', at: '503/22', K: 2000, HF: 1 });
    const conquer = parseTurnText('REICH b\nEROBERE 101').turn;
    const out = month(world, conquer === undefined ? {} : { b: conquer });
    expect(out.world.strongholds.find((s) => s.at === '503/22')).toMatchObject({ level: 'FST', bp: 3000, owner: 'b' });
    expect(out.world.realms.find((r) => r.id === 'a')?.capital).toBeUndefined();
  });
});
