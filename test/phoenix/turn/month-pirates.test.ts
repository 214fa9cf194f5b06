import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/kernel/dice.js';
import { parseTurnText } from '../../../src/games/phoenix/orders/parse.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { evaluateMonth } from '../../../src/games/phoenix/turn/month/evaluate.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import { buildCaseWorld } from '../../conformance/phoenix-month-world.js';
import { TEST_PORTS } from './helpers.js';

/** A melee between a pirate's army and a's, fought in a's turn, for each seed. */
function fight(seed: number) {
  const world = parseWorld(
    buildCaseWorld({
      turn: 2,
      nest: true,
      emergence: ['601/09', '601/09', '601/09', '601/09'],
      realms: [{ id: 'a', capital: '503/01' }, { id: 'p', kind: 'pirate', standardTerrain: 'water' }],
      hexes: [{ at: '503/01', terrain: 'lowland', owner: 'a' }, { at: '601/09', terrain: 'teleportField' }],
      strongholds: [{ at: '503/01', level: 'HST', bp: 5000, owner: 'a' }],
      armies: [
        { realm: 'a', number: 101, kind: 'warriors', at: '503/29', K: 600, HF: 1 },
        { realm: 'p', number: 101, kind: 'warriors', at: '503/22', K: 2000, HF: 1 },
      ],
    }),
  ).world;
  const turns = new Map([['a', parseTurnText('REICH a\nBEWEGE 101 503/22').turn!]]);
  return evaluateMonth(world, turns, new SeededDice(seed), DEFAULT_RULES, TEST_PORTS);
}

describe('pirates’ loot goes to the treasury at once (R §6.6, errata 6; P-205)', () => {
  it('the combat income a pirate wins in another realm’s turn is in its treasury by the end of that turn, none carried', () => {
    let seen = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const month = fight(seed);
      const melee = month.events.find((e) => e.code === 'melee' && e.data.role === 'defender');
      const income = Number(melee?.data.income ?? 0);
      const loot = month.events.filter((e) => e.code === 'pirateLoot').reduce((sum, e) => sum + Number(e.data.gold), 0);
      expect(loot).toBe(income);
      expect(month.world.armies.filter((a) => a.realm === 'p').every((a) => (a.cargo?.gold ?? 0) === 0)).toBe(true);
      expect(month.world.realms.find((r) => r.id === 'p')?.treasury).toBe(income);
      if (income > 0) {
        seen += 1;
        expect(month.events.find((e) => e.code === 'pirateLoot')?.step).toBe('B17');
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
