import type { DiceSource } from '../../kernel/dice.js';
import { unusedDice, type AnyPeriodicRuleSet, type PeriodOutcome } from '../../kernel/periodic.js';
import type { Submission } from '../../store/index.js';
import { ApiError } from '../http/errors.js';

/** Every seat's latest turn, read as the period reads it. */
export function periodTurns(ruleSet: AnyPeriodicRuleSet, submissions: readonly Submission[], lang: string): Map<string, unknown> {
  const turns = new Map<string, unknown>();
  for (const submission of submissions) turns.set(submission.seat, ruleSet.readTurn(submission, lang));
  return turns;
}

/**
 * The period's turn sets from the submissions each seat step read. A turn read again is the same
 * object, so the period sees which seats' turns changed between steps (and may tell them).
 */
export function turnSets(ruleSet: AnyPeriodicRuleSet, sets: readonly (readonly Submission[])[], lang: string): ReadonlyMap<string, unknown>[] {
  const read = new Map<string, unknown>();
  return sets.map((submissions) => {
    const turns = new Map<string, unknown>();
    for (const submission of submissions) {
      // Standing orders carried over (version 0) are the same text at every step of the period.
      const key = `${submission.seat}\u0000${submission.version}`;
      if (!read.has(key)) read.set(key, ruleSet.readTurn(submission, lang));
      turns.set(submission.seat, read.get(key));
    }
    return turns;
  });
}

/** Runs the period; entered dice must all be used, so a miscounted list is noticed rather than half-read. */
export function runPeriod(ruleSet: AnyPeriodicRuleSet, state: unknown, turns: ReadonlyMap<string, unknown>, dice: DiceSource): PeriodOutcome<unknown, unknown, unknown, unknown> {
  const outcome = ruleSet.evaluate(state, turns, dice);
  const unused = unusedDice(dice);
  if (unused > 0) throw new ApiError(400, 'dice', `${unused} of the entered dice were not needed: the ${ruleSet.words.period} rolled ${dice.rolls.length} dice`);
  return outcome;
}
