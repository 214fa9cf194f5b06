import { randomInt } from 'node:crypto';

/** A fresh seed when the game master gives none: unknown to everyone, the game master too. */
export function freshSeed(): number {
  return randomInt(0, 2 ** 48 - 1);
}
