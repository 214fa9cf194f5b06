import { legalCommands, seatToMove } from '../legal.js';
import type { FrCommand } from '../commands.js';
import { shuffle } from '../setup.js';
import type { FrState } from '../state.js';
import type { Bot, RandomInt } from './bot.js';
import { evaluate } from './evaluate.js';
import { afterCommand } from './heuristic.js';
import { randomBot } from './random.js';

export interface MctsBudget {
  /** Iterations per decision, or… */
  readonly iterations?: number;
  /** …milliseconds per decision (not reproducible across machines; iterations are). */
  readonly ms?: number;
  /** Commands a rollout plays before the position is scored. */
  readonly rolloutDepth?: number;
}

/**
 * One possible truth behind what the seat knows: the player deck and the barbarian deck (and the
 * Vestalis deck) shuffled again, since their order is hidden from every seat.
 */
export function determinise(s: FrState, random: RandomInt): FrState {
  return { ...s, playerDeck: shuffle(s.playerDeck, random), barbarianDeck: shuffle(s.barbarianDeck, random), vestalisDeck: shuffle(s.vestalisDeck, random) };
}

interface Node {
  visits: number;
  total: number;
  readonly children: Map<string, Node>;
}

const newNode = (): Node => ({ visits: 0, total: 0, children: new Map() });

/** Score in [0, 1]. */
function reward(s: FrState): number {
  return 1 / (1 + Math.exp(-evaluate(s) / 60));
}

function rollout(s: FrState, depth: number, random: RandomInt): FrState {
  let state = s;
  for (let i = 0; i < depth; i++) {
    const seat = seatToMove(state);
    if (seat === undefined) break;
    state = afterCommand(state, seat, randomBot.choose(state, random), random);
  }
  return state;
}

/**
 * Information-set Monte Carlo tree search: every iteration determinises the hidden decks, walks
 * the tree by UCB1 over the commands legal in that determinisation, plays a random rollout and
 * scores it with the heuristic evaluation.
 */
export function mctsBot(budget: MctsBudget = { iterations: 200 }): Bot {
  const depth = budget.rolloutDepth ?? 12;
  return {
    name: 'mcts',
    choose(state, random) {
      const root = newNode();
      const rootCommands = legalCommands(state, false);
      if (rootCommands.length <= 1) return rootCommands[0] ?? { type: 'draw' };
      const deadline = budget.ms === undefined ? Infinity : performance.now() + budget.ms;
      const iterations = budget.iterations ?? (budget.ms === undefined ? 200 : Infinity);
      for (let i = 0; i < iterations && performance.now() < deadline; i++) {
        let s = determinise(state, random);
        let node = root;
        const path: Node[] = [root];
        for (let level = 0; level < 4; level++) {
          const seat = seatToMove(s);
          if (seat === undefined) break;
          const commands = level === 0 ? rootCommands : legalCommands(s, false);
          let chosen: FrCommand | undefined;
          let chosenKey = '';
          let bestUcb = -Infinity;
          for (const command of commands) {
            const key = JSON.stringify(command);
            const child = node.children.get(key);
            const ucb = child === undefined || child.visits === 0 ? 1e9 + random(0, 1000) : child.total / child.visits + 1.2 * Math.sqrt(Math.log(node.visits + 1) / child.visits);
            if (ucb > bestUcb) {
              bestUcb = ucb;
              chosen = command;
              chosenKey = key;
            }
          }
          if (chosen === undefined) break;
          let child = node.children.get(chosenKey);
          const expand = child === undefined;
          if (child === undefined) {
            child = newNode();
            node.children.set(chosenKey, child);
          }
          s = afterCommand(s, seat, chosen, random);
          node = child;
          path.push(node);
          if (expand) break;
        }
        const value = reward(rollout(s, depth, random));
        for (const n of path) {
          n.visits += 1;
          n.total += value;
        }
      }
      let best = rootCommands[0] as FrCommand;
      let most = -1;
      for (const command of rootCommands) {
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
