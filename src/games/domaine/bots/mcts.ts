import { SeededDice } from '../../../kernel/dice.js';
import { checkCommand } from '../check.js';
import type { DomCommand } from '../commands.js';
import { randomLegal, seatToMove, type RandomInt } from '../legal.js';
import { advance } from '../resolve.js';
import { seatIndex, seatName, type DomState } from '../state.js';
import type { Bot } from './bot.js';
import { heuristicBot } from './heuristic.js';

export interface MctsOptions {
  /** Playouts per decision. */
  readonly iterations: number;
  /** Commands a playout runs before the position is judged. */
  readonly depth?: number;
}

/** How good a position is for `seat`: points ahead of the best opponent, ducats a little; a won game counts most. */
function value(state: DomState, seat: number): number {
  if (state.result !== null) return state.result.winners.includes(seat) ? 1 : 0;
  const mine = state.scores[seat] as number;
  let best = 0;
  state.scores.forEach((s, p) => {
    if (p !== seat) best = Math.max(best, s);
  });
  const lead = mine - best + 0.1 * ((state.ducats[seat] as number) - 7);
  return 1 / (1 + Math.exp(-lead / 6));
}

/** The commands the search weighs: the heuristic's, and random legal ones for variety. */
function candidates(state: DomState, seat: number, random: RandomInt): DomCommand[] {
  const name = seatName(seat);
  const out = new Map<string, DomCommand>();
  const add = (c: DomCommand) => {
    const key = JSON.stringify(c);
    if (!out.has(key) && checkCommand(state, name, c).length === 0) out.set(key, c);
  };
  add(heuristicBot.choose(state, seat, random));
  add({ type: 'take-ducats' });
  add({ type: 'special-income' });
  for (let i = 0; i < 6; i++) add(randomLegal(state, seat, random));
  return [...out.values()];
}

/**
 * Monte Carlo search at the root: each candidate is tried by UCB1, each try a depth-limited playout
 * with the heuristic for the player and random play for all, judged by `value`.
 */
export function mctsBot(options: MctsOptions): Bot {
  const depth = options.depth ?? 24;
  return {
    name: 'mcts',
    choose(state, seat, random) {
      const list = candidates(state, seat, random);
      if (list.length === 1) return list[0] as DomCommand;
      const visits = new Array<number>(list.length).fill(0);
      const totals = new Array<number>(list.length).fill(0);
      const dice = new SeededDice(random(0, 0x7fffffff));
      const r: RandomInt = (min, max) => dice.int(min, max);
      for (let it = 0; it < options.iterations; it++) {
        let pick = 0;
        let best = -Infinity;
        for (let i = 0; i < list.length; i++) {
          const v = visits[i] as number;
          const score = v === 0 ? Infinity : (totals[i] as number) / v + Math.sqrt((2 * Math.log(it + 1)) / v);
          if (score > best) {
            best = score;
            pick = i;
          }
        }
        let s = advance(state, seat, list[pick] as DomCommand, dice);
        for (let d = 0; d < depth && s.phase !== 'over'; d++) {
          const who = seatIndex(s, seatToMove(s) as string);
          s = advance(s, who, randomLegal(s, who, r), dice);
        }
        visits[pick] = (visits[pick] as number) + 1;
        totals[pick] = (totals[pick] as number) + value(s, seat);
      }
      let chosen = 0;
      for (let i = 1; i < list.length; i++) if ((visits[i] as number) > (visits[chosen] as number)) chosen = i;
      return list[chosen] as DomCommand;
    },
  };
}
