import { describe, expect, it } from 'vitest';
import type { MonthEvent } from '../../../src/games/phoenix/turn/month/events.js';
import { chosenPairings } from '../../../src/games/phoenix/turn/movement/pairing-orders.js';
import type { Character, World } from '../../../src/games/phoenix/world/schema.js';
import { buildCaseWorld } from '../../conformance/phoenix-month-world.js';
import { month, turnOf } from './helpers.js';

const find = (events: readonly MonthEvent[], code: string) => events.filter((e) => e.code === code);
const character = (id: string, realm: string, gp: number, extra: Partial<Character> = {}): Character =>
  ({ id, name: id, realm, at: '503/22', army: 101, rank: 'castleLord', gp, maxGp: gp, ...extra }) as Character;

/** a (turn first) and b at war in 503/22: a with Sigurd 30 and Olaf 20, b with Brun 16 and Erik 10. */
function twoOnTwo(): World {
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
      { realm: 'b', number: 101, kind: 'warriors', at: '503/22', K: 2_000, HF: 1 },
    ],
    characters: [character('sigurd', 'a', 30, { rank: 'fortressLord' }), character('olaf', 'a', 20, { rank: 'townLord' }), character('brun', 'b', 16), character('erik', 'b', 10, { rank: 'townLord' })],
  });
}

function filePairings(events: readonly MonthEvent[]) {
  return (find(events, 'characterCombatApplied')[0]?.data.file as { pairings?: unknown }).pairings;
}

function resultPairings(events: readonly MonthEvent[]) {
  const result = find(events, 'characterCombatApplied')[0]?.data.result as { pairings: { chosenBy: string; attacker: { fighters: { name: string }[] }; defender: { fighters: { name: string }[] } }[] };
  return result.pairings.map((p) => `${p.chosenBy}: ${p.attacker.fighters.map((f) => f.name).join('+')} – ${p.defender.fighters.map((f) => f.name).join('+')}`);
}

describe('KAMPF: chosen pairings in character combat (R §5.3; P-101)', () => {
  it('without orders the default assignment stays (P-40)', () => {
    const out = month(twoOnTwo());
    expect(filePairings(out.events)).toBeUndefined();
    expect(resultPairings(out.events)).toEqual(['attacker: sigurd – brun', 'attacker: olaf – erik']);
    expect(find(out.events, 'pairingOrder')).toEqual([]);
  });

  it('the attacker names who fights whom; attackers without a choice take the defenders still unengaged', () => {
    const out = month(twoOnTwo(), { a: turnOf('a', { type: 'pairing', fighter: 'sigurd', opponent: 'erik' }) });
    expect(filePairings(out.events)).toEqual([
      { fighter: 'sigurd', opponent: 'erik' },
      { fighter: 'olaf', opponent: 'brun' },
    ]);
    expect(resultPairings(out.events)).toEqual(['attacker: sigurd – erik', 'attacker: olaf – brun']);
    const [note] = find(out.events, 'pairingOrder');
    expect(note).toMatchObject({ step: 'B13', audience: { to: 'realms', realms: ['a'] }, data: { at: '503/22', fighter: 'sigurd', opponent: 'erik', used: true } });
  });

  it('a second attacker joins a defender only when every defender is engaged (R §5.3)', () => {
    const out = month(twoOnTwo(), {
      a: turnOf('a', { type: 'pairing', fighter: 'sigurd', opponent: 'brun' }, { type: 'pairing', fighter: 'olaf', opponent: 'brun' }),
    });
    expect(resultPairings(out.events)).toEqual(['attacker: sigurd – brun', 'attacker: olaf – erik']);
    const notes = find(out.events, 'pairingOrder').map((e) => e.data);
    expect(notes[1]).toMatchObject({ fighter: 'olaf', used: false });
    expect((notes[1]?.reason as { en: string }).en).toContain('engaged');
  });

  it('an unattacked defender chooses its opponent by standing order; an attacked one cannot', () => {
    const world = twoOnTwo();
    world.characters = world.characters.filter((c) => c.id !== 'olaf');
    world.characters.push(character('olaf', 'a', 20, { rank: 'townLord', at: '503/30' }));
    delete world.characters.at(-1)!.army;
    const out = month(world, {
      b: turnOf('b', { type: 'pairing', fighter: 'erik', opponent: 'sigurd' }, { type: 'pairing', fighter: 'brun', opponent: 'sigurd' }),
    });
    expect(resultPairings(out.events)).toEqual(['attacker: sigurd – brun', 'defender: sigurd – erik']);
    // In a's turn b defends: its KAMPF orders are standing orders.
    const notes = find(out.events, 'pairingOrder').filter((e) => e.turnOf === 'a');
    expect(notes.map((e) => [e.data.fighter, e.data.used])).toEqual([
      ['erik', true],
      ['brun', false],
    ]);
    expect(notes.map((e) => e.audience)).toEqual([
      { to: 'realms', realms: ['b'] },
      { to: 'realms', realms: ['b'] },
    ]);
  });

  it('an order for a combat that does not happen is reported to the realm, not applied', () => {
    const out = month(twoOnTwo(), { a: turnOf('a', { type: 'pairing', fighter: 'sigurd', opponent: 'karl' }) });
    expect(filePairings(out.events)).toBeUndefined();
    const [note] = find(out.events, 'pairingOrder');
    expect(note?.data).toMatchObject({ fighter: 'sigurd', opponent: 'karl', used: false });
    expect((note?.data.reason as { en: string }).en).toContain('no character combat');
  });

  it('knights fight knights: a choice across the knights’ combat is not applied (R §5.2)', () => {
    const a = [character('sigurd', 'a', 30, { knight: true }), character('olaf', 'a', 20, { rank: 'townLord' })];
    const b = [character('brun', 'b', 16, { knight: true }), character('erik', 'b', 10, { rank: 'townLord' })];
    const chosen = chosenPairings({ realm: 'a', characters: a, orders: [{ type: 'pairing', fighter: 'sigurd', opponent: 'erik' }] }, { realm: 'b', characters: b, orders: [] }, 4);
    expect(chosen.notes[0]).toMatchObject({ used: false });
    expect(chosen.pairings).toEqual([
      { fighter: 'sigurd', opponent: 'brun' },
      { fighter: 'olaf', opponent: 'erik' },
    ]);
  });

  it('at most four strike one character (R §5.3)', () => {
    const a = ['a1', 'a2', 'a3', 'a4', 'a5'].map((id, i) => character(id, 'a', 20 - i));
    const b = [character('brun', 'b', 16), character('erik', 'b', 10, { rank: 'townLord' })];
    const orders = a.map((c) => ({ type: 'pairing' as const, fighter: c.id, opponent: 'brun' }));
    const chosen = chosenPairings({ realm: 'a', characters: a, orders }, { realm: 'b', characters: b, orders: [] }, 4);
    // a1 … a4 strike Brun (one attacker is still free to engage Erik); a5 would be the fifth on Brun and engages Erik.
    expect(chosen.notes.map((n) => n.used)).toEqual([true, true, true, true, false]);
    expect(chosen.pairings).toEqual([
      { fighter: 'a1', opponent: 'brun' },
      { fighter: 'a2', opponent: 'brun' },
      { fighter: 'a3', opponent: 'brun' },
      { fighter: 'a4', opponent: 'brun' },
      { fighter: 'a5', opponent: 'erik' },
    ]);
    // With only two attackers, the second may not join Brun while Erik is unengaged and nobody else is left.
    const three = chosenPairings({ realm: 'a', characters: a.slice(0, 2), orders: orders.slice(0, 2) }, { realm: 'b', characters: b, orders: [] }, 4);
    expect(three.notes.map((n) => n.used)).toEqual([true, false]);
    expect(three.pairings).toEqual([
      { fighter: 'a1', opponent: 'brun' },
      { fighter: 'a2', opponent: 'erik' },
    ]);
  });
});
