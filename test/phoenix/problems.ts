import { parseBattle } from '../../src/games/phoenix/combat/battle-file.js';
import { InputError } from '../../src/kernel/problems.js';
import { DEFAULT_RULES } from '../../src/games/phoenix/rules.js';

/** The problems of the InputError that `run` throws, as "where: message"; none when it does not throw. */
export function thrownProblems(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof InputError) return error.problems.map((p) => `${p.where}: ${p.message}`);
    throw error;
  }
  return [];
}

/** The problems parseBattle finds in `input`, as "where: message". */
export function problemsOf(input: unknown, rules = DEFAULT_RULES): string[] {
  return thrownProblems(() => parseBattle(input, rules));
}
