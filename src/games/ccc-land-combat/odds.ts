import { cannotShuffle, type DiceSource, type DieKind, type Roll } from '../../kernel/dice.js';
import { continueCombat, runCombat } from './autoplay.js';
import type { Choices, SideName } from './combat-file.js';
import { currentSlot } from './flow.js';
import type { CccOptions, CccState } from './state.js';

/** Dice that give the listed values, then 1 for every further roll (natives' retreat: it changes no outcome counted here). */
export class FixedDice implements DiceSource {
  readonly rolls: Roll[] = [];
  private at = 0;
  constructor(private readonly values: readonly number[]) {}
  roll(die: DieKind, purpose: string, by?: string): number {
    const value = this.values[this.at] ?? 1;
    this.at += 1;
    this.rolls.push(by === undefined ? { die, value, purpose } : { die, value, purpose, by });
    return value;
  }
  int(_min: number, _max: number): number {
    return cannotShuffle();
  }
}

/** One outcome of a combat: who wins and how many units (and leaders) each side loses in all. */
export interface Outcome {
  readonly winner: SideName;
  readonly attackerLosses: number;
  readonly defenderLosses: number;
  readonly leadersLost: number;
  /** Ways out of `total` equally likely dice results. */
  readonly count: number;
}

export interface Odds {
  readonly overrun: boolean;
  /** 6^4 = 1296 results of the two LC DRs (2d6 each), or 1 for an overrun. */
  readonly total: number;
  readonly outcomes: readonly Outcome[];
  readonly attackerWins: number;
}

export function outcomeOf(state: CccState): Omit<Outcome, 'count'> {
  const gone = new Set(state.eliminated);
  const lost = (side: SideName): number => state.units[side].filter((u) => gone.has(u.id)).length;
  return {
    winner: state.winner ?? 'attacker',
    attackerLosses: lost('attacker'),
    defenderLosses: lost('defender'),
    leadersLost: state.retreats.filter((r) => r.to === null).reduce((n, r) => n + r.avatars.length, 0),
  };
}

const key = (o: Omit<Outcome, 'count'>): string => `${o.winner}|${o.attackerLosses}|${o.defenderLosses}|${o.leadersLost}`;

/** Ways to throw each sum with 2d6, and one throw for it. */
const SUMS = Array.from({ length: 11 }, (_, i) => {
  const sum = i + 2;
  const ways = 6 - Math.abs(sum - 7);
  const first = Math.max(1, sum - 6);
  return { ways, dice: [first, sum - first] as const };
});

/**
 * The exact distribution of outcomes with the file's choices: the combat runs up to the LC DR once,
 * then once per pair of 2d6 sums (121 instead of 1296 runs), each weighted by its number of throws.
 * Only the sums matter to the LC DR; tests check it against all 1296 throws.
 */
export function odds(options: CccOptions, choices: Choices): Odds {
  return oddsFrom(runCombat(options, choices, new FixedDice([]), (s) => currentSlot(s).kind === 'roll' && s.awaiting).state, choices);
}

/** The distribution of outcomes from `state` on, with `choices` for what is left to decide (the web table asks it before a decision). */
export function oddsFrom(state: CccState, choices: Choices): Odds {
  const before = continueCombat(state, choices, new FixedDice([]), (s) => currentSlot(s).kind === 'roll' && s.awaiting);
  const tally = new Map<string, Outcome>();
  const add = (o: Omit<Outcome, 'count'>, count: number): void => {
    const k = key(o);
    const had = tally.get(k);
    tally.set(k, { ...o, count: (had?.count ?? 0) + count });
  };
  let total = 1;
  if (before.state.lcdr === null && currentSlot(before.state).kind !== 'roll') {
    add(outcomeOf(before.state), 1);
  } else {
    total = 1296;
    for (const a of SUMS) {
      for (const d of SUMS) {
        const run = continueCombat(before.state, choices, new FixedDice([...a.dice, ...d.dice]));
        add(outcomeOf(run.state), a.ways * d.ways);
      }
    }
  }
  const outcomes = [...tally.values()].sort(
    (x, y) => x.winner.localeCompare(y.winner) || x.attackerLosses - y.attackerLosses || x.defenderLosses - y.defenderLosses || x.leadersLost - y.leadersLost,
  );
  return { overrun: before.state.overrun, total, outcomes, attackerWins: outcomes.filter((o) => o.winner === 'attacker').reduce((n, o) => n + o.count, 0) };
}
