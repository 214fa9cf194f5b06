import { SeededDice } from '../../../kernel/dice.js';
import { settle } from '../../../kernel/match.js';
import type { FrCommand } from '../commands.js';
import { CITIES, cityIndex } from '../data/cities.js';
import { cityCard } from '../data/cards.js';
import { legalCommands } from '../legal.js';
import { fallOfRomeRules as rules } from '../rules.js';
import type { FrState } from '../state.js';
import type { Bot, RandomInt } from './bot.js';
import { determiniseFor } from './determinise.js';
import { evaluate, HEURISTIC_TUNING, type Tuning } from './evaluate.js';
import { swapCommands } from './swaps.js';

/** The state after `command`, with dice from `random`. */
export function afterCommand(state: FrState, seat: string, command: FrCommand, random: RandomInt): FrState {
  // The state the resolution built (D-22), not its events applied again.
  return settle(rules, state, rules.resolve(state, seat, command, new SeededDice(random(0, 0x7fffffff)))).state;
}

/**
 * One possible truth behind what the seat to move knows (determiniseFor): every hidden card dealt
 * again. Bots look ahead only on such states, so a plan never sees the card a draw, an invasion or
 * an event would reveal, nor a hand closed to it.
 */
export function determinise(s: FrState, random: RandomInt): FrState {
  return determiniseFor(s, s.pending?.seat ?? s.active, random);
}

/** The state to value as it stands: with closed hands the others' hands are dealt again (FR-2), else it is the state itself. */
export function knownOnly(s: FrState, random: RandomInt): FrState {
  return s.rules.openHands ? s : determinise(s, random);
}

/**
 * The legal commands, with every card that could pay for a voyage (the generator offers one):
 * the plan then keeps the cards that count toward an alliance.
 */
export function candidates(s: FrState, withEvents: boolean): FrCommand[] {
  const out: FrCommand[] = [];
  const hand = s.hands[s.active] as readonly string[];
  for (const command of legalCommands(s, withEvents)) {
    if (command.type !== 'sail' || command.card === undefined) {
      out.push(command);
      continue;
    }
    const colours = (CITIES[cityIndex(command.to)] as { tribes: readonly number[] }).tribes;
    const seen = new Set<string>();
    for (const card of hand) {
      const info = cityCard(card);
      if (info === undefined || !colours.includes(info.tribe) || seen.has(card)) continue;
      seen.add(card);
      out.push({ ...command, card });
    }
  }
  return out;
}

/** How a plan judges the states it reaches: a value (high is good) and what playing an event card costs on that scale. */
export interface Judge {
  readonly value: (s: FrState) => number;
  readonly eventCost: number;
}

export const HEURISTIC_JUDGE: Judge = { value: (s) => evaluate(s, HEURISTIC_TUNING), eventCost: 6 };

/** A judge from an evaluation tuning (the planner's and the team bot's). */
export const judgeOf = (tuning: Tuning): Judge => ({ value: (s) => evaluate(s, tuning), eventCost: 6 });

/** States kept at each depth of the plan, and dice samples per battle. */
const BEAM = 8;
const BATTLE_SAMPLES = 3;

/** Choices inside a simulated plan (which barbarians go, which card to discard) are taken as offered first. */
export function settled(state: FrState, random: RandomInt): FrState {
  let s = state;
  for (let i = 0; i < 4 && s.result === null && s.pending !== null && s.pending.kind !== 'second-revolt'; i++) {
    const first = legalCommands(s, false)[0];
    if (first === undefined) break;
    s = afterCommand(s, s.seats[s.pending.seat] as string, first, random);
  }
  return s;
}

/** Whether the plan may take this command: actions and (on the first step) events, not the end of the turn. */
export function plannable(command: FrCommand, first: boolean): boolean {
  if (command.type === 'draw' || command.type === 'undo') return false;
  if (command.type === 'event') return first && command.corrupt !== true;
  return true;
}

interface Line {
  readonly first: FrCommand | null;
  readonly state: FrState;
  readonly score: number;
}

/**
 * A command's outcome on a determinised state (the hidden decks shuffled again): dice and hidden
 * cards make battles and events uncertain, so they are scored as the mean of a few samples.
 */
function outcomes(state: FrState, seat: string, command: FrCommand, random: RandomInt, judge: Judge): { state: FrState; score: number } {
  const samples = command.type === 'battle' || command.type === 'event' ? BATTLE_SAMPLES : 1;
  let total = 0;
  let kept = state;
  for (let i = 0; i < samples; i++) {
    const next = settled(afterCommand(determinise(state, random), seat, command, random), random);
    const score = judge.value(next) - (command.type === 'event' ? judge.eventCost : 0);
    total += score;
    if (i === 0) kept = next;
  }
  return { state: kept, score: total / samples };
}

/** What a plan may weigh beyond the move generator's commands. */
export interface PlanOptions {
  /** Do ut des toward the seat collecting a tribe, in either form, when the plan finds it pays. */
  readonly trades?: boolean;
}

/**
 * The commands a plan weighs at a step: the plannable legal ones, and with `trades` on the first
 * step Do ut des toward the seat collecting a tribe (swaps.ts; the move generator offers none),
 * in its corrupt form too (solitaire deals no Do ut des, FR-23).
 */
function stepCommands(s: FrState, first: boolean, options: PlanOptions): FrCommand[] {
  const commands = candidates(s, first).filter((c) => plannable(c, first));
  return options.trades === true && first ? [...commands, ...swapCommands(s, s.active)] : commands;
}

/**
 * Plans the rest of the active seat's actions by a beam search over the legal commands, scoring
 * each line with the evaluation (decline, alliances, danger of full cities and Roma, legions near
 * danger, forts, cards toward alliances), and plays the first command of the best line; ending
 * the actions wins when no line improves on the board as it stands.
 */
export function planAction(state: FrState, random: RandomInt, judge: Judge = HEURISTIC_JUDGE, options: PlanOptions = {}): FrCommand {
  const seat = state.seats[state.active] as string;
  let best: Line = { first: null, state, score: judge.value(knownOnly(state, random)) };
  let beam: Line[] = [best];
  for (let depth = 0; depth < state.actionsLeft + 1 && beam.length > 0; depth++) {
    const next: Line[] = [];
    for (const line of beam) {
      const s = line.state;
      if (s.result !== null || s.pending !== null || s.phase !== 'actions' || s.active !== state.active) continue;
      if (s.actionsLeft === 0 && depth > 0) continue;
      for (const command of stepCommands(s, depth === 0, options)) {
        const { state: after, score } = outcomes(s, seat, command, random, judge);
        const child: Line = { first: line.first ?? command, state: after, score };
        next.push(child);
        if (score > best.score) best = child;
      }
    }
    next.sort((a, b) => b.score - a.score);
    beam = next.slice(0, BEAM);
  }
  return best.first ?? { type: 'draw' };
}

/** Any other decision (a choice, the draw, the invasion): the command whose outcome looks best. */
export function greedy(state: FrState, random: RandomInt, judge: Judge = HEURISTIC_JUDGE): FrCommand {
  const seat = state.seats[state.pending?.seat ?? state.active] as string;
  const commands = legalCommands(state).filter((c) => !(c.type === 'event' && c.corrupt === true));
  let best = commands[0] ?? ({ type: 'draw' } as FrCommand);
  let bestScore = -Infinity;
  for (const command of commands) {
    const score = outcomes(state, seat, command, random, judge).score;
    if (score > bestScore) {
      bestScore = score;
      best = command;
    }
  }
  return best;
}

/**
 * The heuristic player: in its actions it plans the turn (beam search), otherwise it looks one
 * command ahead. It defends full cities and Roma, recruits at forts, battles, allies when its
 * cards allow, uses role abilities and plays events when they pay; corrupt events never, but with
 * `trades` a corrupt Do ut des when it pays for its decline.
 */
export function heuristicWith(judge: Judge, options: PlanOptions = {}): Bot {
  return {
    name: 'heuristic',
    choose(state, random) {
      if (state.pending === null && state.phase === 'actions') {
        const vestalis = state.roles[state.active] === 'vestalis' && state.playerDeck.length >= 3;
        const command = planAction(state, random, judge, options);
        if (command.type === 'draw' && vestalis) return { type: 'draw', three: true };
        return command;
      }
      // Choices, and the moment before the invasion (Abundans cautela, Melius cavere may still pay).
      return greedy(state, random, judge);
    },
  };
}

/** The measured baseline (docs/fall-of-rome/bots.md): its evaluation stays as its kept games were played. */
export const heuristicBot: Bot = heuristicWith(HEURISTIC_JUDGE);
