import type { Ctx } from '../../context.js';
import type { Power } from '../../powers.js';

/** The first player of the round: drawn first in phase 5, he draws and resolves the events (page 4). */
export function firstPlayer(ctx: Pick<Ctx, 's'>): Power {
  return ctx.s.turnOrder[0] as Power;
}
