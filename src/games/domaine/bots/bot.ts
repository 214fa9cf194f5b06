import type { DomCommand } from '../commands.js';
import type { RandomInt } from '../legal.js';
import type { DomState } from '../state.js';

/** A player of one seat (an index); Domaine has no secrets, so a bot may read the whole state. */
export interface Bot {
  readonly name: string;
  choose(state: DomState, seat: number, random: RandomInt): DomCommand;
}
