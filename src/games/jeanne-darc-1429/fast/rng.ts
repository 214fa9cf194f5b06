import { stepSeed } from '../../../kernel/match.js';

/**
 * The Match's dice for one command, number for number: SeededDice is pure-rand's xoroshiro128plus
 * with its uniformInt, seeded `stepSeed(seed, n)` for the n-th command (kernel/match.ts). Redone here
 * on four plain fields, reseeded per command instead of built anew; test/jeanne-darc-1429/fast-playout.test.ts
 * compares it with SeededDice.
 */
export class MatchDice {
  private s01 = 0;
  private s00 = 0;
  private s11 = 0;
  private s10 = 0;

  /** As `new SeededDice(stepSeed(seed, step))`. */
  reseed(seed: number, step: number): void {
    const s = stepSeed(seed, step);
    this.s01 = -1;
    this.s00 = ~s;
    this.s11 = s | 0;
    this.s10 = 0;
  }

  private next(): number {
    const out = (this.s00 + this.s10) | 0;
    const a0 = this.s10 ^ this.s00;
    const a1 = this.s11 ^ this.s01;
    const s00 = this.s00;
    const s01 = this.s01;
    this.s00 = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    this.s01 = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    this.s10 = (a1 << 5) ^ (a0 >>> 27);
    this.s11 = (a0 << 5) ^ (a1 >>> 27);
    return out;
  }

  /** A uniform integer in [min, max], as `SeededDice.int` (a range below 2^32). */
  int(min: number, max: number): number {
    const size = max - min + 1;
    const allowed = size > 2 ? Math.floor(4294967296 / size) * size : 4294967296;
    let v = this.next() + 2147483648;
    while (v >= allowed) v = this.next() + 2147483648;
    return (v % size) + min;
  }

  /** A die of `faces` faces from 1, as `SeededDice.roll` ('W6', 'W20', 'W%'). */
  roll(faces: number): number {
    return this.int(1, faces);
  }
}
