import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** The dice the rule sets use. W10 has faces 0–9 as tables read it that count from 0; W% is 1–100. */
export type DieKind = 'W6' | 'W10' | 'W20' | 'W%';

export const DIE_RANGE: Readonly<Record<DieKind, { readonly min: number; readonly max: number }>> = {
  W6: { min: 1, max: 6 },
  W10: { min: 0, max: 9 },
  W20: { min: 1, max: 20 },
  'W%': { min: 1, max: 100 },
};

export const DIE_KINDS = Object.keys(DIE_RANGE) as DieKind[];

/** One recorded roll: who rolled, which die, what for, and the result. */
export interface Roll {
  readonly die: DieKind;
  readonly value: number;
  /** What the roll decides, e.g. "melee W20 attacker". */
  readonly purpose: string;
  /** The seat, realm or figure that rolled, where there is one. */
  readonly by?: string;
}

/** Where dice results come from. Every roll is recorded in `rolls`, in order. */
export interface DiceSource {
  roll(die: DieKind, purpose: string, by?: string): number;
  /**
   * A uniform integer in [min, max] that is not a die roll (a shuffle, a lot), not recorded. Only a
   * generator gives one: dice entered by hand throw a DiceScriptError, since they cannot shuffle a deck.
   */
  int(min: number, max: number): number;
  readonly rolls: readonly Roll[];
}

/** What dice entered by hand answer when asked to shuffle. */
export function cannotShuffle(): never {
  throw new DiceScriptError('shuffling cards needs the seeded generator; physical dice cannot shuffle a deck');
}

export class DiceScriptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiceScriptError';
  }
}

abstract class RecordingDice implements DiceSource {
  readonly rolls: Roll[] = [];

  abstract int(min: number, max: number): number;

  roll(die: DieKind, purpose: string, by?: string): number {
    const value = this.next(die, purpose);
    this.rolls.push(by === undefined ? { die, value, purpose } : { die, value, purpose, by });
    return value;
  }

  protected abstract next(die: DieKind, purpose: string): number;
}

/** Dice from a seeded generator: the same seed gives the same rolls. */
export class SeededDice extends RecordingDice {
  private readonly rng: RandomGenerator;

  constructor(readonly seed: number) {
    super();
    if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
    this.rng = xoroshiro128plus(seed);
  }

  protected next(die: DieKind): number {
    const { min, max } = DIE_RANGE[die];
    return uniformInt(this.rng, min, max);
  }

  /** A uniform integer in [min, max] that is not a die roll (shuffles, draws); not recorded. */
  int(min: number, max: number): number {
    return uniformInt(this.rng, min, max);
  }
}

/**
 * Dice from a given list, used in order: for tests and for game masters who roll real dice.
 * A value that does not fit the die asked for, or a list that runs out, is an error naming the roll.
 */
export class ScriptedDice extends RecordingDice {
  private position = 0;

  constructor(private readonly script: readonly number[]) {
    super();
  }

  get remaining(): number {
    return this.script.length - this.position;
  }

  int(_min: number, _max: number): number {
    return cannotShuffle();
  }

  protected next(die: DieKind, purpose: string): number {
    if (this.position >= this.script.length) {
      throw new DiceScriptError(
        `the dice list ran out: roll ${this.position + 1} (${die} for ${purpose}) has no value; ` +
          `the list holds ${this.script.length}`,
      );
    }
    const value = this.script[this.position] as number;
    const { min, max } = DIE_RANGE[die];
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new DiceScriptError(
        `dice value ${value} at position ${this.position + 1} is not a ${die} result ` +
          `(${min}–${max}); it was asked for ${purpose}`,
      );
    }
    this.position += 1;
    return value;
  }
}

/** Parses a dice list as given on a command line: "12,7,3" or "12 7 3". */
export function parseDiceList(text: string): number[] {
  const parts = text.split(/[\s,;]+/).filter((p) => p !== '');
  return parts.map((part, index) => {
    if (!/^\d+$/.test(part)) {
      throw new DiceScriptError(`dice list item ${index + 1} ("${part}") is not a whole number`);
    }
    return Number(part);
  });
}
