import type { FrCommand } from '../commands.js';
import { fallOfRomeRules as rules } from '../rules.js';
import type { FrState } from '../state.js';
import type { Bot } from './bot.js';
import { goalCommand, type Goal } from './endgame-goals.js';
import { answer, ENDGAME_BUDGET, searchLines, turnsLeft, withinReach, type EndgameBudget } from './endgame-search.js';
import { ENDGAME_TUNING } from './evaluate.js';
import { heuristicWith, judgeOf } from './heuristic.js';

/**
 * The search's seed, from what every seat sees (never the order of a deck): the base bot's random
 * stream is left untouched, so a game goes exactly as the base bot plays it until the endgame
 * search overrides a decision, and a paired comparison measures the search alone.
 */
export function viewSeed(s: FrState): number {
  const text = JSON.stringify([s.turn, s.active, s.actionsLeft, s.decline, s.invasion, s.playerDeck.length, s.pawns, s.cubes, s.legions, s.forts, s.hands, s.allied, s.flags, s.lastBattle]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Wins (of the samples) by which another line must beat the kept one before the seat changes its goal within a turn. */
const SWITCH_MARGIN = 3;

/**
 * The endgame's line and command for the seat to act, or null to leave it to the base bot. While
 * the lines cover every turn left, the best line is followed as it was played in the samples,
 * ending the actions at once where it says so (the base bot might walk away from a meeting). While
 * more turns remain, only a line winning at least `confidence` of the samples, and more often or
 * sooner than ending the actions at once, overrides the base bot. A line `kept` from earlier in the turn stays
 * unless another wins clearly more: re-planning after every action on fresh samples otherwise
 * swaps between near-equal targets and walks nowhere.
 */
export function endgameLine(real: FrState, budget: EndgameBudget = ENDGAME_BUDGET, kept: readonly Goal[] = []): { goals: readonly Goal[]; command: FrCommand } | null {
  const lines = searchLines(real, viewSeed(real), budget, kept);
  let best = lines[0];
  const same = lines.find((l) => kept.length > 0 && JSON.stringify(l.goals) === JSON.stringify(kept));
  if (best !== undefined && same !== undefined && same.wins + SWITCH_MARGIN > best.wins) best = same;
  if (best === undefined || best.wins === 0) return null;
  if (turnsLeft(real) > budget.horizon) {
    const idle = lines.find((l) => l.goals[0]?.kind === 'idle');
    const sooner = idle === undefined || best.wins > idle.wins || (best.wins === idle.wins && best.spare > idle.spare);
    if (best.goals[0]?.kind === 'idle' || !sooner || best.wins < budget.confidence * best.samples) return null;
  }
  const seat = real.seats[real.active] as string;
  const command = goalCommand(real, real.active, best.goals[0] as Goal) ?? { type: 'draw' };
  return rules.check(real, seat, command).length === 0 ? { goals: best.goals, command } : null;
}

/**
 * Audentes fortuna iuvat draws 2 (or 4) more cards from the player deck: near the end that is a
 * turn (or two) less for the win within reach, so the base bot does not see the card then.
 */
function withoutExtraDraws(s: FrState): FrState {
  const seat = s.active;
  const hand = s.hands[seat] as readonly string[];
  if (!hand.includes('audentes-fortuna-iuvat')) return s;
  return { ...s, hands: s.hands.map((h, i) => (i === seat ? h.filter((c) => c !== 'audentes-fortuna-iuvat') : h)) };
}

/**
 * The endgame bot: the base bot (the heuristic, the strongest measured, which in solitaire also
 * counts the treasury: ENDGAME_TUNING, and which trades cards by Do ut des when the plan finds it
 * pays: bots.md, sixteenth to eighteenth parts) until a win is within reach (endgame-search.ts), then a
 * search over the remaining turns of every seat with
 * goal-driven lines: walk (or sail) with legions and battle, ally, pass a card, and the events
 * that remove barbarians, move pawns or add actions. Battles then remove hostile barbarians first,
 * and in the last turns the base bot does not shorten the game with Audentes fortuna iuvat.
 */
export function endgameBot(base: Bot = heuristicWith(judgeOf(ENDGAME_TUNING), { trades: true }), budget: EndgameBudget = ENDGAME_BUDGET): Bot {
  // The line followed in the current turn (by turn, seat and the table's roles).
  let kept: { key: string; goals: readonly Goal[] } | null = null;
  return {
    name: 'endgame',
    choose(real, random) {
      // The lines plan with every seat's cards: only where hands are open (FR-2), else it would peek.
      if (real.result === null && real.rules.openHands && withinReach(real, budget)) {
        if (real.pending?.kind === 'remove') return answer(real);
        if (real.pending === null && real.phase === 'actions') {
          const key = `${real.turn}:${real.active}:${real.roles.join()}`;
          const line = endgameLine(real, budget, kept?.key === key ? kept.goals : []);
          kept = line === null ? null : { key, goals: line.goals };
          if (line !== null) return line.command;
        }
        if (real.pending === null && turnsLeft(real) <= budget.horizon) return base.choose(withoutExtraDraws(real), random);
      }
      return base.choose(real, random);
    },
  };
}
