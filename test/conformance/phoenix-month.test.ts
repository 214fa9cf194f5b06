import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScriptedDice, SeededDice } from '../../src/kernel/dice.js';
import { applyRulesOptions } from '../../src/games/phoenix/options.js';
import { parseTurnText } from '../../src/games/phoenix/orders/parse.js';
import { evaluateMonth } from '../../src/games/phoenix/turn/evaluate.js';
import type { TurnInput } from '../../src/games/phoenix/turn/turn-input.js';
import { parseWorld } from '../../src/games/phoenix/world/load.js';
import { formatWorld } from '../../src/games/phoenix/world/save.js';
import { loadCases } from './cases.js';
import { mismatches } from './matcher.js';
import { buildCaseWorld, type CaseWorld } from './phoenix-month-world.js';

/**
 * Month conformance cases (docs/phoenix/month.md): a small world, orders as text, dice or a
 * seed, and the expected changes: armies by "realm#number" (null: gone), hexes and strongholds
 * by place, realms by id, and events that must occur (each a partial event) or must not.
 */
interface MonthCase {
  id: string;
  rule: string;
  title: string;
  rules?: unknown;
  dice?: number[];
  seed?: number;
  world: CaseWorld;
  orders: Record<string, string>;
  /** Further months evaluated on the world the first left, each with its orders (events of all months count). */
  then?: { orders: Record<string, string> }[];
  expect: {
    /** Characters by id (`null`: gone). */
    characters?: Record<string, unknown>;
    armies?: Record<string, unknown>;
    hexes?: Record<string, unknown>;
    strongholds?: Record<string, unknown>;
    realms?: Record<string, unknown>;
    /** The magic walls standing at the end: as many as listed, each matching one (partial walls). */
    magicWalls?: unknown[];
    /** Wizards by id (`null`: gone). */
    wizards?: Record<string, unknown>;
    events?: unknown[];
    absentEvents?: string[];
  };
}


describe('Phoenix month conformance', () => {
  const cases = loadCases<MonthCase>(join(import.meta.dirname, 'phoenix-month'));

  for (const data of cases) {
    it(`${data.id} (${data.rule}): ${data.title}`, () => {
      const rules = applyRulesOptions(data.rules ?? {});
      const world = parseWorld(buildCaseWorld(data.world), data.id).world;
      const turnsOf = (orders: Record<string, string>) => {
        const turns = new Map<string, TurnInput>();
        for (const [realm, text] of Object.entries(orders)) {
          const { turn, problems } = parseTurnText(text);
          expect(problems, `orders of ${realm} parse`).toEqual([]);
          if (turn !== undefined) turns.set(realm, turn);
        }
        return turns;
      };
      const dice = data.dice === undefined ? new SeededDice(data.seed ?? 1) : new ScriptedDice(data.dice);
      let month = evaluateMonth(world, turnsOf(data.orders), dice, rules);
      const allEvents = [...month.events];
      for (const next of data.then ?? []) {
        month = evaluateMonth(parseWorld(JSON.parse(formatWorld(month.world))).world, turnsOf(next.orders), dice, rules);
        allEvents.push(...month.events);
      }
      if (dice instanceof ScriptedDice) expect(dice.remaining, 'every scripted die is used').toBe(0);
      expect(() => parseWorld(JSON.parse(formatWorld(month.world)))).not.toThrow();
      const problems: string[] = [];
      for (const [key, expected] of Object.entries(data.expect.armies ?? {})) {
        const [realm, number] = key.split('#');
        const army = month.world.armies.find((a) => a.realm === realm && a.number === Number(number));
        if (expected === null) {
          if (army !== undefined) problems.push(`${key}: expected gone, still there`);
        } else problems.push(...mismatches(army, expected, key));
      }
      for (const [at, expected] of Object.entries(data.expect.hexes ?? {})) problems.push(...mismatches(month.world.hexes.find((h) => h.at === at), expected, at));
      for (const [at, expected] of Object.entries(data.expect.strongholds ?? {})) {
        const found = month.world.strongholds.find((s) => s.at === at);
        if (expected === null) {
          if (found !== undefined) problems.push(`stronghold ${at}: expected gone`);
        } else problems.push(...mismatches(found, expected, `stronghold ${at}`));
      }
      for (const [id, expected] of Object.entries(data.expect.realms ?? {})) problems.push(...mismatches(month.world.realms.find((r) => r.id === id), expected, id));
      for (const [id, expected] of Object.entries(data.expect.wizards ?? {})) {
        const wizard = month.world.wizards.find((w) => w.id === id);
        if (expected === null) {
          if (wizard !== undefined) problems.push(`wizard ${id}: expected gone, still there`);
        } else problems.push(...mismatches(wizard, expected, `wizard ${id}`));
      }
      if (data.expect.magicWalls !== undefined) {
        const walls = month.world.magicWalls;
        if (walls.length !== data.expect.magicWalls.length) problems.push(`${walls.length} magic walls stand, expected ${data.expect.magicWalls.length}`);
        for (const expected of data.expect.magicWalls) if (!walls.some((wall) => mismatches(wall, expected).length === 0)) problems.push(`no magic wall matches ${JSON.stringify(expected)}`);
      }
      for (const [id, expected] of Object.entries(data.expect.characters ?? {})) {
        const character = month.world.characters.find((c) => c.id === id);
        if (expected === null) {
          if (character !== undefined) problems.push(`character ${id}: expected gone, still there`);
        } else problems.push(...mismatches(character, expected, `character ${id}`));
      }
      for (const expected of data.expect.events ?? []) {
        if (!allEvents.some((event) => mismatches(event, expected).length === 0)) problems.push(`no event matches ${JSON.stringify(expected)}`);
      }
      for (const code of data.expect.absentEvents ?? []) if (allEvents.some((event) => event.code === code)) problems.push(`an event "${code}" occurred`);
      expect(problems).toEqual([]);
    });
  }
});
