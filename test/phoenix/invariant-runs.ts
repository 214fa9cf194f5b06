import { join } from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { ScriptedDice, SeededDice } from '../../src/kernel/dice.js';
import { applyRulesOptions } from '../../src/games/phoenix/options.js';
import { parseTurnText } from '../../src/games/phoenix/orders/parse.js';
import { DEFAULT_RULES } from '../../src/games/phoenix/rules.js';
import type { TurnInput } from '../../src/games/phoenix/turn/month/turn-input.js';
import { parseWorld } from '../../src/games/phoenix/world/load.js';
import { monthScenario, randomOrders } from '../../bench/phoenix/month-generator.js';
import type { MonthCase } from '../conformance/phoenix-month-case.js';
import { buildCaseWorld } from '../conformance/phoenix-month-world.js';
import { monthChain } from './invariants.js';

const CASES = join(import.meta.dirname, '../conformance/phoenix-month');

function turnsOf(orders: Record<string, string>): Map<string, TurnInput> {
  const turns = new Map<string, TurnInput>();
  for (const [realm, text] of Object.entries(orders)) {
    const { turn } = parseTurnText(text);
    if (turn !== undefined) turns.set(realm, turn);
  }
  return turns;
}

/**
 * Every month conformance case with its own dice or seed and with `seeds` seeds more (1 … seeds):
 * the world each of its months writes must keep the invariants (`monthAfter`: and a further month
 * runs on it). Returns what broke.
 */
export function caseInvariants(seeds: number, monthAfter = true): { runs: number; broken: string[] } {
  const broken: string[] = [];
  let runs = 0;
  for (const name of readdirSync(CASES).filter((n) => n.endsWith('.json')).sort()) {
    const data = JSON.parse(readFileSync(join(CASES, name), 'utf8')) as MonthCase;
    const rules = applyRulesOptions(data.rules ?? {});
    const world = parseWorld(buildCaseWorld(data.world), data.id).world;
    const months = [turnsOf(data.orders), ...(data.then ?? []).map((next) => turnsOf(next.orders))];
    const own = data.dice === undefined ? new SeededDice(data.seed ?? 1) : new ScriptedDice(data.dice);
    for (const [label, dice] of [[`${data.id} (own dice)`, own] as const, ...Array.from({ length: seeds }, (_, i) => [`${data.id} seed ${i + 1}`, new SeededDice(i + 1)] as const)]) {
      runs += 1;
      broken.push(...monthChain(world, months, dice, rules, label, monthAfter).broken);
    }
  }
  return { runs, broken };
}

/**
 * Generated Erkenfaras with random orders for every realm (the bench's generator), seeds `from` …
 * `to`, each played for `months` months, new random orders every month.
 */
export function generatedInvariants(from: number, to: number, months: number): { runs: number; broken: string[] } {
  const broken: string[] = [];
  let runs = 0;
  for (let seed = from; seed <= to; seed++) {
    const scenario = monthScenario(seed, 6, 240, seed % 3 === 0);
    const orderDice = new SeededDice(seed * 7919);
    const dice = new SeededDice(seed);
    let world = scenario.world;
    let turns: ReadonlyMap<string, TurnInput> = scenario.turns;
    for (let month = 1; month <= months; month++) {
      runs += 1;
      const chain = monthChain(world, [turns], dice, DEFAULT_RULES, `generated world ${seed}`);
      if (chain.broken.length > 0) {
        broken.push(...chain.broken.map((line) => line.replace(', month 1', `, month ${month}`)));
        break;
      }
      const next = chain.world;
      world = next;
      turns = new Map(next.realms.map((realm) => [realm.id, { realm: realm.id, orders: randomOrders(next, realm.id, orderDice) }]));
    }
  }
  return { runs, broken };
}
