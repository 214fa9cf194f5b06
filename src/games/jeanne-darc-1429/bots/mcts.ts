import { SeededDice } from '../../../kernel/dice.js';
import { cloneState } from '../apply.js';
import type { JdaCommand } from '../commands.js';
import { contextOf } from '../context.js';
import { resolveCommand } from '../dispatch.js';
import { Emitter } from '../emitter.js';
import { seatToMove } from '../legal.js';
import type { Power } from '../powers.js';
import type { JdaState } from '../state.js';
import type { Bot, RandomInt } from './bot.js';
import { determinise } from './determinise.js';
import { standing } from './evaluate.js';
import { bestLegal, heuristicBot } from './heuristic.js';

export interface MctsBudget {
  /** Iterations per decision, or… */
  readonly iterations?: number;
  /** …milliseconds per decision (not reproducible across machines; iterations are). */
  readonly ms?: number;
  /** Commands the search tries at each of its own decisions: the heuristic's best legal ones. */
  readonly width?: number;
  /** Most commands (of all seats) one iteration plays before it scores the position. */
  readonly horizon?: number;
  /** UCB1 exploration constant, on rewards in [0, 1]. */
  readonly exploration?: number;
}

interface Node {
  visits: number;
  total: number;
  /** How often each child's command was legal when its parent was visited (ISMCTS availability). */
  readonly available: Map<string, number>;
  readonly children: Map<string, Node>;
}

const newNode = (): Node => ({ visits: 0, total: 0, available: new Map(), children: new Map() });

/** Plays a legal command on `s` itself (an iteration's own clone, D-18), with dice from `random`; events are not kept. */
function step(s: JdaState, seat: Power, command: JdaCommand, random: RandomInt): void {
  resolveCommand(new Emitter(s, new SeededDice(random(0, 0x7fffffff)), true), seat, command);
}

/** 1 for a won game (shared by equal winners), 0 for a lost one; before the end, the lead over the best other player, squashed. */
function reward(s: JdaState, seat: Power): number {
  if (s.result !== null) return s.result.winners.includes(seat) ? 1 / s.result.winners.length : 0;
  const ctx = contextOf(s);
  const mine = standing(ctx, seat);
  let best = -Infinity;
  for (const other of s.turnOrder) if (other !== seat) best = Math.max(best, standing(ctx, other));
  return 1 / (1 + Math.exp(-(mine - best) / 8));
}

/**
 * Information-set Monte Carlo tree search for one seat (single observer). Every iteration
 * determinises the state from the seat's view (bots/determinise.ts: the others' hands and the draw
 * pile dealt again from the unseen cards, secret choices and hidden events drawn afresh), then plays
 * on with fresh dice: at the seat's own decisions it walks a tree of its commands by UCB1 over the
 * heuristic's `width` best legal ones (counted by availability, as they differ between
 * determinisations), expands one new node, and from there all seats play the heuristic until the
 * round is over, the game ends or `horizon` commands are played. The position is scored for the
 * seat: a finished game by its result, otherwise by its public standing against the best other
 * player's (bots/evaluate.ts). The command tried most often at the root is played.
 */
export function mctsBot(budget: MctsBudget = { iterations: 100 }): Bot {
  const c = budget.exploration ?? 0.7;
  const width = budget.width ?? 5;
  const horizon = budget.horizon ?? 120;
  return {
    name: 'mcts',
    choose(state, seat, random) {
      const rootOptions = bestLegal(state, seat, width);
      if (rootOptions.length <= 1) return rootOptions[0]?.command ?? heuristicBot.choose(state, seat, random);
      const root = newNode();
      const deadline = budget.ms === undefined ? Infinity : performance.now() + budget.ms;
      const iterations = budget.iterations ?? (budget.ms === undefined ? 100 : Infinity);
      const round = state.round;
      for (let i = 0; i < iterations && performance.now() < deadline; i++) {
        const s = cloneState(determinise(state, seat, random));
        let node: Node | undefined = root;
        const path: Node[] = [root];
        for (let played = 0; played < horizon && s.result === null && s.round === round; played++) {
          const mover = seatToMove(s);
          if (mover === undefined) break;
          if (mover !== seat || node === undefined) {
            step(s, mover, heuristicBot.choose(s, mover, random), random);
            continue;
          }
          const options = node === root ? rootOptions : bestLegal(s, seat, width);
          let chosen: JdaCommand | undefined;
          let chosenKey = '';
          let bestUcb = -Infinity;
          for (let k = 0; k < options.length; k++) {
            const command = (options[k] as (typeof options)[number]).command;
            const key = JSON.stringify(command);
            const available = (node.available.get(key) ?? 0) + 1;
            node.available.set(key, available);
            const child = node.children.get(key);
            // Untried commands first, in the heuristic's order.
            const ucb = child === undefined || child.visits === 0 ? 1e9 - k : child.total / child.visits + c * Math.sqrt(Math.log(available) / child.visits);
            if (ucb > bestUcb) {
              bestUcb = ucb;
              chosen = command;
              chosenKey = key;
            }
          }
          if (chosen === undefined) {
            node = undefined;
            continue;
          }
          let child: Node | undefined = node.children.get(chosenKey);
          const expanded: boolean = child === undefined;
          if (child === undefined) {
            child = newNode();
            node.children.set(chosenKey, child);
          }
          path.push(child);
          // Below a new node the seat plays the heuristic too: one node is added per iteration.
          node = expanded ? undefined : child;
          step(s, seat, chosen, random);
        }
        const value = reward(s, seat);
        for (const n of path) {
          n.visits += 1;
          n.total += value;
        }
      }
      let best = rootOptions[0]?.command as JdaCommand;
      let most = -1;
      for (const { command } of rootOptions) {
        const visits = root.children.get(JSON.stringify(command))?.visits ?? 0;
        if (visits > most) {
          most = visits;
          best = command;
        }
      }
      return best;
    },
  };
}
