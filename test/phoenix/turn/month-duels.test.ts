import { describe, expect, it } from 'vitest';
import { ScriptedDice, SeededDice } from '../../../src/kernel/dice.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import type { MonthEvent } from '../../../src/games/phoenix/turn/month/events.js';
import { runMonth } from '../../../src/games/phoenix/turn/month/month.js';
import type { World } from '../../../src/games/phoenix/world/schema.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import { buildCaseWorld } from '../../conformance/phoenix-month-world.js';
import { TEST_PORTS } from './helpers.js';

const duels = (events: readonly MonthEvent[], realm?: string) => events.filter((e) => e.code === 'wizardDuelApplied' && (realm === undefined || e.turnOf === realm));
type Wizards = NonNullable<Parameters<typeof buildCaseWorld>[0]['wizards']>;

/** Realms a, b, c; a's capital 503/22 and b's 503/30 lie side by side (503/22's neighbours: 503/15, 503/29, 503/30 …). */
function world(wizards: Wizards): World {
  return parseWorld(buildCaseWorld({
    turn: 2,
    realms: [{ id: 'a', capital: '503/22' }, { id: 'b', capital: '503/30' }, { id: 'c', capital: '503/01' }],
    hexes: [
      { at: '503/22', terrain: 'lowland', owner: 'a' },
      { at: '503/30', terrain: 'lowland', owner: 'b' },
      { at: '503/01', terrain: 'lowland', owner: 'c' },
    ],
    strongholds: [
      { at: '503/22', level: 'HST', bp: 5_000, owner: 'a' },
      { at: '503/30', level: 'HST', bp: 5_000, owner: 'b' },
      { at: '503/01', level: 'HST', bp: 5_000, owner: 'c' },
    ],
    wizards,
  })).world;
}

describe('B11 wizard duels until every conflict is resolved (R §3 phase 11, §5.3)', () => {
  it('a winner faces the next opponent: one duel per hostile hex (P-171)', () => {
    const w = world([
      { id: 'wen', name: 'Wen', realm: 'a', at: '503/22', class: 'B', gp: 8, zkp: 8, character: true },
      { id: 'xan', name: 'Xan', realm: 'c', at: '503/29', class: 'A', gp: 4, zkp: 4, character: true },
      { id: 'yva', name: 'Yva', realm: 'c', at: '503/15', class: 'A', gp: 4, zkp: 4, character: true },
    ]);
    const dice = new ScriptedDice([...Array<number>(8).fill(6), 1, 1, 1, 1, ...Array<number>(8).fill(6), 1, 1, 1, 1]);
    const out = runMonth(w, new Map(), dice, DEFAULT_RULES, TEST_PORTS);
    expect(dice.remaining).toBe(0);
    const fought = duels(out.events, 'a').map((e) => (e.data.file as { defender: { wizards: { name: string }[] } }).defender.wizards.map((x) => x.name));
    expect(fought.flat().sort()).toEqual(['xan', 'yva']);
    // +2 in the first duel; in the second the 2 won GP are not yet ZKP (R §5.3) and count as automatic 1s, which parry two 1s: +1.
    expect(out.world.wizards.find((x) => x.id === 'wen')).toMatchObject({ at: '503/22', gp: 11, zkp: 8 });
    expect(out.world.wizards.filter((x) => x.realm === 'c').map((x) => x.at)).toEqual(['503/01', '503/01']);
  });

  it('two wizards meet once in a B11, even when both are thrown back to capitals side by side (P-171)', () => {
    const w = world([
      { id: 'ana', name: 'Ana', realm: 'a', at: '503/22', class: 'B', gp: 10, zkp: 10, character: true },
      { id: 'bea', name: 'Bea', realm: 'b', at: '503/30', class: 'B', gp: 10, zkp: 10, character: true },
    ]);
    const out = runMonth(w, new Map(), new SeededDice(5), DEFAULT_RULES, TEST_PORTS);
    expect(duels(out.events, 'a')).toHaveLength(1);
    expect(duels(out.events, 'b').length).toBeLessThanOrEqual(1);
  });

  it('fights only the conflicts of the realm whose turn it is; it attacks (P-170)', () => {
    const w = world([
      { id: 'ana', name: 'Ana', realm: 'a', at: '503/01', class: 'B', gp: 10, zkp: 10, character: true },
      { id: 'bea', name: 'Bea', realm: 'b', at: '503/30', class: 'B', gp: 10, zkp: 10, character: true },
      { id: 'cid', name: 'Cid', realm: 'c', at: '503/29', class: 'B', gp: 10, zkp: 10, character: true },
    ]);
    const out = runMonth(w, new Map(), new SeededDice(1), DEFAULT_RULES, TEST_PORTS);
    expect(duels(out.events, 'a')).toEqual([]);
    expect(duels(out.events, 'b')[0]?.data.file).toMatchObject({ attacker: { realm: 'b' }, defender: { realm: 'c' } });
  });

  it('own wizards in one hex neutralise each other before the duel (R §1.3)', () => {
    const w = world([
      { id: 'ana', name: 'Ana', realm: 'a', at: '503/15', class: 'B', gp: 10, zkp: 10, character: true },
      { id: 'amy', name: 'Amy', realm: 'a', at: '503/15', class: 'A', gp: 4, zkp: 4, character: true },
      { id: 'bea', name: 'Bea', realm: 'b', at: '503/22', class: 'B', gp: 10, zkp: 10, character: true },
    ]);
    const out = runMonth(w, new Map(), new SeededDice(1), DEFAULT_RULES, TEST_PORTS);
    const result = duels(out.events, 'a')[0]?.data.result as { neutralisation: unknown[] };
    expect(result.neutralisation).toEqual([{ side: 'attacker', hex: '503/15', wizards: [{ name: 'ana', zkp: 10, effectiveZkp: 6 }, { name: 'amy', zkp: 4, effectiveZkp: 0 }] }]);
  });
});
