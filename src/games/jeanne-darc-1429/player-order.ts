import type { DiceSource } from '../../kernel/dice.js';
import { POWERS, type Power } from './powers.js';
import type { JdaRules } from './rules.js';
import { playerOf, type JdaState } from './state.js';

/** One marker taken from the pool: which attempt of the draw, which place in the order, whose marker. */
export interface MarkerDraw {
  readonly attempt: number;
  readonly place: number;
  readonly power: Power;
}

/**
 * Takes one face-down marker at random. The pool is listed in the game's power order and a W6
 * picks a place in it, rolled again when above the number left (JDA-12), so every draw is a
 * recorded roll that a game master can also enter by hand. The last marker needs no roll.
 */
function takeMarker(pool: Power[], dice: DiceSource, purpose: string): Power {
  if (pool.length === 1) return pool.splice(0, 1)[0] as Power;
  for (;;) {
    const roll = dice.roll('W6', purpose);
    if (roll <= pool.length) return pool.splice(roll - 1, 1)[0] as Power;
  }
}

function fullPool(state: JdaState): Power[] {
  return POWERS.filter((p) => state.turnOrder.includes(p));
}

/**
 * Phase 5: all markers are drawn one by one into the order. The previous first player cannot be
 * first again: "In een dergelijk geval wordt opnieuw getrokken" — the whole draw again, or with
 * rules option `repeatedDraw: "first-marker"` only the first marker (JDA-9). The first drawn gains
 * an influence point and draws the events (phase 6).
 */
export function drawPlayerOrder(state: JdaState, dice: DiceSource, rules: JdaRules): { state: JdaState; draws: MarkerDraw[] } {
  const draws: MarkerDraw[] = [];
  const purpose = (attempt: number, place: number) => `player order: marker ${place} (draw ${attempt})`;
  let attempt = 1;
  let order: Power[];
  for (;;) {
    const pool = fullPool(state);
    order = [];
    let first = takeMarker(pool, dice, purpose(attempt, 1));
    draws.push({ attempt, place: 1, power: first });
    if (first === state.lastFirstPlayer && rules.repeatedDraw === 'first-marker') {
      const rejected = first;
      attempt += 1;
      first = takeMarker(pool, dice, purpose(attempt, 1));
      draws.push({ attempt, place: 1, power: first });
      pool.push(rejected);
      pool.sort((a, b) => POWERS.indexOf(a) - POWERS.indexOf(b));
    }
    order.push(first);
    if (first === state.lastFirstPlayer) {
      attempt += 1;
      continue;
    }
    while (pool.length > 0) {
      const power = takeMarker(pool, dice, purpose(attempt, order.length + 1));
      draws.push({ attempt, place: order.length + 1, power });
      order.push(power);
    }
    break;
  }
  const first = order[0] as Power;
  const player = playerOf(state, first);
  const influence = rules.influenceCap === null ? player.influence + 1 : Math.min(rules.influenceCap, player.influence + 1);
  const players = state.players.map((p) => (p.power === first ? { ...p, influence } : p));
  return { state: { ...state, phase: 'events', turnOrder: order, lastFirstPlayer: first, players }, draws };
}
