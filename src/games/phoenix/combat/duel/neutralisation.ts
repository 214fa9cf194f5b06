import { boardGp } from './fighters.js';

/** A wizard as neutralisation sees it. */
export interface StandingWizard {
  readonly name: string;
  readonly gp: number;
  readonly zkp: number;
}

export interface Neutralised {
  readonly name: string;
  readonly zkp: number;
  /** ZKP it may still use; the rest counts as spent (automatic 1s in a duel, errata 31). */
  readonly effectiveZkp: number;
}

/**
 * R §1.3: several own or allied wizards in one hex neutralise each other. The strongest (by board
 * GP, as the text says "GP Zahl") keeps the difference to the second strongest, capped by its
 * current ZKP; all others keep 0; equal strongest leave everyone 0 (P-42).
 * Examples: 4/4 + 4/4 → 0 and 0; 4/4 + 14/14 → 0 and 10.
 */
export function neutralise(group: readonly StandingWizard[]): Neutralised[] {
  if (group.length < 2) return group.map((w) => ({ name: w.name, zkp: w.zkp, effectiveZkp: w.zkp }));
  const order = group.map((w, index) => ({ w, index, gp: boardGp(w.gp) })).sort((x, y) => y.gp - x.gp || x.index - y.index);
  const first = order[0] as (typeof order)[number];
  const second = order[1] as (typeof order)[number];
  const kept = Math.min(first.w.zkp, first.gp - second.gp);
  return group.map((w, index) => ({ name: w.name, zkp: w.zkp, effectiveZkp: index === first.index ? kept : 0 }));
}
