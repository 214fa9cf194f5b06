import { SeededDice } from '../../../kernel/dice.js';
import type { FrCommand } from '../commands.js';
import { cityCard } from '../data/cards.js';
import { TRIBE_COUNT, TRIBE_INFO } from '../data/tribes.js';
import { legalCommands } from '../legal.js';
import { fallOfRomeRules as rules } from '../rules.js';
import { hostileTotal, type FrState } from '../state.js';
import type { RandomInt } from './bot.js';
import { determiniseFor } from './determinise.js';
import { DISTANCE } from './distance.js';
import { cardsOf, goalCommand, nearestHostile, type Goal } from './endgame-goals.js';
import { afterCommand } from './heuristic.js';
import { hostileCities, travelCost } from './endgame-moves.js';

const COST = TRIBE_INFO.map((t) => t.allianceCost);

export interface EndgameBudget {
  /** Seat-turns a line plans ahead (all that are left when fewer). */
  readonly horizon: number;
  /** Determinised samples (deck orders, dice) every line is played on; the same for every line. */
  readonly samples: number;
  /** Hostile cities each seat may be sent to (the nearest). */
  readonly targets: number;
  /** The best lines played again, and on how many more samples. */
  readonly finalists: number;
  readonly confirm: number;
  /** Share of samples a line must win before it overrides the base bot while more turns remain than the horizon. */
  readonly confidence: number;
  /** Within reach: at least `reachAllies` tribes allied and at most `reachHostile` barbarians of the other tribes on the board. */
  readonly reachAllies: number;
  readonly reachHostile: number;
}

/**
 * Issue 17, seventh part (docs/fall-of-rome/bots.md): searching from 1 alliance and 14 hostile
 * barbarians on, two rounds ahead, and following a line that wins 30 % of the samples won 101 of
 * 800 standard four-player games against 82 with 2 alliances, 10 barbarians, 6 seat-turns and 50 %
 * (the same games; 40 won by this setting only, 21 by the other).
 */
export const ENDGAME_BUDGET: EndgameBudget = { horizon: 8, samples: 8, targets: 4, finalists: 6, confirm: 16, confidence: 0.3, reachAllies: 1, reachHostile: 14 };

/** Action phases left, this one included: each turn draws 2 cards and a draw that finds fewer than 2 loses. */
export function turnsLeft(s: FrState): number {
  return 1 + Math.floor(s.playerDeck.length / 2);
}

/** Cards the seat collecting a tribe (most of its cards) still lacks. */
function missing(s: FrState, tribe: number): { collector: number; missing: number } {
  let collector = 0;
  let most = -1;
  s.hands.forEach((_, seat) => {
    const n = cardsOf(s, seat, tribe).length;
    if (n > most) {
      most = n;
      collector = seat;
    }
  });
  return { collector, missing: (COST[tribe] as number) - most };
}

/**
 * Whether a win may be near enough to search for: enough tribes allied and few hostile barbarians
 * left (the budget's reach), or three or more allied and a missing set at most 2 cards short.
 */
export function withinReach(s: FrState, budget: EndgameBudget = ENDGAME_BUDGET): boolean {
  const allies = s.allied.filter(Boolean).length;
  if (allies >= budget.reachAllies && hostileTotal(s) <= budget.reachHostile) return true;
  if (allies < 3) return false;
  for (let t = 0; t < TRIBE_COUNT; t++) if (!s.allied[t] && missing(s, t).missing <= 2) return true;
  return false;
}

/** The goals worth trying for a seat: alliances its hand can make, passes toward a set at most 2 short, the nearest hostile cities, and nothing. */
export function candidateGoals(s: FrState, seat: number, budget: EndgameBudget): Goal[] {
  const goals: Goal[] = [];
  for (let t = 0; t < TRIBE_COUNT; t++) {
    if (s.allied[t]) continue;
    if (cardsOf(s, seat, t).length >= (COST[t] as number)) goals.push({ kind: 'ally', tribe: t });
    const need = missing(s, t);
    // Solitaire: the roles share one hand (FR-23), so there is nobody to pass a card to.
    if (s.solitaire || need.missing < 1 || need.missing > 2) continue;
    const passes: { goal: Goal; walk: number }[] = [];
    s.hands.forEach((hand, giver) => {
      if (giver === need.collector || (seat !== giver && seat !== need.collector)) return;
      for (const card of hand) {
        const info = cityCard(card);
        if (info === undefined || info.tribe !== t) continue;
        const walk = ((DISTANCE[s.pawns[giver] as number] as readonly number[])[info.city] as number) + ((DISTANCE[s.pawns[need.collector] as number] as readonly number[])[info.city] as number);
        passes.push({ goal: { kind: 'meet', card, giver, taker: need.collector }, walk });
      }
    });
    passes.sort((a, b) => a.walk - b.walk);
    for (const p of passes.slice(0, 2)) goals.push(p.goal);
  }
  const cities = hostileCities(s).sort((a, b) => travelCost(s, seat, a) - travelCost(s, seat, b) || a - b);
  for (const city of cities.slice(0, budget.targets)) goals.push({ kind: 'hunt', city });
  goals.push({ kind: 'idle' });
  return goals;
}

/** Seats beyond the planned ones: an alliance in hand, else the nearest hostile city no earlier goal took. */
function autoGoal(s: FrState, seat: number, claimed: ReadonlySet<number>): Goal {
  for (let t = 0; t < TRIBE_COUNT; t++) if (!s.allied[t] && cardsOf(s, seat, t).length >= (COST[t] as number)) return { kind: 'ally', tribe: t };
  const city = nearestHostile(s, seat, claimed);
  return city < 0 ? { kind: 'idle' } : { kind: 'hunt', city };
}

/**
 * The answer to a choice in an endgame: a battle removes hostile barbarians first; over the hand
 * limit an allied tribe's card goes first, then one of the tribe the hand holds fewest of, events last.
 */
export function answer(s: FrState): FrCommand {
  const options = legalCommands(s, false);
  const p = s.pending;
  let best = options[0] as FrCommand;
  let bestKey = Infinity;
  for (const option of options) {
    let key = 0;
    if (p?.kind === 'remove' && option.type === 'remove') key = -option.tribes.filter((t) => !s.allied[TRIBE_INFO.findIndex((i) => i.id === t)]).length;
    else if (p?.kind === 'discard' && option.type === 'discard') {
      const info = cityCard(option.card);
      key = info === undefined ? 100 : s.allied[info.tribe] ? 0 : 1 + cardsOf(s, p.seat, info.tribe).length;
    } else break;
    if (key < bestKey) {
      bestKey = key;
      best = option;
    }
  }
  return best;
}

/** One command on a sample; a command the rules would refuse ends the actions instead (a guard: goals give legal ones). */
function step(s: FrState, seat: string, command: FrCommand, random: RandomInt): FrState {
  const ok = rules.check(s, seat, command).length === 0;
  if (ok) return afterCommand(s, seat, command, random);
  if (s.pending !== null || s.phase !== 'actions') throw new Error(`endgame: refused ${JSON.stringify(command)}`);
  return afterCommand(s, seat, { type: 'draw' }, random);
}

/** A seat's turn played toward its goal, then the draw and the invasion, up to the next seat's actions. */
function playTurn(state: FrState, goal: Goal, random: RandomInt): FrState {
  let s = state;
  const active = s.active;
  for (let i = 0; i < 40 && s.result === null; i++) {
    if (s.pending === null && s.phase === 'actions' && s.active !== active) break;
    const p = s.pending;
    if (p !== null) s = step(s, s.seats[p.seat] as string, answer(s), random);
    else if (s.phase === 'invade') s = step(s, s.seats[active] as string, { type: 'invade' }, random);
    else s = step(s, s.seats[active] as string, (i < 24 ? goalCommand(s, active, goal) : null) ?? { type: 'draw' }, random);
  }
  return s;
}

/** How far a sample got: tribes allied and hostile barbarians left (a won sample counts the turn it was won instead). */
function progress(s: FrState): number {
  return 10 * s.allied.filter(Boolean).length - hostileTotal(s);
}

/** Plays a line (goals for the first seat-turns, automatic ones after) on a sample: the turns to spare when it wins (0 when not), and how far it got. */
function rollout(start: FrState, goals: readonly Goal[], turns: number, random: RandomInt): { spare: number; progress: number } {
  const claimed = new Set(goals.flatMap((g) => (g.kind === 'hunt' ? [g.city] : [])));
  let s = start;
  for (let k = 0; k < turns && s.result === null; k++) s = playTurn(s, goals[k] ?? autoGoal(s, s.active, claimed), random);
  const won = s.result?.outcome === 'won';
  return { spare: won ? turns + 1 - (s.turn - start.turn) : 0, progress: won ? 100 : progress(s) };
}

export interface EndgameLine {
  readonly goals: readonly Goal[];
  /** Samples won, of `samples`. */
  readonly wins: number;
  readonly samples: number;
  /** Turns to spare at the wins, summed: more is sooner. */
  readonly spare: number;
  /** Mean progress at the end of the samples not won (tribes allied ×10 less hostile barbarians). */
  readonly progress: number;
}

interface Sample {
  readonly state: FrState;
  readonly seed: number;
}

/** `count` determinised samples for the seat to move: the hidden deck orders dealt again (no peeking), and a seed for the dice. */
function samplesFor(real: FrState, seed: number, from: number, count: number): Sample[] {
  return Array.from({ length: count }, (_, k) => {
    const dice = new SeededDice((seed + 0x9e3779b9 * (from + k + 1)) >>> 0);
    const random: RandomInt = (a, b) => dice.int(a, b);
    return { state: determiniseFor(real, real.active, random), seed: random(0, 0x7fffffff) };
  });
}

function score(goals: readonly Goal[], samples: readonly Sample[], turns: number): { wins: number; spare: number; progress: number } {
  let wins = 0;
  let spare = 0;
  let progress = 0;
  for (const sample of samples) {
    const dice = new SeededDice(sample.seed);
    const r = rollout(sample.state, goals, turns, (a, b) => dice.int(a, b));
    if (r.spare > 0) wins += 1;
    spare += r.spare;
    progress += r.progress;
  }
  return { wins, spare, progress };
}

type Scored = { readonly goals: readonly Goal[]; readonly wins: number; readonly spare: number; readonly progress: number };
/** Most wins, then sooner, then most progress; on a tie a line that acts now before one that ends the actions at once. */
const better = (a: Scored, b: Scored): number => b.wins - a.wins || b.spare - a.spare || b.progress - a.progress || Number(a.goals[0]?.kind === 'idle') - Number(b.goals[0]?.kind === 'idle');

/**
 * The search: lines of goals for the next two seat-turns (every pair of candidate goals; later
 * seats choose automatically), each played over the remaining turns (at most the horizon) on the
 * same determinised samples. The best few lines are played again on more samples, so the line
 * chosen is not merely the luckiest of many: most wins, then sooner, then most progress. The
 * best line beginning with `idle` and the `kept` line (if any) are always among them.
 */
export function searchLines(real: FrState, seed: number, budget: EndgameBudget = ENDGAME_BUDGET, kept: readonly Goal[] = []): EndgameLine[] {
  const turns = Math.min(turnsLeft(real), budget.horizon);
  const seats = real.seats.length;
  const first = candidateGoals(real, real.active, budget);
  const second = turns >= 2 ? candidateGoals(real, (real.active + 1) % seats, budget) : [];
  const lines: Goal[][] = second.length === 0 ? first.map((g) => [g]) : first.flatMap((g) => second.map((h) => [g, h]));
  const samples = samplesFor(real, seed, 0, budget.samples);
  const scored = lines.map((goals) => ({ goals, ...score(goals, samples, turns) }));
  scored.sort(better);
  const more = samplesFor(real, seed, budget.samples, budget.confirm);
  const total = budget.samples + budget.confirm;
  // The best line that leaves this turn to the base bot is always confirmed too: the search overrides only what beats it.
  const finalists = scored.slice(0, budget.finalists);
  const idle = scored.find((l) => l.goals[0]?.kind === 'idle');
  if (idle !== undefined && !finalists.includes(idle)) finalists.push(idle);
  // So is the line this turn began to follow, which the seat keeps unless another is clearly better.
  const key = JSON.stringify(kept);
  if (kept.length > 0 && !finalists.some((l) => JSON.stringify(l.goals) === key)) finalists.push({ goals: [...kept], ...score(kept, samples, turns) });
  const confirmed = finalists.map((line) => {
    const extra = score(line.goals, more, turns);
    return { goals: line.goals, wins: line.wins + extra.wins, spare: line.spare + extra.spare, progress: line.progress + extra.progress };
  });
  confirmed.sort(better);
  return confirmed.map((l) => ({ goals: l.goals, wins: l.wins, samples: total, spare: l.spare, progress: l.progress / total }));
}
