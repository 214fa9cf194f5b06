import type { DieKind } from '../../../../kernel/dice.js';
import type { Emitter } from '../../emitter.js';
import type { Power } from '../../powers.js';

function dieFor(count: number): DieKind {
  return count <= 6 ? 'W6' : count <= 20 ? 'W20' : 'W%';
}

/**
 * One of `count` things chosen by lot ("wordt geloot", "willekeurig", "blindelings"): the smallest
 * die that has enough faces, rolled again above `count`, so a game master can roll a real die
 * (JDA-40). A single thing needs no roll. Returns an index from 0.
 */
export function lot(em: Emitter, count: number, purpose: string, by?: Power): number {
  if (count < 1) throw new RangeError('a lot needs something to choose from');
  if (count === 1) return 0;
  for (;;) {
    const roll = em.roll(`${purpose} (1–${count})`, by, dieFor(count));
    if (roll <= count) return roll - 1;
  }
}

/** `n` different items of `list` drawn by lot, in the order drawn. */
export function drawByLot<T>(em: Emitter, list: readonly T[], n: number, purpose: (i: number) => string, by?: Power): T[] {
  const pool = list.slice();
  const drawn: T[] = [];
  while (drawn.length < n && pool.length > 0) drawn.push(pool.splice(lot(em, pool.length, purpose(drawn.length + 1), by), 1)[0] as T);
  return drawn;
}
