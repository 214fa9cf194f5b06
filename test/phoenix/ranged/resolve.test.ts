import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScriptedDice, SeededDice } from '../../../src/kernel/dice.js';
import { parseBattle } from '../../../src/games/phoenix/combat/battle-file.js';
import type { RangedResult } from '../../../src/games/phoenix/combat/ranged/resolve.js';
import type { RangedFile } from '../../../src/games/phoenix/combat/ranged/schema.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { cli, tempFile } from '../../cli/run.js';
import { example } from './fixtures.js';

function resolve(file: unknown, dice: SeededDice | ScriptedDice): RangedResult {
  const { kind, file: parsed } = parseBattle(file, DEFAULT_RULES);
  return kind.resolve(parsed, dice, DEFAULT_RULES).data as RangedResult;
}

describe('ranged fire: determinism', () => {
  it('the same seed gives byte-identical JSON, another seed other rolls', () => {
    for (const name of ['ranged-stronghold', 'ranged-fleet'] as const) {
      const path = tempFile(`${name}.json`, example(name));
      const first = cli('phoenix', 'ranged', path, '--seed', '42', '--json');
      const second = cli('phoenix', 'ranged', path, '--seed', '42', '--json');
      expect(first.code).toBe(0);
      expect(second.out).toBe(first.out);
      expect(cli('phoenix', 'ranged', path, '--seed', '43', '--json').out).not.toBe(first.out);
    }
  });

  it('renders the German report by default and English on request, and takes dice from --dice', () => {
    const path = tempFile('fleet.json', example('ranged-fleet'));
    const de = cli('phoenix', 'ranged', path, '--dice', '5,8,4,4,1,3,5,16');
    expect(de.code).toBe(0);
    expect(de.out).toContain('Fernkampf (R §5.1)');
    expect(de.out).toContain('W% = 16  (Heer 310: SKS 1 zerstört bei W% ≤ 76,4)');
    expect(de.out).toContain('Borgan erfährt nur, aus welchen Feldern 503/27 beschossen wurde: 503/28 (nicht wie oft).');
    const en = cli('phoenix', 'ranged', path, '--dice', '5,8,4,4,1,3,5,16', '--lang', 'en');
    expect(en.out).toContain('Thalor learns only the damage rolled: 503/27: 615 BP.');
    expect(cli('phoenix', 'ranged', path, '--dice', '5,8').code).toBe(2);
  });
});

const fleetArb = fc.record({
  S: fc.integer({ min: 0, max: 500 }),
  loaded: fc.integer({ min: 0, max: 500 }),
  LKS: fc.integer({ min: 0, max: 5 }),
  SKS: fc.integer({ min: 0, max: 5 }),
  HF: fc.integer({ min: 1, max: 300 }),
  guard: fc.boolean(),
});
const landArb = fc.record({
  K: fc.integer({ min: 0, max: 60_000 }),
  bannedK: fc.integer({ min: 0, max: 60_000 }),
  P: fc.integer({ min: 0, max: 1_000 }),
  SKP: fc.integer({ min: 0, max: 5 }),
  LKP: fc.integer({ min: 0, max: 5 }),
  HF: fc.integer({ min: 1, max: 300 }),
});

interface LandArmy {
  K: number;
  bannedK: number;
  P: number;
  SKP: number;
  LKP: number;
  HF: number;
}

function landFile(army: LandArmy, shots: number, stronghold: boolean): RangedFile {
  return {
    kind: 'ranged',
    shooter: { realm: 'Thalor', armies: [{ id: 101, kind: 'warriors', hex: '503/25', terrain: 'lowland', HF: 1, SKP: shots }] },
    fire: [{ army: 101, weapon: 'SKP', count: shots, mode: 'near', target: { hex: '503/26' } }],
    targets: [
      {
        hex: '503/26',
        terrain: 'lowland',
        realm: 'Borgan',
        ...(stronghold ? { stronghold: { level: 'BUR' as const, owner: 'Borgan' } } : {}),
        armies: [
          {
            id: 110,
            kind: 'warriors',
            K: Math.max(army.K, army.P),
            P: army.P,
            SKP: army.SKP,
            LKP: army.LKP,
            HF: army.HF,
            banned: { K: Math.min(army.bannedK, Math.max(army.K, army.P)) },
          },
        ],
      },
    ],
  };
}

describe('ranged fire: properties', () => {
  it('BP losses are never negative, units never below 0, nothing is gained', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ land: landArb, shots: fc.integer({ min: 1, max: 30 }), stronghold: fc.boolean(), seed: fc.integer({ min: 0, max: 2 ** 31 }) }).map((x) => ({ file: landFile(x.land, x.shots, x.stronghold), seed: x.seed })),
          fc.record({ fleet: fleetArb, shots: fc.integer({ min: 1, max: 30 }), seed: fc.integer({ min: 0, max: 2 ** 31 }) }).map((x) => ({
            seed: x.seed,
            file: {
              kind: 'ranged',
              shooter: { realm: 'Thalor', armies: [{ id: 305, kind: 'fleet', hex: '503/27', terrain: 'water', HF: 1, SKS: x.shots }] },
              fire: [{ army: 305, weapon: 'SKS', count: x.shots, mode: 'near', target: { hex: '503/26' } }],
              targets: [
                {
                  hex: '503/26',
                  terrain: 'water',
                  realm: 'Borgan',
                  armies: [{ id: 310, kind: 'fleet', S: x.fleet.S, HF: x.fleet.HF, loadedShips: Math.min(x.fleet.loaded, x.fleet.S), guard: x.fleet.guard, ...(x.fleet.guard ? {} : { LKS: x.fleet.LKS, SKS: x.fleet.SKS }) }],
                },
              ],
            } satisfies RangedFile,
          })),
        ),
        ({ file, seed }) => {
          const result = resolve(file, new SeededDice(seed));
          for (const hex of result.hexes) {
            if (hex.stronghold !== undefined) {
              expect(hex.stronghold.bpLoss).toBeGreaterThanOrEqual(0);
              expect(hex.stronghold.bpAfter).toBeGreaterThanOrEqual(0);
              expect(hex.stronghold.bpAfter).toBeLessThanOrEqual(hex.stronghold.bpBefore);
            }
            for (const army of hex.armies) {
              expect(army.bpLoss).toBeGreaterThanOrEqual(0);
              expect(army.HF.after).toBeGreaterThanOrEqual(army.destroyed ? 0 : Math.min(1, army.HF.before));
              expect(army.HF.after).toBeLessThanOrEqual(army.HF.before);
              for (const loss of Object.values(army.units)) {
                expect(loss.bpLoss).toBeGreaterThanOrEqual(0);
                expect(loss.lost).toBeGreaterThanOrEqual(0);
                expect(loss.after).toBeGreaterThanOrEqual(loss.banned);
                expect(loss.after).toBe(loss.before - loss.lost);
                expect((loss.emptyLost ?? 0) + (loss.loadedLost ?? 0)).toBe(loss.emptyLost === undefined ? 0 : loss.lost);
              }
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a fleet loses its empty ships before any loaded one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 200 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 10 }), (ships, loaded, rolls) => {
        const loadedShips = Math.min(loaded, ships);
        const file = {
          kind: 'ranged',
          shooter: { realm: 'Thalor', armies: [{ id: 305, kind: 'fleet', hex: '503/27', terrain: 'water', HF: 1, SKS: rolls.length }] },
          fire: [{ army: 305, weapon: 'SKS', count: rolls.length, mode: 'near', target: { hex: '503/26' } }],
          targets: [{ hex: '503/26', terrain: 'water', realm: 'Borgan', armies: [{ id: 310, kind: 'fleet', S: ships, HF: 1, loadedShips }] }],
        };
        const ship = resolve(file, new ScriptedDice(rolls)).hexes[0]?.armies[0]?.units.S;
        expect(ship).toBeDefined();
        if ((ship?.loadedLost ?? 0) > 0) expect(ship?.emptyLost).toBe(ships - loadedShips);
      }),
      { numRuns: 200 },
    );
  });
});
