import type { JdaCommand } from '../commands.js';
import type { Power } from '../powers.js';
import type { JdaState } from '../state.js';

/** A uniform integer in [min, max]. */
export type RandomInt = (min: number, max: number) => number;

/**
 * A player of one seat. It is handed the whole state (the kernel's), and must read only what
 * `seat` may see: its own hand and the public facts (bots/determinise.ts samples the rest).
 */
export interface Bot {
  readonly name: string;
  choose(state: JdaState, seat: Power, random: RandomInt): JdaCommand;
}
