import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { DEFAULT_RULES } from '../../src/games/fall-of-rome/data/options.js';
import { setupState } from '../../src/games/fall-of-rome/setup.js';
import { C, cubes, emptyBoard, place, step } from './helpers.js';

/** Invades `card` once at invasion rate 1 (the test builds the board it needs). */
function invadeWith(s: ReturnType<typeof emptyBoard>, card: string) {
  return step({ ...s, phase: 'invade', actionsLeft: 0, barbarianDeck: ['Tingi/Va', card], barbarianDiscard: [], rules: { ...s.rules, invasionTrack: [1] } }, 'p1', { type: 'invade' });
}

describe('FR audit: sacking spreads to every neighbour, fort or not (data.md "Sacking", FR-22)', () => {
  it('a sacked city without a fort keeps its 3 cubes, raises decline, and puts 1 cube in each neighbour', () => {
    const s = place(emptyBoard(), { cubes: [['Sinope', 'ostrogoths', 3]], pawns: ['Roma', 'Roma'] });
    const { state, events } = invadeWith(s, 'Sinope/Os');
    expect(events.filter((e) => e.t === 'sacked')).toHaveLength(1);
    expect(state.decline).toBe(1);
    expect(cubes(state, 'Sinope', 'ostrogoths')).toBe(3);
    expect(cubes(state, 'Chersonesus', 'ostrogoths')).toBe(1);
    expect(cubes(state, 'Constantinopolis', 'ostrogoths')).toBe(1);
  });

  it('a sacked fort city loses its fort, then 1 cube of the tribe goes to each adjacent city', () => {
    const s = place(emptyBoard(), { cubes: [['Sinope', 'ostrogoths', 3]], forts: ['Sinope'], pawns: ['Roma', 'Roma'] });
    const { state } = invadeWith(s, 'Sinope/Os');
    expect(state.decline).toBe(1);
    expect(state.forts[C('Sinope')]).toBe(false);
    expect(state.fortSupply).toBe(s.fortSupply + 1);
    expect(cubes(state, 'Chersonesus', 'ostrogoths')).toBe(1);
    expect(cubes(state, 'Constantinopolis', 'ostrogoths')).toBe(1);
  });

  it('the chain goes on through a full neighbour, and never back into a city sacked in it', () => {
    const s = place(emptyBoard(), { cubes: [['Sinope', 'ostrogoths', 3], ['Chersonesus', 'ostrogoths', 3]], pawns: ['Roma', 'Roma'] });
    const { state } = invadeWith(s, 'Sinope/Os');
    expect(state.decline).toBe(2);
    expect(cubes(state, 'Tyras', 'ostrogoths')).toBe(1);
    expect(cubes(state, 'Sinope', 'ostrogoths')).toBe(3);
  });

  it('keeps the fort-only reading as the option sackSpread: "only-with-fort" (FR-17)', () => {
    let s = place(emptyBoard(), { cubes: [['Sinope', 'ostrogoths', 3], ['Chersonesus', 'ostrogoths', 3]], forts: ['Sinope'], pawns: ['Roma', 'Roma'] });
    s = { ...s, rules: { ...s.rules, sackSpread: 'only-with-fort' } };
    const { state } = invadeWith(s, 'Sinope/Os');
    expect(state.decline).toBe(2);
    expect(cubes(state, 'Tyras', 'ostrogoths')).toBe(0);
    const bare = { ...place(emptyBoard(), { cubes: [['Sinope', 'ostrogoths', 3]], pawns: ['Roma', 'Roma'] }) };
    expect(cubes(invadeWith({ ...bare, rules: { ...bare.rules, sackSpread: 'only-with-fort' } }, 'Sinope/Os').state, 'Chersonesus', 'ostrogoths')).toBe(0);
  });
});

describe('FR audit: starting legions (data.md "Tracks and pieces", FR-18)', () => {
  it('each pawn starts with 2 legions, as data.md gives every solitaire pawn; the supply holds the rest', () => {
    expect(DEFAULT_RULES.startLegions).toBe(2);
    const dice = new SeededDice(3);
    const s = setupState({ players: 3 }, (a, b) => dice.int(a, b));
    expect(s.pawns).toEqual([C('Roma'), C('Roma'), C('Roma')]);
    expect(s.legions[C('Roma')]).toBe(6);
    expect(s.legionSupply).toBe(10);
  });
});

describe('FR audit: the setup and tracks as data.md gives them (FR-19, FR-20)', () => {
  it('places 3×3, 3×2 and 3×1 cubes on the 9 route-entry cities and starts decline and invasion at their first space', () => {
    const dice = new SeededDice(5);
    const s = setupState({ players: 3 }, (a, b) => dice.int(a, b));
    const counts = s.cubes.filter((n) => n > 0).sort();
    expect(counts).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect([s.decline, s.invasion, s.hands.map((h) => h.length)]).toEqual([0, 0, [3, 3, 3]]);
    expect(s.playerDeck.filter((c) => c.startsWith('revolt-'))).toHaveLength(6);
  });

  it('a cube stopped by legions, or a sack instead of a 4th cube, needs no cube from the supply (no cubes-exhausted loss)', () => {
    let s = place(emptyBoard(), { cubes: [['Sinope', 'ostrogoths', 3], ['Chersonesus', 'ostrogoths', 1]], legions: [['Chersonesus', 2], ['Constantinopolis', 1]], forts: ['Chersonesus'], pawns: ['Roma', 'Roma'] });
    s = { ...s, cubeSupply: [0, 24, 20, 22, 20] };
    expect(invadeWith(s, 'Sinope/Os').state.result).toBeNull();
    const blocked = invadeWith(s, 'Chersonesus/Os').state;
    expect(blocked.result).toBeNull();
    expect(blocked.legions[C('Chersonesus')]).toBe(1);
  });
});

describe('FR audit: solitaire, three roles with one hand (data.md "solitaire", FR-23)', () => {
  const solo = (seed: number) => {
    const dice = new SeededDice(seed);
    return setupState({ players: 1 }, (a, b) => dice.int(a, b));
  };

  it('deals three roles, never the Mercator, and no Do ut des anywhere', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const s = solo(seed);
      expect(s.roles).toHaveLength(3);
      expect(s.roles).not.toContain('mercator');
      expect([...s.playerDeck, ...s.vestalisDeck, ...s.box, ...s.hands.flat()]).not.toContain('do-ut-des');
      expect(s.playerDeck.filter((c) => !c.startsWith('revolt-') && !c.includes('/'))).toHaveLength(4);
    }
  });

  it('shares one hand of 3 city cards; 3 more lie in the treasury; each pawn stands with 2 legions in the city of its card', () => {
    const s = solo(3);
    expect(s.hands[0]).toHaveLength(3);
    expect(s.hands[1]).toBe(s.hands[0]);
    expect(s.hands[2]).toBe(s.hands[0]);
    expect(s.treasury).toHaveLength(3);
    s.pawns.forEach((city, i) => expect(C((s.hands[0]?.[i] as string).split('/')[0] as string)).toBe(city));
    const legions = s.legions.reduce((a, b) => a + b, 0);
    expect([legions, s.legionSupply]).toEqual([6, 10]);
  });
});
