import type { Ctx } from '../../context.js';
import type { Emitter } from '../../emitter.js';
import type { Handlers } from '../../handler.js';
import type { Power } from '../../powers.js';
import { refusal, type Refusal } from '../../refusals.js';
import { playerOf } from '../../state.js';
import { firstPlayer } from './first.js';
import { drawByLot } from './lot.js';

/** "… heeft deze meer dan 6 handkaarten dan moet hij twee … afleggen; heeft hij er minder dan 6 dan moet hij er een afleggen"; exactly 6: JDA-51. */
export function confiscatedCount(ctx: Pick<Ctx, 'rules'>, handSize: number): number {
  const { threshold, more, fewer, exactly } = ctx.rules.confiscation;
  const count = handSize > threshold ? more : handSize < threshold ? fewer : exactly;
  return Math.min(count, handSize);
}

/**
 * "… twee willekeurig gekozen kaarten": each card by lot over the hand sorted by card id, so the dice,
 * not the order the cards were drawn in, decide (JDA-50). The discard pile is open, so all see them.
 */
function confiscate(em: Emitter, victim: Power): void {
  const hand = playerOf(em.s, victim).hand.slice().sort();
  const count = confiscatedCount(em, hand.length);
  const cards = drawByLot(em, hand, count, (i) => `confiscation: card ${i} of ${count} from ${victim}`);
  if (cards.length > 0) em.emit({ t: 'discard', power: victim, cards, why: 'confiscation' });
}

/** "De eerste speler kiest een andere speler uit": in a game of two the other is the only choice. */
export function startConfiscation(em: Emitter): void {
  const power = firstPlayer(em);
  const others = em.s.turnOrder.filter((p) => p !== power);
  if (others.length === 1) confiscate(em, others[0] as Power);
  else em.ask({ kind: 'choose-player', power, reason: 'confiscation' });
}

function victimProblems(ctx: Ctx, power: Power, victim: Power): Refusal[] {
  if (victim === power) return [refusal('confiscate-another', {}, 'power')];
  if (!ctx.s.turnOrder.includes(victim)) return [refusal('not-a-player', { seat: victim }, 'power')];
  return [];
}

export const CONFISCATION_HANDLERS: Handlers = {
  'choose-player': {
    'choose-player': {
      check: (ctx, power, command) => victimProblems(ctx, power, command.power),
      resolve(em, _power, command) {
        confiscate(em, command.power);
        em.ask(null);
      },
    },
  },
};
