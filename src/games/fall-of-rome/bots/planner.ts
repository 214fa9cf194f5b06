import { SeededDice } from '../../../kernel/dice.js';
import type { FrCommand } from '../commands.js';
import { legalCommands, seatToMove } from '../legal.js';
import type { FrState } from '../state.js';
import type { Bot, RandomInt } from './bot.js';
import { determiniseFor } from './determinise.js';
import { evaluate, PLANNER_TUNING, type Tuning } from './evaluate.js';
import { swapCommands } from './swaps.js';
import { afterCommand, candidates, determinise, greedy, judgeOf } from './heuristic.js';

export interface PlannerBudget {
  /** States kept at each depth of the turn plan. */
  readonly beam?: number;
  /** Whole-turn plans carried through the draw and the next invasion. */
  readonly lines?: number;
  /** Samples of the draw and invasion (decks shuffled again) per plan. */
  readonly samples?: number;
  /** Weight of the plan's own score beside its mean after the invasion (0–1): the invasion samples are noisy. */
  readonly blend?: number;
  /** The evaluation's weights (evaluate.ts). */
  readonly tuning?: Tuning;
  /** Actions the plans may not take at all (the team bot: spending a card the table keeps). */
  readonly forbid?: (state: FrState, command: FrCommand) => boolean;
}

interface Line {
  readonly first: FrCommand | null;
  readonly state: FrState;
  readonly score: number;
}

/** Actions and events (both forms) on the first step, actions only after it; never the end of the turn. */
function plannable(command: FrCommand, first: boolean): boolean {
  if (command.type === 'draw' || command.type === 'undo') return false;
  return command.type !== 'event' || first;
}

/**
 * Choices inside a planned line (a card over the hand limit, which barbarians a battle removes)
 * taken as the evaluation likes best: taking the first offered threw away the card a Conspire had
 * just passed, so passes to a full hand never looked worth it.
 */
function settledBest(state: FrState, random: RandomInt, tuning: Tuning): FrState {
  let s = state;
  for (let i = 0; i < 4 && s.result === null && s.pending !== null && s.pending.kind !== 'second-revolt'; i++) {
    const seat = s.seats[s.pending.seat] as string;
    let best: FrState | null = null;
    let bestScore = -Infinity;
    for (const command of legalCommands(s, false)) {
      const next = afterCommand(s, seat, command, random);
      const score = evaluate(next, tuning);
      if (score > bestScore) {
        bestScore = score;
        best = next;
      }
    }
    if (best === null) break;
    s = best;
  }
  return s;
}

/** A command's outcome; battles and events (dice, hidden cards) as the mean of a few samples. */
function outcome(state: FrState, seat: string, command: FrCommand, random: RandomInt, tuning: Tuning): { state: FrState; score: number } {
  const samples = command.type === 'battle' || command.type === 'event' ? 3 : 1;
  let total = 0;
  let kept = state;
  for (let i = 0; i < samples; i++) {
    const next = settledBest(afterCommand(determinise(state, random), seat, command, random), random, tuning);
    // An event card spent is gone for later; a small price keeps them for when they pay.
    total += evaluate(next, tuning) - (command.type === 'event' ? 6 : 0);
    if (i === 0) kept = next;
  }
  return { state: kept, score: total / samples };
}

/** Whole-turn plans by beam search: the best line (its end state) for every first command. */
function turnPlans(state: FrState, beamWidth: number, random: RandomInt, tuning: Tuning, forbid: PlannerBudget['forbid']): Line[] {
  const seat = state.seats[state.active] as string;
  const bestByFirst = new Map<string, Line>();
  let beam: Line[] = [{ first: null, state, score: evaluate(state, tuning) }];
  for (let depth = 0; depth < state.actionsLeft + 1 && beam.length > 0; depth++) {
    const next: Line[] = [];
    for (const line of beam) {
      const s = line.state;
      if (s.result !== null || s.pending !== null || s.phase !== 'actions' || s.active !== state.active) continue;
      if (s.actionsLeft === 0 && depth > 0) continue;
      const commands = depth === 0 ? [...candidates(s, true), ...swapCommands(s, s.active)] : candidates(s, false);
      for (const command of commands) {
        if (!plannable(command, depth === 0) || forbid?.(s, command) === true) continue;
        const { state: after, score } = outcome(s, seat, command, random, tuning);
        const first = line.first ?? command;
        const child: Line = { first, state: after, score };
        next.push(child);
        const key = JSON.stringify(first);
        const known = bestByFirst.get(key);
        if (known === undefined || score > known.score) bestByFirst.set(key, child);
      }
    }
    next.sort((a, b) => b.score - a.score);
    beam = next.slice(0, beamWidth);
  }
  return [...bestByFirst.values()].sort((a, b) => b.score - a.score);
}

/** Over the hand limit in a simulated draw: the discard that hurts the evaluation least. */
function bestChoice(s: FrState, seat: string, random: RandomInt, tuning: Tuning): FrCommand {
  const options = legalCommands(s, false);
  if (s.pending?.kind !== 'discard' || options.length <= 1) return options[0] ?? { type: 'invade' };
  let best = options[0] as FrCommand;
  let bestScore = -Infinity;
  for (const command of options) {
    const score = evaluate(afterCommand(s, seat, command, random), tuning);
    if (score > bestScore) {
      bestScore = score;
      best = command;
    }
  }
  return best;
}

/** The end of the turn played out: the draw, the choices it brings, the invasion, up to the next seat's actions. */
export function throughInvasion(state: FrState, random: RandomInt, tuning: Tuning = PLANNER_TUNING): FrState {
  let s = state;
  const active = s.active;
  for (let i = 0; i < 40 && s.result === null; i++) {
    if (s.pending === null && s.phase === 'actions' && s.active !== active) break;
    const seat = seatToMove(s);
    if (seat === undefined) break;
    const command: FrCommand = s.pending === null && s.phase === 'actions' ? { type: 'draw' } : bestChoice(s, seat, random, tuning);
    s = afterCommand(s, seat, command, random);
  }
  return s;
}

/**
 * The planner: it samples what its seat cannot see (determiniseFor: decks and hidden cards dealt
 * again, information-set sampling), plans whole turns by beam search (actions, trades, escorts,
 * role powers and events in both forms), carries the best plans through the draw and the next
 * invasion on fresh samples of the decks, and plays the first command of the plan whose
 * outcome after the invasion looks best (the evaluation counts cities at 3 by the chance their
 * card comes, decline, deck size and alliances within reach).
 */
export function plannerBot(budget: PlannerBudget = {}): Bot {
  const beamWidth = budget.beam ?? 8;
  const lines = budget.lines ?? 5;
  const samples = budget.samples ?? 4;
  const blend = budget.blend ?? 0.5;
  const tuning = budget.tuning ?? PLANNER_TUNING;
  return {
    name: 'planner',
    choose(real, random) {
      const viewer = real.pending?.seat ?? real.active;
      const state = determiniseFor(real, viewer, random);
      if (state.pending !== null || state.phase !== 'actions') return greedy(state, random, judgeOf(tuning));
      const plans = turnPlans(state, beamWidth, random, tuning, budget.forbid).slice(0, lines);
      // Ending the actions now is a plan too.
      const all: Line[] = [{ first: null, state, score: evaluate(state, tuning) }, ...plans];
      // Common random numbers: every plan meets the same shuffles and dice, so plans differ by their moves, not by luck.
      const seeds = Array.from({ length: samples }, () => random(0, 0x7fffffff));
      let best: FrCommand | null = null;
      let bestValue = -Infinity;
      for (const plan of all) {
        let total = 0;
        for (const seed of seeds) {
          const dice = new SeededDice(seed);
          const sample = (a: number, b: number) => dice.int(a, b);
          total += evaluate(throughInvasion(determiniseFor(plan.state, viewer, sample), sample, tuning), tuning);
        }
        const value = blend * plan.score + (1 - blend) * (total / samples);
        if (value > bestValue) {
          bestValue = value;
          best = plan.first;
        }
      }
      if (best !== null) return best;
      return state.roles[viewer] === 'vestalis' && state.playerDeck.length >= 3 ? { type: 'draw', three: true } : { type: 'draw' };
    },
  };
}
