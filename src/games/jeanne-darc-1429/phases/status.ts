import type { Emitter } from '../emitter.js';
import type { Handlers } from '../handler.js';
import type { Power } from '../powers.js';
import { refusal } from '../refusals.js';

/**
 * Phase 2: everyone secretly picks War or Peace; War if at least half pick it (notes.md). A truce
 * drawn last round makes it Peace without a vote (page 4: "De politieke status voor de volgende ronde is vrede").
 */
export function statusStep(em: Emitter): void {
  const { s } = em;
  if (s.status !== null) {
    em.goto('combat-cards');
    return;
  }
  if (s.peaceRounds.includes(s.round)) {
    em.emit({ t: 'status', status: 'peace', war: [], peace: [], truce: true });
    return;
  }
  em.ask({ kind: 'status', waiting: s.turnOrder.filter((p) => s.choices[p] === undefined) });
}

function reveal(em: Emitter): void {
  const { s } = em;
  const war = s.turnOrder.filter((p) => s.choices[p] === 'war');
  const peace = s.turnOrder.filter((p) => s.choices[p] === 'peace');
  em.emit({ t: 'status', status: war.length * 2 >= s.turnOrder.length ? 'war' : 'peace', war, peace, truce: false });
}

export const STATUS_HANDLERS: Handlers = {
  status: {
    status: {
      check: (ctx, power) => (ctx.s.choices[power] === undefined ? [] : [refusal('already-chosen')]),
      resolve(em, power: Power, command) {
        em.emit({ t: 'choice', power, choice: command.choice });
        const waiting = em.s.turnOrder.filter((p) => em.s.choices[p] === undefined);
        if (waiting.length > 0) {
          em.ask({ kind: 'status', waiting });
          return;
        }
        reveal(em);
        em.ask(null);
      },
    },
  },
};
