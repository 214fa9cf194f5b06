import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { InputError, type Problem } from '../../../kernel/problems.js';
import { parseJsonText, parseWith } from '../../../kernel/validation.js';
import { boardProblems } from './check-board.js';
import { combatCardProblems, eventProblems, heroProblems, interventionProblems } from './check-lists.js';
import { boardSchema, combatCardsSchema, eventsSchema, heroesSchema, interventionSchema } from './schema.js';

/** One kind of data file: its schema and the cross-reference checks that run once the schema holds. */
interface DataKind<S extends z.ZodType> {
  readonly schema: S;
  readonly check: (data: z.output<S>) => Problem[];
}

const kind = <S extends z.ZodType>(schema: S, check: (data: z.output<S>) => Problem[]): DataKind<S> => ({ schema, check });

export const DATA_KINDS = {
  board: kind(boardSchema, boardProblems),
  combatCards: kind(combatCardsSchema, combatCardProblems),
  heroes: kind(heroesSchema, heroProblems),
  events: kind(eventsSchema, eventProblems),
  intervention: kind(interventionSchema, interventionProblems),
};

export type DataKindName = keyof typeof DATA_KINDS;
export type DataOf<K extends DataKindName> = z.output<(typeof DATA_KINDS)[K]['schema']>;

/** Checks parsed data of one kind; throws an InputError naming every problem by JSON path. */
export function parseData<K extends DataKindName>(name: K, input: unknown, source?: string): DataOf<K> {
  const { schema, check } = DATA_KINDS[name] as unknown as DataKind<z.ZodType<DataOf<K>>>;
  const data = parseWith(schema, input, source);
  const problems = check(data);
  if (problems.length > 0) throw new InputError(problems, source);
  return data;
}

/** Reads and checks a data file of one kind. */
export function loadDataFile<K extends DataKindName>(name: K, path: string): DataOf<K> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new InputError([{ code: 'unreadable', message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` }], path);
  }
  return parseData(name, parseJsonText(text, path), path);
}
