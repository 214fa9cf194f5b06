import type { Emitter } from '../../emitter.js';
import { statusOf } from '../../state.js';
import { finishRound } from '../scoring.js';

/**
 * "De zwarte pest maakt elke oorlog onmogelijk: plaats de rondewijzer op de volgende ronde, en ga vandaar
 * verder, zonder tussenstappen (zonder inkomen etc.)" (JDA-44). The rest of this round is skipped (events
 * after it, the intervention, phases 7 and 8), the end of the game is checked as after any round, and the
 * next round goes on from here — phase 6 — without phases 1–5: the status stays (a truce makes it peace),
 * no income (its plunder markers come off as after an income phase), no cards, no buying, the same first
 * player. Rules option `plague: "next-round"` starts the next round with phase 1 instead.
 * The marker is set aside for good ("vergeet niet, deze gebeurtenis weg te leggen").
 */
export function startPlague(em: Emitter): void {
  const status = statusOf(em.s);
  em.emit({ t: 'plague' });
  finishRound(em);
  if (em.over || em.rules.plague === 'next-round') return;
  const truce = em.s.peaceRounds.includes(em.s.round);
  em.emit({ t: 'status', status: truce ? 'peace' : status, war: [], peace: [], truce });
  if (em.s.plundered.length > 0) em.emit({ t: 'plunder-cleared' });
  em.goto('events');
}
