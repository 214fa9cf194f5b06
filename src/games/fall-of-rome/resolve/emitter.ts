import type { DiceSource } from '../../../kernel/dice.js';
import { applyTo, remember, reportsOnly, Work } from '../apply.js';
import type { FrEvent } from '../events.js';
import type { Cause, FrState } from '../state.js';

/**
 * Collects the events of one resolution and applies them as it goes, so later steps see earlier
 * ones: events in a row change one work in place, and `s` hands out the state built so far, never
 * to be changed again (D-22).
 */
export class Emitter {
  readonly events: FrEvent[] = [];
  private readonly start: FrState;
  private state: FrState;
  private work: Work | null = null;

  constructor(
    state: FrState,
    readonly dice: DiceSource,
  ) {
    this.start = state;
    this.state = state;
  }

  /** The state after the events so far. */
  get s(): FrState {
    if (this.work !== null) {
      this.state = this.work.d;
      this.work = null;
    }
    return this.state;
  }

  /**
   * The state after the events so far, to read at once and not to keep: the events that follow
   * change it in place. Reading it costs no copy, unlike `s`.
   */
  get now(): FrState {
    return this.work === null ? this.state : this.work.d;
  }

  emit(event: FrEvent): void {
    this.events.push(event);
    if (event.t === 'undone') {
      const s = this.s;
      this.state = s.previous ?? s;
      return;
    }
    if (reportsOnly(event)) return;
    // A begin remembers the state before it, so it opens a work of its own.
    if (this.work === null || event.t === 'begin') this.work = new Work(this.s);
    applyTo(this.work, event);
  }

  get over(): boolean {
    return this.now.result !== null;
  }

  lose(cause: Cause, tribe?: number): void {
    if (this.over) return;
    this.emit({ t: 'end', result: tribe === undefined ? { outcome: 'lost', cause } : { outcome: 'lost', cause, tribe } });
  }

  /** The events, with the state they lead to handed to `applyAll` (D-8). */
  finish(): FrEvent[] {
    remember(this.events, this.start, this.s);
    return this.events;
  }

  /** A uniform integer for a shuffle; cards are shuffled by the match's generator, never by entered dice. */
  int(min: number, max: number): number {
    return this.dice.int(min, max);
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
