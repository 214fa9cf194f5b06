import type { DiceSource } from '../../kernel/dice.js';
import { Emitter as KernelEmitter, type Drafting } from '../../kernel/emitter.js';
import { applyTo, workInPlace, workOn, type Work } from './apply.js';
import { gameIndex, type GameIndex } from './data/board-index.js';
import type { JdaEvent } from './events.js';
import { DEFAULT_RULES, type JdaRules } from './rules.js';
import type { JdaState, Pending, Phase } from './state.js';

const step = (work: Work, event: JdaEvent): Work => {
  applyTo(work, event);
  return work;
};
/** One copy of the state per command, not per event (D-18). */
const COPIED: Drafting<JdaState, JdaEvent, Work> = { begin: workOn, apply: step, read: (work) => work.s };
/** The state itself, which nobody else holds (a playout's own clone, apply.ts `cloneState`). */
const IN_PLACE: Drafting<JdaState, JdaEvent, Work> = { begin: workInPlace, apply: step, read: (work) => work.s };

/** The kernel's emitter with the game's rules, board index and phase steps at hand. */
export class Emitter extends KernelEmitter<JdaState, JdaEvent, Work> {
  readonly rules: JdaRules;
  readonly index: GameIndex;

  /** `inPlace`: change `state` itself, which nobody else holds. */
  constructor(state: JdaState, dice: DiceSource, inPlace = false) {
    super(inPlace ? IN_PLACE : COPIED, state, dice);
    this.rules = state.rules ?? DEFAULT_RULES;
    this.index = gameIndex(state);
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
}
