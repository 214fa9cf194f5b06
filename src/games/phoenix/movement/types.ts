import type { Place } from '../orders/ast.js';

/**
 * What the movement planner answers (the contract with the month evaluation, issue 4). Every BWP
 * and elevation-point figure is what is left after the step; results are whole numbers (R §4).
 */
export interface MoveStep {
  readonly to: Place;
  /** BWP this step cost, including +7 for an overrun and the whole rest for a river or wall crossing. */
  readonly bwpCost: number;
  readonly bwpLeft: number;
  readonly elevationLeft: number;
  /** Taken along a road (or, for embarking and landing, across a quay). */
  readonly road: boolean;
  /** Enemies in the hex entered are overrun 10:1 (R §5.5); the move goes on. */
  readonly overrun?: boolean;
  /** The step came out of a teleport gate: the teleport field entered before it (R §6.6.4, §6.6.5; P-200). */
  readonly gate?: Place;
}

/**
 * Why the move ends before its end, or that it ends in a fight. `afterStep` counts the steps
 * taken (0: the army does not leave its hex); `at` is where it stands. With `encounter` 'enemy' or
 * 'character' the army stands IN the hex of the fight; with 'magicWall' before the wall.
 */
export interface MoveStop {
  readonly afterStep: number;
  readonly at: Place;
  readonly code: string;
  /** Why, in the language asked for … */
  readonly message: string;
  /** … and in English, for reports that keep both (the German one is `message` when German was asked). */
  readonly messageEn: string;
  readonly encounter?: 'enemy' | 'character' | 'magicWall';
}

export interface MovePlan {
  /** The army's number; 0 when a character or wizard moves alone (`figure`). */
  readonly army: number;
  readonly figure?: string;
  readonly from: Place;
  readonly steps: readonly MoveStep[];
  readonly stop?: MoveStop;
}

/** BWP and elevation points an army has already used this month. */
export interface MoveUse {
  readonly bwp: number;
  readonly elevation: number;
}

/**
 * What the world file does not hold but the month knows. Keys are `armyKey(realm, number)`
 * (world/loaded.ts); a figure moving alone is keyed by its id.
 */
export interface MoveContext {
  /** Prisoners taken this month and gifts received in the last turn: they cannot move (R §3, §5.5). */
  readonly immobile?: ReadonlySet<string>;
  /** Points already used this month (an embarkation, a landing, an earlier part of the move). */
  readonly movedBefore?: ReadonlyMap<string, MoveUse>;
  /** Message language; German by default. */
  readonly lang?: 'de' | 'en';
}

/** Per place within the army's range: whether it can be reached this month, and if not why. */
export interface ReachInfo {
  readonly reachable: boolean;
  readonly bwpLeft?: number;
  readonly reason?: string;
}
