import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { DEFAULT_RULES } from '../../src/games/fall-of-rome/data/options.js';
import { setupState } from '../../src/games/fall-of-rome/setup.js';
import { C, cubes, emptyBoard, place, step } from './helpers.js';

/** Invades `card` once at invasion rate 1 (the test builds the board it needs). */
function invadeWith(s: ReturnType<typeof emptyBoard>, card: string) {
  return step({ ...s, phase: 'invade', actionsLeft: 0, barbarianDeck: ['Tingi/Va', card], barbarianDiscard: [], rules: { ...s.rules, invasionTrack: [1] } }, 'p1', { type: 'invade' });
}

describe('FR audit: sacking spreads only from a fort city (spelregels "Steden plunderen", FR-17)', () => {
  it('a sacked city without a fort keeps its 3 cubes, raises decline, and puts nothing in its neighbours', () => {
    const s = place(emptyBoard(), { cubes: [['Sinope', 'ostrogoths', 3]], pawns: ['Roma', 'Roma'] });
    const { state, events } = invadeWith(s, 'Sinope/Os');
    expect(events.filter((e) => e.t === 'sacked')).toHaveLength(1);
    expect(state.decline).toBe(1);
    expect(cubes(state, 'Sinope', 'ostrogoths')).toBe(3);
    expect(cubes(state, 'Chersonesus', 'ostrogoths')).toBe(0);
    expect(cubes(state, 'Constantinopolis', 'ostrogoths')).toBe(0);
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

  it('the chain goes on only through fort cities: a full neighbour without a fort is sacked but spreads no further', () => {
    const s = place(emptyBoard(), { cubes: [['Sinope', 'ostrogoths', 3], ['Chersonesus', 'ostrogoths', 3]], forts: ['Sinope'], pawns: ['Roma', 'Roma'] });
    const { state } = invadeWith(s, 'Sinope/Os');
    expect(state.decline).toBe(2);
    expect(cubes(state, 'Tyras', 'ostrogoths')).toBe(0);
  });

  it('keeps the old reading as the option sackSpread: "always"', () => {
    let s = place(emptyBoard(), { cubes: [['Sinope', 'ostrogoths', 3]], pawns: ['Roma', 'Roma'] });
    s = { ...s, rules: { ...s.rules, sackSpread: 'always' } };
    const { state } = invadeWith(s, 'Sinope/Os');
    expect(cubes(state, 'Chersonesus', 'ostrogoths')).toBe(1);
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
    let s = place(emptyBoard(), { cubes: [['Sinope', 'ostrogoths', 3], ['Chersonesus', 'ostrogoths', 1]], legions: [['Chersonesus', 2]], forts: ['Chersonesus'], pawns: ['Roma', 'Roma'] });
    s = { ...s, cubeSupply: [0, 24, 20, 22, 20] };
    expect(invadeWith(s, 'Sinope/Os').state.result).toBeNull();
    const blocked = invadeWith(s, 'Chersonesus/Os').state;
    expect(blocked.result).toBeNull();
    expect(blocked.legions[C('Chersonesus')]).toBe(1);
  });
});
