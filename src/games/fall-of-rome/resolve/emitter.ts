import type { DiceSource } from '../../../kernel/dice.js';
import { Emitter as KernelEmitter, type Drafting } from '../../../kernel/emitter.js';
import { applyTo, reportsOnly, Work } from '../apply.js';
import type { FrEvent } from '../events.js';
import type { Cause, FrState } from '../state.js';

/** The state built so far, and the work that events in a row change in place (none once read). */
interface Building {
  state: FrState;
  work: Work | null;
}

/** Reading the state seals the work: the state handed out is never changed again (D-22). */
function sealed(b: Building): FrState {
  if (b.work !== null) {
    b.state = b.work.d;
    b.work = null;
  }
  return b.state;
}

const BUILDING: Drafting<FrState, FrEvent, Building> = {
  begin: (state) => ({ state, work: null }),
  apply(b, event) {
    if (event.t === 'undone') {
      const s = sealed(b);
      b.state = s.previous ?? s;
      return b;
    }
    if (reportsOnly(event)) return b;
    // A begin remembers the state before it, so it opens a work of its own.
    if (b.work === null || event.t === 'begin') b.work = new Work(sealed(b));
    applyTo(b.work, event);
    return b;
  },
  read: sealed,
};

/** The kernel's emitter, with a look at the state that costs no copy and the game's loss. */
export class Emitter extends KernelEmitter<FrState, FrEvent, Building> {
  constructor(state: FrState, dice: DiceSource) {
    super(BUILDING, state, dice);
  }

  /**
   * The state after the events so far, to read at once and not to keep: the events that follow
   * change it in place. Reading it costs no copy, unlike `s`.
   */
  get now(): FrState {
    return this.work.work === null ? this.work.state : this.work.work.d;
  }

  get over(): boolean {
    return this.now.result !== null;
  }

  lose(cause: Cause, tribe?: number): void {
    if (this.over) return;
    this.emit({ t: 'end', result: tribe === undefined ? { outcome: 'lost', cause } : { outcome: 'lost', cause, tribe } });
  }
}
