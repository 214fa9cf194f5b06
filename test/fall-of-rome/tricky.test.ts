import { describe, expect, it } from 'vitest';
import { C, codes, cubes, emptyBoard, place, step } from './helpers.js';

describe('FR two revolts at once (spelregels "Opstanden")', () => {
  it('resolves both in turn, lets events be played between them, and the second shuffle holds only its own card', () => {
    let s = emptyBoard();
    s = place(s, { cubes: [['Tyras', 'visigoths', 1]], pawns: ['Roma', 'Roma'] });
    s = {
      ...s,
      hands: [['carpe-diem'], []],
      playerDeck: ['Roma/Os', 'revolt-2', 'revolt-1'],
      barbarianDeck: ['Sinope/Os', 'Narona/Vi', 'Genua/AS', 'Tingi/Va'],
      barbarianDiscard: ['Roma/Hu', 'Roma/Va'],
      invasion: 0,
    };
    const first = step(s, 'p1', { type: 'draw' });
    let t = first.state;
    expect(t.invasion).toBe(1);
    expect(cubes(t, 'Sinope', 'ostrogoths')).toBe(3);
    expect(t.pending).toEqual({ kind: 'second-revolt', seat: 0 });
    // The discard (two Roma cards and the revolt's Sinope card) went on top of the deck.
    expect(t.barbarianDiscard).toEqual([]);
    expect([...t.barbarianDeck.slice(-3)].sort()).toEqual(['Roma/Hu', 'Roma/Va', 'Sinope/Os']);
    expect(codes(t, 'p1', { type: 'march', to: 'Genua' })).toEqual(['choice-open']);
    t = step(t, 'p1', { type: 'event', card: 'carpe-diem' }).state;
    const second = step(t, 'p1', { type: 'continue' });
    t = second.state;
    expect(t.invasion).toBe(2);
    expect(cubes(t, 'Narona', 'visigoths')).toBe(3);
    expect(second.events.find((e) => e.t === 'shuffle')).toEqual({ t: 'shuffle', order: ['Narona/Vi'] });
    expect(t.barbarianDeck[t.barbarianDeck.length - 1]).toBe('Narona/Vi');
    expect(t.box).toEqual(expect.arrayContaining(['revolt-1', 'revolt-2']));
    expect(t.phase).toBe('invade');
  });

  it('places fewer cubes when legions defend the revolting city, and sacks it when a 4th would come', () => {
    let s = place(emptyBoard(), { legions: [['Sinope', 2]], forts: ['Sinope'], pawns: ['Roma', 'Roma'] });
    s = { ...s, playerDeck: ['Roma/Os', 'Roma/Vi', 'revolt-1'], barbarianDeck: ['Sinope/Os', 'Tingi/Va'] };
    const t = step(s, 'p1', { type: 'draw' }).state;
    expect(t.legions[C('Sinope')]).toBe(0);
    expect(cubes(t, 'Sinope', 'ostrogoths')).toBe(1);

    let u = place(emptyBoard(), { cubes: [['Sinope', 'ostrogoths', 2]], forts: ['Sinope'], pawns: ['Roma', 'Roma'] });
    u = { ...u, playerDeck: ['Roma/Os', 'Roma/Vi', 'revolt-1'], barbarianDeck: ['Sinope/Os', 'Tingi/Va'] };
    const v = step(u, 'p1', { type: 'draw' }).state;
    expect(cubes(v, 'Sinope', 'ostrogoths')).toBe(3);
    expect(v.decline).toBe(1);
    expect(v.forts[C('Sinope')]).toBe(false);
    expect(cubes(v, 'Chersonesus', 'ostrogoths')).toBe(1);
    expect(cubes(v, 'Constantinopolis', 'ostrogoths')).toBe(1);
  });
});

describe('FR sacking chain (spelregels "Steden plunderen", FR-8, FR-17)', () => {
  it('sacks each city at most once: a chain through two full fort cities raises decline twice and never returns', () => {
    let s = place(emptyBoard(), {
      cubes: [
        ['Sinope', 'ostrogoths', 3],
        ['Chersonesus', 'ostrogoths', 3],
      ],
      forts: ['Sinope', 'Chersonesus'],
      pawns: ['Roma', 'Roma'],
    });
    s = { ...s, phase: 'invade', actionsLeft: 0, barbarianDeck: ['Tingi/Va', 'Sinope/Os'], barbarianDiscard: [], invasion: 0, rules: { ...s.rules, invasionTrack: [1] } };
    const { state, events } = step(s, 'p1', { type: 'invade' });
    expect(events.filter((e) => e.t === 'sacked').map((e) => (e.t === 'sacked' ? e.city : -1))).toEqual([C('Sinope'), C('Chersonesus')]);
    expect(state.decline).toBe(2);
    expect(state.forts[C('Sinope')]).toBe(false);
    expect(state.forts[C('Chersonesus')]).toBe(false);
    expect(cubes(state, 'Sinope', 'ostrogoths')).toBe(3);
    expect(cubes(state, 'Constantinopolis', 'ostrogoths')).toBe(1);
    expect(cubes(state, 'Tyras', 'ostrogoths')).toBe(1);
    expect(state.turn).toBe(2);
  });

  it('legions stop spread cubes: one legion lost with a fort or pawn, all of them in an ambush (FR-7)', () => {
    let s = place(emptyBoard(), {
      cubes: [['Sinope', 'ostrogoths', 3]],
      legions: [
        ['Constantinopolis', 3],
        ['Chersonesus', 2],
      ],
      forts: ['Constantinopolis', 'Sinope'],
      pawns: ['Roma', 'Roma'],
    });
    s = { ...s, phase: 'invade', actionsLeft: 0, barbarianDeck: ['Sinope/Os'], barbarianDiscard: [], rules: { ...s.rules, invasionTrack: [1] } };
    const { state, events } = step(s, 'p1', { type: 'invade' });
    expect(state.legions[C('Constantinopolis')]).toBe(2);
    expect(state.legions[C('Chersonesus')]).toBe(0);
    expect(cubes(state, 'Constantinopolis', 'ostrogoths')).toBe(0);
    expect(cubes(state, 'Chersonesus', 'ostrogoths')).toBe(0);
    expect(events.filter((e) => e.t === 'blocked')).toHaveLength(2);
  });

  it('loses at once when Roma is sacked', () => {
    let s = place(emptyBoard(), { cubes: [['Roma', 'huns', 3]], pawns: ['Genua', 'Genua'] });
    s = { ...s, phase: 'invade', actionsLeft: 0, barbarianDeck: ['Roma/Hu'], barbarianDiscard: [], rules: { ...s.rules, invasionTrack: [1] } };
    expect(step(s, 'p1', { type: 'invade' }).state.result).toEqual({ outcome: 'lost', cause: 'roma-sacked' });
  });
});

describe('FR enlisting only from allied tribes (spelregels "Barbaren inhuren")', () => {
  it('refuses a tribe that is not allied, then enlists once it is', () => {
    let s = place(emptyBoard(), { cubes: [['Roma', 'ostrogoths', 2], ['Sinope', 'huns', 1]], pawns: ['Roma', 'Roma'] });
    s = { ...s, hands: [['Sinope/Os', 'Chersonesus/Os', 'Carnuntum/Os', 'Aquileia/Os'], []] };
    expect(codes(s, 'p1', { type: 'enlist', tribe: 'ostrogoths', card: 'Aquileia/Os' })).toEqual(['not-allied']);
    s = step(s, 'p1', { type: 'ally', tribe: 'ostrogoths', cards: ['Sinope/Os', 'Chersonesus/Os', 'Carnuntum/Os'] }).state;
    expect(s.allied[0]).toBe(true);
    const t = step(s, 'p1', { type: 'enlist', tribe: 'ostrogoths', card: 'Aquileia/Os' }).state;
    expect(cubes(t, 'Roma', 'ostrogoths')).toBe(0);
    expect(t.legions[C('Roma')]).toBe(2);
    expect(t.actionsLeft).toBe(2);
  });

  it('needs a barbarian of the tribe in the city to ally, except for the Mercator', () => {
    let s = place(emptyBoard({ players: 2, roles: ['consul', 'mercator'] }), { cubes: [['Sinope', 'huns', 1]], pawns: ['Roma', 'Roma'] });
    s = { ...s, hands: [['Sinope/Os', 'Chersonesus/Os', 'Carnuntum/Os'], ['Sinope/Os', 'Chersonesus/Os', 'Carnuntum/Os']], active: 0 };
    expect(codes(s, 'p1', { type: 'ally', tribe: 'ostrogoths', cards: ['Sinope/Os', 'Chersonesus/Os', 'Carnuntum/Os'] })).toEqual(['no-barbarian']);
    expect(codes({ ...s, active: 1 }, 'p2', { type: 'ally', tribe: 'ostrogoths', cards: ['Sinope/Os', 'Chersonesus/Os', 'Carnuntum/Os'] })).toEqual([]);
  });
});

describe('FR both ways to win (spelregels "Win")', () => {
  it('wins when the last tribe is allied', () => {
    let s = place(emptyBoard(), { cubes: [['Roma', 'ostrogoths', 1], ['Sinope', 'huns', 2]], pawns: ['Roma', 'Roma'] });
    s = { ...s, allied: [false, true, true, true, true], hands: [['Sinope/Os', 'Chersonesus/Os', 'Carnuntum/Os'], []] };
    const t = step(s, 'p1', { type: 'ally', tribe: 'ostrogoths', cards: ['Sinope/Os', 'Chersonesus/Os', 'Carnuntum/Os'] }).state;
    expect(t.result).toEqual({ outcome: 'won', cause: 'all-tribes-allied' });
  });

  it('wins when no city holds barbarians of a tribe not allied (allied ones may stay)', () => {
    let s = place(emptyBoard(), { cubes: [['Roma', 'huns', 1], ['Sinope', 'ostrogoths', 2]], legions: [['Roma', 1]], pawns: ['Roma', 'Roma'] });
    s = { ...s, allied: [true, false, false, false, false] };
    const t = step(s, 'p1', { type: 'battle' }, [1]).state;
    expect(cubes(t, 'Roma', 'huns')).toBe(0);
    expect(t.result).toEqual({ outcome: 'won', cause: 'no-hostile-barbarians' });
  });
});
