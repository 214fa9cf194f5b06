import type { FrCommand } from '../commands.js';
import type { FrState } from '../state.js';
import type { Bot, RandomInt } from './bot.js';
import { evaluate } from './evaluate.js';
import { afterCommand, candidates, determinise, greedy, knownOnly, plannable, settled } from './heuristic.js';

export { determinise };

export interface MctsBudget {
  /** Iterations per decision, or… */
  readonly iterations?: number;
  /** …milliseconds per decision (not reproducible across machines; iterations are). */
  readonly ms?: number;
  /** UCB1 exploration constant, on rewards scaled to about [0, 1]. */
  readonly exploration?: number;
  /** Commands tried at each node, the best by a one-command look ahead. */
  readonly width?: number;
}

interface Node {
  visits: number;
  total: number;
  /** The best value seen below: a single-agent plan can aim at it (SP-MCTS mixes it with the mean). */
  best: number;
  readonly children: Map<string, Node>;
  /** The commands the node may try: the best few by a one-command look ahead, fixed at its first visit. */
  options?: readonly (readonly [string, FrCommand | undefined])[];
}

const newNode = (): Node => ({ visits: 0, total: 0, best: 0, children: new Map() });

/** Ending the actions, and the `width` commands whose outcome the evaluation rates best (progressive pruning). */
function rankedOptions(s: FrState, seat: string, commands: readonly FrCommand[], width: number, random: RandomInt): [string, FrCommand | undefined][] {
  const scored = commands.map((command) => ({ command, score: evaluate(settled(afterCommand(s, seat, command, random), random)) }));
  scored.sort((a, b) => b.score - a.score);
  return [['{"type":"draw"}', undefined], ...scored.slice(0, width).map((x): [string, FrCommand] => [JSON.stringify(x.command), x.command])];
}

/** Whether the tree may go on from `s`: the same seat, still in its actions, no choice open. */
function inTurn(s: FrState, active: number): boolean {
  return s.result !== null ? false : s.pending === null && s.phase === 'actions' && s.active === active && s.actionsLeft > 0;
}

/**
 * Information-set Monte Carlo tree search over the active seat's actions of this turn: every
 * iteration determinises the hidden decks, walks the tree by UCB1 over the commands legal in that
 * determinisation (dice rolled afresh each time), expands one node and scores the position there
 * with the heuristic evaluation instead of a random rollout; ending the actions is judged on the
 * board as it stands, as the heuristic does (the cards to come are luck). Choices
 * inside a resolution, the draw and the invasion are left to the heuristic player.
 */
export function mctsBot(budget: MctsBudget = { iterations: 200 }): Bot {
  const c = budget.exploration ?? 0.35;
  const width = budget.width ?? 6;
  return {
    name: 'mcts',
    choose(state, random) {
      if (state.pending !== null || state.phase !== 'actions' || state.actionsLeft === 0) return greedy(state, random);
      const rootCommands = candidates(state, true).filter((command) => plannable(command, true));
      if (rootCommands.length === 0) return { type: 'draw' };
      const active = state.active;
      const seat = state.seats[active] as string;
      const base = evaluate(knownOnly(state, random));
      const reward = (s: FrState): number => 1 / (1 + Math.exp(-(evaluate(s) - base) / 25));
      const root = newNode();
      const deadline = budget.ms === undefined ? Infinity : performance.now() + budget.ms;
      const iterations = budget.iterations ?? (budget.ms === undefined ? 200 : Infinity);
      const stop = '{"type":"draw"}';
      for (let i = 0; i < iterations && performance.now() < deadline; i++) {
        let s = determinise(state, random);
        let node = root;
        const path: Node[] = [root];
        for (let level = 0; inTurn(s, active); level++) {
          // Ending the actions is always an option (a leaf scored as the board stands).
          node.options ??= rankedOptions(s, seat, level === 0 ? rootCommands : candidates(s, false).filter((command) => plannable(command, false)), width, random);
          let chosenKey = stop;
          let chosen: FrCommand | undefined;
          let bestUcb = -Infinity;
          for (const [key, command] of node.options) {
            const child = node.children.get(key);
            const ucb = child === undefined || child.visits === 0 ? 1e9 + random(0, 1000) : 0.5 * (child.total / child.visits + child.best) + c * Math.sqrt(Math.log(node.visits + 1) / child.visits);
            if (ucb > bestUcb) {
              bestUcb = ucb;
              chosenKey = key;
              chosen = command;
            }
          }
          let child = node.children.get(chosenKey);
          const expand = child === undefined;
          if (child === undefined) {
            child = newNode();
            node.children.set(chosenKey, child);
          }
          node = child;
          path.push(node);
          if (chosen === undefined) break;
          s = settled(afterCommand(s, seat, chosen, random), random);
          // A new node is scored where it stands: no random rollout.
          if (expand) break;
        }
        const value = reward(s);
        for (const n of path) {
          n.visits += 1;
          n.total += value;
          if (value > n.best) n.best = value;
        }
      }
      let best: FrCommand = { type: 'draw' };
      let most = -1;
      for (const [key, command] of root.options ?? []) {
        const visits = root.children.get(key)?.visits ?? 0;
        if (visits > most) {
          most = visits;
          best = command ?? { type: 'draw' };
        }
      }
      if (best.type === 'draw' && state.roles[active] === 'vestalis' && state.playerDeck.length >= 3) return { type: 'draw', three: true };
      return best;
    },
  };
}
