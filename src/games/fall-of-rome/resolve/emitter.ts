import type { DiceSource } from '../../../kernel/dice.js';
import { applyEvent, remember } from '../apply.js';
import type { FrEvent } from '../events.js';
import type { Cause, FrState } from '../state.js';

/** Collects the events of one resolution and the state after each, so later steps see earlier ones. */
export class Emitter {
  readonly events: FrEvent[] = [];
  private readonly states: FrState[];
  s: FrState;

  constructor(
    state: FrState,
    readonly dice: DiceSource,
  ) {
    this.s = state;
    this.states = [state];
  }

  emit(event: FrEvent): void {
    this.events.push(event);
    this.s = applyEvent(this.s, event);
    this.states.push(this.s);
  }

  get over(): boolean {
    return this.s.result !== null;
  }

  lose(cause: Cause, tribe?: number): void {
    if (this.over) return;
    this.emit({ t: 'end', result: tribe === undefined ? { outcome: 'lost', cause } : { outcome: 'lost', cause, tribe } });
  }

  /** The events, with the states on the way handed to `apply` (D-8). */
  finish(): FrEvent[] {
    remember(this.events, this.states);
    return this.events;
  }

  /** A uniform integer for a shuffle; cards are shuffled by the match's generator, never by entered dice. */
  int(min: number, max: number): number {
    const dice = this.dice as DiceSource & { int?: (min: number, max: number) => number };
    if (typeof dice.int !== 'function') throw new Error('shuffling cards needs the seeded generator; physical dice cannot shuffle a deck');
    return dice.int(min, max);
  }

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
