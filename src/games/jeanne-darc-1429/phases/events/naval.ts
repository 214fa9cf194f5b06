import type { Ctx } from '../../context.js';
import type { Emitter } from '../../emitter.js';
import { POWERS, type Power } from '../../powers.js';
import { openDuel } from './duel.js';
import { drawByLot } from './lot.js';

export function portsHeld(ctx: Ctx, power: Power): number {
  return ctx.index.ports.filter((port) => ctx.s.cities[port]?.owner === power).length;
}

/**
 * "De twee spelers met het grootste aantal havens in hun bezit … (bij een gelijk aantal wordt geloot)": places
 * filled from the most ports down; where a group of equals is larger than the places left, the places go by
 * lot over the group in the game's power order (JDA-54).
 */
export function navalFighters(em: Emitter): Power[] {
  const players = POWERS.filter((p) => em.s.turnOrder.includes(p));
  const counts = [...new Set(players.map((p) => portsHeld(em, p)))].sort((x, y) => y - x);
  const chosen: Power[] = [];
  for (const count of counts) {
    const group = players.filter((p) => portsHeld(em, p) === count);
    const places = 2 - chosen.length;
    if (places === 0) break;
    chosen.push(...(group.length <= places ? group : drawByLot(em, group, places, (i) => `naval battle: lot for place ${chosen.length + i} among ${group.length} with ${count} ports`)));
  }
  return chosen;
}

/** Zeeslag: the two fight one duel for the rule of the sea (duel.ts). */
export function startNavalBattle(em: Emitter): void {
  const [a, b] = navalFighters(em) as [Power, Power];
  openDuel(em, { kind: 'naval', pairs: [[a, b]], camps: [], choices: {} });
}
