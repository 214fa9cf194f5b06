/**
 * A small seeded generator (mulberry32) for a playout engine's own random player: its choices,
 * never a Match's dice. Reseeded in place, so an engine reuses one from game to game.
 */
export class PlayoutRandom {
  private s: number;

  constructor(seed = 0) {
    this.s = seed >>> 0;
  }

  reseed(seed: number): void {
    this.s = seed >>> 0;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    let t = (this.s = (this.s + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) * n) / 4294967296);
  }
}
