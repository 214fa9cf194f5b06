import { eventsOf } from '../../src/kernel/match.js';
import { expect } from 'vitest';
import { ScriptedDice, SeededDice, type DiceSource } from '../../src/kernel/dice.js';
import { applyEvent } from '../../src/games/fall-of-rome/apply.js';
import type { FrCommand } from '../../src/games/fall-of-rome/commands.js';
import { cityIndex } from '../../src/games/fall-of-rome/data/cities.js';
import type { FallOfRomeOptions } from '../../src/games/fall-of-rome/data/options.js';
import { tribeIndex } from '../../src/games/fall-of-rome/data/tribes.js';
import type { FrEvent } from '../../src/games/fall-of-rome/events.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';
import { setupState } from '../../src/games/fall-of-rome/setup.js';
import { cubesAt, type FrState } from '../../src/games/fall-of-rome/state.js';

export const C = (name: string): number => {
  const i = cityIndex(name);
  if (i < 0) throw new Error(`no city ${name}`);
  return i;
};
export const T = (name: string): number => tribeIndex(name);

/** A new game's state with every city emptied, so a test builds exactly the board it needs. */
export function emptyBoard(options: FallOfRomeOptions = { players: 2, roles: ['consul', 'magister-militum'] }, seed = 1): FrState {
  const dice = new SeededDice(seed);
  const s = setupState(options, (min, max) => dice.int(min, max));
  return { ...s, cubes: s.cubes.map(() => 0), cubeSupply: s.rules.cubes.slice(), legions: s.legions.map(() => 0), legionSupply: s.rules.legions };
}

/** Puts barbarians, legions and pawns on the board, keeping the supplies consistent. */
export function place(s: FrState, what: { cubes?: [string, string, number][]; legions?: [string, number][]; pawns?: string[]; forts?: string[] }): FrState {
  const cubes = s.cubes.slice();
  const cubeSupply = s.cubeSupply.slice();
  for (const [city, tribe, n] of what.cubes ?? []) {
    cubes[C(city) * 5 + T(tribe)] = (cubes[C(city) * 5 + T(tribe)] as number) + n;
    cubeSupply[T(tribe)] = (cubeSupply[T(tribe)] as number) - n;
  }
  const legions = s.legions.slice();
  let legionSupply = s.legionSupply;
  for (const [city, n] of what.legions ?? []) {
    legions[C(city)] = (legions[C(city)] as number) + n;
    legionSupply -= n;
  }
  const forts = s.forts.slice();
  let fortSupply = s.fortSupply;
  for (const city of what.forts ?? []) {
    forts[C(city)] = true;
    fortSupply -= 1;
  }
  return { ...s, cubes, cubeSupply, legions, legionSupply, forts, fortSupply, pawns: what.pawns ? what.pawns.map(C) : s.pawns };
}

export function cubes(s: FrState, city: string, tribe: string): number {
  return cubesAt(s, C(city), T(tribe));
}

export interface Stepped {
  state: FrState;
  events: readonly FrEvent[];
}

/** Checks and resolves one command (it must be legal) with seeded or scripted dice. */
export function step(s: FrState, seat: string, command: FrCommand, dice: DiceSource | readonly number[] = new SeededDice(7)): Stepped {
  expect(rules.check(s, seat, command)).toEqual([]);
  const source = Array.isArray(dice) ? new ScriptedDice(dice as number[]) : (dice as DiceSource);
  const events = eventsOf(rules.resolve(s, seat, command, source));
  let state = s;
  for (const event of events) state = applyEvent(state, event);
  return { state, events };
}

export function codes(s: FrState, seat: string, command: unknown): string[] {
  return rules.check(s, seat, command as FrCommand).map((p) => p.code);
}
