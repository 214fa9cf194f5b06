import { describe, expect, it } from 'vitest';
import { planMove } from '../../../src/games/phoenix/movement/plan.js';
import { SEARCH_OPTIONS } from '../../../src/games/phoenix/movement/search.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { indexWorld } from '../../../src/games/phoenix/world/loaded.js';
import { monthScenario } from '../../../bench/phoenix/month-generator.js';

describe('the path search leaves out places that cannot reach the target (speed)', () => {
  it('gives exactly the plans of the full search', () => {
    for (const seed of [2026, 7, 99]) {
      const scenario = monthScenario(seed, 6, 400);
      const loaded = indexWorld(scenario.world);
      const plans = (prune: boolean) => {
        SEARCH_OPTIONS.prune = prune;
        try {
          return [...scenario.turns.values()].flatMap((turn) => turn.orders.filter((o) => o.type === 'move').map((o) => planMove(loaded, turn.realm, o, DEFAULT_RULES)));
        } finally {
          SEARCH_OPTIONS.prune = true;
        }
      };
      const full = plans(false);
      expect(full.length).toBeGreaterThan(100);
      expect(JSON.stringify(plans(true))).toBe(JSON.stringify(full));
    }
  });
});
