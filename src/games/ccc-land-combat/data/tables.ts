import { z } from 'zod';
import { InputError, type Problem } from '../../../kernel/problems.js';
import { parseWith } from '../../../kernel/validation.js';
import sampleFile from './sample-tables.json' with { type: 'json' };

const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be an id: lower-case letters, digits and hyphens');
const names = z.strictObject({ en: z.string().min(1), de: z.string().min(1) });
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
  const rows = tables.results;
  rows.forEach((row, i) => {
    if (i === 0 && row.from !== null) problems.push({ code: 'results-gap', message: 'the first row must start at null (any lower difference)', where: `results[0].from` });
    if (i > 0 && row.from === null) problems.push({ code: 'results-gap', message: 'only the first row may start at null', where: `results[${i}].from` });
    if (i === rows.length - 1 && row.to !== null) problems.push({ code: 'results-gap', message: 'the last row must end at null (any higher difference)', where: `results[${i}].to` });
    if (i < rows.length - 1 && row.to === null) problems.push({ code: 'results-gap', message: 'only the last row may end at null', where: `results[${i}].to` });
    if (row.from !== null && row.to !== null && row.from > row.to) problems.push({ code: 'results-order', message: `from ${row.from} is above to ${row.to}`, where: `results[${i}]` });
    const prev = rows[i - 1];
    if (prev !== undefined && prev.to !== null && row.from !== null && row.from !== prev.to + 1) {
      problems.push({ code: 'results-gap', message: `must start at ${prev.to + 1}, right after the row before, not ${row.from}`, where: `results[${i}].from` });
    }
  });
  for (const required of [GARRISON, ROYAL_REGIMENT]) {
    if (!(required in tables.units)) problems.push({ code: 'missing-unit', message: `the unit type "${required}" is required by the rules`, where: 'units' });
  }
  if ((tables.units[ROYAL_REGIMENT]?.af ?? 0) !== 0) problems.push({ code: 'royal-attacks', message: 'royal regiments never attack: af must be 0', where: `units.${ROYAL_REGIMENT}.af` });
  const seen = new Set<string>();
  tables.lossOrder.forEach((type, i) => {
    if (!(type in tables.units)) problems.push({ code: 'unknown-unit', message: `unit type "${type}" is not in units`, where: `lossOrder[${i}]` });
    if (seen.has(type)) problems.push({ code: 'duplicate', message: `"${type}" is named twice`, where: `lossOrder[${i}]` });
    seen.add(type);
  });
  for (const type of Object.keys(tables.units)) {
    if (!seen.has(type)) problems.push({ code: 'loss-order', message: `unit type "${type}" is missing`, where: 'lossOrder' });
  }
  const unique = (list: { id: string }[], key: string): void => {
    const ids = new Set<string>();
    list.forEach((item, i) => {
      if (ids.has(item.id)) problems.push({ code: 'duplicate', message: `id "${item.id}" is used twice`, where: `${key}[${i}].id` });
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
