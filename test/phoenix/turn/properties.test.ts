import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/kernel/dice.js';
import { UNIT_CODES } from '../../../src/games/phoenix/data/units.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import type { MonthContext, RealmTurn } from '../../../src/games/phoenix/turn/month/context.js';
import type { Counted } from '../../../src/games/phoenix/turn/month/events.js';
import { hexRp } from '../../../src/games/phoenix/turn/movement/overstack.js';
import { MonthState } from '../../../src/games/phoenix/turn/month/state.js';
import { MONTH_START, REALM_STEPS } from '../../../src/games/phoenix/turn/steps.js';
import { prepareTurn } from '../../../src/games/phoenix/turn/month/turn-input.js';
import { indexWorld } from '../../../src/games/phoenix/world/loaded.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import { formatWorld } from '../../../src/games/phoenix/world/save.js';
import type { World } from '../../../src/games/phoenix/world/schema.js';
import { monthScenario } from '../../../bench/phoenix/month-generator.js';
import { month, TEST_PORTS } from './helpers.js';

/** Everything counted per realm: units of armies, treasury, special income (funds and cargo), prisoners, wall crews. */
function ledger(world: World): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (realm: string, item: Counted, n: number) => totals.set(`${realm}/${item}`, (totals.get(`${realm}/${item}`) ?? 0) + n);
  for (const army of world.armies) {
    for (const unit of UNIT_CODES) add(army.realm, unit, army[unit] ?? 0);
    add(army.realm, 'special', army.cargo?.gold ?? 0);
    add(army.realm, 'prisoners', army.cargo?.prisoners ?? 0);
  }
  // Wall crews belong to the owner of the hex the wall protects (R §1.5.4).
  const owners = new Map(world.hexes.map((hex) => [hex.at, hex.owner]));
  for (const wall of world.walls) {
    const owner = owners.get(wall.at);
    if (owner === undefined) continue;
    add(owner, 'crewK', wall.crewK);
    add(owner, 'crewHF', wall.crewHF);
  }
  for (const realm of world.realms) {
    add(realm.id, 'treasury', realm.treasury);
    for (const fund of realm.specialFunds ?? []) add(realm.id, 'special', fund.gold);
  }
  return totals;
}

const seeds = fc.integer({ min: 1, max: 1_000_000 });

describe('a month over generated worlds and random orders', () => {
  it('no troops, ships or gold appear or vanish except through an event of a rule', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const scenario = monthScenario(seed, 4, 160);
        // Walls with their crews on every side of every realm's capital, so that crews are fought, taken and handed on.
        for (const realm of scenario.world.realms) {
          if (realm.capital === undefined) continue;
          for (const side of ['NW', 'NO', 'O', 'SO', 'SW', 'W'] as const) scenario.world.walls.push({ at: realm.capital, side, bp: 100, crewK: 400, crewHF: 1 });
        }
        const out = month(scenario.world, Object.fromEntries(scenario.turns), seed);
        const expected = ledger(scenario.world);
        for (const event of out.events) for (const change of event.changes ?? []) expected.set(`${change.realm}/${change.item}`, (expected.get(`${change.realm}/${change.item}`) ?? 0) + change.delta);
        const actual = ledger(out.world);
        for (const key of new Set([...expected.keys(), ...actual.keys()])) expect(actual.get(key) ?? 0, key).toBe(expected.get(key) ?? 0);
      }),
      { numRuns: 6 },
    );
  });

  it('the 100,000-RP limit holds at the end of every realm’s turn', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const scenario = monthScenario(seed, 4, 160);
        // Stack every army of the first realm on its capital, so that the limit has work to do.
        const first = scenario.world.realms[0]!;
        for (const army of scenario.world.armies) if (army.realm === first.id && army.kind !== 'fleet') army.at = first.capital as string;
        const state = new MonthState(scenario.world);
        const start = indexWorld(scenario.world);
        const turns = new Map<string, RealmTurn>(scenario.world.realms.map((r) => [r.id, prepareTurn(start, r.id, scenario.turns.get(r.id), DEFAULT_RULES, TEST_PORTS)]));
        const context: MonthContext = { state, dice: new SeededDice(seed), rules: DEFAULT_RULES, ports: TEST_PORTS, turns };
        for (const step of MONTH_START) step.run(context);
        for (const realm of state.world.calendar.turnOrder[0] ?? []) {
          for (const step of REALM_STEPS) step.run(context, turns.get(realm) as RealmTurn);
          for (const index of state.loaded.armiesAt.keys()) {
            const rp = hexRp(context, index);
            expect(rp.armies + rp.figures).toBeLessThanOrEqual(DEFAULT_RULES.tables.armyThresholds.hexCapacityRp);
          }
        }
      }),
      { numRuns: 4 },
    );
  });

  it('replay: the same world, orders and seed give the same bytes, and the next world loads', () => {
    const scenario = monthScenario(11, 5, 250);
    const once = month(structuredClone(scenario.world), Object.fromEntries(scenario.turns), 42);
    const twice = month(structuredClone(scenario.world), Object.fromEntries(scenario.turns), 42);
    expect(formatWorld(twice.world)).toBe(formatWorld(once.world));
    expect(JSON.stringify(twice.events)).toBe(JSON.stringify(once.events));
    expect(() => parseWorld(JSON.parse(formatWorld(once.world)))).not.toThrow();
    expect(JSON.stringify(twice.rolls)).toBe(JSON.stringify(once.rolls));
  });
});
