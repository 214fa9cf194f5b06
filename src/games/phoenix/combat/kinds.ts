import type { BattleKind } from './battle-kind.js';
import { DUEL_KINDS } from './duel/kinds.js';
import { meleeKind } from './melee/kind.js';
import { rangedBattle } from './ranged/kind.js';

/** Every kind of battle file Arbiter resolves. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const BATTLE_KINDS: readonly BattleKind<any>[] = [meleeKind, rangedBattle, ...DUEL_KINDS];
