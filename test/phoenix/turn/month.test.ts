import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/kernel/dice.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { runMonth } from '../../../src/games/phoenix/turn/month/month.js';
import { MONTH_END, MONTH_START, REALM_STEPS } from '../../../src/games/phoenix/turn/steps.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import { formatWorld } from '../../../src/games/phoenix/world/save.js';
import type { World } from '../../../src/games/phoenix/world/schema.js';
import { buildCaseWorld } from '../../conformance/phoenix-month-world.js';
import { month, TEST_PORTS, turnOf } from './helpers.js';

function twoRealms(turn = 2): World {
  return buildCaseWorld({
    turn,
    realms: [{ id: 'a', treasury: 100_000, capital: '503/22' }, { id: 'b' }],
    hexes: [
      { at: '503/22', terrain: 'lowland', owner: 'a' },
      { at: '503/21', terrain: 'lowland', owner: 'a' },
      { at: '603/38', terrain: 'lowland', owner: 'a' },
    ],
    strongholds: [{ at: '503/22', level: 'HST', bp: 5_000, owner: 'a' }, { at: '603/38', level: 'FST', bp: 3_000, owner: 'a' }],
    armies: [
      { realm: 'a', number: 101, kind: 'warriors', at: '503/22', K: 3_000, HF: 2 },
      { realm: 'b', number: 101, kind: 'warriors', at: '503/30', K: 2_000, HF: 1 },
    ],
  });
}

describe('the month as steps', () => {
  it('lists the steps of the §3 table in order', () => {
    expect(MONTH_START.map((s) => s.id)).toEqual(['A0', 'A0', 'A0', 'A1', 'A2', 'A2', 'A3']);
    expect(REALM_STEPS.map((s) => s.id)).toEqual(['B1', 'B1', 'B1', 'B2', 'B2', 'B3', 'B3', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8', 'B9', 'B10', 'B10', 'B10', 'B11', 'B11', 'B11', 'B12', 'B13', 'B14', 'B15', 'B15', 'B16', 'B16', 'B17', 'B17', 'B17', 'B17', 'B17', 'B18']);
    expect(MONTH_END.map((s) => s.id)).toEqual(['C', 'D', 'D', 'D', 'E', 'E', 'E', 'E', 'E']);
  });

  it('never changes the caller’s world, and the next world loads', () => {
    const world = twoRealms();
    const copy = structuredClone(world);
    const out = month(world, { a: turnOf('a', { type: 'move', army: 101, to: '503/21' }) });
    expect(world).toEqual(copy);
    expect(out.world.calendar.turn).toBe(3);
    expect(() => parseWorld(JSON.parse(formatWorld(out.world)))).not.toThrow();
  });
});

describe('A1 turn order (R §3.1)', () => {
  it('draws four months ahead with recorded dice; the last three of a month are not among the first three of the next', () => {
    const world = buildCaseWorld({ turn: 1, realms: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => ({ id })) });
    world.calendar.turnOrder = [['a', 'b', 'c', 'd', 'e', 'f', 'g']];
    const dice = new SeededDice(9);
    const out = runMonth(world, new Map(), dice, DEFAULT_RULES, TEST_PORTS);
    const orders = [['a', 'b', 'c', 'd', 'e', 'f', 'g'], ...out.world.calendar.turnOrder];
    expect(orders).toHaveLength(4);
    for (let m = 1; m < orders.length; m++) {
      expect([...(orders[m] as string[])].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
      const late = (orders[m - 1] as string[]).slice(-3);
      expect((orders[m] as string[]).slice(0, 3).some((realm) => late.includes(realm))).toBe(false);
    }
    expect(dice.rolls.length).toBeGreaterThan(0);
    expect(dice.rolls.every((roll) => roll.die === 'W%' && roll.purpose.startsWith('turn order'))).toBe(true);
  });
});

describe('turns and refusals', () => {
  it('a refused order is as if not given; the rest of the turn is evaluated', () => {
    const out = month(twoRealms(1), { a: turnOf('a', { type: 'move', army: 999, to: '503/21' }, { type: 'arm', at: '503/22', army: 102, units: { K: 1_000, HF: 1 }, fromSpecialIncome: false }) });
    expect(out.turns.get('a')?.refused.map((r) => r.code)).toEqual(['unknown-army']);
    expect(out.world.armies.find((a) => a.realm === 'a' && a.number === 102)).toMatchObject({ K: 1_000, HF: 1 });
  });

  it('a turn file that cannot be read leaves that realm’s turn empty and never stops the others', () => {
    const out = month(twoRealms(), { b: [{ code: 'syntax', message: 'not an orders file', where: 'line 1' }], a: turnOf('a', { type: 'move', army: 101, to: '503/21' }) });
    expect(out.events.some((e) => e.code === 'turnRejected' && e.data.realm === 'b')).toBe(true);
    expect(out.world.armies.find((a) => a.realm === 'a')?.at).toBe('503/21');
  });

  it('an order of a capability still missing (JSON form) is refused naming it', () => {
    const out = month(twoRealms(), { a: turnOf('a', { type: 'unsupported', keyword: 'BEFOERDERE', capability: 'promotion' }) });
    expect(out.turns.get('a')?.refused[0]).toMatchObject({ code: 'unsupported', message: expect.stringContaining('Beförderungen'), messageEn: expect.stringContaining('promotion') });
  });
});

describe('figures and capitals', () => {
  it('a character alone in a hex with an enemy army is taken prisoner (R §1.9)', () => {
    const world = twoRealms();
    world.characters.push({ id: 'ritter', name: 'Ritter', realm: 'a', at: '503/30', rank: 'commander', gp: 12, maxGp: 12 });
    const out = month(world, {});
    expect(out.world.characters[0]).toMatchObject({ prisonerOf: 'b', army: 101 });
  });

  it('a capital move takes four months and 50,000 GS; the old capital is a fortress at once (R §1.5.13)', () => {
    let world = twoRealms();
    world = month(world, { a: turnOf('a', { type: 'capitalMove', to: '603/38' }) }).world;
    expect(world.realms[0]).toMatchObject({ treasury: 50_000 });
    expect(world.realms[0]?.capital).toBeUndefined();
    expect(world.strongholds.find((s) => s.at === '503/22')).toMatchObject({ level: 'FST', bp: 3_000 });
    for (let i = 0; i < 3; i++) world = month(world).world;
    expect(world.strongholds.find((s) => s.at === '603/38')).toMatchObject({ level: 'HST', bp: 5_000 });
    expect(world.realms[0]?.capital).toBe('603/38');
    expect(() => parseWorld(JSON.parse(formatWorld(world)))).not.toThrow();
  });
});

describe('income and events (R §3.2, §6.11)', () => {
  it('with monthEvents "drawn", in Larn good harvest and plague strike drawn hexes and everyone hears of them (P-84)', () => {
    const rules = { ...DEFAULT_RULES, interpretations: { ...DEFAULT_RULES.interpretations, monthEvents: 'drawn' as const } };
    const out = runMonth(twoRealms(4), new Map(), new SeededDice(5), rules, TEST_PORTS);
    const events = out.events.filter((e) => e.code === 'goodHarvest' || e.code === 'plague');
    expect(events).toHaveLength(3);
    expect(events.every((e) => e.audience.to === 'all')).toBe(true);
    expect(out.events.find((e) => e.code === 'income')?.data.total).toBeGreaterThan(0);
  });

  it('outside Larn and Agul no taxes are collected', () => {
    expect(month(twoRealms(2)).events.some((e) => e.code === 'income')).toBe(false);
  });
});
