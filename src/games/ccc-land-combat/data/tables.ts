import { z } from 'zod';
import { InputError, type Problem } from '../../../kernel/problems.js';
import { parseWith } from '../../../kernel/validation.js';
import sampleFile from './sample-tables.json' with { type: 'json' };
import { refusal, type Namer, type Say } from '../refusals.js';
import type { Worded } from '../words.js';

const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be an id: lower-case letters, digits and hyphens');
/**
 * A name in every language: English and German are required, Dutch and French optional (an owner's
 * tables written before them stay valid) and read as the English name where missing.
 */
const names = z
  .strictObject({ en: z.string().min(1), de: z.string().min(1), nl: z.string().min(1).optional(), fr: z.string().min(1).optional() })
  .transform((n): Worded => ({ en: n.en, de: n.de, nl: n.nl ?? n.en, fr: n.fr ?? n.en }));
const whole = z.number().int();

const unitSchema = z.strictObject({
  name: names,
  af: whole.min(0),
  df: whole.min(0),
  cavalry: z.boolean(),
  artillery: z.boolean(),
  native: z.boolean(),
});

const shipSchema = z.strictObject({ name: names, af: whole.min(0), df: whole.min(0) });

/** The conditions the code knows for a chart modifier; `advisor:<id>` applies when the side's skill owner has that advisor. */
const whenSchema = z.union([
  z.enum(['cavalry-charge', 'siege-bonus', 'fortress', 'citadel']),
  z.string().regex(/^advisor:[a-z0-9-]+$/, 'must be cavalry-charge, siege-bonus, fortress, citadel or advisor:<id>'),
]);

const modifierSchema = z.strictObject({
  id,
  when: whenSchema,
  /** announcer: the side that announced (charge); owner: the side whose skill owner has the advisor. */
  side: z.enum(['attacker', 'defender', 'announcer', 'owner']),
  value: whole,
  name: names,
});

const resultSchema = z.strictObject({
  from: whole.nullable(),
  to: whole.nullable(),
  winner: z.enum(['attacker', 'defender']),
  attackerHits: whole.min(0),
  defenderHits: whole.min(0),
});

const effectSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('modifier'), value: whole }),
  z.strictObject({ kind: z.literal('opponent-modifier'), value: whole }),
  z.strictObject({ kind: z.literal('reduce-hits'), value: whole.min(1) }),
  z.strictObject({ kind: z.literal('none') }),
]);

const cardSchema = z.strictObject({
  id,
  name: names,
  colour: z.enum(['red', 'green', 'blue', 'yellow', 'white']),
  reaction: z.boolean(),
  effect: effectSchema,
  /** Limits when the card affects a combat; without it the card affects any land combat of its player. */
  only: z.enum(['attacker', 'defender', 'against-natives']).optional(),
});

export const tablesSchema = z.strictObject({
  $schema: z.string().optional(),
  title: z.string().min(1),
  source: z.string().min(1),
  sample: z.boolean(),
  units: z.record(id, unitSchema),
  ships: z.record(id, shipSchema),
  bombardment: z.strictObject({ percent: whole.min(0).max(100), percentAgainstPort: whole.min(0).max(100) }),
  modifiers: z.array(modifierSchema),
  results: z.array(resultSchema).min(1),
  lossOrder: z.array(id),
  extraHits: z.strictObject({ fewerCavalry: whole.min(0), fewerArtillery: whole.min(0), medicReduces: whole.min(0) }),
  royalRegimentsWithLeader: whole.min(0),
  freeActions: z.array(z.strictObject({ id, name: names })),
  cards: z.array(cardSchema),
});

export type Tables = z.output<typeof tablesSchema>;
export type Card = Tables['cards'][number];
export type ResultRow = Tables['results'][number];
export type Names = z.output<typeof names>;

/** The rule-fixed unit types the code refers to by id (6.6.3 notes: garrison troops, royal regiments). */
export const GARRISON = 'garrison';
export const ROYAL_REGIMENT = 'royal-regiment';

/** Cross-checks a schema can not say: results cover every difference once, in order; the loss order names every unit type once. */
export function checkTables(tables: Tables): Problem[] {
  const problems: Problem[] = [];
  const named = { tables };
  const add = (code: string, where: string, word: (say: Say, n: Namer) => string): void => void problems.push(refusal(code, named, word, where));
  const rows = tables.results;
  rows.forEach((row, i) => {
    if (i === 0 && row.from !== null) add('results-gap', `results[0].from`, (say) => say.firstNull());
    if (i > 0 && row.from === null) add('results-gap', `results[${i}].from`, (say) => say.onlyFirstNull());
    if (i === rows.length - 1 && row.to !== null) add('results-gap', `results[${i}].to`, (say) => say.lastNull());
    if (i < rows.length - 1 && row.to === null) add('results-gap', `results[${i}].to`, (say) => say.onlyLastNull());
    if (row.from !== null && row.to !== null && row.from > row.to) {
      const { from, to } = row;
      add('results-order', `results[${i}]`, (say) => say.rowOrder(from, to));
    }
    const prev = rows[i - 1];
    if (prev !== undefined && prev.to !== null && row.from !== null && row.from !== prev.to + 1) {
      const expected = prev.to + 1;
      const got = row.from;
      add('results-gap', `results[${i}].from`, (say) => say.rowStart(expected, got));
    }
  });
  for (const required of [GARRISON, ROYAL_REGIMENT]) {
    if (!(required in tables.units)) add('missing-unit', 'units', (say, n) => say.missingUnit(n.q(required)));
  }
  if ((tables.units[ROYAL_REGIMENT]?.af ?? 0) !== 0) add('royal-attacks', `units.${ROYAL_REGIMENT}.af`, (say) => say.royalAttacks());
  const seen = new Set<string>();
  tables.lossOrder.forEach((type, i) => {
    if (!(type in tables.units)) add('unknown-unit', `lossOrder[${i}]`, (say, n) => say.lossUnknown(n.q(type)));
    if (seen.has(type)) add('duplicate', `lossOrder[${i}]`, (say, n) => say.namedTwice(n.q(type)));
    seen.add(type);
  });
  for (const type of Object.keys(tables.units)) {
    if (!seen.has(type)) add('loss-order', 'lossOrder', (say, n) => say.lossMissing(n.q(type)));
  }
  const unique = (list: { id: string }[], key: string): void => {
    const ids = new Set<string>();
    list.forEach((item, i) => {
      if (ids.has(item.id)) add('duplicate', `${key}[${i}].id`, (say, n) => say.idTwice(n.q(item.id)));
      ids.add(item.id);
    });
  };
  unique(tables.cards, 'cards');
  unique(tables.modifiers, 'modifiers');
  unique(tables.freeActions, 'freeActions');
  return problems;
}

/** Checks a tables object (already parsed JSON); throws an InputError naming each problem by JSON path. */
export function parseTables(json: unknown, source?: string): Tables {
  const tables = parseWith(tablesSchema, json, source);
  const problems = checkTables(tables);
  if (problems.length > 0) throw new InputError(problems, source);
  return tables;
}

/** The sample tables shipped with Arbiter (not the published ones). */
export const SAMPLE_TABLES: Tables = parseTables(sampleFile, 'sample-tables.json');
