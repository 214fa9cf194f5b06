import { readFileSync } from 'node:fs';
import { InputError } from '../../../kernel/problems.js';
import { parseJsonText, parseWith } from '../../../kernel/validation.js';
import type { PhoenixRules } from '../rules.js';
import type { BattleKind } from './battle-kind.js';
import { BATTLE_KINDS } from './kinds.js';

export interface LoadedBattle {
  readonly kind: BattleKind;
  readonly file: unknown;
}

/** Reads, parses and checks a battle file; throws an InputError naming every problem. */
export function loadBattleFile(path: string, rules: PhoenixRules): LoadedBattle {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new InputError([{ code: 'unreadable', message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` }], path);
  }
  return parseBattle(parseJsonText(text, path), rules, path);
}

/** Checks a parsed battle file of any kind. */
export function parseBattle(input: unknown, rules: PhoenixRules, source?: string): LoadedBattle {
  const declared = input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>).kind : undefined;
  const kind = BATTLE_KINDS.find((k) => k.kind === declared);
  if (kind === undefined) {
    const known = BATTLE_KINDS.map((k) => `"${k.kind}"`).join(', ');
    const message = declared === undefined ? `needs a "kind": one of ${known}` : `kind ${JSON.stringify(declared)} is not one of ${known}`;
    throw new InputError([{ code: 'unknown-kind', message, where: 'kind' }], source);
  }
  const file = parseWith(kind.schema, input, source);
  const problems = kind.problems(file, rules);
  if (problems.length > 0) throw new InputError(problems, source);
  return { kind, file };
}
