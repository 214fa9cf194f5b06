import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/kernel/dice.js';
import { parseTurnText } from '../../../src/games/phoenix/orders/parse.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { evaluateMonth } from '../../../src/games/phoenix/turn/month/evaluate.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import { buildCaseWorld } from '../../conformance/phoenix-month-world.js';
import { TEST_PORTS } from './helpers.js';

/** The undead's 9,000 K attack a's 4,000 K; `extra` orders follow the move. */
function month(seed: number, extra = '', rules = DEFAULT_RULES) {
  const world = parseWorld(
    buildCaseWorld({
      turn: 2,
      realms: [{ id: 'u', kind: 'undead', standardTerrain: 'water' }, { id: 'a', capital: '503/01' }],
      hexes: [{ at: '503/01', terrain: 'lowland', owner: 'a' }],
      strongholds: [{ at: '503/01', level: 'HST', bp: 5000, owner: 'a' }],
      armies: [
        { realm: 'u', number: 101, kind: 'warriors', at: '503/29', K: 9000, HF: 1 },
        { realm: 'a', number: 101, kind: 'warriors', at: '503/22', K: 4000, HF: 1 },
      ],
    }),
  ).world;
  const turns = new Map([['u', parseTurnText(`REICH u\nBEWEGE 101 503/22${extra}`).turn!]]);
  return evaluateMonth(world, turns, new SeededDice(seed), rules, TEST_PORTS);
}

describe('the undead arm 20 % of their combat income at once (R §6.7; P-206)', () => {
  it('up to 83 % of the 20 % in troops, 17 % in HF, into the winning army in B15, paid from its combat income', () => {
    const seed = [1, 2, 3, 4, 5, 6, 7, 8].find((s) => Number(month(s).events.find((e) => e.code === 'melee' && e.data.role === 'attacker')?.data.income ?? 0) >= 5_000);
    expect(seed).toBeDefined();
    const before = month(seed as number);
    const income = Number(before.events.find((e) => e.code === 'melee' && e.data.role === 'attacker')?.data.income);
    const share = Math.floor(income * 0.2);
    const troops = Math.floor(Math.floor(share * 0.83) / 5);
    const k = before.world.armies.find((a) => a.realm === 'u')?.K as number;

    const armed = month(seed as number, `\nRUESTE 503/22 101 SOFORT K ${troops}`);
    const army = armed.world.armies.find((a) => a.realm === 'u');
    expect(armed.events.find((e) => e.code === 'undeadArmament')).toMatchObject({ step: 'B15', data: { cost: troops * 5 } });
    expect(army?.K).toBe(k + troops);
    expect(army?.cargo?.gold ?? 0).toBe(income - troops * 5);

    const over = month(seed as number, `\nRUESTE 503/22 101 SOFORT K ${troops + 1}`);
    expect(over.events.some((e) => e.code === 'undeadArmament')).toBe(false);
    expect(over.events.some((e) => e.code === 'refused' && e.data.code === 'undead-share')).toBe(true);
    expect(over.world.armies.find((a) => a.realm === 'u')?.K).toBe(k);

    // An HF costs 1,000 GS: within 17 % of the share only when the share is at least 5,883 GS.
    const hf = month(seed as number, '\nRUESTE 503/22 101 SOFORT HF 1');
    expect(hf.events.some((e) => e.code === 'undeadArmament')).toBe(Math.floor(share * 0.17) >= 1000);
  });
});

describe('the undead’s one ZA at once (R §6.7, footnote 9; P-284)', () => {
  const seed = [1, 2, 3, 4, 5, 6, 7, 8].find((s) => Number(month(s).events.find((e) => e.code === 'melee' && e.data.role === 'attacker')?.data.income ?? 0) >= 5_000) as number;
  const income = Number(month(seed).events.find((e) => e.code === 'melee' && e.data.role === 'attacker')?.data.income);
  const commanders = Math.floor(Math.floor(income * 0.2) * 0.17);

  it('is paid from the 17 % share: at 15,000 GS this turn’s share does not reach', () => {
    expect(commanders).toBeLessThan(15_000);
    const out = month(seed, '\nRUESTE 503/22 101 SOFORT ZA geist');
    expect(out.events.some((e) => e.code === 'refused' && e.data.code === 'undead-share')).toBe(true);
    expect(out.world.wizards.some((w) => w.id === 'geist')).toBe(false);
  });

  it('one a turn, standing in the army’s hex, paid from the gold it carries (a price within the share)', () => {
    const cheap = { ...DEFAULT_RULES, tables: { ...DEFAULT_RULES.tables, wizardArmament: { ...DEFAULT_RULES.tables.wizardArmament, ZA: { ...DEFAULT_RULES.tables.wizardArmament.ZA, price: 50 } } } };
    expect(commanders).toBeGreaterThanOrEqual(100);
    const out = month(seed, '\nRUESTE 503/22 101 SOFORT ZA geist\nRUESTE 503/22 101 SOFORT ZA spuk', cheap);
    expect(out.world.wizards.find((w) => w.id === 'geist')).toMatchObject({ realm: 'u', at: '503/22', class: 'A', gp: 4, zkp: 4 });
    expect(out.world.wizards.some((w) => w.id === 'spuk')).toBe(false);
    expect(out.events.find((e) => e.code === 'refused' && e.data.line === 4)?.data.code).toBe('undead-one-za');
    expect(out.world.armies.find((a) => a.realm === 'u')?.cargo?.gold).toBe(income - 50);
    // The ZA's price counts against the HF's share: HF for the rest only.
    const hf = Math.floor((commanders - 50) / 1000) + 1;
    const over = month(seed, `\nRUESTE 503/22 101 SOFORT ZA geist\nRUESTE 503/22 101 SOFORT HF ${hf}`, cheap);
    expect(over.events.find((e) => e.code === 'refused' && e.data.line === 4)?.data.code).toBe('undead-share');
  });
});
