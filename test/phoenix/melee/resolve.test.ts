import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBattle } from '../../../src/games/phoenix/combat/battle-file.js';
import { resolveMelee } from '../../../src/games/phoenix/combat/melee/kind.js';
import type { MeleeOdds } from '../../../src/games/phoenix/combat/melee/odds.js';
import type { Counts, MeleeResult } from '../../../src/games/phoenix/combat/melee/outcome.js';
import type { MeleeFile } from '../../../src/games/phoenix/combat/melee/schema.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { ScriptedDice } from '../../../src/kernel/dice.js';
import { battleFile, cli, smallMelee } from './helpers.js';

const examples = join(import.meta.dirname, '../../../examples/phoenix');
const rulebook = join(examples, 'melee-rulebook-5.5.json');

describe('example battle files', () => {
  const files = readdirSync(examples).filter((name) => name.endsWith('.json'));
  it('include the rulebook melee and three more melee files', () => {
    expect(files.filter((name) => name.startsWith('melee-')).length).toBeGreaterThanOrEqual(4);
  });
  it.each(files)('%s parses', (name) => {
    expect(() => parseBattle(JSON.parse(readFileSync(join(examples, name), 'utf8')), DEFAULT_RULES, name)).not.toThrow();
  });
});

describe('melee reports', () => {
  it('prints the rulebook example in German with its figures', () => {
    const { code, out } = cli('phoenix', 'melee', rulebook);
    expect(code).toBe(0);
    for (const figure of ['Kampfstärke Verteidiger ReichA: 44.880', 'Kampfstärke Angreifer: 105.000', 'Faktor: -0,3158', '13.000', '136,2105', 'Verbleibend ReichB_101: 39.042 K, 97 HF']) {
      expect(out).toContain(figure);
    }
  });

  it('prints English with --lang en and data with --json', () => {
    const english = cli('phoenix', 'melee', rulebook, '--lang', 'en');
    expect(english.out).toContain('remaining ReichB_101: 39,042 K, 97 HF');
    const json = JSON.parse(cli('phoenix', 'melee', rulebook, '--json').out) as MeleeResult;
    expect(json.attacker.armies[0]?.after).toEqual({ K: 39042, HF: 97 });
  });

  it('prints the odds as a table', () => {
    const { code, out } = cli('phoenix', 'odds', battleFile(smallMelee()));
    expect(code).toBe(0);
    expect(out).toMatch(/Angreifer gewinnt\s+\d/);
    expect(out).toContain('400 gleich wahrscheinliche W20-Paare');
  });
});

describe('determinism', () => {
  it('gives byte-identical JSON for the same seed', () => {
    const path = battleFile(smallMelee());
    const first = cli('phoenix', 'melee', path, '--seed', '42', '--json').out;
    expect(cli('phoenix', 'melee', path, '--seed', '42', '--json').out).toBe(first);
    const rolls = (seed: string) => (JSON.parse(cli('phoenix', 'melee', path, '--seed', seed, '--json').out) as { dice: unknown[] }).dice;
    const seeds = ['1', '2', '3', '4', '5'].map(rolls).map((d) => JSON.stringify(d));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });
});

function load(input: unknown): MeleeFile {
  return parseBattle(input, DEFAULT_RULES).file as MeleeFile;
}

describe('odds', () => {
  const file = load(smallMelee());
  const odds = parseBattle(smallMelee(), DEFAULT_RULES).kind.odds?.(file, DEFAULT_RULES).data as MeleeOdds;
  const party = odds.parties[0];

  it('sum to 1', () => {
    expect(party).toBeDefined();
    expect((party?.attackerWins ?? 0) + (party?.defenderWins ?? 0)).toBeCloseTo(1, 12);
    expect(party?.distribution.reduce((sum, point) => sum + point.probability, 0)).toBeCloseTo(1, 12);
  });

  it('agree with resolving all 400 dice pairs', () => {
    let attackerWins = 0;
    let expectedLoss = 0;
    for (let a = 1; a <= 20; a++) {
      for (let d = 1; d <= 20; d++) {
        // A tie asks for a W%: 1 and 100 give each side its half; otherwise both runs are the same.
        for (const percent of [1, 100]) {
          const weight = 0.5;
          const dice = new ScriptedDice([a, d, percent]);
          const result = resolveMelee(file, dice, DEFAULT_RULES);
          const battle = result.battles[0];
          const w = weight / 400;
          if (battle?.winner === 'attacker') attackerWins += w;
          expectedLoss += w * (battle?.losses?.winnerLoss ?? 0);
        }
      }
    }
    expect(party?.attackerWins).toBeCloseTo(attackerWins, 12);
    expect(party?.expectedWinnerLoss).toBeCloseTo(expectedLoss, 3);
  });
});

const armyArb = (id: number, kind: 'warriors' | 'riders', guard: boolean) =>
  fc
    .record({
      K: fc.integer({ min: 0, max: 50_000 }),
      LKP: fc.integer({ min: 0, max: 5 }),
      HF: fc.integer({ min: 1, max: 250 }),
      advantages: fc.subarray(['downhill', 'behindRiver', 'roadUphill'] as const),
    })
    .map(({ K, LKP, HF, advantages }) => {
      const troops = kind === 'warriors' ? { K, ...(guard ? {} : { LKP }) } : { R: K };
      return { id, kind, HF, advantages, ...troops, ...(guard ? { guard } : {}) };
    });

/** A realm with a warrior and a rider army; 0, 1 or 2 picks which of them (if any) is its guard. */
const sideArb = (realm: string) =>
  fc.integer({ min: 0, max: 2 }).chain((guard) =>
    fc.tuple(armyArb(101, 'warriors', guard === 1), armyArb(201, 'riders', guard === 2)).map((armies) => ({ realm, armies })),
  );

function total(counts: Counts): number {
  return Object.values(counts).reduce((sum, value) => sum + value, 0);
}

describe('melee properties', () => {
  it('losses are never negative nor above HS; survivors + losses = before', () => {
    fc.assert(
      fc.property(sideArb('X'), sideArb('Y'), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 100 }), fc.constantFrom('lowland', 'forest', 'hills'), (attacker, defender, a, d, percent, terrain) => {
        const input = { kind: 'melee', hex: { terrain }, attacker, defenders: [defender] };
        let file: MeleeFile;
        try {
          file = load(input);
        } catch {
          return fc.pre(false);
        }
        const result = resolveMelee(file, new ScriptedDice([a, d, percent]), DEFAULT_RULES);
        for (const battle of result.battles) {
          for (const unit of battle.losses?.units ?? []) {
            expect(unit.loss).toBeGreaterThanOrEqual(0);
            expect(unit.loss).toBeLessThanOrEqual(unit.hs + 1e-9);
          }
        }
        for (const side of [result.attacker, ...result.defenders]) {
          for (const army of side.armies) {
            for (const [field, before] of Object.entries(army.before) as [keyof Counts, number][]) {
              const after = army.after[field] ?? 0;
              expect(after).toBeGreaterThanOrEqual(0);
              expect(after + (army.lost[field] ?? 0) + (army.captured[field] ?? 0) + (army.destroyed[field] ?? 0)).toBe(before);
            }
            if (total(army.after) - (army.after.HF ?? 0) > 0) expect(army.after.HF).toBeGreaterThanOrEqual(1);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
