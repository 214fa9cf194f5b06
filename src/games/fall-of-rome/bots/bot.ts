import type { FrCommand } from '../commands.js';
import type { FrState } from '../state.js';

/** A uniform integer in [min, max]. */
export type RandomInt = (min: number, max: number) => number;

/** A player: given the state the seat to move may know about, the command it gives. */
export interface Bot {
  readonly name: string;
  choose(state: FrState, random: RandomInt): FrCommand;
}
