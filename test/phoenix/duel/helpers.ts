import { runCli } from '../../../src/cli/main.js';
import { parseBattle } from '../../../src/games/phoenix/combat/battle-file.js';
import { InputError } from '../../../src/kernel/problems.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';

/** The problems parseBattle finds in `input`, as "where: message". */
export function problemsOf(input: unknown, rules = DEFAULT_RULES): string[] {
  try {
    parseBattle(input, rules);
  } catch (error) {
    if (error instanceof InputError) return error.problems.map((p) => `${p.where}: ${p.message}`);
    throw error;
  }
  return [];
}

/** Runs the CLI with captured output. */
export function cli(args: readonly string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = runCli(args, { out: (text) => void (out += text), err: (text) => void (err += text) });
  return { code, out, err };
}

export const character = (name: string, rank: string, gp: number, extra: object = {}) => ({ name, rank, gp, ...extra });
export const wizard = (name: string, gp: number, zkp: number, extra: object = {}) => ({ name, gp, zkp, ...extra });
