import type { z } from 'zod';
import { InputError, type Problem } from './problems.js';

/** A JSON path as people read it: `sides.attacker.armies[0].K`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text === '' ? '(top level)' : text;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'object') return 'an object';
  return typeof value;
}

const EXPECTED: Record<string, string> = {
  number: 'a number',
  string: 'a text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  int: 'a whole number',
};

/** Turns one zod issue into problems a person can act on. */
function problemsOf(issue: z.core.$ZodIssue, input: unknown): Problem[] {
  const where = jsonPath(issue.path);
  const valueAt = issue.path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    input,
  );
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        code: 'unknown-key',
        message: `unknown key "${key}"`,
        where: jsonPath([...issue.path, key]),
      }));
    case 'invalid_type':
      if (valueAt === undefined) return [{ code: 'missing', message: `is required (${EXPECTED[issue.expected] ?? issue.expected})`, where }];
      return [{ code: 'wrong-type', message: `must be ${EXPECTED[issue.expected] ?? issue.expected}, not ${describe(valueAt)}`, where }];
    case 'invalid_value':
      return [{ code: 'not-allowed', message: `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, not ${describe(valueAt)}`, where }];
    case 'too_small':
      if (issue.origin === 'array') return [{ code: 'too-few', message: `must hold ${issue.exact ? 'exactly' : 'at least'} ${issue.minimum} item(s)`, where }];
      return [{ code: 'too-small', message: `must be ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}, not ${describe(valueAt)}`, where }];
    case 'too_big':
      if (issue.origin === 'array') return [{ code: 'too-many', message: `must hold ${issue.exact ? 'exactly' : 'at most'} ${issue.maximum} item(s)`, where }];
      return [{ code: 'too-big', message: `must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}, not ${describe(valueAt)}`, where }];
    case 'invalid_union': {
      const nested = issue.errors.flat();
      if (nested.length > 0) return nested.flatMap((inner) => problemsOf({ ...inner, path: [...issue.path, ...inner.path] }, input));
      return [{ code: 'invalid', message: issue.message, where }];
    }
    default:
      return [{ code: 'invalid', message: issue.message, where }];
  }
}

/** Parses `input` with `schema`; on failure throws an InputError naming every problem by JSON path. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, source?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.flatMap((issue) => problemsOf(issue, input));
  throw new InputError(dedupe(problems), source);
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.where}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Parses JSON text; a syntax error becomes an InputError with line and column. */
export function parseJsonText(text: string, source?: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    let where: string | undefined;
    if (position) {
      const offset = Number(position[1]);
      const before = text.slice(0, offset).split('\n');
      where = `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
    }
    const reason = message.replace(/ in JSON at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
    return fail({ code: 'not-json', message: `is not valid JSON: ${reason}`, ...(where ? { where } : {}) }, source);
  }
}

function fail(problem: Problem, source?: string): never {
  throw new InputError([problem], source);
}
