import type { SeededDice } from '../../src/kernel/dice.js';
import type { TurnBody } from '../../src/kernel/periodic.js';
import { getGame } from '../../src/kernel/registry.js';
import { chosenCommand } from '../../src/games/ccc-land-combat/autoplay.js';
import { seatToMove as cccSeatToMove } from '../../src/games/ccc-land-combat/flow.js';
import type { CccState } from '../../src/games/ccc-land-combat/state.js';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { monthScenario, randomOrders } from '../../bench/phoenix/month-generator.js';

/** Random play for the contract test: what each game's seat to move might give, drawn from `rng`. */
export interface InteractiveInputs {
  readonly options: readonly unknown[];
  next(state: unknown, rng: SeededDice): { seat: string; command: unknown } | undefined;
}

/** A game with bots: the random bot plays every seat. */
function byRandomBot(id: string, options: readonly unknown[]): InteractiveInputs {
  const bots = getGame(id).bots;
  if (bots === undefined || !bots.names.includes('random')) throw new Error(`${id} has no random bot`);
  return {
    options,
    next(state, rng) {
      const seat = bots.seatToMove(state);
      return seat === undefined ? undefined : { seat, command: bots.choose('random', state, (min, max) => rng.int(min, max)) };
    },
  };
}

const cccOptions = (seating?: 'one') => ({ combat: (getGame('ccc-land-combat').demo?.options as { combat: Record<string, unknown> }).combat, ...(seating === undefined ? {} : { seating }) });

export const INTERACTIVE_INPUTS: Readonly<Record<string, InteractiveInputs>> = {
  'fall-of-rome': byRandomBot('fall-of-rome', [
    { players: 2, difficulty: 'introductory' },
    { players: 4, difficulty: 'standard' },
  ]),
  'jeanne-darc-1429': byRandomBot('jeanne-darc-1429', [{ players: 2 }, { players: 5 }]),
  domaine: byRandomBot('domaine', [{ players: 2 }, { players: 4 }]),
  'ccc-land-combat': {
    options: [cccOptions(), cccOptions('one')],
    next(state, rng) {
      const s = state as CccState;
      const seat = cccSeatToMove(s);
      if (seat === undefined) return undefined;
      const coin = () => rng.int(0, 1) === 1;
      return { seat, command: chosenCommand(s, { cavalryCharge: { attacker: coin(), defender: coin() }, siegeBonus: coin() }).command };
    },
  },
};

/** Random turns for a game played in periods: every seat's turn of the period. */
export interface PeriodicInputs {
  readonly options: readonly unknown[];
  turns(state: unknown, rng: SeededDice): ReadonlyMap<string, TurnBody>;
}

const phoenixTurns = (world: World, rng: SeededDice) =>
  new Map(
    world.realms.map((realm) => {
      const orders = randomOrders(world, realm.id, rng).map(({ loc: _loc, ...order }) => order);
      return [realm.id, { format: 'json' as const, content: { realm: realm.id, orders } }];
    }),
  );

export const PERIODIC_INPUTS: Readonly<Record<string, PeriodicInputs>> = {
  phoenix: {
    options: [{ world: monthScenario(5, 4, 60).world }, { generate: { seed: 11, realms: 3, armies: true } }],
    turns: (state, rng) => phoenixTurns(state as World, rng),
  },
};
