import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCombat } from '../../src/games/ccc-land-combat/autoplay.js';
import type { Choices } from '../../src/games/ccc-land-combat/combat-file.js';
import { resultRow } from '../../src/games/ccc-land-combat/combat.js';
import { SAMPLE_TABLES } from '../../src/games/ccc-land-combat/data/tables.js';
import { FixedDice } from '../../src/games/ccc-land-combat/odds.js';

const example = (name: string): Record<string, unknown> & { choices: Choices } =>
  JSON.parse(readFileSync(`examples/ccc-land-combat/${name}.json`, 'utf8')) as Record<string, unknown> & { choices: Choices };

const die = fc.integer({ min: 1, max: 6 });

describe('land combat invariants over random throws and choices', () => {
  it('totals add up, the table decides, hits never exceed it, every unit ends once, glory follows the winner', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('colony-assault', 'natives-attack'),
        fc.array(die, { minLength: 6, maxLength: 6 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('basic', 'veteran', 'expert'),
        (name, dice, chargeA, siege, game) => {
          const file = example(name);
          file.game = game;
          const choices: Choices = { ...file.choices, cavalryCharge: { attacker: chargeA, defender: !chargeA }, siegeBonus: siege };
          const s = runCombat({ combat: file }, choices, new FixedDice(dice)).state;
          expect(s.end).not.toBeNull();
          const l = s.lcdr;
          if (l === null) return;
          for (const side of ['attacker', 'defender'] as const) {
            const r = l[side];
            expect(r.total).toBe(r.factor + r.leader + r.dice[0] + r.dice[1] + r.terms.reduce((n, t) => n + t.value, 0));
            expect(l.eliminated[side].length).toBeLessThanOrEqual(l.hits[side]);
            expect(r.terms.some((t) => t.id === 'siege-bonus')).toBe(side === 'attacker' && siege && game !== 'basic' && name === 'colony-assault');
          }
          const row = resultRow(SAMPLE_TABLES, l.difference);
          expect(l.difference).toBe(l.attacker.total - l.defender.total);
          expect(l.winner).toBe(row.winner);
          expect(l.hits.attacker + l.reduced.attacker).toBe(row.attackerHits);
          expect(new Set(s.eliminated).size).toBe(s.eliminated.length);
          for (const r of s.retreats) if (r.to !== null) for (const u of r.units) expect(l.eliminated[r.side]).not.toContain(u);
          const winner = l.winner === 'attacker' ? (file.attacker as { side: string }).side : (file.defender as string);
          if (winner !== 'natives') expect(s.glory[winner]).toBe((file.nations as Record<string, { glory: number }>)[winner]!.glory + 1);
        },
      ),
      { numRuns: 200, seed: 6603 },
    );
  });
});
