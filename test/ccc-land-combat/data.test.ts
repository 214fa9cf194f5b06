import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/kernel/problems.js';
import { parseCombatFile } from '../../src/games/ccc-land-combat/combat-file.js';
import { SAMPLE_TABLES, parseTables } from '../../src/games/ccc-land-combat/data/tables.js';
import sample from '../../src/games/ccc-land-combat/data/sample-tables.json' with { type: 'json' };

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof InputError) return error.problems.map((p) => `${p.where}: ${p.code}`);
    throw error;
  }
  return [];
}

const example = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(`examples/ccc-land-combat/${name}.json`, 'utf8')) as Record<string, unknown>;

describe('the sample tables', () => {
  it('say they are a sample, not the published tables', () => {
    expect(SAMPLE_TABLES.sample).toBe(true);
    expect(SAMPLE_TABLES.title).toMatch(/sample/i);
    expect(SAMPLE_TABLES.title).toMatch(/not the published/i);
  });

  it('name the JSON path of every problem', () => {
    const bad = structuredClone(sample) as Record<string, unknown> & { results: { from: number | null }[]; units: Record<string, { af: number }>; lossOrder: string[] };
    bad.results[2]!.from = -2;
    bad.units['royal-regiment']!.af = 1;
    bad.lossOrder.push('warriors');
    (bad as Record<string, unknown>).extra = 1;
    expect(problemsOf(() => parseTables(bad))).toEqual(['extra: unknown-key']);
    delete (bad as Record<string, unknown>).extra;
    expect(problemsOf(() => parseTables(bad)).sort()).toEqual(['lossOrder[7]: duplicate', 'results[2].from: results-gap', 'units.royal-regiment.af: royal-attacks']);
  });
});

describe('combat files', () => {
  it.each(['colony-assault', 'natives-attack', 'overrun'])('example %s is valid', (name) => {
    expect(problemsOf(() => parseCombatFile(example(name), SAMPLE_TABLES))).toEqual([]);
  });

  it('a schema problem names its path', () => {
    const file = example('colony-assault') as { avatars: { units: { type: unknown }[] }[]; landArea: Record<string, unknown> };
    file.avatars[0]!.units[1]!.type = 7;
    delete file.landArea.colony;
    expect(problemsOf(() => parseCombatFile(file, SAMPLE_TABLES)).sort()).toEqual(['avatars[0].units[1].type: wrong-type', 'landArea.colony: missing']);
  });

  it('rule problems name their path: defender not the owner, royal regiment in an army, unknown card, ship and fleet', () => {
    const file = example('colony-assault') as Record<string, unknown> & {
      avatars: { units: { type: string }[]; embarked: string | null }[];
      nations: Record<string, { cards: string[] }>;
      fleets: { ships: string[] }[];
    };
    file.defender = 'england';
    file.avatars[0]!.units[0]!.type = 'royal-regiment';
    file.avatars[3]!.embarked = 'ghost-fleet';
    file.nations.spain!.cards.push('no-such-card');
    file.fleets[0]!.ships[1] = 'submarine';
    expect(problemsOf(() => parseCombatFile(file, SAMPLE_TABLES)).sort()).toEqual([
      'avatars[0].units[0].type: colony-unit',
      'avatars[3].embarked: unknown-fleet',
      'defender: wrong-defender',
      'fleets[0].ships[1]: unknown-ship',
      'nations.spain.cards[2]: unknown-card',
    ]);
  });

  it('natives attack only after a failed action, against that nation; without control marker natives defend', () => {
    const natives = example('natives-attack') as Record<string, unknown> & { attacker: Record<string, unknown> };
    delete natives.attacker.trigger;
    expect(problemsOf(() => parseCombatFile(natives, SAMPLE_TABLES))).toEqual(['attacker.trigger: no-trigger']);
    const raid = example('natives-attack') as Record<string, unknown> & { attacker: Record<string, unknown> };
    raid.attacker = { side: 'england', avatar: 'raleigh' };
    raid.defender = 'england';
    expect(problemsOf(() => parseCombatFile(raid, SAMPLE_TABLES)).sort()).toEqual(['defender: same-side', 'defender: wrong-defender']);
    raid.defender = 'natives';
    expect(problemsOf(() => parseCombatFile(raid, SAMPLE_TABLES))).toEqual([]);
  });
});

describe('the demo combat', () => {
  it('is the colony-assault example', () => {
    expect(readFileSync('src/games/ccc-land-combat/data/demo-combat.json', 'utf8')).toBe(readFileSync('examples/ccc-land-combat/colony-assault.json', 'utf8'));
  });
});

describe('the JSON Schemas in docs/ccc-land-combat/schemas/', () => {
  it('are the ones the validators generate (npm run schemas)', async () => {
    const { cccSchemas } = await import('../../src/games/ccc-land-combat/schemas.js');
    for (const [name, schema] of Object.entries(cccSchemas())) {
      expect(readFileSync(`docs/ccc-land-combat/schemas/${name}.schema.json`, 'utf8')).toBe(`${JSON.stringify(schema, null, 2)}\n`);
    }
  });
});
