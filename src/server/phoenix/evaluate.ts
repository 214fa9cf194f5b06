import { ScriptedDice, SeededDice, type DiceSource } from '../../kernel/dice.js';
import { stepSeed } from '../../kernel/match.js';
import { DEFAULT_RULES } from '../../games/phoenix/rules.js';
import { evaluateMonth, type EvaluatedMonth } from '../../games/phoenix/turn/evaluate.js';
import type { TurnInput } from '../../games/phoenix/turn/turn-input.js';
import type { LoadedWorld } from '../../games/phoenix/world/loaded.js';
import type { MatchInfo, Submission } from '../../store/index.js';
import { ApiError } from '../http/errors.js';
import { turnInput, type Lang } from './turns.js';

/** Real dice the game master rolled at the table, or the match's generator for this month. */
export function monthDice(match: MatchInfo, period: number, dice: readonly number[] | undefined): DiceSource {
  return dice === undefined ? new SeededDice(stepSeed(match.seed, period)) : new ScriptedDice(dice);
}

/** Every realm's latest turn, read as the month reads it. */
export function monthTurns(submissions: readonly Submission[], lang: Lang, only?: string): Map<string, TurnInput> {
  const turns = new Map<string, TurnInput>();
  for (const submission of submissions) {
    if (only !== undefined && submission.seat !== only) continue;
    turns.set(submission.seat, turnInput(submission, lang));
  }
  return turns;
}

/** Runs the month; entered dice must all be used, so a miscounted list is noticed rather than half-read. */
export function runMonth(loaded: LoadedWorld, turns: ReadonlyMap<string, TurnInput>, dice: DiceSource): EvaluatedMonth {
  const month = evaluateMonth(loaded.world, turns, dice, DEFAULT_RULES);
  if (dice instanceof ScriptedDice && dice.remaining > 0) {
    throw new ApiError(400, 'dice', `${dice.remaining} of the entered dice were not needed: the month rolled ${dice.rolls.length} dice`);
  }
  return month;
}
