import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyRulesOptions } from '../../src/games/phoenix/options.js';
import type { DisembarkOrder, EmbarkOrder, MoveOrder } from '../../src/games/phoenix/orders/ast.js';
import { explainReach, planMove, type MoveContext } from '../../src/games/phoenix/movement/plan.js';
import { planDisembark, planEmbark } from '../../src/games/phoenix/movement/ship.js';
import { buildCaseWorld, type CaseWorld } from './phoenix-movement/world.js';
import { loadCases } from './cases.js';
import { mismatches } from './matcher.js';

/**
 * Movement conformance cases (docs/phoenix/conformance.md): each file in phoenix-movement/ holds a
 * small world (every hex not listed has the `fill` terrain), one order of a realm, and the plan
 * the rules expect — steps, stop (null: none) and, optionally, what explainReach says about some hexes.
 */
interface MovementCase {
  id: string;
  rule: string;
  title: string;
  rules?: unknown;
  world: CaseWorld;
  realm: string;
  order: MoveOrder | EmbarkOrder | DisembarkOrder;
  context?: { immobile?: string[]; movedBefore?: Record<string, { bwp: number; elevation: number }> };
  expect?: unknown;
  reach?: Record<string, unknown>;
}

describe('Phoenix movement conformance', () => {
  const cases = loadCases<MovementCase>(join(import.meta.dirname, 'phoenix-movement'));

  for (const data of cases) {
    it(`${data.id} (${data.rule}): ${data.title}`, () => {
      const rules = applyRulesOptions(data.rules ?? {});
      const loaded = buildCaseWorld(data.world, data.id);
      const context: MoveContext = {
        lang: 'en',
        ...(data.context?.immobile ? { immobile: new Set(data.context.immobile) } : {}),
        ...(data.context?.movedBefore ? { movedBefore: new Map(Object.entries(data.context.movedBefore)) } : {}),
      };
      const order = data.order;
      const plan =
        order.type === 'embark'
          ? planEmbark(loaded, data.realm, order, rules, context)
          : order.type === 'disembark'
            ? planDisembark(loaded, data.realm, order, rules, context)
            : planMove(loaded, data.realm, order, rules, context);
      if (data.expect !== undefined) expect(mismatches({ ...plan, stop: plan.stop ?? null }, data.expect)).toEqual([]);
      if (data.reach !== undefined && order.type === 'move') {
        const reach = Object.fromEntries(explainReach(loaded, data.realm, order.army, rules, context));
        expect(mismatches(reach, data.reach)).toEqual([]);
      }
    });
  }
});
