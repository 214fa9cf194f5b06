import type { Problem } from '../../kernel/problems.js';
import { InputError, TurnTooLarge } from '../../kernel/problems.js';
import { DiceScriptError, ScriptedDice, SeededDice } from '../../kernel/dice.js';
import { StepDice } from '../../kernel/periodic.js';
import { getPeriodic } from '../../kernel/registry.js';
import type { Submission, TurnBody } from '../../store/index.js';
import { ApiError, asApiError } from '../http/errors.js';
import { periodTurns, runPeriod, turnSets } from '../periods/turns.js';

/** A period's state as a task names it: its game, a key that changes with the state, and the state itself when the thread may not have it yet. */
export interface StateRef {
  readonly game: string;
  readonly key: string;
  readonly state?: unknown;
}

/** The heavy work of games played in periods, over the kernel's periodic contract. */
export type Task =
  /** A state from its data (an uploaded world, a correction), checked as the rule set reads it: a large one takes a second of CPU (issue 47). */
  | { readonly kind: 'read-state'; readonly game: string; readonly data: unknown; readonly where: string }
  | { readonly kind: 'check'; readonly state: StateRef; readonly seat: string; readonly body: TurnBody; readonly lang: string }
  | { readonly kind: 'render'; readonly state: StateRef; readonly seat: string | undefined }
  /** `state`: the state after the period the report tells of. */
  | { readonly kind: 'print'; readonly state: StateRef; readonly seat: string; readonly report: unknown; readonly lang: string }
  | {
      readonly kind: 'evaluate';
      readonly game: string;
      readonly state: unknown;
      readonly submissions: readonly Submission[];
      readonly lang: string;
      /** The generator's seed of the period, and dice the game master entered. */
      readonly seed: number;
      readonly dice: readonly number[] | undefined;
      /** When seats were evaluated one by one: every die value so far, the events kept, and the turns each step read (P-297). */
      readonly steps?: { readonly rolls: readonly number[]; readonly events: readonly unknown[]; readonly submissions: readonly (readonly Submission[])[] };
    };

export interface PeriodAnswer {
  readonly state: unknown;
  readonly events: readonly unknown[];
  readonly reports: readonly (readonly [string, unknown])[];
  readonly gmReport: unknown;
  /** How many dice the period rolled (with a seat-by-seat period's kept ones). */
  readonly rolls: number;
}

/** What each task answers. */
export interface TaskResult {
  'read-state': unknown;
  check: Problem[];
  render: string;
  print: string;
  evaluate: PeriodAnswer;
}

/** A failure as it crosses between threads. */
export type TaskFailure =
  | { readonly kind: 'api'; readonly status: number; readonly code: string; readonly message: string; readonly problems?: readonly Problem[] }
  | { readonly kind: 'input'; readonly problems: readonly Problem[]; readonly source?: string }
  | { readonly kind: 'dice'; readonly message: string }
  | { readonly kind: 'internal'; readonly message: string };

export function failureOf(thrown: unknown): TaskFailure {
  const error = thrown instanceof TurnTooLarge ? asApiError(thrown) : thrown;
  if (error instanceof ApiError) return { kind: 'api', status: error.status, code: error.code, message: error.message, ...(error.problems === undefined ? {} : { problems: error.problems }) };
  if (error instanceof DiceScriptError) return { kind: 'dice', message: error.message };
  if (error instanceof InputError) return { kind: 'input', problems: error.problems, ...(error.source === undefined ? {} : { source: error.source }) };
  return { kind: 'internal', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

export function errorOf(failure: TaskFailure): Error {
  if (failure.kind === 'api') return new ApiError(failure.status, failure.code, failure.message, failure.problems);
  if (failure.kind === 'input') return new InputError(failure.problems, failure.source);
  if (failure.kind === 'dice') return new ApiError(400, 'dice', failure.message);
  return new Error(`a worker thread failed: ${failure.message}`);
}

export const KEEP = 8;

/** Read states a thread holds, by key: the last KEEP it was sent. */
export class StateShelf {
  private readonly states = new Map<string, unknown>();

  has(key: string): boolean {
    return this.states.has(key);
  }

  get(ref: StateRef): unknown {
    // First in, first out (no reordering on use), so that the pool can tell which states a thread still holds.
    if (this.states.has(ref.key)) return this.states.get(ref.key);
    if (ref.state === undefined) throw new Error(`the state ${ref.key} was not sent to this thread`);
    const state = getPeriodic(ref.game).parseState(ref.state, 'the stored state');
    this.states.set(ref.key, state);
    while (this.states.size > KEEP) this.states.delete(this.states.keys().next().value as string);
    return state;
  }
}

/** Runs one task: in a worker thread, or in the server's own thread when it has none. */
export function execute(task: Task, shelf: StateShelf): TaskResult[Task['kind']] {
  switch (task.kind) {
    case 'read-state':
      return getPeriodic(task.game).parseState(task.data, task.where);
    case 'check':
      return [...getPeriodic(task.state.game).checkTurn(shelf.get(task.state), task.seat, task.body, task.lang)];
    case 'render': {
      const ruleSet = getPeriodic(task.state.game);
      if (ruleSet.render === undefined) throw new ApiError(404, 'no-picture', `${task.state.game} draws no picture of its state`);
      return ruleSet.render(shelf.get(task.state), task.seat);
    }
    case 'print': {
      const ruleSet = getPeriodic(task.state.game);
      if (ruleSet.printReport === undefined) throw new ApiError(404, 'no-print', `${task.state.game} has no printable report`);
      return ruleSet.printReport(task.report, task.seat, task.lang, shelf.get(task.state));
    }
    case 'evaluate':
      return evaluate(task);
  }
}

function evaluate(task: Extract<Task, { kind: 'evaluate' }>): PeriodAnswer {
  const ruleSet = getPeriodic(task.game);
  const state = ruleSet.parseState(task.state, 'the stored state');
  if (task.steps === undefined) {
    const dice = task.dice === undefined ? new SeededDice(task.seed) : new ScriptedDice(task.dice);
    return answer(runPeriod(ruleSet, state, periodTurns(ruleSet, task.submissions, task.lang), dice), dice.rolls.length);
  }
  const stepDice = new StepDice(task.seed, task.steps.rolls, task.dice);
  const result = ruleSet.evaluate(state, turnSets(ruleSet, [...task.steps.submissions, task.submissions], task.lang), stepDice);
  const kept = task.steps.events;
  if (JSON.stringify(result.events.slice(0, kept.length)) !== JSON.stringify(kept)) {
    throw new ApiError(409, 'replay-diverged', `the ${ruleSet.words.seat}s' turns evaluated so far no longer come out as they were kept (the rules were changed in between); evaluate the ${ruleSet.words.period} afresh with "restart": true`);
  }
  if (stepDice.unused > 0) throw new ApiError(400, 'dice', `${stepDice.unused} of the entered dice were not needed: the rest of the ${ruleSet.words.period} rolled ${stepDice.rolledNow} dice`);
  return answer(result, stepDice.rolls.length);
}

function answer(result: { state: unknown; events: readonly unknown[]; reports: ReadonlyMap<string, unknown>; gmReport: unknown }, rolls: number): PeriodAnswer {
  return { state: result.state, events: result.events, reports: [...result.reports], gmReport: result.gmReport, rolls };
}
