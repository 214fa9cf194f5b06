import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/kernel/dice.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { runMonth } from '../../../src/games/phoenix/turn/month/month.js';
import { DEFAULT_PORTS } from '../../../src/games/phoenix/turn/month/ports.js';
import { armamentLevel } from '../../../src/games/phoenix/turn/economy/strongholds.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import { formatWorld } from '../../../src/games/phoenix/world/save.js';
import type { World } from '../../../src/games/phoenix/world/schema.js';
import { buildCaseWorld } from '../../conformance/phoenix-month-world.js';
import { month, turnOf } from './helpers.js';

const army = (world: World, realm: string, number: number) => world.armies.find((a) => a.realm === realm && a.number === number);
const refusals = (events: readonly { code: string; data: Readonly<Record<string, unknown>> }[]) => events.filter((e) => e.code === 'refused').map((e) => e.data.code);

/** a (capital 503/22) and b (a castle at 503/30 beside it), allies by mutual Wegerecht. */
function neighbours(turn = 2): World {
  return buildCaseWorld({
    turn,
    realms: [
      { id: 'a', treasury: 100_000, capital: '503/22', wegerechtFrom: ['b'] },
      { id: 'b', treasury: 100_000, wegerechtFrom: ['a'] },
    ],
    hexes: [
      { at: '503/22', terrain: 'lowland', owner: 'a' },
      { at: '503/21', terrain: 'lowland', owner: 'a' },
      { at: '503/30', terrain: 'lowland', owner: 'b' },
      { at: '503/40', terrain: 'lowland', owner: 'b' },
    ],
    strongholds: [
      { at: '503/22', level: 'HST', bp: 5_000, owner: 'a' },
      { at: '503/30', level: 'BUR', bp: 1_000, owner: 'b' },
    ],
    armies: [
      { realm: 'a', number: 101, kind: 'warriors', at: '503/22', K: 3_000, HF: 2, cargo: { gold: 1_000, prisoners: 0 } },
      { realm: 'a', number: 102, kind: 'warriors', at: '503/21', K: 2_000, HF: 1 },
      { realm: 'b', number: 101, kind: 'warriors', at: '503/22', K: 1_000, P: 500, HF: 1 },
    ],
  });
}

describe('cargo at the end of the movement (R §4.3, errata 88; P-93)', () => {
  it('hands cargo over where the armies meet at the end of the move', () => {
    const out = month(neighbours(), { a: turnOf('a', { type: 'move', army: 101, path: ['503/21'] }, { type: 'cargo', from: 101, to: 102, gold: 1_000 }) });
    expect(army(out.world, 'a', 102)?.cargo).toEqual({ gold: 1_000, prisoners: 0 });
    expect(army(out.world, 'a', 101)?.cargo).toBeUndefined();
    const cargo = out.events.find((e) => e.code === 'cargo');
    expect(cargo?.step).toBe('B8');
  });

  it('NACH waits for the end of the move; VOR hands over at its start', () => {
    const after = month(neighbours(), { a: turnOf('a', { type: 'move', army: 102, path: ['503/22'] }, { type: 'cargo', from: 101, to: 102, gold: 400, when: 'after' }) });
    expect(army(after.world, 'a', 102)?.cargo?.gold).toBe(400);
    const before = month(neighbours(), { a: turnOf('a', { type: 'move', army: 102, path: ['503/22'] }, { type: 'cargo', from: 101, to: 102, gold: 400, when: 'before' }) });
    expect(refusals(before.events)).toEqual(['not-together']);
    expect(army(before.world, 'a', 101)?.cargo?.gold).toBe(1_000);
  });
});

describe('gifts (R §3, §3.2.2, §6.1; P-94, P-96)', () => {
  const gift = { type: 'gift', to: 'a', army: 101, units: { P: 500 } } as const;

  it('a receiver that has moved already may not move the gift in its next turn, next month', () => {
    const out = month(neighbours(), { b: turnOf('b', gift) });
    expect(army(out.world, 'a', 101)?.P).toBe(500);
    expect(army(out.world, 'a', 101)?.immobileIn).toBe(3);
    // The mark is kept in the world file (world-files.md).
    const saved = parseWorld(JSON.parse(formatWorld(out.world))).world;
    expect(army(saved, 'a', 101)?.immobileIn).toBe(3);
    const next = month(out.world, { a: turnOf('a', { type: 'move', army: 101, path: ['503/21'] }) });
    expect(army(next.world, 'a', 101)?.at).toBe('503/22');
    expect(army(next.world, 'a', 101)?.immobileIn).toBeUndefined();
    const third = month(next.world, { a: turnOf('a', { type: 'move', army: 101, path: ['503/21'] }) });
    expect(army(third.world, 'a', 101)?.at).toBe('503/21');
  });

  it('a receiver whose turn is still to come may not move the gift this month; no mark is kept', () => {
    const world = neighbours();
    world.calendar.turnOrder[0] = ['b', 'a'];
    const out = month(world, { b: turnOf('b', gift), a: turnOf('a', { type: 'move', army: 101, path: ['503/21'] }) });
    expect(army(out.world, 'a', 101)?.at).toBe('503/22');
    expect(army(out.world, 'a', 101)?.immobileIn).toBeUndefined();
  });

  it('needs bordering realms with a stronghold each, or goods carried into the receiver’s land', () => {
    const bordering = month(neighbours(), { b: turnOf('b', { type: 'gift', to: 'a', gold: 1_000 }) });
    expect(refusals(bordering.events)).toEqual([]);
    expect(bordering.world.realms.find((r) => r.id === 'a')?.treasury).toBe(101_000);
    const apart = neighbours();
    apart.strongholds = apart.strongholds.filter((s) => s.owner !== 'b');
    // The horses stand in a's land (carried there): they may be given; gold from the treasury may not.
    const refused = month(apart, { b: turnOf('b', gift, { type: 'gift', to: 'a', gold: 1_000 }) });
    expect(refusals(refused.events)).toEqual(['gift-no-border']);
    expect(army(refused.world, 'a', 101)?.P).toBe(500);
    expect(refused.world.realms.find((r) => r.id === 'a')?.treasury).toBe(100_000);
    const elsewhere = structuredClone(apart);
    elsewhere.hexes.find((h) => h.at === '503/22')!.owner = 'b';
    elsewhere.strongholds = [];
    elsewhere.realms[0]!.capital = undefined as unknown as string;
    delete elsewhere.realms[0]!.capital;
    const far = month(elsewhere, { b: turnOf('b', gift) });
    expect(refusals(far.events)).toEqual(['gift-no-border']);
  });
});

describe('moves are planned once, by the month (P-90)', () => {
  it('leaves an army whose first step the live state bars where it is, without refusing the move (P-120)', () => {
    const world = neighbours();
    world.hexes.find((h) => h.at === '503/21')!.terrain = 'water';
    delete world.hexes.find((h) => h.at === '503/21')!.owner;
    world.armies = world.armies.filter((a) => a.number !== 102);
    const turns = new Map([['a', turnOf('a', { type: 'move', army: 101, path: ['503/21'] })]]);
    const out = runMonth(world, turns, new SeededDice(1), DEFAULT_RULES, DEFAULT_PORTS);
    expect(refusals(out.events)).toEqual([]);
    expect(out.events.find((e) => e.code === 'moved')?.data).toMatchObject({ army: 101, to: '503/22', path: [], stop: { code: 'water', at: '503/22' } });
  });

  it('moves a character alone (R §1.9; P-68)', () => {
    const world = neighbours();
    world.characters = [{ id: 'hagen', name: 'Hagen', realm: 'a', at: '503/22', army: 101, rank: 'commander', gp: 10, maxGp: 10 }];
    const out = month(world, { a: turnOf('a', { type: 'move', army: 0, figure: 'hagen', path: ['503/21'] }) });
    const hagen = out.world.characters.find((c) => c.id === 'hagen');
    expect(hagen?.at).toBe('503/21');
    expect(hagen?.army).toBeUndefined();
  });
});

describe('rights in one turn (P-97)', () => {
  it('refuses granting and revoking the same right together', () => {
    const out = month(neighbours(), { a: turnOf('a', { type: 'right', right: 'kuestenrecht', grant: true, realm: 'b' }, { type: 'right', right: 'kuestenrecht', grant: false, realm: 'b' }) });
    expect(refusals(out.events)).toEqual(['right-contradiction', 'right-contradiction']);
    expect(out.world.realms.find((r) => r.id === 'b')?.kuestenrechtFrom).toBeUndefined();
  });
});

describe('repairing a damaged stronghold (R §1.5.12; P-92)', () => {
  it('takes a fortress that lost 1,500 of 3,000 BP back in 6 months of 250 BP; it arms as a castle until the town is finished', () => {
    let world = buildCaseWorld({
      turn: 2,
      realms: [{ id: 'a', treasury: 1_000_000 }, { id: 'b' }],
      hexes: [{ at: '503/22', terrain: 'lowland', owner: 'a' }],
      strongholds: [{ at: '503/22', level: 'STD', bp: 1_500, owner: 'a', repairTo: 'FST' }],
    });
    const seen: [number, string, string | null][] = [];
    for (let m = 0; m < 7; m++) {
      const out = month(world, { a: turnOf('a', { type: 'repair', structure: 'stronghold', at: '503/22' }) }, m + 1);
      world = parseWorld(JSON.parse(formatWorld(out.world))).world;
      const fortress = world.strongholds[0]!;
      seen.push([fortress.bp, fortress.level, armamentLevel(fortress, DEFAULT_RULES)]);
    }
    expect(seen).toEqual([
      [1_750, 'STD', 'BUR'],
      [2_000, 'STD', 'STD'],
      [2_250, 'STD', 'STD'],
      [2_500, 'FST', 'STD'],
      [2_750, 'FST', 'STD'],
      [3_000, 'FST', 'FST'],
      [3_000, 'FST', 'FST'],
    ]);
    expect(world.strongholds[0]?.repairTo).toBeUndefined();
  });

  it('fire that brings a fortress below its level records the level to repair to; the repair begins next month', () => {
    const world = buildCaseWorld({
      turn: 2,
      realms: [{ id: 'a' }, { id: 'b', treasury: 100_000 }],
      hexes: [
        { at: '503/22', terrain: 'lowland', owner: 'a' },
        { at: '503/30', terrain: 'lowland', owner: 'b' },
      ],
      strongholds: [{ at: '503/30', level: 'FST', bp: 3_000, owner: 'b' }],
      armies: [{ realm: 'a', number: 101, kind: 'warriors', at: '503/22', K: 1_000, SKP: 20, HF: 1 }],
    });
    const out = month(world, { a: turnOf('a', { type: 'fire', army: 101, weapon: 'SKP', count: 20, at: '503/30', when: 'before' }), b: turnOf('b', { type: 'repair', structure: 'stronghold', at: '503/30' }) }, 1);
    expect(out.world.strongholds[0]).toMatchObject({ level: 'STD', bp: 2_250, repairTo: 'FST' });
    expect(refusals(out.events)).toEqual(['damaged-this-month']);
    expect(() => parseWorld(JSON.parse(formatWorld(out.world)))).not.toThrow();
  });
});
