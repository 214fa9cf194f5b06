import { describe, expect, it } from 'vitest';
import { C, codes, cubes, emptyBoard, place, step } from './helpers.js';

const two = (roles: [string, string]) => emptyBoard({ players: 2, roles: roles as never });

describe('FR phase 1 actions', () => {
  it('march: to a neighbour only, with at most 3 legions', () => {
    const s = place(emptyBoard(), { legions: [['Roma', 4]], pawns: ['Roma', 'Roma'] });
    expect(codes(s, 'p1', { type: 'march', to: 'Genua', legions: 4 })).toEqual(['out-of-range']);
    const t = step(s, 'p1', { type: 'march', to: 'Genua', legions: 3 }).state;
    expect([t.pawns[0], t.legions[C('Genua')], t.legions[C('Roma')], t.actionsLeft]).toEqual([C('Genua'), 3, 1, 3]);
  });

  it('sail: port to port with a card of a colour of the destination; the Praefectus Classis needs none', () => {
    let s = place(two(['consul', 'praefectus-classis']), { pawns: ['Roma', 'Roma'] });
    s = { ...s, hands: [['Tingi/Va', 'Eburacum/AS'], []] };
    expect(codes(s, 'p1', { type: 'sail', to: 'Sinope', card: 'Tingi/Va' })).toEqual(['wrong-colour']);
    expect(codes(s, 'p1', { type: 'sail', to: 'Mediolanum', card: 'Tingi/Va' })).toContain('not-a-port');
    const t = step(s, 'p1', { type: 'sail', to: 'Carthago', card: 'Tingi/Va' }).state;
    expect(t.playerDiscard).toContain('Tingi/Va');
    expect(codes({ ...s, active: 1 }, 'p2', { type: 'sail', to: 'Sinope' })).toEqual([]);
  });

  it('build fort: the city card; with none left, one is moved; one fort per city', () => {
    let s = place(emptyBoard(), { pawns: ['Genua', 'Roma'] });
    s = { ...s, hands: [['Genua/AS'], []] };
    expect(codes({ ...s, pawns: [C('Roma'), C('Roma')] }, 'p1', { type: 'build-fort', card: 'Genua/AS' })).toContain('fort-exists');
    expect(step(s, 'p1', { type: 'build-fort', card: 'Genua/AS' }).state.forts[C('Genua')]).toBe(true);
    const full = { ...s, fortSupply: 0 };
    expect(codes(full, 'p1', { type: 'build-fort', card: 'Genua/AS' })).toEqual(['no-forts-left']);
    const moved = step(full, 'p1', { type: 'build-fort', card: 'Genua/AS', from: 'Roma' }).state;
    expect([moved.forts[C('Roma')], moved.forts[C('Genua')]]).toEqual([false, true]);
  });

  it('recruit: needs a fort; places the recruitment rate, or what the supply has', () => {
    const s = place(emptyBoard(), { pawns: ['Roma', 'Roma'] });
    expect(step(s, 'p1', { type: 'recruit' }).state.legions[C('Roma')]).toBe(3);
    expect(step({ ...s, legionSupply: 2 }, 'p1', { type: 'recruit' }).state.legions[C('Roma')]).toBe(2);
    expect(codes({ ...s, pawns: [C('Genua'), C('Roma')] }, 'p1', { type: 'recruit' })).toEqual(['no-fort']);
  });

  it('battle: one die per legion up to 3, faces from the rules; mixed colours ask which to remove', () => {
    const s = place(emptyBoard(), { cubes: [['Roma', 'huns', 2], ['Roma', 'vandals', 2]], legions: [['Roma', 2]], pawns: ['Roma', 'Roma'] });
    expect(codes(s, 'p1', { type: 'battle', dice: 3 })).toEqual(['out-of-range']);
    const t = step(s, 'p1', { type: 'battle' }, [1, 4]).state;
    expect(t.legions[C('Roma')]).toBe(1);
    expect(t.pending).toEqual({ kind: 'remove', seat: 0, city: C('Roma'), count: 2 });
    const u = step(t, 'p1', { type: 'remove', tribes: ['vandals', 'huns'] }).state;
    expect([cubes(u, 'Roma', 'huns'), cubes(u, 'Roma', 'vandals')]).toEqual([1, 1]);
  });

  it('Magister Militum loses one legion fewer; the Consul’s special adds a legion', () => {
    const s = place(two(['magister-militum', 'consul']), { cubes: [['Roma', 'huns', 3]], legions: [['Roma', 3]], pawns: ['Roma', 'Roma'] });
    expect(step(s, 'p1', { type: 'battle' }, [3, 3, 6]).state.legions[C('Roma')]).toBe(2);
    const c = { ...place(two(['consul', 'mercator']), { cubes: [['Roma', 'huns', 3]], legions: [['Roma', 1]], pawns: ['Roma', 'Roma'] }) };
    expect(step(c, 'p1', { type: 'battle' }, [6]).state.legions[C('Roma')]).toBe(2);
  });

  it('conspire: the card of the shared city passes; the hand limit asks for a discard', () => {
    let s = place(emptyBoard(), { cubes: [['Eburacum', 'anglo-saxons', 1]], pawns: ['Roma', 'Roma'] });
    s = { ...s, hands: [['Roma/Os'], ['Genua/AS', 'Narbo/AS', 'Tingi/Va', 'Tyras/Vi', 'Sinope/Os', 'Athenae/Va', 'Corduba/Va']] };
    expect(codes(s, 'p1', { type: 'conspire', with: 'p2', card: 'Genua/AS', direction: 'take' })).toEqual(['wrong-card']);
    const t = step(s, 'p1', { type: 'conspire', with: 'p2', card: 'Roma/Os', direction: 'give' }).state;
    expect(t.pending).toEqual({ kind: 'discard', seat: 1 });
    expect(codes(t, 'p1', { type: 'march', to: 'Genua' })).toEqual(['choice-open']);
    expect(step(t, 'p2', { type: 'discard', card: 'Tingi/Va' }).state.pending).toBeNull();
  });
});

describe('FR phases 2 and 3', () => {
  it('loses when fewer than 2 player cards are left to draw', () => {
    const s = { ...place(emptyBoard(), { pawns: ['Roma', 'Roma'] }), playerDeck: ['Roma/Os'] };
    expect(step(s, 'p1', { type: 'draw' }).state.result).toEqual({ outcome: 'lost', cause: 'player-deck-empty' });
  });

  it('invades only where the tribe is, or next on its migration route', () => {
    let s = place(emptyBoard(), { cubes: [['Carnuntum', 'ostrogoths', 1]], pawns: ['Roma', 'Roma'] });
    s = { ...s, phase: 'invade', actionsLeft: 0, barbarianDeck: ['Sinope/Os', 'Constantinopolis/Os', 'Aquileia/Os', 'Chersonesus/Os'], barbarianDiscard: [] };
    const t = step(s, 'p1', { type: 'invade' }).state;
    expect(cubes(t, 'Chersonesus', 'ostrogoths')).toBe(1);
    expect(cubes(t, 'Aquileia', 'ostrogoths')).toBe(1);
    expect(t.barbarianDiscard).toEqual(['Chersonesus/Os', 'Aquileia/Os']);
    expect(t.active).toBe(1);
    const u = { ...t, phase: 'invade' as const, active: 0, barbarianDeck: ['Constantinopolis/Os'] };
    expect(cubes(step(u, 'p1', { type: 'invade' }).state, 'Constantinopolis', 'ostrogoths')).toBe(0);
  });

  it('loses when a tribe has no cube left to place (FR-9)', () => {
    let s = place(emptyBoard(), { cubes: [['Carnuntum', 'ostrogoths', 1]], pawns: ['Roma', 'Roma'] });
    s = { ...s, cubeSupply: [0, 24, 20, 22, 20], phase: 'invade', actionsLeft: 0, barbarianDeck: ['Chersonesus/Os'], barbarianDiscard: [] };
    expect(step(s, 'p1', { type: 'invade' }).state.result).toEqual({ outcome: 'lost', cause: 'cubes-exhausted', tribe: 0 });
  });

  it('loses when decline reaches its last space', () => {
    let s = place(emptyBoard(), { cubes: [['Sinope', 'ostrogoths', 3]], pawns: ['Roma', 'Roma'] });
    s = { ...s, decline: 7, phase: 'invade', actionsLeft: 0, barbarianDeck: ['Sinope/Os'], barbarianDiscard: [], rules: { ...s.rules, invasionTrack: [1] } };
    expect(step(s, 'p1', { type: 'invade' }).state.result).toEqual({ outcome: 'lost', cause: 'decline' });
  });
});

describe('FR roles and events', () => {
  it('the Regina Foederata takes barbarians along (never a 4th of a colour) and enlists once a turn for free', () => {
    let s = place(two(['regina-foederata', 'consul']), { cubes: [['Roma', 'huns', 2], ['Genua', 'huns', 2], ['Eburacum', 'anglo-saxons', 1]], legions: [['Roma', 1]], pawns: ['Roma', 'Roma'] });
    expect(codes(s, 'p1', { type: 'march', to: 'Genua', legions: 1, barbarians: { huns: 2 } })).toEqual(['too-many-barbarians']);
    const t = step(s, 'p1', { type: 'march', to: 'Genua', legions: 1, barbarians: { huns: 1 } }).state;
    expect([cubes(t, 'Genua', 'huns'), cubes(t, 'Roma', 'huns')]).toEqual([3, 1]);
    s = { ...t, allied: [false, false, true, false, false], hands: [['Lutetia/Hu', 'Patrae/Hu'], []], actionsLeft: 0 };
    expect(codes(s, 'p1', { type: 'enlist', tribe: 'huns', card: 'Lutetia/Hu' })).toEqual(['free-enlist']);
    const u = step(s, 'p1', { type: 'enlist', tribe: 'huns' }).state;
    expect(u.legions[C('Genua')]).toBe(4);
    expect(u.hands[0]).toEqual(['Lutetia/Hu', 'Patrae/Hu']);
    expect(codes(u, 'p1', { type: 'enlist', tribe: 'huns', card: 'Patrae/Hu' })).toEqual(['no-actions-left']);
  });

  it('the Vestalis draws from her private deck for her city’s card, and may draw 3 and put 1 back', () => {
    let s = place(two(['vestalis', 'consul']), { cubes: [['Eburacum', 'anglo-saxons', 1]], pawns: ['Roma', 'Roma'] });
    s = { ...s, hands: [['Roma/Vi'], []], vestalisDeck: ['carpe-diem'], playerDeck: ['Genua/AS', 'Narbo/AS', 'Tingi/Va'] };
    const t = step(s, 'p1', { type: 'consult', card: 'Roma/Vi' }).state;
    expect(t.hands[0]).toEqual(['carpe-diem']);
    const u = step(t, 'p1', { type: 'draw', three: true }).state;
    expect(u.pending).toEqual({ kind: 'put-back', seat: 0, cards: ['Tingi/Va', 'Narbo/AS', 'Genua/AS'], secret: false });
    const v = step(u, 'p1', { type: 'put-back', card: 'Narbo/AS' }).state;
    expect(v.playerDeck).toEqual(['Narbo/AS']);
  });

  it('a corrupt event adds 1 decline; Carpe diem adds actions; events are played out of turn', () => {
    let s = place(emptyBoard(), { pawns: ['Roma', 'Roma'] });
    s = { ...s, hands: [[], ['carpe-diem']] };
    expect(codes(s, 'p2', { type: 'event', card: 'carpe-diem' })).toEqual([]);
    const t = step(s, 'p2', { type: 'event', card: 'carpe-diem', corrupt: true }).state;
    expect([t.actionsLeft, t.decline]).toEqual([8, 1]);
  });

  it('Alea iacta est lets the next battle’s dice be set; without it setting is refused', () => {
    let s = place(emptyBoard(), { cubes: [['Roma', 'huns', 2]], legions: [['Roma', 2]], pawns: ['Roma', 'Roma'] });
    s = { ...s, hands: [['alea-iacta-est'], []] };
    expect(codes(s, 'p1', { type: 'battle', set: [5, 5] })).toEqual(['dice-not-set']);
    const t = step(step(s, 'p1', { type: 'event', card: 'alea-iacta-est' }).state, 'p1', { type: 'battle', set: [5, 5] }).state;
    expect(cubes(t, 'Roma', 'huns')).toBe(0);
    expect(t.flags.setDice).toBe('none');
  });

  it('Melius cavere shows the top cards to its player only, who reorders them (and removes one when corrupt)', () => {
    let s = place(emptyBoard(), { cubes: [['Eburacum', 'anglo-saxons', 1]], pawns: ['Roma', 'Roma'] });
    s = { ...s, hands: [['melius-cavere'], []], barbarianDeck: ['Tingi/Va', 'Sinope/Os', 'Genua/AS'] };
    const t = step(s, 'p1', { type: 'event', card: 'melius-cavere', corrupt: true }).state;
    expect(t.pending).toEqual({ kind: 'reorder', seat: 0, cards: ['Genua/AS', 'Sinope/Os', 'Tingi/Va'], remove: true });
    const u = step(t, 'p1', { type: 'reorder', order: ['Tingi/Va', 'Genua/AS'], remove: 'Sinope/Os' }).state;
    expect(u.barbarianDeck).toEqual(['Genua/AS', 'Tingi/Va']);
    expect(u.box).toContain('Sinope/Os');
  });

  it('Abundans cautela skips the invasion when corrupt; Mortui non mordent removes one colour', () => {
    let s = place(emptyBoard(), { cubes: [['Sinope', 'ostrogoths', 2], ['Carnuntum', 'ostrogoths', 1]], pawns: ['Roma', 'Roma'] });
    s = { ...s, hands: [['abundans-cautela', 'mortui-non-mordent'], []], phase: 'invade', actionsLeft: 0, barbarianDeck: ['Sinope/Os', 'Sinope/Os'] };
    const t = step(s, 'p1', { type: 'event', card: 'mortui-non-mordent', removals: [{ city: 'Sinope', tribe: 'ostrogoths' }, { city: 'Carnuntum', tribe: 'ostrogoths' }] }).state;
    expect([cubes(t, 'Sinope', 'ostrogoths'), cubes(t, 'Carnuntum', 'ostrogoths')]).toEqual([1, 0]);
    const u = step(step(t, 'p1', { type: 'event', card: 'abundans-cautela', corrupt: true }).state, 'p1', { type: 'invade' }).state;
    expect(cubes(u, 'Sinope', 'ostrogoths')).toBe(1);
  });
});
