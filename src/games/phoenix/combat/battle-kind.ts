import type { z } from 'zod';
import type { DiceSource } from '../../../kernel/dice.js';
import type { Problem } from '../../../kernel/problems.js';
import type { Lang } from '../reports/text.js';
import type { PhoenixRules } from '../rules.js';

/** What `odds` prints and returns for a battle file. */
export interface OddsOutcome {
  readonly data: unknown;
  render(lang: Lang): string;
}

/** What a resolution prints and returns for a battle file. */
export interface BattleOutcome {
  /** The result as data (`--json`): inputs, rolls, every figure, the result. */
  readonly data: unknown;
  render(lang: Lang): string;
}

/**
 * One kind of battle file (`"kind": "melee"` …): its schema, the checks a schema cannot make,
 * its resolution and, where the kind has them, its odds.
 */
export interface BattleKind<File = unknown> {
  readonly kind: string;
  readonly schema: z.ZodType<File>;
  /** Problems the schema cannot see (cross references, rule limits), each with its JSON path. */
  problems(file: File, rules: PhoenixRules): Problem[];
  resolve(file: File, dice: DiceSource, rules: PhoenixRules): BattleOutcome;
  odds?(file: File, rules: PhoenixRules): OddsOutcome;
}
