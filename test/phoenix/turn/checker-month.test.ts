import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/kernel/dice.js';
import { checkTurn } from '../../../src/games/phoenix/orders/check.js';
import { lineColumn } from '../../../src/games/phoenix/orders/parse.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { runMonth } from '../../../src/games/phoenix/turn/month/month.js';
import { DEFAULT_PORTS } from '../../../src/games/phoenix/turn/month/ports.js';
import { indexWorld } from '../../../src/games/phoenix/world/loaded.js';
import { monthScenario } from '../../../bench/phoenix/month-generator.js';

/** Scenarios × realms: 25 generated worlds of 20 realms are 500 generated turns. */
const WORLDS = 25;
const REALMS = 20;

describe('one checker: the checker is the month (issue 11; P-103)', () => {
  it(`on ${WORLDS * REALMS} generated turns, the checker reports exactly what the month refuses, in the same words`, () => {
    let turns = 0;
    let refusals = 0;
    let accepted = 0;
    for (let seed = 1; seed <= WORLDS; seed++) {
      const scenario = monthScenario(seed, REALMS, REALMS * 6);
      const loaded = indexWorld(scenario.world);
      for (const [realm, turn] of scenario.turns) {
        turns += 1;
        // Notes (a move the board may cut short) refuse nothing: they are compared with the month's stops in check-notes.test.ts.
        const problems = checkTurn(loaded, turn, DEFAULT_RULES, 'de').filter((p) => p.severity !== 'warning').map((p) => `${p.where} ${p.code}: ${p.message}`);
        // The month with this turn alone and other dice than the checker's trial.
        const month = runMonth(scenario.world, new Map([[realm, turn]]), new SeededDice(seed * 1000 + turns), DEFAULT_RULES, DEFAULT_PORTS);
        const refused = month.turns.get(realm)?.refused ?? [];
        const certain = refused.filter((r) => r.afterDice !== true).map((r) => `${r.path ?? lineColumn(r.line ?? 0, r.column ?? 0)} ${r.code}: ${r.message}`);
        expect([...certain].sort(), `${realm} in world ${seed}`).toEqual([...problems].sort());
        if (problems.length === 0) {
          accepted += 1;
          expect(certain, `${realm} in world ${seed}: accepted, so nothing refused`).toEqual([]);
        }
        refusals += certain.length;
      }
    }
    expect(turns).toBe(WORLDS * REALMS);
    // The generated turns must exercise both sides of the property.
    expect(refusals).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThan(0);
  }, 180_000);
});
