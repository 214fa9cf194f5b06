import { SeededDice } from '../../src/kernel/dice.js';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { randomOrders } from '../../bench/phoenix/month-generator.js';
import { buildCaseWorld } from '../conformance/phoenix-month-world.js';

/** A realm's random plausible orders in the JSON form (the benchmark's generator, without source locations). */
export function randomTurnJson(world: World, realm: string, seed: number): { realm: string; orders: unknown[] } {
  const orders = randomOrders(world, realm, new SeededDice(seed)).map(({ loc: _, ...order }) => order);
  return { realm, orders };
}

/** Two realms, and an army of "a" next to a castle of "b" (case PHX-M-5.5-01): its turn makes a melee, so dice are rolled. */
export function battleWorld(): World {
  return buildCaseWorld({
    turn: 2,
    realms: [{ id: 'a' }, { id: 'b' }],
    hexes: [
      { at: '503/21', terrain: 'lowland', owner: 'a' },
      { at: '503/22', terrain: 'lowland', owner: 'b' },
    ],
    strongholds: [{ at: '503/22', level: 'BUR', bp: 1000, owner: 'b' }],
    armies: [
      { realm: 'a', number: 101, kind: 'warriors', at: '503/21', K: 8000, HF: 5 },
      { realm: 'b', number: 101, kind: 'warriors', at: '503/22', K: 1000, HF: 1 },
    ],
  });
}

export const BATTLE_TURN = 'REICH a\nBEWEGE 101 NACH 503/22\nEROBERE 101';
