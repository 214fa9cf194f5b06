import { gameIndex, type GameIndex } from './data/board-index.js';
import { DEFAULT_RULES, type JdaRules } from './rules.js';
import type { JdaState } from './state.js';

/** What a check reads: the state with its rules and data looked up. The Emitter offers the same. */
export interface Ctx {
  readonly s: JdaState;
  readonly rules: JdaRules;
  readonly index: GameIndex;
}

export function contextOf(s: JdaState): Ctx {
  return { s, rules: s.rules ?? DEFAULT_RULES, index: gameIndex(s) };
}
