import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import type { MonthEvent } from '../../../src/games/phoenix/turn/month/events.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import { formatWorld } from '../../../src/games/phoenix/world/save.js';
import type { World } from '../../../src/games/phoenix/world/schema.js';
import { buildCaseWorld } from '../../conformance/phoenix-month-world.js';
import { month, turnOf } from './helpers.js';

/** 503/22's neighbours: NW 503/15, NO 603/38, O 603/44, SO 503/30, SW 503/29, W 503/21. */
const NEIGHBOURS = ['503/15', '603/38', '603/44', '503/30', '503/29', '503/21'];
const army = (world: World, realm: string, number: number) => world.armies.find((a) => a.realm === realm && a.number === number);
const find = (events: readonly MonthEvent[], code: string) => events.filter((e) => e.code === code);

/** a and b at war, both with an army and a character in 503/22 (b's land). */
function meeting(options: { knights?: boolean; bK?: number } = {}): World {
  return buildCaseWorld({
    turn: 2,
    realms: [{ id: 'a', treasury: 0 }, { id: 'b', treasury: 0, capital: '503/30' }],
    hexes: [
      { at: '503/22', terrain: 'lowland', owner: 'b' },
      { at: '503/30', terrain: 'lowland', owner: 'b' },
    ],
    strongholds: [{ at: '503/30', level: 'HST', bp: 5_000, owner: 'b' }],
    armies: [
      { realm: 'a', number: 101, kind: 'warriors', at: '503/22', K: 6_000, HF: 2 },
      { realm: 'b', number: 101, kind: 'warriors', at: '503/22', K: options.bK ?? 2_000, HF: 1 },
    ],
    characters: [
      { id: 'sigurd', name: 'Sigurd', realm: 'a', at: '503/22', army: 101, rank: 'fortressLord', gp: 30, maxGp: 30, ...(options.knights ? { knight: true } : {}) },
      { id: 'brun', name: 'Brun', realm: 'b', at: '503/22', army: 101, rank: 'castleLord', gp: 16, maxGp: 16, ...(options.knights ? { knight: true } : {}) },
    ],
  });
}

describe('B13 character and knights’ combat (R §5.2, §5.3)', () => {
  it('is fought before the melee; the GP left after the hits go into the melee; lasting GP change', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const out = month(meeting(), {}, seed);
      const combat = find(out.events, 'characterCombatApplied')[0];
      const melee = find(out.events, 'meleeApplied')[0];
      expect(combat?.step, `seed ${seed}`).toBe('B13');
      expect(out.events.indexOf(combat as MonthEvent)).toBeLessThan(out.events.indexOf(melee as MonthEvent));
      const fighters = (combat?.data.result as { fighters: Record<string, { meleeGp: number; gpAfter: number; died: boolean }> }).fighters;
      const file = melee?.data.file as { attacker: { characters?: { name: string; gp: number }[] }; defenders: { characters?: { name: string; gp: number }[] }[] };
      const sigurd = file.attacker.characters?.find((c) => c.name === 'sigurd');
      if (fighters.sigurd?.died) expect(sigurd).toBeUndefined();
      else expect(sigurd?.gp).toBe(fighters.sigurd?.meleeGp);
      const brunInMelee = file.defenders[0]?.characters?.find((c) => c.name === 'brun');
      if (fighters.brun?.died) expect(brunInMelee).toBeUndefined();
      else expect(brunInMelee?.gp).toBe(fighters.brun?.meleeGp);
      const after = out.world.characters.find((c) => c.id === 'sigurd');
      // The lasting change stays (a rearguard fight may change it again).
      if (after !== undefined && find(out.events, 'rearguardApplied').length === 0) expect(after.gp).toBe(fighters.sigurd?.gpAfter);
      expect(find(out.events, 'characterCombatAt')[0]?.audience).toEqual({ to: 'all' });
      expect(() => parseWorld(JSON.parse(formatWorld(out.world)))).not.toThrow();
    }
  });

  it('knights of both sides fight a knights’ combat; a beaten knight withdraws without a rearguard fight', () => {
    for (const seed of [1, 2, 3]) {
      const out = month(meeting({ knights: true }), {}, seed);
      const result = find(out.events, 'characterCombatApplied')[0]?.data.result as { pairings: { combat: string }[]; fighters: Record<string, { died: boolean }> };
      expect(result.pairings.map((p) => p.combat)).toEqual(['knights']);
      const rearguard = find(out.events, 'rearguardApplied')[0];
      if (rearguard !== undefined && !result.fighters.brun?.died) {
        const fates = (rearguard.data.result as { fates: Record<string, { status: string }> }).fates;
        expect(fates.brun?.status).toBe('withdraws');
        const brun = out.world.characters.find((c) => c.id === 'brun');
        expect(NEIGHBOURS).toContain(brun?.at);
        expect(brun?.noAttackUntil).toBe(3);
      }
    }
  });

  it('retreated characters do not attack this month or the next (R §5.4)', () => {
    const world = meeting();
    world.characters[0]!.noAttackUntil = 2;
    const out = month(world, {}, 1);
    expect(find(out.events, 'characterCombatApplied')).toEqual([]);
  });

  it('wizards of hostile realms side by side fight a duel in B11, not in the character combat (R §5.3; P-170)', () => {
    const world = meeting();
    world.wizards = [
      { id: 'merlin', name: 'Merlin', realm: 'a', at: '503/22', class: 'C', gp: 16, zkp: 16, character: true },
      { id: 'morgana', name: 'Morgana', realm: 'b', at: '503/30', class: 'C', gp: 16, zkp: 16, character: true },
    ];
    const out = month(world, {}, 1);
    const duel = find(out.events, 'wizardDuelApplied')[0];
    expect(duel?.step).toBe('B11');
    expect(duel?.data.file).toMatchObject({ attacker: { realm: 'a', wizards: [{ name: 'merlin' }] }, defender: { realm: 'b', wizards: [{ name: 'morgana' }] } });
    expect(find(out.events, 'characterCombatApplied')[0]?.data.file).not.toMatchObject({ attacker: { characters: [{ name: 'merlin' }] } });
  });
});

describe('B15 rearguard fight after a lost melee (R §5.4, errata 43)', () => {
  it('a beaten character that fought a character combat gets a rearguard fight instead of dying', () => {
    let fought = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const out = month(meeting(), {}, seed);
      const result = find(out.events, 'characterCombatApplied')[0]?.data.result as { fighters: Record<string, { died: boolean }> };
      const beaten = find(out.events, 'melee').find((e) => e.data.role === 'defender')?.data.won === false;
      if (!beaten || result.fighters.brun?.died) continue;
      fought += 1;
      const rearguard = find(out.events, 'rearguardApplied')[0];
      const status = (rearguard?.data.result as { fates: Record<string, { status: string }> }).fates.brun?.status;
      const brun = out.world.characters.find((c) => c.id === 'brun');
      if (status === 'retreats') {
        expect(NEIGHBOURS).toContain(brun?.at);
        expect(brun?.army).toBeUndefined();
        expect(brun?.noAttackUntil).toBe(3);
      } else if (status === 'captured') expect(brun?.prisonerOf).toBe('a');
      else expect(brun).toBeUndefined();
      const told = find(out.events, 'rearguard').find((e) => e.data.role === 'loser');
      expect(told?.audience).toEqual({ to: 'realms', realms: ['b'] });
    }
    expect(fought).toBeGreaterThan(0);
  });

  it('figures without a character combat before the melee die with their beaten side (errata 43)', () => {
    const world = meeting();
    world.characters = world.characters.filter((c) => c.realm === 'b');
    world.wizards = [{ id: 'nix', name: 'Nix', realm: 'b', at: '503/22', army: 101, class: 'A', gp: 4, zkp: 4 }];
    const out = month(world, {}, 1);
    expect(find(out.events, 'rearguardApplied')).toEqual([]);
    expect(out.world.characters.find((c) => c.id === 'brun')).toBeUndefined();
    expect(out.world.wizards).toEqual([]);
  });
});

/** a's army beside b's land 503/30, which a wall with its crew protects on the side towards 503/22. */
function wall(options: { defended?: boolean; K?: number } = {}): World {
  return buildCaseWorld({
    turn: 2,
    realms: [{ id: 'a', treasury: 0 }, { id: 'b', treasury: 0 }],
    hexes: [
      { at: '503/22', terrain: 'lowland', owner: 'a' },
      { at: '503/30', terrain: 'lowland', owner: 'b' },
    ],
    walls: [{ at: '503/30', side: 'NW', bp: 100, crewK: 400, crewHF: 1 }],
    armies: [
      { realm: 'a', number: 101, kind: 'warriors', at: '503/22', K: options.K ?? 5_000, HF: 2 },
      ...(options.defended ? [{ realm: 'b', number: 101, kind: 'warriors' as const, at: '503/30', K: 600, HF: 1 }] : []),
    ],
  });
}

describe('walls and their crews (R §1.5.4)', () => {
  const attack = turnOf('a', { type: 'move', army: 101, path: ['503/30'] });

  it('an undefended wall on level ground: the crew is beaten 10:1, taken prisoner, and the wall decays', () => {
    const out = month(wall(), { a: attack });
    expect(army(out.world, 'a', 101)?.at).toBe('503/30');
    expect(army(out.world, 'a', 101)?.cargo).toEqual({ gold: 0, prisoners: 401 });
    expect(out.world.walls).toEqual([]);
    const overcome = find(out.events, 'wallOvercome')[0];
    expect(overcome?.changes).toEqual(expect.arrayContaining([{ realm: 'b', item: 'crewK', delta: -400 }, { realm: 'b', item: 'crewHF', delta: -1 }, { realm: 'a', item: 'prisoners', delta: 401 }]));
  });

  it('without 10:1 over the crew the army cannot cross', () => {
    const out = month(wall({ K: 3_000 }), { a: attack });
    expect(army(out.world, 'a', 101)?.at).toBe('503/22');
    expect(out.world.walls[0]?.crewK).toBe(400);
  });

  it('a crew defends with the army behind the wall, which gets the wall’s 50 GP', () => {
    const out = month(wall({ defended: true }), { a: attack }, 3);
    const file = find(out.events, 'meleeApplied')[0]?.data.file as { defenders: { armies: { id: number; K?: number; HF: number; advantages?: string[] }[] }[] };
    const crew = file.defenders[0]?.armies.find((a) => a.id === 199);
    expect(crew).toMatchObject({ K: 400, HF: 1, advantages: ['wall'] });
    expect(file.defenders[0]?.armies.find((a) => a.id === 101)?.advantages).toEqual(['wall']);
    const won = find(out.events, 'melee').find((e) => e.data.role === 'attacker')?.data.won;
    if (won === true) expect(out.world.walls).toEqual([]);
    else expect(out.world.walls[0]?.crewK).toBeLessThanOrEqual(400);
  });

  it('a finished wall gets its crew of 400 K and an HF', () => {
    const world = wall();
    world.walls = [{ at: '503/22', side: 'SO', bp: 0, crewK: 0, crewHF: 0, building: true }];
    world.realms[0]!.treasury = 10_000;
    const out = month(world, {});
    expect(out.world.walls[0]).toMatchObject({ bp: 100, crewK: 400, crewHF: 1 });
    expect(out.world.walls[0]?.building).toBeUndefined();
    expect(find(out.events, 'built')[0]?.changes).toEqual(expect.arrayContaining([{ realm: 'a', item: 'crewK', delta: 400 }]));
    expect(DEFAULT_RULES.tables.structures.wall.bp).toBe(100);
  });
});

describe('a wall crew behind another realm’s army (R §1.5.4; P-95)', () => {
  it('fights as its own realm’s party', () => {
    const world = wall();
    world.realms.push({ id: 'c', name: 'c', colour: '#808080', kind: 'original', standardTerrain: 'lowland', treasury: 0 });
    world.calendar.turnOrder = world.calendar.turnOrder.map(() => ['a', 'b', 'c']);
    world.armies.push({ realm: 'c', number: 101, kind: 'warriors', at: '503/30', K: 600, HF: 1 });
    const out = month(world, { a: turnOf('a', { type: 'move', army: 101, path: ['503/30'] }) }, 2);
    const file = find(out.events, 'meleeApplied')[0]?.data.file as { defenders: { realm: string; armies: { id: number; K?: number }[] }[] };
    expect(file.defenders.map((d) => d.realm)).toEqual(['b', 'c']);
    expect(file.defenders[0]?.armies).toEqual([expect.objectContaining({ id: 199, K: 400 })]);
  });
});
