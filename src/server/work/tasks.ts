import type { Problem } from '../../kernel/problems.js';
import { InputError } from '../../kernel/problems.js';
import { DiceScriptError, ScriptedDice, SeededDice } from '../../kernel/dice.js';
import { TurnTooLarge } from '../../kernel/problems.js';
import { renderWorldSvg } from '../../games/phoenix/map/svg/render.js';
import type { GmReport } from '../../games/phoenix/reports/gm-report.js';
import type { RealmReport } from '../../games/phoenix/reports/realm-report.js';
import type { LoadedWorld } from '../../games/phoenix/world/loaded.js';
import { parseWorld } from '../../games/phoenix/world/load.js';
import type { World } from '../../games/phoenix/world/schema.js';
import type { Submission, TurnBody } from '../../store/index.js';
import { ApiError, asApiError } from '../http/errors.js';
import { monthTurns, runMonth, StepDice } from '../games/phoenix/evaluate.js';
import { turnSets } from '../games/phoenix/step-turns.js';
import { turnProblems } from '../../games/phoenix/orders/turn-body.js';
import type { Lang } from '../../games/phoenix/report/text.js';

/** A month's world as a task names it: a key that changes with the world, and the world itself when the thread may not have it yet. */
export interface WorldRef {
  readonly key: string;
  readonly world?: World;
}

export type Task =
  | { readonly kind: 'check'; readonly world: WorldRef; readonly realm: string; readonly body: TurnBody; readonly lang: Lang }
  | { readonly kind: 'map'; readonly world: WorldRef; readonly realm: string | undefined }
  | {
      readonly kind: 'month';
      readonly state: unknown;
      readonly submissions: readonly Submission[];
      readonly lang: Lang;
      /** The generator's seed of the month, and dice the game master entered. */
      readonly seed: number;
      readonly dice: readonly number[] | undefined;
      /** When realms were evaluated one by one: every die value so far, the events kept, and the turns each step read (P-297). */
      readonly steps?: { readonly rolls: readonly number[]; readonly events: readonly unknown[]; readonly submissions: readonly (readonly Submission[])[] };
    };

export interface MonthAnswer {
  readonly world: World;
  readonly events: readonly unknown[];
  readonly realms: readonly (readonly [string, RealmReport])[];
  readonly gm: GmReport;
}

/** What each task answers. */
export interface TaskResult {
  check: Problem[];
  map: string;
  month: MonthAnswer;
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

/** Checked worlds a thread holds, by key: the last KEEP it was sent. */
export class WorldShelf {
  private readonly worlds = new Map<string, LoadedWorld>();

  has(key: string): boolean {
    return this.worlds.has(key);
  }

  get(ref: WorldRef): LoadedWorld {
    // First in, first out (no reordering on use), so that the pool can tell which worlds a thread still holds.
    const hit = this.worlds.get(ref.key);
    if (hit !== undefined) return hit;
    if (ref.world === undefined) throw new Error(`the world ${ref.key} was not sent to this thread`);
    const loaded = parseWorld(ref.world, 'the stored world');
    this.worlds.set(ref.key, loaded);
    while (this.worlds.size > KEEP) this.worlds.delete(this.worlds.keys().next().value as string);
    return loaded;
  }
}

/** Runs one task: in a worker thread, or in the server's own thread when it has none. */
export function execute(task: Task, shelf: WorldShelf): TaskResult[Task['kind']] {
  switch (task.kind) {
    case 'check':
      return turnProblems(shelf.get(task.world), task.realm, task.body, task.lang);
    case 'map':
      return renderWorldSvg(shelf.get(task.world), task.realm === undefined ? {} : { realm: task.realm });
    case 'month':
      return month(task);
  }
}

function month(task: Extract<Task, { kind: 'month' }>): MonthAnswer {
  const loaded = parseWorld(task.state, 'the stored world');
  const turns = monthTurns(task.submissions, task.lang);
  if (task.steps === undefined) {
    const result = runMonth(loaded, turns, task.dice === undefined ? new SeededDice(task.seed) : new ScriptedDice(task.dice));
    return answer(result);
  }
  const stepDice = new StepDice(task.seed, task.steps.rolls, task.dice);
  const result = runMonth(loaded, turnSets([...task.steps.submissions, task.submissions], task.lang), stepDice);
  const kept = task.steps.events;
  if (JSON.stringify(result.events.slice(0, kept.length)) !== JSON.stringify(kept)) {
    throw new ApiError(409, 'replay-diverged', "the realms' turns evaluated so far no longer come out as they were kept (the rules were changed in between); evaluate the month afresh with \"restart\": true");
  }
  if (stepDice.unused > 0) throw new ApiError(400, 'dice', `${stepDice.unused} of the entered dice were not needed: the rest of the month rolled ${stepDice.rolledNow} dice`);
  return answer(result);
}

function answer(result: ReturnType<typeof runMonth>): MonthAnswer {
  return { world: result.world, events: result.events, realms: [...result.reports.realms], gm: result.reports.gm };
}
