import { describe, expect, it } from 'vitest';
import { parseWorld, worldProblems } from '../../../src/games/phoenix/world/load.js';
import { formatWorld } from '../../../src/games/phoenix/world/save.js';
import { worldSchema, type World } from '../../../src/games/phoenix/world/schema.js';
import { buildCaseWorld, type CaseWorld } from '../../conformance/phoenix-month-world.js';

/** The loader's checks of the traders and the hostile creatures (R §6.4.1, §6.3.2; P-280…P-283). */
function problemsOf(spec: CaseWorld): { code: string; where?: string }[] {
  const world = worldSchema.parse(buildCaseWorld(spec)) as World;
  return worldProblems(world).problems.map((p) => ({ code: p.code, where: p.where }));
}

const traders = { id: 'h', kind: 'traders' as const, standardTerrain: 'water' as const };

describe('the traders in the world file (R §6.4.1)', () => {
  it('hold a stock of at most 100,000 RP, and no armies, land or strongholds', () => {
    expect(problemsOf({ turn: 1, realms: [{ ...traders, stock: { K: 99_900, HF: 1 } }] })).toEqual([]);
    expect(problemsOf({ turn: 1, realms: [{ ...traders, stock: { K: 99_901, HF: 1 } }] })).toEqual([{ code: 'stock-full', where: 'realms[0].stock' }]);
    // Goods on their way through the portals count as the stock's: they may come back.
    expect(problemsOf({ turn: 1, realms: [{ ...traders, stock: { K: 99_000 } }, { id: 'a', deliveries: [{ post: '503/22', army: 104, units: { K: 900, HF: 1 } }] }] })).toEqual([]);
    expect(problemsOf({ turn: 1, realms: [{ ...traders, stock: { K: 99_001 } }, { id: 'a', deliveries: [{ post: '503/22', army: 104, units: { K: 900, HF: 1 } }] }] })).toEqual([{ code: 'stock-full', where: 'realms[0].stock' }]);
    expect(problemsOf({ turn: 1, realms: [traders], armies: [{ realm: 'h', number: 101, kind: 'warriors', at: '503/22', K: 100, HF: 1 }] })).toEqual([{ code: 'traders-army', where: 'armies[0]' }]);
    expect(problemsOf({ turn: 1, realms: [traders], hexes: [{ at: '503/22', terrain: 'lowland', owner: 'h' }] })).toEqual([{ code: 'no-land', where: expect.stringMatching(/^hexes\[\d+\]\.owner$/) as string }]);
  });

  it('are one realm; only they hold a stock; the consortium holds at most 120 trade cards', () => {
    expect(problemsOf({ turn: 1, realms: [traders, { ...traders, id: 'g' }] })).toEqual([{ code: 'traders-twice', where: 'realms' }]);
    expect(problemsOf({ turn: 1, realms: [{ id: 'a', stock: { K: 1 } }] })).toEqual([{ code: 'stock-not-traders', where: 'realms[0].stock' }]);
    expect(problemsOf({ turn: 1, realms: [{ ...traders, tradeCards: [{ card: 'Gerber', count: 100 }, { card: 'Säge', count: 20 }] }] })).toEqual([]);
    expect(problemsOf({ turn: 1, realms: [{ ...traders, tradeCards: [{ card: 'Gerber', count: 100 }, { card: 'Säge', count: 21 }] }] })).toEqual([{ code: 'trade-cards-max', where: 'realms[0].tradeCards' }]);
    expect(problemsOf({ turn: 1, realms: [{ id: 'a', tradeCards: [{ card: 'Gerber', count: 1 }, { card: 'Gerber', count: 2 }] }] })).toEqual([{ code: 'duplicate-card', where: 'realms[0].tradeCards[1].card' }]);
  });
});

describe('the hostile creatures in the world file (R §6.3.2)', () => {
  const creatures = { id: 'k', kind: 'creatures' as const, standardTerrain: 'water' as const };
  it('hold creatures only', () => {
    const beast = { realm: 'k', number: 401, kind: 'warriors' as const, at: '503/22', K: 3000, HF: 1, creature: { name: 'Lindwurm' } };
    expect(problemsOf({ turn: 1, realms: [creatures], armies: [beast] })).toEqual([]);
    expect(problemsOf({ turn: 1, realms: [creatures], armies: [{ ...beast, number: 101, creature: undefined }] })).toEqual([{ code: 'creatures-only', where: 'armies[0].creature' }]);
    expect(problemsOf({ turn: 1, realms: [creatures], characters: [{ id: 'x', name: 'X', realm: 'k', at: '503/22', rank: 'commander', gp: 1, maxGp: 1 }] })).toEqual([{ code: 'creatures-only', where: 'characters[0]' }]);
  });
});

describe('realm fields survive saving', () => {
  it('stock, deliveries, trade cards, the pirate bonus and the bonus strongholds round-trip byte for byte', () => {
    const world = buildCaseWorld({
      turn: 1,
      realms: [
        { ...traders, stock: { K: 10, HF: 1 }, tradeCards: [{ card: 'Gerber', count: 3 }] },
        { id: 'a', deliveries: [{ post: '503/22', army: 104, units: { K: 100, HF: 1 } }] },
        { id: 'p', kind: 'invader', standardTerrain: 'water', bonusStrongholds: 2 },
      ],
    });
    const text = formatWorld(parseWorld(world).world);
    for (const key of ['"stock":{"K":10,"HF":1}', '"deliveries":[{"army":104,"post":"503/22","units":{"K":100,"HF":1}}]', '"tradeCards":[{"card":"Gerber","count":3}]', '"bonusStrongholds":2']) expect(text).toContain(key);
    expect(formatWorld(parseWorld(JSON.parse(text)).world)).toBe(text);
  });
});
