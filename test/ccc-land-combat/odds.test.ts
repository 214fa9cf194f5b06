import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCombat } from '../../src/games/ccc-land-combat/autoplay.js';
import type { Choices } from '../../src/games/ccc-land-combat/combat-file.js';
import { FixedDice, odds, outcomeOf } from '../../src/games/ccc-land-combat/odds.js';
import type { CccOptions } from '../../src/games/ccc-land-combat/state.js';

const load = (name: string): { options: CccOptions; choices: Choices } => {
  const combat = JSON.parse(readFileSync(`examples/ccc-land-combat/${name}.json`, 'utf8')) as { choices?: Choices };
  return { options: { combat }, choices: combat.choices ?? {} };
};

/** Every one of the 6^4 throws through the whole combat, counted outcome by outcome. */
function bruteForce(options: CccOptions, choices: Choices): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < 1296; i += 1) {
    const dice = [i % 6, Math.floor(i / 6) % 6, Math.floor(i / 36) % 6, Math.floor(i / 216) % 6].map((d) => d + 1);
    const o = outcomeOf(runCombat(options, choices, new FixedDice(dice)).state);
    const key = `${o.winner}|${o.attackerLosses}|${o.defenderLosses}|${o.leadersLost}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

describe('exact odds', () => {
  it.each(['colony-assault', 'natives-attack'])('%s: the distribution equals the enumeration of all 1296 throws', (name) => {
    const { options, choices } = load(name);
    const result = odds(options, choices);
    expect(result.total).toBe(1296);
    expect(result.outcomes.reduce((n, o) => n + o.count, 0)).toBe(1296);
    const fromOdds = new Map(result.outcomes.map((o) => [`${o.winner}|${o.attackerLosses}|${o.defenderLosses}|${o.leadersLost}`, o.count]));
    expect(fromOdds).toEqual(bruteForce(options, choices));
    expect(result.attackerWins).toBe(result.outcomes.filter((o) => o.winner === 'attacker').reduce((n, o) => n + o.count, 0));
    expect(result.outcomes.length).toBeGreaterThan(1);
  });

  it('an overrun is certain', () => {
    const { options, choices } = load('overrun');
    expect(odds(options, choices)).toEqual({ overrun: true, total: 1, attackerWins: 1, outcomes: [{ winner: 'attacker', attackerLosses: 0, defenderLosses: 0, leadersLost: 0, count: 1 }] });
  });
});
