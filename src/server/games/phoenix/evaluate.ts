import { ScriptedDice, SeededDice, type DiceSource, type DieKind, type Roll } from '../../../kernel/dice.js';
import { stepSeed } from '../../../kernel/match.js';
import { DEFAULT_RULES } from '../../../games/phoenix/rules.js';
import { evaluateMonth, type EvaluatedMonth } from '../../../games/phoenix/turn/evaluate.js';
import type { MonthTurns } from '../../../games/phoenix/turn/month.js';
import type { TurnInput } from '../../../games/phoenix/turn/turn-input.js';
import type { LoadedWorld } from '../../../games/phoenix/world/loaded.js';
import type { MatchInfo, Submission } from '../../../store/index.js';
import { ApiError } from '../../http/errors.js';
import { turnInput } from '../../../games/phoenix/orders/turn-body.js';
import type { Lang } from '../../../games/phoenix/report/text.js';

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
export function runMonth(loaded: LoadedWorld, turns: MonthTurns, dice: DiceSource): EvaluatedMonth {
  const month = evaluateMonth(loaded.world, turns, dice, DEFAULT_RULES);
  if (dice instanceof ScriptedDice && dice.remaining > 0) {
    throw new ApiError(400, 'dice', `${dice.remaining} of the entered dice were not needed: the month rolled ${dice.rolls.length} dice`);
  }
  return month;
}

/**
 * The month's dice when the game master evaluates it realm by realm. The month's generator rolls
 * every die, step after step, so a month evaluated realm by realm with the generator rolls what
 * the whole month would. Earlier steps' values are replayed as they were kept (generator or real
 * dice); for this step, dice entered at the table replace the generator's values.
 */
export class StepDice implements DiceSource {
  readonly rolls: Roll[] = [];
  private readonly generator: SeededDice;
  private readonly entered: ScriptedDice | undefined;

  constructor(
    seed: number,
    private readonly replay: readonly number[],
    entered: readonly number[] | undefined,
  ) {
    this.generator = new SeededDice(seed);
    this.entered = entered === undefined ? undefined : new ScriptedDice(entered);
  }

  roll(die: DieKind, purpose: string, by?: string): number {
    const generated = this.generator.roll(die, purpose, by);
    const index = this.rolls.length;
    const value = index < this.replay.length ? (this.replay[index] as number) : this.entered !== undefined ? this.entered.roll(die, purpose, by) : generated;
    this.rolls.push(by === undefined ? { die, value, purpose } : { die, value, purpose, by });
    return value;
  }

  /** Entered dice this step did not need. */
  get unused(): number {
    return this.entered?.remaining ?? 0;
  }

  /** Dice rolled in this step (after the replayed ones). */
  get rolledNow(): number {
    return Math.max(0, this.rolls.length - this.replay.length);
  }
}

/** The generator's seed of a month: the same for the whole month and for each of its realm steps. */
export function monthSeed(match: MatchInfo, period: number): number {
  return stepSeed(match.seed, period);
}
