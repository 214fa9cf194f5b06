import type { Ctx } from '../../context.js';
import type { Emitter } from '../../emitter.js';
import type { Handlers } from '../../handler.js';
import { refusal, type Refusal } from '../../refusals.js';
import { statusOf } from '../../state.js';
import { firstPlayer } from './first.js';
import { drawByLot } from './lot.js';

/** Every event marker in the cup this round: all of them, but the plague once it has happened (page 4; JDA-40). */
export function eventPool(ctx: Ctx): string[] {
  const cup: string[] = [];
  for (const event of ctx.index.data.events.events) {
    if (event.id === 'plague' && ctx.s.plagueUsed) continue;
    for (let i = 0; i < event.markers; i++) cup.push(event.id);
  }
  return cup;
}

/**
 * "De eerste speler van een ronde trekt blindelings een gebeurtenis (bij vrede) of twee gebeurtenissen
 * (in geval van oorlog)": markers drawn without putting back, each by lot over the cup listed in the
 * events file's order. The draw and its rolls are for the first player's eyes only (view.ts).
 */
export function drawEvents(em: Emitter): void {
  const power = firstPlayer(em);
  const count = em.rules.eventsDrawn[statusOf(em.s)];
  const drawn = drawByLot(em, eventPool(em), count, (i) => `event marker ${i} of ${count}`, power);
  if (drawn.length > 0) em.emit({ t: 'events-drawn', power, events: drawn });
  // The order is asked whenever two markers are out, even two of the same event, so that asking tells the others nothing.
  em.emit({ t: 'stage', stage: drawn.length >= 2 ? 'order' : drawn.length === 1 ? 'resolve' : 'intervention' });
}

/** "… en bepaalt dan, in welke volgorde de gebeurtenissen worden afgehandeld": the order lists each drawn marker once. */
function orderProblems(ctx: Ctx, order: readonly string[]): Refusal[] {
  const drawn = ctx.s.eventsDrawn.slice().sort();
  const given = order.slice().sort();
  return drawn.join('\n') === given.join('\n') ? [] : [refusal('event-order', { count: drawn.length }, 'order')];
}

export const ORDER_HANDLERS: Handlers = {
  'order-events': {
    'order-events': {
      check: (ctx, _power, command) => orderProblems(ctx, command.order),
      resolve(em, _power, command) {
        em.emit({ t: 'events-ordered', events: command.order });
        em.emit({ t: 'stage', stage: 'resolve' });
        em.ask(null);
      },
    },
  },
};
