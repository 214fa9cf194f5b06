import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { InputError } from '../../kernel/problems.js';
import { parseJsonText, parseWith } from '../../kernel/validation.js';
import { TERRAIN_IDS } from './data/terrain.js';
import { DEFAULT_RULES, INTERPRETATION_CHOICES, type PhoenixRules } from './rules.js';

/**
 * A rules-options file: any table number and any reading of the interpretation register can be
 * overridden; keys not in the defaults are errors that name them. Sources are documentation and
 * cannot be overridden.
 */
function overrideSchema(value: unknown): z.ZodType | undefined {
  if (typeof value === 'number') return z.number().min(0);
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    if (typeof first === 'number') return z.array(z.number().min(0)).length(value.length);
    if (typeof first === 'string') return z.array(z.enum(TERRAIN_IDS as [string, ...string[]]));
    return z.array(z.record(z.string(), z.number().int().min(0)));
  }
  if (value !== null && typeof value === 'object') {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, child] of Object.entries(value)) {
      const schema = overrideSchema(child);
      if (schema !== undefined) shape[key] = schema.optional();
    }
    return z.strictObject(shape);
  }
  return undefined;
}

const interpretationsSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(INTERPRETATION_CHOICES).map(([key, choices]) => [key, z.enum(choices as unknown as [string, ...string[]]).optional()]),
  ),
);

export const rulesOptionsSchema = z.strictObject({
  $schema: z.string().optional(),
  description: z.string().optional(),
  tables: (overrideSchema(DEFAULT_RULES.tables) as z.ZodType).optional(),
  interpretations: interpretationsSchema.optional(),
});

export type RulesOptions = z.infer<typeof rulesOptionsSchema>;

function merge(base: unknown, override: unknown): unknown {
  if (override === undefined) return base;
  if (base !== null && typeof base === 'object' && !Array.isArray(base) && override !== null && typeof override === 'object' && !Array.isArray(override)) {
    const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [key, value] of Object.entries(override)) result[key] = merge(result[key], value);
    return result;
  }
  return override;
}

/** The rules with a validated options object applied on top of `base`. */
export function applyRulesOptions(options: unknown, base: PhoenixRules = DEFAULT_RULES, source?: string): PhoenixRules {
  const parsed = parseWith(rulesOptionsSchema, options, source) as RulesOptions;
  return {
    tables: merge(base.tables, parsed.tables) as PhoenixRules['tables'],
    interpretations: merge(base.interpretations, parsed.interpretations) as PhoenixRules['interpretations'],
  };
}

/** Reads and applies a rules-options file. */
export function loadRulesOptions(path: string, base: PhoenixRules = DEFAULT_RULES): PhoenixRules {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new InputError([{ code: 'unreadable', message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` }], path);
  }
  return applyRulesOptions(parseJsonText(text, path), base, path);
}
