import type { DiceSource, DieKind } from '../../kernel/dice.js';
import { applyEvent, remember } from './apply.js';
import { gameIndex, type GameIndex } from './data/board-index.js';
import type { JdaEvent } from './events.js';
import { DEFAULT_RULES, type JdaRules } from './rules.js';
import type { JdaState, Pending, Phase } from './state.js';

/** Collects the events of one resolution and the state after each, so later steps see earlier ones. */
export class Emitter {
  readonly events: JdaEvent[] = [];
  private readonly states: JdaState[];
  s: JdaState;
  readonly rules: JdaRules;
  readonly index: GameIndex;

  constructor(
    state: JdaState,
    readonly dice: DiceSource,
  ) {
    this.s = state;
    this.states = [state];
    this.rules = state.rules ?? DEFAULT_RULES;
    this.index = gameIndex(state);
  }

  emit(event: JdaEvent): void {
    this.events.push(event);
    this.s = applyEvent(this.s, event);
    this.states.push(this.s);
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

  /** The events, with the states on the way handed to `apply` (D-8). */
  finish(): JdaEvent[] {
    remember(this.events, this.states);
    return this.events;
  }

  /** A uniform integer for a shuffle or a lot; cards are shuffled by the match's generator, never by entered dice. */
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
