import { checkEndPurchases, checkPurchase } from '../buying.js';
import type { Emitter } from '../emitter.js';
import type { Handlers } from '../handler.js';
import { priceOf } from '../prices.js';
import { drawCards } from './deal.js';

/** Phase 4: each player in turn order makes his purchases, then ends them (buying.ts holds the rules). */
export function buyingStep(em: Emitter): void {
  const { s } = em;
  if (s.buying === undefined) {
    em.emit({ t: 'buying', buying: { next: 0, castleBuilders: [] } });
    return;
  }
  const next = s.turnOrder[s.buying.next];
  if (next === undefined) {
    em.emit({ t: 'buying', buying: null });
    em.goto('player-order');
    return;
  }
  em.ask({ kind: 'buy', power: next });
}

export const BUYING_HANDLERS: Handlers = {
  buy: {
    buy: {
      check: (ctx, power, command) => checkPurchase(ctx.s, power, command.purchase, ctx.rules),
      resolve(em, power, command) {
        const price = priceOf(command.purchase.type, em.s.turnOrder.length, em.rules);
        em.emit({ t: 'purchase', power, purchase: command.purchase, price });
        if (command.purchase.type === 'card') drawCards(em, power, 1, 'purchase');
      },
    },
    'end-buying': {
      check: (ctx, power, command) => checkEndPurchases(ctx.s, power, command.discards ?? [], ctx.rules),
      resolve(em, power, command) {
        const discards = command.discards ?? [];
        if (discards.length > 0) em.emit({ t: 'discard', power, cards: discards, why: 'hand-limit' });
        const buying = em.s.buying as NonNullable<typeof em.s.buying>;
        em.emit({ t: 'buying', buying: { ...buying, next: buying.next + 1 } });
        em.ask(null);
      },
    },
  },
};
