import { describe, expect, it } from 'vitest';
import { worldProblems } from '../../../src/games/phoenix/world/load.js';
import { worldSchema, type World } from '../../../src/games/phoenix/world/schema.js';
import { buildCaseWorld, type CaseWorld } from '../../conformance/phoenix-month-world.js';

/** The loader's checks of trading posts (R §6.4.1; P-236): each problem names its JSON path. */
function problemsOf(spec: CaseWorld): { code: string; where?: string }[] {
  const world = worldSchema.parse(buildCaseWorld(spec)) as World;
  return worldProblems(world).problems.map((p) => ({ code: p.code, where: p.where }));
}

const base = (stronghold: Record<string, unknown>, realm: Record<string, unknown> = {}): CaseWorld => ({
  turn: 5,
  realms: [{ id: 'b', ...realm }],
  hexes: [
    { at: '503/22', terrain: 'lowland', owner: 'b' },
    { at: '503/15', terrain: 'water' },
    { at: '503/01', terrain: 'lowland', owner: 'b' },
  ],
  strongholds: [{ at: '503/22', level: 'BUR', bp: 1000, owner: 'b', ...stronghold } as never],
});

describe('trading posts in the world file (R §6.4.1)', () => {
  it('stand in a finished stronghold by the water', () => {
    expect(problemsOf(base({ tradingPost: true }))).toEqual([]);
    expect(problemsOf({ ...base({ tradingPost: true, at: '503/01' }) })).toEqual([{ code: 'trading-post-no-sea', where: 'strongholds[0].tradingPost' }]);
  });

  it('are refused where the realm’s lock after a destroyed post still runs, allowed from its month', () => {
    expect(problemsOf(base({ tradingPost: true }, { tradingPostLocks: [{ at: '503/22', from: 6 }] }))).toEqual([{ code: 'trading-post-locked', where: 'strongholds[0].tradingPost' }]);
    expect(problemsOf(base({ tradingPost: true }, { tradingPostLocks: [{ at: '503/22', from: 5 }] }))).toEqual([]);
  });
});
