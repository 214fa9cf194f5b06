import type { DiceSource, DieKind } from '../../kernel/dice.js';
import { applyTo, remember, workInPlace, workOn, type Work } from './apply.js';
import { gameIndex, type GameIndex } from './data/board-index.js';
import type { JdaEvent } from './events.js';
import { DEFAULT_RULES, type JdaRules } from './rules.js';
import type { JdaState, Pending, Phase } from './state.js';

/**
 * Collects the events of one resolution and applies each at once to a state of its own, so later
 * steps see earlier ones (D-18: one copy per command, not per event).
 */
export class Emitter {
  readonly events: JdaEvent[] = [];
  private readonly start: JdaState;
  private readonly work: Work;
  readonly rules: JdaRules;
  readonly index: GameIndex;

  /** `inPlace`: change `state` itself, which nobody else holds (a playout's own clone, apply.ts `cloneState`). */
  constructor(
    state: JdaState,
    readonly dice: DiceSource,
    inPlace = false,
  ) {
    this.start = state;
    this.work = inPlace ? workInPlace(state) : workOn(state);
    this.rules = state.rules ?? DEFAULT_RULES;
    this.index = gameIndex(state);
  }

  /** The state after the events so far. */
  get s(): JdaState {
    return this.work.s;
  }

  emit(event: JdaEvent): void {
    this.events.push(event);
    applyTo(this.work, event);
  }

  get over(): boolean {
    return this.s.result !== null;
  }

  goto(phase: Phase): void {
    this.emit({ t: 'phase', phase });
  }

  ask(pending: Pending | null): void {
    this.emit({ t: 'pending', pending });
  }

  /** A recorded die roll; a game master may enter real ones. */
  roll(purpose: string, by?: string, die: DieKind = 'W6'): number {
    return this.dice.roll(die, purpose, by);
  }

  /** The events, with the state they lead to handed to `applyAll` (D-8). */
  finish(): JdaEvent[] {
    remember(this.events, this.start, this.work.s);
    return this.events;
  }

  /** A uniform integer for a shuffle or a lot; cards are shuffled by the match's generator, never by entered dice. */
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
