import type { DiceSource, DieKind } from './dice.js';
import type { Resolved } from './ruleset.js';

/**
 * How a rule set changes a state by its events while resolving one command: a working copy that
 * events change in place (each game chooses what it copies, and when), read as a state to keep.
 */
export interface Drafting<State, Event, Work> {
  /** A working copy of `state`; `state` and whatever it shares stay as they are. */
  begin(state: State): Work;
  /** The work after `event`: the same work changed in place, or another one to go on with. */
  apply(work: Work, event: Event): Work;
  /** The state the work stands at now. */
  read(work: Work): State;
}

/**
 * Collects the events of one resolution and applies each at once, so later steps of the rules see
 * earlier ones; `finish` hands the events back with the state they lead to, which the Match keeps
 * instead of applying them again.
 */
export class Emitter<State, Event, Work = State> {
  readonly events: Event[] = [];
  protected work: Work;

  constructor(
    protected readonly drafting: Drafting<State, Event, Work>,
    state: State,
    readonly dice: DiceSource,
  ) {
    this.work = drafting.begin(state);
  }

  /** The state after the events so far. */
  get s(): State {
    return this.drafting.read(this.work);
  }

  emit(event: Event): void {
    this.events.push(event);
    this.work = this.drafting.apply(this.work, event);
  }

  finish(): Resolved<State, Event> {
    return { events: this.events, state: this.s };
  }

  /** A recorded die roll; a game master may enter real ones. */
  roll(purpose: string, by?: string, die: DieKind = 'W6'): number {
    return this.dice.roll(die, purpose, by);
  }

  /** A uniform integer for a shuffle or a lot: by the match's generator, never by entered dice. */
  int(min: number, max: number): number {
    return this.dice.int(min, max);
  }

  /** A copy of `list` shuffled by `int` (Fisher–Yates from the end). */
  shuffled<T>(list: readonly T[]): T[] {
    const copy = list.slice();
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const x = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = x;
    }
    return copy;
  }
}
