import type { DiceSource, Roll } from './dice.js';
import type { Problem } from './problems.js';

/** The events a resolution caused, with the state they lead to. */
export interface Resolved<State, Event> {
  readonly events: readonly Event[];
  readonly state: State;
}

/** What `resolve` answers: the events alone, or the events with the state they lead to. */
export type Resolution<State, Event> = readonly Event[] | Resolved<State, Event>;

/** A seat at a match: a player, a realm, or the game master. */
export type Seat = string;

/**
 * What a rule set supplies to the kernel. State and events are plain JSON data, so that a match
 * can be stored, replayed and compared byte for byte.
 */
export interface RuleSet<State, Command, Event, View = State, Options = unknown> {
  readonly id: string;
  /** The seats of a new match with these options. */
  seats(options: Options): readonly Seat[];
  setup(options: Options, dice: DiceSource): State;
  /** Why `seat` may not give `command` now; empty when it may. Never throws for bad commands. */
  check(state: State, seat: Seat, command: Command): readonly Problem[];
  /**
   * The events that `command` causes; rolls go through `dice`. Called only after `check` passed.
   * A rule set that builds the state the events lead to while resolving (the kernel's Emitter) hands
   * it back with them, so that it is not built again; it must equal `apply` of each event in turn.
   */
  resolve(state: State, seat: Seat, command: Command, dice: DiceSource): Resolution<State, Event>;
  /** The state after `event`; must not change `state` itself. */
  apply(state: State, event: Event): State;
  /** What `seat` may see of the state. */
  view(state: State, seat: Seat): View;
  /** The event as `seat` may see it, or undefined when it may not see it at all. */
  redact(event: Event, seat: Seat): Event | undefined;
  /** Whether `seat` may see a roll made while resolving a command of `roller`; all may by default. */
  rollVisible?(roll: Roll, roller: Seat, seat: Seat): boolean;
}
